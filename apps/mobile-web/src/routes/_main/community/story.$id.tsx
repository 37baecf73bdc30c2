import '@jogak/features-community/styles.css';
import { onlyIdSegments } from '@jogak/app-core';
import { StoryDetailScreen } from '@jogak/features-community';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_main/community/story/$id')({
  params: { parse: (params) => onlyIdSegments(params, 'id') },
  component: function StoryDetailRoute() {
    // params.parse (onlyIdSegments) admits only 1–15 digits, so Number() is the exact id.
    return <StoryDetailScreen id={Number(Route.useParams().id)} />;
  },
});
