import type { components } from '@jogak/api-client';
import { formatAnnualYield, internationalAge, yearlyDepositLimitOf } from '@jogak/domain-rules';
import { josa } from 'es-hangul';
import { compactDate } from '../model/clock';
import type { SandboxState } from '../model/state';
import type { HoldingView } from '../model/events';
import type {
  AccountHistoryKind,
  AccountHistoryRecord,
  Dividend,
  DwRecord,
  Member,
  MemberNotification,
  Offering,
  Order,
  Qna,
  QnaAttachmentFile,
  Subscription,
  Vote,
} from '../model/types';
import { voteStatus, voteWeight } from '../model/community';

/** The contract's schemas, by name. */
export type Schemas = components['schemas'];

/** `yyyyMMdd` → `yyyy-MM-dd`. */
export function dashedDate(compact: string): string {
  return `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;
}

/** The date part of an ISO instant with offset. */
export function dateOf(iso: string): string {
  return iso.slice(0, 10);
}

/**
 * A percentage with two decimals (3.25 for 3.25 %); 0 when the base is 0. Halves round away from
 * zero, so a fall reads as the same figure as a rise of the same size (Math.round alone takes
 * −12.5 hundredths to −0.12 but +12.5 to +0.13).
 *
 * @example
 * rate(10, 8_000); // 0.13
 * rate(-10, 8_000); // -0.13
 */
export function rate(part: number, base: number): number {
  if (base === 0) return 0;
  // Multiplied before dividing: for whole-won amounts an exact half (10 × 10,000 ÷ 8,000 = 12.5) comes out exact.
  const hundredths = (part * 10_000) / base;
  const magnitude = Math.round(Math.abs(hundredths)) / 100;
  // A fall too small to show is 0, not −0.
  return hundredths < 0 && magnitude > 0 ? -magnitude : magnitude;
}

const nullable = (value: string): string | null => (value === '' ? null : value);

/** The `invest` object: the member's class as first (only) key, with its yearly limit. */
function investOf(member: Member): Schemas['Invest'] {
  return {
    [member.investorClass]: {
      grantedAt: member.investTendencyEvaluatedAt || `${dashedDate(member.birth)}T09:00:00+09:00`,
      investLimitAmt: yearlyDepositLimitOf(member.investorClass),
    },
  };
}

/**
 * The contract's MemberInfo for a member. `birth` and `phoneNo` are the member's identity for the
 * account-agency token whatever the kind (a corporation's founding date and representative phone),
 * so a restarted app can ask for the token from member info alone; `atOfBirth` is a person's only.
 *
 * @example
 * memberInfo(state, state.member('demo-general')).userType; // '200'
 */
export function memberInfo(state: SandboxState, member: Member): Schemas['MemberInfo'] {
  const birth = dashedDate(member.birth);
  const isCorp = member.individualCorpCode !== 'INDIVIDUAL';
  return {
    id: member.id,
    htsId: nullable(member.htsId),
    age: internationalAge(member.birth, state.clock.now().toMillis()) ?? 0,
    userType: member.userType,
    name: member.name,
    individualCorpCode: member.individualCorpCode,
    atOfBirth: isCorp ? null : birth,
    phoneNo: nullable(member.phoneNo),
    email: nullable(member.email),
    investPersonUniqueNo: nullable(member.investPersonUniqueNo),
    accountNo: nullable(member.accountNo),
    accountNumber: nullable(member.accountNo),
    media: member.media,
    allianceAccountNoRegisterYn: member.allianceAccountNoRegisterYn,
    invest: investOf(member),
    investLimitAmt: yearlyDepositLimitOf(member.investorClass),
    investTendencyDiagnosisYn: member.investTendencyEvaluatedAt ? 'Y' : 'N',
    customerTendencyEvalCod: member.customerTendencyEvalCod,
    enhanceExplainResponsibiltyYn: member.enhanceExplainResponsibiltyYn,
    elderlyPeopleYn: member.elderlyPeopleYn,
    serviceUseNoticeYn: member.serviceUseNoticeYn,
    advertiseInformSendAgreeYn: member.advertiseInformSendAgreeYn,
    pushReceiveAgreeYn: member.pushReceiveAgreeYn,
    textReceiveAgreeYn: member.textReceiveAgreeYn,
    kakaoReceiveAgreeYn: member.kakaoReceiveAgreeYn,
    emailReceiveAgreeYn: member.emailReceiveAgreeYn,
    investPersonInformChgAt: member.investPersonInformChgAt ? `${dashedDate(member.investPersonInformChgAt)}T00:00:00+09:00` : null,
    investRecommandHopeYn: member.investRecommandHopeYn,
    investPersonInformOfferYn: member.investPersonInformOfferYn,
    investPersonInformChgMaturityAt: member.investPersonInformChgMaturityAt ? `${dashedDate(member.investPersonInformChgMaturityAt)}T00:00:00+09:00` : null,
    employeeNo: nullable(member.employeeNo),
    corpName: nullable(member.corpName),
    corpPhone: nullable(member.corpPhone),
    corpBusinessPersonNo: nullable(member.corpBusinessPersonNo),
    corpAdminName: nullable(member.corpAdminName),
    ci: nullable(member.ci),
    gender: member.gender === '' ? null : member.gender,
    birth,
    // The verifier records a registered foreigner (gender digit 5–8) as XX.
    nation: isCorp ? null : member.nation === 'XX' ? 'FOREIGN' : 'LOCAL',
    kycReExecute: member.kycReExecute,
  };
}

/**
 * The contract's MemberMoreInfo (investor information).
 *
 * @example
 * memberMoreInfo(state.member('demo-income')).investLimitAmt; // 40000000
 */
export function memberMoreInfo(member: Member): Schemas['MemberMoreInfo'] {
  const evaluated = member.investTendencyEvaluatedAt !== '';
  return {
    investInformCheckRegisterYn: evaluated ? 'Y' : 'N',
    investPersonInformChgAt: member.investPersonInformChgAt ? `${dashedDate(member.investPersonInformChgAt)}T00:00:00+09:00` : null,
    investPersonInformChgNo: evaluated ? `IC${member.investPersonInformChgAt}` : null,
    investPersonInformChgMaturityAt: member.investPersonInformChgMaturityAt ? `${dashedDate(member.investPersonInformChgMaturityAt)}T00:00:00+09:00` : null,
    investInformChgMatterCod: 'ETC',
    specialInvestMemberApplyYn: member.pendingInvestorClass ? 'Y' : 'N',
    investRecommandHopeYn: member.investRecommandHopeYn,
    investPersonInformOfferYn: member.investPersonInformOfferYn,
    incomeType: member.investorClass === 'INCOME_QUALIFIED_INVESTOR' ? 'EARNED_INCOME' : null,
    customerTendencyEvalCod: member.customerTendencyEvalCod,
    investTendencyDiagnosisYn: evaluated ? 'Y' : 'N',
    invest: investOf(member),
    investLimitAmt: yearlyDepositLimitOf(member.investorClass),
    investorStatusChangeInProgressYn: member.pendingInvestorClass ? 'Y' : 'N',
  };
}

/** A session answer. */
export function authSession(member: Member, token: string, extra: { publicKey?: string; doubleConnectKey?: string } = {}): Schemas['AuthSession'] {
  return { token, userId: member.id, userType: member.userType, individualCorpCode: member.individualCorpCode, ...extra };
}

/**
 * A demo login's answer: the session plus the identity a phone verification would have given
 * (for a corporation its registered name, founding date and representative phone).
 *
 * @example
 * demoAuthSession(state.member('demo-kakao'), token).identity;
 * // { ci: 'demo-ci-demo-kakao', name: '강지민', birth: '1995-06-05', phoneNo: '01055550102' }
 */
export function demoAuthSession(member: Member, token: string): Schemas['DemoAuthSession'] {
  return {
    ...authSession(member, token),
    identity: { ci: member.ci, name: member.name, birth: dashedDate(member.birth), phoneNo: member.phoneNo },
  };
}

/** A notification. */
export function notificationView(item: MemberNotification): Schemas['Notification'] {
  return {
    id: Number(item.id),
    category: item.category,
    title: item.title,
    contents: item.content,
    linkPath: item.link || null,
    checkYn: item.checked ? 'Y' : 'N',
    createdAt: item.createdAt,
  };
}

/** The signed-in member's application to an offering. */
function ownOf(state: SandboxState, memberId: string | null, offering: Offering): Subscription | undefined {
  if (!memberId) return undefined;
  return state.data.subscriptions.find((sub) => sub.memberId === memberId && sub.offeringId === offering.id && sub.status !== 'CANCELLED');
}

/**
 * An offering in a list.
 *
 * @example
 * offeringSummary(state, null, offering).status; // 'OPEN'
 */
export function offeringSummary(state: SandboxState, memberId: string | null, offering: Offering): Schemas['OfferingSummary'] {
  const own = ownOf(state, memberId, offering);
  return {
    id: Number(offering.id),
    subscribeInfoId: Number(offering.subscribeInfoId),
    stockCd: offering.stockCd,
    name: offering.name,
    status: state.offeringStatus(offering),
    totalIssueQty: offering.totalIssueQty,
    totalOfferingQty: offering.totalOfferingQty,
    totalScrQty: offering.totalScrQty,
    scrPrice: offering.scrPrice,
    subsBeginAt: offering.subsBeginAt,
    subsEndAt: offering.subsEndAt,
    putAt: dateOf(offering.putAt),
    listAt: dateOf(offering.listAt),
    productRiskLevelCod: offering.productRiskLevelCod,
    securitiesClassCod: offering.securitiesClassCod,
    ownSubs: own !== undefined,
    subsQty: own?.quantity ?? 0,
    thumbImgUrl: offering.thumbImgUrl,
  };
}

/**
 * An offering with its documents, disclosures and the member's room to subscribe: `maxSubsQty` is
 * the subscriptions model's `maxSubscriptionQuantity`, the same figure applying enforces; null
 * for a guest or a member without an account, who cannot apply at all.
 *
 * @example
 * offeringDetail(state, 'demo-general', offering).maxSubsQty; // 719_900 (108: 720,000 offered, 100 applied for)
 */
export function offeringDetail(state: SandboxState, memberId: string | null, offering: Offering): Schemas['OfferingDetail'] {
  return {
    ...offeringSummary(state, memberId, offering),
    address: offering.address,
    description: `<p>${offering.summary}</p><p>${offering.buildingName} · ${offering.address}</p><p>예상 배당수익률 ${formatAnnualYield(offering.expectedDividendRate)}</p>`,
    imageUrls: [offering.thumbImgUrl],
    minSubsQty: 1,
    maxSubsQty: memberId && state.data.accounts.has(memberId) ? state.maxSubscriptionQuantity(memberId, offering.id) : null,
    prospectuses: offering.documents.map(({ manageCode, title, fileName }) => ({ manageCode, title, fileName })),
    disclosures: offering.disclosures.map((item) => ({ id: Number(item.disclosureId), title: item.title, disclosedAt: item.publishedAt })),
    briefText: briefTextOf(offering),
    building: buildingFactsOf(offering),
    dividend: {
      expectedYieldRate: offering.expectedDividendRate,
      annualDividendPerUnit: Math.floor((offering.scrPrice * offering.expectedDividendRate) / 100),
      paymentsPerYear: 4,
    },
  };
}

/** The certificate's brief: a trust-beneficiary offering's begins with 신탁증서 (spec §3). */
function briefTextOf(offering: Offering): string {
  const subject = `${offering.buildingName}(${offering.address})`;
  // The address in parentheses is an aside: the particle belongs to the building's name.
  const object = josa.pick(offering.buildingName, '을/를');
  return offering.securitiesClassCod === 'TRUST_BENEFICIARY'
    ? `신탁증서 제${offering.subscribeInfoId}호: ${subject}${object} 신탁재산으로 하며, 수익자는 보유 수량에 따라 임대수익과 매각차익을 배분받습니다.`
    : `투자계약증서 제${offering.subscribeInfoId}호: ${subject}의 운영 수익을 투자자에게 계약에 따라 배분합니다.`;
}

function buildingFactsOf(offering: Offering): Schemas['OfferingDetail']['building'] {
  const { color: _color, ...facts } = offering.building;
  return { buildingName: offering.buildingName, ...facts };
}

/** A member's application. */
export function subscriptionView(state: SandboxState, subscription: Subscription): Schemas['Subscription'] {
  const offering = state.data.offerings.find((item) => item.id === subscription.offeringId);
  return {
    offeringId: Number(subscription.offeringId),
    subscribeInfoId: Number(offering?.subscribeInfoId ?? 0),
    subsQty: subscription.quantity,
    subsAmt: subscription.amount,
    status: subscription.status === 'CANCELLED' ? 'CANCELLED' : 'APPLIED',
    appliedAt: subscription.appliedAt,
    ...refundOf(subscription),
  };
}

/**
 * A cancellation's refund: pending until the overnight settlement pays it into the deposit (the
 * first sync on a later Seoul day, which every route runs first), done from then.
 */
function refundOf(subscription: Subscription): Pick<Schemas['Subscription'], 'refundAmt' | 'refundStatus'> {
  if (subscription.status !== 'CANCELLED' || !subscription.cancelledAt) return { refundAmt: 0, refundStatus: 'NONE' };
  return { refundAmt: subscription.amount, refundStatus: subscription.refundPaidAt ? 'DONE' : 'PENDING' };
}

function thumbOf(state: SandboxState, stockCd: string): string {
  return state.data.offerings.find((offering) => offering.stockCd === stockCd)?.thumbImgUrl ?? '';
}

/**
 * A listed stock's quote.
 *
 * @example
 * marketStock(state, 'JG0001').changePrice; // 0 before any trade today
 */
export function marketStock(state: SandboxState, stockCd: string): Schemas['MarketStock'] {
  const stock = state.data.stocks.get(stockCd);
  if (!stock) throw new RangeError(`not listed: ${stockCd}`);
  const changePrice = stock.currentPrice - stock.basePrice;
  return {
    stockCd,
    name: stock.name,
    thumbImgUrl: thumbOf(state, stockCd),
    currentPrice: stock.currentPrice,
    prevClosePrice: stock.basePrice,
    changePrice,
    changeRate: rate(changePrice, stock.basePrice),
    tradeQty: stock.volume,
    tradeAmt: stock.tradeAmount,
    marketCapAmt: stock.currentPrice * stock.listedQty,
  };
}

/**
 * The market operation now (the operation call and its live event): today, whether it is a day
 * off, the announced deal hours (the whole day when the sandbox is always open) and whether the
 * market takes orders.
 *
 * @example
 * marketOperationView(state).marketOpenYn; // 'Y' at 10:00 on a Tuesday
 */
export function marketOperationView(state: SandboxState): Schemas['MarketOperationTime'] {
  return {
    stdAt: compactDate(state.clock.now()),
    dayOffYn: state.isDayOff() ? 'Y' : 'N',
    ...state.dealHours(),
    marketOpenYn: state.isMarketOpen() ? 'Y' : 'N',
  };
}

/** A listed stock with its day range and limits. */
export function marketStockDetail(state: SandboxState, stockCd: string): Schemas['MarketStockDetail'] {
  const stock = state.data.stocks.get(stockCd);
  const offering = state.data.offerings.find((item) => item.stockCd === stockCd);
  if (!stock || !offering) throw new RangeError(`not listed: ${stockCd}`);
  return {
    ...marketStock(state, stockCd),
    openPrice: stock.openPrice,
    highPrice: stock.highPrice,
    lowPrice: stock.lowPrice,
    upperLimitPrice: stock.upperLimitPrice,
    lowerLimitPrice: stock.lowerLimitPrice,
    totalIssueQty: offering.totalIssueQty,
    listAt: dateOf(offering.listAt),
    offeringId: Number(offering.id),
    securitiesClassCod: offering.securitiesClassCod,
    productRiskLevelCod: offering.productRiskLevelCod,
    feeRate: state.settings.feeRate,
    dailyTurnoverLimitQty: Math.floor(stock.listedQty * state.settings.dailyTurnoverRate),
  };
}

/** An order as its owner sees it. */
export function orderView(state: SandboxState, order: Order): Schemas['Order'] {
  return {
    orderNo: order.orderNo,
    stockCd: order.stockCd,
    name: state.data.stocks.get(order.stockCd)?.name ?? order.stockCd,
    side: order.side,
    price: order.price,
    quantity: order.quantity,
    filledQuantity: order.filledQuantity,
    remainingQuantity: order.remainingQuantity,
    avgFilledPrice: order.filledQuantity > 0 ? Math.round(order.filledAmount / order.filledQuantity) : null,
    fee: order.fee,
    status: order.status,
    orderedAt: order.orderedAt,
    updatedAt: order.updatedAt,
  };
}

/** A holding as the contract lists it. */
export function holdingItem(state: SandboxState, holding: HoldingView): Schemas['Holding'] {
  const buyAmt = holding.averagePrice * holding.quantity;
  return {
    stockCd: holding.stockCd,
    name: holding.name,
    thumbImgUrl: thumbOf(state, holding.stockCd) || null,
    holdQty: holding.quantity,
    sellableQty: state.data.stocks.has(holding.stockCd) ? holding.sellableQuantity : 0,
    avgBuyPrice: holding.averagePrice,
    currentPrice: holding.currentPrice,
    buyAmt,
    evalAmt: holding.evaluationAmount,
    profitAmt: holding.profitAmount,
    profitRate: rate(holding.profitAmount, buyAmt),
  };
}

/** A deposit or withdrawal line. */
export function dwItem(record: DwRecord): Schemas['DepositWithdrawal'] {
  return {
    dealAt: dashedDate(record.dealAt),
    dealSeq: record.dealSeq,
    dealType: record.type,
    dealAmt: record.amount,
    balanceAmt: record.balanceAfter,
    dealDateTime: record.occurredAt,
    summary: record.description,
  };
}

const HISTORY_TYPES: Record<AccountHistoryKind, Schemas['AccountHistoryType']> = {
  DEPOSIT: 'DEPOSIT',
  WITHDRAWAL: 'WITHDRAWAL',
  BUY: 'BUY',
  SELL: 'SELL',
  SUBSCRIPTION_APPLY: 'SUBSCRIBE',
  SUBSCRIPTION_CANCEL: 'SUBSCRIBE_CANCEL',
  SUBSCRIPTION_REFUND: 'REFUND',
  ALLOTMENT: 'ALLOT',
  DIVIDEND: 'DIVIDEND',
};

/** An account history line. */
export function historyItem(state: SandboxState, record: AccountHistoryRecord): Schemas['AccountHistory'] {
  const name = record.stockCd
    ? (state.data.offerings.find((offering) => offering.stockCd === record.stockCd)?.name ?? null)
    : null;
  const withQuantity = record.quantity > 0 || record.kind === 'ALLOTMENT';
  return {
    accountId: record.accountId,
    historyType: HISTORY_TYPES[record.kind],
    dealDateTime: record.occurredAt,
    stockCd: record.stockCd,
    name,
    dealQty: withQuantity ? record.quantity : null,
    dealPrice: record.price > 0 ? record.price : null,
    dealAmt: record.amount,
    feeAmt: record.fee,
    taxAmt: record.tax,
  };
}

/** A dividend payment. */
export function dividendItem(dividend: Dividend): Schemas['Dividend'] {
  return {
    recordAt: dateOf(dividend.baseAt),
    paidAt: dateOf(dividend.payAt),
    dividendPerShare: dividend.perShare,
    holdQty: dividend.quantity,
    dividendAmt: dividend.amount,
    taxAmt: dividend.tax,
    netAmt: dividend.amount - dividend.tax,
  };
}

/** A vote as listed for a member. */
export function voteSummary(state: SandboxState, memberId: string, vote: Vote): Schemas['VoteSummary'] {
  const ballot = vote.ballots.get(memberId);
  return {
    id: Number(vote.voteId),
    title: vote.title,
    stockCd: vote.stockCd,
    name: state.data.offerings.find((offering) => offering.stockCd === vote.stockCd)?.name ?? vote.stockCd,
    status: voteStatus(state.context, vote),
    beginAt: vote.beginAt,
    endAt: vote.endAt,
    votedYn: ballot ? 'Y' : 'N',
    voteQty: ballot?.quantity ?? voteWeight(vote, memberId),
  };
}

/** A vote with its agendas and the member's ballot. */
export function voteDetail(state: SandboxState, memberId: string, vote: Vote): Schemas['VoteDetail'] {
  return {
    ...voteSummary(state, memberId, vote),
    contents: vote.content,
    agendas: vote.agendas.map((agenda) => ({
      agendaId: Number(agenda.agendaId),
      title: agenda.title,
      description: agenda.description,
      options: agenda.options.map((option) => ({ optionId: Number(option.optionId), label: option.label })),
      documents: agenda.documents.map((document) => ({ name: document.name, url: document.url })),
    })),
    myBallots: (vote.ballots.get(memberId)?.choices ?? []).map((choice) => ({ agendaId: Number(choice.agendaId), optionId: Number(choice.optionId) })),
    results: voteStatus(state.context, vote) === 'CLOSED' ? voteResults(vote) : null,
  };
}

/** The tally of a vote: per agenda and option, the units of every ballot that chose it. */
function voteResults(vote: Vote): Schemas['VoteAgendaResult'][] {
  const ballots = [...vote.ballots.values()];
  return vote.agendas.map((agenda) => ({
    agendaId: Number(agenda.agendaId),
    options: agenda.options.map((option) => ({
      optionId: Number(option.optionId),
      quantity: ballots
        .filter((ballot) => ballot.choices.some((choice) => choice.agendaId === agenda.agendaId && choice.optionId === option.optionId))
        .reduce((sum, ballot) => sum + ballot.quantity, 0),
    })),
  }));
}

/** A 1:1 inquiry. */
export function qnaAttachmentView(file: QnaAttachmentFile): Schemas['QnaAttachment'] {
  return {
    id: Number(file.id),
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.bytes.byteLength,
    url: `/__sandbox/attachments/${file.key}/${encodeURIComponent(file.fileName)}`,
  };
}

export function qnaView(state: SandboxState, qna: Qna): Schemas['Qna'] {
  const files = qna.attachmentIds.flatMap((id) => state.data.qnaAttachments.filter((file) => file.id === id));
  return {
    id: Number(qna.id),
    category: qna.category,
    title: qna.title,
    contents: qna.content,
    status: qna.answer === null ? 'WAITING' : 'ANSWERED',
    answer: qna.answer,
    answeredAt: qna.answeredAt,
    createdAt: qna.createdAt,
    updatedAt: qna.updatedAt,
    attachments: files.map(qnaAttachmentView),
  };
}
