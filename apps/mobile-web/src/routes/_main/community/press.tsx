import '@jogak/features-community/styles.css';
import { PressScreen } from '@jogak/features-community';
import { createFileRoute } from '@tanstack/react-router';
import { useShellServices } from '../../../shell/use-shell-services';

export const Route = createFileRoute('/_main/community/press')({
  component: PressRoute,
});

function PressRoute() {
  const { bridge } = useShellServices();
  // An article opens through the shell, outside this WebView.
  return <PressScreen onOpenLink={(url) => bridge.send('openLink', { url })} />;
}
