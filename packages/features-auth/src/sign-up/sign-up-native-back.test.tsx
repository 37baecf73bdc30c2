// DOMPurify (inside ui-kit's RichText and dialog) mis-sanitises under happy-dom, so this runs in jsdom.
// @vitest-environment jsdom
import type { NavigateToRoute } from '@jogak/app-core';
import { fakeNativeShell } from '@jogak/feature-testing';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../test/memory-storage';
import { renderWithSandbox } from '../../test/render-with-sandbox';
import { CorporateTermsScreen, IndividualTermsScreen } from './individual-terms-screen';
import { SignUpChoiceScreen } from './sign-up-choice-screen';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => sandbox.reset());
afterAll(() => sandbox.close());

const DRAFT_KEY = 'jogak:sign-up:agreements';
const SAVED_DRAFT = JSON.stringify({ agreementKeys: ['terms'], advertiseInformSendAgreeYn: 'N' });

function renderTerms(Screen: typeof IndividualTermsScreen | typeof CorporateTermsScreen = IndividualTermsScreen) {
  const shell = fakeNativeShell();
  const onNavigate = vi.fn<NavigateToRoute>();
  const draftStorage = memoryStorage({ [DRAFT_KEY]: SAVED_DRAFT });
  const result = renderWithSandbox(<Screen onNavigate={onNavigate} draftStorage={draftStorage} nativeBack={shell.events} />);
  return { ...result, shell, onNavigate, draftStorage };
}

describe('회원가입 선택 화면의 뒤로 버튼 (스펙 9의 sign-up-process)', () => {
  it('첫 화면으로 돌아간다 (새로 열지 않는다)', () => {
    const shell = fakeNativeShell();
    const onNavigate = vi.fn<NavigateToRoute>();
    render(<SignUpChoiceScreen corporateAvailable onNavigate={onNavigate} nativeBack={shell.events} />);
    expect(screen.getByRole('heading', { level: 1, name: '어떤 회원으로 가입할까요?' })).toBeInTheDocument();
    shell.pressBack();
    expect(onNavigate.mock.calls).toEqual([[{ route: '/auth/first-time-sign-up' }, { returnTo: true }]]);
  });
});

describe('약관 동의 화면의 뒤로 버튼 (스펙 9의 terms)', () => {
  it('취소처럼 그만할지 묻고, 그만하기면 동의를 지우고 회원가입 처음으로 간다', async () => {
    const { shell, onNavigate, draftStorage } = renderTerms();
    await screen.findByRole('list', { name: '약관 목록' });
    shell.pressBack();
    const dialog = await screen.findByRole('dialog', { name: '회원가입을 그만할까요?' });
    expect(dialog).toHaveTextContent('지금 그만두면 동의한 약관과 입력한 정보가 저장되지 않아요.');
    await userEvent.click(within(dialog).getByRole('button', { name: '그만하기' }));
    await waitFor(() => expect(onNavigate.mock.calls).toEqual([[{ route: '/auth/sign-up' }, { returnTo: true }]]));
    expect(draftStorage.items.has(DRAFT_KEY)).toBe(false);
  });

  it('물음이 열린 채 한 번 더 누르면 계속하기처럼 남고, 고른 동의는 그대로다', async () => {
    const { shell, onNavigate, draftStorage } = renderTerms();
    expect(await screen.findByRole('checkbox', { name: '[필수] 서비스 이용약관' })).toBeChecked();
    shell.pressBack();
    await screen.findByRole('dialog', { name: '회원가입을 그만할까요?' });
    shell.pressBack();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '회원가입을 그만할까요?' })).toBeNull());
    expect(screen.getByRole('checkbox', { name: '[필수] 서비스 이용약관' })).toBeChecked();
    expect(draftStorage.items.get(DRAFT_KEY)).toBe(SAVED_DRAFT);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('약관 전문을 읽는 중이면 그 시트만 닫고 묻지 않는다', async () => {
    const { shell, onNavigate } = renderTerms();
    await userEvent.click(await screen.findByRole('button', { name: '전자금융거래 이용약관 전문 보기' }));
    const sheet = await screen.findByRole('dialog', { name: '전자금융거래 이용약관' });
    expect(await within(sheet).findByRole('heading', { name: '제1조(목적)' })).toBeInTheDocument();
    shell.pressBack();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '전자금융거래 이용약관' })).toBeNull());
    expect(screen.queryByRole('dialog', { name: '회원가입을 그만할까요?' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: '조각 이용을 위해 약관에 동의해주세요' })).toBeInTheDocument();
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('법인 약관도 같다: 묻고, 그만하기면 회원가입 처음으로', async () => {
    const { shell, onNavigate } = renderTerms(CorporateTermsScreen);
    expect(screen.getByRole('note')).toHaveTextContent('법인 회원은 영업점에서 법인 계좌를 먼저 개설한 뒤 가입할 수 있어요.');
    shell.pressBack();
    await userEvent.click(within(await screen.findByRole('dialog', { name: '회원가입을 그만할까요?' })).getByRole('button', { name: '그만하기' }));
    await waitFor(() => expect(onNavigate.mock.calls).toEqual([[{ route: '/auth/sign-up' }, { returnTo: true }]]));
  });
});
