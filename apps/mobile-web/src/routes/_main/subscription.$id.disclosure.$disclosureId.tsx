import { onlyIdSegments } from '@jogak/app-core';
import { DisclosureScreen } from '@jogak/features-subscription';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_main/subscription/$id/disclosure/$disclosureId')({
  params: { parse: (params) => onlyIdSegments(params, 'disclosureId') },
  component: DisclosureRoute,
});

function DisclosureRoute() {
  const { id, disclosureId } = Route.useParams();
  return <DisclosureScreen id={Number(id)} disclosureId={Number(disclosureId)} />;
}
