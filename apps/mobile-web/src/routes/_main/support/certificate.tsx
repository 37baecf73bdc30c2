import '@jogak/features-support/styles.css';
import { CertificateScreen } from '@jogak/features-support';
import { createFileRoute } from '@tanstack/react-router';
import { useShellServices } from '../../../shell/use-shell-services';

export const Route = createFileRoute('/_main/support/certificate')({
  component: CertificateRoute,
});

function CertificateRoute() {
  const { bridge } = useShellServices();
  // The shell keeps the certificates; the bridge's cert.list is the only way to read them.
  return <CertificateScreen loadCertificates={() => bridge.request('cert.list').then((answer) => answer.certificates)} />;
}
