// DOMPurify (inside ui-kit's RichText and dialog) mis-sanitises under happy-dom, so this runs in jsdom.
// @vitest-environment jsdom
import type { NavigateToRoute } from '@jogak/app-core';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { memoryStorage } from '../../test/memory-storage';
import { renderWithSandbox } from '../../test/render-with-sandbox';
import { CorporateTermsScreen, IndividualTermsScreen } from './individual-terms-screen';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => sandbox.reset());
afterAll(() => sandbox.close());

function renderTerms(draftStorage = memoryStorage()) {
  const onNavigate = vi.fn<NavigateToRoute>();
  const result = renderWithSandbox(<IndividualTermsScreen onNavigate={onNavigate} draftStorage={draftStorage} />);
  return { ...result, onNavigate, draftStorage };
}

const box = (name: string) => screen.getByRole('checkbox', { name });

describe('IndividualTermsScreen', () => {
  it('가입 약관을 필수와 선택으로 표시하고, 필수에 모두 동의해야 다음이 켜진다', async () => {
    const { container } = renderTerms();
    expect(screen.getByRole('heading', { level: 1, name: '조각 이용을 위해 약관에 동의해주세요' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '약관 목록' });
    expect(within(list).getAllByRole('checkbox').map((item) => (item as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      '[필수] 서비스 이용약관',
      '[필수] 개인정보 처리방침',
      '[선택] 마케팅 정보 수신 동의',
      '[필수] 전자금융거래 이용약관',
    ]);
    const next = screen.getByRole('button', { name: '다음' });
    expect(next).toBeDisabled();
    await userEvent.click(box('전체 동의'));
    expect(within(list).getAllByRole('checkbox').every((item) => (item as HTMLInputElement).checked)).toBe(true);
    expect(next).toBeEnabled();
    await userEvent.click(box('[선택] 마케팅 정보 수신 동의'));
    expect(box('전체 동의')).not.toBeChecked();
    expect(next).toBeEnabled();
    await userEvent.click(box('[필수] 서비스 이용약관'));
    expect(next).toBeDisabled();
    await expectNoAxeViolations(container);
  });

  it('다음에 꼭 필요한 [필수] 약관만 보조기술에 필수 항목으로 알린다', async () => {
    renderTerms();
    await screen.findByRole('list', { name: '약관 목록' });
    for (const name of ['[필수] 서비스 이용약관', '[필수] 개인정보 처리방침', '[필수] 전자금융거래 이용약관']) {
      expect(box(name)).toHaveAttribute('aria-required', 'true');
    }
    expect(box('[선택] 마케팅 정보 수신 동의')).not.toHaveAttribute('aria-required');
    expect(box('전체 동의')).not.toHaveAttribute('aria-required');
  });

  it('보기는 약관 전문을 버전, 시행일과 함께 보여준다', async () => {
    renderTerms();
    await userEvent.click(await screen.findByRole('button', { name: '전자금융거래 이용약관 전문 보기' }));
    const sheet = await screen.findByRole('dialog', { name: '전자금융거래 이용약관' });
    expect(await within(sheet).findByRole('heading', { name: '제1조(목적)' })).toBeInTheDocument();
    expect(within(sheet).getByText('전자금융거래의 이용에 관한 사항을 정합니다.')).toBeInTheDocument();
    expect(within(sheet).getByText(/^버전 2\.0 · 시행일 /)).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: '확인' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });

  it('다음은 동의한 약관과 마케팅 동의 여부를 남기고 본인인증으로 간다', async () => {
    const { onNavigate, draftStorage } = renderTerms();
    await userEvent.click(await screen.findByRole('checkbox', { name: '[필수] 서비스 이용약관' }));
    await userEvent.click(box('[필수] 개인정보 처리방침'));
    await userEvent.click(box('[필수] 전자금융거래 이용약관'));
    await userEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(JSON.parse(draftStorage.items.get('jogak:sign-up:agreements') ?? 'null')).toEqual({
      agreementKeys: ['terms', 'privacy-info', 'electronic-finance'],
      advertiseInformSendAgreeYn: 'N',
    });
    expect(onNavigate).toHaveBeenCalledWith({ route: '/init/kmc' });
  });

  it('돌아오면 남긴 동의를 그대로 보여준다', async () => {
    const draftStorage = memoryStorage({
      'jogak:sign-up:agreements': JSON.stringify({ agreementKeys: ['terms', 'privacy-info', 'electronic-finance', 'marketing'], advertiseInformSendAgreeYn: 'Y' }),
    });
    renderTerms(draftStorage);
    expect(await screen.findByRole('checkbox', { name: '전체 동의' })).toBeChecked();
    expect(screen.getByRole('button', { name: '다음' })).toBeEnabled();
  });

  it('취소는 그만할지 묻고, 그만하기면 회원가입 처음으로 간다', async () => {
    const { onNavigate } = renderTerms();
    await screen.findByRole('list', { name: '약관 목록' });
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    const dialog = await screen.findByRole('dialog', { name: '회원가입을 그만할까요?' });
    expect(dialog).toHaveTextContent('지금 그만두면 동의한 약관과 입력한 정보가 저장되지 않아요.');
    await userEvent.click(within(dialog).getByRole('button', { name: '계속하기' }));
    expect(onNavigate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '회원가입을 그만할까요?' })).getByRole('button', { name: '그만하기' }));
    await expect.poll(() => onNavigate.mock.calls).toEqual([[{ route: '/auth/sign-up' }, { returnTo: true }]]);
  });

  it('약관 목록을 받지 못하면 알리고 다시 시도한다', async () => {
    sandbox.faults.add({ status: 500, path: '/main/v1/policy/documents', times: 1 });
    renderTerms();
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('약관 목록을 불러오지 못했어요');
    await userEvent.click(within(error).getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByRole('checkbox', { name: '[필수] 서비스 이용약관' })).toBeInTheDocument();
  });
});

describe('CorporateTermsScreen', () => {
  it('지점 계좌가 먼저라고 먼저 알리고, 다음은 법인 정보 입력으로 간다', async () => {
    const onNavigate = vi.fn<NavigateToRoute>();
    const draftStorage = memoryStorage();
    const { container } = renderWithSandbox(<CorporateTermsScreen draftStorage={draftStorage} onNavigate={onNavigate} />);
    expect(screen.getByRole('note')).toHaveTextContent('법인 회원은 영업점에서 법인 계좌를 먼저 개설한 뒤 가입할 수 있어요.');
    await userEvent.click(await screen.findByText('전체 동의'));
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(onNavigate).toHaveBeenCalledWith({ route: '/auth/sign-up/corporate/info' });
    expect(draftStorage.items.get('jogak:sign-up:agreements')).toContain('"agreementKeys"');
  });
});
