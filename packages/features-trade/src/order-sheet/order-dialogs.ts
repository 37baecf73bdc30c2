import { failureSentence, isJogakApiError, jogakClientOf } from '@jogak/api-client';
import { isCatalogueCode, isGateDialogCode, loadMemberInfo, openCatalogueDialog, useNavigateToRoute, userStore, type GateDialogCode } from '@jogak/app-core';
import { openDialog, showToast, type DialogDefinition } from '@jogak/ui-kit';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { dealHoursText, type MarketOperation, type MarketState } from '../market-status/market-status';

/**
 * The unsuitable-transaction confirmation every buy asks first (spec §5). The catalogue has no
 * copy for it; this is ours (README, "Decisions").
 */
export const UNSUITABLE_CONFIRM_DIALOG: DialogDefinition = {
  name: 'UNSUITABLE_TRANSACTION_CONFIRM',
  title: '부적합 거래 확인',
  contents: '이 상품은 원금 손실이 날 수 있고, 회원님의 투자성향보다 위험할 수 있어요. 내용을 확인했고 그래도 매수할까요?',
  buttons: [
    { text: '취소', style: 'outline', response: false },
    { text: '확인하고 매수', style: 'primary', response: true },
  ],
};

/** The market is closed or it is a day off: why the order cannot be sent now. */
export function marketClosedDialog(state: Exclude<MarketState, 'open'>, operation: Pick<MarketOperation, 'dealBeginHour' | 'dealEndingHour'> | undefined): DialogDefinition {
  const hours = operation ? dealHoursText(operation) : '영업일 거래 시간';
  return {
    name: state === 'day-off' ? 'MARKET_DAY_OFF' : 'MARKET_CLOSED',
    title: state === 'day-off' ? '오늘은 휴장일이에요' : '지금은 거래 시간이 아니에요',
    contents: `주문은 평일 ${hours}에 할 수 있어요.`,
    buttons: [{ text: '확인', style: 'primary', response: true }],
  };
}

/**
 * Reads the member info again into app-core's user store, which the screen's gate reads, after the
 * server refused for an account step the store did not know about (the link ended on another
 * device, say): the gate then asks before the next order instead of letting it through to the same
 * refusal. Not after NEED_LOG_IN or NEED_SIGN_UP: the server no longer takes that session, and the
 * member info asked with it would be answered 401, whose policy toasts and navigates on its own.
 * A failed read changes nothing: the server refuses the next order again.
 */
function refreshGateFacts(queryClient: QueryClient, code: GateDialogCode): void {
  if (code === 'NEED_LOG_IN' || code === 'NEED_SIGN_UP') return;
  void loadMemberInfo(jogakClientOf(queryClient), { ci: userStore.ci }).catch(() => undefined);
}

/** What the order's failure dialogs may lead to. */
interface OrderFailureExits {
  /** The member chose to deposit after INSUFFICIENT_FUND. */
  readonly onDeposit: () => void;
  /** The member confirmed a NEED_* dialog the server's refusal opened: where the screen's own gate leads. */
  readonly onGate: (code: GateDialogCode) => void;
  readonly operation: MarketOperation | undefined;
  /** How the caller leaves the screen by any of these exits (the order sheet keeps the order); at once without it. */
  readonly leave?: (go: () => void) => void;
}

/**
 * What failed, the first sentence of a failure's toast (api-client's `failureSentence` adds why):
 * placing an order or cancelling one (취소, 전체 취소).
 */
const FAILED_SENTENCE = {
  place: '주문하지 못했어요.',
  cancel: '주문을 취소하지 못했어요.',
} as const;

/** The order request that failed: `place` from the order sheet, `cancel` from the unfilled orders. */
export type OrderRequest = keyof typeof FAILED_SENTENCE;

interface OrderFailureEffects extends Omit<OrderFailureExits, 'leave'> {
  /** The member chose to register their investor information again after INVEST_INFORM_REG_AGAIN. */
  readonly onRegisterInvestorInfo: () => void;
  readonly refreshGateFacts: (code: GateDialogCode) => void;
}

/**
 * Show what the server answered to an order: its spec §8 dialog for a catalogue code
 * (INSUFFICIENT_FUND offers a deposit, INVEST_INFORM_REG_AGAIN the questionnaire, a NEED_* code
 * the way of the screen's gate, with the member's facts read again), the closed-market dialog, or
 * a toast that says what failed (the order, or its cancel), then the server's reason for a refusal
 * or what to do (never the HTTP policy's 합니다체 text).
 */
async function showOrderFailure(error: unknown, request: OrderRequest, effects: OrderFailureEffects): Promise<void> {
  if (!isJogakApiError(error)) {
    await openCatalogueDialog('ERROR_COMMON');
    return;
  }
  const { code } = error;
  if (code === 'MARKET_CLOSED') {
    await openDialog(marketClosedDialog(effects.operation?.dayOffYn === 'Y' ? 'day-off' : 'closed', effects.operation));
    return;
  }
  if (isGateDialogCode(code)) {
    effects.refreshGateFacts(code);
    if (await openCatalogueDialog(code)) effects.onGate(code);
    return;
  }
  if (isCatalogueCode(code) && code !== 'SUBSCRIPTION_IMPOSSIBLE_TIME') {
    const confirmed = await openCatalogueDialog(code);
    if (confirmed && code === 'INSUFFICIENT_FUND') effects.onDeposit();
    if (confirmed && code === 'INVEST_INFORM_REG_AGAIN') effects.onRegisterInvestorInfo();
    return;
  }
  showToast(failureSentence(FAILED_SENTENCE[request], error));
}

/**
 * {@link showOrderFailure} with the screen's way to the questionnaire and the app's query client:
 * the hook of the order sheet (`place`) and the unfilled orders (`cancel`).
 *
 * @example
 * const showFailure = useShowOrderFailure('cancel', { onDeposit, onGate, operation });
 * await showFailure(error); // '주문을 취소하지 못했어요. 잠시 후 다시 시도해주세요.' when the network failed
 */
export function useShowOrderFailure(request: OrderRequest, exits: OrderFailureExits): (error: unknown) => Promise<void> {
  const navigate = useNavigateToRoute();
  const queryClient = useQueryClient();
  const leave = exits.leave ?? ((go: () => void) => go());
  return (error) =>
    showOrderFailure(error, request, {
      operation: exits.operation,
      onDeposit: () => leave(exits.onDeposit),
      onGate: (code) => leave(() => exits.onGate(code)),
      onRegisterInvestorInfo: () => leave(() => navigate({ route: '/investment-analysis/invest-tendency' })),
      refreshGateFacts: (code) => refreshGateFacts(queryClient, code),
    });
}
