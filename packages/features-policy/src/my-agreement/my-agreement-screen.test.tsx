// ui-kit's dialog and RichText use DOMPurify, which mis-sanitises under happy-dom: jsdom here.
// @vitest-environment jsdom
import { setupSandboxServer } from '@jogak/sandbox/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderScreen } from '@jogak/feature-testing';
import { MyAgreementScreen } from './my-agreement-screen';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => sandbox.reset());
afterAll(() => sandbox.close());

function signIn() {
  return sandbox.state.login('demo-general').token;
}

function facts() {
  return screen.getByRole('definition');
}

describe('MyAgreementScreen', () => {
  it('동의하지 않은 약관은 그렇게 말하고 동의 화면으로 이끈다', async () => {
    const user = userEvent.setup();
    const { onNavigate, container } = renderScreen(<MyAgreementScreen agreementKey="marketing" search={{}} />, { token: signIn() });
    expect(await screen.findByRole('heading', { level: 2, name: '마케팅 정보 수신 동의' })).toBeInTheDocument();
    expect(facts()).toHaveTextContent('아직 동의하지 않았어요');
    expect(screen.queryByRole('button', { name: '동의 철회하기' })).not.toBeInTheDocument();
    const agree = screen.getByRole('link', { name: '동의하기' });
    expect(agree).toHaveAttribute('href', '/policy/marketing/my-agreement?mode=agree');
    await user.click(agree);
    expect(onNavigate).toHaveBeenCalledWith({
      route: '/_main/policy/$agreementKey/my-agreement',
      params: { agreementKey: 'marketing' },
      search: { mode: 'agree' },
    });
    await expectNoAxeViolations(container);
  });

  it('동의 화면: 약관을 보여주고 동의하면 저장한 뒤 완료를 알린다', async () => {
    const user = userEvent.setup();
    const token = signIn();
    const { onNavigate, container } = renderScreen(<MyAgreementScreen agreementKey="marketing" search={{ mode: 'agree' }} />, { token });
    expect(await screen.findByText('이벤트와 신규 공모 소식을 푸시, 문자, 이메일로 받습니다.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: '동의하기' }));
    // The pressed button is gone: focus is on the result's heading, not dropped to the page.
    expect(await screen.findByRole('heading', { level: 2, name: '동의가 완료되었어요' })).toHaveFocus();
    expect(screen.getByText('마케팅 정보 수신 동의 · 2025.03.04에 동의했어요')).toBeInTheDocument();
    expect(sandbox.state.data.agreements.get('demo-general')?.get('marketing')).toEqual({ agreedAt: '2025-03-04T10:00:00+09:00', version: '1.1' });
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(onNavigate).toHaveBeenCalledWith({
      route: '/_main/policy/$agreementKey/my-agreement',
      params: { agreementKey: 'marketing' },
      search: { mode: undefined },
    });
  });

  it('이미 동의한 약관의 동의 화면은 이미 동의했다고 말한다', async () => {
    sandbox.state.data.agreements.set('demo-general', new Map([['marketing', { agreedAt: '2025-02-01T09:00:00+09:00', version: '1.1' }]]));
    renderScreen(<MyAgreementScreen agreementKey="marketing" search={{ mode: 'agree' }} />, { token: signIn() });
    expect(await screen.findByRole('heading', { level: 2, name: '이미 동의했어요' })).toBeInTheDocument();
    expect(screen.getByText('마케팅 정보 수신 동의 · 2025.02.01에 동의했어요')).toBeInTheDocument();
    // Opened in that state, nothing was pressed: the page keeps its own start.
    expect(screen.getByRole('heading', { level: 2, name: '이미 동의했어요' })).not.toHaveFocus();
  });

  it('동의한 선택 약관은 날짜를 보여주고 확인을 거쳐 철회할 수 있다', async () => {
    sandbox.state.data.agreements.set('demo-general', new Map([['marketing', { agreedAt: '2025-02-01T09:00:00+09:00', version: '1.1' }]]));
    const user = userEvent.setup();
    renderScreen(<MyAgreementScreen agreementKey="marketing" search={{}} />, { token: signIn() });
    await screen.findByRole('heading', { level: 2, name: '마케팅 정보 수신 동의' });
    expect(facts()).toHaveTextContent('2025.02.01에 동의했어요');
    expect(screen.queryByRole('link', { name: '동의하기' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '동의 철회하기' }));
    const dialog = await screen.findByRole('dialog', { name: '동의를 철회할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '철회하기' }));
    // 동의 철회하기 went with the agreement: focus is on the agreement's new state.
    await waitFor(() => expect(screen.getByText('아직 동의하지 않았어요')).toHaveFocus());
    expect(sandbox.state.data.agreements.get('demo-general')?.has('marketing')).toBe(false);
  });

  it('동의하기와 확인으로 같은 페이지의 화면이 바뀌면 포커스는 새 화면의 제목으로 간다', async () => {
    const user = userEvent.setup();
    const { rerender } = renderScreen(<MyAgreementScreen agreementKey="marketing" search={{}} />, { token: signIn() });
    await user.click(await screen.findByRole('link', { name: '동의하기' }));
    // The router answers the link with the same page and `mode=agree`.
    rerender(<MyAgreementScreen agreementKey="marketing" search={{ mode: 'agree' }} />);
    expect(screen.getByRole('heading', { level: 2, name: '마케팅 정보 수신 동의' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '동의하기' }));
    await user.click(await screen.findByRole('button', { name: '확인' }));
    rerender(<MyAgreementScreen agreementKey="marketing" search={{}} />);
    const title = screen.getByRole('heading', { level: 2, name: '마케팅 정보 수신 동의' });
    expect(title).toHaveAttribute('id', 'my-agreement-title');
    expect(title).toHaveFocus();
  });

  it('개정된 약관은 다시 동의하라고 하고, 필수 약관은 철회할 수 없다', async () => {
    sandbox.state.data.agreements.set('demo-general', new Map([['terms', { agreedAt: '2024-06-01T09:00:00+09:00', version: '3.1' }]]));
    renderScreen(<MyAgreementScreen agreementKey="terms" search={{}} />, { token: signIn() });
    await screen.findByRole('heading', { level: 2, name: '서비스 이용약관' });
    expect(facts()).toHaveTextContent('2024.06.01에 동의했어요 (버전 3.1)');
    expect(screen.getByText('약관이 개정되었어요. 바뀐 내용을 확인하고 다시 동의해주세요.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '다시 동의하기' })).toHaveAttribute('href', '/policy/terms/my-agreement?mode=agree');
    expect(screen.queryByRole('button', { name: '동의 철회하기' })).not.toBeInTheDocument();
  });

  it('불러오는 동안 자리표시, 실패하면 다시 시도', async () => {
    sandbox.faults.add({ status: 500, path: '/main/v1/policy/documents/marketing/my-agreement', times: 1 });
    const user = userEvent.setup();
    renderScreen(<MyAgreementScreen agreementKey="marketing" search={{}} />, { token: signIn() });
    expect(screen.getByRole('status', { busy: true })).toHaveTextContent('약관을 불러오는 중이에요');
    expect(await screen.findByRole('alert')).toHaveTextContent('약관을 불러오지 못했어요잠시 후 다시 시도해주세요.');
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByText('아직 동의하지 않았어요')).toBeInTheDocument();
  });

  it('나의 동의를 다시 불러오다 실패해도 (앱으로 돌아올 때 등) 보던 동의 상태는 그대로 두고 오류를 띄우지 않는다', async () => {
    const { queryClient } = renderScreen(<MyAgreementScreen agreementKey="marketing" search={{}} />, { token: signIn() });
    expect(await screen.findByRole('heading', { level: 2, name: '마케팅 정보 수신 동의' })).toBeInTheDocument();
    sandbox.faults.add({ status: 400, path: '/main/v1/policy/documents/marketing/my-agreement', method: 'GET', times: 0 });
    await queryClient.refetchQueries();
    await waitFor(() => expect(queryClient.getQueryCache().getAll().some((query) => query.state.status === 'error')).toBe(true));
    expect(facts()).toHaveTextContent('아직 동의하지 않았어요');
    expect(screen.getByRole('link', { name: '동의하기' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('동의를 저장하지 못하면 알리고 다시 누를 수 있다', async () => {
    const user = userEvent.setup();
    renderScreen(<MyAgreementScreen agreementKey="marketing" search={{ mode: 'agree' }} />, { token: signIn() });
    await screen.findByText('이벤트와 신규 공모 소식을 푸시, 문자, 이메일로 받습니다.');
    sandbox.faults.add({ status: 500, path: '/main/v1/policy/documents/marketing/my-agreement', times: 1 });
    await user.click(screen.getByRole('button', { name: '동의하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('동의를 저장하지 못했어요잠시 후 다시 시도해주세요.');
    await user.click(screen.getByRole('button', { name: '동의하기' }));
    expect(await screen.findByRole('heading', { level: 2, name: '동의가 완료되었어요' })).toBeInTheDocument();
  });
});
