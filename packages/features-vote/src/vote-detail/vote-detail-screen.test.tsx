import { voteQueries } from '@jogak/api-client';
import { resetUser, updateUser, userStore, type GateDialogCode, type GateUser } from '@jogak/app-core';
import { signAsDevKakaoPay } from '@jogak/sandbox';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { expectNoAxeViolations, LINKED_MEMBER, renderScreen } from '@jogak/feature-testing';
import type { VoteDocumentDownload } from './agenda-card';
import type { SignBallot } from './cast-ballot';
import { VoteDetailScreen } from './vote-detail-screen';
import { VOTE_LIST_SIZE } from '../vote-list/vote-list-screen';

const NOW = '2025-03-04T10:00:00+09:00';
const sandbox = setupSandboxServer({ now: NOW });
beforeAll(() => sandbox.listen());
afterEach(() => {
  sandbox.state.clock.set(NOW);
  sandbox.server.resetHandlers();
  sandbox.faults.clear();
  sandbox.reset();
});
afterAll(() => sandbox.close());

const tokenOf = (memberId: string) => sandbox.state.login(memberId).token;
const ballotOf = (voteId: string, memberId: string) => sandbox.state.data.votes.find((vote) => vote.voteId === voteId)?.ballots.get(memberId);

interface DetailOptions {
  readonly id?: number;
  readonly member?: string;
  readonly user?: GateUser;
  readonly signBallot?: SignBallot;
  readonly download?: (file: VoteDocumentDownload) => Promise<void>;
}

/** A partner build's API, on a host other than the app's. */
const API_BASE = 'https://api.jogak.example';

function renderDetail({
  id = 1,
  member = 'demo-general',
  user = LINKED_MEMBER,
  // The shell's pay-provider app with the sandbox's development key: a signature the sandbox verifies.
  signBallot = async () => ({ status: 'signed', signatureValue: (await signAsDevKakaoPay(sandbox.state, member)).signature }),
  download = async () => undefined,
}: DetailOptions = {}) {
  const sign = vi.fn(signBallot);
  const onGate = vi.fn<(code: GateDialogCode) => void>();
  const onRegisterCertificate = vi.fn<() => void>();
  const onDownload = vi.fn(download);
  const screenOf = (shown: GateUser) => (
    <VoteDetailScreen
      id={id}
      user={shown}
      signBallot={sign}
      onGate={onGate}
      onRegisterCertificate={onRegisterCertificate}
      apiBaseUrl={API_BASE}
      onDownload={onDownload}
    />
  );
  const rendered = renderScreen(screenOf(user), { token: tokenOf(member) });
  /** Renders the screen again with this member, as the app's route does when its user store changes. */
  const rerenderWith = (next: GateUser) => rendered.rerender(screenOf(next));
  return { ...rendered, rerenderWith, sign, onGate, onRegisterCertificate, onDownload };
}

const agenda = (title: string) => screen.getByRole('region', { name: title });
const FIRST = '제1호 안건: 지하 1층 임차인 변경';
const SECOND = '제2호 안건: 자산관리 보수 조정';

/** Chooses an option of each agenda of vote 1 (을지로 파인타워). */
async function chooseBoth(user: ReturnType<typeof userEvent.setup>, first = '찬성', second = '반대') {
  await user.click(within(agenda(FIRST)).getByRole('radio', { name: first }));
  await user.click(within(agenda(SECOND)).getByRole('radio', { name: second }));
}

describe('VoteDetailScreen: 진행 중인 투표', () => {
  it('안내문, 기간, 내 의결권, 안건마다 설명과 자료와 선택지를 보여준다', async () => {
    const { container } = renderDetail();
    // Under the app header's h1 (투표): the vote's title is an h2, its agendas h3 — one h1 per page.
    expect(await screen.findByRole('heading', { level: 2, name: '을지로 파인타워 1호 임차인 변경 및 관리보수 조정' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([FIRST, SECOND]);
    const article = screen.getByRole('article');
    expect(within(article).getByText('투표 중')).toBeInTheDocument();
    expect(within(article).getByText('을지로 파인타워 1호')).toBeInTheDocument();
    expect(within(article).getAllByRole('term').map((term) => term.textContent)).toEqual(['투표 기간', '내 의결권']);
    expect(within(article).getAllByRole('definition').map((value) => value.textContent)).toEqual(['2025.03.01 ~ 2025.03.09', '120주']);
    expect(screen.getByText('수익자총회 안건입니다. 보유 수량만큼 의결권을 행사할 수 있습니다.')).toBeInTheDocument();

    const first = within(agenda(FIRST));
    expect(first.getByText('지하 1층 식음 매장 임차인을 연 임대료 8% 인상 조건의 신규 임차인으로 변경합니다.')).toBeInTheDocument();
    const documents = first.getAllByRole('link');
    // On the API's origin, not the app's: the contract's url is a path there.
    expect(documents.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['신규 임차인 임대차 조건 요약 (PDF)', `${API_BASE}/__sandbox/documents/vote-1-1-1.pdf`],
      ['임대료 비교 보고서 (PDF)', `${API_BASE}/__sandbox/documents/vote-1-1-2.pdf`],
    ]);
    // Each choice is named by its agenda: 찬성 in one is told from 찬성 in the other.
    expect(first.getByRole('radiogroup', { name: `${FIRST} 선택해주세요` })).toBeEnabled();
    expect(within(agenda(SECOND)).getByRole('radiogroup', { name: `${SECOND} 선택해주세요` })).toBeEnabled();
    expect(first.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['찬성', '반대', '기권']);
    expect(within(agenda(SECOND)).getByRole('link', { name: '자산관리 보수 조정안 (PDF)' })).toHaveAttribute('href', `${API_BASE}/__sandbox/documents/vote-1-2-1.pdf`);
    expect(screen.queryByRole('heading', { name: /투표 결과/ })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('투표하기에 꼭 필요한 안건마다의 선택을 보조기술에 필수 항목으로 알리고, 이미 던진 표는 알리지 않는다', async () => {
    const user = userEvent.setup();
    renderDetail();
    await screen.findByRole('button', { name: '투표하기' });
    for (const title of [FIRST, SECOND]) {
      expect(within(agenda(title)).getByRole('radiogroup', { name: `${title} 선택해주세요` })).toHaveAttribute('aria-required', 'true');
    }
    await chooseBoth(user);
    await user.click(screen.getByRole('button', { name: '투표하기' }));
    await user.click(within(await screen.findByRole('dialog', { name: '투표를 제출할까요?' })).getByRole('button', { name: '제출하기' }));
    const locked = await within(agenda(FIRST)).findByRole('radiogroup', { name: `${FIRST} 내 선택` });
    expect(locked).not.toHaveAttribute('aria-required');
  });

  it('안건 자료를 누르면 링크를 따라가지 않고 셸로 저장하고, 다운로드 완료를 알린다', async () => {
    const { onDownload } = renderDetail();
    const document = await screen.findByRole('link', { name: '임대료 비교 보고서 (PDF)' });
    // fireEvent answers false when the handler prevented the default (the WebView following the link).
    expect(fireEvent.click(document)).toBe(false);
    expect(onDownload).toHaveBeenCalledExactlyOnceWith({ path: '/__sandbox/documents/vote-1-1-2.pdf', fileName: '임대료 비교 보고서.pdf' });
    expect(await screen.findByText('파일 다운로드가 완료되었습니다.')).toBeInTheDocument();
  });

  it('셸이 자료를 저장하지 못하면 다운로드 실패를 알린다', async () => {
    const user = userEvent.setup();
    renderDetail({ download: () => Promise.reject(new Error('저장 공간이 부족합니다.')) });
    await user.click(await screen.findByRole('link', { name: '자산관리 보수 조정안 (PDF)' }));
    expect(await screen.findByText('파일 다운로드를 실패했습니다.')).toBeInTheDocument();
  });

  it('모든 안건을 고르기 전에는 투표하기를 누를 수 없다', async () => {
    const user = userEvent.setup();
    renderDetail();
    const submit = await screen.findByRole('button', { name: '투표하기' });
    expect(submit).toBeDisabled();
    expect(screen.getByText('모든 안건에 하나씩 선택해주세요.')).toBeInTheDocument();
    await user.click(within(agenda(FIRST)).getByRole('radio', { name: '찬성' }));
    expect(submit).toBeDisabled();
    await user.click(within(agenda(SECOND)).getByRole('radio', { name: '기권' }));
    expect(submit).toBeEnabled();
    expect(screen.queryByText('모든 안건에 하나씩 선택해주세요.')).toBeNull();
    expect(within(agenda(FIRST)).getByRole('radio', { name: '찬성' })).toBeChecked();
    expect(within(agenda(SECOND)).getByRole('radio', { name: '기권' })).toBeChecked();
  });

  it('제출 확인을 받고 인증서로 서명해 투표하면 투표가 잠기고 바꿀 수 없다', async () => {
    const user = userEvent.setup();
    const { sign, container } = renderDetail();
    await screen.findByRole('button', { name: '투표하기' });
    await chooseBoth(user);
    await user.click(screen.getByRole('button', { name: '투표하기' }));
    const dialog = await screen.findByRole('dialog', { name: '투표를 제출할까요?' });
    expect(dialog).toHaveTextContent('제출한 투표 결과는 취소하거나 바꿀 수 없어요.');
    expect(sign).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '제출하기' }));

    expect(await screen.findByText('투표를 제출했어요.')).toBeInTheDocument();
    expect(sign).toHaveBeenCalledTimes(1);
    expect(ballotOf('1', 'demo-general')).toMatchObject({
      quantity: 120,
      choices: [
        { agendaId: '1', optionId: '1' },
        { agendaId: '2', optionId: '2' },
      ],
    });
    // 투표하기 is gone with the cast ballot: focus is on the notice that says so, not on the page.
    const notice = await screen.findByText('투표를 완료했어요. 제출한 투표는 취소하거나 바꿀 수 없어요.');
    await waitFor(() => expect(notice).toHaveFocus());
    expect(screen.queryByRole('button', { name: '투표하기' })).toBeNull();
    const first = within(agenda(FIRST));
    expect(first.getByRole('radiogroup', { name: `${FIRST} 내 선택` })).toBeDisabled();
    expect(first.getByRole('radio', { name: '찬성' })).toBeChecked();
    expect(first.getByText('찬성에 투표했어요')).toBeInTheDocument();
    expect(within(agenda(SECOND)).getByText('반대에 투표했어요')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('제출 확인에서 취소하면 서명도 전송도 없고 고른 것은 남는다', async () => {
    const user = userEvent.setup();
    const { sign } = renderDetail();
    await screen.findByRole('button', { name: '투표하기' });
    await chooseBoth(user);
    await user.click(screen.getByRole('button', { name: '투표하기' }));
    await user.click(within(await screen.findByRole('dialog', { name: '투표를 제출할까요?' })).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sign).not.toHaveBeenCalled();
    expect(ballotOf('1', 'demo-general')).toBeUndefined();
    expect(within(agenda(FIRST)).getByRole('radio', { name: '찬성' })).toBeChecked();
    const pressable = screen.getByRole('button', { name: '투표하기' });
    expect(pressable).toBeEnabled();
    expect(pressable).not.toHaveAttribute('aria-busy');
  });

  it('서명할 인증서가 없으면 ENTER_VOTE_WITHOUT_CERT, 인증서 등록하기로 등록 화면에', async () => {
    const user = userEvent.setup();
    const { onRegisterCertificate } = renderDetail({ signBallot: async () => ({ status: 'no-certificate' }) });
    await screen.findByRole('button', { name: '투표하기' });
    await chooseBoth(user);
    await user.click(screen.getByRole('button', { name: '투표하기' }));
    await user.click(within(await screen.findByRole('dialog', { name: '투표를 제출할까요?' })).getByRole('button', { name: '제출하기' }));
    const dialog = await screen.findByRole('dialog', { name: '인증서가 필요해요' });
    expect(dialog).toHaveTextContent('투표하려면 먼저 인증서를 등록해주세요.');
    await user.click(within(dialog).getByRole('button', { name: '인증서 등록하기' }));
    expect(onRegisterCertificate).toHaveBeenCalledTimes(1);
    expect(ballotOf('1', 'demo-general')).toBeUndefined();
    const pressable = screen.getByRole('button', { name: '투표하기' });
    expect(pressable).toBeEnabled();
    expect(pressable).not.toHaveAttribute('aria-busy');
  });

  it('서버가 서명이 없다고 답해도 ENTER_VOTE_WITHOUT_CERT', async () => {
    sandbox.server.use(
      http.post('*/main/v1/votes/:id/ballot', () =>
        HttpResponse.json({ code: 'ENTER_VOTE_WITHOUT_CERT', message: '인증서 서명 후 투표할 수 있어요.' }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    const { onRegisterCertificate } = renderDetail();
    await screen.findByRole('button', { name: '투표하기' });
    await chooseBoth(user);
    await user.click(screen.getByRole('button', { name: '투표하기' }));
    await user.click(within(await screen.findByRole('dialog', { name: '투표를 제출할까요?' })).getByRole('button', { name: '제출하기' }));
    await user.click(within(await screen.findByRole('dialog', { name: '인증서가 필요해요' })).getByRole('button', { name: '취소' }));
    expect(onRegisterCertificate).not.toHaveBeenCalled();
    const pressable = screen.getByRole('button', { name: '투표하기' });
    expect(pressable).toBeEnabled();
    expect(pressable).not.toHaveAttribute('aria-busy');
  });

  it('서명 앱을 닫으면 아무것도 보내지 않고 고른 것은 남는다', async () => {
    const user = userEvent.setup();
    const { sign } = renderDetail({ signBallot: async () => ({ status: 'cancelled' }) });
    await screen.findByRole('button', { name: '투표하기' });
    await chooseBoth(user, '기권', '찬성');
    await user.click(screen.getByRole('button', { name: '투표하기' }));
    await user.click(within(await screen.findByRole('dialog', { name: '투표를 제출할까요?' })).getByRole('button', { name: '제출하기' }));
    await waitFor(() => expect(sign).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ballotOf('1', 'demo-general')).toBeUndefined();
    expect(within(agenda(FIRST)).getByRole('radio', { name: '기권' })).toBeChecked();
    const pressable = screen.getByRole('button', { name: '투표하기' });
    expect(pressable).toBeEnabled();
    expect(pressable).not.toHaveAttribute('aria-busy');
  });

  it('서명이 네트워크 때문에 실패하면 인증서 창 대신 그 메시지를 알리고, 고른 것은 남는다', async () => {
    const user = userEvent.setup();
    const { sign, onRegisterCertificate } = renderDetail({ signBallot: () => Promise.reject(new Error('네트워크 연결이 원활하지 않습니다.')) });
    await screen.findByRole('button', { name: '투표하기' });
    await chooseBoth(user);
    await user.click(screen.getByRole('button', { name: '투표하기' }));
    await user.click(within(await screen.findByRole('dialog', { name: '투표를 제출할까요?' })).getByRole('button', { name: '제출하기' }));
    expect(await screen.findByText('네트워크 연결이 원활하지 않습니다.')).toBeInTheDocument();
    expect(sign).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: '인증서가 필요해요' })).toBeNull();
    expect(onRegisterCertificate).not.toHaveBeenCalled();
    expect(ballotOf('1', 'demo-general')).toBeUndefined();
    expect(within(agenda(FIRST)).getByRole('radio', { name: '찬성' })).toBeChecked();
    const pressable = screen.getByRole('button', { name: '투표하기' });
    expect(pressable).toBeEnabled();
    expect(pressable).not.toHaveAttribute('aria-busy');
  });

  it('메시지 없이 서명에 실패하면 다시 시도하라고 알린다', async () => {
    const user = userEvent.setup();
    renderDetail({ signBallot: () => Promise.reject(new Error('')) });
    await screen.findByRole('button', { name: '투표하기' });
    await chooseBoth(user);
    await user.click(screen.getByRole('button', { name: '투표하기' }));
    await user.click(within(await screen.findByRole('dialog', { name: '투표를 제출할까요?' })).getByRole('button', { name: '제출하기' }));
    expect(await screen.findByText('투표에 서명하지 못했어요. 다시 시도해주세요.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '인증서가 필요해요' })).toBeNull();
  });

  it.each([
    ['서버가 실패하면', { status: 502 }],
    ['연결이 끊기면', { abort: true }],
  ] as const)('전송 중 %s 제출하지 못했다고 해요체 한 번으로 알리고 다시 낼 수 있다', async (_case, fault) => {
    sandbox.faults.add({ ...fault, path: '/main/v1/votes/1/ballot', method: 'POST' });
    const user = userEvent.setup();
    renderDetail();
    await screen.findByRole('button', { name: '투표하기' });
    await chooseBoth(user);
    await user.click(screen.getByRole('button', { name: '투표하기' }));
    await user.click(within(await screen.findByRole('dialog', { name: '투표를 제출할까요?' })).getByRole('button', { name: '제출하기' }));
    expect(await screen.findByText('투표를 제출하지 못했어요. 잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    expect(ballotOf('1', 'demo-general')).toBeUndefined();
    const pressable = screen.getByRole('button', { name: '투표하기' });
    expect(pressable).toBeEnabled();
    expect(pressable).not.toHaveAttribute('aria-busy');
  });

  it('보는 사이 투표가 끝나 서버가 거절하면 그 메시지를 알리고 투표를 다시 읽어 종료를 보여준다', async () => {
    const user = userEvent.setup();
    const { queryClient, sign } = renderDetail();
    await queryClient.prefetchInfiniteQuery(voteQueries.feed({ size: VOTE_LIST_SIZE }));
    await screen.findByRole('button', { name: '투표하기' });
    await chooseBoth(user);
    sandbox.state.clock.set('2025-03-10T00:00:30+09:00');
    await user.click(screen.getByRole('button', { name: '투표하기' }));
    await user.click(within(await screen.findByRole('dialog', { name: '투표를 제출할까요?' })).getByRole('button', { name: '제출하기' }));
    expect(await screen.findByText('투표를 제출하지 못했어요. 투표가 종료되었어요.')).toBeInTheDocument();
    expect(await screen.findByText('투표가 종료되었어요. 이 투표에 참여하지 않았어요.')).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getByText('투표 종료')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '투표하기' })).toBeNull();
    expect(within(agenda(FIRST)).getByRole('heading', { name: /투표 결과/ })).toBeInTheDocument();
    expect(sign).toHaveBeenCalledTimes(1);
    // The list is read again too: its card says 투표 종료 when the member goes back.
    expect(queryClient.getQueryState(voteQueries.feed({ size: VOTE_LIST_SIZE }).queryKey)?.isInvalidated).toBe(true);
  });

  it('다른 기기에서 이미 투표했으면 서버의 거절을 알리고 그 투표를 잠긴 채 보여준다', async () => {
    const user = userEvent.setup();
    renderDetail();
    await screen.findByRole('button', { name: '투표하기' });
    await chooseBoth(user);
    sandbox.state.castVote('demo-general', '1', [{ agendaId: '1', optionId: '3' }, { agendaId: '2', optionId: '3' }], 'signed-on-another-device');
    await user.click(screen.getByRole('button', { name: '투표하기' }));
    await user.click(within(await screen.findByRole('dialog', { name: '투표를 제출할까요?' })).getByRole('button', { name: '제출하기' }));
    expect(await screen.findByText('투표를 제출하지 못했어요. 이미 투표에 참여했어요.')).toBeInTheDocument();
    expect(await screen.findByText('투표를 완료했어요. 제출한 투표는 취소하거나 바꿀 수 없어요.')).toBeInTheDocument();
    expect(within(agenda(FIRST)).getByText('기권에 투표했어요')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '투표하기' })).toBeNull();
  });

  it('이미 투표한 회원은 잠긴 내 선택만 본다', async () => {
    renderDetail({ member: 'demo-corp-pro' });
    expect(await screen.findByText('투표를 완료했어요. 제출한 투표는 취소하거나 바꿀 수 없어요.')).not.toHaveFocus();
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['2025.03.01 ~ 2025.03.09', '20,000주']);
    expect(within(agenda(FIRST)).getByText('찬성에 투표했어요')).toBeInTheDocument();
    expect(within(agenda(SECOND)).getByText('찬성에 투표했어요')).toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.queryByRole('button', { name: '투표하기' })).toBeNull();
  });
});

describe('VoteDetailScreen: 예정과 종료', () => {
  it('예정된 투표는 안건과 자료만, 아직 투표할 수 없다고 말한다', async () => {
    renderDetail({ id: 3, member: 'demo-pro' });
    expect(await screen.findByRole('heading', { level: 2, name: '성수 레드브릭 오피스 옥상 태양광 설치' })).toBeInTheDocument();
    expect(screen.getByText('투표 예정')).toBeInTheDocument();
    expect(screen.getByText('아직 투표 기간이 아니에요. 투표가 시작되면 참여할 수 있어요.')).toBeInTheDocument();
    const solar = within(agenda('제1호 안건: 태양광 설비 설치'));
    expect(solar.getByRole('link', { name: '태양광 설비 견적서 (PDF)' })).toHaveAttribute('href', `${API_BASE}/__sandbox/documents/vote-3-1-1.pdf`);
    expect(solar.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: '투표하기' })).toBeNull();
  });

  it('종료된 투표는 보유 수량으로 센 결과와 내가 투표한 선택을 보여준다', async () => {
    const { container } = renderDetail({ id: 2 });
    expect(await screen.findByRole('heading', { level: 2, name: '해운대 마린시티 오션스퀘어 매각 검토' })).toBeInTheDocument();
    expect(screen.getByText('투표 종료')).toBeInTheDocument();
    expect(screen.getByText('투표를 완료했어요. 제출한 투표는 취소하거나 바꿀 수 없어요.')).toBeInTheDocument();
    const sale = within(agenda('제1호 안건: 매각 검토 착수'));
    expect(sale.getByText('찬성에 투표했어요')).toBeInTheDocument();
    expect(sale.getByRole('heading', { level: 4 })).toHaveTextContent('투표 결과 · 총 10,040주');
    expect(sale.getAllByRole('listitem').filter((row) => row.classList.contains('jg-agenda__tally-row')).map((row) => row.textContent)).toEqual([
      '찬성40주 (0.4%)',
      '반대10,000주 (99.6%)',
      '기권0주 (0%)',
    ]);
    await expectNoAxeViolations(container);
  });

  it('참여하지 않고 종료된 투표는 그렇게 말하고 결과만 보여준다', async () => {
    renderDetail({ id: 2, member: 'demo-pro' });
    expect(await screen.findByText('투표가 종료되었어요. 이 투표에 참여하지 않았어요.')).toBeInTheDocument();
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['2025.01.23 ~ 2025.02.02', '800주']);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('heading', { level: 4 })).toHaveTextContent('투표 결과 · 총 10,040주');
  });

  it('불러오는 동안 자리표시를, 실패하면 다시 시도하기를 보여준다', async () => {
    sandbox.faults.add({ status: 500, path: '/main/v1/votes/1', method: 'GET', times: 1 });
    const user = userEvent.setup();
    renderDetail();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('투표를 불러오는 중');
    expect(await screen.findByRole('alert')).toHaveTextContent('투표를 불러오지 못했어요.');
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByRole('heading', { level: 2, name: '을지로 파인타워 1호 임차인 변경 및 관리보수 조정' })).toBeInTheDocument();
  });

  it('서버가 모르는 투표면 찾을 수 없다고만 하고 다시 시도하기는 없다', async () => {
    renderDetail({ id: 99999 });
    expect(await screen.findByText('투표를 찾을 수 없어요')).toBeInTheDocument();
    expect(screen.getByText('삭제되었거나 주소가 바뀌었을 수 있어요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 시도하기' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '투표하기' })).not.toBeInTheDocument();
  });
});

describe('VoteDetailScreen의 관문', () => {
  it('로그아웃한 회원은 투표 대신 로그인 안내를 받고, 확인하면 로그인으로', async () => {
    const user = userEvent.setup();
    const { onGate } = renderDetail({ user: { userType: '103', investPersonUniqueNo: 'P-demo', allianceAccountNoRegisterYn: 'Y' } });
    await user.click(within(await screen.findByRole('dialog', { name: '로그인이 필요해요' })).getByRole('button', { name: '로그인하기' }));
    expect(onGate).toHaveBeenCalledWith('NEED_LOG_IN');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('다른 곳에서 연동이 끊겨 서버가 투표를 NEED_ACCOUNT_LINK 로 거절하면, 회원 정보를 다시 읽어 화면의 관문이 연동을 안내한다', async () => {
    updateUser({ ...LINKED_MEMBER, id: 'demo-general' });
    onTestFinished(resetUser);
    const member = sandbox.state.data.members.get('demo-general');
    if (!member) throw new Error('no member demo-general');
    const user = userEvent.setup();
    const { onGate, rerenderWith } = renderDetail();
    await screen.findByRole('button', { name: '투표하기' });
    await chooseBoth(user);
    member.allianceAccountNoRegisterYn = 'N';
    await user.click(screen.getByRole('button', { name: '투표하기' }));
    await user.click(within(await screen.findByRole('dialog', { name: '투표를 제출할까요?' })).getByRole('button', { name: '제출하기' }));
    await expect.poll(() => userStore.allianceAccountNoRegisterYn).toBe('N');
    expect(screen.queryByText('계좌 연동 후 이용해주세요.')).toBeNull();
    // The route hands the screen its store's member: the screen's gate asks, once.
    rerenderWith({ ...userStore });
    const dialog = await screen.findByRole('dialog', { name: '계좌 연동이 필요해요' });
    await user.click(within(dialog).getByRole('button', { name: '연동하기' }));
    expect(onGate).toHaveBeenCalledWith('NEED_ACCOUNT_LINK');
    expect(onGate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();

    // Linked again, the member comes back to the choices they made.
    rerenderWith({ ...userStore, allianceAccountNoRegisterYn: 'Y' });
    expect(within(await screen.findByRole('region', { name: FIRST })).getByRole('radio', { name: '찬성' })).toBeChecked();
    expect(within(agenda(SECOND)).getByRole('radio', { name: '반대' })).toBeChecked();
  });

  it('회원 정보로는 연동되어 있는데 서버가 투표를 NEED_ACCOUNT_LINK 로 거절해도, 토스트 대신 연동 안내를 띄우고 연동하기는 관문으로', async () => {
    sandbox.faults.add({ method: 'POST', path: '/main/v1/votes/1/ballot', status: 400, code: 'NEED_ACCOUNT_LINK', message: '계좌 연동 후 이용해주세요.' });
    const user = userEvent.setup();
    const { onGate } = renderDetail();
    await screen.findByRole('button', { name: '투표하기' });
    await chooseBoth(user);
    await user.click(screen.getByRole('button', { name: '투표하기' }));
    await user.click(within(await screen.findByRole('dialog', { name: '투표를 제출할까요?' })).getByRole('button', { name: '제출하기' }));
    const dialog = await screen.findByRole('dialog', { name: '계좌 연동이 필요해요' });
    expect(screen.queryByText('계좌 연동 후 이용해주세요.')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '연동하기' }));
    expect(onGate).toHaveBeenCalledWith('NEED_ACCOUNT_LINK');
    // Nothing was cast: the choices stay for when the member comes back.
    expect(within(agenda(FIRST)).getByRole('radio', { name: '찬성' })).toBeChecked();
  });

  it('계좌를 연동하지 않은 회원은 연동 안내', async () => {
    const user = userEvent.setup();
    const { onGate } = renderDetail({ user: { userType: '200', investPersonUniqueNo: 'P-demo', allianceAccountNoRegisterYn: 'N' } });
    const dialog = await screen.findByRole('dialog', { name: '계좌 연동이 필요해요' });
    expect(dialog).toHaveTextContent('증권 계좌를 연동하면 청약과 거래를 할 수 있어요.');
    await user.click(within(dialog).getByRole('button', { name: '연동하기' }));
    expect(onGate).toHaveBeenCalledWith('NEED_ACCOUNT_LINK');
  });
});

