import '@jogak/features-community/styles.css';
import { onlyIdSegments, STORAGE_KEYS } from '@jogak/app-core';
import { EventDetailScreen, parseEventDetailSearch } from '@jogak/features-community';
import { createFileRoute } from '@tanstack/react-router';
import { useShellServices } from '../../../shell/use-shell-services';

export const Route = createFileRoute('/_main/community/event/$id')({
  params: { parse: (params) => onlyIdSegments(params, 'id') },
  validateSearch: parseEventDetailSearch,
  component: EventDetailRoute,
});

function EventDetailRoute() {
  // params.parse (onlyIdSegments) admits only 1–15 digits, so Number() is the exact id.
  const id = Number(Route.useParams().id);
  const { event } = Route.useSearch();
  const { persistence } = useShellServices();
  // An event link's referral code is kept where start-up and the shell's `event` message keep it.
  return <EventDetailScreen id={id} referralCode={event} onReferralCode={(code) => persistence.set(STORAGE_KEYS.referralCode, code)} />;
}
