import { gateDialogCode, transactionGate, type GateDialogCode, type GateUser } from '@jogak/app-core';
import { lazyPart, showToast, Skeleton, Tabs, whenIdle } from '@jogak/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState, type ComponentType } from 'react';
import type { DepositSheetProps } from '../deposit/deposit-sheet';
import { defaultDwFilter, newestFirstDwFilter, type DwFilter } from '../dw-history/dw-filter';
import { useLiveAssets, type SubscribeToAssetEvents } from '../live-assets/live-assets';
import { defaultPeriodChoice, periodChoiceOn, type PeriodChoice } from '../period/period-picker';
import { useSeoulToday } from '../period/use-seoul-today';
import type { WithdrawalSigner } from '../withdrawal/withdrawal-signature';
import type { WithdrawSheetProps } from '../withdrawal/withdraw-sheet';
import { AssetsOverview } from './assets-overview';
import { useReceptionLookup } from './reception-lookup';

// The deposit and withdrawal sheets are chunks of their own: the first view shows neither, and
// their code (the secure keypad, the amount field, the signing, the withdrawal call) downloaded
// beside the figures' delayed the largest paint (issue #18). Both are fetched once the figures
// show and the page is idle, and awaited by 입금 / 출금. Each call imports anew, so a load that
// failed is asked again.
const loadDepositSheet = () => import('../deposit/deposit-sheet').then((module) => module.DepositSheet);
const loadWithdrawSheet = () => import('../withdrawal/withdraw-sheet').then((module) => module.WithdrawSheet);
// The gate a guest or a member without a linked account sees is a chunk of its own with the
// dialog catalogue it shows (issue #18): a member's first view needs neither.
const AssetsGate = lazyPart(() => import('./assets-gate').then((module) => module.AssetsGate), {
  failedText: '안내를 불러오지 못했어요.',
  loading: <Skeleton lines={3} label="안내를 불러오는 중이에요" />,
});
// The two histories are chunks of their own too: the first view is 자산 현황, and their lists and
// detail sheets (the bottom sheet with Radix Dialog, the infinite list) were 13 kB of the first
// view's script. Fetched with the sheets; a tab shown before they arrive waits with a skeleton.
const loadDwHistory = () => import('../dw-history/dw-history').then((module) => module.DwHistory);
const loadAccountHistory = () => import('../account-history/account-history').then((module) => module.AccountHistoryList);
const DwHistory = lazyPart(loadDwHistory, { failedText: '입출금 내역을 불러오지 못했어요.', loading: <Skeleton lines={4} label="입출금 내역을 불러오는 중이에요" /> });
const AccountHistoryList = lazyPart(loadAccountHistory, { failedText: '거래 내역을 불러오지 못했어요.', loading: <Skeleton lines={4} label="거래 내역을 불러오는 중이에요" /> });
// Once the figures have painted: asked for in the task that drew them, the sheets' files were part
// of the page's largest paint (the total; Lighthouse's LCP 3.31 s against 3.80 s).
const fetchAhead = () =>
  whenIdle(() => {
    // What needs a chunk reports its failure (a press, a tab): fetching ahead says nothing.
    for (const load of [loadDepositSheet, loadWithdrawSheet, loadDwHistory, loadAccountHistory]) void load().catch(() => undefined);
  });

type AssetsSheet = 'deposit' | 'withdraw';

/** The sheets' code once a press has loaded it: a sheet opened once stays mounted, closed. */
interface LoadedSheets {
  readonly deposit?: ComponentType<DepositSheetProps>;
  readonly withdraw?: ComponentType<WithdrawSheetProps>;
}

const sheetFailedText: Record<AssetsSheet, string> = {
  deposit: '입금 화면을 불러오지 못했어요. 잠시 후 다시 시도해주세요.',
  withdraw: '출금 화면을 불러오지 못했어요. 잠시 후 다시 시도해주세요.',
};

/** The tabs of /assets. */
export type AssetsTab = 'overview' | 'dw' | 'history';

export interface AssetsScreenProps {
  /** The member as app-core's user store holds them (the account needs login and a linked account). */
  readonly user: GateUser;
  /** The member confirmed a NEED_* dialog of the gate. */
  readonly onGate: (code: GateDialogCode) => void;
  /** Copies through the shell's bridge (the deposit account number). */
  readonly onCopy: (text: string) => Promise<void>;
  /** The pay-provider certificate that signs withdrawals; without it they go unsigned. */
  readonly withdrawalSigner?: WithdrawalSigner;
  /** The live feed's account events while the screen is open; without it figures refresh on focus. */
  readonly subscribeToAssetEvents?: SubscribeToAssetEvents;
  /**
   * The instant whose Seoul day is 오늘 for the histories' 조회 기간; when absent, the device clock's
   * day, so a preset chosen before Seoul midnight is searched up to the new day after it.
   */
  readonly now?: Date;
  /**
   * A sheet to open as the screen arrives: 입금 after 입금하기 on a refusal for funds (an order,
   * an application). Opened once, when the member may use the account; `onArrivalSheetOpened` is
   * told once it shows, so the address can drop it (a back or a reload must not open it again).
   */
  readonly arrivalSheet?: 'deposit';
  readonly onArrivalSheetOpened?: () => void;
}

/**
 * /assets: 자산 현황 (totals, profit, allocation, holdings at live prices, yearly limit, accounts)
 * with 입금 and 출금 sheets, 입출금 내역 and 거래 내역. A withdrawal done here opens 입출금 내역
 * so the member sees it at once.
 *
 * @example
 * <AssetsScreen user={userSnapshot} onGate={followGate} onCopy={(text) => bridge.send('copy', { text })} subscribeToAssetEvents={subscribe} />
 */
export function AssetsScreen({ user, onGate, ...tabs }: AssetsScreenProps) {
  const gate = gateDialogCode(transactionGate(user));
  return (
    // The header's 자산 is the page's title (its h1): the screen repeats none.
    <div className="jg-assets">
      {gate ? (
        <AssetsGate code={gate} onGate={onGate} />
      ) : (
        <AssetsTabs {...tabs} />
      )}
    </div>
  );
}

function AssetsTabs({ onCopy, withdrawalSigner, subscribeToAssetEvents, now, arrivalSheet, onArrivalSheetOpened }: Omit<AssetsScreenProps, 'user' | 'onGate'>) {
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<AssetsTab>('overview');
  const [sheet, setSheet] = useState<AssetsSheet | null>(null);
  const [loaded, setLoaded] = useState<LoadedSheets>({});
  // Only the latest press opens its sheet or says it could not: an earlier one still loading is
  // overtaken (입금, then 출금 before 입금's code came).
  const latestPress = useRef(0);
  // Tabs draw only the panel shown: the histories' filters live here so a switch keeps them.
  const [dwFilter, setDwFilter] = useState<DwFilter>(() => defaultDwFilter(now));
  const [historyPeriod, setHistoryPeriod] = useState<PeriodChoice>(() => defaultPeriodChoice(now));
  // Only the preset chosen counts: its dates are worked out for today at each draw, and the day is
  // read again when the app is shown again, so coming back after Seoul midnight asks up to the new
  // day. 직접 입력 keeps its dates.
  const seoulToday = useSeoulToday();
  const today = now ?? seoulToday;
  useLiveAssets(queryClient, subscribeToAssetEvents);
  useReceptionLookup();
  /** Whether the sheet was opened (not overtaken by a later press, not failed to load). */
  const openSheet = async (which: AssetsSheet): Promise<boolean> => {
    const press = ++latestPress.current;
    if (!loaded[which]) {
      try {
        const sheets: LoadedSheets = which === 'deposit' ? { deposit: await loadDepositSheet() } : { withdraw: await loadWithdrawSheet() };
        if (press !== latestPress.current) return false;
        setLoaded((current) => ({ ...current, ...sheets }));
      } catch {
        if (press === latestPress.current) showToast(sheetFailedText[which]);
        return false;
      }
    }
    setSheet(which);
    return true;
  };
  const openArrivalSheet = useEffectEvent(() => {
    if (arrivalSheet) void openSheet(arrivalSheet).then((opened) => opened && onArrivalSheetOpened?.());
  });
  // Once, on arrival; the address keeps it until the sheet shows (a sheet that could not load says so in a toast).
  const arrivalOpened = useRef(false);
  useEffect(() => {
    if (arrivalOpened.current) return;
    arrivalOpened.current = true;
    openArrivalSheet();
  }, []);
  const { deposit: DepositSheet, withdraw: WithdrawSheet } = loaded;
  return (
    <>
      <Tabs
        label="자산 메뉴"
        value={tab}
        onValueChange={setTab}
        items={[
          { value: 'overview', label: '자산 현황', content: <AssetsOverview onDeposit={() => void openSheet('deposit')} onWithdraw={() => void openSheet('withdraw')} onFiguresShown={fetchAhead} /> },
          { value: 'dw', label: '입출금 내역', content: <DwHistory filter={{ ...dwFilter, period: periodChoiceOn(dwFilter.period, today) }} onFilterChange={setDwFilter} now={now} /> },
          { value: 'history', label: '거래 내역', content: <AccountHistoryList period={periodChoiceOn(historyPeriod, today)} onPeriodChange={setHistoryPeriod} now={now} /> },
        ]}
      />
      {DepositSheet ? <DepositSheet open={sheet === 'deposit'} onOpenChange={(open) => setSheet(open ? 'deposit' : null)} onCopy={onCopy} /> : null}
      {WithdrawSheet ? (
        <WithdrawSheet
          open={sheet === 'withdraw'}
          onOpenChange={(open) => setSheet(open ? 'withdraw' : null)}
          signer={withdrawalSigner}
          onWithdrawn={() => {
            // Whatever filters were chosen before, the history opens where the withdrawal just made is the first row.
            setDwFilter((filter) => newestFirstDwFilter(filter, now));
            setTab('dw');
          }}
        />
      ) : null}
    </>
  );
}
