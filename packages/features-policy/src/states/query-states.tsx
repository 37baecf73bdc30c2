import { isNotFoundError } from '@jogak/api-client';
import { ErrorState, Skeleton } from '@jogak/ui-kit';

/** A document (or the member's agreement) on its way. */
export function DocumentSkeleton() {
  return <Skeleton lines={10} label="약관을 불러오는 중이에요" />;
}

/** A failed load: not found (no retry) or failed (다시 시도). */
export function DocumentError({ error, onRetry }: { readonly error: unknown; readonly onRetry: () => void }) {
  if (isNotFoundError(error)) {
    return <ErrorState title="약관을 찾을 수 없어요." description="주소를 다시 확인해주세요." />;
  }
  return <ErrorState title="약관을 불러오지 못했어요." description="잠시 후 다시 시도해주세요." onRetry={onRetry} retryLabel="다시 시도" />;
}
