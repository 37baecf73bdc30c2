/** User-type codes of the spec (section 4). */
export type UserType = '100' | '101' | '102' | '103' | '200' | '000' | '900' | '123';

/** Whether a member is a person or a company. */
export type IndividualCorpCode = 'INDIVIDUAL' | 'GENERAL_CORPORATION' | 'CORPORATE';

/** The five investor classes (domain-rules); the first key of a member's `invest` object. */
export type { InvestorClass } from '@jogak/domain-rules';
import type { InvestorClass } from '@jogak/domain-rules';

/**
 * A state of the member that makes the partner refuse a transaction with a 403 code:
 * A0007 KYC not done, A0009 customer due diligence (CDD) needed, A0006 watch-list filtering
 * under review (WLF 200), A0008 watch-list filtering refused (WLF 400), A0010 a request in progress.
 */
export type BlockCode = 'A0006' | 'A0007' | 'A0008' | 'A0009' | 'A0010';

export interface Member {
  id: string;
  htsId: string;
  name: string;
  userType: UserType;
  individualCorpCode: IndividualCorpCode;
  /** `yyyyMMdd`: a person's date of birth, a corporation's founding date. */
  birth: string;
  gender: 'M' | 'F' | '';
  nation: string;
  /** Digits only: a person's mobile, a corporation's representative phone. */
  phoneNo: string;
  email: string;
  ci: string;
  media: 'ANDROID' | 'IOS' | 'WEB';
  investPersonUniqueNo: string;
  accountNo: string;
  allianceAccountNoRegisterYn: 'Y' | 'N';
  investorClass: InvestorClass;
  /** Date of the last investor-tendency evaluation (ISO), or '' when never done. */
  investTendencyEvaluatedAt: string;
  customerTendencyEvalCod: string;
  investPersonInformChgAt: string;
  investPersonInformChgMaturityAt: string;
  investPersonInformOfferYn: 'Y' | 'N';
  investRecommandHopeYn: 'Y' | 'N';
  enhanceExplainResponsibiltyYn: 'Y' | 'N';
  elderlyPeopleYn: 'Y' | 'N';
  serviceUseNoticeYn: 'Y' | 'N';
  advertiseInformSendAgreeYn: 'Y' | 'N';
  pushReceiveAgreeYn: 'Y' | 'N';
  textReceiveAgreeYn: 'Y' | 'N';
  kakaoReceiveAgreeYn: 'Y' | 'N';
  emailReceiveAgreeYn: 'Y' | 'N';
  employeeNo: string;
  corpName: string;
  corpPhone: string;
  corpBusinessPersonNo: string;
  corpAdminName: string;
  kycReExecute: boolean;
  /** A 403 code the partner answers to this member's transactions, or null. */
  blockCode: BlockCode | null;
  /** SHA-256 (hex) of the member's PIN; the sandbox never keeps the PIN itself. */
  pinHash: string;
  /** Certificate DN for certificate login, '' when none. */
  dn: string;
  /** A pending investor-class change, or null. */
  pendingInvestorClass: InvestorClass | null;
  /** Simulated market participants skip the personal daily turnover limit. */
  marketMaker: boolean;
  /** A Korean one-line description for the developer menu's demo member list. */
  demoNote: string;
}

export type OrderSide = 'buy' | 'sell';
export type OrderStatus = 'OPEN' | 'PARTIAL' | 'FILLED' | 'CANCELLED';

export interface Order {
  orderNo: string;
  memberId: string;
  stockCd: string;
  side: OrderSide;
  price: number;
  quantity: number;
  filledQuantity: number;
  remainingQuantity: number;
  status: OrderStatus;
  /** ISO with +09:00. */
  orderedAt: string;
  /** Arrival sequence: the time half of price-time priority. */
  seq: number;
  /** Buy orders: the won still set aside for the unfilled part, fee included. */
  reservedAmount: number;
  /** Sum of price × quantity over the fills (average fill price = filledAmount / filledQuantity). */
  filledAmount: number;
  /** Fees paid on the fills so far. */
  fee: number;
  updatedAt: string;
}

export interface Trade {
  tradeNo: string;
  stockCd: string;
  price: number;
  quantity: number;
  /** The side of the incoming (aggressing) order. */
  aggressorSide: OrderSide;
  buyOrderNo: string;
  sellOrderNo: string;
  buyMemberId: string;
  sellMemberId: string;
  tradedAt: string;
}

export interface BookLevel {
  price: number;
  quantity: number;
  orderCount: number;
}

export interface OrderBookSnapshot {
  stockCd: string;
  /** Best first: highest price. */
  bids: BookLevel[];
  /** Best first: lowest price. */
  asks: BookLevel[];
}

export interface Holding {
  stockCd: string;
  quantity: number;
  /** Quantity held back by open sell orders. */
  reservedQuantity: number;
  /** Average purchase price in won (integer, rounded). */
  averagePrice: number;
}

export type DwType = 'DEPOSIT' | 'WITHDRAWAL';

export interface DwRecord {
  dealAt: string;
  dealSeq: number;
  type: DwType;
  amount: number;
  balanceAfter: number;
  description: string;
  occurredAt: string;
}

export type AccountHistoryKind =
  | 'DEPOSIT'
  | 'WITHDRAWAL'
  | 'BUY'
  | 'SELL'
  | 'SUBSCRIPTION_APPLY'
  | 'SUBSCRIPTION_CANCEL'
  | 'SUBSCRIPTION_REFUND'
  | 'ALLOTMENT'
  | 'DIVIDEND';

export interface AccountHistoryRecord {
  accountId: string;
  kind: AccountHistoryKind;
  description: string;
  stockCd: string | null;
  quantity: number;
  price: number;
  amount: number;
  fee: number;
  /** Tax withheld (a DIVIDEND's), already taken off `amount`, shown apart as the fee is. */
  tax: number;
  balanceAfter: number;
  occurredAt: string;
}

export interface Dividend {
  dividendId: string;
  stockCd: string;
  /** ISO date of payment. */
  payAt: string;
  /** Base date of the holders' register. */
  baseAt: string;
  perShare: number;
  quantity: number;
  amount: number;
  tax: number;
}

export interface Account {
  memberId: string;
  accountNo: string;
  /** 예수금: cash in the account, won. */
  cash: number;
  /** Won set aside for open buy orders (fee included). */
  reservedForOrders: number;
  /**
   * 청약 증거금 the partner holds for applications not yet allotted. It already left `cash` when
   * the member applied; allotment releases it (the unallotted part comes back as a refund).
   */
  reservedForSubscriptions: number;
  holdings: Map<string, Holding>;
  password: string;
  dw: DwRecord[];
  history: AccountHistoryRecord[];
  dividends: Dividend[];
  /** Profit realised by sales (proceeds after fee minus average purchase price). */
  realizedProfit: number;
  /**
   * The highest `dealSeq` of the account's deposits and withdrawals when the member last looked
   * for received deposits (reception lookup): a deposit above it is new to the next lookup.
   * `dealSeq` only grows, where `occurredAt` keeps whole seconds and cannot order two records
   * of the same second.
   */
  receptionLookupDealSeq: number;
  /** Seoul year → won committed to investments that year (subscriptions and buys). */
  investedByYear: Map<number, number>;
  /** `yyyyMMdd:stockCd:side` → quantity ordered that day (daily turnover). */
  orderedToday: Map<string, number>;
}

export type OfferingStatus = 'UPCOMING' | 'OPEN' | 'CLOSED' | 'ALLOTTED' | 'LISTED';

export interface ProspectusDocument {
  manageCode: string;
  title: string;
  fileName: string;
  /** Path of the PDF served by the sandbox. */
  url: string;
}

export interface Disclosure {
  disclosureId: string;
  offeringId: string;
  title: string;
  content: string;
  publishedAt: string;
}

/** The building behind an offering; `color` paints its generated illustration. */
export interface BuildingFacts {
  usage: string;
  floorsAboveGround: number;
  floorsBelowGround: number;
  /** m². */
  grossFloorArea: number;
  /** m². */
  landArea: number;
  completedYear: number;
  /** Percent. */
  leaseRate: number;
  /** The facade colour of its illustration (`#rrggbb`). */
  color: string;
}

export interface Offering {
  id: string;
  subscribeInfoId: string;
  stockCd: string;
  name: string;
  buildingName: string;
  address: string;
  summary: string;
  /** e.g. 신탁수익증권 / 투자계약증권. */
  securitiesClassCod: 'TRUST_BENEFICIARY' | 'INVESTMENT_CONTRACT';
  /** 1 (very high risk) … 5 (very low risk), as Korean risk grades read. */
  productRiskLevelCod: '1' | '2' | '3' | '4' | '5';
  scrPrice: number;
  totalIssueQty: number;
  totalOfferingQty: number;
  /** Quantity applied for so far. */
  totalScrQty: number;
  subsBeginAt: string;
  subsEndAt: string;
  /** Allotment (배정) date. */
  putAt: string;
  listAt: string;
  expectedDividendRate: number;
  /** What the trust certificate says of the building (floors, areas, use, lease). */
  building: BuildingFacts;
  thumbImgUrl: string;
  documents: ProspectusDocument[];
  disclosures: Disclosure[];
  /** Whether allotment has been run (quantities moved to holdings). */
  allotmentDone: boolean;
}

export interface Subscription {
  subscriptionId: string;
  memberId: string;
  offeringId: string;
  quantity: number;
  amount: number;
  appliedAt: string;
  status: 'APPLIED' | 'CANCELLED' | 'ALLOTTED';
  allottedQuantity: number;
  /**
   * Won of the application committed to the yearly limit per Seoul year it was applied (or added
   * to) in: a cancel or an allotment refund gives them back to those years.
   */
  committedByYear: Map<number, number>;
  /** When it was cancelled (ISO-8601, Seoul); its 증거금 refund is pending on that day. */
  cancelledAt?: string;
  /**
   * When the overnight settlement paid the cancelled application's 증거금 back into `cash` (the
   * first sync on a later Seoul day); set once, so the refund is never paid twice.
   */
  refundPaidAt?: string;
}

export interface ListedStock {
  stockCd: string;
  offeringId: string;
  name: string;
  /** Previous close: the reference of price limits. */
  basePrice: number;
  upperLimitPrice: number;
  lowerLimitPrice: number;
  openPrice: number;
  highPrice: number;
  lowPrice: number;
  currentPrice: number;
  volume: number;
  tradeAmount: number;
  listedQty: number;
  /** Seoul day (yyyy-MM-dd) the open/high/low/volume figures belong to. */
  tradingDay: string;
  recentTrades: Trade[];
  /** Daily closes, oldest first (for charts). */
  dailyPrices: DailyPrice[];
  /** The trading day's trades by Seoul minute, oldest first, only minutes that traded (intraday chart). */
  minutePrices: MinutePrice[];
}

/** One minute of trades. */
export interface MinutePrice extends Omit<DailyPrice, 'date'> {
  /** The minute's start, ISO-8601 in Seoul (`2025-03-04T10:15:00+09:00`). */
  startAt: string;
}

export interface DailyPrice {
  date: string;
  openPrice: number;
  highPrice: number;
  lowPrice: number;
  closePrice: number;
  volume: number;
}

export interface VoteOption {
  optionId: string;
  label: string;
}

export interface VoteDocument {
  name: string;
  /** A sandbox address (`/__sandbox/documents/…`) serving a PDF. */
  url: string;
}

export interface VoteAgenda {
  agendaId: string;
  title: string;
  description: string;
  options: VoteOption[];
  /** The papers the member may read before voting. */
  documents: VoteDocument[];
}

export interface VoteChoice {
  agendaId: string;
  optionId: string;
}

export interface Ballot {
  choices: VoteChoice[];
  /** The voter's units on the record date (`Vote.recordHolders`): the ballot's weight. */
  quantity: number;
  votedAt: string;
}

export interface Vote {
  voteId: string;
  stockCd: string;
  title: string;
  content: string;
  beginAt: string;
  endAt: string;
  agendas: VoteAgenda[];
  /**
   * memberId → units held on the record date: each holder's vote weight, whatever they trade
   * after, so units sold once voted are not voted again by their buyer.
   */
  recordHolders: Map<string, number>;
  /** memberId → ballot. */
  ballots: Map<string, Ballot>;
}

export type NotificationCategory = 'TRADE' | 'SUBSCRIPTION' | 'ACCOUNT' | 'VOTE' | 'NOTICE' | 'EVENT';

export interface MemberNotification {
  id: string;
  memberId: string;
  category: NotificationCategory;
  title: string;
  content: string;
  link: string;
  createdAt: string;
  checked: boolean;
}

export interface Notice {
  id: string;
  title: string;
  content: string;
  pinned: boolean;
  createdAt: string;
}

/** Categories of FAQ entries and inquiries. */
export type BoardCategory = 'SERVICE' | 'MEMBER' | 'SUBSCRIPTION' | 'TRADE' | 'ACCOUNT' | 'ETC';

export interface Faq {
  id: string;
  category: BoardCategory;
  question: string;
  answer: string;
}

export interface Qna {
  id: string;
  memberId: string;
  category: BoardCategory;
  title: string;
  content: string;
  createdAt: string;
  updatedAt: string;
  answer: string | null;
  answeredAt: string | null;
  /** Ids of the member's uploaded files this inquiry carries, in the order given. */
  attachmentIds: string[];
}

/** A file a member uploaded for a 1:1 inquiry. */
export interface QnaAttachmentFile {
  id: string;
  memberId: string;
  fileName: string;
  contentType: 'image/jpeg' | 'image/png' | 'application/pdf';
  bytes: Uint8Array;
  /** Unguessable part of the file's address: an <img> or a download cannot send the bearer token. */
  key: string;
}

export interface SandboxEventItem {
  id: string;
  title: string;
  summary: string;
  content: string;
  thumbImgUrl: string;
  beginAt: string;
  endAt: string;
}

export interface Story {
  id: string;
  title: string;
  summary: string;
  content: string;
  thumbImgUrl: string;
  createdAt: string;
}

export interface PressArticle {
  id: string;
  title: string;
  publisher: string;
  url: string;
  publishedAt: string;
}

export interface PolicyDocument {
  agreementKey: string;
  category: 'TERMS' | 'PRIVACY' | 'LICENSE' | 'CONSENT';
  title: string;
  content: string;
  version: string;
  effectiveAt: string;
  required: boolean;
}

export interface Agreement {
  agreedAt: string;
  version: string;
}

export interface Withdrawal {
  memberId: string;
  amount: number;
  dealAt: string;
  dealSeq: number;
  balanceAfter: number;
}
