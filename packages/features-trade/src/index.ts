export { MarketListScreen } from './market-list/market-list-screen';
export type { MarketListScreenProps } from './market-list/market-list-screen';
export { parseMarketListSearch } from './market-list/market-list-search';
export type { MarketListSearch, MarketSort } from './market-list/market-list-search';
export { MarketDetailScreen } from './market-detail/market-detail-screen';
export type { MarketDetailScreenProps, SubscribeToForeground } from './market-detail/market-detail-screen';
export type { LoadLiveClient } from './live-feed/live-gate';
export { prefetchMarketDetail, prefetchMarketList } from './market-queries/market-screen-queries';
