import { DateTime } from 'luxon';
import { isHoliday, isWeekend } from '../calendar';
import { isoSeoul, SEOUL } from '../clock';
import type { SandboxContext, SandboxData } from '../context';
import { createListedStock, seedMakerBook } from '../market/trading';
import { recordHolders, voteWeight } from '../community';
import type { Account, AccountHistoryRecord, DailyPrice, Dividend, DwRecord, Holding, MemberNotification, Offering, Subscription, Vote, VoteChoice } from '../types';
import { seedEvents, seedFaqs, seedNotices, seedPolicies, seedPress, seedQnas, seedStories } from './content';
import { DEMO_ACCOUNT_PASSWORD, seedMembers } from './members';
import { seedOfferings } from './offerings';
import { createRng, type Rng } from './rng';

/** Today's price of each seeded market (the offering price was 5,000 or 10,000 won). */
const LISTED_PRICES: Readonly<Record<string, number>> = { JG0001: 5_430, JG0002: 6_120, JG0003: 4_780, JG0004: 10_450 };

interface AccountSeed {
  /** 예수금 today: the seeded application's 증거금 has already left it. */
  cash: number;
  holdings: Array<[stockCd: string, quantity: number, averagePrice: number]>;
  investedThisYear: number;
  /** An open application: [offeringId, quantity]. */
  subscription?: [string, number];
}

const ACCOUNT_SEEDS: Readonly<Record<string, AccountSeed>> = {
  'demo-general': { cash: 2_750_000, holdings: [['JG0001', 120, 5_000], ['JG0003', 40, 4_900], ['JG0005', 60, 5_000]], investedThisYear: 8_400_000, subscription: ['108', 100] },
  'demo-income': { cash: 12_000_000, holdings: [['JG0002', 300, 5_000], ['JG0004', 50, 10_000]], investedThisYear: 15_000_000 },
  'demo-pro': { cash: 140_000_000, holdings: [['JG0001', 2_000, 5_050], ['JG0002', 1_500, 5_000], ['JG0003', 800, 4_950], ['JG0004', 1_000, 10_100], ['JG0006', 400, 5_000]], investedThisYear: 64_000_000, subscription: ['109', 2_000] },
  'demo-corp': { cash: 500_000_000, holdings: [['JG0004', 5_000, 10_000]], investedThisYear: 50_000_000 },
  'demo-corp-pro': { cash: 2_000_000_000, holdings: [['JG0001', 20_000, 5_000], ['JG0003', 10_000, 5_000]], investedThisYear: 0 },
  'demo-kakao': { cash: 0, holdings: [], investedThisYear: 0 },
  'demo-corp-link': { cash: 0, holdings: [], investedThisYear: 0 },
  'demo-relogin': { cash: 1_000_000, holdings: [['JG0002', 10, 5_000]], investedThisYear: 50_000 },
  'demo-signed-out': { cash: 200_000, holdings: [], investedThisYear: 0 },
  'demo-kyc-required': { cash: 1_000_000, holdings: [], investedThisYear: 0 },
  'demo-cdd': { cash: 1_000_000, holdings: [['JG0001', 10, 5_000]], investedThisYear: 0 },
  'demo-wlf-review': { cash: 1_000_000, holdings: [], investedThisYear: 0 },
  'demo-wlf-rejected': { cash: 1_000_000, holdings: [], investedThisYear: 0 },
  'demo-in-progress': { cash: 1_000_000, holdings: [], investedThisYear: 0 },
  'demo-corp-cdd': { cash: 30_000_000, holdings: [], investedThisYear: 0 },
  'demo-tendency-expired': { cash: 2_000_000, holdings: [['JG0003', 30, 5_000]], investedThisYear: 0 },
  'sim-maker-1': { cash: 10_000_000_000, holdings: [['JG0001', 200_000, 5_000], ['JG0002', 200_000, 5_000], ['JG0003', 200_000, 5_000], ['JG0004', 200_000, 10_000]], investedThisYear: 0 },
  'sim-maker-2': { cash: 10_000_000_000, holdings: [['JG0001', 200_000, 5_000], ['JG0002', 200_000, 5_000], ['JG0003', 200_000, 5_000], ['JG0004', 200_000, 10_000]], investedThisYear: 0 },
};

/** An empty data set; `seedData` fills it. */
export function emptyData(): SandboxData {
  return {
    members: new Map(),
    accounts: new Map(),
    offerings: [],
    subscriptions: [],
    stocks: new Map(),
    books: new Map(),
    orders: new Map(),
    votes: [],
    notifications: [],
    notices: [],
    faqs: [],
    qnas: [],
    qnaAttachments: [],
    events: [],
    stories: [],
    press: [],
    policies: [],
    agreements: new Map(),
    sessions: new Map(),
    extensions: new Map(),
    counters: { order: 0, trade: 0, seq: 0, notification: 0, qna: 0, attachment: 0, dw: 0, history: 0, subscription: 0 },
    marketOpen: null,
  };
}

/** Trading days of seeded history before today: the last 30 from the state's seed, older ones from each stock's own. */
const RECENT_HISTORY_DAYS = 30;
const OLDER_HISTORY_DAYS = 220;

/** The trading days (weekdays that are not holidays) before `before`, oldest first, walking back from `close`. */
function dailyPricesFor(rng: Rng, holidays: readonly string[], before: DateTime, close: number, days: number): DailyPrice[] {
  const prices: DailyPrice[] = [];
  let price = close;
  let day = before.startOf('day');
  while (prices.length < days) {
    day = day.minus({ days: 1 });
    if (isWeekend(day) || isHoliday(day, holidays)) continue;
    const step = Math.max(10, Math.round(price * 0.004 / 10) * 10);
    const open = price + rng.int(-2, 2) * step;
    prices.unshift({
      date: day.toISODate() ?? '',
      openPrice: open,
      highPrice: Math.max(open, price) + rng.int(0, 2) * step,
      lowPrice: Math.min(open, price) - rng.int(0, 2) * step,
      closePrice: price,
      volume: rng.int(40, 900) * 10,
    });
    price = open + rng.int(-1, 1) * step;
  }
  return prices;
}

/** A seed number from a stock code (the same code always gives the same history). */
function seedOfCode(code: string): number {
  return [...code].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) | 0, 17);
}

const byTime = (a: DateTime, b: DateTime) => a.toMillis() - b.toMillis();

/** Whether the market (and the partner's settlement) works on a Seoul day: not a weekend or holiday. */
function isBusinessDay(day: DateTime, holidays: readonly string[]): boolean {
  return !isWeekend(day) && !isHoliday(day, holidays);
}

/** The same time of the business day at or before `at`: seeded trades and payments never fall on a day off. */
function onBusinessDay(at: DateTime, holidays: readonly string[]): DateTime {
  let day = at;
  while (!isBusinessDay(day, holidays)) day = day.minus({ days: 1 });
  return day;
}

/**
 * History lines newest first, with balances worked backwards from today's cash. The account
 * starts at 0: the deposits bring in today's cash plus what the holdings cost and the open
 * applications hold, less the net dividends (they brought in the rest). An open application's
 * SUBSCRIBE line stands at its appliedAt. A holding with dividends is bought a week before the
 * record date of its first one, after an opening deposit of its cost; the rest of the money comes
 * in 90 and 45 days back (with a 300,000 won withdrawal 7 days back), and a holding without
 * dividends is bought 20 to 38 days back.
 */
function seedHistory(ctx: SandboxContext, account: Account, seed: AccountSeed, subscriptions: readonly Subscription[]): void {
  const today = ctx.clock.now().startOf('day');
  type Line = Omit<AccountHistoryRecord, 'accountId' | 'balanceAfter'>;
  const lines: Line[] = [];
  const at = (days: number, hour: number) => today.minus({ days }).set({ hour });
  const deposit = (amount: number, when: DateTime): Line => ({ kind: 'DEPOSIT', description: '입금', stockCd: null, quantity: 0, price: 0, amount, fee: 0, tax: 0, occurredAt: isoSeoul(when) });
  let openingCost = 0;
  const openingBuyDays: DateTime[] = [];
  for (const [index, [stockCd, quantity, averagePrice]] of seed.holdings.entries()) {
    const stock = ctx.data.offerings.find((offering) => offering.stockCd === stockCd);
    const firstRecordDate = account.dividends
      .filter((dividend) => dividend.stockCd === stockCd)
      .map((dividend) => DateTime.fromISO(dividend.baseAt, { zone: SEOUL }).startOf('day'))
      .sort(byTime)[0];
    let boughtAt = onBusinessDay(at(20 + index * 9, 10), ctx.settings.holidays);
    if (firstRecordDate) {
      boughtAt = onBusinessDay(firstRecordDate.minus({ days: 7 + index }).set({ hour: 10 }), ctx.settings.holidays);
      openingCost += quantity * averagePrice;
      openingBuyDays.push(boughtAt.startOf('day'));
    }
    lines.push({ kind: 'BUY', description: `${stock?.name ?? stockCd} 매수`, stockCd, quantity, price: averagePrice, amount: -quantity * averagePrice, fee: 0, tax: 0, occurredAt: isoSeoul(boughtAt) });
  }
  let netDividends = 0;
  for (const dividend of account.dividends) {
    netDividends += dividend.amount - dividend.tax;
    lines.push({ kind: 'DIVIDEND', description: '배당금 입금', stockCd: dividend.stockCd, quantity: dividend.quantity, price: dividend.perShare, amount: dividend.amount - dividend.tax, fee: 0, tax: dividend.tax, occurredAt: dividend.payAt });
  }
  let held = 0;
  for (const subscription of subscriptions) {
    const offering = ctx.data.offerings.find((item) => item.id === subscription.offeringId);
    if (!offering) continue;
    held += subscription.amount;
    lines.push({ kind: 'SUBSCRIPTION_APPLY', description: `${offering.name} 청약`, stockCd: offering.stockCd, quantity: subscription.quantity, price: offering.scrPrice, amount: -subscription.amount, fee: 0, tax: 0, occurredAt: subscription.appliedAt });
  }
  const inflow = seed.cash + held + seed.holdings.reduce((sum, [, quantity, price]) => sum + quantity * price, 0) - netDividends;
  const opening = Math.ceil(openingCost / 10_000) * 10_000;
  const firstBuyDay = openingBuyDays.sort(byTime)[0];
  if (firstBuyDay) lines.push(deposit(opening, firstBuyDay.minus({ days: 7 }).set({ hour: 11 })));
  const rest = inflow - opening;
  if (rest > 0) {
    const first = Math.round((rest * 0.6) / 10_000) * 10_000;
    lines.push(deposit(first, at(90, 11)));
    lines.push(deposit(rest - first + 300_000, at(45, 15)));
    lines.push({ kind: 'WITHDRAWAL', description: '출금', stockCd: null, quantity: 0, price: 0, amount: -300_000, fee: 0, tax: 0, occurredAt: isoSeoul(at(7, 13)) });
  }
  lines.sort((a, b) => (a.occurredAt < b.occurredAt ? 1 : -1));
  let balance = account.cash;
  for (const line of lines) {
    account.history.push({ ...line, accountId: `H${String(account.history.length + 1).padStart(6, '0')}-${account.accountNo.slice(-4)}`, balanceAfter: balance });
    if (line.kind === 'DEPOSIT' || line.kind === 'WITHDRAWAL') {
      const record: DwRecord = {
        dealAt: line.occurredAt.slice(0, 10).replaceAll('-', ''),
        dealSeq: account.dw.length + 1,
        type: line.kind,
        amount: Math.abs(line.amount),
        balanceAfter: balance,
        description: line.description,
        occurredAt: line.occurredAt,
      };
      account.dw.push(record);
    }
    balance -= line.amount;
  }
  // The member has looked for received deposits since the seeded ones came in.
  account.receptionLookupDealSeq = Math.max(0, ...account.dw.map((record) => record.dealSeq));
}

function seedDividends(ctx: SandboxContext, account: Account): void {
  const today = ctx.clock.now().startOf('day');
  for (const holding of account.holdings.values()) {
    const offering = ctx.data.offerings.find((item) => item.stockCd === holding.stockCd);
    if (!offering || !ctx.data.stocks.has(holding.stockCd)) continue;
    for (const quarter of [1, 2]) {
      const perShare = Math.floor((offering.scrPrice * offering.expectedDividendRate) / 100 / 4);
      const amount = perShare * holding.quantity;
      const payAt = onBusinessDay(today.minus({ months: quarter * 3 - 1 }).set({ day: 15, hour: 9 }), ctx.settings.holidays);
      const dividend: Dividend = {
        dividendId: `DV-${holding.stockCd}-${quarter}-${account.accountNo.slice(-4)}`,
        stockCd: holding.stockCd,
        payAt: isoSeoul(payAt),
        baseAt: isoSeoul(payAt.minus({ days: 15 }).startOf('day')),
        perShare,
        quantity: holding.quantity,
        amount,
        tax: Math.floor(amount * 0.154),
      };
      account.dividends.push(dividend);
    }
  }
}

function seedVotes(ctx: SandboxContext): Vote[] {
  const day = (n: number) => isoSeoul(ctx.clock.now().startOf('day').plus({ days: n }));
  const options = [
    { optionId: '1', label: '찬성' },
    { optionId: '2', label: '반대' },
    { optionId: '3', label: '기권' },
  ];
  const agenda = (voteId: string, agendaId: string, title: string, description: string, documents: string[]) => ({
    agendaId,
    title,
    description,
    options,
    documents: documents.map((name, index) => ({ name, url: `/__sandbox/documents/vote-${voteId}-${agendaId}-${index + 1}.pdf` })),
  });
  // A seeded vote's record date is the seed instant (the sandbox makes no votes later): the seeded
  // holdings are its record holders, and the seeded ballots weigh what those holders held.
  const votes: Vote[] = [
    {
      voteId: '1', stockCd: 'JG0001', title: '을지로 파인타워 1호 임차인 변경 및 관리보수 조정', content: '<p>수익자총회 안건입니다. 보유 수량만큼 의결권을 행사할 수 있습니다.</p>', beginAt: day(-3), endAt: day(5),
      agendas: [
        agenda('1', '1', '제1호 안건: 지하 1층 임차인 변경', '지하 1층 식음 매장 임차인을 연 임대료 8% 인상 조건의 신규 임차인으로 변경합니다.', ['신규 임차인 임대차 조건 요약', '임대료 비교 보고서']),
        agenda('1', '2', '제2호 안건: 자산관리 보수 조정', '자산관리 보수를 연 0.3%에서 0.25%로 낮춥니다.', ['자산관리 보수 조정안']),
      ],
      recordHolders: recordHolders(ctx, 'JG0001'),
      ballots: new Map(),
    },
    {
      voteId: '2', stockCd: 'JG0003', title: '해운대 마린시티 오션스퀘어 매각 검토', content: '<p>감정가 대비 12% 높은 매수 제안에 따라 매각 검토를 진행할지 묻습니다.</p>', beginAt: day(-40), endAt: day(-30),
      agendas: [agenda('2', '1', '제1호 안건: 매각 검토 착수', '매수 제안 검토와 실사를 진행합니다.', ['매수 제안서 요약', '감정평가 보고서'])],
      recordHolders: recordHolders(ctx, 'JG0003'),
      ballots: new Map(),
    },
    {
      voteId: '3', stockCd: 'JG0002', title: '성수 레드브릭 오피스 옥상 태양광 설치', content: '<p>옥상에 태양광 발전 설비를 설치해 관리비를 절감하는 안건입니다.</p>', beginAt: day(2), endAt: day(9),
      agendas: [agenda('3', '1', '제1호 안건: 태양광 설비 설치', '설치비 1억 2천만원을 수선유지비 적립금에서 집행합니다.', ['태양광 설비 견적서'])],
      recordHolders: recordHolders(ctx, 'JG0002'),
      ballots: new Map(),
    },
  ];
  const ballot = (vote: Vote | undefined, memberId: string, choices: VoteChoice[], votedAt: string) =>
    vote?.ballots.set(memberId, { choices, quantity: voteWeight(vote, memberId), votedAt });
  ballot(votes[0], 'demo-corp-pro', [{ agendaId: '1', optionId: '1' }, { agendaId: '2', optionId: '1' }], day(-2));
  ballot(votes[1], 'demo-corp-pro', [{ agendaId: '1', optionId: '2' }], day(-38));
  ballot(votes[1], 'demo-general', [{ agendaId: '1', optionId: '1' }], day(-35));
  return votes;
}

function seedNotifications(ctx: SandboxContext): MemberNotification[] {
  const at = (hours: number) => isoSeoul(ctx.clock.now().minus({ hours }));
  // A notice of the member's own money is sent when what it tells happened, as the seeded
  // application, history and dividends have it.
  const appliedAt = (memberId: string, offeringId: string) => {
    const subscription = ctx.data.subscriptions.find((sub) => sub.memberId === memberId && sub.offeringId === offeringId);
    if (!subscription) throw new Error(`no seeded application of ${memberId} to ${offeringId}`);
    return subscription.appliedAt;
  };
  const boughtAt = (memberId: string, stockCd: string) => {
    const line = ctx.data.accounts.get(memberId)?.history.find((record) => record.kind === 'BUY' && record.stockCd === stockCd);
    if (!line) throw new Error(`no seeded buy of ${stockCd} by ${memberId}`);
    return line.occurredAt;
  };
  const lastDividendPaidAt = (memberId: string, stockCd: string) => {
    const paid = ctx.data.accounts.get(memberId)?.dividends.filter((dividend) => dividend.stockCd === stockCd).map((dividend) => dividend.payAt).sort();
    const last = paid?.at(-1);
    if (!last) throw new Error(`no seeded dividend of ${stockCd} for ${memberId}`);
    return last;
  };
  const list: Array<Omit<MemberNotification, 'id'>> = [
    { memberId: 'demo-general', category: 'SUBSCRIPTION', title: '청약 완료', content: '광안리 오션뷰 스테이 100주 청약이 접수되었어요.', link: '/subscription/108', createdAt: appliedAt('demo-general', '108'), checked: false },
    { memberId: 'demo-general', category: 'TRADE', title: '매수 체결', content: '해운대 마린시티 오션스퀘어 40주가 4,900원에 매수 체결되었어요.', link: '/market/JG0003', createdAt: boughtAt('demo-general', 'JG0003'), checked: true },
    { memberId: 'demo-general', category: 'NOTICE', title: '공지사항', content: '조각 서비스 이용약관 개정 안내', link: '/support/notice/1', createdAt: at(72), checked: false },
    { memberId: 'demo-general', category: 'EVENT', title: '이벤트', content: '친구 초대하고 커피 받기 이벤트가 진행 중이에요.', link: '/community/event/2', createdAt: at(120), checked: true },
    { memberId: 'demo-income', category: 'ACCOUNT', title: '배당금 입금', content: '성수 레드브릭 오피스 배당금이 입금되었어요.', link: '/assets', createdAt: lastDividendPaidAt('demo-income', 'JG0002'), checked: false },
    { memberId: 'demo-pro', category: 'SUBSCRIPTION', title: '청약 완료', content: '판교 테크원 라이프 2,000주 청약이 접수되었어요.', link: '/subscription/109', createdAt: appliedAt('demo-pro', '109'), checked: false },
  ];
  // Kept newest first, as notices arrive (`notify` puts each new one at the front).
  return list.map((item, index) => ({ ...item, id: String(index + 1) })).sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
}

/**
 * When a seeded application was made, as the rules would have taken it (never on a weekend or
 * holiday, which refuse applications) within the offering's window: 10:00 on the last trading day
 * since it opened and before today; failing one (it opened over a long weekend), today's opening
 * hour when that has passed; failing that, the day it opened.
 *
 * @example
 * seededApplicationTime(monday10am, offering, KOREAN_HOLIDAYS, 9); // last Friday 10:00, if open then
 */
function seededApplicationTime(now: DateTime, offering: Offering, holidays: readonly string[], openingHour: number): DateTime {
  const opened = DateTime.fromISO(offering.subsBeginAt, { zone: SEOUL }).startOf('day');
  const tradingDay = (day: DateTime) => isBusinessDay(day, holidays);
  for (let day = now.startOf('day').minus({ days: 1 }); day >= opened; day = day.minus({ days: 1 })) {
    if (tradingDay(day)) return day.set({ hour: 10 });
  }
  const todayOpening = now.startOf('day').set({ hour: openingHour });
  return tradingDay(now) && todayOpening <= now ? todayOpening : opened.set({ hour: 10 });
}

/**
 * Fill an empty data set with the demo world, relative to the clock's day.
 */
export function seedData(ctx: SandboxContext): void {
  const now = ctx.clock.now();
  const data = ctx.data;
  for (const member of seedMembers(now)) data.members.set(member.id, member);
  data.offerings = seedOfferings(now);
  for (const member of data.members.values()) {
    const seed = ACCOUNT_SEEDS[member.id];
    if (!member.accountNo || !seed) continue;
    const holdings = new Map<string, Holding>(seed.holdings.map(([stockCd, quantity, averagePrice]) => [stockCd, { stockCd, quantity, reservedQuantity: 0, averagePrice }]));
    const account: Account = {
      memberId: member.id,
      accountNo: member.accountNo,
      cash: seed.cash,
      reservedForOrders: 0,
      reservedForSubscriptions: 0,
      holdings,
      password: DEMO_ACCOUNT_PASSWORD,
      dw: [],
      history: [],
      dividends: [],
      realizedProfit: 0,
      receptionLookupDealSeq: 0,
      investedByYear: new Map([[now.year, seed.investedThisYear]]),
      orderedToday: new Map(),
    };
    data.accounts.set(member.id, account);
    const agreedAt = isoSeoul(now.minus({ months: 6 }).startOf('day').set({ hour: 9 }));
    data.agreements.set(
      member.id,
      new Map(['terms', 'privacy-info', 'electronic-finance'].map((key) => [key, { agreedAt, version: '1.0' }])),
    );
  }
  for (const offering of data.offerings) {
    const price = LISTED_PRICES[offering.stockCd];
    if (price === undefined) continue;
    const stock = createListedStock(ctx, offering, price);
    const recent = dailyPricesFor(ctx.rng, ctx.settings.holidays, ctx.clock.now(), price, RECENT_HISTORY_DAYS);
    // The older days come from the stock's own seed, so the state's seed (and all the demo data
    // drawn after this) stays as it was.
    const oldest = recent[0];
    const older = oldest ? dailyPricesFor(createRng(seedOfCode(offering.stockCd)), ctx.settings.holidays, DateTime.fromISO(oldest.date, { zone: SEOUL }), oldest.openPrice, OLDER_HISTORY_DAYS) : [];
    stock.dailyPrices = [...older, ...recent];
  }
  // Seeded applications as the rules left them: the 증거금 is out of the seed's cash and held by
  // the partner; their SUBSCRIBE lines go into the history below.
  for (const [memberId, seed] of Object.entries(ACCOUNT_SEEDS)) {
    if (!seed.subscription) continue;
    const [offeringId, quantity] = seed.subscription;
    const offering = data.offerings.find((item) => item.id === offeringId);
    const account = data.accounts.get(memberId);
    if (!offering || !account) continue;
    const amount = quantity * offering.scrPrice;
    account.reservedForSubscriptions += amount;
    data.counters.subscription += 1;
    data.subscriptions.push({
      subscriptionId: `SB${String(data.counters.subscription).padStart(6, '0')}`,
      memberId,
      offeringId,
      quantity,
      amount,
      appliedAt: isoSeoul(seededApplicationTime(now, offering, ctx.settings.holidays, ctx.settings.dealHours.dealBeginHour)),
      status: 'APPLIED',
      allottedQuantity: 0,
      // The seed counts it in this year's usage (`investedThisYear`), so it gives back to this year.
      committedByYear: new Map([[now.year, amount]]),
    });
  }
  for (const account of data.accounts.values()) {
    if (data.members.get(account.memberId)?.marketMaker) continue;
    seedDividends(ctx, account);
    const subscriptions = data.subscriptions.filter((sub) => sub.memberId === account.memberId);
    seedHistory(ctx, account, ACCOUNT_SEEDS[account.memberId] ?? { cash: 0, holdings: [], investedThisYear: 0 }, subscriptions);
  }
  for (const stock of data.stocks.values()) seedMakerBook(ctx, stock);
  data.counters.history = 1_000;
  data.counters.dw = 1_000;
  data.counters.notification = 100;
  data.counters.qna = 100;
  data.votes = seedVotes(ctx);
  data.notifications = seedNotifications(ctx);
  data.notices = seedNotices(now);
  data.faqs = seedFaqs();
  data.qnas = seedQnas(now);
  data.events = seedEvents(now);
  data.stories = seedStories(now);
  data.press = seedPress(now);
  data.policies = seedPolicies(now);
}
