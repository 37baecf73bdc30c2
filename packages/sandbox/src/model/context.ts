import type { DateTime } from 'luxon';
import type { DealHours } from './calendar';
import { isoSeoul, type SandboxClock } from './clock';
import type { TypedEmitter } from './emitter';
import type { SandboxEventMap } from './events';
import type { OrderBook } from './market/order-book';
import type { Rng } from './seed/rng';
import type {
  Account,
  Agreement,
  Faq,
  ListedStock,
  Member,
  MemberNotification,
  Notice,
  NotificationCategory,
  Offering,
  Order,
  PolicyDocument,
  PressArticle,
  Qna,
  QnaAttachmentFile,
  SandboxEventItem,
  Story,
  Subscription,
  Vote,
} from './types';

export interface Session {
  token: string;
  memberId: string;
  issuedAt: string;
}

/** Everything the sandbox holds; replaced as a whole on reset. */
export interface SandboxData {
  members: Map<string, Member>;
  accounts: Map<string, Account>;
  offerings: Offering[];
  subscriptions: Subscription[];
  stocks: Map<string, ListedStock>;
  books: Map<string, OrderBook>;
  orders: Map<string, Order>;
  votes: Vote[];
  notifications: MemberNotification[];
  notices: Notice[];
  faqs: Faq[];
  qnas: Qna[];
  qnaAttachments: QnaAttachmentFile[];
  events: SandboxEventItem[];
  stories: Story[];
  press: PressArticle[];
  policies: PolicyDocument[];
  /** memberId → agreement key → when and which version was agreed. */
  agreements: Map<string, Map<string, Agreement>>;
  sessions: Map<string, Session>;
  /** keypad tokens and other one-off secrets other modules keep per state. */
  extensions: Map<string, unknown>;
  counters: Record<'order' | 'trade' | 'seq' | 'notification' | 'qna' | 'attachment' | 'dw' | 'history' | 'subscription', number>;
  /** Last market status announced, null before the first sync. */
  marketOpen: boolean | null;
}

/** Settings that shape the rules; fixed for a state's lifetime. */
export interface SandboxSettings {
  holidays: readonly string[];
  dealHours: DealHours;
  /** Trading fee rate (VAT included), as the decimal it prints as. */
  feeRate: number;
  /** Share of a stock's listed quantity one member may order per side per day. */
  dailyTurnoverRate: number;
  /**
   * Ignore deal hours, weekends and holidays (demos at night): orders at any hour, no day off
   * (`dayOffYn` N), and applications at any hour of an offering's period.
   */
  alwaysOpen: boolean;
}

/** What every model operation works with. */
export interface SandboxContext {
  data: SandboxData;
  clock: SandboxClock;
  events: TypedEmitter<SandboxEventMap>;
  settings: SandboxSettings;
  rng: Rng;
}

/**
 * The next number of a counter, as a string id with an optional prefix.
 *
 * @example
 * nextId(ctx, 'order', 'O'); // 'O000123'
 */
export function nextId(ctx: SandboxContext, counter: keyof SandboxData['counters'], prefix = ''): string {
  ctx.data.counters[counter] += 1;
  return `${prefix}${String(ctx.data.counters[counter]).padStart(prefix ? 6 : 1, '0')}`;
}

/** The clock's current instant. */
export function nowOf(ctx: SandboxContext): DateTime {
  return ctx.clock.now();
}

/** The clock's current instant, ISO with +09:00. */
export function nowIso(ctx: SandboxContext): string {
  return isoSeoul(ctx.clock.now());
}

/**
 * Create a notification for a member and announce it.
 *
 * @example
 * notify(ctx, 'demo-general', 'TRADE', '매수 체결', '을지로 파인타워 1호 10주가 체결되었어요.', '/assets');
 */
export function notify(
  ctx: SandboxContext,
  memberId: string,
  category: NotificationCategory,
  title: string,
  content: string,
  link: string,
): MemberNotification {
  const notification: MemberNotification = {
    id: nextId(ctx, 'notification'),
    memberId,
    category,
    title,
    content,
    link,
    createdAt: nowIso(ctx),
    checked: false,
  };
  ctx.data.notifications.unshift(notification);
  ctx.events.emit('notification', { notification });
  return notification;
}
