import '@jogak/features-subscription/styles.css';
import { onlyIdSegments } from '@jogak/app-core';
import { parseSubsEndSearch, SubsEndScreen } from '@jogak/features-subscription';
import { createFileRoute } from '@tanstack/react-router';
import { useShellServices } from '../shell/use-shell-services';

export const Route = createFileRoute('/subscription/$id/subs-end')({
  params: { parse: (params) => onlyIdSegments(params, 'id') },
  validateSearch: parseSubsEndSearch,
  component: SubsEndRoute,
});

function SubsEndRoute() {
  const { id } = Route.useParams();
  const { transNo } = Route.useSearch();
  const { bridge } = useShellServices();
  return <SubsEndScreen id={Number(id)} {...(transNo ? { transNo } : {})} nativeBack={bridge} />;
}
