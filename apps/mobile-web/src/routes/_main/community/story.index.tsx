import '@jogak/features-community/styles.css';
import { StoryListScreen } from '@jogak/features-community';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_main/community/story/')({
  component: StoryListScreen,
});
