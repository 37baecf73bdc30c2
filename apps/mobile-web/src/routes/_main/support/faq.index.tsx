import '@jogak/features-support/styles.css';
import { sessionStore } from '@jogak/app-core';
import { FaqListScreen, parseFaqListSearch } from '@jogak/features-support';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';

export const Route = createFileRoute('/_main/support/faq/')({
  validateSearch: parseFaqListSearch,
  component: FaqListRoute,
});

function FaqListRoute() {
  const navigate = useNavigate();
  const { token } = useSnapshot(sessionStore);
  return (
    <FaqListScreen
      search={Route.useSearch()}
      // Both keys named, an absent one as undefined: an empty query would be carried over (carrySearch).
      onSearchChange={(next) => void navigate({ to: '/support/faq', search: { category: next.category, q: next.q }, replace: true })}
      signedIn={token !== ''}
    />
  );
}
