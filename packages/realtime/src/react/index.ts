export { LiveProvider, useLiveClient } from './live-provider';
export {
  useLiveAccount,
  useLiveEvent,
  useLiveNotifications,
  useLiveStatus,
  useMarketFeed,
  useMarketOperation,
  useMarketStocks,
  useMyOrders,
  useMyTrades,
  useStockBalances,
  useSyncResult,
} from './live-hooks';
