import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { lazyPart } from './lazy-part';

const chunkFailure = () => new TypeError('Failed to fetch dynamically imported module: /assets/viewer.js');

function Viewer({ title }: { readonly title: string }) {
  return <p>뷰어: {title}</p>;
}

/** A page around the part: its heading and its own button stay whatever the part does. */
function Page({ children }: { readonly children: ReactNode }) {
  return (
    <main>
      <h1>문서</h1>
      <button type="button">내려받기</button>
      {children}
    </main>
  );
}

beforeEach(() => {
  // React reports the error its boundary caught.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
});

describe('lazyPart', () => {
  it('불러오는 동안 loading 을 보이고, 불러오면 받은 props 로 그린다', async () => {
    const load = vi.fn(async () => Viewer);
    const Part = lazyPart(load, { failedText: '뷰어를 불러오지 못했어요.', loading: <p>뷰어를 여는 중</p> });
    render(
      <Page>
        <Part title="투자설명서" />
      </Page>,
    );
    expect(screen.getByText('뷰어를 여는 중')).toBeInTheDocument();
    expect(await screen.findByText('뷰어: 투자설명서')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('불러오지 못하면 그 자리에서만 알리고 (페이지는 남는다), 다시 시도하기는 새로 불러와 보여준다', async () => {
    const user = userEvent.setup();
    const load = vi.fn<() => Promise<typeof Viewer>>().mockRejectedValueOnce(chunkFailure()).mockResolvedValue(Viewer);
    const Part = lazyPart(load, { failedText: '뷰어를 불러오지 못했어요.' });
    const { container } = render(
      <Page>
        <Part title="투자설명서" />
      </Page>,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('이런!뷰어를 불러오지 못했어요.다시 시도하기');
    expect(screen.getByRole('heading', { level: 1, name: '문서' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '내려받기' })).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByText('뷰어: 투자설명서')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { level: 1, name: '문서' })).toBeInTheDocument();
  });

  it('다시 불러오는 동안 버튼은 포커스를 지닌 채 바쁘고, 또 실패하면 그 버튼이 그대로 남는다', async () => {
    const user = userEvent.setup();
    let failSecond: (error: Error) => void = () => undefined;
    const load = vi
      .fn<() => Promise<typeof Viewer>>()
      .mockRejectedValueOnce(chunkFailure())
      .mockImplementationOnce(() => new Promise((_, reject) => (failSecond = reject)))
      .mockResolvedValue(Viewer);
    const Part = lazyPart(load, { failedText: '뷰어를 불러오지 못했어요.', loading: <p>뷰어를 여는 중</p> });
    render(
      <Page>
        <Part title="투자설명서" />
      </Page>,
    );

    const retry = await screen.findByRole('button', { name: '다시 시도하기' });
    await user.click(retry);
    const busy = await screen.findByRole('button', { name: '불러오는 중이에요' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveFocus();
    expect(screen.queryByText('뷰어를 여는 중')).toBeNull();

    failSecond(chunkFailure());
    const again = await screen.findByRole('button', { name: '다시 시도하기' });
    expect(again).toHaveFocus();
    await user.click(again);
    expect(await screen.findByText('뷰어: 투자설명서')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
    // The button is gone with the failure: the heading that names the part takes its focus.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: '문서' })).toHaveFocus());
  });

  it('그리다 실패해도 그 자리에서 알리고, 다시 시도하면 다시 그린다', async () => {
    const user = userEvent.setup();
    let drawingFails = true;
    function Chart() {
      if (drawingFails) throw new Error('no canvas');
      return <p>차트</p>;
    }
    const Part = lazyPart(async () => Chart, { failedText: '차트를 그리지 못했어요.' });
    render(
      <Page>
        <Part />
      </Page>,
    );

    expect(await screen.findByText('차트를 그리지 못했어요.')).toBeInTheDocument();
    drawingFails = false;
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByText('차트')).toBeInTheDocument();
  });

  it('한 번 불러온 부분은 다시 그려도 (다른 화면에서 또 열어도) 다시 불러오지 않는다', async () => {
    const load = vi.fn(async () => Viewer);
    const Part = lazyPart(load, { failedText: '뷰어를 불러오지 못했어요.' });
    const { unmount } = render(<Part title="투자설명서" />);
    expect(await screen.findByText('뷰어: 투자설명서')).toBeInTheDocument();
    unmount();

    render(<Part title="증권신고서" />);
    expect(screen.getByText('뷰어: 증권신고서')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
