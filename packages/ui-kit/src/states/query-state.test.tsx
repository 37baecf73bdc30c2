import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { NOT_FOUND_DESCRIPTION, QueryState, type QueryStateQuery } from './query-state';

class NotFound extends Error {}
const isNotFound = (error: unknown) => error instanceof NotFound;

function query<T>(state: Partial<QueryStateQuery<T>>): QueryStateQuery<T> {
  return { isPending: false, isError: false, error: null, data: undefined, refetch: vi.fn(), ...state };
}

const failed = (error: unknown) => query<string[]>({ isError: true, error });
const rows = (items: string[]) => <ul aria-label="목록">{items.map((item) => <li key={item}>{item}</li>)}</ul>;

describe('QueryState', () => {
  it('불러오는 동안 스켈레톤으로 알린다 (기본 4줄, 불러오는 중이에요)', async () => {
    const { container } = render(<QueryState query={query<string[]>({ isPending: true })} errorText="목록을 불러오지 못했어요.">{rows}</QueryState>);
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중이에요');
    expect(container.querySelectorAll('.jg-skeleton__line')).toHaveLength(4);
    await expectNoAxeViolations(container);
  });

  it('스켈레톤의 줄 수와 읽어 줄 말을 바꿀 수 있다', () => {
    const { container } = render(
      <QueryState query={query<string[]>({ isPending: true })} loadingLabel="거래 내역을 불러오는 중" skeletonLines={6} errorText="x">
        {rows}
      </QueryState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('거래 내역을 불러오는 중');
    expect(container.querySelectorAll('.jg-skeleton__line')).toHaveLength(6);
  });

  it('실패하면 alert로 알리고 다시 시도하기는 refetch를 부른다', async () => {
    const user = userEvent.setup();
    const failure = failed(new Error('500'));
    const { container } = render(<QueryState query={failure} errorText="목록을 불러오지 못했어요.">{rows}</QueryState>);
    expect(screen.getByRole('alert')).toHaveTextContent('이런!목록을 불러오지 못했어요.다시 시도하기');
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(failure.refetch).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('에러의 제목과 다시 시도 버튼의 말을 바꿀 수 있다', () => {
    render(
      <QueryState query={failed(new Error('500'))} errorTitle="이벤트를 불러오지 못했어요" errorText="잠시 후 다시 시도해주세요." retryLabel="다시 시도">
        {rows}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('이벤트를 불러오지 못했어요잠시 후 다시 시도해주세요.다시 시도');
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });

  it('다시 불러오기에 실패해도 가진 데이터는 그대로 보여 준다 (무한 목록의 다음 페이지 실패 포함)', () => {
    render(
      <QueryState query={query<string[]>({ isError: true, error: new Error('503'), data: ['공지 1'] })} errorText="목록을 불러오지 못했어요." notFound={{ when: isNotFound, title: '공지를 찾을 수 없어요.' }}>
        {rows}
      </QueryState>,
    );
    expect(screen.getByRole('list', { name: '목록' })).toHaveTextContent('공지 1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('다시 불러온 답이 찾을 수 없음이면, 가진 데이터 대신 찾을 수 없음을 말한다 (지워진 문의)', () => {
    render(
      <QueryState
        query={query<string[]>({ isError: true, error: new NotFound('404'), data: ['문의 1'] })}
        errorText="문의를 불러오지 못했어요."
        notFound={{ title: '문의를 찾을 수 없어요', action: <a href="/support/qna">목록으로</a>, variant: 'empty', when: isNotFound }}
      >
        {rows}
      </QueryState>,
    );
    expect(screen.getByRole('region', { name: '문의를 찾을 수 없어요' })).toHaveTextContent('목록으로');
    expect(screen.queryByRole('list', { name: '목록' })).not.toBeInTheDocument();
  });

  it('데이터 없이 끝난 질의도 실패로 본다', () => {
    render(<QueryState query={query<string[]>({})} errorText="목록을 불러오지 못했어요.">{rows}</QueryState>);
    expect(screen.getByRole('alert')).toHaveTextContent('목록을 불러오지 못했어요.');
  });

  it('비었으면 빈 상태를, 아니면 내용을 보여 준다', async () => {
    const empty = { title: '등록된 공지사항이 없어요', description: '새 소식이 오면 알려드릴게요.', action: <a href="/support">고객센터</a>, isEmpty: (items: string[]) => items.length === 0 };
    const { container, rerender } = render(<QueryState query={query<string[]>({ data: [] })} errorText="x" empty={empty}>{rows}</QueryState>);
    expect(screen.getByRole('region', { name: '등록된 공지사항이 없어요' })).toHaveTextContent('새 소식이 오면 알려드릴게요.고객센터');
    await expectNoAxeViolations(container);

    rerender(<QueryState query={query({ data: ['공지 1'] })} errorText="x" empty={empty}>{rows}</QueryState>);
    expect(screen.getByRole('list', { name: '목록' })).toHaveTextContent('공지 1');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('empty가 없으면 빈 데이터도 내용으로 그린다', () => {
    render(<QueryState query={query<string[]>({ data: [] })} errorText="x">{rows}</QueryState>);
    expect(screen.getByRole('list', { name: '목록' })).toBeEmptyDOMElement();
  });

  it('찾을 수 없는 실패는 다시 시도 없이 alert로 말하고, 설명은 기본 문구다', async () => {
    const { container } = render(
      <QueryState query={failed(new NotFound())} errorText="투표를 불러오지 못했어요." notFound={{ title: '투표를 찾을 수 없어요', when: isNotFound }}>
        {rows}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(`투표를 찾을 수 없어요${NOT_FOUND_DESCRIPTION}`);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("variant 'empty'의 찾을 수 없음은 돌아갈 길을 가진 빈 상태다", () => {
    render(
      <QueryState
        query={failed(new NotFound())}
        errorText="문의를 불러오지 못했어요."
        notFound={{ title: '문의를 찾을 수 없어요', action: <a href="/support/qna">목록으로</a>, variant: 'empty', when: isNotFound }}
      >
        {rows}
      </QueryState>,
    );
    expect(screen.getByRole('region', { name: '문의를 찾을 수 없어요' })).toHaveTextContent('문의를 찾을 수 없어요목록으로');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when이 아니라고 하는 실패는 다시 시도할 수 있는 에러다', () => {
    render(
      <QueryState query={failed(new Error('500'))} errorText="투표를 불러오지 못했어요." notFound={{ title: '투표를 찾을 수 없어요', when: isNotFound }}>
        {rows}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('투표를 불러오지 못했어요.');
    expect(screen.getByRole('button', { name: '다시 시도하기' })).toBeInTheDocument();
  });

  it('실패하지 않은 질의의 error에는 when을 묻지 않는다', () => {
    const when = vi.fn(() => true);
    render(<QueryState query={query({ data: ['a'], error: new NotFound() })} errorText="x" notFound={{ title: '없어요', when }}>{rows}</QueryState>);
    expect(screen.getByRole('list', { name: '목록' })).toHaveTextContent('a');
    expect(when).not.toHaveBeenCalled();
  });

  describe('다시 시도하는 동안', () => {
    /**
     * A query as TanStack drives it: `refetch` returns a promise of the answer, and the observer
     * hears of the new fetch a moment later (a render in between still sees the old failure).
     */
    function retriedQuery({ inCard = false }: { readonly inCard?: boolean } = {}) {
      let show: (next: QueryStateQuery<string[]>) => void = () => undefined;
      let settle: () => void = () => undefined;
      const refetch = vi.fn(() => {
        setTimeout(() => show(query<string[]>({ isPending: true, refetch })), 0);
        return new Promise<void>((resolve) => {
          settle = resolve;
        });
      });
      const first = query<string[]>({ isError: true, error: new Error('500'), refetch });
      function Harness() {
        const [current, setCurrent] = useState(first);
        show = setCurrent;
        const block = (
          <QueryState query={current} loadingLabel="공지사항을 불러오는 중" errorText="목록을 불러오지 못했어요.">
            {rows}
          </QueryState>
        );
        return inCard ? (
          <main>
            <h1>공지사항</h1>
            <section aria-labelledby="card-title">
              <h2 id="card-title">이번 주 공지</h2>
              {block}
            </section>
            <section aria-label="다음 카드">
              <h2>지난 공지</h2>
            </section>
          </main>
        ) : (
          block
        );
      }
      const answer = async (next: Partial<QueryStateQuery<string[]>>) => {
        await act(async () => {
          show(query<string[]>({ refetch, ...next }));
          settle();
        });
      };
      // TanStack's order: `refetch` settles first, and the observer tells the component a task on.
      const settleBeforeNews = async () => {
        await act(async () => {
          settle();
          await Promise.resolve();
        });
      };
      const news = async (next: Partial<QueryStateQuery<string[]>>) => {
        await act(async () => show(query<string[]>({ refetch, ...next })));
      };
      return { Harness, refetch, answer, settleBeforeNews, news };
    }

    it('실패를 그대로 두고 버튼이 불러오는 중이라고 말하며 포커스를 지킨다; 또 실패하면 그 버튼이 다시 시도하기로 돌아온다', async () => {
      const user = userEvent.setup();
      const { Harness, refetch, answer } = retriedQuery();
      render(<Harness />);
      await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
      expect(refetch).toHaveBeenCalledTimes(1);
      const button = screen.getByRole('button', { name: '공지사항을 불러오는 중' });
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(button).toHaveFocus();
      // The observer hears of the fetch: the query is pending, and the failure stays drawn.
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(screen.queryByRole('status')).toBeNull();
      expect(screen.getByRole('button', { name: '공지사항을 불러오는 중' })).toBe(button);
      await user.click(button);
      expect(refetch).toHaveBeenCalledTimes(1);

      await answer({ isError: true, error: new Error('503') });
      const again = screen.getByRole('button', { name: '다시 시도하기' });
      expect(again).toBe(button);
      expect(again).not.toHaveAttribute('aria-busy');
      expect(again).toHaveFocus();
    });

    it('답이 오면 내용을 보여 주고, 그 뒤의 로딩은 다시 스켈레톤이다', async () => {
      const user = userEvent.setup();
      const { Harness, answer } = retriedQuery();
      render(<Harness />);
      await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
      await answer({ data: ['공지 1'] });
      expect(screen.getByRole('list', { name: '목록' })).toHaveTextContent('공지 1');
      await answer({ isPending: true });
      expect(screen.getByRole('status')).toHaveTextContent('공지사항을 불러오는 중');
    });

    it('refetch 가 답을 알리기 전에 끝나도 스켈레톤 없이 버튼이 포커스를 지키다가, 답의 내용으로 바뀐다', async () => {
      const user = userEvent.setup();
      const { Harness, settleBeforeNews, news } = retriedQuery();
      render(<Harness />);
      await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      const button = screen.getByRole('button', { name: '공지사항을 불러오는 중' });

      await settleBeforeNews();
      expect(screen.queryByRole('status')).toBeNull();
      expect(button).toHaveFocus();
      expect(button).toHaveAttribute('aria-busy', 'true');

      await news({ data: ['공지 1'] });
      expect(screen.getByRole('list', { name: '목록' })).toHaveTextContent('공지 1');
    });

    it('답이 내용을 가져오면, 눌린 버튼의 포커스는 그 블록을 이름 짓는 카드의 제목으로 간다 (옆 카드의 제목이 아니다)', async () => {
      const user = userEvent.setup();
      const { Harness, settleBeforeNews, news } = retriedQuery({ inCard: true });
      render(<Harness />);
      await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      await settleBeforeNews();
      await news({ data: ['공지 1'] });
      expect(screen.getByRole('list', { name: '목록' })).toHaveTextContent('공지 1');
      const heading = screen.getByRole('heading', { level: 2, name: '이번 주 공지' });
      expect(heading).toHaveFocus();
      // Made focusable for the while only: never a tab stop.
      expect(heading).toHaveAttribute('tabindex', '-1');
      await user.tab();
      expect(heading).not.toHaveAttribute('tabindex');
    });

    it('포커스를 받지 않은 버튼(iOS의 탭)이 부른 다시 시도는 답이 와도 포커스를 옮기지 않는다', async () => {
      const { Harness, answer } = retriedQuery({ inCard: true });
      render(<Harness />);
      const button = screen.getByRole('button', { name: '다시 시도하기' });
      // Whatever had focus before was let go of (a tap on empty space), as on a phone's page.
      act(() => button.focus());
      act(() => button.blur());
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      act(() => button.click());
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(document.body).toHaveFocus();
      await answer({ data: ['공지 1'] });
      expect(screen.getByRole('list', { name: '목록' })).toHaveTextContent('공지 1');
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(document.body).toHaveFocus();
    });

    it('다시 실패하면 포커스는 같은 버튼에 남고 제목으로 가지 않는다', async () => {
      const user = userEvent.setup();
      const { Harness, answer } = retriedQuery({ inCard: true });
      render(<Harness />);
      const button = screen.getByRole('button', { name: '다시 시도하기' });
      await user.click(button);
      await answer({ isError: true, error: new Error('503') });
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(button).toHaveFocus();
    });

    it('refetch 가 끝나면, 실패가 그대로여도 버튼은 다시 누를 수 있다', async () => {
      const user = userEvent.setup();
      const failure = failed(new Error('500'));
      render(<QueryState query={failure} errorText="목록을 불러오지 못했어요.">{rows}</QueryState>);
      await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
      expect(await screen.findByRole('button', { name: '다시 시도하기' })).not.toHaveAttribute('aria-busy');
    });
  });
});
