export { AlertScreen } from './alert-screen/alert-screen';
export type { AlertScreenProps } from './alert-screen/alert-screen';
export { ALERT_PAGE_SIZE } from './alert-screen/notification-feed';
export { addLiveNotification } from './alert-screen/live-notifications';
export type { SubscribeToNotifications } from './alert-screen/live-notifications';
export { ALERT_CATEGORIES, categoryLabel } from './notification-category/notification-category';
export type { AlertCategory } from './notification-category/notification-category';
export { notificationHref } from './notification-link/notification-link';
