import '@jogak/features-support/styles.css';
import { NoticeDetailScreen } from '@jogak/features-support';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_main/support/notice/$id')({
  component: function NoticeDetailRoute() {
    return <NoticeDetailScreen id={Route.useParams().id} />;
  },
});
