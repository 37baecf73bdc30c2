export { MarketListScreen } from './market-list/market-list-screen';
export type { MarketListScreenProps } from './market-list/market-list-screen';
export { MarketDetailScreen } from './market-detail/market-detail-screen';
export type { MarketDetailScreenProps, SubscribeToForeground } from './market-detail/market-detail-screen';
export type { LoadLiveClient } from './live-feed/live-gate';
export { prefetchMarketDetail, prefetchMarketList } from './market-queries/market-screen-queries';
