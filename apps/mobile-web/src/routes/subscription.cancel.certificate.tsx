import '@jogak/features-subscription/styles.css';
import { CancelCertificateScreen, parseCancelSearch } from '@jogak/features-subscription';
import { createFileRoute } from '@tanstack/react-router';
import { useShellServices } from '../shell/use-shell-services';

export const Route = createFileRoute('/subscription/cancel/certificate')({
  validateSearch: parseCancelSearch,
  component: CancelCertificateRoute,
});

function CancelCertificateRoute() {
  const { id, transNo } = Route.useSearch();
  const services = useShellServices();
  return <CancelCertificateScreen id={id} {...(transNo ? { transNo } : {})} onOpenPassword={services.openPartnerWebView} />;
}
