import type { LiveEvent, LiveEventKind } from '@jogak/api-client';

const AT = '2025-03-04T10:15:30+09:00';

/** One valid message of every kind, as the sandbox would send it. */
export const LIVE_EVENT_EXAMPLES: { [K in LiveEventKind]: Extract<LiveEvent, { event: K }> } = {
  'register-account': { event: 'register-account', data: { success: true, accountNo: '27012345601', allianceAccountNoRegisterYn: 'Y', message: null, completedAt: AT } },
  'terminate-account': { event: 'terminate-account', data: { success: false, accountNo: '27012345601', allianceAccountNoRegisterYn: 'Y', message: '미체결 주문이 있어요.', completedAt: AT } },
  'contract-accounts': { event: 'contract-accounts', data: { accounts: [{ accountNo: '27012345601', accountName: '조각투자 종합', contractAt: '20240105' }] } },
  'reception-lookup': {
    event: 'reception-lookup',
    data: { items: [{ receptionNo: 'R1', stockCd: 'JG0001', name: '역삼 센트럴 타워', receptionType: 'SUBSCRIBE', quantity: 10, amount: 50000, status: 'RECEIVED', receivedAt: AT }] },
  },
  'account-history': {
    event: 'account-history',
    data: {
      searchBeginAt: '20250201', searchEndAt: '20250304', orderSeq: 'D', beforeSearchChaseInform: null,
      items: [{ dealAt: '20250303', dealSeq: 2, type: 'DEPOSIT', amount: 100000, balanceAfter: 350000, description: '입금', occurredAt: AT }],
    },
  },
  'account-history-detail': {
    event: 'account-history-detail',
    data: { accountNo: '27012345601', dealAt: '20250303', dealSeq: 3, type: 'WITHDRAWAL', amount: 50000, balanceAfter: 300000, description: '출금', occurredAt: AT },
  },
  'subscribe-complete': {
    event: 'subscribe-complete',
    data: { subscriptionId: 'S1', subscribeInfoId: 'SI1', stockCd: 'JG0005', name: '성수 라이프 스퀘어', quantity: 20, amount: 100000, appliedAt: AT },
  },
  'withdrawal-complete': {
    event: 'withdrawal-complete',
    data: { accountNo: '27012345601', amount: 50000, dealAt: '20250304', dealSeq: 4, balanceAfter: 250000, withdrawableAmount: 250000, completedAt: AT },
  },
  'account-updated': {
    event: 'account-updated',
    data: {
      accountNo: '27012345601', cash: 299850, withdrawableAmount: 249700, orderableAmount: 249700, reservedForOrders: 50150, reservedForSubscriptions: 0,
      purchaseAmount: 149400, evaluationAmount: 150000, profitAmount: 600, totalAssetAmount: 449850, updatedAt: AT,
    },
  },
  trade: { event: 'trade', data: { tradeNo: 'T1', orderNo: 'O1', stockCd: 'JG0001', side: 'buy', price: 5000, quantity: 10, fee: 150, tradedAt: AT } },
  'order-updated': {
    event: 'order-updated',
    data: {
      orderNo: 'O1', stockCd: 'JG0001', side: 'buy', price: 5000, quantity: 20, filledQuantity: 10, remainingQuantity: 10, status: 'PARTIAL', reason: 'PARTIAL', orderedAt: AT, updatedAt: AT,
    },
  },
  'stock-balance-updated': {
    event: 'stock-balance-updated',
    data: { stockCd: 'JG0001', name: '역삼 센트럴 타워', quantity: 30, sellableQuantity: 20, averagePrice: 4980, currentPrice: 5000, evaluationAmount: 150000, profitAmount: 600, updatedAt: AT },
  },
  notification: { event: 'notification', data: { id: 'N1', category: 'TRADE', title: '매수 체결', content: '10주가 체결되었어요.', link: '/market/JG0001', createdAt: AT } },
  'market-operation': { event: 'market-operation', data: { status: 'OPEN', stdAt: '20250304', dayOffYn: 'N', dealBeginHour: 9, dealEndingHour: 16, changedAt: AT } },
  'orderbook-snapshot': {
    event: 'orderbook-snapshot',
    data: { stockCd: 'JG0001', seq: 1, asks: [{ price: 5010, quantity: 120, orderCount: 2 }], bids: [{ price: 5000, quantity: 75, orderCount: 1 }], at: AT },
  },
  ticker: {
    event: 'ticker',
    data: {
      stockCd: 'JG0001', seq: 1, name: '역삼 센트럴 타워', currentPrice: 5000, basePrice: 4950, changeAmount: 50, changeRate: 1.01, openPrice: 4960, highPrice: 5030,
      lowPrice: 4940, upperLimitPrice: 6430, lowerLimitPrice: 3470, volume: 12034, tradeAmount: 60170000, at: AT,
    },
  },
  'market-trade': { event: 'market-trade', data: { stockCd: 'JG0001', tradeNo: 'T1', price: 5000, quantity: 10, aggressorSide: 'buy', tradedAt: AT } },
};
