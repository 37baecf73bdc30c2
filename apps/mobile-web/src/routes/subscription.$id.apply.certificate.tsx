import '@jogak/features-subscription/styles.css';
import { onlyIdSegments } from '@jogak/app-core';
import { ApplyCertificateScreen } from '@jogak/features-subscription';
import { createFileRoute } from '@tanstack/react-router';
import { useShellServices } from '../shell/use-shell-services';

export const Route = createFileRoute('/subscription/$id/apply/certificate')({
  params: { parse: (params) => onlyIdSegments(params, 'id') },
  component: ApplyCertificateRoute,
});

function ApplyCertificateRoute() {
  const { id } = Route.useParams();
  const services = useShellServices();
  return <ApplyCertificateScreen id={Number(id)} onOpenPassword={services.openPartnerWebView} />;
}
