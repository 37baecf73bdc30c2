import type { LiveEvent, LiveEventKind } from '@jogak/api-client';

const AT = '2025-03-04T10:15:30+09:00';

/** One valid message of every kind, as the sandbox would send it. */
export const LIVE_EVENT_EXAMPLES: { [K in LiveEventKind]: Extract<LiveEvent, { event: K }> } = {
  'register-account': { event: 'register-account', data: { accountNo: '27012345601', allianceAccountNoRegisterYn: 'Y' } },
  'terminate-account': { event: 'terminate-account', data: { accountNo: null, allianceAccountNoRegisterYn: 'N' } },
  'contract-accounts': { event: 'contract-accounts', data: { content: [{ accountNo: '27012345601', accountName: '조각투자 종합', allianceYn: 'Y', openedAt: '2024-01-05' }] } },
  'reception-lookup': { event: 'reception-lookup', data: { receivedYn: 'Y', receivedAmt: 100000, depositAmt: 350000, lookedUpAt: AT } },
  'account-history': {
    event: 'account-history',
    data: {
      content: [{ dealAt: '2025-03-03', dealSeq: 2, dealType: 'DEPOSIT', dealAmt: 100000, balanceAmt: 350000, dealDateTime: AT, summary: '입금' }],
      nextChaseInform: null,
    },
  },
  'account-history-detail': {
    event: 'account-history-detail',
    data: {
      dealAt: '2025-03-03', dealSeq: 3, dealType: 'WITHDRAWAL', dealAmt: 50000, balanceAmt: 300000, dealDateTime: AT, summary: '출금',
      bankName: '국민은행', bankAccountNo: '123-****-7890', feeAmt: 0, status: 'COMPLETED',
    },
  },
  'subscribe-complete': { event: 'subscribe-complete', data: { offeringId: 5, subscribeInfoId: 5, subsQty: 20, subsAmt: 100000, status: 'APPLIED', appliedAt: AT, refundAmt: 0, refundStatus: 'NONE' } },
  'withdrawal-complete': { event: 'withdrawal-complete', data: { dealAt: '2025-03-04', dealSeq: 4, dealAmt: 50000, depositAmt: 250000, withdrawableAmt: 250000 } },
  'account-updated': {
    event: 'account-updated',
    data: { accountNo: '27012345601', depositAmt: 299850, withdrawableAmt: 249700, orderableAmt: 249700, pendingSubscriptionAmt: 0 },
  },
  trade: { event: 'trade', data: { tradeNo: 'T1', orderNo: 'O1', stockCd: 'JG0001', name: '역삼 센트럴 타워', side: 'buy', price: 5000, quantity: 10, fee: 150, tradedAt: AT } },
  'order-updated': {
    event: 'order-updated',
    data: {
      orderNo: 'O1', stockCd: 'JG0001', name: '역삼 센트럴 타워', side: 'buy', price: 5000, quantity: 20, filledQuantity: 10, remainingQuantity: 10,
      avgFilledPrice: 5000, fee: 150, status: 'PARTIAL', orderedAt: AT, updatedAt: AT,
    },
  },
  'stock-balance-updated': {
    event: 'stock-balance-updated',
    data: {
      stockCd: 'JG0001', name: '역삼 센트럴 타워', thumbImgUrl: null, holdQty: 30, sellableQty: 20, avgBuyPrice: 4980, currentPrice: 5000,
      buyAmt: 149400, evalAmt: 150000, profitAmt: 600, profitRate: 0.4,
    },
  },
  notification: {
    event: 'notification',
    data: { id: 301, category: 'TRADE', title: '매수 체결', contents: '10주가 체결되었어요.', linkPath: '/market/JG0001', checkYn: 'N', createdAt: AT },
  },
  'market-operation': { event: 'market-operation', data: { stdAt: '20250304', dayOffYn: 'N', dealBeginHour: 9, dealEndingHour: 16, marketOpenYn: 'Y' } },
  'orderbook-snapshot': {
    event: 'orderbook-snapshot',
    data: { stockCd: 'JG0001', asks: [{ price: 5010, quantity: 120, orderCount: 2 }], bids: [{ price: 5000, quantity: 75, orderCount: 1 }], updatedAt: AT },
  },
  ticker: {
    event: 'ticker',
    data: {
      stockCd: 'JG0001', name: '역삼 센트럴 타워', currentPrice: 5000, prevClosePrice: 4950, changePrice: 50, changeRate: 1.01, openPrice: 4960, highPrice: 5030,
      lowPrice: 4940, upperLimitPrice: 6430, lowerLimitPrice: 3470, tradeQty: 12034, tradeAmt: 60170000, updatedAt: AT,
    },
  },
  'market-trade': { event: 'market-trade', data: { stockCd: 'JG0001', tradeNo: 'T1', price: 5000, quantity: 10, side: 'buy', tradedAt: AT } },
};
