import { boardQueries } from '@jogak/api-client';
import { RichText } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { DetailView } from '../board/detail-view';
import { eventPeriodText } from '../event-list/event-list-screen';
import { EVENT_STATUS_LABELS } from '../event-status/event-status';

export interface EventDetailScreenProps {
  /** The event's id (the route's `$id`, which the app's route admits only as an id). */
  readonly id: number;
  /** The referral code an event link carries (`?event=CODE`), if any. */
  readonly referralCode?: string;
  /** Keeps the referral code on the device (app-core's `STORAGE_KEYS.referralCode`). */
  readonly onReferralCode: (code: string) => void | Promise<void>;
}

/**
 * /community/event/{id}: the event's banner, status, period and its text (through RichText, so
 * its links open outside the app). An event link that carries a referral code (`?event=CODE`)
 * hands it to `onReferralCode` once, as the start-up page and the shell's `event` message do.
 *
 * @example
 * <EventDetailScreen id={2} referralCode={search.event} onReferralCode={(code) => persistence.set(STORAGE_KEYS.referralCode, code)} />
 */
export function EventDetailScreen({ id, referralCode, onReferralCode }: EventDetailScreenProps) {
  const storeReferralCode = useEffectEvent((code: string) => void onReferralCode(code));
  useEffect(() => {
    if (referralCode) storeReferralCode(referralCode);
  }, [referralCode]);

  const query = useQuery(boardQueries.event(id));
  return (
    <div className="jg-community">
      <DetailView query={query} notFoundText="이벤트를 찾을 수 없어요" errorText="이벤트를 불러오지 못했어요">
        {(event) => (
          <article className="jg-community-post" aria-labelledby="event-title">
            <img className="jg-community-post__banner" src={event.thumbImgUrl} alt="" />
            <header className="jg-community-post__head">
              <span className="jg-community-badge" data-status={event.status}>
                {EVENT_STATUS_LABELS[event.status]}
              </span>
              <h2 id="event-title" className="jg-community-post__title">
                {event.title}
              </h2>
              <p className="jg-community-post__meta">
                <span className="jg-visually-hidden">이벤트 기간 </span>
                {eventPeriodText(event)}
              </p>
            </header>
            <RichText className="jg-community-post__body" html={event.contents} headingLevel={3} />
          </article>
        )}
      </DetailView>
    </div>
  );
}
