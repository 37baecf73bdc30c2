// DOMPurify (inside ui-kit's dialog) mis-sanitises under happy-dom, so this screen runs in jsdom.
// @vitest-environment jsdom
import { expectNoAxeViolations, renderScreen } from '@jogak/feature-testing';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EmailChangeScreen } from './email-change-screen';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => {
  sandbox.faults.clear();
  sandbox.reset();
});
afterAll(() => sandbox.close());

function renderEmail() {
  return renderScreen(<EmailChangeScreen />, { token: sandbox.state.login('demo-general').token });
}

const field = () => screen.getByRole('textbox', { name: '새 이메일' });

async function typeEmail(email: string) {
  await userEvent.clear(field());
  await userEvent.type(field(), email);
}

describe('EmailChangeScreen', () => {
  it('지금 이메일을 보여주고, 비었거나 모양이 틀린 주소는 확인 전에 알려준다', async () => {
    const { container } = renderEmail();
    // The app's header titles the page (its one h1); the screen repeats no title of its own.
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(await screen.findByText('minjun.kim@example.kr')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '중복 확인' }));
    expect(field()).toHaveAccessibleDescription('새 이메일을 입력해주세요.');
    await typeEmail('minjun@example');
    await userEvent.click(screen.getByRole('button', { name: '중복 확인' }));
    expect(field()).toHaveAccessibleDescription('이메일 주소를 확인해주세요. 예) jogak@example.kr');
    expect(field()).toHaveValue('minjun@example');
    await expectNoAxeViolations(container);
  });

  it('새 이메일을 보조기술에 필수 항목으로 알린다', async () => {
    renderEmail();
    await screen.findByText('minjun.kim@example.kr');
    expect(field()).toHaveAttribute('aria-required', 'true');
  });

  it('바꾸기 전에 화면을 떠났다 와도(오류 화면에서 이전 화면으로) 쓴 주소가 남아 있다', async () => {
    const first = renderEmail();
    await screen.findByText('minjun.kim@example.kr');
    await typeEmail('minjun.new@example.kr');
    first.unmount();
    renderEmail();
    expect(await screen.findByRole('textbox', { name: '새 이메일' })).toHaveValue('minjun.new@example.kr');
  });

  it('중복 확인 없이 변경하면 먼저 확인하라고 한다', async () => {
    renderEmail();
    await screen.findByText('minjun.kim@example.kr');
    await typeEmail('minjun.new@example.kr');
    await userEvent.click(screen.getByRole('button', { name: '변경하기' }));
    expect(field()).toHaveAccessibleDescription('이메일 중복 확인을 먼저 해주세요.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('다른 회원의 이메일과 지금 이메일은 쓸 수 없다고 하고, 변경하기를 눌러도 그 이유를 그대로 둔다', async () => {
    renderEmail();
    await screen.findByText('minjun.kim@example.kr');
    await typeEmail('seoyeon.lee@example.kr');
    await userEvent.click(screen.getByRole('button', { name: '중복 확인' }));
    await waitFor(() => expect(field()).toHaveAccessibleDescription('이미 다른 회원이 쓰고 있는 이메일이에요.'));
    await typeEmail('minjun.kim@example.kr');
    await userEvent.click(screen.getByRole('button', { name: '중복 확인' }));
    await waitFor(() => expect(field()).toHaveAccessibleDescription('지금 쓰고 있는 이메일이에요.'));
    // 변경하기 on a checked address keeps the check's reason instead of asking for a check.
    await userEvent.click(screen.getByRole('button', { name: '변경하기' }));
    expect(field()).toHaveAccessibleDescription('지금 쓰고 있는 이메일이에요.');
    expect(field()).toBeInvalid();
    expect(screen.queryByRole('dialog')).toBeNull();
    await typeEmail('seoyeon.lee@example.kr');
    await userEvent.click(screen.getByRole('button', { name: '중복 확인' }));
    await waitFor(() => expect(field()).toHaveAccessibleDescription('이미 다른 회원이 쓰고 있는 이메일이에요.'));
    await userEvent.click(screen.getByRole('button', { name: '변경하기' }));
    expect(field()).toHaveAccessibleDescription('이미 다른 회원이 쓰고 있는 이메일이에요.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('확인한 주소는 확인 대화상자를 거쳐 바꾸고 회원정보로 돌아간다', async () => {
    const { onNavigate } = renderEmail();
    await screen.findByText('minjun.kim@example.kr');
    await typeEmail('minjun.new@example.kr');
    await userEvent.click(screen.getByRole('button', { name: '중복 확인' }));
    await waitFor(() => expect(field()).toHaveAccessibleDescription('사용할 수 있는 이메일이에요.'));

    await userEvent.click(screen.getByRole('button', { name: '변경하기' }));
    const dialog = await screen.findByRole('dialog', { name: '이메일을 변경할까요?' });
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(sandbox.state.member('demo-general').email).toBe('minjun.kim@example.kr');

    await userEvent.click(screen.getByRole('button', { name: '변경하기' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '이메일을 변경할까요?' })).getByRole('button', { name: '변경' }));
    expect(await screen.findByText('이메일을 변경했어요.')).toBeInTheDocument();
    expect(onNavigate).toHaveBeenCalledWith({ route: '/_main/my/info' }, { returnTo: true });
    expect(sandbox.state.member('demo-general').email).toBe('minjun.new@example.kr');
  });

  it('확인한 뒤 주소를 고치면 다시 확인해야 한다', async () => {
    renderEmail();
    await screen.findByText('minjun.kim@example.kr');
    await typeEmail('minjun.new@example.kr');
    await userEvent.click(screen.getByRole('button', { name: '중복 확인' }));
    await waitFor(() => expect(field()).toHaveAccessibleDescription('사용할 수 있는 이메일이에요.'));
    await userEvent.type(field(), 'x');
    expect(field()).not.toHaveAccessibleDescription('사용할 수 있는 이메일이에요.');
    await userEvent.click(screen.getByRole('button', { name: '변경하기' }));
    expect(field()).toHaveAccessibleDescription('이메일 중복 확인을 먼저 해주세요.');
  });

  it('서버가 확인되지 않은 주소라고 거절하면(EMAIL_NOT_CHECKED) 그 말을 보여주고 입력은 남긴다', async () => {
    renderEmail();
    await screen.findByText('minjun.kim@example.kr');
    await typeEmail('minjun.new@example.kr');
    await userEvent.click(screen.getByRole('button', { name: '중복 확인' }));
    await waitFor(() => expect(field()).toHaveAccessibleDescription('사용할 수 있는 이메일이에요.'));
    sandbox.faults.add({ status: 400, code: 'EMAIL_NOT_CHECKED', message: '이메일 중복 확인을 먼저 해주세요.', path: '/main/v1/member/info/email', method: 'POST' });
    await userEvent.click(screen.getByRole('button', { name: '변경하기' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '이메일을 변경할까요?' })).getByRole('button', { name: '변경' }));
    await waitFor(() => expect(field()).toHaveAccessibleDescription('이메일 중복 확인을 먼저 해주세요.'));
    expect(field()).toHaveValue('minjun.new@example.kr');
    expect(sandbox.state.member('demo-general').email).toBe('minjun.kim@example.kr');
  });

  it('확인이나 변경 중 연결이 끊기면 무엇을 못 했는지 해요체 한 번으로 말하고 입력은 남긴다', async () => {
    renderEmail();
    await screen.findByText('minjun.kim@example.kr');
    await typeEmail('minjun.new@example.kr');
    sandbox.faults.add({ method: 'POST', path: '/main/v1/member/info/email/check', abort: true });
    await userEvent.click(screen.getByRole('button', { name: '중복 확인' }));
    await waitFor(() => expect(field()).toHaveAccessibleDescription('이메일을 확인하지 못했어요. 잠시 후 다시 시도해주세요.'));
    await userEvent.click(screen.getByRole('button', { name: '중복 확인' }));
    await waitFor(() => expect(field()).toHaveAccessibleDescription('사용할 수 있는 이메일이에요.'));
    sandbox.faults.add({ method: 'POST', path: '/main/v1/member/info/email', abort: true });
    await userEvent.click(screen.getByRole('button', { name: '변경하기' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '이메일을 변경할까요?' })).getByRole('button', { name: '변경' }));
    await waitFor(() => expect(field()).toHaveAccessibleDescription('이메일을 변경하지 못했어요. 잠시 후 다시 시도해주세요.'));
    expect(field()).toHaveValue('minjun.new@example.kr');
    expect(sandbox.state.member('demo-general').email).toBe('minjun.kim@example.kr');
  });

  it('쓰는 중에 회원정보를 다시 불러오다 실패해도 지금 이메일과 쓴 주소는 그대로 두고 오류를 띄우지 않는다', async () => {
    const { queryClient } = renderEmail();
    await screen.findByText('minjun.kim@example.kr');
    await typeEmail('minjun.new@example.kr');
    sandbox.faults.add({ status: 400, path: '/main/v1/member/info', method: 'GET', times: 0 });
    await queryClient.refetchQueries();
    await waitFor(() => expect(queryClient.getQueryCache().getAll().some((query) => query.state.status === 'error')).toBe(true));
    expect(screen.getByText('minjun.kim@example.kr')).toBeInTheDocument();
    expect(field()).toHaveValue('minjun.new@example.kr');
    expect(screen.queryByText('회원정보를 불러오지 못했어요')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
