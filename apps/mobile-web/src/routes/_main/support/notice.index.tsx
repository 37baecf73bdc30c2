import '@jogak/features-support/styles.css';
import { NoticeListScreen } from '@jogak/features-support';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_main/support/notice/')({
  component: NoticeListScreen,
});
