import { DateTime } from 'luxon';

/** Every date in the sandbox is read on Seoul's wall clock, whatever the machine's zone. */
export const SEOUL = 'Asia/Seoul';

/** The sandbox's notion of "now": the real time by default, frozen and movable in tests. */
export interface SandboxClock {
  /** The current instant in Asia/Seoul. */
  now(): DateTime;
  /** Freeze the clock at an instant (ISO-8601 string, Date or epoch milliseconds). */
  set(at: string | Date | number): void;
  /** Move a frozen clock forward (or a live one, by shifting its offset). */
  advance(duration: { days?: number; hours?: number; minutes?: number; seconds?: number; milliseconds?: number }): void;
  /** Follow the machine's time again. */
  useRealTime(): void;
  /** Whether the clock is frozen. */
  readonly frozen: boolean;
}

function toDateTime(at: string | Date | number): DateTime {
  if (typeof at === 'string') return DateTime.fromISO(at, { zone: SEOUL });
  if (typeof at === 'number') return DateTime.fromMillis(at, { zone: SEOUL });
  return DateTime.fromJSDate(at, { zone: SEOUL });
}

/**
 * Create a clock. Given a start instant it is frozen there until `advance` or `useRealTime`.
 *
 * @example
 * const clock = createClock('2025-03-04T10:00:00+09:00');
 * clock.advance({ hours: 1 });
 * clock.now().toISO(); // '2025-03-04T11:00:00.000+09:00'
 */
export function createClock(start?: string | Date | number): SandboxClock {
  let fixed: DateTime | undefined = start === undefined ? undefined : toDateTime(start);
  let offsetMs = 0;
  if (fixed && !fixed.isValid) throw new RangeError(`Invalid clock start: ${String(start)}`);
  return {
    now: () => fixed ?? DateTime.now().plus({ milliseconds: offsetMs }).setZone(SEOUL),
    set(at) {
      const next = toDateTime(at);
      if (!next.isValid) throw new RangeError(`Invalid clock time: ${String(at)}`);
      fixed = next;
    },
    advance(duration) {
      if (fixed) fixed = fixed.plus(duration);
      else offsetMs += DateTime.fromMillis(0).plus(duration).toMillis();
    },
    useRealTime() {
      fixed = undefined;
      offsetMs = 0;
    },
    get frozen() {
      return fixed !== undefined;
    },
  };
}

/** ISO-8601 with the +09:00 offset and no milliseconds, as the contract writes dates. */
export function isoSeoul(at: DateTime): string {
  return at.setZone(SEOUL).startOf('second').toISO({ suppressMilliseconds: true }) ?? '';
}

/** `yyyyMMdd` on Seoul's calendar. */
export function compactDate(at: DateTime): string {
  return at.setZone(SEOUL).toFormat('yyyyMMdd');
}
