import { isNotFoundError } from '@jogak/api-client';
import { QueryState, type QueryStateQuery } from '@jogak/ui-kit';
import type { ReactNode } from 'react';

/**
 * A document (or the member's agreement to it) as `QueryState` shows it, in the policy pages'
 * words: on its way, not found (no retry), failed (다시 시도하기), or loaded.
 */
export function DocumentState<T>({ query, children }: { readonly query: QueryStateQuery<T>; readonly children: (data: T) => ReactNode }) {
  return (
    <QueryState
      query={query}
      loadingLabel="약관을 불러오는 중이에요"
      skeletonLines={10}
      errorTitle="약관을 불러오지 못했어요"
      errorText="잠시 후 다시 시도해주세요."
      notFound={{ when: isNotFoundError, title: '약관을 찾을 수 없어요', description: '주소를 다시 확인해주세요.' }}
    >
      {children}
    </QueryState>
  );
}
