import { useNavigateToRoute } from '@jogak/app-core';
import { Button, EmptyState } from '@jogak/ui-kit';

/**
 * What a step of the qualification change shows when reached without choosing a class first
 * (a reload, a shared link): the way back to the start.
 *
 * @example
 * if (!appliedClass()) return <MissingDraft />;
 */
export function MissingDraft() {
  const navigate = useNavigateToRoute();
  return (
    <EmptyState
      title="투자자 구분을 먼저 골라주세요"
      description="바꿀 투자자 구분을 고른 뒤 이어서 진행할 수 있어요."
      action={
        <Button status="primary" size="full" onClick={() => navigate({ route: '/investor-status-change/invest-div' })}>
          투자자 구분 고르기
        </Button>
      }
    />
  );
}
