// DOMPurify (inside ui-kit's dialog) mis-sanitises under happy-dom, so this screen runs in jsdom.
// @vitest-environment jsdom
import type { RouteTarget } from '@jogak/app-core';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { memoryStorage } from '../../test/memory-storage';
import { renderWithSandbox } from '../../test/render-with-sandbox';
import { CorporateInfoScreen } from './corporate-info-screen';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => {
  sandbox.faults.clear();
  sandbox.reset();
});
afterAll(() => sandbox.close());

const DRAFT = JSON.stringify({ agreementKeys: ['terms', 'privacy-info', 'electronic-finance'], advertiseInformSendAgreeYn: 'N' });

function renderInfo({ draft = true } = {}) {
  const onNavigate = vi.fn<(target: RouteTarget) => void>();
  const draftStorage = memoryStorage(draft ? { 'jogak:sign-up:agreements': DRAFT } : {});
  return { ...renderWithSandbox(<CorporateInfoScreen draftStorage={draftStorage} onNavigate={onNavigate} />), onNavigate, draftStorage };
}

async function checkNumber(value: string) {
  const field = screen.getByRole('textbox', { name: '사업자등록번호' });
  await userEvent.clear(field);
  await userEvent.type(field, value);
  await userEvent.click(screen.getByRole('button', { name: '가입 여부 확인' }));
}

/** The 법인 정보 form's fields as they stand, by label. */
function typedDetails() {
  const form = screen.getByRole('form', { name: '법인 정보' });
  const valueOf = (name: string) => (within(form).getByRole('textbox', { name }) as HTMLInputElement).value;
  return { corpName: valueOf('법인명'), corpPhone: valueOf('법인 대표 전화번호'), corpAdminName: valueOf('담당자 이름'), email: valueOf('이메일') };
}

describe('CorporateInfoScreen', () => {
  it('지점 계좌가 먼저라고 먼저 알리고, 검증번호가 틀린 번호는 묻지 않고 거절한다', async () => {
    const { container } = renderInfo();
    expect(screen.getByRole('heading', { level: 1, name: '법인 정보를 입력해주세요' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('법인 회원은 영업점에서 법인 계좌를 먼저 개설한 뒤 가입할 수 있어요.');
    await expectNoAxeViolations(container);
    await checkNumber('214881234');
    expect(screen.getByText('사업자등록번호 10자리를 입력해주세요.')).toBeInTheDocument();
    await checkNumber('2148812346');
    expect(screen.getByText('사업자등록번호가 올바르지 않아요. 다시 확인해주세요.')).toBeInTheDocument();
    // What was typed stays.
    expect(screen.getByRole('textbox', { name: '사업자등록번호' })).toHaveValue('214-88-12346');
  });

  it('지점 계좌가 있는 법인은 정보를 입력해 가입을 신청하고, 승인을 기다린다', async () => {
    const { container, draftStorage, onNavigate } = renderInfo();
    await checkNumber('2148812345');
    const form = await screen.findByRole('form', { name: '법인 정보' });
    expect(within(form).getByRole('textbox', { name: '법인명' })).toHaveValue('(주)성수리빙');
    await userEvent.click(within(form).getByRole('button', { name: '가입 신청하기' }));
    expect(within(form).getByText('법인 대표 전화번호를 9~11자리 숫자로 입력해주세요.')).toBeInTheDocument();
    expect(within(form).getByText('담당자 이름을 입력해주세요.')).toBeInTheDocument();
    expect(within(form).getByText('이메일을 입력해주세요.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await userEvent.type(within(form).getByRole('textbox', { name: '법인 대표 전화번호' }), '0212345678');
    await userEvent.type(within(form).getByRole('textbox', { name: '담당자 이름' }), '이대표');
    // An address short of its shape says how it should look (WCAG 3.3.3), what was typed kept.
    const email = within(form).getByRole('textbox', { name: '이메일' });
    await userEvent.type(email, 'ceo@living');
    await userEvent.click(within(form).getByRole('button', { name: '가입 신청하기' }));
    expect(email).toHaveAccessibleDescription('이메일 주소를 확인해주세요. 예) jogak@example.kr');
    expect(email).toHaveValue('ceo@living');
    await userEvent.type(email, '.example.kr');
    await userEvent.click(within(form).getByRole('button', { name: '가입 신청하기' }));
    expect(await screen.findByRole('heading', { level: 1, name: '가입 신청을 받았어요' })).toBeInTheDocument();
    expect(screen.getByText('(주)성수리빙의 법인 회원가입 신청이 접수되었어요. 승인이 끝나면 알려드릴게요.')).toBeInTheDocument();
    expect(draftStorage.items.size).toBe(0);
    const state = await (await fetch('http://sandbox.test/main/v1/member/business-no?businessNo=2148812345')).json();
    expect(state).toMatchObject({ corpSignUpStatus: 'WAITING' });
    await userEvent.click(screen.getByRole('button', { name: '홈으로' }));
    expect(onNavigate).toHaveBeenCalledWith({ route: '/_main/home' });
  });

  it('가입 신청에 꼭 필요한 칸을 모두 보조기술에 필수 항목으로 알린다', async () => {
    const { container } = renderInfo();
    expect(screen.getByRole('textbox', { name: '사업자등록번호' })).toHaveAttribute('aria-required', 'true');
    await checkNumber('2148812345');
    const form = await screen.findByRole('form', { name: '법인 정보' });
    for (const name of ['법인명', '법인 대표 전화번호', '담당자 이름', '이메일']) {
      expect(within(form).getByRole('textbox', { name })).toHaveAttribute('aria-required', 'true');
    }
    await expectNoAxeViolations(container);
  });

  it('확인된 번호에 11번째 숫자를 눌러도 번호는 그대로, 입력하던 법인 정보도 그대로다', async () => {
    renderInfo();
    await checkNumber('2148812345');
    const form = await screen.findByRole('form', { name: '법인 정보' });
    await userEvent.type(within(form).getByRole('textbox', { name: '담당자 이름' }), '이대표');
    await userEvent.type(screen.getByRole('textbox', { name: '사업자등록번호' }), '9');
    expect(screen.getByRole('textbox', { name: '사업자등록번호' })).toHaveValue('214-88-12345');
    expect(within(screen.getByRole('form', { name: '법인 정보' })).getByRole('textbox', { name: '담당자 이름' })).toHaveValue('이대표');
  });

  it('확인한 번호의 숫자를 고쳐도 입력한 법인 정보는 남고, 바뀐 번호를 다시 확인해야 가입을 신청한다', async () => {
    renderInfo();
    const number = screen.getByRole('textbox', { name: '사업자등록번호' });
    await checkNumber('2148812345');
    const form = await screen.findByRole('form', { name: '법인 정보' });
    await userEvent.type(within(form).getByRole('textbox', { name: '법인 대표 전화번호' }), '0212345678');
    await userEvent.type(within(form).getByRole('textbox', { name: '담당자 이름' }), '이대표');
    await userEvent.type(within(form).getByRole('textbox', { name: '이메일' }), 'ceo@living.example.kr');
    // One digit backspaced: another number, not yet checked.
    await userEvent.type(number, '{Backspace}');
    expect(number).toHaveValue('214-88-1234');
    const kept = screen.getByRole('form', { name: '법인 정보' });
    expect(typedDetails()).toEqual({ corpName: '(주)성수리빙', corpPhone: '021-234-5678', corpAdminName: '이대표', email: 'ceo@living.example.kr' });
    const apply = within(kept).getByRole('button', { name: '가입 신청하기' });
    expect(apply).toBeDisabled();
    expect(apply).toHaveAccessibleDescription('사업자등록번호가 바뀌었어요. 가입 여부 확인을 다시 눌러주세요.');
    // Another corporation's number, checked: its name comes in, everything else stays.
    await checkNumber('3148812344');
    await waitFor(() => expect(within(kept).getByRole('button', { name: '가입 신청하기' })).toBeEnabled());
    expect(screen.queryByRole('button', { name: '가입 여부 확인' })).not.toBeInTheDocument();
    expect(within(kept).queryByText('사업자등록번호가 바뀌었어요. 가입 여부 확인을 다시 눌러주세요.')).not.toBeInTheDocument();
    expect(within(kept).getByRole('textbox', { name: '법인명' })).toHaveValue('(주)한강로지스');
    expect(within(kept).getByRole('textbox', { name: '담당자 이름' })).toHaveValue('이대표');
    await userEvent.click(within(kept).getByRole('button', { name: '가입 신청하기' }));
    expect(await screen.findByText('(주)한강로지스의 법인 회원가입 신청이 접수되었어요. 승인이 끝나면 알려드릴게요.')).toBeInTheDocument();
    const state = await (await fetch('http://sandbox.test/main/v1/member/business-no?businessNo=3148812344')).json();
    expect(state).toMatchObject({ corpSignUpStatus: 'WAITING', corpName: '(주)한강로지스' });
  });

  it('확인 뒤 고친 법인명은 다시 확인해도 그대로다', async () => {
    renderInfo();
    await checkNumber('2148812345');
    const form = await screen.findByRole('form', { name: '법인 정보' });
    const name = within(form).getByRole('textbox', { name: '법인명' });
    await userEvent.clear(name);
    await userEvent.type(name, '성수리빙 주식회사');
    await checkNumber('3148812344');
    const again = screen.getByRole('form', { name: '법인 정보' });
    await waitFor(() => expect(within(again).getByRole('button', { name: '가입 신청하기' })).toBeEnabled());
    expect(within(again).getByRole('textbox', { name: '법인명' })).toHaveValue('성수리빙 주식회사');
  });

  it('가입 신청이 실패해 화면을 떠났다 와도(오류 화면에서 이전 화면으로) 번호와 법인 정보가 남고, 신청이 되면 지운다', async () => {
    sandbox.faults.add({ status: 500, path: '/main/v1/member/join/corp', method: 'POST', times: 1 });
    const first = renderInfo();
    await checkNumber('2148812345');
    const form = await screen.findByRole('form', { name: '법인 정보' });
    await userEvent.clear(within(form).getByRole('textbox', { name: '법인명' }));
    await userEvent.type(within(form).getByRole('textbox', { name: '법인명' }), '성수리빙');
    await userEvent.type(within(form).getByRole('textbox', { name: '법인 대표 전화번호' }), '0212345678');
    await userEvent.type(within(form).getByRole('textbox', { name: '담당자 이름' }), '이대표');
    await userEvent.type(within(form).getByRole('textbox', { name: '이메일' }), 'ceo@living.example.kr');
    await userEvent.click(within(form).getByRole('button', { name: '가입 신청하기' }));
    await within(form).findByRole('alert');
    first.unmount();
    const second = renderInfo();
    expect(screen.getByRole('textbox', { name: '사업자등록번호' })).toHaveValue('214-88-12345');
    const again = screen.getByRole('form', { name: '법인 정보' });
    expect(typedDetails()).toEqual({ corpName: '성수리빙', corpPhone: '021-234-5678', corpAdminName: '이대표', email: 'ceo@living.example.kr' });
    await userEvent.click(within(again).getByRole('button', { name: '가입 신청하기' }));
    expect(await screen.findByRole('heading', { level: 1, name: '가입 신청을 받았어요' })).toBeInTheDocument();
    // Applied: the next visit starts afresh.
    second.unmount();
    renderInfo();
    expect(screen.getByRole('textbox', { name: '사업자등록번호' })).toHaveValue('');
    expect(screen.queryByRole('form', { name: '법인 정보' })).not.toBeInTheDocument();
  });

  it('번호 확인이 실패해 화면을 떠났다 와도 입력한 번호가 남아 있다', async () => {
    sandbox.faults.add({ status: 500, path: '/main/v1/member/business-no', method: 'GET', times: 1 });
    const first = renderInfo();
    await checkNumber('2148812345');
    expect(await screen.findByRole('alert')).toHaveTextContent('사업자등록번호를 확인하지 못했어요. 잠시 후 다시 시도해주세요.');
    first.unmount();
    renderInfo();
    expect(screen.getByRole('textbox', { name: '사업자등록번호' })).toHaveValue('214-88-12345');
    await userEvent.click(screen.getByRole('button', { name: '가입 여부 확인' }));
    expect(await screen.findByRole('form', { name: '법인 정보' })).toBeInTheDocument();
  });

  it('전각 숫자(한글 IME 전각 모드)로 쓴 사업자등록번호도 숫자로 받는다', async () => {
    renderInfo();
    await checkNumber('２１４８８１２３４５');
    expect(screen.getByRole('textbox', { name: '사업자등록번호' })).toHaveValue('214-88-12345');
    expect(await screen.findByRole('form', { name: '법인 정보' })).toBeInTheDocument();
  });

  it('가입 여부 확인을 눌러 통과하면, 사라진 그 버튼 대신 법인 정보의 첫 칸이 포커스를 받는다', async () => {
    renderInfo();
    await checkNumber('2148812345');
    const form = await screen.findByRole('form', { name: '법인 정보' });
    expect(screen.queryByRole('button', { name: '가입 여부 확인' })).toBeNull();
    await waitFor(() => expect(within(form).getByRole('textbox', { name: '법인명' })).toHaveFocus());
  });

  it('번호 칸에서 Enter 로 확인하면 포커스는 그 칸에 그대로 둔다', async () => {
    renderInfo();
    await userEvent.type(screen.getByRole('textbox', { name: '사업자등록번호' }), '2148812345{Enter}');
    await screen.findByRole('form', { name: '법인 정보' });
    expect(screen.getByRole('textbox', { name: '사업자등록번호' })).toHaveFocus();
  });

  it('사업자등록번호 칸에 친 글자는 받지 않고, 숫자만 된다고 말한다', async () => {
    renderInfo();
    const field = screen.getByRole('textbox', { name: '사업자등록번호' });
    await userEvent.type(field, '214o8');
    expect(field).toHaveValue('214-8');
    await userEvent.type(field, 'o');
    expect(field).toHaveValue('214-8');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('숫자만 입력할 수 있어요.'));
  });

  it('가입 신청이 거절되면(그새 같은 법인의 신청이 접수됨) 입력한 법인 정보는 남고, 가입 여부 확인이 다시 나오며 가입 신청은 꺼진다', async () => {
    const first = renderInfo();
    await checkNumber('2148812345');
    const form = await screen.findByRole('form', { name: '법인 정보' });
    await userEvent.type(within(form).getByRole('textbox', { name: '법인 대표 전화번호' }), '0212345678');
    await userEvent.type(within(form).getByRole('textbox', { name: '담당자 이름' }), '이대표');
    await userEvent.type(within(form).getByRole('textbox', { name: '이메일' }), 'ceo@living.example.kr');
    // Another manager of the same corporation applies first.
    const other = await fetch('http://sandbox.test/main/v1/member/join/corp', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ corpBusinessPersonNo: '2148812345', corpName: '(주)성수리빙', corpPhone: '0298765432', corpAdminName: '김담당', email: 'admin@living.example.kr', agreementKeys: [] }),
    });
    expect(other.ok).toBe(true);
    await userEvent.click(within(form).getByRole('button', { name: '가입 신청하기' }));
    const dialog = await screen.findByRole('dialog', { name: '가입 승인을 기다리고 있어요' });
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    function expectRefusedForm() {
      expect(screen.getByRole('textbox', { name: '사업자등록번호' })).toHaveValue('214-88-12345');
      expect(screen.getByRole('button', { name: '가입 여부 확인' })).not.toHaveAttribute('aria-disabled');
      const kept = screen.getByRole('form', { name: '법인 정보' });
      expect(typedDetails()).toEqual({ corpName: '(주)성수리빙', corpPhone: '021-234-5678', corpAdminName: '이대표', email: 'ceo@living.example.kr' });
      const apply = within(kept).getByRole('button', { name: '가입 신청하기' });
      expect(apply).toBeDisabled();
      expect(apply).toHaveAccessibleDescription('가입 여부 확인을 눌러주세요.');
    }
    expectRefusedForm();
    // The form draft keeps the refusal too: back on the screen, the number is still not cleared.
    first.unmount();
    renderInfo();
    expectRefusedForm();
    await userEvent.click(screen.getByRole('button', { name: '가입 여부 확인' }));
    const again = await screen.findByRole('dialog', { name: '가입 승인을 기다리고 있어요' });
    await userEvent.click(within(again).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('확인된 번호 뒤에 다른 번호의 확인이 거절되면, 처음 번호로 되돌려도 다시 확인해야 가입을 신청한다', async () => {
    renderInfo();
    await checkNumber('2148812345');
    const form = await screen.findByRole('form', { name: '법인 정보' });
    await userEvent.type(within(form).getByRole('textbox', { name: '담당자 이름' }), '이대표');
    await checkNumber('2208705236');
    const dialog = await screen.findByRole('dialog', { name: '가입 승인을 기다리고 있어요' });
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const number = screen.getByRole('textbox', { name: '사업자등록번호' });
    await userEvent.clear(number);
    await userEvent.type(number, '2148812345');
    const kept = screen.getByRole('form', { name: '법인 정보' });
    expect(within(kept).getByRole('textbox', { name: '담당자 이름' })).toHaveValue('이대표');
    expect(within(kept).getByRole('button', { name: '가입 신청하기' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '가입 여부 확인' }));
    await waitFor(() => expect(within(kept).getByRole('button', { name: '가입 신청하기' })).toBeEnabled());
  });

  it('승인을 기다리는 법인은 CORP_SIGN_UP_WAITING 을 본다', async () => {
    renderInfo();
    await checkNumber('2208705236');
    const dialog = await screen.findByRole('dialog', { name: '가입 승인을 기다리고 있어요' });
    expect(dialog).toHaveTextContent('법인 회원가입 신청이 접수되었어요. 승인이 끝나면 알려드릴게요.');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('form', { name: '법인 정보' })).not.toBeInTheDocument();
  });

  it('이미 가입한 법인은 CORP_SIGN_UP_EXIST 에서 법인 로그인으로 간다', async () => {
    sandbox.state.member('demo-corp').corpBusinessPersonNo = '3148812344';
    const { onNavigate } = renderInfo();
    await checkNumber('3148812344');
    const dialog = await screen.findByRole('dialog', { name: '이미 가입된 법인이에요' });
    await userEvent.click(within(dialog).getByRole('button', { name: '로그인하기' }));
    await expect.poll(() => onNavigate.mock.calls).toEqual([[{ route: '/auth/login', search: { tabs: 'corporate' } }]]);
  });

  it('지점 계좌가 없는 법인은 CORP_SIGN_UP_NEEDED 를 본다', async () => {
    renderInfo();
    await checkNumber('1010101013');
    const dialog = await screen.findByRole('dialog', { name: '법인 계좌 개설이 먼저 필요해요' });
    expect(dialog).toHaveTextContent('법인 회원가입은 영업점에서 법인 계좌를 개설한 뒤 진행할 수 있어요.');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('form', { name: '법인 정보' })).not.toBeInTheDocument();
  });

  it('약관 동의 없이 오면 약관으로 돌려보낸다', async () => {
    const { onNavigate } = renderInfo({ draft: false });
    expect(screen.getByRole('heading', { level: 1, name: '약관 동의가 먼저 필요해요' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '약관 동의하러 가기' }));
    expect(onNavigate).toHaveBeenCalledWith({ route: '/auth/sign-up/corporate/terms' });
  });
});
