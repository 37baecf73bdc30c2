// RichText's DOMPurify mis-sanitises under happy-dom (ui-kit README): these screens run in jsdom.
// @vitest-environment jsdom
import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderScreen } from '@jogak/feature-testing';
import { EventListScreen } from './event-list-screen';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => {
  sandbox.reset();
  vi.unstubAllGlobals();
});
afterAll(() => sandbox.close());

/** Nine past events after the seed's three, so the list has a second page (10 a page). */
function addPastEvents() {
  for (let n = 1; n <= 9; n += 1) {
    sandbox.state.data.events.push({
      id: String(100 + n),
      title: `지난 이벤트 ${n}`,
      summary: '',
      content: '<p>종료된 이벤트</p>',
      thumbImgUrl: '/__sandbox/images/event-3.svg',
      beginAt: `2024-0${n}-01T00:00:00+09:00`,
      endAt: `2024-0${n}-10T00:00:00+09:00`,
    });
  }
}

describe('EventListScreen', () => {
  it('이벤트를 최신순으로 상태, 기간과 함께 보여주고 상세로 간다', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderScreen(<EventListScreen />);
    const list = await screen.findByRole('list', { name: '이벤트 목록' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '진행 중첫 청약 축하금 5,000원2025.02.22 ~ 2025.03.24',
      '진행 중친구 초대하고 커피 받기2025.02.02 ~ 2025.04.03',
      '종료해운대 오션스퀘어 상장 기념 이벤트2024.12.04 ~ 2025.01.03',
    ]);
    const link = within(list).getByRole('link', { name: /친구 초대하고 커피 받기/ });
    expect(link).toHaveAttribute('href', '/community/event/2');
    await user.click(link);
    expect(onNavigate).toHaveBeenCalledWith({ route: '/_main/community/event/$id', params: { id: '2' } });
    expect(screen.queryByRole('button', { name: '더 보기' })).not.toBeInTheDocument();
  });

  it('불러오는 동안 자리표시를 보여준다', async () => {
    renderScreen(<EventListScreen />);
    expect(screen.getByRole('status', { busy: true })).toHaveTextContent('목록을 불러오는 중이에요');
    await screen.findByText('첫 청약 축하금 5,000원');
    expect(screen.queryByRole('status', { busy: true })).not.toBeInTheDocument();
  });

  it('끝까지 내리면 다음 페이지를 이어 붙인다', async () => {
    addPastEvents();
    const observers: { callback: IntersectionObserverCallback; target: Element | null }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly entry: { callback: IntersectionObserverCallback; target: Element | null };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback, target: null };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.target = target;
        }
        disconnect() {
          this.entry.target = null;
        }
      },
    );
    renderScreen(<EventListScreen />);
    const list = await screen.findByRole('list', { name: '이벤트 목록' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    const watching = observers.find((observer) => observer.target !== null);
    expect(watching?.target).toContainElement(screen.getByRole('button', { name: '더 보기' }));
    watching?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(await within(list).findByText('지난 이벤트 9')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: '더 보기' })).not.toBeInTheDocument();
  });

  it('더 보기로도 다음 페이지를 부르고, 실패하면 그 자리에서 다시 시도한다', async () => {
    addPastEvents();
    const user = userEvent.setup();
    renderScreen(<EventListScreen />);
    await screen.findByText('지난 이벤트 7');
    sandbox.faults.add({ status: 500, path: '/main/v1/board/events', times: 1 });
    await user.click(screen.getByRole('button', { name: '더 보기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('다음 목록을 불러오지 못했어요.');
    expect(screen.getByText('첫 청약 축하금 5,000원')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByText('지난 이벤트 9')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('이벤트가 없으면 빈 상태를 보여준다', async () => {
    sandbox.state.data.events.splice(0);
    renderScreen(<EventListScreen />);
    expect(await screen.findByText('진행 중인 이벤트가 없어요')).toBeInTheDocument();
    expect(screen.getByText('새 이벤트가 열리면 여기에서 알려드릴게요.')).toBeInTheDocument();
  });

  it('불러오지 못하면 한국어로 알리고 다시 시도하면 채운다', async () => {
    sandbox.faults.add({ status: 500, path: '/main/v1/board/events', times: 0 });
    const user = userEvent.setup();
    renderScreen(<EventListScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('이벤트를 불러오지 못했어요잠시 후 다시 시도해주세요.');
    sandbox.faults.clear();
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByText('첫 청약 축하금 5,000원')).toBeInTheDocument();
  });

  it('접근성 위반이 없다', async () => {
    const { container } = renderScreen(<EventListScreen />);
    await screen.findByText('첫 청약 축하금 5,000원');
    await expectNoAxeViolations(container);
  });
});
