import { ProspectusScreen } from '@jogak/features-subscription';
import { createFileRoute } from '@tanstack/react-router';
import { documentActions } from '../../routing/document-actions';
import { useShellServices } from '../../shell/use-shell-services';

export const Route = createFileRoute('/_main/subscription/$id/prospectus/$manageCode')({
  component: ProspectusDocumentRoute,
});

function ProspectusDocumentRoute() {
  const { id, manageCode } = Route.useParams();
  const actions = documentActions(useShellServices().bridge, import.meta.env.VITE_API_BASE_URL || window.location.origin);
  return <ProspectusScreen id={Number(id)} manageCode={manageCode} onDownload={actions.download} onShare={actions.share} />;
}
