import * as v from 'valibot';
import {
  commandResultSchemas,
  DEFAULT_TIMEOUTS_MS,
  type CommandPayloads,
  type CommandResults,
  type EmptyPayload,
  type FireCommandName,
  type RequestCommandName,
} from './commands';
import { createDedupe, DEFAULT_DEDUPE_WINDOW_MS } from './dedupe';
import {
  describeIssues,
  parseNativeMessage,
  type NativeMessage,
  type NativeMessagePayloads,
  type NativeMessageType,
} from './messages';
import { NativeBridgeError } from './native-bridge-error';
import {
  decodeWire,
  isJogakEnvelope,
  messageEnvelopeSchema,
  PROTOCOL_VERSION,
  replyEnvelopeSchema,
  type CommandEnvelope,
} from './protocol';
import {
  createUnavailableTransport,
  detectShellTransport,
  type NativeTransport,
  type TransportName,
} from './transports';

/** Why an inbound wire value was not delivered. */
export type DropReason =
  | 'malformed'
  | 'unknown-type'
  | 'duplicate'
  | 'unknown-reply'
  | 'foreign-origin'
  | 'not-top-frame';

export interface BridgeDrop {
  reason: DropReason;
  /** Korean, for logs and the developer console. */
  detail: string;
  /** The value as it arrived (after JSON decoding). */
  wire: unknown;
}

export interface CreateNativeBridgeOptions {
  /** The page's window; defaults to the global one. Replies and messages arrive on it. */
  window?: Window;
  /** Forces a transport. Without it the shell is detected at start-up. */
  transport?: NativeTransport;
  /** Used when no shell is detected, e.g. `() => createBrowserTransport()` in development. */
  fallback?: () => NativeTransport;
  /** Per-command answer deadlines, over `DEFAULT_TIMEOUTS_MS` (`null`: none). */
  timeoutsMs?: Partial<Record<RequestCommandName, number | null>>;
  /** Identical message types closer than this are dropped. Default 100 ms (spec section 9). */
  dedupeWindowMs?: number;
  /** The clock for de-duplication and default timestamps; injectable for tests. */
  now?: () => number;
  /** Every dropped inbound value is reported here (malformed, duplicate, foreign origin …). */
  onDropped?: (drop: BridgeDrop) => void;
  /**
   * Lets the bridge work while the page is framed. Only for hosts that always frame what they
   * render (Storybook, browser test runners); never in the app, where the top-frame rule is
   * what keeps a framing page from driving the shell. Origin and source checks still apply.
   */
  allowInFrame?: boolean;
}

type PayloadArgs<P> = EmptyPayload extends P ? [payload?: P] : [payload: P];

export interface RequestOptions {
  /** Overrides the command's deadline for this call (`null`: none). */
  timeoutMs?: number | null;
  /** Aborting fails the call with `cancelled` (the shell may still finish its side). */
  signal?: AbortSignal;
}

export interface NativeBridge {
  /** Which transport was chosen at start-up. */
  readonly transport: TransportName;
  /** Posts a fire-and-forget command. Never throws: a missing shell is warned about on the console. */
  send<C extends FireCommandName>(command: C, ...args: PayloadArgs<CommandPayloads[C]>): void;
  /** Posts an answering command and resolves with its checked answer. Fails with `NativeBridgeError`. */
  request<C extends RequestCommandName>(
    command: C,
    ...args: [...PayloadArgs<CommandPayloads[C]>, options?: RequestOptions]
  ): Promise<CommandResults[C]>;
  /** Subscribes to one message type; returns the unsubscribe. */
  on<T extends NativeMessageType>(type: T, handler: (payload: NativeMessagePayloads[T]) => void): () => void;
  /** Subscribes to every message (for a single `switch` in the app); returns the unsubscribe. */
  onMessage(handler: (message: NativeMessage) => void): () => void;
  /** Feeds one wire value (JSON string or object) as if it came from the shell. */
  receive(wire: unknown): void;
  /** Stops listening and fails every pending call with `disposed`. */
  dispose(): void;
}

interface Pending {
  command: RequestCommandName;
  resolve(value: unknown): void;
  reject(error: NativeBridgeError): void;
}

function createIdFactory(now: () => number): () => string {
  // A per-page prefix keeps a late reply to a command of a previous page load from matching.
  const prefix = now().toString(36);
  let counter = 0;
  return () => `${prefix}-${(counter += 1).toString(36)}`;
}

function splitArgs(args: readonly unknown[]): { payload: Record<string, unknown>; options: RequestOptions } {
  const [payload, options] = args as [Record<string, unknown> | undefined, RequestOptions | undefined];
  return { payload: payload ?? {}, options: options ?? {} };
}

/**
 * Creates the bridge between the web app and its native shell: detects the transport, listens
 * for replies and messages on `window` (own origin and top frame only), validates and
 * de-duplicates them, and correlates answers to commands by id.
 *
 * @example
 * const bridge = createNativeBridge({
 *   fallback: import.meta.env.DEV ? () => createBrowserTransport() : undefined,
 *   onDropped: (drop) => console.warn(drop.detail),
 * });
 * const off = bridge.on('foreground', ({ at }) => resume(at));
 * const { value } = await bridge.request('storage.get', { key: 'user' });
 * bridge.send('copy', { text: '조각' });
 */
export function createNativeBridge(options: CreateNativeBridgeOptions = {}): NativeBridge {
  const win = options.window ?? (typeof window === 'undefined' ? undefined : window);
  const now = options.now ?? Date.now;
  const report = options.onDropped ?? (() => {});
  const isDuplicate = createDedupe(options.dedupeWindowMs ?? DEFAULT_DEDUPE_WINDOW_MS, now);
  const nextId = createIdFactory(now);
  const inFrame = !options.allowInFrame && win !== undefined && win !== win.top;
  const transport: NativeTransport = inFrame
    ? createUnavailableTransport()
    : (options.transport ??
      (win ? detectShellTransport(win) : null) ??
      options.fallback?.() ??
      createUnavailableTransport());

  const pending = new Map<string, Pending>();
  const typeHandlers = new Map<NativeMessageType, Set<(payload: never) => void>>();
  const anyHandlers = new Set<(message: NativeMessage) => void>();
  let disposed = false;

  function dispatch(message: NativeMessage): void {
    const calls: (() => void)[] = [];
    for (const handler of typeHandlers.get(message.type) ?? []) {
      calls.push(() => (handler as (payload: unknown) => void)(message.payload));
    }
    for (const handler of anyHandlers) calls.push(() => handler(message));
    for (const call of calls) {
      try {
        call();
      } catch (error) {
        // One failing subscriber must not starve the others; the error still surfaces globally.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  function receive(raw: unknown): void {
    if (disposed) return;
    const wire = decodeWire(raw);
    if (!isJogakEnvelope(wire)) return;
    const kind = (wire as { kind?: unknown }).kind;
    if (kind === 'reply') {
      receiveReply(wire);
      return;
    }
    const envelope = v.safeParse(messageEnvelopeSchema, wire);
    if (!envelope.success) {
      report({ reason: 'malformed', detail: describeIssues('메시지 봉투', envelope.issues), wire });
      return;
    }
    const parsed = parseNativeMessage(envelope.output.type, envelope.output.payload, now);
    if (!parsed.ok) {
      report({ reason: parsed.reason, detail: parsed.detail, wire });
      return;
    }
    if (isDuplicate(parsed.message.type)) {
      report({
        reason: 'duplicate',
        detail: `${parsed.message.type} 메시지가 ${options.dedupeWindowMs ?? DEFAULT_DEDUPE_WINDOW_MS}ms 안에 다시 와서 무시했어요.`,
        wire,
      });
      return;
    }
    dispatch(parsed.message);
  }

  function receiveReply(wire: unknown): void {
    const envelope = v.safeParse(replyEnvelopeSchema, wire);
    if (!envelope.success) {
      report({ reason: 'malformed', detail: describeIssues('응답 봉투', envelope.issues), wire });
      return;
    }
    const reply = envelope.output;
    const waiting = pending.get(reply.id);
    if (!waiting) {
      report({ reason: 'unknown-reply', detail: `기다리지 않는 응답이에요 (id ${reply.id}).`, wire });
      return;
    }
    if (!reply.ok) {
      waiting.reject(new NativeBridgeError(reply.error.kind, waiting.command, reply.error.message));
      return;
    }
    const result = v.safeParse(commandResultSchemas[waiting.command], reply.result ?? {});
    if (!result.success) {
      // The issues quote the validator's English: they go to `detail`, the screen gets the default Korean message.
      waiting.reject(
        new NativeBridgeError('invalid-reply', waiting.command, undefined, {
          detail: describeIssues(waiting.command, result.issues),
        }),
      );
      return;
    }
    waiting.resolve(result.output);
  }

  function post(command: string, payload: Record<string, unknown>, reply: boolean, id = nextId()): void {
    const envelope: CommandEnvelope = { jogak: PROTOCOL_VERSION, kind: 'command', id, command, payload, reply };
    transport.post(envelope);
  }

  function onWindowMessage(event: MessageEvent): void {
    if (!win || !isJogakEnvelope(decodeWire(event.data))) return;
    if (inFrame || (event.source !== null && event.source !== win)) {
      report({ reason: 'not-top-frame', detail: '최상위 창이 아닌 곳에서 온 메시지를 무시했어요.', wire: event.data });
      return;
    }
    if (event.origin !== win.location.origin) {
      report({
        reason: 'foreign-origin',
        detail: `다른 출처(${event.origin || '알 수 없음'})에서 온 메시지를 무시했어요.`,
        wire: event.data,
      });
      return;
    }
    receive(event.data);
  }

  win?.addEventListener('message', onWindowMessage);
  const disconnect = transport.connect?.(receive);
  if (!inFrame) {
    try {
      post('bridge.ready', { protocol: PROTOCOL_VERSION }, false);
    } catch {
      // No shell to greet: the unavailable transport reports itself on the first real command.
    }
  }

  return {
    transport: transport.name,
    send(command, ...args) {
      if (disposed) return;
      const { payload } = splitArgs(args);
      try {
        post(command, payload, false);
      } catch (error) {
        console.warn(`[native-bridge] ${command} 명령을 보내지 못했어요.`, error);
      }
    },
    request(command, ...args) {
      const { payload, options: callOptions } = splitArgs(args);
      return new Promise((resolve, reject) => {
        if (disposed) {
          reject(new NativeBridgeError('disposed', command));
          return;
        }
        if (callOptions.signal?.aborted) {
          reject(new NativeBridgeError('cancelled', command));
          return;
        }
        const id = nextId();
        // The call's deadline, else the bridge's for the command, else the default. `null` is one
        // given (none), not one left out, so `??` (which skips it) cannot choose.
        const given = [callOptions.timeoutMs, options.timeoutsMs?.[command]].find((deadline) => deadline !== undefined);
        const timeoutMs = given === undefined ? DEFAULT_TIMEOUTS_MS[command] : given;
        const onAbort = (): void => settle(() => reject(new NativeBridgeError('cancelled', command)));
        const timer = timeoutMs === null ? undefined : setTimeout(() => settle(() => reject(new NativeBridgeError('timeout', command))), timeoutMs);
        function settle(finish: () => void): void {
          clearTimeout(timer);
          callOptions.signal?.removeEventListener('abort', onAbort);
          pending.delete(id);
          finish();
        }
        callOptions.signal?.addEventListener('abort', onAbort, { once: true });
        pending.set(id, {
          command,
          resolve: (value) => settle(() => resolve(value as CommandResults[typeof command])),
          reject: (error) => settle(() => reject(error)),
        });
        try {
          post(command, payload, true, id);
        } catch {
          pending.get(id)?.reject(new NativeBridgeError('unavailable', command));
        }
      });
    },
    on(type, handler) {
      const set = typeHandlers.get(type) ?? new Set();
      typeHandlers.set(type, set);
      const entry = handler as (payload: never) => void;
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },
    onMessage(handler) {
      anyHandlers.add(handler);
      return () => {
        anyHandlers.delete(handler);
      };
    },
    receive,
    dispose() {
      if (disposed) return;
      disposed = true;
      win?.removeEventListener('message', onWindowMessage);
      disconnect?.();
      for (const waiting of [...pending.values()]) {
        waiting.reject(new NativeBridgeError('disposed', waiting.command));
      }
    },
  };
}
