export { LiveProvider, useLiveClient } from './live-provider';
export {
  useLiveAccount,
  useLiveEvent,
  useLiveNotifications,
  useLiveStatus,
  useMarketBook,
  useMarketFeed,
  useMarketOperation,
  useMarketStocks,
  useMarketTicker,
  useMarketTrades,
  useMyOrders,
  useMyTrades,
  useStockBalances,
  useSyncResult,
} from './live-hooks';
export { useOnReconnect } from './use-on-reconnect';
