import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, requested, sandbox } from '../test/render-app';

describe('라우팅 규칙', () => {
  it('오프라인이면 어느 이동이든 오프라인 화면으로', async () => {
    let online = true;
    const { location } = await renderApp('/my', { online: () => online });
    expect(await screen.findByText('조각 게스트')).toBeInTheDocument();
    online = false;
    await userEvent.click(screen.getByRole('button', { name: '홈' }));
    expect(await screen.findByRole('heading', { name: '네트워크가 원할하지 않아요' })).toBeInTheDocument();
    expect(location().pathname).toBe('/offline');
  });

  it('온라인이면 오프라인 화면은 처음 화면으로 보낸다', async () => {
    const { location } = await renderApp('/offline');
    // `/` runs the start-up flow, which sends a fresh device to access-permission.
    await waitFor(() => expect(location().pathname).toBe('/auth/access-permission'));
    expect(await screen.findByRole('heading', { level: 1, name: '앱 접근 권한 안내' })).toBeInTheDocument();
  });

  it('오프라인으로 시작한 앱은 다시 연결되면 다시 시도하기가 300ms 뒤 처음 화면으로 (시작 흐름을 건너뛰지 않는다)', async () => {
    let online = false;
    const { location } = await renderApp('/offline', { online: () => online });
    online = true;
    await userEvent.click(await screen.findByRole('button', { name: '다시 시도하기' }));
    // `/` runs the start-up flow, which sends a fresh device to access-permission.
    await waitFor(() => expect(location().pathname).toBe('/auth/access-permission'));
    expect(await screen.findByRole('heading', { level: 1, name: '앱 접근 권한 안내' })).toBeInTheDocument();
  });

  it('로그인이 필요한 화면에 온 게스트는 처음 화면으로 (알림)', async () => {
    const { location } = await renderApp('/alert');
    // The auth guard sends a guest to `/`, whose start-up flow shows a fresh device access-permission.
    await waitFor(() => expect(location().pathname).toBe('/auth/access-permission'));
    expect(await screen.findByRole('heading', { level: 1, name: '앱 접근 권한 안내' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '모두 읽음' })).toBeNull();
  });

  it('회원이 종을 누르면 알림 화면이 내 알림을 보여준다', async () => {
    const { location, live } = await renderApp('/home', { member: 'demo-general' });
    // The harness's live feed has no client; /alert listens to one for live notifications.
    live.client.mockResolvedValue({ onEvent: () => () => undefined, connection: { onStatus: () => () => undefined } });
    expect(await screen.findByRole('heading', { name: '모집 중인 공모' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: '알림, 새 알림 있음' }));
    const list = await screen.findByRole('list', { name: '전체 알림' });
    expect(location().pathname).toBe('/alert');
    const alertScreen = within(list.closest('main') ?? document.body);
    // The header's 알림 is the page's one h1 (issue #18): the screen repeats none.
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['알림']);
    expect(alertScreen.getByRole('button', { name: '모두 읽음' })).toBeEnabled();
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getByRole('link', { name: /청약 완료/ })).toHaveTextContent('광안리 오션뷰 스테이 100주 청약이 접수되었어요.');
    expect(within(list).getByRole('link', { name: /청약 완료/ })).toHaveAttribute('href', '/subscription/108');
  });

  it('쿼리가 없는 경로로 가면 현재 쿼리를 가져간다', async () => {
    const { location } = await renderApp('/my?event=FRIEND1');
    await screen.findByText('조각 게스트');
    await userEvent.click(screen.getByRole('button', { name: '홈' }));
    expect(await screen.findByRole('heading', { name: '모집 중인 공모' })).toBeInTheDocument();
    expect(location().pathname).toBe('/home');
    expect(location().search).toEqual({ event: 'FRIEND1' });
  });

  it('start-up 의 event 는 추천 코드로 저장되고 route=qna 는 1:1 문의로 (시작 쿼리는 넘기지 않는다)', async () => {
    const { location, shell } = await renderApp('/?event=FRIEND1&route=qna', { member: 'demo-general' });
    expect(await screen.findByRole('heading', { level: 2, name: '내 문의 내역' })).toBeInTheDocument();
    // The sandbox runs on today's clock here, so the rows' dates are left out of the match.
    const rows = within(await screen.findByRole('list', { name: '1:1 문의 목록' })).getAllByRole('link');
    expect(rows.map((row) => row.textContent?.slice(0, -10))).toEqual(['답변 대기거래주문이 체결되지 않아요', '답변 완료청약청약 증거금은 언제 돌려받나요?']);
    const waiting = rows[0];
    expect(waiting).toHaveAttribute('href', '/support/qna/2');
    expect(location().pathname).toBe('/support/qna');
    expect(location().search).toEqual({});
    expect(await shell.services.persistence.get('jogak:referral-code')).toBe('FRIEND1');
  });

  it('게스트가 자산을 누르면 회원가입 안내 후 회원가입으로, 종은 로그인 안내', async () => {
    const { location } = await renderApp('/my');
    await screen.findByText('조각 게스트');
    await userEvent.click(screen.getByRole('button', { name: '알림' }));
    expect(await screen.findByText('로그인 후 이용해주세요')).toBeInTheDocument();
    expect(location().pathname).toBe('/my');
    await userEvent.click(screen.getByRole('button', { name: '자산' }));
    expect(await screen.findByText('회원가입 후 이용해주세요')).toBeInTheDocument();
    expect(location().pathname).toBe('/auth/sign-up');
    expect(await screen.findByRole('heading', { level: 1, name: '어떤 회원으로 가입할까요?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '개인 회원으로 가입하기' })).toBeEnabled();
  });

  it('서버 500 이면 오류 화면으로', async () => {
    sandbox.faults.add({ status: 500, path: '/main/v1/member/notifications/has-new' });
    const { location } = await renderApp('/my', { member: 'demo-general' });
    expect(await screen.findByRole('heading', { name: '이런!' })).toBeInTheDocument();
    expect(location().pathname).toBe('/error');
  });

  it('문의 등록이 서버 500 으로 오류 화면에 가도, 이전 화면으로 돌아오면 쓴 내용이 그대로다', async () => {
    sandbox.faults.add({ status: 500, method: 'POST', path: '/main/v1/board/qnas', times: 1 });
    const { location } = await renderApp('/support/qna/create', { member: 'demo-general' });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: '문의 유형' }), '거래');
    await userEvent.type(screen.getByRole('textbox', { name: '제목' }), '체결 문의');
    await userEvent.type(screen.getByRole('textbox', { name: '문의 내용' }), '주문이 체결되지 않았어요.');
    await userEvent.click(screen.getByRole('button', { name: '문의 등록하기' }));
    expect(await screen.findByRole('heading', { name: '이런!' })).toBeInTheDocument();
    expect(location().pathname).toBe('/error');
    await userEvent.click(screen.getByRole('button', { name: '이전 화면으로' }));
    expect(await screen.findByRole('textbox', { name: '제목' })).toHaveValue('체결 문의');
    expect(screen.getByRole('textbox', { name: '문의 내용' })).toHaveValue('주문이 체결되지 않았어요.');
    expect(screen.getByRole('combobox', { name: '문의 유형' })).toHaveValue('TRADE');
    expect(location().pathname).toBe('/support/qna/create');
    await userEvent.click(screen.getByRole('button', { name: '문의 등록하기' }));
    expect(await screen.findByRole('heading', { level: 2, name: '내 문의 내역' })).toBeInTheDocument();
    expect(within(await screen.findByRole('list', { name: '1:1 문의 목록' })).getAllByRole('link')[0]).toHaveTextContent('체결 문의');
  });

  it('오류 화면의 이전 화면으로는 돌아가면 안 되는 화면(투자성향 분석)으로는 가지 않는다', async () => {
    const { shell } = await renderApp('/investment-analysis/invest-tendency', { member: 'demo-general' });
    expect(await screen.findByRole('heading', { level: 1, name: '투자성향 분석' })).toBeInTheDocument();
    await shell.router.navigate({ to: '/error' });
    expect(await screen.findByRole('heading', { name: '이런!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '홈으로 가기' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: '이전 화면으로' })).toBeNull();
  });

  it.each([
    ['/subscription/abc', 'abc'],
    ['/subscription/abc/disclosure/1', 'abc'],
    ['/subscription/108/disclosure/x', 'x'],
    ['/subscription/0/apply', '0'],
    ['/subscription/1e3/subs-end', '1e3'],
    ['/vote/abc', 'abc'],
    ['/support/notice/abc', 'abc'],
    ['/support/faq/1e3', '1e3'],
    ['/support/qna/abc', 'abc'],
    ['/support/qna/abc/update', 'abc'],
    ['/community/story/abc', 'abc'],
    ['/community/event/0', '0'],
  ])('아이디가 숫자가 아닌 %s 는 서버에 묻지 않고 찾을 수 없는 페이지로', async (path, badId) => {
    await renderApp(path);
    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없어요' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '홈으로 가기' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: '다시 시도하기' })).toBeNull();
    // None of the app's calls asks for the id (the test below shows the same record holds a numeric id's call).
    expect(requested.filter((path) => path.split(/[/?]/).includes(badId))).toEqual([]);
  });

  it.each([
    ['/subscription/108', '광안리 오션뷰 스테이'],
    ['/subscription/108/disclosure/10801', '[증권신고] 광안리 오션뷰 스테이 증권신고서 제출'],
    ['/subscription/108/prospectus', '투자설명서'],
    ['/subscription/108/prospectus/SECURITIES_REPORT', '증권신고서'],
  ])('숫자 아이디의 %s 는 그대로 열린다 (부모 경로의 아이디 규칙이 자식을 막지 않는다)', async (path, heading) => {
    await renderApp(path);
    // The screen's own title, an h2 under the header's route title (the page's h1).
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(requested.filter((path) => path.split(/[/?]/).includes('108'))).not.toEqual([]);
  });
});
