import '@jogak/features-support/styles.css';
import { QnaListScreen } from '@jogak/features-support';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_main/support/qna/')({
  component: QnaListScreen,
});
