import type { HttpHandler } from 'msw';
import { yearlyDepositLimitOf } from '@jogak/domain-rules';
import { isoSeoul } from '../model/clock';
import { badRequest, notFound, SandboxRuleError } from '../model/errors';
import type { SandboxState } from '../model/state';
import type { Account, Member } from '../model/types';
import { optionalText, query, readBody, route, text, whole } from './http-kit';
import { takeWithdrawProof } from './kakao-pay-signatures';
import { linkAllianceAccount, openAccount } from '../model/accounts';
import { typedPassword } from './secrets';
import { dashedDate, dividendItem, dwItem, historyItem, holdingItem, rate } from './views';

const COMPACT = /^\d{8}$/;
const DW_PAGE_SIZE = 20;

function accountOf(state: SandboxState, memberId: string): Account {
  const account = state.data.accounts.get(memberId);
  if (!account) throw badRequest('NEED_ACCOUNT_OPEN', '계좌 개설 후 이용해주세요.');
  return account;
}

function notBlocked(member: Member): void {
  if (member.blockCode) throw new SandboxRuleError(403, member.blockCode, '거래가 제한된 회원이에요. 고객센터로 문의해주세요.');
}

function allianceOf(member: Member) {
  return { accountNo: member.accountNo || null, allianceAccountNoRegisterYn: member.allianceAccountNoRegisterYn };
}

/**
 * What the units a member has sold had cost (their average price × units), fees excluded: each
 * sale's proceeds (net of its fee) less the profit it realised.
 */
function soldCost(account: Account): number {
  const proceeds = account.history.filter((line) => line.kind === 'SELL').reduce((sum, line) => sum + line.amount, 0);
  return proceeds - account.realizedProfit;
}

function period(url: URL): [string, string] {
  const begin = query(url, 'searchBeginAt', COMPACT);
  const end = query(url, 'searchEndAt', COMPACT);
  if (begin > end) throw badRequest('BAD_REQUEST', '조회 시작일이 종료일보다 늦어요.');
  return [begin, end];
}

/**
 * The brokerage account: alliance link, amounts, yearly limit, deposits and withdrawals,
 * transaction history, assets, profit, reception lookup, withdrawal and dividends.
 */
export function accountHandlers(state: SandboxState): HttpHandler[] {
  const dwList = ({ url, memberId }: { url: URL; memberId: string }) => {
    const [begin, end] = period(url);
    const orderSeq = url.searchParams.get('orderSeq') ?? 'D';
    const searchCod = url.searchParams.get('searchCod') ?? 'ALL';
    if (orderSeq !== 'D' && orderSeq !== 'A') throw badRequest('BAD_REQUEST', '요청 값(orderSeq)을 확인해주세요.');
    if (!['ALL', 'DEPOSIT', 'WITHDRAWAL'].includes(searchCod)) throw badRequest('BAD_REQUEST', '요청 값(searchCod)을 확인해주세요.');
    const chase = url.searchParams.get('beforeSearchChaseInform');
    const offset = chase ? Number(chase) : 0;
    if (!Number.isInteger(offset) || offset < 0) throw badRequest('BAD_REQUEST', '요청 값(beforeSearchChaseInform)을 확인해주세요.');
    const records = accountOf(state, memberId)
      .dw.filter((record) => record.dealAt >= begin && record.dealAt <= end && (searchCod === 'ALL' || record.type === searchCod))
      .sort((a, b) => (a.occurredAt < b.occurredAt ? 1 : a.occurredAt > b.occurredAt ? -1 : 0));
    if (orderSeq === 'A') records.reverse();
    const page = records.slice(offset, offset + DW_PAGE_SIZE);
    return { content: page.map(dwItem), nextChaseInform: offset + DW_PAGE_SIZE < records.length ? String(offset + DW_PAGE_SIZE) : null };
  };

  const dwDetail = ({ url, memberId }: { url: URL; memberId: string }) => {
    const dealAt = query(url, 'dealAt', /^\d{4}-\d{2}-\d{2}$/).replaceAll('-', '');
    const dealSeq = Number(query(url, 'dealSeq', /^\d+$/));
    const record = accountOf(state, memberId).dw.find((item) => item.dealAt === dealAt && item.dealSeq === dealSeq);
    if (!record) throw notFound('입출금 내역을 찾을 수 없어요.');
    return { ...dwItem(record), bankName: 'KB국민은행', bankAccountNo: '123-****-4567', feeAmt: 0, status: 'COMPLETED' };
  };

  const receptionLookup = ({ memberId }: { memberId: string }) => {
    const member = state.member(memberId);
    notBlocked(member);
    const account = accountOf(state, memberId);
    const seen = account.receptionLookupDealSeq;
    const received = account.dw.filter((record) => record.type === 'DEPOSIT' && record.dealSeq > seen).reduce((sum, record) => sum + record.amount, 0);
    account.receptionLookupDealSeq = Math.max(seen, ...account.dw.map((record) => record.dealSeq));
    return { receivedYn: received > 0 ? 'Y' : 'N', receivedAmt: received, depositAmt: account.cash, lookedUpAt: isoSeoul(state.clock.now()) };
  };

  const contractAccounts = ({ memberId }: { memberId: string }) => {
    const member = state.member(memberId);
    if (!member.accountNo) return { content: [] };
    return {
      content: [{ accountNo: member.accountNo, accountName: member.individualCorpCode === 'INDIVIDUAL' ? '조각 종합계좌' : '조각 법인 종합계좌', allianceYn: member.allianceAccountNoRegisterYn, openedAt: dashedDate(member.investPersonInformChgAt || '20240102') }],
    };
  };

  return [
    route(state, 'get', '/main/v1/account/sync/register/alliance_account', 'member', ({ memberId }) => {
      const member = state.member(memberId);
      notBlocked(member);
      linkAllianceAccount(member);
      return allianceOf(member);
    }),

    route(state, 'post', '/main/v1/account/sync/terminate-alliance', 'member', ({ memberId }) => {
      const member = state.member(memberId);
      const busy = [...state.data.orders.values()].some((order) => order.memberId === memberId && (order.status === 'OPEN' || order.status === 'PARTIAL'));
      if (busy) throw badRequest('BAD_REQUEST', '미체결 주문이 있어 계좌 연동을 해지할 수 없어요.');
      member.allianceAccountNoRegisterYn = 'N';
      return allianceOf(member);
    }),

    route(state, 'post', '/main/v1/account/after_alliance_account', 'member', ({ memberId }) => {
      const member = state.member(memberId);
      if (!member.accountNo) throw badRequest('NEED_ACCOUNT_OPEN', '계좌 개설 후 이용해주세요.');
      linkAllianceAccount(member);
      return allianceOf(member);
    }),

    route(state, 'get', '/main/v1/account/amts', 'member', ({ memberId }) => {
      notBlocked(state.member(memberId));
      const summary = state.account(memberId);
      return {
        accountNo: summary.accountNo,
        depositAmt: summary.cash,
        withdrawableAmt: summary.withdrawableAmount,
        orderableAmt: summary.orderableAmount,
        pendingSubscriptionAmt: summary.subscriptionAmount,
      };
    }),

    route(state, 'get', '/main/v1/account/remaining-yy-invest-limit-amt', 'member', ({ memberId }) => {
      const member = state.member(memberId);
      notBlocked(member);
      const year = state.clock.now().year;
      return {
        stdYear: year,
        investorClass: member.investorClass,
        investLimitAmt: yearlyDepositLimitOf(member.investorClass),
        usedAmt: state.data.accounts.get(memberId)?.investedByYear.get(year) ?? 0,
        remainingAmt: state.remainingYearlyLimit(memberId),
      };
    }),

    route(state, 'get', '/main/v1/account/dw/list', 'member', dwList),
    route(state, 'get', '/main/v1/account/sync/dw/list', 'member', dwList),

    route(state, 'get', '/main/v1/account/history/list', 'member', ({ url, memberId }) => {
      const [begin, end] = period(url);
      return {
        content: accountOf(state, memberId)
          .history.filter((record) => {
            const day = record.occurredAt.slice(0, 10).replaceAll('-', '');
            return day >= begin && day <= end;
          })
          .map((record) => historyItem(state, record)),
      };
    }),

    route(state, 'get', '/main/v1/account/history/detail', 'member', ({ url, memberId }) => {
      const accountId = query(url, 'accountId');
      const record = accountOf(state, memberId).history.find((item) => item.accountId === accountId);
      if (!record) throw notFound('거래 내역을 찾을 수 없어요.');
      return { ...historyItem(state, record), balanceAmt: record.balanceAfter, orderNo: null, summary: record.description };
    }),

    route(state, 'get', '/main/v1/account/dw/detail', 'member', dwDetail),
    route(state, 'get', '/main/v1/account/sync/dw/detail', 'member', dwDetail),

    route(state, 'get', '/main/v1/account/asset-status', 'member', ({ memberId }) => {
      notBlocked(state.member(memberId));
      const summary = state.account(memberId);
      return {
        accountNo: summary.accountNo,
        depositAmt: summary.cash,
        totalBuyAmt: summary.purchaseAmount,
        totalEvalAmt: summary.evaluationAmount,
        totalProfitAmt: summary.profitAmount,
        totalProfitRate: rate(summary.profitAmount, summary.purchaseAmount),
        holdings: state.holdings(memberId).map((holding) => holdingItem(state, holding)),
      };
    }),

    route(state, 'get', '/main/v1/account/total-asset-status', 'member', ({ memberId }) => {
      notBlocked(state.member(memberId));
      const summary = state.account(memberId);
      return {
        totalAssetAmt: summary.totalAssetAmount,
        depositAmt: summary.cash,
        evalAmt: summary.evaluationAmount,
        subscriptionAmt: summary.subscriptionAmount,
        profitAmt: summary.profitAmount,
        profitRate: rate(summary.profitAmount, summary.purchaseAmount),
      };
    }),

    route(state, 'get', '/main/v1/account/contract-account-list', 'member', contractAccounts),
    route(state, 'get', '/main/v1/account/sync/contract-account-list', 'member', contractAccounts),

    route(state, 'get', '/main/v1/account/asset_profit', 'member', ({ memberId }) => {
      notBlocked(state.member(memberId));
      const account = accountOf(state, memberId);
      const summary = state.account(memberId);
      const dividendAmt = account.dividends.reduce((sum, dividend) => sum + dividend.amount - dividend.tax, 0);
      const total = account.realizedProfit + summary.profitAmount + dividendAmt;
      // All-time profit over the cost of every unit ever bought, held or sold: over the held units
      // alone, selling out would show 0% and keeping one unit hundreds of percent.
      const costOfEveryUnit = summary.purchaseAmount + soldCost(account);
      return {
        stdAt: state.clock.now().toISODate() ?? '',
        realizedProfitAmt: account.realizedProfit,
        unrealizedProfitAmt: summary.profitAmount,
        dividendAmt,
        totalProfitAmt: total,
        totalProfitRate: rate(total, costOfEveryUnit),
      };
    }),

    route(state, 'post', '/main/v1/account/reception_lookup', 'member', receptionLookup),
    route(state, 'post', '/main/v1/account/sync/reception_lookup', 'member', receptionLookup),

    route(state, 'post', '/main/v1/account/withdrawal', 'member', async ({ request, memberId }) => {
      const body = await readBody(request);
      const amount = whole(body, 'amount');
      const password = await typedPassword(state, text(body, 'password'), text(body, 'keypadToken'));
      // Optional in the contract (a member without a pay-provider certificate withdraws unsigned),
      // but one that is sent must be a proof the signature check gave this member, once.
      const signatureValue = optionalText(body, 'signatureValue');
      if (signatureValue !== undefined && !takeWithdrawProof(state, memberId, signatureValue)) {
        throw badRequest('BAD_REQUEST', '전자서명을 확인하지 못했어요. 다시 시도해주세요.');
      }
      const withdrawal = state.withdraw(memberId, amount, password);
      const summary = state.account(memberId);
      return {
        dealAt: dashedDate(withdrawal.dealAt),
        dealSeq: withdrawal.dealSeq,
        dealAmt: withdrawal.amount,
        depositAmt: summary.cash,
        withdrawableAmt: summary.withdrawableAmount,
      };
    }),

    route(state, 'post', '/main/v1/account/affiliate/opened', 'member', async ({ request, memberId }) => {
      const body = await readBody(request);
      const accountNo = text(body, 'accountNo', { pattern: /^\d{6,20}$/ });
      const member = state.member(memberId);
      if (member.accountNo && member.accountNo !== accountNo) throw badRequest('BAD_REQUEST', '이미 다른 계좌가 개설되어 있어요.');
      openAccount(state.context, memberId, accountNo);
      member.accountNo = accountNo;
      if (member.userType === '101') member.userType = '102';
      return allianceOf(member);
    }),

    route(state, 'get', '/main/v1/account/dividends/:stockCd', 'member', ({ params, memberId }) => {
      const stockCd = params.stockCd ?? '';
      const offering = state.data.offerings.find((item) => item.stockCd === stockCd);
      if (!offering) throw notFound('종목을 찾을 수 없어요.');
      notBlocked(state.member(memberId));
      const dividends = accountOf(state, memberId)
        .dividends.filter((dividend) => dividend.stockCd === stockCd)
        .sort((a, b) => (a.payAt < b.payAt ? 1 : -1))
        .map(dividendItem);
      return { stockCd, name: offering.name, totalNetAmt: dividends.reduce((sum, item) => sum + item.netAmt, 0), content: dividends };
    }),
  ];
}
