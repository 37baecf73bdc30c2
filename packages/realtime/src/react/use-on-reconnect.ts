import { useEffect, useEffectEvent } from 'react';
import { onReconnect } from '../feed/on-reconnect';
import { useLiveClient } from './live-provider';

/**
 * `onReconnect` while mounted, on the client of the nearest `LiveProvider`: runs the latest
 * handler each time the feed becomes connected again (events sent while it was down are lost).
 *
 * @example
 * useOnReconnect(() => void queryClient.invalidateQueries({ queryKey: orderQueries.all() }));
 */
export function useOnReconnect(handler: () => void): void {
  const client = useLiveClient();
  const onReconnected = useEffectEvent(handler);
  useEffect(() => onReconnect(client, () => onReconnected()), [client]);
}
