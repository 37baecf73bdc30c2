import { documentTitleFor, ERROR_PAGE_NAME } from '@jogak/app-core';
import { Button } from '@jogak/ui-kit';
import { useDocumentTitle } from '../layout/document-title';
import { SystemScreen } from './system-screen';

/**
 * /error: where a 500/502 lands (spec section 8) and what an uncaught screen error shows. The
 * title is the catalogue's common error title; the spec gives no body text. `onBack` returns to
 * the page the failure came from, whose form still holds what was typed (app-core's
 * `useFormDraft`).
 *
 * @example
 * <ErrorScreen onHome={() => router.navigate({ to: '/home' })} onBack={() => router.history.back()} />
 */
export function ErrorScreen({ onHome, onRetry, onBack }: { onHome: () => void; onRetry?: () => void; onBack?: () => void }) {
  // A screen that failed shows this in its own route's place: the title says so, not the route's name.
  useDocumentTitle(documentTitleFor(ERROR_PAGE_NAME));
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
          {onBack ? (
            <Button status="outline" size="full" onClick={onBack}>
              이전 화면으로
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
