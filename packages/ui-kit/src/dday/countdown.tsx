import { countdownTo, isEnded, type DateInput } from '@jogak/domain-rules';
import { useEffect, useState } from 'react';

export interface CountdownProps {
  /** The end day; the countdown runs to 23:59:59 of it in Seoul (spec §9). */
  endDate: DateInput;
  /** A fixed "now" (stories, tests); when absent the clock ticks every second. */
  now?: DateInput;
  /** Read before the time, e.g. '청약 마감까지'. */
  label?: string;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * Days plus HH:MM:SS until the end of `endDate`. The visible clock is hidden from screen readers,
 * which get the same time as words without a live region that would speak every second.
 *
 * @example
 * <Countdown endDate={item.subsEndAt} label="청약 마감까지" />
 */
export function Countdown({ endDate, now, label }: CountdownProps) {
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    if (now !== undefined) return;
    const timer = setInterval(() => setTick(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [now]);
  const at = now ?? tick;
  const { days, hours, minutes, seconds } = countdownTo(endDate, at);
  // Over only after 23:59:59: during that last second the clock reads 00:00:00 and is still open.
  const ended = isEnded(endDate, at);
  const spoken = `${days}일 ${hours}시간 ${minutes}분 ${seconds}초`;
  return (
    <span className="jg-countdown" data-state={ended ? 'ended' : 'running'}>
      {label ? <span className="jg-countdown__label">{label} </span> : null}
      <span aria-hidden="true">
        {days > 0 ? `${days}일 ` : ''}
        {pad(hours)}:{pad(minutes)}:{pad(seconds)}
      </span>
      <span className="jg-visually-hidden">{ended ? '마감' : spoken}</span>
    </span>
  );
}
