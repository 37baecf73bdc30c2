import '@jogak/features-support/styles.css';
import { onlyIdSegments } from '@jogak/app-core';
import { NoticeDetailScreen } from '@jogak/features-support';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_main/support/notice/$id')({
  params: { parse: (params) => onlyIdSegments(params, 'id') },
  component: function NoticeDetailRoute() {
    return <NoticeDetailScreen id={Route.useParams().id} />;
  },
});
