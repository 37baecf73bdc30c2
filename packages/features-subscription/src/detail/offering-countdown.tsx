import { offeringQueries } from '@jogak/api-client';
import { seoulCountdown } from '@jogak/domain-rules/seoul-calendar';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

export interface OfferingCountdownProps {
  /** The last day of the subscription; the countdown runs to its 23:59:59 in Seoul. */
  readonly endDate: string;
  /** The clock it reads, in epoch milliseconds. */
  readonly clock: () => number;
}

/**
 * 청약 마감까지 n일 HH:MM:SS, ticking every second, to 23:59:59 of the last day in Seoul; from
 * 00:00:00 of the next day it says the subscription has closed and asks the offerings again, so
 * the state the screen shows (청약 마감) and 청약하기 follow the server's close. Screen readers read
 * the time as words once (no live region that would speak every second). Needs a
 * `QueryClientProvider`.
 */
export function OfferingCountdown({ endDate, clock }: OfferingCountdownProps) {
  const queryClient = useQueryClient();
  const [now, setNow] = useState(clock);
  // Seoul's calendar decides when the last day ends (domain-rules); null once it has.
  const left = seoulCountdown(endDate, now);
  const ended = left === null;
  useEffect(() => {
    if (ended) return undefined;
    const timer = setInterval(() => setNow(clock()), 1000);
    return () => clearInterval(timer);
  }, [ended, clock]);
  useEffect(() => {
    // The cached offering still says OPEN. Every offering is asked again, not only this one: the
    // close is the same midnight for all whose last day it was, lists included; only the queries
    // on screen refetch, the rest are fetched when next shown.
    if (ended) void queryClient.invalidateQueries({ queryKey: offeringQueries.all() });
  }, [ended, queryClient]);
  if (left === null) {
    return (
      <p className="jg-subs-countdown" data-state="ended">
        청약이 마감되었어요
      </p>
    );
  }
  const time = `${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}`;
  return (
    <p className="jg-subs-countdown" data-state="running">
      <span className="jg-subs-countdown__label">청약 마감까지</span>{' '}
      <time className="jg-subs-countdown__time" aria-hidden="true" data-testid="countdown">
        {left.days > 0 ? `${left.days}일 ` : ''}
        {time}
      </time>
      <span className="jg-visually-hidden">
        {left.days}일 {left.hours}시간 {left.minutes}분 {left.seconds}초
      </span>
    </p>
  );
}
