import { ToastHost } from '@jogak/ui-kit';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_TOASTS, SHARE_TOASTS, useToastedAction } from './use-toasted-action';

/** A shell call the test settles when it chooses. */
function pending<T>() {
  let settle: { resolve: (value: T) => void; reject: (reason: Error) => void } | undefined;
  const promise = new Promise<T>((resolve, reject) => {
    settle = { resolve, reject };
  });
  if (!settle) throw new Error('the Promise executor runs synchronously');
  return { promise, ...settle };
}

interface ShellProps {
  readonly download: (fileName: string) => Promise<void>;
  readonly share?: () => Promise<boolean>;
}

/** Two files to save and a share, each marked busy while its call runs. */
function Files({ download, share = () => Promise.resolve(true) }: ShellProps) {
  const { running, run } = useToastedAction<string>();
  return (
    <>
      {['a.pdf', 'b.pdf'].map((fileName) => (
        <button key={fileName} type="button" aria-busy={running === fileName} onClick={() => void run(fileName, () => download(fileName), DOWNLOAD_TOASTS)}>
          {fileName}
        </button>
      ))}
      <button type="button" aria-busy={running === 'share'} onClick={() => void run('share', share, SHARE_TOASTS)}>
        공유하기
      </button>
      <ToastHost />
    </>
  );
}

function toastRegion(): HTMLElement {
  const region = screen.getAllByRole('status').find((element) => element.classList.contains('jg-toast-region'));
  if (!region) throw new Error('ToastHost renders its region');
  return region;
}

// The toast queue is app-wide and outlives each test's host: a toast left on screen would show in
// the next test's host. A tap on the overlay ends it, as a member's tap does.
afterEach(async () => {
  const overlay = screen.queryByTestId('toast-overlay');
  if (overlay) await userEvent.click(overlay);
  expect(toastRegion()).toBeEmptyDOMElement();
});

describe('useToastedAction', () => {
  it('저장이 끝나면 완료를 알리고 바쁨 표시를 푼다', async () => {
    const call = pending<void>();
    render(<Files download={() => call.promise} />);
    await userEvent.click(screen.getByRole('button', { name: 'a.pdf' }));
    expect(screen.getByRole('button', { name: 'a.pdf' })).toHaveAttribute('aria-busy', 'true');
    call.resolve();
    expect(await screen.findByText('파일 다운로드가 완료되었습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'a.pdf' })).toHaveAttribute('aria-busy', 'false');
  });

  it('저장에 실패하면 실패를 알리고 바쁨 표시를 풀어 다시 누를 수 있다', async () => {
    const download = vi.fn<(fileName: string) => Promise<void>>().mockRejectedValueOnce(new Error('no space')).mockResolvedValueOnce(undefined);
    render(<Files download={download} />);
    await userEvent.click(screen.getByRole('button', { name: 'a.pdf' }));
    expect(await screen.findByText('파일 다운로드를 실패했습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'a.pdf' })).toHaveAttribute('aria-busy', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'a.pdf' }));
    expect(await screen.findByText('파일 다운로드가 완료되었습니다.')).toBeInTheDocument();
    expect(download).toHaveBeenCalledTimes(2);
  });

  it('하나가 저장되는 동안 다시 누르거나 다른 파일을 눌러도 무시한다', async () => {
    const call = pending<void>();
    const download = vi.fn<(fileName: string) => Promise<void>>(() => call.promise);
    render(<Files download={download} />);
    await userEvent.click(screen.getByRole('button', { name: 'a.pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'a.pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'b.pdf' }));
    await userEvent.click(screen.getByRole('button', { name: '공유하기' }));
    expect(download).toHaveBeenCalledExactlyOnceWith('a.pdf');
    expect(screen.getByRole('button', { name: 'b.pdf' })).toHaveAttribute('aria-busy', 'false');
    call.resolve();
    await waitFor(() => expect(screen.getByRole('button', { name: 'a.pdf' })).toHaveAttribute('aria-busy', 'false'));
  });

  it('같은 틱에 두 번 눌러도(다시 그리기 전) 한 번만 저장한다', async () => {
    const call = pending<void>();
    const download = vi.fn<(fileName: string) => Promise<void>>(() => call.promise);
    render(<Files download={download} />);
    const button = screen.getByRole('button', { name: 'a.pdf' });
    // One act: React re-renders only after both taps, so the busy state cannot have stopped the second.
    act(() => {
      button.click();
      button.click();
    });
    expect(download).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-busy', 'true');
    call.resolve();
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('공유는 공유의 문구로 알리고, 취소하면(false) 아무것도 알리지 않는다', async () => {
    const share = vi.fn<() => Promise<boolean>>().mockResolvedValueOnce(false).mockRejectedValueOnce(new Error('no target'));
    render(<Files download={() => Promise.resolve()} share={share} />);
    await userEvent.click(screen.getByRole('button', { name: '공유하기' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '공유하기' })).toHaveAttribute('aria-busy', 'false'));
    expect(share).toHaveBeenCalledTimes(1);
    expect(toastRegion()).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: '공유하기' }));
    expect(await screen.findByText('공유를 실패했습니다.')).toBeInTheDocument();
  });
});
