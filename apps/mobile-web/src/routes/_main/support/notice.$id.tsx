import '@jogak/features-support/styles.css';
import { onlyIdSegments } from '@jogak/app-core';
import { NoticeDetailScreen } from '@jogak/features-support';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_main/support/notice/$id')({
  params: { parse: (params) => onlyIdSegments(params, 'id') },
  component: function NoticeDetailRoute() {
    // params.parse (onlyIdSegments) admits only 1–15 digits, so Number() is the exact id.
    return <NoticeDetailScreen id={Number(Route.useParams().id)} />;
  },
});
