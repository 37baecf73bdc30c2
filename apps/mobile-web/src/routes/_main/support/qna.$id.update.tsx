import '@jogak/features-support/styles.css';
import { QnaUpdateScreen } from '@jogak/features-support';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_main/support/qna/$id/update')({
  component: function QnaUpdateRoute() {
    return <QnaUpdateScreen id={Route.useParams().id} />;
  },
});
