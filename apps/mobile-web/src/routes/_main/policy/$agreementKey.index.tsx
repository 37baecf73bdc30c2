import '@jogak/features-policy/styles.css';
import { PolicyDocumentScreen } from '@jogak/features-policy';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_main/policy/$agreementKey/')({
  component: function PolicyDocumentRoute() {
    return <PolicyDocumentScreen agreementKey={Route.useParams().agreementKey} />;
  },
});
