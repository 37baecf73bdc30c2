// DOMPurify (inside ui-kit's dialog) mis-sanitises under happy-dom, so this screen runs in jsdom.
// @vitest-environment jsdom
import { createMemoryPersistence } from '@jogak/app-core';
import { expectNoAxeViolations, renderScreen, requestedBodies } from '@jogak/feature-testing';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bridgeError, fakeBridge, NEW_PIN_HASH } from '../../test/fake-bridge';
import { MyScreen, type MyScreenProps, type MyUser } from './my-screen';

const NOW = '2025-03-04T10:00:00+09:00';
const sandbox = setupSandboxServer({ now: NOW });
const bodies = requestedBodies(sandbox);
beforeAll(() => sandbox.listen());
beforeEach(() => {
  // The investor information's 24 months count to the sandbox's today, not the machine's.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(NOW) });
});
afterEach(() => {
  vi.useRealTimers();
  bodies.length = 0;
  sandbox.faults.clear();
  sandbox.reset();
});
afterAll(() => sandbox.close());

const member: MyUser = {
  id: 'demo-general',
  name: '김민준',
  userType: '200',
  individualCorpCode: 'INDIVIDUAL',
  accountNo: '7010100001',
  allianceAccountNoRegisterYn: 'Y',
  media: 'ANDROID',
};

const guest: MyUser = { id: 'guest', name: '', userType: '100', individualCorpCode: '', accountNo: '', allianceAccountNoRegisterYn: '', media: 'ANDROID' };

function renderMy(props: Partial<MyScreenProps> = {}, { bridge = fakeBridge(), memberId = 'demo-general', device = {} as Record<string, string> } = {}) {
  const callbacks = {
    onLogin: vi.fn<MyScreenProps['onLogin']>(),
    onLogout: vi.fn<MyScreenProps['onLogout']>(),
    onOpenAccount: vi.fn<MyScreenProps['onOpenAccount']>(),
  };
  const persistence = createMemoryPersistence(device);
  const loggedIn = props.loggedIn ?? true;
  const result = renderScreen(
    <MyScreen
      user={member}
      loggedIn={loggedIn}
      appVersion="3.2.0"
      osVersion="14"
      bridge={bridge.bridge}
      persistence={persistence}
      origin="https://jogak.example.kr"
      {...callbacks}
      {...props}
    />,
    loggedIn ? { token: sandbox.state.login(memberId).token } : {},
  );
  return { ...result, ...callbacks, persistence, calls: bridge.calls };
}

const factsOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

/** A menu card's links as `name href`, in order. */
function linksOf(name: string): string[] {
  return within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => `${link.textContent} ${link.getAttribute('href')}`);
}

describe('MyScreen: 회원과 게스트', () => {
  it('회원의 이름, 회원정보, 계좌, 투자자 정보, 앱과 기기 버전을 보여준다', async () => {
    const { container } = renderMy();
    // The app's header titles the page (its one h1); the screen repeats no title of its own.
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    const profile = screen.getByRole('region', { name: '내 정보' });
    expect(profile).toHaveTextContent('김민준님개인 회원 · 이용 중');
    expect(within(profile).getByRole('link', { name: '회원정보' })).toHaveAttribute('href', '/my/info');
    expect(screen.getByRole('region', { name: '증권 계좌' })).toHaveTextContent('연동된 계좌 7010100001');
    const investor = screen.getByRole('region', { name: '투자자 정보' });
    await within(investor).findByText('일반 개인투자자');
    expect(factsOf(investor)).toEqual(['투자자 구분: 일반 개인투자자', '투자성향: 위험중립형', '유효기간: 2026.12.04까지']);
    expect(within(investor).getByRole('link', { name: '투자성향 다시 분석하기' })).toHaveAttribute('href', '/investment-analysis/invest-tendency');
    expect(within(investor).getByRole('link', { name: '투자자 자격 변경' })).toHaveAttribute('href', '/investor-status-change/write-confirm');
    expect(factsOf(screen.getByRole('region', { name: '앱 정보' }))).toEqual(['앱 버전: 3.2.0', '기기: Android 14']);
    expect(screen.queryByRole('button', { name: '로그인하기' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('심사 중인 투자자 자격 변경 신청이 있으면 지금 구분 옆에 알린다', async () => {
    renderMy({ user: { ...member, id: 'demo-in-progress' } }, { memberId: 'demo-in-progress' });
    const investor = screen.getByRole('region', { name: '투자자 정보' });
    await within(investor).findByText('심사 중');
    expect(factsOf(investor).slice(0, 2)).toEqual(['투자자 구분: 일반 개인투자자', '자격 변경 신청: 심사 중']);
  });

  it('투자자 정보가 24개월을 넘으면 만료를 알리고 다시 등록하게 한다', async () => {
    renderMy({ user: { ...member, id: 'demo-tendency-expired', name: '배유나' } }, { memberId: 'demo-tendency-expired' });
    const investor = screen.getByRole('region', { name: '투자자 정보' });
    expect(await within(investor).findByText('2025.01.04까지 (만료)')).toHaveAttribute('data-state', 'expired');
    expect(investor).toHaveTextContent('투자자 정보를 등록한 지 24개월이 지났어요. 다시 등록해야 청약과 매수를 할 수 있어요.');
    expect(within(investor).getByRole('link', { name: '투자자 정보 다시 등록하기' })).toHaveAttribute('href', '/investment-analysis/invest-tendency');
  });

  it('투자자 정보의 유효기간은 기기 시계가 아니라 now까지 센다', async () => {
    // A device whose clock is past the member's validity (a story's browser against a frozen sandbox).
    vi.setSystemTime(new Date('2026-12-24T10:00:00+09:00'));
    renderMy({ now: new Date(NOW) });
    const investor = screen.getByRole('region', { name: '투자자 정보' });
    expect(await within(investor).findByText('2026.12.04까지')).toHaveAttribute('data-state', 'valid');
    expect(investor).not.toHaveTextContent('만료');
  });

  it('투자자 정보를 다시 불러오다 실패해도 (앱으로 돌아올 때 등) 보던 투자자 정보는 그대로 두고 오류를 띄우지 않는다', async () => {
    const { queryClient } = renderMy();
    const investor = screen.getByRole('region', { name: '투자자 정보' });
    await within(investor).findByText('일반 개인투자자');
    sandbox.faults.add({ status: 400, path: '/main/v1/member/info', method: 'GET', times: 0 });
    await queryClient.refetchQueries();
    await waitFor(() => expect(queryClient.getQueryCache().getAll().some((query) => query.state.status === 'error')).toBe(true));
    expect(factsOf(investor)).toEqual(['투자자 구분: 일반 개인투자자', '투자성향: 위험중립형', '유효기간: 2026.12.04까지']);
    expect(within(investor).queryByText('투자자 정보를 불러오지 못했어요')).toBeNull();
    expect(within(investor).queryByRole('alert')).toBeNull();
  });

  it('게스트는 조각 게스트와 로그인하기, 약관과 고객센터, 앱 정보만 본다', async () => {
    const { container, onLogin } = renderMy({ user: guest, loggedIn: false, appVersion: '', osVersion: '' });
    expect(screen.getByRole('region', { name: '내 정보' })).toHaveTextContent('조각 게스트개인 회원 · 가입 전');
    expect(screen.getByRole('region', { name: '로그인 안내' })).toHaveTextContent('로그인하면 내 자산과 청약 내역을 볼 수 있어요.');
    for (const name of ['증권 계좌', '투자자 정보', '보안', '친구 초대']) expect(screen.queryByRole('region', { name })).toBeNull();
    expect(screen.queryByRole('link', { name: '회원정보' })).toBeNull();
    expect(screen.queryByRole('button', { name: '로그아웃' })).toBeNull();
    expect(factsOf(screen.getByRole('region', { name: '앱 정보' }))).toEqual(['앱 버전: -', '기기: Android']);
    await userEvent.click(screen.getByRole('button', { name: '로그인하기' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('게스트의 메뉴: 고객센터, 커뮤니티(투표는 화면이 로그인을 묻는다), 약관 및 정책 (로그인이 필요한 화면은 없다)', async () => {
    renderMy({ user: guest, loggedIn: false });
    expect(linksOf('고객센터')).toEqual(['공지사항 /support/notice', '자주 묻는 질문 /support/faq']);
    expect(linksOf('커뮤니티')).toEqual([
      '서비스 소개 /community/service-introduction',
      '이용 가이드 /community/guide',
      '이벤트 /community/event',
      '스토리 /community/story',
      '보도자료 /community/press',
      '투표 /vote',
    ]);
    // The three with routes of their own at once; the list's other documents once it answers.
    expect(linksOf('약관 및 정책')).toEqual(['이용약관 /policy/terms', '개인정보 처리방침 /policy/privacy-info', '오픈소스 라이선스 /policy/license']);
    await within(screen.getByRole('navigation', { name: '약관 및 정책' })).findByRole('link', { name: '마케팅 정보 수신 동의' });
    // No 나의 동의: /policy/{agreementKey}/my-agreement needs a session.
    expect(linksOf('약관 및 정책')).toEqual([
      '이용약관 /policy/terms',
      '개인정보 처리방침 /policy/privacy-info',
      '오픈소스 라이선스 /policy/license',
      '마케팅 정보 수신 동의 /policy/marketing',
      '전자금융거래 이용약관 /policy/electronic-finance',
    ]);
    expect(screen.getByRole('link', { name: '고객센터 1644-0000' })).toHaveAttribute('href', 'tel:16440000');
    for (const name of ['1:1 문의', '인증서 관리']) expect(screen.queryByRole('link', { name })).toBeNull();
  });

  it('회원의 약관 및 정책: 목록의 문서마다 그 약관과 나의 동의로 간다 (오픈소스 라이선스는 동의가 없다)', async () => {
    const { onNavigate, container } = renderMy();
    const policies = screen.getByRole('navigation', { name: '약관 및 정책' });
    await within(policies).findByRole('link', { name: '전자금융거래 이용약관' });
    expect(linksOf('약관 및 정책')).toEqual([
      '이용약관 /policy/terms',
      '이용약관 나의 동의 /policy/terms/my-agreement',
      '개인정보 처리방침 /policy/privacy-info',
      '개인정보 처리방침 나의 동의 /policy/privacy-info/my-agreement',
      '오픈소스 라이선스 /policy/license',
      '마케팅 정보 수신 동의 /policy/marketing',
      '마케팅 정보 수신 동의 나의 동의 /policy/marketing/my-agreement',
      '전자금융거래 이용약관 /policy/electronic-finance',
      '전자금융거래 이용약관 나의 동의 /policy/electronic-finance/my-agreement',
    ]);
    await userEvent.click(within(policies).getByRole('link', { name: '마케팅 정보 수신 동의' }));
    expect(onNavigate).toHaveBeenLastCalledWith({ route: '/_main/policy/$agreementKey', params: { agreementKey: 'marketing' } });
    await userEvent.click(within(policies).getByRole('link', { name: '마케팅 정보 수신 동의 나의 동의' }));
    expect(onNavigate).toHaveBeenLastCalledWith({ route: '/_main/policy/$agreementKey/my-agreement', params: { agreementKey: 'marketing' } });
    await userEvent.click(within(policies).getByRole('link', { name: '이용약관' }));
    expect(onNavigate).toHaveBeenLastCalledWith({ route: '/_main/policy/terms' });
    await expectNoAxeViolations(container);
  });

  it('약관 목록을 불러오는 동안 자리표시를, 실패하면 다시 시도하기를 보여주고 고정된 세 약관은 그대로 둔다', async () => {
    // Held while the skeleton is checked, then answered with a server error (once: the retry passes).
    const held = sandbox.faults.add({ hold: true, status: 503, path: '/main/v1/policy/documents' });
    renderMy({ user: guest, loggedIn: false });
    const policies = screen.getByRole('navigation', { name: '약관 및 정책' });
    expect(within(policies).getByRole('status')).toHaveTextContent('약관을 불러오고 있어요');
    expect(linksOf('약관 및 정책')).toEqual(['이용약관 /policy/terms', '개인정보 처리방침 /policy/privacy-info', '오픈소스 라이선스 /policy/license']);
    sandbox.faults.release(held.id);
    const failure = await within(policies).findByRole('alert');
    expect(failure).toHaveTextContent('약관 목록을 불러오지 못했어요');
    expect(linksOf('약관 및 정책')).toEqual(['이용약관 /policy/terms', '개인정보 처리방침 /policy/privacy-info', '오픈소스 라이선스 /policy/license']);
    await userEvent.click(within(failure).getByRole('button', { name: '다시 시도하기' }));
    expect(await within(policies).findByRole('link', { name: '마케팅 정보 수신 동의' })).toHaveAttribute('href', '/policy/marketing');
    expect(within(policies).queryByRole('alert')).toBeNull();
  });

  it('회원의 메뉴에는 1:1 문의와 인증서 관리가 더해진다', async () => {
    const { container } = renderMy();
    expect(linksOf('고객센터')).toEqual(['공지사항 /support/notice', '자주 묻는 질문 /support/faq', '1:1 문의 /support/qna']);
    expect(linksOf('커뮤니티')).toEqual([
      '서비스 소개 /community/service-introduction',
      '이용 가이드 /community/guide',
      '이벤트 /community/event',
      '스토리 /community/story',
      '보도자료 /community/press',
      '투표 /vote',
    ]);
    expect(within(screen.getByRole('region', { name: '보안' })).getByRole('link', { name: '인증서 관리' })).toHaveAttribute('href', '/support/certificate');
    await within(screen.getByRole('region', { name: '투자자 정보' })).findByText('일반 개인투자자');
    await expectNoAxeViolations(container);
  });

  it('메뉴를 누르면 앱의 라우터로 그 화면을 연다', async () => {
    const { onNavigate } = renderMy();
    await userEvent.click(screen.getByRole('link', { name: '1:1 문의' }));
    expect(onNavigate).toHaveBeenLastCalledWith({ route: '/_main/support/qna' });
    await userEvent.click(screen.getByRole('link', { name: '투표' }));
    expect(onNavigate).toHaveBeenLastCalledWith({ route: '/_main/vote' });
    await userEvent.click(screen.getByRole('link', { name: '서비스 소개' }));
    expect(onNavigate).toHaveBeenLastCalledWith({ route: '/_main/community/service-introduction' });
    await userEvent.click(screen.getByRole('link', { name: '인증서 관리' }));
    expect(onNavigate).toHaveBeenLastCalledWith({ route: '/_main/support/certificate' });
  });

  it('계좌가 없는 개인 회원은 계좌 개설하기로 증권사 화면을 연다', async () => {
    const { onOpenAccount } = renderMy({ user: { ...member, id: 'demo-kakao', name: '강지민', userType: '102', accountNo: '', allianceAccountNoRegisterYn: 'N' } }, { memberId: 'demo-kakao' });
    expect(screen.getByRole('region', { name: '내 정보' })).toHaveTextContent('강지민님개인 회원 · 계좌 연동 필요');
    expect(screen.getByRole('region', { name: '증권 계좌' })).toHaveTextContent('연동된 계좌가 없어요.');
    await userEvent.click(screen.getByRole('button', { name: '계좌 개설하기' }));
    expect(onOpenAccount).toHaveBeenCalledWith('CREATE_ACCOUNT');
  });

  it('고객확인을 마치지 않은 개인 회원(101)의 계좌 개설하기는 고객확인(KYC)으로 이어진다', async () => {
    const { onNavigate, onOpenAccount, container } = renderMy(
      { user: { ...member, id: 'demo-account-open', name: '정우성', userType: '101', accountNo: '', allianceAccountNoRegisterYn: 'N' } },
      { memberId: 'demo-account-open' },
    );
    const account = screen.getByRole('region', { name: '증권 계좌' });
    expect(account).toHaveTextContent('연동된 계좌가 없어요.계좌 개설하기');
    const open = within(account).getByRole('link', { name: '계좌 개설하기' });
    expect(open).toHaveAttribute('href', '/kyc');
    await expectNoAxeViolations(container);
    await userEvent.click(open);
    expect(onNavigate).toHaveBeenLastCalledWith({ route: '/kyc' });
    expect(onOpenAccount).not.toHaveBeenCalled();
  });

  it('계좌가 연동되지 않은 법인 회원은 계좌 연동하기', async () => {
    const { onOpenAccount } = renderMy(
      { user: { ...member, id: 'demo-corp-link', name: '새봄리츠', individualCorpCode: 'GENERAL_CORPORATION', accountNo: '7010170301', allianceAccountNoRegisterYn: 'N' } },
      { memberId: 'demo-corp-link' },
    );
    expect(screen.getByRole('region', { name: '내 정보' })).toHaveTextContent('새봄리츠님법인 회원 · 이용 중');
    await userEvent.click(screen.getByRole('button', { name: '계좌 연동하기' }));
    expect(onOpenAccount).toHaveBeenCalledWith('CORP_ACCOUNT_LINK');
  });

  it('로그아웃은 확인을 받은 뒤에만 한다', async () => {
    const { onLogout } = renderMy();
    await userEvent.click(screen.getByRole('button', { name: '로그아웃' }));
    const dialog = await screen.findByRole('dialog', { name: '로그아웃할까요?' });
    expect(dialog).toHaveTextContent('다시 이용하려면 로그인해야 해요.');
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(onLogout).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '로그아웃' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '로그아웃할까요?' })).getByRole('button', { name: '로그아웃' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});

describe('MyScreen: PIN 변경과 생체 인증', () => {
  it('지금 PIN과 새 PIN 두 번을 보안 키패드로 받아 바꾼다', async () => {
    const { calls } = renderMy();
    await userEvent.click(screen.getByRole('button', { name: 'PIN 변경' }));
    expect(await screen.findByText('PIN을 변경했어요.')).toBeInTheDocument();
    expect(calls.map((call) => call.payload)).toEqual([{ owner: 'individual' }, { owner: 'individual', step: 'enter' }, { owner: 'individual', step: 'confirm' }]);
    expect(sandbox.state.member('demo-general').pinHash).toBe(NEW_PIN_HASH);
  });

  it('키패드를 닫으면 바꾸지 않고, 지금 PIN이 틀리면 변경하지 못했다는 말 뒤에 서버의 말을 보여준다', async () => {
    let current: 'cancel' | 'wrong' = 'cancel';
    const bridge = fakeBridge({
      'pin.verify': () => {
        if (current === 'cancel') throw bridgeError('cancelled', 'pin.verify');
        return { token: 'fake-keypad', encrypted: '0'.repeat(64) };
      },
    });
    renderMy({}, { bridge });
    await userEvent.click(screen.getByRole('button', { name: 'PIN 변경' }));
    expect(await screen.findByText('PIN 변경을 취소했어요.')).toBeInTheDocument();
    expect(bridge.calls).toHaveLength(1);
    current = 'wrong';
    await userEvent.click(screen.getByRole('button', { name: 'PIN 변경' }));
    expect(await screen.findByText('PIN을 변경하지 못했어요. PIN 번호가 일치하지 않아요.')).toBeInTheDocument();
    expect(sandbox.state.member('demo-general').pinHash).not.toBe(NEW_PIN_HASH);
  });

  it('생체 인증을 켜고 끄면 셸에 알리고 기기에 기억한다', async () => {
    const { calls, persistence } = renderMy();
    const biometrics = screen.getByRole('switch', { name: /생체 인증 사용/ });
    expect(biometrics).not.toBeChecked();
    await userEvent.click(biometrics);
    expect(await screen.findByText('생체 인증을 켰어요.')).toBeInTheDocument();
    expect(biometrics).toBeChecked();
    expect(persistence.entries()).toEqual({ 'jogak:biometrics:individual': 'Y' });
    await userEvent.click(biometrics);
    expect(await screen.findByText('생체 인증을 껐어요.')).toBeInTheDocument();
    expect(biometrics).not.toBeChecked();
    expect(calls).toEqual([
      { command: 'biometrics.use', payload: { owner: 'individual' } },
      { command: 'biometrics.reset', payload: { owner: 'individual' } },
    ]);
    expect(persistence.entries()).toEqual({ 'jogak:biometrics:individual': 'N' });
  });

  it('생체 인증 설정은 회원 종류마다 따로다: 법인 회원의 스위치는 같은 기기 개인 회원의 설정을 따르지도 바꾸지도 않는다', async () => {
    const corporation: MyUser = { ...member, id: 'demo-corp-link', name: '새봄리츠', individualCorpCode: 'GENERAL_CORPORATION', accountNo: '7010170301', allianceAccountNoRegisterYn: 'N' };
    const { calls, persistence } = renderMy({ user: corporation }, { memberId: 'demo-corp-link', device: { 'jogak:biometrics:individual': 'Y' } });
    const biometrics = screen.getByRole('switch', { name: /생체 인증 사용/ });
    await userEvent.click(biometrics);
    expect(await screen.findByText('생체 인증을 켰어요.')).toBeInTheDocument();
    await userEvent.click(biometrics);
    expect(await screen.findByText('생체 인증을 껐어요.')).toBeInTheDocument();
    expect(calls).toEqual([
      { command: 'biometrics.use', payload: { owner: 'corporate' } },
      { command: 'biometrics.reset', payload: { owner: 'corporate' } },
    ]);
    expect(persistence.entries()).toEqual({ 'jogak:biometrics:individual': 'Y', 'jogak:biometrics:corporate': 'N' });
  });

  it('이전 버전이 하나만 남긴 생체 인증 설정은 처음 읽는 회원이 이어받는다', async () => {
    const { persistence } = renderMy({}, { device: { 'jogak:biometrics': 'Y' } });
    await waitFor(() => expect(screen.getByRole('switch', { name: /생체 인증 사용/ })).toBeChecked());
    await waitFor(() => expect(persistence.entries()).toEqual({ 'jogak:biometrics:individual': 'Y' }));
  });

  it('셸이 답하는 동안 스위치는 포커스를 지킨 채 쉬고(다시 눌러도 한 번만 묻는다), 답이 오면 다시 쓸 수 있다', async () => {
    let answer: (result: { enabled: boolean }) => void = () => undefined;
    const bridge = fakeBridge({ 'biometrics.use': () => new Promise((resolve) => (answer = resolve)) });
    renderMy({}, { bridge });
    const biometrics = screen.getByRole('switch', { name: /생체 인증 사용/ });
    biometrics.focus();
    await userEvent.keyboard(' ');
    await expect.poll(() => biometrics).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard(' ');
    expect(bridge.calls).toEqual([{ command: 'biometrics.use', payload: { owner: 'individual' } }]);
    expect(biometrics).toHaveFocus();
    answer({ enabled: true });
    expect(await screen.findByText('생체 인증을 켰어요.')).toBeInTheDocument();
    expect(biometrics).toBeChecked();
    expect(biometrics).not.toHaveAttribute('aria-disabled');
  });

  it('생체 인증을 쓸 수 없는 기기는 그 이유를 보여주고 스위치는 꺼진 채로 둔다', async () => {
    const bridge = fakeBridge({
      'biometrics.use': () => {
        throw bridgeError('unavailable', 'biometrics.use', '브라우저 개발 환경에서는 생체 인증을 쓸 수 없어요.');
      },
    });
    renderMy({}, { bridge });
    await userEvent.click(screen.getByRole('switch', { name: /생체 인증 사용/ }));
    expect(await screen.findByText('브라우저 개발 환경에서는 생체 인증을 쓸 수 없어요.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /생체 인증 사용/ })).not.toBeChecked();
  });
});

describe('MyScreen: 친구 초대와 업데이트 확인', () => {
  it('초대 링크를 줄여 공유하고 완료를 알린다', async () => {
    const { calls } = renderMy();
    await userEvent.click(screen.getByRole('button', { name: '친구에게 공유하기' }));
    expect(await screen.findByText('공유가 완료되었습니다.')).toBeInTheDocument();
    expect(bodies).toContainEqual({ call: 'POST /main/v1/util/get/short_url', body: { url: 'https://jogak.example.kr/?event=demo-general' } });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.command).toBe('share');
    expect(calls[0]?.payload).toMatchObject({ title: '조각', text: '건물 조각 투자, 조각에서 함께해요.', url: expect.stringMatching(/^https:\/\/jogak\.link\/\w+$/) });
  });

  it('공유에 실패하면 실패를, 공유 창을 닫으면 아무것도 알리지 않는다', async () => {
    let outcome: 'rejected' | 'cancelled' = 'rejected';
    const bridge = fakeBridge({
      share: () => {
        throw bridgeError(outcome, 'share');
      },
    });
    renderMy({}, { bridge });
    await userEvent.click(screen.getByRole('button', { name: '친구에게 공유하기' }));
    expect(await screen.findByText('공유를 실패했습니다.')).toBeInTheDocument();
    outcome = 'cancelled';
    await userEvent.click(screen.getByRole('button', { name: '친구에게 공유하기' }));
    await waitFor(() => expect(bridge.calls).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: '친구에게 공유하기' })).not.toHaveAttribute('aria-disabled'));
    expect(screen.queryByText('공유가 완료되었습니다.')).toBeNull();
  });

  it('초대 링크를 줄이다 401 이면 HTTP 정책의 토스트에 맡기고 공유 실패로 덮지 않는다', async () => {
    const { calls } = renderMy();
    sandbox.faults.add({ status: 401, method: 'POST', path: '/main/v1/util/get/short_url' });
    await userEvent.click(screen.getByRole('button', { name: '친구에게 공유하기' }));
    await waitFor(() => expect(bodies.map(({ call }) => call)).toContain('POST /main/v1/util/get/short_url'));
    // The button stops being busy after the failure was handled (its finally).
    await waitFor(() => expect(screen.getByRole('button', { name: '친구에게 공유하기' })).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByText('공유를 실패했습니다.')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('최신 버전이면 알려주고, 새 버전이 있으면 스토어를 연다', async () => {
    let needUpdate = false;
    const bridge = fakeBridge({ 'update.check': () => ({ needUpdate, latestVersion: '3.3.0', storeUrl: 'https://play.google.com/store/apps/details?id=kr.jogak' }) });
    renderMy({}, { bridge });
    await userEvent.click(screen.getByRole('button', { name: '업데이트 확인' }));
    expect(await screen.findByText('최신 버전을 쓰고 있어요.')).toBeInTheDocument();
    needUpdate = true;
    await userEvent.click(screen.getByRole('button', { name: '업데이트 확인' }));
    const dialog = await screen.findByRole('dialog', { name: '새 버전이 나왔어요' });
    expect(dialog).toHaveTextContent('최신 버전(3.3.0)으로 업데이트하면 더 안전하게 이용할 수 있어요.');
    await userEvent.click(within(dialog).getByRole('button', { name: '업데이트하기' }));
    await waitFor(() => expect(bridge.calls.at(-1)).toEqual({ command: 'openLink', payload: { url: 'https://play.google.com/store/apps/details?id=kr.jogak' } }));
  });

  it('업데이트를 확인하지 못하면 다시 시도하라고 한다', async () => {
    const bridge = fakeBridge({
      'update.check': () => {
        throw bridgeError('unavailable', 'update.check');
      },
    });
    renderMy({}, { bridge });
    await userEvent.click(screen.getByRole('button', { name: '업데이트 확인' }));
    expect(await screen.findByText('업데이트를 확인하지 못했어요. 다시 시도해주세요.')).toBeInTheDocument();
  });
});
