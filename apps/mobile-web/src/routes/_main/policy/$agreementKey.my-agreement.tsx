import '@jogak/features-policy/styles.css';
import { MyAgreementScreen, parseMyAgreementSearch } from '@jogak/features-policy';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_main/policy/$agreementKey/my-agreement')({
  validateSearch: parseMyAgreementSearch,
  component: function MyAgreementRoute() {
    return <MyAgreementScreen agreementKey={Route.useParams().agreementKey} search={Route.useSearch()} />;
  },
});
