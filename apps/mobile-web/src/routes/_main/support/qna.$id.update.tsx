import '@jogak/features-support/styles.css';
import { onlyIdSegments } from '@jogak/app-core';
import { QnaUpdateScreen } from '@jogak/features-support';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_main/support/qna/$id/update')({
  params: { parse: (params) => onlyIdSegments(params, 'id') },
  component: function QnaUpdateRoute() {
    return <QnaUpdateScreen id={Route.useParams().id} />;
  },
});
