import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createLiveClient } from '../feed/live-client';
import type { LiveWorker, WorkerMessage } from '../worker/protocol';
import { LiveProvider } from './live-provider';
import { useOnReconnect } from './use-on-reconnect';

/** A live worker the test answers by hand: it reports the connection's status as the test says. */
function scriptedWorker() {
  const listeners: ((event: { data: WorkerMessage }) => void)[] = [];
  const worker: LiveWorker = {
    postMessage: () => undefined,
    addEventListener(type: 'message' | 'error', listener: (event: never) => void) {
      if (type === 'message') listeners.push(listener as (event: { data: WorkerMessage }) => void);
    },
    terminate: () => undefined,
  };
  let connects = 0;
  const status = (next: 'connected' | 'retrying') => {
    if (next === 'connected') connects += 1;
    for (const listener of listeners) listener({ data: { type: 'state', status: next, connects, transport: 'websocket', subscribed: [] } });
  };
  return { worker, ready: () => listeners.forEach((listener) => listener({ data: { type: 'ready' } })), status };
}

describe('useOnReconnect', () => {
  it('붙어 있는 동안 다시 연결될 때마다 가장 최근의 처리기를 부르고, 떠나면 부르지 않는다', () => {
    const scripted = scriptedWorker();
    const client = createLiveClient({ url: 'http://127.0.0.1:9/ws', worker: () => scripted.worker });
    client.connect();
    scripted.ready();
    scripted.status('connected');
    const calls: string[] = [];
    const wrapper = ({ children }: { children: ReactNode }) => <LiveProvider client={client}>{children}</LiveProvider>;
    const { rerender, unmount } = renderHook(({ name }: { name: string }) => useOnReconnect(() => calls.push(name)), { wrapper, initialProps: { name: 'first' } });
    expect(calls).toEqual([]);

    scripted.status('retrying');
    scripted.status('connected');
    expect(calls).toEqual(['first']);
    rerender({ name: 'second' });
    scripted.status('retrying');
    scripted.status('connected');
    expect(calls).toEqual(['first', 'second']);

    unmount();
    scripted.status('retrying');
    scripted.status('connected');
    expect(calls).toEqual(['first', 'second']);
  });
});
