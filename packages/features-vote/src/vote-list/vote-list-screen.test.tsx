import type { GateDialogCode, GateUser } from '@jogak/app-core';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, LINKED_MEMBER, renderScreen, requestedCalls } from '@jogak/feature-testing';
import { VOTE_LIST_SIZE, VoteListScreen } from './vote-list-screen';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
const requests = requestedCalls(sandbox);
beforeAll(() => sandbox.listen());
afterEach(() => {
  requests.length = 0;
  sandbox.faults.clear();
  sandbox.reset();
});
afterAll(() => sandbox.close());

const tokenOf = (memberId: string) => sandbox.state.login(memberId).token;

function renderList({ token = tokenOf('demo-pro'), user = LINKED_MEMBER }: { token?: string | null; user?: GateUser } = {}) {
  const onGate = vi.fn<(code: GateDialogCode) => void>();
  return { ...renderScreen(<VoteListScreen user={user} onGate={onGate} />, { token }), onGate };
}

const cardTexts = (group: HTMLElement) => within(group).getAllByRole('link').map((card) => card.textContent);

/**
 * After the seed's three votes, as many closed ones (지난 투표 1…) as fill the first page and two
 * more, then an open one (새 투표): the second page holds 지난 투표 48, 49 and 새 투표.
 */
function addVotesBeyondFirstPage() {
  const [open, closed] = sandbox.state.data.votes;
  if (!open || !closed) throw new Error('The seed has an open and a closed vote first.');
  const pastCount = VOTE_LIST_SIZE - 1;
  for (let n = 1; n <= pastCount; n += 1) {
    sandbox.state.data.votes.push({ ...structuredClone(closed), voteId: String(100 + n), title: `지난 투표 ${n}` });
  }
  sandbox.state.data.votes.push({ ...structuredClone(open), voteId: '200', title: '새 투표' });
}

const cardTitles = (group: HTMLElement) =>
  within(group)
    .getAllByRole('link')
    .map((card) => card.querySelector('.jg-vote-card__title')?.textContent);

describe('VoteListScreen', () => {
  it('보유한 건물의 투표를 진행 중, 예정, 종료로 나누어 기간과 의결권을 보여준다', async () => {
    const { container, onNavigate } = renderList();
    // Under the app header's h1 (투표): the list's title is an h2, its groups h3 — one h1 per page.
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: '수익자총회 투표' })).toBeInTheDocument();
    const open = await screen.findByRole('region', { name: '진행 중인 투표' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['진행 중인 투표', '예정된 투표', '종료된 투표']);
    expect(cardTexts(open)).toEqual(['투표 중을지로 파인타워 1호을지로 파인타워 1호 임차인 변경 및 관리보수 조정2025.03.01 ~ 2025.03.09 · 의결권 2,000주']);
    expect(cardTexts(screen.getByRole('region', { name: '예정된 투표' }))).toEqual([
      '투표 예정성수 레드브릭 오피스성수 레드브릭 오피스 옥상 태양광 설치2025.03.06 ~ 2025.03.13 · 의결권 1,500주',
    ]);
    expect(cardTexts(screen.getByRole('region', { name: '종료된 투표' }))).toEqual([
      '투표 종료해운대 마린시티 오션스퀘어해운대 마린시티 오션스퀘어 매각 검토2025.01.23 ~ 2025.02.02 · 의결권 800주',
    ]);
    expect(screen.queryByText('참여 완료')).toBeNull();
    await expectNoAxeViolations(container);

    await userEvent.click(within(open).getByRole('link'));
    expect(onNavigate).toHaveBeenCalledWith({ route: '/_main/vote/$id', params: { id: '1' } });
  });

  it('참여한 투표에는 참여 완료와 투표한 때의 의결권, 보유하지 않은 건물의 투표는 없다', async () => {
    renderList({ token: tokenOf('demo-general') });
    const closed = await screen.findByRole('region', { name: '종료된 투표' });
    expect(cardTexts(closed)).toEqual(['투표 종료참여 완료해운대 마린시티 오션스퀘어해운대 마린시티 오션스퀘어 매각 검토2025.01.23 ~ 2025.02.02 · 의결권 40주']);
    expect(within(screen.getByRole('region', { name: '진행 중인 투표' })).getByRole('link')).toHaveTextContent('의결권 120주');
    expect(screen.queryByRole('region', { name: '예정된 투표' })).toBeNull();
  });

  it('투표가 없으면 그렇게 말한다', async () => {
    renderList({ token: tokenOf('demo-corp') });
    expect(await screen.findByRole('region', { name: '참여할 수 있는 투표가 없어요' })).toHaveTextContent(
      '보유한 건물의 수익자총회가 열리면 여기에서 투표할 수 있어요.',
    );
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('불러오는 동안 자리표시를, 실패하면 다시 시도하기를 보여준다', async () => {
    sandbox.faults.add({ status: 500, path: '/main/v1/votes', times: 1 });
    renderList();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('투표 목록을 불러오는 중');
    expect(await screen.findByRole('alert')).toHaveTextContent('투표 목록을 불러오지 못했어요.');
    await userEvent.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByRole('region', { name: '진행 중인 투표' })).toHaveTextContent('을지로 파인타워 1호 임차인 변경 및 관리보수 조정');
  });
});

describe('VoteListScreen의 다음 쪽', () => {
  it('한 쪽을 넘는 투표는 더 보기로 불러와 그 상태의 묶음에 더한다', async () => {
    addVotesBeyondFirstPage();
    const user = userEvent.setup();
    const { container } = renderList();
    const open = await screen.findByRole('region', { name: '진행 중인 투표' });
    const closed = screen.getByRole('region', { name: '종료된 투표' });
    expect(cardTitles(open)).toEqual(['을지로 파인타워 1호 임차인 변경 및 관리보수 조정']);
    expect(within(closed).getAllByRole('link')).toHaveLength(48);
    expect(requests).toContain(`GET /main/v1/votes?page=0&size=${VOTE_LIST_SIZE}`);
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: '투표 더 보기' }));
    expect(await within(open).findByText('새 투표')).toBeInTheDocument();
    expect(cardTitles(open)).toEqual(['을지로 파인타워 1호 임차인 변경 및 관리보수 조정', '새 투표']);
    expect(cardTitles(closed).slice(-2)).toEqual(['지난 투표 48', '지난 투표 49']);
    expect(requests).toContain(`GET /main/v1/votes?page=1&size=${VOTE_LIST_SIZE}`);
    expect(screen.queryByRole('button', { name: '투표 더 보기' })).toBeNull();
  });

  it('그사이 목록이 밀려 다음 쪽이 보인 투표로 시작해도 한 번만 보여준다', async () => {
    addVotesBeyondFirstPage();
    const user = userEvent.setup();
    renderList();
    const closed = await screen.findByRole('region', { name: '종료된 투표' });
    const [, seedClosed] = sandbox.state.data.votes;
    if (!seedClosed) throw new Error('The seed has a closed vote second.');
    // A vote added at the list's start: page 1 now begins with 지난 투표 47, the first page's last.
    sandbox.state.data.votes.unshift({ ...structuredClone(seedClosed), voteId: '300', title: '추가된 투표' });
    await user.click(screen.getByRole('button', { name: '투표 더 보기' }));
    expect(await within(screen.getByRole('region', { name: '진행 중인 투표' })).findByText('새 투표')).toBeInTheDocument();
    expect(cardTitles(closed).filter((title) => title === '지난 투표 47')).toHaveLength(1);
    expect(cardTitles(closed).slice(-3)).toEqual(['지난 투표 47', '지난 투표 48', '지난 투표 49']);
  });

  it('더 보기를 누른 포커스는 새로 온 첫 투표로 간다', async () => {
    addVotesBeyondFirstPage();
    const user = userEvent.setup();
    renderList();
    const more = await screen.findByRole('button', { name: '투표 더 보기' });
    more.focus();
    await user.keyboard('{Enter}');
    const closed = screen.getByRole('region', { name: '종료된 투표' });
    await waitFor(() => expect(within(closed).getByRole('link', { name: /지난 투표 48/ })).toHaveFocus());
  });

  it('다음 쪽을 못 불러와도 보이던 투표는 두고, 목록 끝에서 알린 뒤 다시 불러온다', async () => {
    addVotesBeyondFirstPage();
    const user = userEvent.setup();
    renderList();
    const open = await screen.findByRole('region', { name: '진행 중인 투표' });
    sandbox.faults.add({ status: 500, path: '/main/v1/votes', times: 1 });
    await user.click(screen.getByRole('button', { name: '투표 더 보기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('다음 투표를 불러오지 못했어요. 잠시 후 다시 시도해주세요.');
    expect(cardTitles(open)).toEqual(['을지로 파인타워 1호 임차인 변경 및 관리보수 조정']);
    expect(within(screen.getByRole('region', { name: '종료된 투표' })).getAllByRole('link')).toHaveLength(48);
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(await within(open).findByText('새 투표')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('VoteListScreen의 관문', () => {
  const cases: ReadonlyArray<{ who: string; user: GateUser; code: GateDialogCode; title: string; button: string }> = [
    { who: '가입하지 않은 게스트', user: { userType: '100', investPersonUniqueNo: '', allianceAccountNoRegisterYn: '' }, code: 'NEED_SIGN_UP', title: '회원가입이 필요해요', button: '회원가입하기' },
    { who: '로그아웃한 회원', user: { userType: '103', investPersonUniqueNo: 'P-demo', allianceAccountNoRegisterYn: 'Y' }, code: 'NEED_LOG_IN', title: '로그인이 필요해요', button: '로그인하기' },
    { who: '계좌가 없는 회원', user: { userType: '101', investPersonUniqueNo: 'P-demo', allianceAccountNoRegisterYn: 'N' }, code: 'NEED_ACCOUNT_OPEN', title: '계좌 개설이 필요해요', button: '계좌 개설하기' },
    { who: '카카오페이 인증서가 없는 회원', user: { userType: '102', investPersonUniqueNo: 'P-demo', allianceAccountNoRegisterYn: 'N' }, code: 'NEED_KAKAO_REGISTER', title: '카카오페이 인증서 등록이 필요해요', button: '등록하기' },
    { who: '계좌를 연동하지 않은 회원', user: { userType: '200', investPersonUniqueNo: 'P-demo', allianceAccountNoRegisterYn: 'N' }, code: 'NEED_ACCOUNT_LINK', title: '계좌 연동이 필요해요', button: '연동하기' },
  ];

  it.each(cases)('$who: 곧바로 $code 안내, 확인하면 그 길로', async ({ user, code, title, button }) => {
    const { onGate } = renderList({ token: null, user });
    const dialog = await screen.findByRole('dialog', { name: title });
    await userEvent.click(within(dialog).getByRole('button', { name: button }));
    expect(onGate).toHaveBeenCalledWith(code);
    expect(screen.queryByRole('region', { name: '진행 중인 투표' })).toBeNull();
  });

  it('안내를 닫으면 이유와 다시 여는 버튼이 남는다', async () => {
    const { onGate, container } = renderList({ token: null, user: { userType: '103', investPersonUniqueNo: 'P-demo', allianceAccountNoRegisterYn: 'Y' } });
    await userEvent.click(within(await screen.findByRole('dialog', { name: '로그인이 필요해요' })).getByRole('button', { name: '취소' }));
    expect(onGate).not.toHaveBeenCalled();
    const panel = screen.getByRole('region', { name: '로그인이 필요해요' });
    expect(panel).toHaveTextContent('투표는 로그인하고 증권 계좌를 연동한 회원만 할 수 있어요.');
    await expectNoAxeViolations(container);
    await userEvent.click(within(panel).getByRole('button', { name: '로그인하기' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '로그인이 필요해요' })).getByRole('button', { name: '로그인하기' }));
    expect(onGate).toHaveBeenCalledWith('NEED_LOG_IN');
  });
});
