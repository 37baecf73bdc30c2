import { Button } from '@jogak/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { SystemScreen } from './system-screen';

/** Spec section 9: the offline retry waits 300 ms before going home. */
export const OFFLINE_RETRY_DELAY_MS = 300;

/**
 * /offline (spec section 2). 다시 시도하기 waits 300 ms, then goes home; if the network is still
 * down, the routing guard brings the user straight back here.
 *
 * @example
 * <OfflineScreen onRetry={() => router.navigate({ to: '/home' })} />
 */
export function OfflineScreen({ onRetry }: { onRetry: () => void }) {
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const retry = () => {
    setWaiting(true);
    timer.current = setTimeout(() => {
      setWaiting(false);
      onRetry();
    }, OFFLINE_RETRY_DELAY_MS);
  };
  return (
    <SystemScreen
      tone="warning"
      title="네트워크가 원할하지 않아요"
      text="네트워크 연결 상태 확인 후 다시 시도해주세요!"
      actions={
        <Button status="primary" size="full" onClick={retry} busy={waiting}>
          다시 시도하기
        </Button>
      }
    />
  );
}
