import { isToldByHttpPolicy, notificationMutations } from '@jogak/api-client';
import { Button, Tabs, showToast } from '@jogak/ui-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ALERT_CATEGORIES, type AlertCategory } from '../notification-category/notification-category';
import type { AlertSearch } from './alert-search';
import { useLiveNotifications, type SubscribeToNotifications } from './live-notifications';
import { NotificationFeed } from './notification-feed';

export interface AlertScreenProps {
  /** Opens a notification's own screen: an app path such as `/subscription/108`. */
  readonly onOpenLink: (href: string) => void;
  /** The live feed's `notification` events while the screen is open; without it the list only refreshes. */
  readonly subscribeToNotifications?: SubscribeToNotifications;
  /** /alert's validated query (`validateSearch: parseAlertSearch`): the tab on screen. */
  readonly search: AlertSearch;
  /** A tab was chosen: the app puts it in the query, so a member back from a notification finds it again. */
  readonly onSearchChange: (search: AlertSearch) => void;
}

/**
 * /alert: the member's notifications by category, newest first with infinite scroll, unread ones
 * marked; a tap checks one and opens its screen, 모두 읽음 checks them all. Opening the screen
 * records that the history was read, so the header bell drops its new mark.
 *
 * @example
 * <AlertScreen onOpenLink={(href) => navigate({ href })} subscribeToNotifications={subscribe} search={Route.useSearch()} onSearchChange={(next) => navigate({ to: '/alert', search: { tab: next.tab }, replace: true })} />
 */
export function AlertScreen({ onOpenLink, subscribeToNotifications, search, onSearchChange }: AlertScreenProps) {
  const queryClient = useQueryClient();
  const category: AlertCategory = search.tab ?? 'ALL';
  const markRead = useMutation(notificationMutations.markHistoryRead());
  const checkAll = useMutation(notificationMutations.checkAll());
  useLiveNotifications(queryClient, subscribeToNotifications);

  const { mutate: recordRead } = markRead;
  useEffect(() => {
    recordRead();
  }, [recordRead]);

  const onCheckAll = () =>
    checkAll.mutate(undefined, {
      onSuccess: ({ checkedCount }) => showToast(checkedCount > 0 ? `알림 ${checkedCount}개를 읽었어요.` : '새로 읽을 알림이 없어요.'),
      onError: (error) => {
        // A 401 was answered by the HTTP policy's own toast, which this one would replace.
        if (!isToldByHttpPolicy(error)) showToast('알림을 읽음으로 바꾸지 못했어요. 다시 시도해주세요.');
      },
    });

  return (
    <div className="jg-alert">
      {/* The header's 알림 is the page's title (its h1): the screen starts with its action. */}
      <div className="jg-alert__head">
        <Button status="outline" size="small" busy={checkAll.isPending} onClick={onCheckAll}>
          모두 읽음
        </Button>
      </div>
      <Tabs
        label="알림 종류"
        value={category}
        onValueChange={(tab) => onSearchChange(tab === 'ALL' ? {} : { tab })}
        items={ALERT_CATEGORIES.map((item) => ({
          value: item.value,
          label: item.label,
          content: <NotificationFeed category={item.value} onOpenLink={onOpenLink} />,
        }))}
      />
    </div>
  );
}
