import '@jogak/features-support/styles.css';
import { onlyIdSegments } from '@jogak/app-core';
import { QnaDetailScreen } from '@jogak/features-support';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_main/support/qna/$id/')({
  params: { parse: (params) => onlyIdSegments(params, 'id') },
  component: function QnaDetailRoute() {
    // params.parse (onlyIdSegments) admits only 1–15 digits, so Number() is the exact id.
    return <QnaDetailScreen id={Number(Route.useParams().id)} />;
  },
});
