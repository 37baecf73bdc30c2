import '@jogak/features-subscription/styles.css';
import { parseSubscriptionListSearch, SubscriptionListScreen } from '@jogak/features-subscription';
import { createFileRoute, useNavigate } from '@tanstack/react-router';

export const Route = createFileRoute('/_main/subscription/')({
  validateSearch: parseSubscriptionListSearch,
  component: SubscriptionListRoute,
});

function SubscriptionListRoute() {
  const navigate = useNavigate();
  return (
    <SubscriptionListScreen
      search={Route.useSearch()}
      onFilterChange={(filter) => void navigate({ to: '/subscription', search: { filter: filter === 'all' ? undefined : filter }, replace: true })}
    />
  );
}
