import '@jogak/features-subscription/styles.css';
import { ApplyCertificateScreen } from '@jogak/features-subscription';
import { createFileRoute } from '@tanstack/react-router';
import { useShellServices } from '../shell/use-shell-services';

export const Route = createFileRoute('/subscription/$id/apply/certificate')({
  component: ApplyCertificateRoute,
});

function ApplyCertificateRoute() {
  const { id } = Route.useParams();
  const services = useShellServices();
  return <ApplyCertificateScreen id={Number(id)} onOpenPassword={services.openPartnerWebView} />;
}
