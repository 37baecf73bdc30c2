import { Button } from '@jogak/ui-kit';
import { SystemScreen } from './system-screen';

/**
 * /error: where a 500/502 lands (spec section 8) and what an uncaught screen error shows. The
 * title is the catalogue's common error title; the spec gives no body text.
 *
 * @example
 * <ErrorScreen onHome={() => router.navigate({ to: '/home' })} />
 */
export function ErrorScreen({ onHome, onRetry }: { onHome: () => void; onRetry?: () => void }) {
  return (
    <SystemScreen
      tone="warning"
      title="이런!"
      text="일시적인 오류가 발생했어요. 잠시 후 다시 시도해주세요."
      actions={
        <>
          {onRetry ? (
            <Button status="outline" size="full" onClick={onRetry}>
              다시 시도하기
            </Button>
          ) : null}
          <Button status="primary" size="full" onClick={onHome}>
            홈으로 가기
          </Button>
        </>
      }
    />
  );
}
