import { proxy } from 'valtio/vanilla';

/** The common app state of spec §3. */
export interface CommonState {
  /** Where start-up begins: `null` before the access-permission screen was passed, `'login'` after a logout. */
  appState: string | null;
  version: string;
  pin: string;
  isKakaoIng: boolean;
  stdAt: string;
  dayOffYn: 'Y' | 'N' | '';
  /** Subscription hours on weekdays: whole hours of Seoul's clock as the contract sends them; `null` until known. */
  dealBeginHour: number | null;
  dealEndingHour: number | null;
  loadNotification: boolean;
  /** The document, execution and Q&A a list handed to its detail screen. */
  docDetail: Record<string, unknown> | null;
  executionDetail: Record<string, unknown> | null;
  qnaDetail: Record<string, unknown> | null;
}

/**
 * The default common state.
 *
 * @example
 * createDefaultCommonState().isKakaoIng // false
 */
export function createDefaultCommonState(): CommonState {
  return {
    appState: null,
    version: '',
    pin: '',
    isKakaoIng: false,
    stdAt: '',
    dayOffYn: '',
    dealBeginHour: null,
    dealEndingHour: null,
    loadNotification: false,
    docDetail: null,
    executionDetail: null,
    qnaDetail: null,
  };
}

/**
 * The common app state. Read it in React with `useSnapshot(commonStore)`.
 *
 * @example
 * commonStore.dealBeginHour = 9;
 */
export const commonStore = proxy<CommonState>(createDefaultCommonState());
