import { type ReactNode, createContext, useContext } from 'react';
import type { LiveClient } from '../feed/live-client';

const LiveClientContext = createContext<LiveClient | null>(null);

/**
 * Give the screens below one live client.
 *
 * @example
 * const live = createLiveClient({ url: '/ws' });
 * <LiveProvider client={live}><MarketScreen /></LiveProvider>
 */
export function LiveProvider({ client, children }: { client: LiveClient; children: ReactNode }) {
  return <LiveClientContext.Provider value={client}>{children}</LiveClientContext.Provider>;
}

/**
 * The live client of the nearest `LiveProvider`.
 *
 * @example
 * const live = useLiveClient();
 * live.reconnect();
 */
export function useLiveClient(): LiveClient {
  const client = useContext(LiveClientContext);
  if (!client) throw new Error('useLiveClient needs a <LiveProvider> above it.');
  return client;
}
