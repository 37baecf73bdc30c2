import { isCorporate, useNavigateToRoute, userStore } from '@jogak/app-core';
import { openDialog } from '@jogak/ui-kit';
import { useEffect, useEffectEvent, useRef } from 'react';
import { EventList } from '../board/event-list';
import { NoticeList } from '../board/notice-list';
import { homeModalDialog } from '../home-modals/home-modal-dialog';
import { homeModalOf, type HomeSearch } from '../home-search/home-search';
import { MarketHighlights } from '../market-highlights/market-highlights';
import { OfferingSection } from '../offerings/offering-section';

export interface HomeScreenProps {
  /**
   * /home's query as the router gives it (`validateSearch: parseHomeSearch`, merged with what
   * parent routes carry); the modal is read from it again, so an unknown `modal=` opens nothing.
   */
  readonly search: HomeSearch | Readonly<Record<string, unknown>>;
  /** Removes the modal from the query (the dialog was answered). */
  readonly onCloseModal: () => void;
  /** The number the modals show; app-core's `CUSTOMER_SERVICE_PHONE` when absent. */
  readonly customerServicePhone?: string;
  /** The instant D-days count from; when absent, the moment each offering list was received. */
  readonly now?: Date;
}

function modalKey(search: HomeScreenProps['search']): string | null {
  const modal = homeModalOf(search);
  if (!modal) return null;
  return modal.modal === 'WLF' ? `WLF:${modal.code}` : modal.modal;
}

/**
 * The /home screen: open and upcoming offerings, market highlights, notices and events, and the
 * query modals (CDD, WLF 200/400, INPROGRESS) shown through ui-kit's dialog host. Needs a
 * `QueryClientProvider` whose client has the Jogak client attached, a `RouteNavigationProvider`
 * (app-core) and a mounted `DialogHost`.
 *
 * @example
 * <HomeScreen
 *   search={Route.useSearch()}
 *   onCloseModal={() => navigate({ to: '/home', search: {}, replace: true })}
 * />
 */
export function HomeScreen({ search, onCloseModal, customerServicePhone, now }: HomeScreenProps) {
  const navigate = useNavigateToRoute();
  const key = modalKey(search);
  // The dialog queue outlives renders: remember which modal is up so a re-render (or Strict
  // Mode's second effect run) does not queue the same dialog twice.
  const openModal = useRef<string | null>(null);

  const showModal = useEffectEvent(() => {
    const modal = homeModalOf(search);
    if (!modal || !key) {
      openModal.current = null;
      return;
    }
    if (openModal.current === key) return;
    openModal.current = key;
    const corporate = isCorporate(userStore.individualCorpCode);
    void openDialog(homeModalDialog(modal, { corporate, customerServicePhone })).then((answer) => {
      openModal.current = null;
      // The modal's query goes with it: spec §2 carries a query to a route without one, and /kyc
      // hands it back to /home when it ends, which would ask the member again.
      if (modal.modal === 'CDD' && !corporate && answer) navigate({ route: '/kyc', search: { modal: undefined, code: undefined } });
      else onCloseModal();
    });
  });

  useEffect(() => {
    showModal();
  }, [key]);

  return (
    <div className="jg-home">
      <h1 className="jg-visually-hidden">조각 홈</h1>
      <OfferingSection status="OPEN" now={now} />
      <OfferingSection status="UPCOMING" now={now} />
      <MarketHighlights />
      <NoticeList />
      <EventList />
    </div>
  );
}
