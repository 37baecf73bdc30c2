import { documentTitleFor, NOT_FOUND_TITLE } from '@jogak/app-core';
import { Button } from '@jogak/ui-kit';
import { useDocumentTitle } from '../layout/document-title';
import { SystemScreen } from './system-screen';

/**
 * The catch-all not-found screen (spec section 2).
 *
 * @example
 * <NotFoundScreen onHome={() => router.navigate({ to: '/home' })} />
 */
export function NotFoundScreen({ onHome }: { onHome: () => void }) {
  // No route names it (the catch-all, or an address no route matches): it names itself.
  useDocumentTitle(documentTitleFor(NOT_FOUND_TITLE));
  return (
    <SystemScreen
      title={NOT_FOUND_TITLE}
      text="주소가 바뀌었거나 없어진 페이지예요. 홈에서 다시 찾아보세요."
      actions={
        <Button status="primary" size="full" onClick={onHome}>
          홈으로 가기
        </Button>
      }
    />
  );
}
