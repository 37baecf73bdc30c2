// RichText sanitises with DOMPurify, which mis-sanitises under happy-dom: these screens run in jsdom.
// @vitest-environment jsdom
import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderScreen } from '@jogak/feature-testing';
import { NoticeDetailScreen } from './notice-detail-screen';
import { NoticeListScreen } from './notice-list-screen';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => {
  sandbox.faults.clear();
  sandbox.reset();
});
afterAll(() => sandbox.close());

const rowsOf = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => item.textContent);

describe('NoticeListScreen', () => {
  it('중요 공지를 먼저, 그다음 최신순으로 보여주고 끝에 닿으면 다음 쪽을 붙인다', async () => {
    const user = userEvent.setup();
    renderScreen(<NoticeListScreen pageSize={4} />);
    const list = await screen.findByRole('list', { name: '공지사항 목록' });
    expect(rowsOf(list)).toEqual([
      '중요[필독] 조각 서비스 이용약관 개정 안내2025.03.01',
      '광안리 오션뷰 스테이 청약 일정 안내2025.02.28',
      '추석 연휴 고객센터 운영 안내2025.02.23',
      '시스템 정기 점검 안내 (매월 셋째 주 일요일)2025.02.11',
    ]);
    expect(within(list).getByRole('link', { name: /이용약관 개정 안내/ })).toHaveAttribute('href', '/support/notice/1');
    await user.click(screen.getByRole('button', { name: '더 보기' }));
    await waitFor(() => expect(rowsOf(list)).toHaveLength(6));
    expect(rowsOf(list).slice(4)).toEqual(['개인정보 처리방침 변경 안내2025.01.28', '을지로 파인타워 1호 3분기 배당금 지급 완료2025.01.23']);
    expect(screen.queryByRole('button', { name: '더 보기' })).not.toBeInTheDocument();
  });

  it('불러오는 동안 자리표시를 보여준다', async () => {
    renderScreen(<NoticeListScreen />);
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('불러오는 중이에요');
    await screen.findByRole('list', { name: '공지사항 목록' });
    expect(within(screen.getByRole('main')).queryByRole('status')).not.toBeInTheDocument();
  });

  it('공지가 없으면 그렇게 말한다', async () => {
    sandbox.state.data.notices.splice(0);
    renderScreen(<NoticeListScreen />);
    expect(await screen.findByRole('region', { name: '등록된 공지사항이 없어요' })).toBeInTheDocument();
  });

  it('실패하면 한국어 안내와 다시 시도하기를 보여주고, 다시 시도하면 채운다', async () => {
    sandbox.faults.add({ status: 500, path: '/main/v1/board/notices', times: 1 });
    const user = userEvent.setup();
    renderScreen(<NoticeListScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('불러오지 못했어요공지사항을 불러오지 못했어요.다시 시도하기');
    const held = sandbox.faults.add({ hold: true, path: '/main/v1/board/notices' });
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    // While TanStack asks again, the failure stays with its button busy, and the button keeps focus.
    const waiting = await screen.findByRole('button', { busy: true });
    expect(waiting).toHaveTextContent(/불러오/);
    expect(waiting).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('공지사항을 불러오지 못했어요.');
    sandbox.faults.release(held.id);
    expect(await screen.findByRole('list', { name: '공지사항 목록' })).toHaveTextContent('[필독] 조각 서비스 이용약관 개정 안내');
  });

  it('접근성 위반이 없다', async () => {
    const { container } = renderScreen(<NoticeListScreen />);
    await screen.findByRole('list', { name: '공지사항 목록' });
    await expectNoAxeViolations(container);
  });
});

describe('NoticeDetailScreen', () => {
  it('제목, 날짜, 본문(RichText)을 보여준다', async () => {
    const { container } = renderScreen(<NoticeDetailScreen id={2} />);
    expect(await screen.findByRole('heading', { level: 2, name: '추석 연휴 고객센터 운영 안내' })).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(within(article).getByText('2025.02.23')).toHaveAttribute('dateTime', '2025-02-23T10:00:00+09:00');
    expect(article).toHaveTextContent('추석 연휴 기간에는 고객센터 전화 상담이 운영되지 않습니다.');
    expect(within(article).getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/support/notice');
    await expectNoAxeViolations(container);
  });

  it('본문의 위험한 마크업은 지운다', async () => {
    const notice = sandbox.state.data.notices.find((item) => item.id === '2');
    if (notice) notice.content = '<p onclick="alert(1)">안내</p><script>alert(2)</script><img src="x" onerror="alert(3)">';
    renderScreen(<NoticeDetailScreen id={2} />);
    const article = await screen.findByRole('article');
    expect(article.querySelector('.jg-support-article__body')?.innerHTML).toBe('<p>안내</p><img src="x">');
  });

  it('없는 공지는 찾을 수 없다고 말한다', async () => {
    renderScreen(<NoticeDetailScreen id={999} />);
    expect(await screen.findByRole('region', { name: '공지사항을 찾을 수 없어요' })).toBeInTheDocument();
  });

  it('실패하면 다시 시도할 수 있다', async () => {
    sandbox.faults.add({ abort: true, path: '/main/v1/board/notices/3', times: 1 });
    const user = userEvent.setup();
    renderScreen(<NoticeDetailScreen id={3} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('공지사항을 불러오지 못했어요.');
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByRole('heading', { level: 2, name: '광안리 오션뷰 스테이 청약 일정 안내' })).toBeInTheDocument();
  });
});
