import type { LiveClient, LiveIdentity } from '@jogak/realtime';

/** The DOM event a market-detail screen listens to when the app returns to the foreground. */
export const MARKET_FOREGROUND_EVENT = 'jogak:market-foreground';

/**
 * The app's one live feed, loaded on first use: `@jogak/realtime` (STOMP over the endpoint's raw
 * WebSocket, ~10 kB gzip; sockjs-client only where WebSocket fails) is a dynamic import, so it
 * never weighs on the first screen. Connects as the member (uid and
 * bearer token, which the server checks before it sends any private event) or as a guest, and
 * follows the market-operation topic (spec section 4, "Live connection"). `onLoaded` is told of
 * the client when it is made, before it connects, so what it listens to misses no event.
 *
 * @example
 * const feed = createLiveFeed({ url: '/ws', identity: () => ({ uid: signedInMemberId(), token: sessionStore.token }) });
 * void feed.start();
 */
export function createLiveFeed({
  url,
  identity,
  onLoaded,
}: {
  url: string;
  identity: () => LiveIdentity;
  /** What the app does with the client for as long as it lives (told once, when it is made). */
  onLoaded?: (client: LiveClient) => void;
}) {
  let client: Promise<LiveClient> | undefined;
  const load = () => {
    client ??= import('@jogak/realtime').then(
      ({ createLiveClient }) => {
        const live = createLiveClient({ url });
        onLoaded?.(live);
        live.connect(identity());
        live.watchMarketOperation();
        return live;
      },
      (error: unknown) => {
        // A chunk that failed to load (offline, a deploy that replaced it) is asked for again on
        // the next use, so 다시 시도하기 on the market screens can still bring the feed.
        client = undefined;
        throw error;
      },
    );
    return client;
  };
  return {
    /** Loads the client and connects. */
    start: async (): Promise<void> => {
      await load();
    },
    /** The shell's foreground message: reconnect, keeping every watch (connects on first use). */
    reconnect: async (): Promise<void> => {
      if (!client) {
        await load();
        return;
      }
      await (await client).reconnect();
    },
    /** Login, logout and a new token change who the feed is connected as (same identity: no reconnect). */
    switchUser: async (): Promise<void> => {
      if (client) (await client).connect(identity());
    },
    client: load,
  };
}

export type LiveFeed = ReturnType<typeof createLiveFeed>;

/**
 * Listens on the live client once it has loaded (it loads on first use): `attach` adds a screen's
 * listeners and returns their stops. The function returned stops them, and a screen left while
 * the client was still loading adds none.
 *
 * @example
 * useEffect(() => listenWhenLoaded(live, (client) => [client.onEvent('notification', show), onReconnect(client, refetch)]), [live]);
 */
export function listenWhenLoaded(feed: Pick<LiveFeed, 'client'>, attach: (client: LiveClient) => ReadonlyArray<() => void>): () => void {
  let stops: ReadonlyArray<() => void> = [];
  let left = false;
  void feed.client().then((client) => {
    if (!left) stops = attach(client);
  });
  return () => {
    left = true;
    stops.forEach((stop) => stop());
  };
}
