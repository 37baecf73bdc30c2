import { delay, http, HttpResponse, type HttpHandler } from 'msw';

/** What a fault does to a matching call. */
export interface FaultInput {
  /** Answer with this status (401, 403, 500, 502 …) instead of the real answer. */
  status?: number;
  /** The error body's code; defaults per status (UNAUTHORIZED, A0007, INTERNAL_ERROR, PARTNER_UNAVAILABLE). */
  code?: string;
  /** The error body's Korean message; defaults per status. */
  message?: string;
  /** Wait this long first (then answer the fault's status, or the real answer). */
  delayMs?: number;
  /**
   * Hold the call until `release(id)` lets it go on (then `delayMs`, then the fault's status, or
   * the real answer). Clearing the fault or resetting the sandbox drops held calls instead, like
   * `abort`, so none outlives its test.
   */
  hold?: boolean;
  /** Drop the connection (`HttpResponse.error()`; the real server destroys the socket). */
  abort?: boolean;
  /** Only calls whose path contains this text (`*` matches anything); every API call when omitted. */
  path?: string;
  /** Only calls with this method. */
  method?: string;
  /** How many matching calls it affects; default 1; 0 means until cleared. */
  times?: number;
}

/** A fault waiting for calls. */
export interface Fault extends FaultInput {
  id: string;
  /** Calls it still affects; null when until cleared. */
  remaining: number | null;
}

/** The fault switches of one sandbox. */
export interface FaultSwitches {
  /** Arm a fault; returns it with its id. */
  add(input: FaultInput): Fault;
  /**
   * Disarm one fault, or all of them (which also restarts the ids at F1). Calls the fault(s) hold
   * are dropped (connection lost), not answered: a reset between tests ends every held call.
   */
  clear(id?: string): void;
  /**
   * Let the calls a holding fault (or every holding fault) keeps go on. A released fault holds no
   * more: a call it takes later, still armed (`times`) or not yet arrived, is not held.
   */
  release(id?: string): void;
  /**
   * How a call taken by fault `id` leaves its hold: `'released'` (go on) or `'cleared'` (drop).
   * Already `'released'` when the fault does not hold or was released; the fault handler awaits it.
   */
  untilReleased(id: string): Promise<'released' | 'cleared'>;
  /** The armed faults. */
  list(): Fault[];
  /** The fault for a call, consuming one use; undefined when none matches. */
  take(method: string, path: string): Fault | undefined;
}

/** How a held call leaves its hold: it goes on, or its fault was cleared and it is dropped. */
type HoldOutcome = 'released' | 'cleared';

/** The hold of one fault: open once, for every call it keeps. */
interface Gate {
  promise: Promise<HoldOutcome>;
  open(outcome: HoldOutcome): void;
}

function createGate(): Gate {
  let open: (outcome: HoldOutcome) => void = () => undefined;
  const promise = new Promise<HoldOutcome>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

const DEFAULTS: Readonly<Record<number, { code: string; message: string }>> = {
  400: { code: 'BAD_REQUEST', message: '요청을 처리할 수 없습니다.' },
  401: { code: 'UNAUTHORIZED', message: '로그인 후 이용해주세요' },
  403: { code: 'A0007', message: '고객확인(KYC)이 필요합니다.' },
  404: { code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' },
  500: { code: 'INTERNAL_ERROR', message: '일시적인 오류가 발생했습니다.' },
  502: { code: 'PARTNER_UNAVAILABLE', message: '제휴사 시스템이 응답하지 않습니다.' },
};

/** Paths the switches never touch: the sandbox's own control routes. */
const CONTROL_PREFIX = '/__sandbox';

function matches(pattern: string, path: string): boolean {
  if (!pattern.includes('*')) return path.includes(pattern);
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(escaped.join('.*')).test(path);
}

/**
 * Create fault switches: make the next call (or calls matching a path) answer 401, 403 with a
 * code, 500 or 502 with a message, answer slowly, hold until released, or drop the connection.
 *
 * @example
 * const faults = createFaultSwitches();
 * faults.add({ status: 500, message: 'token failed (/main/v1/account/agency/auth/token)', path: '/account/amts' });
 * faults.add({ abort: true }); // the next API call loses its connection
 * const held = faults.add({ hold: true, path: '/main/v1/member/info' }); // waits …
 * faults.release(held.id); // … until now
 */
export function createFaultSwitches(): FaultSwitches {
  let faults: Fault[] = [];
  let counter = 0;
  const gates = new Map<string, Gate>();
  const open = (id: string, outcome: HoldOutcome) => {
    gates.get(id)?.open(outcome);
    gates.delete(id);
  };
  return {
    add(input) {
      const times = input.times ?? 1;
      if (!Number.isInteger(times) || times < 0) throw new RangeError('times는 0 이상의 정수여야 합니다.');
      if (input.status !== undefined && (!Number.isInteger(input.status) || input.status < 400 || input.status > 599)) {
        throw new RangeError('status는 400–599 사이여야 합니다.');
      }
      if (input.status === undefined && !input.abort && input.delayMs === undefined && input.hold !== true) {
        throw new RangeError('status, abort, delayMs, hold 중 하나는 있어야 합니다.');
      }
      counter += 1;
      const fault: Fault = { ...input, id: `F${counter}`, remaining: times === 0 ? null : times };
      faults.push(fault);
      if (input.hold === true) gates.set(fault.id, createGate());
      return fault;
    },
    clear(id) {
      if (id === undefined) {
        faults = [];
        counter = 0;
        for (const gateId of [...gates.keys()]) open(gateId, 'cleared');
        return;
      }
      faults = faults.filter((fault) => fault.id !== id);
      open(id, 'cleared');
    },
    release(id) {
      for (const gateId of id === undefined ? [...gates.keys()] : [id]) open(gateId, 'released');
    },
    untilReleased: (id) => gates.get(id)?.promise ?? Promise.resolve('released'),
    list: () => faults.map((fault) => ({ ...fault })),
    take(method, path) {
      if (path.startsWith(CONTROL_PREFIX)) return undefined;
      const fault = faults.find(
        (item) => (!item.method || item.method.toUpperCase() === method.toUpperCase()) && (!item.path || matches(item.path, path)),
      );
      if (!fault) return undefined;
      if (fault.remaining !== null) {
        fault.remaining -= 1;
        if (fault.remaining === 0) faults = faults.filter((item) => item !== fault);
      }
      return { ...fault };
    },
  };
}

/**
 * The response a fault gives, or undefined when it only delays or holds.
 *
 * @example
 * faultResponse({ id: 'F1', remaining: 0, status: 403, code: 'A0009' }); // 403 { code: 'A0009', … }
 */
export function faultResponse(fault: Fault): Response | undefined {
  if (fault.abort) return HttpResponse.error();
  if (fault.status === undefined) return undefined;
  const fallback = DEFAULTS[fault.status] ?? { code: 'INTERNAL_ERROR', message: '에러가 발생했습니다.' };
  return HttpResponse.json({ code: fault.code ?? fallback.code, message: fault.message ?? fallback.message }, { status: fault.status });
}

/** Whether a path is one of the partner API's (the switches affect only those). */
function isApiPath(path: string): boolean {
  return path.startsWith('/main/') || path.startsWith('/auth/');
}

/**
 * The MSW handler that applies the switches; it goes first in the list and falls through to the
 * real handlers when no fault matches (or after a pure delay or hold).
 *
 * @example
 * setupServer(faultHandler(faults), ...otherHandlers);
 */
export function faultHandler(faults: FaultSwitches): HttpHandler {
  return http.all('*', async ({ request }) => {
    const path = new URL(request.url).pathname;
    if (!isApiPath(path)) return undefined;
    const fault = faults.take(request.method, path);
    if (!fault) return undefined;
    if (fault.hold === true && (await faults.untilReleased(fault.id)) === 'cleared') return HttpResponse.error();
    if (fault.delayMs !== undefined) await delay(fault.delayMs);
    return faultResponse(fault);
  });
}
