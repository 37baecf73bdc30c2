import { OFFLINE_SCREEN } from '@jogak/app-core';
import { Button } from '@jogak/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { SystemScreen } from './system-screen';

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
    }, OFFLINE_SCREEN.retryDelayMs);
  };
  return (
    <SystemScreen
      tone="warning"
      title={OFFLINE_SCREEN.title}
      text={OFFLINE_SCREEN.text}
      actions={
        <Button status="primary" size="full" onClick={retry} busy={waiting}>
          {OFFLINE_SCREEN.retry}
        </Button>
      }
    />
  );
}
