export { HomeScreen } from './home-screen/home-screen';
export { homeQueries, prefetchHomeData, HOME_DATA_FRESH_MS } from './home-data/home-queries';
export type { HomeScreenProps } from './home-screen/home-screen';
export { parseHomeSearch, homeModalOf } from './home-search/home-search';
export type { HomeSearch, HomeModal } from './home-search/home-search';
export { homeModalDialog } from './home-modals/home-modal-dialog';
export type { HomeModalOptions } from './home-modals/home-modal-dialog';
