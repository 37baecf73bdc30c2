import * as v from 'valibot';

const text = v.string();
const filled = v.pipe(v.string(), v.nonEmpty());
/** Epoch milliseconds. */
const instant = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * The payload schema of every native → web message of spec section 4, keyed by its wire `type`.
 * Unknown fields are ignored so an older web build keeps working with a newer shell.
 */
export const nativeMessageSchemas = {
  init: v.object({
    pushToken: text,
    os: v.pipe(v.string(), v.toUpperCase()),
    version: text,
    pin: v.optional(text, ''),
  }),
  foreground: v.object({ at: v.optional(instant) }),
  background: v.object({ at: v.optional(instant) }),
  backButton: v.object({}),
  close: v.object({}),
  'account-tmp': v.object({ tmpCustNo: filled }),
  'account-complete': v.object({ accountNo: filled }),
  'account-linked': v.object({ success: v.boolean() }),
  'token-expire': v.object({}),
  /** A partner password page (apply or cancel) confirmed its order; `transNo` is the page's `trans_no`. */
  'password-complete': v.object({ transNo: filled }),
  route: v.object({ route: filled }),
  apppush: v.object({ path: filled, query: v.optional(v.record(v.string(), v.string()), {}) }),
  deferredLinkUrl: v.object({ url: filled }),
  event: v.object({ referralCode: filled }),
  osVersion: v.object({ os: v.pipe(v.string(), v.toUpperCase()), version: text }),
  needUpdate: v.object({
    required: v.boolean(),
    latestVersion: v.optional(text),
    storeUrl: v.optional(v.pipe(v.string(), v.url())),
  }),
  networkChange: v.object({
    connection: v.picklist(['wifi', 'cellular', 'ethernet', 'none', 'unknown']),
  }),
} as const;

export type NativeMessageType = keyof typeof nativeMessageSchemas;

/** The wire names the spec also uses for a message, read as the canonical type. */
const ALIASES: Readonly<Record<string, NativeMessageType>> = { getInitialInfo: 'init' };

type ParsedPayloads = {
  [T in NativeMessageType]: v.InferOutput<(typeof nativeMessageSchemas)[T]>;
};

/**
 * What handlers receive. `foreground` and `background` always carry `at`: the shell's timestamp
 * when it sent one (the simulator uses this to play "11 minutes in the background"), otherwise
 * the moment the message arrived.
 */
export type NativeMessagePayloads = Omit<ParsedPayloads, 'foreground' | 'background'> & {
  foreground: { at: number };
  background: { at: number };
};

/** One discriminated union of every native → web message. */
export type NativeMessage = {
  [T in NativeMessageType]: { type: T; payload: NativeMessagePayloads[T] };
}[NativeMessageType];

/** What a message looks like before the bridge fills in defaults (what a shell may send). */
export type NativeMessageInput = {
  [T in NativeMessageType]: { type: T; payload: v.InferInput<(typeof nativeMessageSchemas)[T]> };
}[NativeMessageType];

export type ParseMessageResult =
  | { ok: true; message: NativeMessage }
  | { ok: false; reason: 'unknown-type' | 'malformed'; detail: string };

/**
 * Checks a message's type and payload against the spec's shapes.
 *
 * @example
 * parseNativeMessage('account-linked', { success: true }, Date.now);
 * // { ok: true, message: { type: 'account-linked', payload: { success: true } } }
 * parseNativeMessage('account-linked', { success: 'yes' }, Date.now).ok; // false
 */
export function parseNativeMessage(
  type: string,
  payload: unknown,
  now: () => number,
): ParseMessageResult {
  const canonical = ALIASES[type] ?? type;
  if (!Object.hasOwn(nativeMessageSchemas, canonical)) {
    return { ok: false, reason: 'unknown-type', detail: `알 수 없는 메시지 종류: ${type}` };
  }
  const messageType = canonical as NativeMessageType;
  const result = v.safeParse(nativeMessageSchemas[messageType], payload);
  if (!result.success) {
    return { ok: false, reason: 'malformed', detail: describeIssues(messageType, result.issues) };
  }
  if (messageType === 'foreground' || messageType === 'background') {
    const { at } = result.output as { at?: number };
    return { ok: true, message: { type: messageType, payload: { at: at ?? now() } } };
  }
  return { ok: true, message: { type: messageType, payload: result.output } as NativeMessage };
}

/** A one-line Korean summary of schema issues for the drop report. */
export function describeIssues(subject: string, issues: readonly v.BaseIssue<unknown>[]): string {
  const parts = issues.map((issue) => {
    const path = v.getDotPath(issue);
    return `${path ?? '(전체)'}: ${issue.message}`;
  });
  return `${subject} 형식이 올바르지 않아요 — ${parts.join('; ')}`;
}
