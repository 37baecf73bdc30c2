import { BottomSheet, DialogHost, openDialog, type DialogDefinition } from '@jogak/ui-kit';
import { act, render, screen, waitFor } from '@testing-library/react';
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

  describe('열린 물음이나 시트가 먼저 뒤로를 받는다 (앱 전체의 규칙, 안드로이드처럼)', () => {
    /** The page's own heading, read while a modal hides the page from the accessibility tree too. */
    const pageHeading = () => screen.getByRole('heading', { level: 1, hidden: true });

    const QUESTION: DialogDefinition = {
      name: 'TEST_QUESTION',
      title: '정말 할까요?',
      contents: '페이지가 열지 않은 물음이에요.',
      buttons: [
        { text: '아니요', style: 'outline', response: false },
        { text: '네', style: 'primary', response: true },
      ],
    };

    it('페이지가 열지 않은 물음은 아니요로 닫히고, 페이지는 그대로 2단계', async () => {
      const shell = fakeShell();
      render(
        <>
          <SteppedPage events={shell.events} />
          <DialogHost />
        </>,
      );
      await userEvent.click(screen.getByRole('button', { name: '다음' }));
      let answer: boolean | undefined;
      act(() => {
        void openDialog(QUESTION).then((response) => (answer = response));
      });
      await screen.findByRole('dialog', { name: '정말 할까요?' });
      shell.pressBack();
      await waitFor(() => expect(answer).toBe(false));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: '정말 할까요?' })).toBeNull());
      expect(pageHeading()).toHaveTextContent('2단계');
      shell.pressBack();
      expect(pageHeading()).toHaveTextContent('1단계');
    });

    it('버튼으로만 닫히는 물음(notCloseOutsideClick)은 남고, 페이지도 움직이지 않는다', async () => {
      const shell = fakeShell();
      render(
        <>
          <SteppedPage events={shell.events} />
          <DialogHost />
        </>,
      );
      await userEvent.click(screen.getByRole('button', { name: '다음' }));
      act(() => {
        void openDialog({ ...QUESTION, notCloseOutsideClick: true });
      });
      const dialog = await screen.findByRole('dialog', { name: '정말 할까요?' });
      shell.pressBack();
      expect(dialog).toBeInTheDocument();
      expect(pageHeading()).toHaveTextContent('2단계');
      await userEvent.click(screen.getByRole('button', { name: '아니요' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: '정말 할까요?' })).toBeNull());
    });

    /** A page that withdraws its own question through a signal and leaves on every back. */
    function LeavingPage({ events }: { readonly events: NativeBackEvents | undefined }) {
      const [leaving] = useState(() => new AbortController());
      const [left, setLeft] = useState(false);
      useNativeBack(
        events,
        () => {
          leaving.abort();
          setLeft(true);
        },
        { ownsOverlays: true },
      );
      return (
        <>
          <h1>{left ? '떠났어요' : '머물러요'}</h1>
          <button type="button" onClick={() => void openDialog(QUESTION, { signal: leaving.signal })}>
            묻기
          </button>
        </>
      );
    }

    it('ownsOverlays 페이지는 자기 물음이 열려 있어도 뒤로를 직접 받아, 물음을 거두고 떠난다', async () => {
      const shell = fakeShell();
      render(
        <>
          <LeavingPage events={shell.events} />
          <DialogHost />
        </>,
      );
      await userEvent.click(screen.getByRole('button', { name: '묻기' }));
      await screen.findByRole('dialog', { name: '정말 할까요?' });
      shell.pressBack();
      expect(pageHeading()).toHaveTextContent('떠났어요');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: '정말 할까요?' })).toBeNull());
    });

    /** A page with a sheet holding a keypad, which a back closes before the sheet itself. */
    function PageWithSheet({ events }: { readonly events: NativeBackEvents | undefined }) {
      const [open, setOpen] = useState(false);
      const [keypad, setKeypad] = useState(false);
      const [left, setLeft] = useState(false);
      useNativeBack(events, () => setLeft(true));
      return (
        <>
          <h1>{left ? '떠났어요' : '머물러요'}</h1>
          <button type="button" onClick={() => setOpen(true)}>
            시트 열기
          </button>
          <BottomSheet
            open={open}
            onOpenChange={setOpen}
            title="출금"
            closeInnerLayer={() => {
              if (!keypad) return false;
              setKeypad(false);
              return true;
            }}
          >
            <button type="button" onClick={() => setKeypad(true)}>
              키패드 열기
            </button>
            {keypad ? <p>키패드</p> : null}
          </BottomSheet>
        </>
      );
    }

    it('시트 안의 키패드, 시트, 그다음에야 페이지의 뒤로 순서로 받는다', async () => {
      const shell = fakeShell();
      render(<PageWithSheet events={shell.events} />);
      await userEvent.click(screen.getByRole('button', { name: '시트 열기' }));
      await userEvent.click(await screen.findByRole('button', { name: '키패드 열기' }));
      expect(screen.getByText('키패드')).toBeInTheDocument();

      shell.pressBack();
      await waitFor(() => expect(screen.queryByText('키패드')).toBeNull());
      expect(screen.getByRole('dialog', { name: '출금' })).toBeInTheDocument();
      expect(pageHeading()).toHaveTextContent('머물러요');

      shell.pressBack();
      await waitFor(() => expect(screen.queryByRole('dialog', { name: '출금' })).toBeNull());
      expect(pageHeading()).toHaveTextContent('머물러요');

      shell.pressBack();
      expect(pageHeading()).toHaveTextContent('떠났어요');
    });
  });
});
