import * as v from 'valibot';
import { type LiveEvent, liveEventSchema } from './live-event-schema';

/** Why a message was dropped. */
export interface LiveEventRejection {
  ok: false;
  /** `not-json`: the body is not JSON; `invalid`: JSON that is not a live event. */
  reason: 'not-json' | 'invalid';
  /** One line per problem, with the path of the field (`data.price: Invalid type…`). */
  problems: string[];
}

/** The outcome of reading one message. */
export type LiveEventParseResult = { ok: true; event: LiveEvent } | LiveEventRejection;

/**
 * Read one live message: a JSON string (a STOMP body) or an already-parsed value. Never throws:
 * a malformed message comes back as a rejection to report and drop.
 *
 * @example
 * const result = parseLiveEvent('{"event":"market-trade","data":{…}}');
 * if (result.ok) apply(result.event);
 * else report(result.problems);
 */
export function parseLiveEvent(input: unknown): LiveEventParseResult {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch (error) {
      return { ok: false, reason: 'not-json', problems: [error instanceof Error ? error.message : String(error)] };
    }
  }
  const result = v.safeParse(liveEventSchema, value);
  if (result.success) return { ok: true, event: result.output };
  return {
    ok: false,
    reason: 'invalid',
    problems: result.issues.map((issue) => {
      const path = v.getDotPath(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    }),
  };
}
