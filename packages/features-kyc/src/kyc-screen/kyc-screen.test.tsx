import { createMemoryPersistence } from '@jogak/app-core';
import { expectNoAxeViolations, renderScreen, requestedCalls } from '@jogak/feature-testing';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { emptyKycDraft, emptyKycSecrets, type KycDraft } from '../kyc-form/kyc-draft';
import { CUSTOMER_AGREEMENTS } from '../kyc-form/kyc-options';
import { keepKycSecrets, KYC_DRAFT_STORAGE_KEY, storedKycDraft } from '../kyc-progress/kyc-progress';
import type { KycResult } from './complete-step';
import { KycScreen } from './kyc-screen';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => {
  onlineManager.setOnline(true);
  sandbox.faults.clear();
  sandbox.reset();
  keepKycSecrets(emptyKycSecrets());
});
afterAll(() => sandbox.close());

const NOW = () => Date.parse('2025-03-04T10:00:00+09:00');
const PNG = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'bankbook.png', { type: 'image/png' });

function renderKyc({ member = 'demo-kyc-required', storage = createMemoryPersistence(), takePhoto }: { member?: string; storage?: ReturnType<typeof createMemoryPersistence>; takePhoto?: () => Promise<{ fileName: string; mimeType: string; base64: string }> } = {}) {
  const onComplete = vi.fn<(result: KycResult) => void>();
  const onLeave = vi.fn<() => void>();
  const rendered = renderScreen(<KycScreen progressStorage={storage} onComplete={onComplete} onLeave={onLeave} now={NOW} takePhoto={takePhoto} />, {
    token: sandbox.state.login(member).token,
  });
  return { ...rendered, storage, onComplete, onLeave, user: userEvent.setup() };
}

const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: '다음' }));
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

async function chooseAddress(user: UserEvent, label: string, keyword: string, result: RegExp) {
  await user.click(screen.getByRole('button', { name: new RegExp(`^${label} (다시 )?검색$`) }));
  const sheet = await screen.findByRole('dialog', { name: `${label} 검색` });
  await user.type(within(sheet).getByLabelText('검색어'), keyword);
  await user.click(within(sheet).getByRole('button', { name: '검색' }));
  await user.click(await within(sheet).findByRole('button', { name: result }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: `${label} 검색` })).toBeNull());
}

async function passAgreement(user: UserEvent) {
  await stepHeading('고객 동의');
  await user.click(screen.getByRole('checkbox', { name: '전체 동의' }));
  await next(user);
}

async function passBasicInfo(user: UserEvent) {
  await stepHeading('기본 정보');
  await user.type(screen.getByLabelText('영문 성'), 'han');
  await user.type(screen.getByLabelText('영문 이름'), 'doyun');
  await chooseAddress(user, '집 주소', '세종대로 110', /04524/);
  await user.type(screen.getByLabelText('집 주소 상세'), '3층');
  await next(user);
}

async function passDetailInfo(user: UserEvent) {
  await stepHeading('상세 정보');
  await user.selectOptions(screen.getByLabelText('직업'), '회사원');
  await user.selectOptions(screen.getByLabelText('직무'), '사무직');
  await user.type(screen.getByLabelText('직장명'), '조각건설');
  await chooseAddress(user, '직장 주소', '테헤란로 152', /06236/);
  await user.selectOptions(screen.getByLabelText('거래 목적'), '투자 수익');
  await user.selectOptions(screen.getByLabelText('자금 출처'), '근로·사업 소득');
  await next(user);
}

async function passId(user: UserEvent) {
  await stepHeading('신분증 인증');
  await user.type(screen.getByLabelText('주민등록번호 앞 6자리'), '900101');
  // Issued after October 2020: the old checksum does not hold (it would be 8).
  await user.type(screen.getByLabelText('주민등록번호 뒤 7자리'), '1234560');
  // 생년월일 is the resident number's: filled in, not asked again.
  expect(screen.getByLabelText('생년월일')).toHaveValue('1990-01-01');
  await user.type(screen.getByLabelText('발급일'), '20210520');
  await next(user);
}

/** A member who filled every step and is at 계좌 인증, ready to submit (the draft stored, the secrets in memory). */
function atAccountStep() {
  keepKycSecrets({ residentFront: '900101', residentBack: '1234560', accountImage: { fileName: 'b.png', mimeType: 'image/png', base64: 'iVBORw0KGgo=' } });
  return createMemoryPersistence({
    [KYC_DRAFT_STORAGE_KEY]: storedKycDraft({
      ...emptyKycDraft(),
      step: 4, agreements: ['collect', 'unique-id', 'transaction-purpose'], engLastName: 'HAN', engFirstName: 'DOYUN',
      home: { postNo: '04524', roadAddress: '서울특별시 중구 세종대로 110', detail: '3층' }, email: 'doyun.han@example.kr',
      jobCode: 'STUDENT', tradePurpose: 'SAVINGS', fundOrigin: 'SAVINGS', name: '한도윤', birthDate: '19900101', issueDate: '20210520',
      accountBank: '088', accountNumber: '110123456789', accountLabel: '한도윤',
    }),
  });
}

/** A member back at 신분증 인증 after a restart (the draft stored, the resident number to type again). */
function atIdStep(draft: Partial<KycDraft> = {}) {
  return createMemoryPersistence({
    [KYC_DRAFT_STORAGE_KEY]: storedKycDraft({
      ...emptyKycDraft(),
      step: 3, agreements: ['collect', 'unique-id', 'transaction-purpose'], engLastName: 'JUNG', engFirstName: 'WOOSUNG',
      home: { postNo: '04524', roadAddress: '서울특별시 중구 세종대로 110', detail: '3층' }, email: 'woosung.jung@example.kr',
      jobCode: 'STUDENT', tradePurpose: 'SAVINGS', fundOrigin: 'SAVINGS', name: '정우성', issueDate: '20210520',
      ...draft,
    }),
  });
}

describe('KycScreen', () => {
  it('회원 정보를 불러오는 동안 뼈대, 다음 고객 동의 단계 (axe)', async () => {
    const { container } = renderKyc();
    expect(screen.getByRole('heading', { level: 1, name: '고객확인' })).toBeInTheDocument();
    expect(screen.getByText('고객확인 정보를 불러오는 중')).toBeInTheDocument();
    expect(await stepHeading('고객 동의')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '고객확인 단계' })).toHaveTextContent('1 / 6');
    expect(screen.getByRole('checkbox', { name: '[필수] 고객확인(KYC)을 위한 개인(신용)정보 수집·이용 동의' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: '이전' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('회원 정보를 못 불러오면 다시 시도할 수 있다', async () => {
    sandbox.faults.add({ status: 500, path: '/main/v1/member/info', method: 'GET', times: 1 });
    const { user } = renderKyc();
    expect(await screen.findByText('회원정보를 불러오지 못했어요')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(await stepHeading('고객 동의')).toBeInTheDocument();
  });

  it('작성 중에 회원 정보를 다시 불러오다 실패해도 적던 고객확인은 그대로 남는다', async () => {
    const { user, queryClient } = renderKyc();
    await passAgreement(user);
    await stepHeading('기본 정보');
    await user.type(screen.getByLabelText('영문 성'), 'han');
    expect(screen.getByLabelText('영문 성')).toHaveValue('HAN');
    // As when the app comes back to the foreground (refetch on focus) and the server refuses.
    sandbox.faults.add({ status: 400, path: '/main/v1/member/info', method: 'GET', times: 1 });
    await queryClient.refetchQueries();
    await waitFor(() => expect(queryClient.getQueryCache().getAll().some((query) => query.state.status === 'error')).toBe(true));
    expect(screen.queryByText('회원정보를 불러오지 못했어요')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: '기본 정보' })).toBeInTheDocument();
    expect(screen.getByLabelText('영문 성')).toHaveValue('HAN');
  });

  it('동의 없이 다음을 누르면 메시지, 동의하면 기본 정보', async () => {
    const { user, container } = renderKyc();
    await stepHeading('고객 동의');
    await next(user);
    expect(await screen.findByText('필수 항목에 모두 동의해주세요.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '전체 동의' }));
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await next(user);
    expect(await stepHeading('기본 정보')).toHaveFocus();
    expect(screen.getByLabelText('이메일')).toHaveValue('doyun.han@example.kr');
    await expectNoAxeViolations(container);
  });

  it('기본 정보: 빈 칸마다 한국어 메시지와 첫 칸에 초점, 주소는 실제 도로명주소 검색으로', async () => {
    const { user } = renderKyc();
    await passAgreement(user);
    await stepHeading('기본 정보');
    await user.clear(screen.getByLabelText('이메일'));
    await user.type(screen.getByLabelText('이메일'), 'doyun@');
    await next(user);
    expect(await screen.findByText('영문 성을 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('영문 이름을 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('주소 검색으로 집 주소를 선택해주세요.')).toBeInTheDocument();
    expect(screen.getByText('이메일 주소를 확인해주세요. 예) jogak@example.kr')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('영문 성')).toHaveFocus());
    expect(screen.getByLabelText('이메일')).toHaveValue('doyun@');

    await user.click(screen.getByRole('button', { name: '집 주소 검색' }));
    const sheet = await screen.findByRole('dialog', { name: '집 주소 검색' });
    // Mounted empty with the sheet, so what a search finds is read when it is written there.
    expect(within(sheet).getByRole('status')).toHaveTextContent('');
    await user.type(within(sheet).getByLabelText('검색어'), '서');
    await user.click(within(sheet).getByRole('button', { name: '검색' }));
    expect(await within(sheet).findByText('검색어를 2자 이상 입력해주세요.')).toBeInTheDocument();
    await user.type(within(sheet).getByLabelText('검색어'), '울 세종대로');
    await user.click(within(sheet).getByRole('button', { name: '검색' }));
    const results = await within(sheet).findByRole('list', { name: '주소 검색 결과' });
    expect(within(sheet).getByRole('status')).toHaveTextContent('주소 2건을 찾았어요');
    expect(within(results).getAllByRole('button').map((button) => button.textContent)).toEqual([
      '03171서울특별시 종로구 세종대로 209 (정부서울청사)지번 서울특별시 종로구 세종로 77-6',
      '04524서울특별시 중구 세종대로 110 (서울특별시청)지번 서울특별시 중구 태평로1가 31',
    ]);
    await user.click(within(results).getByRole('button', { name: /04524/ }));
    expect(await screen.findByText('서울특별시 중구 세종대로 110')).toBeInTheDocument();
    // Still on the step: choosing an address did not submit the step's form.
    expect(screen.getByRole('heading', { level: 2, name: '기본 정보' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '집 주소 다시 검색' })).toBeInTheDocument();
  });

  it('기본 정보: 다음이 알린 메시지는 그 칸을 고치면 사라지고, 고르지 않은 칸의 메시지는 남는다', async () => {
    const { user } = renderKyc();
    await passAgreement(user);
    await stepHeading('기본 정보');
    await next(user);
    expect(await screen.findByText('영문 성을 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByLabelText('영문 성')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('영문 성'), 'jung');
    expect(screen.getByLabelText('영문 성')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('영문 성')).not.toHaveAccessibleDescription();
    expect(screen.queryByText('영문 성을 입력해주세요.')).toBeNull();
    // The other fields were not touched: their messages stay until they are.
    expect(screen.getByLabelText('영문 이름')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('영문 이름을 입력해주세요.')).toBeInTheDocument();

    await chooseAddress(user, '집 주소', '세종대로 110', /04524/);
    const searchAgain = screen.getByRole('button', { name: '집 주소 다시 검색' });
    expect(searchAgain).not.toHaveAccessibleDescription();
    expect(screen.queryByText('주소 검색으로 집 주소를 선택해주세요.')).toBeNull();
    // The detail field appears with the address, not already wrong.
    expect(screen.getByLabelText('집 주소 상세')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('상세 주소를 입력해주세요. (동·호수, 없으면 건물명)')).toBeNull();

    // 다음 still checks the whole step.
    await next(user);
    expect(await screen.findByText('상세 주소를 입력해주세요. (동·호수, 없으면 건물명)')).toBeInTheDocument();
    expect(screen.getByText('영문 이름을 입력해주세요.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('영문 이름')).toHaveFocus());
  });

  it('기본 정보: 바꾼 이메일은 다음에서 확인해, 다른 회원의 것은 칸 아래에 알리고 확인된 것만 제출 뒤 회원의 이메일이 된다', async () => {
    const { user, container } = renderKyc();
    await passAgreement(user);
    await stepHeading('기본 정보');
    await user.type(screen.getByLabelText('영문 성'), 'han');
    await user.type(screen.getByLabelText('영문 이름'), 'doyun');
    await chooseAddress(user, '집 주소', '세종대로 110', /04524/);
    await user.type(screen.getByLabelText('집 주소 상세'), '3층');
    await user.clear(screen.getByLabelText('이메일'));
    await user.type(screen.getByLabelText('이메일'), 'minjun.kim@example.kr');
    await next(user);
    expect(await screen.findByText('이미 다른 회원이 쓰고 있는 이메일이에요.')).toBeInTheDocument();
    expect(screen.getByLabelText('이메일')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('이메일')).toHaveFocus());
    expect(screen.getByLabelText('이메일')).toHaveValue('minjun.kim@example.kr');
    expect(screen.getByRole('heading', { level: 2, name: '기본 정보' })).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.clear(screen.getByLabelText('이메일'));
    await user.type(screen.getByLabelText('이메일'), 'doyun.new@example.kr');
    await next(user);
    await passDetailInfo(user);
    await passId(user);
    await stepHeading('계좌 인증');
    await user.selectOptions(screen.getByLabelText('은행'), '카카오뱅크 (090)');
    await user.type(screen.getByLabelText('계좌번호'), '1234567890');
    expect(screen.getByLabelText('예금주')).toHaveValue('한도윤');
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement, PNG);
    await user.click(screen.getByRole('button', { name: '제출하기' }));
    expect(await stepHeading('완료')).toBeInTheDocument();
    expect(sandbox.state.member('demo-kyc-required').email).toBe('doyun.new@example.kr');
    expect(sandbox.state.member('demo-general').email).toBe('minjun.kim@example.kr');
  });

  it('주소 검색: 결과가 없을 때, 실패했을 때', async () => {
    const { user } = renderKyc();
    await passAgreement(user);
    await stepHeading('기본 정보');
    await user.click(screen.getByRole('button', { name: '집 주소 검색' }));
    const sheet = await screen.findByRole('dialog', { name: '집 주소 검색' });
    await user.type(within(sheet).getByLabelText('검색어'), '없는길 999');
    await user.click(within(sheet).getByRole('button', { name: '검색' }));
    await waitFor(() => expect(within(sheet).getByRole('status')).toHaveTextContent('검색 결과가 없어요'));
    sandbox.faults.add({ status: 500, path: '/main/v1/util/address', method: 'GET', times: 1 });
    await user.clear(within(sheet).getByLabelText('검색어'));
    await user.type(within(sheet).getByLabelText('검색어'), '벡스코');
    await user.click(within(sheet).getByRole('button', { name: '검색' }));
    expect(await within(sheet).findByText('주소를 찾지 못했어요')).toBeInTheDocument();
    // The failure is its own alert: the status does not say it again.
    expect(within(sheet).getByRole('status')).toHaveTextContent('');
    await user.click(within(sheet).getByRole('button', { name: '다시 시도하기' }));
    expect(await within(sheet).findByRole('button', { name: /48060/ })).toBeInTheDocument();
    expect(within(sheet).getByRole('status')).toHaveTextContent('주소 1건을 찾았어요');
  });

  it('상세 정보: 사업자는 사업자 정보를 묻고 사업자등록번호 검증번호를 본다', async () => {
    const { user } = renderKyc();
    await passAgreement(user);
    await passBasicInfo(user);
    await stepHeading('상세 정보');
    await user.selectOptions(screen.getByLabelText('직업'), '자영업·사업자');
    expect(screen.queryByLabelText('직무')).toBeNull();
    await user.type(screen.getByLabelText('상호'), '한도윤상회');
    await user.selectOptions(screen.getByLabelText('업종'), '도매 및 소매업');
    await user.type(screen.getByLabelText('사업자등록번호'), '1208147522');
    expect(screen.getByLabelText('사업자등록번호')).toHaveValue('120-81-47522');
    await user.type(screen.getByLabelText('개업일'), '20250305');
    await next(user);
    expect(await screen.findByText('사업자등록번호가 올바르지 않아요. 10자리를 다시 확인해주세요.')).toBeInTheDocument();
    expect(screen.getByText('개업일은 오늘 이후일 수 없어요.')).toBeInTheDocument();
    expect(screen.getByText('주소 검색으로 사업장 주소를 선택해주세요.')).toBeInTheDocument();
    expect(screen.getByText('거래 목적을 선택해주세요.')).toBeInTheDocument();
    expect(screen.getByText('자금 출처를 선택해주세요.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('사업자등록번호')).toHaveFocus());
    expect(screen.getByLabelText('개업일')).toHaveValue('2025-03-05');
  });

  it('신분증: 주민등록번호 모양, 생년월일 일치, 운전면허번호', async () => {
    const { user } = renderKyc();
    await passAgreement(user);
    await passBasicInfo(user);
    await passDetailInfo(user);
    await stepHeading('신분증 인증');
    expect(screen.getByLabelText('이름')).toHaveValue('한도윤');
    expect(screen.getByLabelText('주민등록번호 뒤 7자리')).toHaveAttribute('type', 'password');
    await user.type(screen.getByLabelText('주민등록번호 앞 6자리'), '900101');
    await user.type(screen.getByLabelText('주민등록번호 뒤 7자리'), '9234560');
    // Gender digit 9 is the 1800s (spec §5): the date it carries is filled in, then typed over.
    expect(screen.getByLabelText('생년월일')).toHaveValue('1890-01-01');
    await user.clear(screen.getByLabelText('생년월일'));
    await user.type(screen.getByLabelText('생년월일'), '19900102');
    await user.click(screen.getByRole('radio', { name: '운전면허증' }));
    await user.type(screen.getByLabelText('운전면허번호'), '27-23-123456-01');
    await next(user);
    expect(await screen.findByText('주민등록번호 뒷자리의 첫 숫자를 확인해주세요.')).toBeInTheDocument();
    expect(screen.getByText('발급일을 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('운전면허번호 12자리를 확인해주세요. (예: 11-23-123456-01)')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('주민등록번호 뒤 7자리'));
    await user.type(screen.getByLabelText('주민등록번호 뒤 7자리'), '1234560');
    // Typing over the resident number (kept in memory only) clears its message too, and only its.
    expect(screen.queryByText('주민등록번호 뒷자리의 첫 숫자를 확인해주세요.')).toBeNull();
    expect(screen.getByLabelText('주민등록번호 뒤 7자리')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('발급일을 입력해주세요.')).toBeInTheDocument();
    // The date the member typed stays: only a filled-in one follows the resident number.
    expect(screen.getByLabelText('생년월일')).toHaveValue('1990-01-02');
    await next(user);
    expect(await screen.findByText('생년월일이 주민등록번호와 달라요. 다시 확인해주세요.')).toBeInTheDocument();
  });

  it('신분증: 본인인증한 이름·생년월일과 다른 신분증이면 칸마다 알리고 이름에 초점, 다음으로 넘어가지 않는다', async () => {
    const { user, container } = renderKyc();
    await passAgreement(user);
    await passBasicInfo(user);
    await passDetailInfo(user);
    await stepHeading('신분증 인증');
    await user.clear(screen.getByLabelText('이름'));
    await user.type(screen.getByLabelText('이름'), '홍길동');
    await user.type(screen.getByLabelText('주민등록번호 앞 6자리'), '850505');
    await user.type(screen.getByLabelText('주민등록번호 뒤 7자리'), '1234560');
    await user.type(screen.getByLabelText('발급일'), '20210520');
    await next(user);
    expect(await screen.findByText('이름이 본인인증한 이름과 달라요. 본인 신분증의 이름을 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('생년월일이 본인인증한 생년월일과 달라요. 본인 신분증의 생년월일을 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByLabelText('이름')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('생년월일')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('이름')).toHaveFocus());
    expect(screen.getByRole('heading', { level: 2, name: '신분증 인증' })).toBeInTheDocument();
    expect(screen.getByLabelText('이름')).toHaveValue('홍길동');
    expect(screen.getByLabelText('생년월일')).toHaveValue('1985-05-05');
    await expectNoAxeViolations(container);

    await user.clear(screen.getByLabelText('이름'));
    await user.type(screen.getByLabelText('이름'), '한도윤');
    await user.clear(screen.getByLabelText('주민등록번호 앞 6자리'));
    await user.type(screen.getByLabelText('주민등록번호 앞 6자리'), '900101');
    // The filled-in date follows the corrected number.
    expect(screen.getByLabelText('생년월일')).toHaveValue('1990-01-01');
    await next(user);
    expect(await stepHeading('계좌 인증')).toBeInTheDocument();
  });

  it('신분증: 등록외국인은 외국인등록증으로 시작해 영문 이름(대문자로)과 외국인등록번호로 넘어간다', async () => {
    // 한도윤's phone verification as a registered foreigner would have answered it.
    Object.assign(sandbox.state.member('demo-kyc-required'), { name: 'Doyun Han', nation: 'XX' });
    const { user, container } = renderKyc();
    await passAgreement(user);
    await passBasicInfo(user);
    await passDetailInfo(user);
    await stepHeading('신분증 인증');
    expect(screen.getByRole('radio', { name: '외국인등록증' })).toBeChecked();
    expect(screen.getByLabelText('이름')).toHaveValue('DOYUN HAN');
    expect(screen.getByLabelText('외국인등록번호 뒤 7자리')).toHaveAttribute('type', 'password');
    expect(screen.getByText('외국인등록번호는 이 기기에 저장하지 않아요. 앱을 다시 시작하면 다시 입력해주세요.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('이름'));
    await user.type(screen.getByLabelText('이름'), 'doyun han');
    expect(screen.getByLabelText('이름')).toHaveValue('DOYUN HAN');
    await user.type(screen.getByLabelText('외국인등록번호 앞 6자리'), '900101');
    await user.type(screen.getByLabelText('외국인등록번호 뒤 7자리'), '1234560');
    await user.type(screen.getByLabelText('발급일'), '20210520');
    await next(user);
    expect(await screen.findByText('외국인등록번호 뒷자리의 첫 숫자를 확인해주세요.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.clear(screen.getByLabelText('외국인등록번호 뒤 7자리'));
    await user.type(screen.getByLabelText('외국인등록번호 뒤 7자리'), '5234560');
    await next(user);
    expect(await stepHeading('계좌 인증')).toBeInTheDocument();
    // The bank's holder name is filled in from the card's.
    expect(screen.getByLabelText('예금주')).toHaveValue('DOYUN HAN');
  });

  it('신분증: 주민등록번호 뒷자리 첫 숫자가 본인인증한 성별과 다르면 그 칸에 알린다', async () => {
    const { user } = renderKyc();
    await passAgreement(user);
    await passBasicInfo(user);
    await passDetailInfo(user);
    await stepHeading('신분증 인증');
    await user.type(screen.getByLabelText('주민등록번호 앞 6자리'), '900101');
    await user.type(screen.getByLabelText('주민등록번호 뒤 7자리'), '2234560');
    await user.type(screen.getByLabelText('발급일'), '20210520');
    await next(user);
    expect(await screen.findByText('주민등록번호 뒷자리가 본인인증한 정보와 달라요. 본인 신분증의 주민등록번호를 입력해주세요.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('주민등록번호 뒤 7자리')).toHaveFocus());
    expect(screen.getByRole('heading', { level: 2, name: '신분증 인증' })).toBeInTheDocument();
  });

  it('신분증: 생년월일은 주민등록번호로 채워(다시 묻지 않는다) 번호를 고치면 따라가고, 직접 적은 날짜는 덮어쓰지 않는다', async () => {
    const { user } = renderKyc({ member: 'demo-account-open', storage: atIdStep() });
    await stepHeading('신분증 인증');
    const birthDate = screen.getByLabelText('생년월일');
    expect(birthDate).toHaveValue('');
    await user.type(screen.getByLabelText('주민등록번호 앞 6자리'), '930129');
    // The front alone has no century: that is the back's first digit.
    expect(birthDate).toHaveValue('');
    await user.type(screen.getByLabelText('주민등록번호 뒤 7자리'), '1234560');
    expect(birthDate).toHaveValue('1993-01-29');

    // Mended through an unfinished number, the filled-in date follows it.
    await user.type(screen.getByLabelText('주민등록번호 앞 6자리'), '{Backspace}');
    expect(birthDate).toHaveValue('1993-01-29');
    await user.type(screen.getByLabelText('주민등록번호 앞 6자리'), '8');
    expect(birthDate).toHaveValue('1993-01-28');

    // A date the member typed is theirs: the number no longer moves it.
    await user.clear(birthDate);
    await user.type(birthDate, '19930127');
    await user.type(screen.getByLabelText('주민등록번호 앞 6자리'), '{Backspace}9');
    expect(birthDate).toHaveValue('1993-01-27');
    await next(user);
    expect(await screen.findByText('생년월일이 주민등록번호와 달라요. 다시 확인해주세요.')).toBeInTheDocument();
  });

  it('신분증: 주민등록번호보다 먼저 적은 생년월일은 그대로 둔다', async () => {
    const { user } = renderKyc({ member: 'demo-account-open', storage: atIdStep({ birthDate: '19930128' }) });
    await stepHeading('신분증 인증');
    await user.type(screen.getByLabelText('주민등록번호 앞 6자리'), '930129');
    await user.type(screen.getByLabelText('주민등록번호 뒤 7자리'), '1234560');
    expect(screen.getByLabelText('생년월일')).toHaveValue('1993-01-28');
  });

  it('계좌 인증: 예금주는 신분증 인증의 이름으로 채워 두고(다시 묻지 않는다), 회원이 고친 예금주는 그대로 둔다', async () => {
    const { user } = renderKyc({ member: 'demo-account-open', storage: atIdStep({ birthDate: '19930129' }) });
    await stepHeading('신분증 인증');
    await user.type(screen.getByLabelText('주민등록번호 앞 6자리'), '930129');
    await user.type(screen.getByLabelText('주민등록번호 뒤 7자리'), '1234560');
    await next(user);
    await stepHeading('계좌 인증');
    expect(screen.getByLabelText('예금주')).toHaveValue('정우성');

    await user.type(screen.getByLabelText('예금주'), ' 님');
    await user.click(screen.getByRole('button', { name: '이전' }));
    await stepHeading('신분증 인증');
    await next(user);
    await stepHeading('계좌 인증');
    expect(screen.getByLabelText('예금주')).toHaveValue('정우성 님');
  });

  it('읽을 수 없는 통장 사본 파일은 말없이 무시하지 않고 다시 고르라고 알린다', async () => {
    const { user, container } = renderKyc();
    await passAgreement(user);
    await passBasicInfo(user);
    await passDetailInfo(user);
    await passId(user);
    await stepHeading('계좌 인증');
    const unreadable = new File([new Uint8Array([1, 2, 3])], 'bankbook.png', { type: 'image/png' });
    Object.defineProperty(unreadable, 'arrayBuffer', { value: () => Promise.reject(new DOMException('gone', 'NotReadableError')) });
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement, unreadable);
    expect(await screen.findByText('파일을 읽지 못했어요. 다른 파일을 골라주세요.')).toBeInTheDocument();
  });

  it('끝까지: 계좌 인증 메시지, 통장 사본, 제출하면 완료 단계와 다음 동작', async () => {
    const { user, onComplete, storage, container } = renderKyc();
    await passAgreement(user);
    await passBasicInfo(user);
    await passDetailInfo(user);
    await passId(user);
    await stepHeading('계좌 인증');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toContain('카카오뱅크 (090)');
    await user.selectOptions(screen.getByLabelText('은행'), '카카오뱅크 (090)');
    await user.type(screen.getByLabelText('계좌번호'), '123456789');
    await user.clear(screen.getByLabelText('예금주'));
    await user.type(screen.getByLabelText('예금주'), '홍길동');
    await user.click(screen.getByRole('button', { name: '제출하기' }));
    expect(await screen.findByText('계좌번호는 숫자 10~14자리로 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('예금주가 신분증의 이름(한도윤)과 같아야 해요.')).toBeInTheDocument();
    expect(screen.getByText('통장 사본 사진을 올리거나 촬영해주세요.')).toBeInTheDocument();
    await expectNoAxeViolations(container);

    // A pasted number with hyphens keeps every digit; too many digits are named, never cut unseen.
    await user.clear(screen.getByLabelText('계좌번호'));
    await user.click(screen.getByLabelText('계좌번호'));
    await user.paste('123456-78-9012345');
    expect(screen.getByLabelText('계좌번호')).toHaveValue('123456789012345');
    await user.click(screen.getByRole('button', { name: '제출하기' }));
    expect(await screen.findByText('계좌번호는 숫자 10~14자리로 입력해주세요.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('계좌번호'));
    await user.type(screen.getByLabelText('계좌번호'), '1234567890');
    await user.clear(screen.getByLabelText('예금주'));
    await user.type(screen.getByLabelText('예금주'), '한도윤');
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement, PNG);
    expect(await screen.findByText('bankbook.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '제출하기' }));

    expect(await stepHeading('완료')).toBeInTheDocument();
    expect(screen.getByText('고객확인을 마쳤어요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '나가기' })).toBeNull();
    expect(sandbox.state.member('demo-kyc-required').blockCode).toBeNull();
    expect(storage.entries()[KYC_DRAFT_STORAGE_KEY]).toBeUndefined();
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(onComplete).toHaveBeenCalledWith({ kycStatus: 'COMPLETED', userType: '200' });
  });

  it('계좌 개설 전(101) 회원은 완료 후 계좌 개설로, 카메라로 찍은 통장 사본으로', async () => {
    const takePhoto = vi.fn(async () => ({ fileName: 'camera.jpg', mimeType: 'image/jpeg', base64: '/9j/4AAQ' }));
    const { user, onComplete } = renderKyc({ member: 'demo-account-open', takePhoto });
    await passAgreement(user);
    await passBasicInfo(user);
    await passDetailInfo(user);
    await stepHeading('신분증 인증');
    await user.type(screen.getByLabelText('주민등록번호 앞 6자리'), '930129');
    await user.type(screen.getByLabelText('주민등록번호 뒤 7자리'), '1234567');
    await user.type(screen.getByLabelText('발급일'), '20120301');
    await next(user);
    await stepHeading('계좌 인증');
    await user.selectOptions(screen.getByLabelText('은행'), 'KB국민은행 (004)');
    await user.type(screen.getByLabelText('계좌번호'), '12345678901234');
    await user.click(screen.getByRole('button', { name: '카메라로 촬영' }));
    expect(await screen.findByText('camera.jpg')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '제출하기' }));
    expect(await screen.findByText('이제 제휴 증권사에서 계좌를 개설하면 투자를 시작할 수 있어요.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '계좌 개설하기' }));
    expect(onComplete).toHaveBeenCalledWith({ kycStatus: 'COMPLETED', userType: '102' });
    expect(sandbox.state.member('demo-account-open').userType).toBe('102');
  });

  it('카메라가 실패하면 안내하고 파일로 올릴 수 있다', async () => {
    const takePhoto = vi.fn(() => Promise.reject(new Error('cancelled')));
    const storage = createMemoryPersistence({ [KYC_DRAFT_STORAGE_KEY]: storedKycDraft({ ...emptyKycDraft({ name: '한도윤' }), step: 4 }) });
    keepKycSecrets({ residentFront: '900101', residentBack: '1234560', accountImage: null });
    const { user } = renderKyc({ storage, takePhoto });
    await stepHeading('계좌 인증');
    await user.click(screen.getByRole('button', { name: '카메라로 촬영' }));
    expect(await screen.findByText('사진을 가져오지 못했어요. 다시 촬영하거나 파일로 올려주세요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '통장 사본 올리기' })).toBeEnabled();
  });

  it('통장 사본은 저장된 사진에서 고를 수 있고(카메라를 강제하지 않는다), 카메라 사진도 JPG·PNG 10 MB 이하만 받는다', async () => {
    const photos = [
      { fileName: 'camera.heic', mimeType: 'image/heic', base64: 'AAAAGGZ0eXBoZWlj' },
      // 11 MB once decoded.
      { fileName: 'camera.jpg', mimeType: 'image/jpeg', base64: 'A'.repeat(15_379_116) },
    ];
    const takePhoto = vi.fn(async () => photos.shift() ?? { fileName: 'bankbook.jpg', mimeType: 'image/jpeg', base64: '/9j/4AAQ' });
    const storage = createMemoryPersistence({ [KYC_DRAFT_STORAGE_KEY]: storedKycDraft({ ...emptyKycDraft({ name: '한도윤' }), step: 4 }) });
    keepKycSecrets({ residentFront: '900101', residentBack: '1234560', accountImage: null });
    const { user, container } = renderKyc({ storage, takePhoto });
    await stepHeading('계좌 인증');
    const picker = container.querySelector<HTMLInputElement>('input[type="file"]');
    expect(picker).toHaveAttribute('accept', 'image/jpeg,image/png');
    expect(picker).not.toHaveAttribute('capture');

    await user.click(screen.getByRole('button', { name: '카메라로 촬영' }));
    expect(await screen.findByText('camera.heic: JPG, PNG 파일만 올릴 수 있어요.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '카메라로 촬영' }));
    expect(await screen.findByText('camera.jpg: 10.00 MB 이하 파일만 올릴 수 있어요. (지금 11.00 MB)')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '올린 파일' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '제출하기' }));
    expect(await screen.findByText('통장 사본 사진을 올리거나 촬영해주세요.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '카메라로 촬영' }));
    expect(await screen.findByText('bankbook.jpg')).toBeInTheDocument();
    expect(screen.queryByText(/파일만 올릴 수 있어요/)).toBeNull();
  });

  it('제출이 실패하면 이유를 보여주고 입력은 그대로', async () => {
    sandbox.faults.add({ status: 500, path: '/main/v1/member/kyc', method: 'POST', times: 1 });
    const storage = atAccountStep();
    const { user } = renderKyc({ storage });
    await stepHeading('계좌 인증');
    await user.click(screen.getByRole('button', { name: '제출하기' }));
    expect(await screen.findByText(/^고객확인을 제출하지 못했어요\./)).toBeInTheDocument();
    expect(screen.getByLabelText('계좌번호')).toHaveValue('110123456789');
    await user.click(screen.getByRole('button', { name: '제출하기' }));
    expect(await stepHeading('완료')).toBeInTheDocument();
  });

  it('제출이 실패한 뒤 이전으로 가면 앞 단계에는 제출 실패를 보이지 않고, 입력은 그대로', async () => {
    sandbox.faults.add({ status: 500, message: '일시적인 오류가 발생했습니다.', path: '/main/v1/member/kyc', method: 'POST', times: 1 });
    const storage = atAccountStep();
    const { user } = renderKyc({ storage });
    await stepHeading('계좌 인증');
    await user.click(screen.getByRole('button', { name: '제출하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('고객확인을 제출하지 못했어요. 잠시 후 다시 시도해주세요.');
    await user.click(screen.getByRole('button', { name: '이전' }));
    await stepHeading('신분증 인증');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/고객확인을 제출하지 못했어요/)).toBeNull();
    expect(screen.getByLabelText('주민등록번호 앞 6자리')).toHaveValue('900101');
    expect(screen.getByLabelText('생년월일')).toHaveValue('1990-01-01');
    await next(user);
    await stepHeading('계좌 인증');
    expect(screen.getByLabelText('계좌번호')).toHaveValue('110123456789');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('제출을 서버가 입력 때문에 거절하면(BAD_REQUEST) 이전으로 신분증 인증에 가도 그 이유가 남고, 다시 제출하면 사라진다', async () => {
    const refusal = '신분증의 이름이 본인인증한 이름과 달라요. 신분증 인증 단계에서 이름을 확인해주세요.';
    sandbox.faults.add({ status: 400, message: refusal, path: '/main/v1/member/kyc', method: 'POST', times: 1 });
    const { user } = renderKyc({ storage: atAccountStep() });
    await stepHeading('계좌 인증');
    await user.click(screen.getByRole('button', { name: '제출하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`고객확인을 제출하지 못했어요. ${refusal}`);
    await user.click(screen.getByRole('button', { name: '이전' }));
    await stepHeading('신분증 인증');
    expect(screen.getByRole('alert')).toHaveTextContent(`고객확인을 제출하지 못했어요. ${refusal}`);
    expect(screen.getByLabelText('이름')).toHaveValue('한도윤');
    expect(screen.getByLabelText('주민등록번호 앞 6자리')).toHaveValue('900101');
    await next(user);
    await stepHeading('계좌 인증');
    expect(screen.getByRole('alert')).toHaveTextContent(`고객확인을 제출하지 못했어요. ${refusal}`);
    await user.click(screen.getByRole('button', { name: '제출하기' }));
    expect(await stepHeading('완료')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('오프라인에서 제출하면 연결을 기다리며 멈추지 않고 바로 실패를 알리며, 이전·나가기를 다시 쓸 수 있고 연결이 돌아와도 보내지 않는다', async () => {
    const calls = requestedCalls(sandbox);
    const { user, queryClient } = renderKyc({ storage: atAccountStep() });
    await stepHeading('계좌 인증');
    onlineManager.setOnline(false);
    // The device is offline: the request gets no answer.
    sandbox.faults.add({ abort: true, path: '/main/v1/member/kyc', method: 'POST', times: 1 });
    await user.click(screen.getByRole('button', { name: '제출하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('고객확인을 제출하지 못했어요. 잠시 후 다시 시도해주세요.');
    for (const name of ['이전', '나가기', '제출하기']) expect(screen.getByRole('button', { name })).not.toHaveAttribute('aria-busy', 'true');

    onlineManager.setOnline(true);
    // What going online sets off: a paused submission would be sent now.
    await queryClient.resumePausedMutations();
    expect(calls.filter((call) => call === 'POST /main/v1/member/kyc')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: '나가기' }));
    await user.click(within(await screen.findByRole('dialog', { name: '고객확인을 그만할까요?' })).getByRole('button', { name: '계속하기' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '고객확인을 그만할까요?' })).toBeNull());
    await user.click(screen.getByRole('button', { name: '이전' }));
    expect(await stepHeading('신분증 인증')).toBeInTheDocument();
  });

  it('다시 시작하면 저장된 단계부터, 주민등록번호는 다시 묻는다', async () => {
    const storage = createMemoryPersistence();
    const first = renderKyc({ storage });
    await passAgreement(first.user);
    await passBasicInfo(first.user);
    await passDetailInfo(first.user);
    await passId(first.user);
    await stepHeading('계좌 인증');
    const stored = storage.entries()[KYC_DRAFT_STORAGE_KEY] ?? '';
    expect(JSON.parse(stored)).toMatchObject({ step: 4, engLastName: 'HAN', jobCode: 'EMPLOYEE', birthDate: '19900101' });
    expect(stored).not.toContain('1234560');
    first.unmount();

    // An app restart: memory is gone, the device store stays.
    keepKycSecrets(emptyKycSecrets());
    const second = renderKyc({ storage });
    expect(await stepHeading('신분증 인증')).toBeInTheDocument();
    expect(screen.getByText('입력하던 내용을 불러왔어요. 주민등록번호와 통장 사본은 기기에 저장하지 않으니 다시 입력해주세요.')).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText('주민등록번호 앞 6자리')).toHaveValue('');
    expect(screen.getByLabelText('생년월일')).toHaveValue('1990-01-01');
    await second.user.click(screen.getByRole('button', { name: '이전' }));
    await stepHeading('상세 정보');
    expect(screen.getByLabelText('직장명')).toHaveValue('조각건설');
  });

  it('나가기: 계속하기는 그대로, 그만하기는 초안을 지우고 나간다', async () => {
    const { user, storage, onLeave } = renderKyc();
    await passAgreement(user);
    await stepHeading('기본 정보');
    await user.type(screen.getByLabelText('영문 성'), 'han');
    await user.click(screen.getByRole('button', { name: '나가기' }));
    const dialog = await screen.findByRole('dialog', { name: '고객확인을 그만할까요?' });
    expect(dialog).toHaveTextContent('지금까지 입력한 내용이 모두 지워져요.');
    await user.click(within(dialog).getByRole('button', { name: '계속하기' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '고객확인을 그만할까요?' })).toBeNull());
    expect(screen.getByLabelText('영문 성')).toHaveValue('HAN');
    expect(onLeave).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '나가기' }));
    await user.click(within(await screen.findByRole('dialog', { name: '고객확인을 그만할까요?' })).getByRole('button', { name: '그만하기' }));
    await waitFor(() => expect(onLeave).toHaveBeenCalledTimes(1));
    expect(storage.entries()[KYC_DRAFT_STORAGE_KEY]).toBeUndefined();
  });

  describe('필수 칸은 화면 낭독기에 필수로 읽힌다 (aria-required, 브라우저의 required 는 아니다)', () => {
    /** A member who comes back to the stored draft, at its `step`. */
    function resumedAt(draft: Partial<KycDraft>) {
      return createMemoryPersistence({ [KYC_DRAFT_STORAGE_KEY]: storedKycDraft({ ...emptyKycDraft(), ...draft }) });
    }
    const required = (field: HTMLElement) => {
      expect(field).toHaveAttribute('aria-required', 'true');
      expect(field).not.toHaveAttribute('required');
    };

    it('고객 동의: 세 [필수] 동의는 필수, 전체 동의는 아니다', async () => {
      const { container } = renderKyc();
      await stepHeading('고객 동의');
      for (const agreement of CUSTOMER_AGREEMENTS) required(screen.getByRole('checkbox', { name: `[필수] ${agreement.title}` }));
      expect(screen.getByRole('checkbox', { name: '전체 동의' })).not.toHaveAttribute('aria-required');
      await expectNoAxeViolations(container);
    });

    it('기본 정보: 영문 성·이름, 집 주소 상세, 이메일, 주소 검색어는 필수다', async () => {
      const { user, container } = renderKyc({
        storage: resumedAt({ step: 1, agreements: ['collect', 'unique-id', 'transaction-purpose'], home: { postNo: '04524', roadAddress: '서울특별시 중구 세종대로 110', detail: '' } }),
      });
      await stepHeading('기본 정보');
      for (const label of ['영문 성', '영문 이름', '집 주소 상세', '이메일']) required(screen.getByRole('textbox', { name: label }));
      await expectNoAxeViolations(container);
      await user.click(screen.getByRole('button', { name: '집 주소 다시 검색' }));
      const sheet = await screen.findByRole('dialog', { name: '집 주소 검색' });
      required(within(sheet).getByRole('textbox', { name: '검색어' }));
    });

    it('상세 정보: 직업과 그 직업이 묻는 칸, 거래 목적, 자금 출처는 필수이고, 비워 둬도 되는 주소 상세는 아니다', async () => {
      const company = { postNo: '06236', roadAddress: '서울특별시 강남구 테헤란로 152', detail: '' };
      const business = { postNo: '48060', roadAddress: '부산광역시 해운대구 센텀중앙로 79', detail: '' };
      const { user, container } = renderKyc({
        storage: resumedAt({ step: 2, agreements: ['collect', 'unique-id', 'transaction-purpose'], jobCode: 'EMPLOYEE', company, business }),
      });
      await stepHeading('상세 정보');
      for (const label of ['직업', '직무', '거래 목적', '자금 출처']) required(screen.getByRole('combobox', { name: label }));
      required(screen.getByRole('textbox', { name: '직장명' }));
      expect(screen.getByRole('textbox', { name: '직장 주소 상세' })).not.toHaveAttribute('aria-required');
      await expectNoAxeViolations(container);

      await user.selectOptions(screen.getByLabelText('직업'), '자영업·사업자');
      required(screen.getByRole('combobox', { name: '업종' }));
      for (const label of ['상호', '사업자등록번호', '개업일']) required(screen.getByRole('textbox', { name: label }));
      expect(screen.getByRole('textbox', { name: '사업장 주소 상세' })).not.toHaveAttribute('aria-required');
      await expectNoAxeViolations(container);
    });

    it('신분증 인증: 이름, 주민등록번호 앞·뒤, 생년월일, 발급일, 운전면허번호는 필수다', async () => {
      const { user, container } = renderKyc({ storage: resumedAt({ step: 3, agreements: ['collect', 'unique-id', 'transaction-purpose'] }) });
      await stepHeading('신분증 인증');
      for (const label of ['이름', '주민등록번호 앞 6자리', '생년월일', '발급일']) required(screen.getByRole('textbox', { name: label }));
      required(screen.getByLabelText('주민등록번호 뒤 7자리'));
      await user.click(screen.getByRole('radio', { name: '운전면허증' }));
      required(screen.getByRole('textbox', { name: '운전면허번호' }));
      await expectNoAxeViolations(container);
    });

    it('계좌 인증: 은행, 계좌번호, 예금주, 통장 사본은 필수다', async () => {
      const { container } = renderKyc({ storage: atAccountStep() });
      await stepHeading('계좌 인증');
      required(screen.getByRole('combobox', { name: '은행' }));
      for (const label of ['계좌번호', '예금주']) required(screen.getByRole('textbox', { name: label }));
      const bankBook = container.querySelector<HTMLInputElement>('input[type="file"]');
      expect(bankBook).toHaveAccessibleName('통장 사본');
      required(bankBook as HTMLInputElement);
      await expectNoAxeViolations(container);
    });
  });
});
