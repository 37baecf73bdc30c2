import { createMemoryPersistence } from '@jogak/app-core';
import { fakeNativeShell, renderScreen } from '@jogak/feature-testing';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { emptyKycDraft, emptyKycSecrets, type KycDraft } from '../kyc-form/kyc-draft';
import { keepKycSecrets, KYC_DRAFT_STORAGE_KEY, storedKycDraft } from '../kyc-progress/kyc-progress';
import type { KycResult } from './complete-step';
import { KycScreen } from './kyc-screen';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => {
  sandbox.faults.clear();
  sandbox.reset();
  keepKycSecrets(emptyKycSecrets());
});
afterAll(() => sandbox.close());

const NOW = () => Date.parse('2025-03-04T10:00:00+09:00');

function renderKyc(storage = createMemoryPersistence()) {
  const shell = fakeNativeShell();
  const onComplete = vi.fn<(result: KycResult) => void>();
  const onLeave = vi.fn<() => void>();
  const rendered = renderScreen(
    <KycScreen progressStorage={storage} onComplete={onComplete} onLeave={onLeave} now={NOW} nativeBack={shell.events} />,
    { token: sandbox.state.login('demo-kyc-required').token },
  );
  return { ...rendered, shell, storage, onComplete, onLeave, user: userEvent.setup() };
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

/** 한도윤's form filled in up to the account step, as a restart finds it. */
const SUBMITTABLE_DRAFT: KycDraft = {
  ...emptyKycDraft(),
  step: 4,
  agreements: ['collect', 'unique-id', 'transaction-purpose'],
  engLastName: 'HAN',
  engFirstName: 'DOYUN',
  home: { postNo: '04524', roadAddress: '서울특별시 중구 세종대로 110', detail: '3층' },
  email: 'doyun.han@example.kr',
  jobCode: 'STUDENT',
  tradePurpose: 'SAVINGS',
  fundOrigin: 'SAVINGS',
  name: '한도윤',
  birthDate: '19900101',
  issueDate: '20210520',
  accountBank: '088',
  accountNumber: '110123456789',
  accountLabel: '한도윤',
};

describe('고객확인 화면의 뒤로 버튼 (스펙 9의 steps: 화면이 직접 처리)', () => {
  it('두 번째 단계에서는 이전처럼 고객 동의 단계로, 입력한 값은 그대로', async () => {
    const { shell, user, onLeave } = renderKyc();
    await stepHeading('고객 동의');
    await user.click(screen.getByRole('checkbox', { name: '전체 동의' }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    await stepHeading('기본 정보');
    await user.type(screen.getByLabelText('영문 성'), 'han');
    shell.pressBack();
    expect(await stepHeading('고객 동의')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '고객확인 단계' })).toHaveTextContent('1 / 6');
    expect(screen.getByRole('checkbox', { name: '전체 동의' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '다음' }));
    await stepHeading('기본 정보');
    expect(screen.getByLabelText('영문 성')).toHaveValue('HAN');
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('주소 검색 시트가 열려 있으면 뒤로 버튼은 시트만 닫고, 단계와 입력은 그대로', async () => {
    const { shell, user, onLeave } = renderKyc();
    await stepHeading('고객 동의');
    await user.click(screen.getByRole('checkbox', { name: '전체 동의' }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    await stepHeading('기본 정보');
    await user.type(screen.getByLabelText('영문 성'), 'han');
    await user.click(screen.getByRole('button', { name: '집 주소 검색' }));
    const sheet = await screen.findByRole('dialog', { name: '집 주소 검색' });
    await user.type(within(sheet).getByLabelText('검색어'), '세종대로');

    shell.pressBack();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '집 주소 검색' })).toBeNull());
    expect(screen.getByRole('heading', { level: 2, name: '기본 정보' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '고객확인 단계' })).toHaveTextContent('2 / 6');
    expect(screen.getByLabelText('영문 성')).toHaveValue('HAN');

    // With the sheet gone, the next back is the page's own again: the previous step.
    shell.pressBack();
    expect(await stepHeading('고객 동의')).toBeInTheDocument();
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('첫 단계에서는 나가기처럼 묻고, 물음이 열린 채 한 번 더 누르면 계속하기처럼 남는다', async () => {
    const { shell, storage, onLeave } = renderKyc();
    await stepHeading('고객 동의');
    shell.pressBack();
    const dialog = await screen.findByRole('dialog', { name: '고객확인을 그만할까요?' });
    expect(dialog).toHaveTextContent('지금까지 입력한 내용이 모두 지워져요.');
    shell.pressBack();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '고객확인을 그만할까요?' })).toBeNull());
    expect(screen.getByRole('heading', { level: 2, name: '고객 동의' })).toBeInTheDocument();
    expect(onLeave).not.toHaveBeenCalled();

    shell.pressBack();
    await userEvent.click(within(await screen.findByRole('dialog', { name: '고객확인을 그만할까요?' })).getByRole('button', { name: '그만하기' }));
    await waitFor(() => expect(onLeave).toHaveBeenCalledTimes(1));
    expect(storage.entries()[KYC_DRAFT_STORAGE_KEY]).toBeUndefined();
  });

  it('완료 단계에서는 제출한 단계로 돌아가지 않고 확인처럼 다음으로 간다', async () => {
    const storage = createMemoryPersistence({ [KYC_DRAFT_STORAGE_KEY]: storedKycDraft(SUBMITTABLE_DRAFT) });
    keepKycSecrets({ residentFront: '900101', residentBack: '1234560', accountImage: { fileName: 'b.png', mimeType: 'image/png', base64: 'iVBORw0KGgo=' } });
    const { shell, user, onComplete } = renderKyc(storage);
    await stepHeading('계좌 인증');
    await user.click(screen.getByRole('button', { name: '제출하기' }));
    expect(await stepHeading('완료')).toBeInTheDocument();
    shell.pressBack();
    expect(onComplete).toHaveBeenCalledExactlyOnceWith({ kycStatus: 'COMPLETED', userType: '200' });
    expect(screen.getByRole('heading', { level: 2, name: '완료' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: '계좌 인증' })).toBeNull();
  });

  it('제출하는 동안에는 나가기, 이전, 뒤로 버튼이 제출을 끊지 않고, 답이 오면 완료로 간다', async () => {
    const storage = createMemoryPersistence({ [KYC_DRAFT_STORAGE_KEY]: storedKycDraft(SUBMITTABLE_DRAFT) });
    keepKycSecrets({ residentFront: '900101', residentBack: '1234560', accountImage: { fileName: 'b.png', mimeType: 'image/png', base64: 'iVBORw0KGgo=' } });
    const submission = sandbox.faults.add({ hold: true, path: '/main/v1/member/kyc', method: 'POST' });
    const { shell, user, onComplete, onLeave } = renderKyc(storage);
    await stepHeading('계좌 인증');
    await user.click(screen.getByRole('button', { name: '제출하기' }));
    expect(await screen.findByRole('button', { name: '제출하는 중' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: '나가기' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: '이전' })).toHaveAttribute('aria-busy', 'true');

    await user.click(screen.getByRole('button', { name: '나가기' }));
    await user.click(screen.getByRole('button', { name: '이전' }));
    shell.pressBack();
    expect(screen.queryByRole('dialog', { name: '고객확인을 그만할까요?' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: '계좌 인증' })).toBeInTheDocument();

    sandbox.faults.release(submission.id);
    expect(await stepHeading('완료')).toBeInTheDocument();
    expect(storage.entries()[KYC_DRAFT_STORAGE_KEY]).toBeUndefined();
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(onComplete).toHaveBeenCalledExactlyOnceWith({ kycStatus: 'COMPLETED', userType: '200' });
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('회원 정보를 못 불러온 채면 물을 것이 없으니 바로 나간다', async () => {
    sandbox.faults.add({ status: 500, path: '/main/v1/member/info', method: 'GET', times: 1 });
    const { shell, onLeave } = renderKyc();
    expect(await screen.findByText('회원정보를 불러오지 못했어요')).toBeInTheDocument();
    shell.pressBack();
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: '고객확인을 그만할까요?' })).toBeNull();
  });
});
