import '@jogak/features-support/styles.css';
import { onlyIdSegments } from '@jogak/app-core';
import { QnaDetailScreen } from '@jogak/features-support';
import { createFileRoute } from '@tanstack/react-router';
import { documentActions } from '../../../routing/document-actions';
import { useShellServices } from '../../../shell/use-shell-services';

export const Route = createFileRoute('/_main/support/qna/$id/')({
  params: { parse: (params) => onlyIdSegments(params, 'id') },
  component: function QnaDetailRoute() {
    // An attached file lives on the API's origin: the gallery shows it from there, and it is saved
    // as an offering's documents are, through the shell.
    const apiBaseUrl = import.meta.env.VITE_API_BASE_URL || window.location.origin;
    const actions = documentActions(useShellServices().bridge, apiBaseUrl);
    // params.parse (onlyIdSegments) admits only 1–15 digits, so Number() is the exact id.
    return <QnaDetailScreen id={Number(Route.useParams().id)} onDownload={actions.download} apiBaseUrl={apiBaseUrl} />;
  },
});
