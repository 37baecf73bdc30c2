import { notificationMutations, notificationQueries, type components } from '@jogak/api-client';
import { EmptyState, ErrorState, LoadMore, Skeleton } from '@jogak/ui-kit';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { categoryLabel, type AlertCategory } from '../notification-category/notification-category';
import { notificationHref } from '../notification-link/notification-link';
import { notificationTimeText } from './notification-time';

type Notification = components['schemas']['Notification'];

/** How many notifications one page brings. */
export const ALERT_PAGE_SIZE = 20;

export interface NotificationFeedProps {
  readonly category: AlertCategory;
  /** Opens a notification's own screen (an app path). */
  readonly onOpenLink: (href: string) => void;
}

/** One category's history, newest first, loading the next page as its end scrolls into view. */
export function NotificationFeed({ category, onOpenLink }: NotificationFeedProps) {
  const feed = useInfiniteQuery(notificationQueries.feed({ ...(category === 'ALL' ? {} : { category }), size: ALERT_PAGE_SIZE }));
  if (feed.isPending) return <Skeleton lines={6} label="알림을 불러오는 중" />;
  if (feed.isError) {
    return <ErrorState description="알림을 불러오지 못했어요." onRetry={() => void feed.refetch()} />;
  }
  const items = feed.data.pages.flatMap((page) => page.content);
  if (items.length === 0) {
    return (
      <EmptyState
        title={category === 'ALL' ? '받은 알림이 없어요' : `${categoryLabel(category)} 알림이 없어요`}
        description="새 소식이 오면 여기에서 알려드릴게요."
      />
    );
  }
  return (
    <>
      <ul className="jg-alert-list" aria-label={`${categoryLabel(category)} 알림`}>
        {items.map((item) => (
          <li key={item.id}>
            <NotificationItem notification={item} onOpenLink={onOpenLink} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasNextPage={feed.hasNextPage}
        isFetchingNextPage={feed.isFetchingNextPage}
        failed={feed.isFetchNextPageError}
        onLoadMore={() => void feed.fetchNextPage()}
        label="알림 더 보기"
        failedText="다음 알림을 불러오지 못했어요."
      />
    </>
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
