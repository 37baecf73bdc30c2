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

/**
 * Each option of the variant by its `event`, so a message is checked against its own schema
 * only: the variant tries its options in turn, and the market's events, by far the busiest (up to
 * a thousand a second), are its last.
 */
const schemaByEvent = new Map<string, (typeof liveEventSchema.options)[number]>(liveEventSchema.options.map((option) => [option.entries.event.literal, option]));

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
  const event = typeof value === 'object' && value !== null ? (value as { event?: unknown }).event : undefined;
  const own = typeof event === 'string' ? schemaByEvent.get(event) : undefined;
  // An unknown event goes through the whole variant, which names the events it expected.
  const result = v.safeParse(own ?? liveEventSchema, value);
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
