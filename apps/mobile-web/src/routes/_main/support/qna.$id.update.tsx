import '@jogak/features-support/styles.css';
import { onlyIdSegments } from '@jogak/app-core';
import { QnaUpdateScreen } from '@jogak/features-support';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_main/support/qna/$id/update')({
  params: { parse: (params) => onlyIdSegments(params, 'id') },
  component: function QnaUpdateRoute() {
    // params.parse (onlyIdSegments) admits only 1–15 digits, so Number() is the exact id.
    return <QnaUpdateScreen id={Number(Route.useParams().id)} />;
  },
});
