import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useNativeBack, type NativeBackEvents } from './use-native-back';

/** The shell's side of the bridge: the page's listeners and the back button. */
function fakeShell() {
  const listeners = new Set<() => void>();
  const events: NativeBackEvents = {
    on: (_type, handler) => {
      listeners.add(handler);
      return () => listeners.delete(handler);
    },
  };
  return {
    events,
    listening: () => listeners.size,
    pressBack: () =>
      act(() => {
        for (const listener of listeners) listener();
      }),
  };
}

/** A two-step page: the back button goes to step 1 from step 2, and says it is leaving on step 1. */
function SteppedPage({ events }: { readonly events: NativeBackEvents | undefined }) {
  const [step, setStep] = useState(1);
  const [left, setLeft] = useState(false);
  useNativeBack(events, () => {
    if (step > 1) setStep(step - 1);
    else setLeft(true);
  });
  return (
    <>
      <h1>{left ? '떠났어요' : `${step}단계`}</h1>
      <button type="button" onClick={() => setStep(step + 1)}>
        다음
      </button>
    </>
  );
}

describe('useNativeBack', () => {
  it('뒤로 버튼은 지금 화면의 상태를 읽는다: 2단계면 1단계로, 1단계면 떠난다', async () => {
    const shell = fakeShell();
    render(<SteppedPage events={shell.events} />);
    await userEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getByRole('heading')).toHaveTextContent('2단계');
    shell.pressBack();
    expect(screen.getByRole('heading')).toHaveTextContent('1단계');
    shell.pressBack();
    expect(screen.getByRole('heading')).toHaveTextContent('떠났어요');
  });

  it('화면에 있는 동안 한 번만 듣고, 떠나면 더 듣지 않는다', () => {
    const shell = fakeShell();
    const { unmount } = render(<SteppedPage events={shell.events} />);
    expect(shell.listening()).toBe(1);
    unmount();
    expect(shell.listening()).toBe(0);
  });

  it('다른 브리지로 바뀌면 앞의 것은 놓고 새것을 듣는다', () => {
    const first = fakeShell();
    const second = fakeShell();
    const { rerender } = render(<SteppedPage events={first.events} />);
    rerender(<SteppedPage events={second.events} />);
    expect(first.listening()).toBe(0);
    expect(second.listening()).toBe(1);
    second.pressBack();
    expect(screen.getByRole('heading')).toHaveTextContent('떠났어요');
  });

  it('셸이 없으면(브라우저) 아무것도 듣지 않고 화면은 그대로 그린다', () => {
    render(<SteppedPage events={undefined} />);
    expect(screen.getByRole('heading')).toHaveTextContent('1단계');
  });
});
