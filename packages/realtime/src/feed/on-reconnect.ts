import type { LiveClient } from './live-client';

/**
 * Be told each time the feed becomes connected again: every change of its status to
 * `connected` after you started listening (a reconnect after a drop, a 2 s retry, the shell's
 * foreground reconnect, a switch of member, and the first connection of a feed not yet connected
 * when you started). Events sent while the feed was down are not replayed, so a screen that shows
 * what live events patch fetches it again here. Returns the function that stops.
 *
 * @example
 * const stop = onReconnect(live, () => void queryClient.invalidateQueries({ queryKey: accountQueries.all() }));
 */
export function onReconnect(client: Pick<LiveClient, 'connection'>, listener: () => void): () => void {
  // The connection tells only changes of status, so every `connected` it tells is a new one.
  return client.connection.onStatus((status) => {
    if (status === 'connected') listener();
  });
}
