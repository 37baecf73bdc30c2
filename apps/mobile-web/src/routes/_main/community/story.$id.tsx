import '@jogak/features-community/styles.css';
import { StoryDetailScreen } from '@jogak/features-community';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_main/community/story/$id')({
  component: function StoryDetailRoute() {
    return <StoryDetailScreen id={Route.useParams().id} />;
  },
});
