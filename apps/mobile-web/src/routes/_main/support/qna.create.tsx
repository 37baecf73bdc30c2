import '@jogak/features-support/styles.css';
import { QnaCreateScreen } from '@jogak/features-support';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_main/support/qna/create')({
  component: QnaCreateScreen,
});
