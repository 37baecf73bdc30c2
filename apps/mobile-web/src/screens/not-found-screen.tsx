import { Button } from '@jogak/ui-kit';
import { SystemScreen } from './system-screen';

/**
 * The catch-all not-found screen (spec section 2).
 *
 * @example
 * <NotFoundScreen onHome={() => router.navigate({ to: '/home' })} />
 */
export function NotFoundScreen({ onHome }: { onHome: () => void }) {
  return (
    <SystemScreen
      title="페이지를 찾을 수 없어요"
      text="주소가 바뀌었거나 없어진 페이지예요. 홈에서 다시 찾아보세요."
      actions={
        <Button status="primary" size="full" onClick={onHome}>
          홈으로 가기
        </Button>
      }
    />
  );
}
