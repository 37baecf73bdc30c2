import '@jogak/features-support/styles.css';
import { onlyIdSegments, sessionStore } from '@jogak/app-core';
import { FaqDetailScreen } from '@jogak/features-support';
import { createFileRoute } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';

export const Route = createFileRoute('/_main/support/faq/$id')({
  params: { parse: (params) => onlyIdSegments(params, 'id') },
  component: function FaqDetailRoute() {
    const { token } = useSnapshot(sessionStore);
    // params.parse (onlyIdSegments) admits only 1–15 digits, so Number() is the exact id.
    return <FaqDetailScreen id={Number(Route.useParams().id)} signedIn={token !== ''} />;
  },
});
