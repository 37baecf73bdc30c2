import type { LiveClient } from '@jogak/realtime';
import { LiveProvider } from '@jogak/realtime/react';
import { ErrorState, Skeleton } from '@jogak/ui-kit';
import { useEffect, useState, type ReactNode } from 'react';

/** Loads the app's live feed (a lazy import in the app; the same client on every call). */
export type LoadLiveClient = () => Promise<LiveClient>;

type Loaded = { status: 'loading' } | { status: 'ready'; client: LiveClient } | { status: 'failed' };

/**
 * The screens below get the app's live client once it has loaded (the app loads it lazily, so it
 * never weighs on the first screen); a skeleton shows until then.
 */
export function LiveGate({ loadLive, children }: { readonly loadLive: LoadLiveClient; readonly children: ReactNode }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadLive().then(
      (client) => current && setLoaded({ status: 'ready', client }),
      () => current && setLoaded({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [loadLive, attempt]);
  if (loaded.status === 'failed') {
    return (
      <ErrorState
        description="실시간 시세에 연결하지 못했어요."
        onRetry={() => {
          setLoaded({ status: 'loading' });
          setAttempt((count) => count + 1);
        }}
      />
    );
  }
  if (loaded.status === 'loading') return <Skeleton lines={5} label="불러오는 중이에요" />;
  return <LiveProvider client={loaded.client}>{children}</LiveProvider>;
}
