import { notificationMutations, notificationQueries, type components } from '@jogak/api-client';
import { InfiniteList } from '@jogak/ui-kit';
import { useInfiniteQuery, useMutation, type InfiniteData } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { categoryLabel, type AlertCategory } from '../notification-category/notification-category';
import { notificationHref } from '../notification-link/notification-link';
import { notificationTimeText } from './notification-time';

type Notification = components['schemas']['Notification'];
type NotificationPage = components['schemas']['NotificationPage'];

/** How many notifications one page brings. */
export const ALERT_PAGE_SIZE = 20;

export interface NotificationFeedProps {
  readonly category: AlertCategory;
  /** Opens a notification's own screen (an app path). */
  readonly onOpenLink: (href: string) => void;
}

/**
 * The feed's pages with each notification once, where it first shows. Pages are asked by number:
 * a notification that arrived live sits on top of the cached first page while the server counts
 * it too, so the next page starts with the one the first page already ends with (the feed's
 * `select`: the cache keeps the pages as the server and the live feed gave them).
 */
function withoutRepeatedNotifications(feed: InfiniteData<NotificationPage>): InfiniteData<NotificationPage> {
  const seen = new Set<number>();
  const firstSightings = (page: NotificationPage) =>
    page.content.filter((item) => {
      if (seen.has(item.id)) return false;
      seen.add(item.id);
      return true;
    });
  return { ...feed, pages: feed.pages.map((page) => ({ ...page, content: firstSightings(page) })) };
}

/** One category's history, newest first, loading the next page as its end scrolls into view. */
export function NotificationFeed({ category, onOpenLink }: NotificationFeedProps) {
  const feed = useInfiniteQuery({
    ...notificationQueries.feed({ ...(category === 'ALL' ? {} : { category }), size: ALERT_PAGE_SIZE }),
    select: withoutRepeatedNotifications,
  });
  return (
    <InfiniteList
      query={feed}
      itemsOf={(page) => page.content}
      keyOf={(item) => item.id}
      label={`${categoryLabel(category)} 알림`}
      className="jg-alert-list"
      loadingLabel="알림을 불러오는 중"
      skeletonLines={6}
      errorText="알림을 불러오지 못했어요."
      empty={{
        title: category === 'ALL' ? '받은 알림이 없어요' : `${categoryLabel(category)} 알림이 없어요`,
        description: '새 소식이 오면 여기에서 알려드릴게요.',
      }}
      moreLabel="알림 더 보기"
      moreFailedText="다음 알림을 불러오지 못했어요."
    >
      {(item) => <NotificationItem notification={item} onOpenLink={onOpenLink} />}
    </InfiniteList>
  );
}

function NotificationItem({ notification, onOpenLink }: { readonly notification: Notification; readonly onOpenLink: (href: string) => void }) {
  const check = useMutation(notificationMutations.check());
  const href = notificationHref(notification.linkPath);
  const unread = notification.checkYn === 'N';
  const open = (event: MouseEvent) => {
    event.preventDefault();
    if (unread) check.mutate(notification.id);
    if (href) onOpenLink(href);
  };
  const body = (
    <>
      <span className="jg-alert-item__head">
        <span className="jg-alert-item__category">{categoryLabel(notification.category)}</span>
        {unread ? <span className="jg-alert-item__unread">읽지 않음</span> : null}
        <time className="jg-alert-item__time" dateTime={notification.createdAt}>
          {notificationTimeText(notification.createdAt)}
        </time>
      </span>
      <span className="jg-alert-item__title">{notification.title}</span>
      <span className="jg-alert-item__contents">{notification.contents}</span>
    </>
  );
  const state = unread ? 'unread' : 'read';
  return href ? (
    <a href={href} className="jg-alert-item" data-state={state} onClick={open}>
      {body}
    </a>
  ) : (
    <button type="button" className="jg-alert-item" data-state={state} onClick={open}>
      {body}
    </button>
  );
}
