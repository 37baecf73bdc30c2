import { useEffect, useState } from 'react';
import { countdownToEnd } from '../offering-facts/countdown-to-end';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

export interface OfferingCountdownProps {
  /** The last day of the subscription; the countdown runs to its 23:59:59 in Seoul. */
  readonly endDate: string;
}

/**
 * 청약 마감까지 n일 HH:MM:SS, ticking every second. Screen readers read the time as words once
 * (no live region that would speak every second).
 */
export function OfferingCountdown({ endDate }: OfferingCountdownProps) {
  const [now, setNow] = useState(() => Date.now());
  const left = countdownToEnd(endDate, now);
  useEffect(() => {
    if (left.ended) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left.ended]);
  if (left.ended) {
    return (
      <p className="jg-subs-countdown" data-state="ended">
        청약이 마감되었어요
      </p>
    );
  }
  const clock = `${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}`;
  return (
    <p className="jg-subs-countdown" data-state="running">
      <span className="jg-subs-countdown__label">청약 마감까지</span>{' '}
      <time className="jg-subs-countdown__time" aria-hidden="true" data-testid="countdown">
        {left.days > 0 ? `${left.days}일 ` : ''}
        {clock}
      </time>
      <span className="jg-subs-visually-hidden">
        {left.days}일 {left.hours}시간 {left.minutes}분 {left.seconds}초
      </span>
    </p>
  );
}
