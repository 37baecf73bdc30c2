import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { InfiniteList, type InfiniteListQuery } from './infinite-list';

interface Page {
  readonly content: readonly string[];
}

function feed(state: Partial<InfiniteListQuery<Page>>): InfiniteListQuery<Page> {
  return {
    isPending: false,
    isError: false,
    error: null,
    data: undefined,
    refetch: vi.fn(),
    hasNextPage: false,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    fetchNextPage: vi.fn(),
    ...state,
  };
}

const pages = (...contents: string[][]) => ({ pages: contents.map((content) => ({ content })) });

function renderList(query: InfiniteListQuery<Page>) {
  return render(
    <InfiniteList
      query={query}
      itemsOf={(page) => page.content}
      keyOf={(item) => item}
      label="공지사항 목록"
      errorText="공지사항을 불러오지 못했어요."
      empty={{ title: '등록된 공지사항이 없어요' }}
      moreLabel="공지 더 보기"
      moreFailedText="다음 공지를 불러오지 못했어요."
    >
      {(item) => <span>{item}</span>}
    </InfiniteList>,
  );
}

/** The list as a feature draws it: each item a link. */
function LinkedList({ query }: { query: InfiniteListQuery<Page> }) {
  return (
    <InfiniteList query={query} itemsOf={(page) => page.content} keyOf={(item) => item} label="공지사항 목록" errorText="공지사항을 불러오지 못했어요." moreLabel="공지 더 보기">
      {(item) => <a href={`/notice/${item}`}>{item}</a>}
    </InfiniteList>
  );
}

describe('InfiniteList', () => {
  it('모든 페이지의 항목을 한 목록으로 그리고, 다음 페이지가 있으면 더 보기를 둔다', async () => {
    const query = feed({ data: pages(['공지 1', '공지 2'], ['공지 3']), hasNextPage: true });
    const { container } = renderList(query);
    const list = screen.getByRole('list', { name: '공지사항 목록' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['공지 1', '공지 2', '공지 3']);
    await userEvent.click(screen.getByRole('button', { name: '공지 더 보기' }));
    expect(query.fetchNextPage).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('더 보기를 눌러 받은 페이지는 그 첫 항목이 포커스를 받는다 (마지막 페이지에서 버튼이 사라져도)', async () => {
    const user = userEvent.setup();
    const query = feed({ data: pages(['공지 1', '공지 2']), hasNextPage: true });
    const view = render(<LinkedList query={query} />);
    await user.click(screen.getByRole('button', { name: '공지 더 보기' }));
    expect(screen.getByRole('button', { name: '공지 더 보기' })).toHaveFocus();
    view.rerender(<LinkedList query={feed({ data: pages(['공지 1', '공지 2'], ['공지 3']), hasNextPage: false })} />);
    expect(screen.queryByRole('button', { name: '공지 더 보기' })).toBeNull();
    expect(screen.getByRole('link', { name: '공지 3' })).toHaveFocus();
  });

  it('페이지 사이에 목록이 밀려 다음 페이지가 이미 보인 항목으로 시작해도 한 번만 그린다', () => {
    renderList(feed({ data: pages(['알림 3', '알림 2'], ['알림 2', '알림 1']) }));
    const list = screen.getByRole('list', { name: '공지사항 목록' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['알림 3', '알림 2', '알림 1']);
  });

  it('더 보기를 누른 사이 실시간으로 맨 위에 온 항목이 아니라, 부른 페이지의 첫 항목이 포커스를 받는다', async () => {
    const user = userEvent.setup();
    const view = render(<LinkedList query={feed({ data: pages(['공지 2', '공지 1']), hasNextPage: true })} />);
    await user.click(screen.getByRole('button', { name: '공지 더 보기' }));
    view.rerender(<LinkedList query={feed({ data: pages(['공지 2', '공지 1']), hasNextPage: true, isFetchingNextPage: true })} />);
    // A live notice put at the top while the page is on its way.
    view.rerender(<LinkedList query={feed({ data: pages(['공지 3', '공지 2', '공지 1']), hasNextPage: true, isFetchingNextPage: true })} />);
    expect(screen.getByRole('link', { name: '공지 3' })).not.toHaveFocus();
    view.rerender(<LinkedList query={feed({ data: pages(['공지 3', '공지 2', '공지 1'], ['공지 0']), hasNextPage: false })} />);
    expect(screen.getByRole('link', { name: '공지 0' })).toHaveFocus();
  });

  it('더 보기로 부른 페이지가 실패하면, 나중에 스크롤로 받은 페이지가 포커스를 가져가지 않는다', async () => {
    const user = userEvent.setup();
    const view = render(<LinkedList query={feed({ data: pages(['공지 1']), hasNextPage: true })} />);
    await user.click(screen.getByRole('button', { name: '공지 더 보기' }));
    view.rerender(<LinkedList query={feed({ data: pages(['공지 1']), hasNextPage: true, isFetchingNextPage: true })} />);
    view.rerender(<LinkedList query={feed({ data: pages(['공지 1']), hasNextPage: true, isError: true, error: new Error('500'), isFetchNextPageError: true })} />);
    act(() => screen.getByRole('button', { name: '다시 시도하기' }).blur());
    view.rerender(<LinkedList query={feed({ data: pages(['공지 1'], ['공지 2']), hasNextPage: false })} />);
    expect(screen.getByRole('link', { name: '공지 2' })).not.toHaveFocus();
  });

  it('스크롤로 받은 페이지는 포커스를 옮기지 않는다', () => {
    const query = feed({ data: pages(['공지 1']), hasNextPage: true });
    const view = render(<LinkedList query={query} />);
    view.rerender(<LinkedList query={feed({ data: pages(['공지 1'], ['공지 2']), hasNextPage: false })} />);
    expect(document.activeElement).toBe(document.body);
  });

  it('다음 페이지가 실패해도 받은 항목은 그대로 두고, 그 실패를 목록 끝에서 알린다', async () => {
    // TanStack marks the whole query failed when a next page fails, keeping its pages.
    const query = feed({ data: pages(['공지 1']), isError: true, error: new Error('500'), hasNextPage: true, isFetchNextPageError: true });
    renderList(query);
    expect(screen.getByRole('list', { name: '공지사항 목록' })).toHaveTextContent('공지 1');
    expect(screen.getByRole('alert')).toHaveTextContent('다음 공지를 불러오지 못했어요. 잠시 후 다시 시도해주세요.');
    await userEvent.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(query.fetchNextPage).toHaveBeenCalledTimes(1);
    expect(query.refetch).not.toHaveBeenCalled();
  });

  it('첫 페이지를 못 받으면 목록 대신 오류와 다시 시도하기를 보인다', async () => {
    const query = feed({ isError: true, error: new Error('500') });
    renderList(query);
    expect(screen.getByRole('alert')).toHaveTextContent('공지사항을 불러오지 못했어요.');
    await userEvent.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('어느 페이지에도 항목이 없으면 빈 상태를 보인다', () => {
    renderList(feed({ data: pages([]) }));
    expect(screen.getByText('등록된 공지사항이 없어요')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('불러오는 동안 스켈레톤으로 알린다', () => {
    renderList(feed({ isPending: true }));
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중이에요');
  });
});
