import '@jogak/features-support/styles.css';
import { onlyIdSegments } from '@jogak/app-core';
import { QnaDetailScreen } from '@jogak/features-support';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_main/support/qna/$id/')({
  params: { parse: (params) => onlyIdSegments(params, 'id') },
  component: function QnaDetailRoute() {
    return <QnaDetailScreen id={Route.useParams().id} />;
  },
});
