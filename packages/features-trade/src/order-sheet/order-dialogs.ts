import { isJogakApiError } from '@jogak/api-client';
import { dialogDefinition, isCatalogueCode, useNavigateToRoute } from '@jogak/app-core';
import { openDialog, showToast, type DialogDefinition } from '@jogak/ui-kit';
import { dealHoursText, type MarketOperation, type MarketState } from '../market-status/market-status';

/**
 * The unsuitable-transaction confirmation every buy asks first (spec §5). The catalogue has no
 * copy for it; this is ours (README, "Decisions").
 */
export const UNSUITABLE_CONFIRM_DIALOG: DialogDefinition = {
  name: 'UNSUITABLE_TRANSACTION_CONFIRM',
  title: '부적합 거래 확인',
  contents: '이 상품은 원금 손실이 날 수 있고, 회원님의 투자 성향보다 위험할 수 있어요. 내용을 확인했고 그래도 매수할까요?',
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

/** What the order's failure dialogs may lead to. */
interface OrderFailureExits {
  /** The member chose to deposit after INSUFFICIENT_FUND. */
  readonly onDeposit: () => void;
  /** The member chose to register their investor information again after INVEST_INFORM_REG_AGAIN. */
  readonly onRegisterInvestorInfo: () => void;
  readonly operation: MarketOperation | undefined;
}

/**
 * Show what the server answered to an order: its spec §8 dialog for a catalogue code
 * (INSUFFICIENT_FUND offers a deposit, INVEST_INFORM_REG_AGAIN the questionnaire), the
 * closed-market dialog, or the server's Korean message.
 */
async function showOrderFailure(error: unknown, { onDeposit, onRegisterInvestorInfo, operation }: OrderFailureExits): Promise<void> {
  if (!isJogakApiError(error)) {
    await openDialog(dialogDefinition('ERROR_COMMON'));
    return;
  }
  if (error.code === 'MARKET_CLOSED') {
    await openDialog(marketClosedDialog(operation?.dayOffYn === 'Y' ? 'day-off' : 'closed', operation));
    return;
  }
  if (isCatalogueCode(error.code) && error.code !== 'SUBSCRIPTION_IMPOSSIBLE_TIME') {
    const confirmed = await openDialog(dialogDefinition(error.code));
    if (confirmed && error.code === 'INSUFFICIENT_FUND') onDeposit();
    if (confirmed && error.code === 'INVEST_INFORM_REG_AGAIN') onRegisterInvestorInfo();
    return;
  }
  showToast(error.message);
}

/**
 * {@link showOrderFailure} with the screen's way to the questionnaire: the hook of the order sheet
 * and the unfilled orders.
 *
 * @example
 * const showFailure = useShowOrderFailure(onDeposit, operation);
 * await showFailure(error);
 */
export function useShowOrderFailure(onDeposit: () => void, operation: MarketOperation | undefined): (error: unknown) => Promise<void> {
  const navigate = useNavigateToRoute();
  return (error) =>
    showOrderFailure(error, { onDeposit, operation, onRegisterInvestorInfo: () => navigate({ route: '/investment-analysis/invest-tendency' }) });
}
