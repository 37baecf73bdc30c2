import * as v from 'valibot';

/**
 * The wire protocol version carried in every envelope as `jogak`. A shell that sees a higher
 * number than it knows must still answer commands it understands and ignore unknown fields;
 * a breaking change bumps this number (NATIVE_BRIDGE.md, "Versioning").
 */
export const PROTOCOL_VERSION = 1;

/**
 * Why a command failed, as the web side sees it. The first four may also arrive on the wire.
 * `no-certificate`: a signing command (`kakaoPay.login`, `kakaoPay.sign`, `cert.sign`) found no
 * certificate registered for the person, as opposed to a signing that failed (`rejected`).
 */
export type NativeBridgeErrorKind =
  | 'rejected'
  | 'cancelled'
  | 'unavailable'
  | 'no-certificate'
  | 'timeout'
  | 'invalid-reply'
  | 'disposed';

/** Error kinds a shell may put in a failed reply. Anything else is read as `rejected`. */
export const WIRE_ERROR_KINDS = ['rejected', 'cancelled', 'unavailable', 'no-certificate'] as const;

/** web → native: one command. `reply: true` means the shell must answer with the same `id`. */
export interface CommandEnvelope {
  jogak: typeof PROTOCOL_VERSION;
  kind: 'command';
  id: string;
  command: string;
  payload: Record<string, unknown>;
  reply: boolean;
}

/**
 * Recognises our envelopes among everything else that reaches `window` through `message`
 * events (dev tools, other SDKs): only objects carrying `jogak` are ours.
 */
export function isJogakEnvelope(data: unknown): data is { jogak: unknown } {
  return typeof data === 'object' && data !== null && 'jogak' in data;
}

const replyErrorSchema = v.object({
  kind: v.fallback(v.picklist(WIRE_ERROR_KINDS), 'rejected'),
  message: v.optional(v.string()),
});

/** native → web: the answer to a command sent with `reply: true`. */
export const replyEnvelopeSchema = v.variant('ok', [
  v.object({
    jogak: v.literal(PROTOCOL_VERSION),
    kind: v.literal('reply'),
    id: v.pipe(v.string(), v.nonEmpty()),
    ok: v.literal(true),
    result: v.optional(v.unknown()),
  }),
  v.object({
    jogak: v.literal(PROTOCOL_VERSION),
    kind: v.literal('reply'),
    id: v.pipe(v.string(), v.nonEmpty()),
    ok: v.literal(false),
    error: replyErrorSchema,
  }),
]);

/** native → web: an event the shell reports on its own (payload checked per type later). */
export const messageEnvelopeSchema = v.object({
  jogak: v.literal(PROTOCOL_VERSION),
  kind: v.literal('message'),
  type: v.pipe(v.string(), v.nonEmpty()),
  payload: v.optional(v.unknown(), {}),
});

/** Reads a wire value that may be a JSON string (Android, React Native) or an object (iOS). */
export function decodeWire(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}
