import { memberQueries } from '@jogak/api-client';
import { useNavigateToRoute } from '@jogak/app-core';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { openDialog } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { renderScreen } from './render-screen';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterAll(() => sandbox.close());

function MemberName() {
  const { data, error } = useQuery(memberQueries.info());
  const navigate = useNavigateToRoute();
  if (error) return <p>{error.message}</p>;
  return (
    <section>
      <h1>{data ? data.name : '불러오는 중'}</h1>
      <button type="button" onClick={() => navigate({ route: '/_main/alert' })}>
        알림
      </button>
      <button type="button" onClick={() => void openDialog({ name: 'TEST', title: '확인해 주세요', contents: '', buttons: [{ text: '확인', style: 'primary', response: true }] })}>
        대화상자
      </button>
    </section>
  );
}

describe('renderScreen', () => {
  it('puts the screen in the main landmark, asks the sandbox as the member whose token it is given, and spies on navigation', async () => {
    const { onNavigate, container } = renderScreen(<MemberName />, { token: sandbox.state.login('demo-general').token });
    expect(await within(screen.getByRole('main')).findByRole('heading', { name: '김민준' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '알림' }));
    expect(onNavigate).toHaveBeenCalledWith({ route: '/_main/alert' });
    await expectNoAxeViolations(container);
  });

  it('shows the dialogs a screen opens', async () => {
    renderScreen(<MemberName />, { token: sandbox.state.login('demo-general').token });
    await userEvent.click(await screen.findByRole('button', { name: '대화상자' }));
    expect(await screen.findByRole('dialog', { name: '확인해 주세요' })).toBeInTheDocument();
  });

  it('asks as a guest without a token, and the sandbox refuses the member call as the user context says', async () => {
    renderScreen(<MemberName />);
    expect(await screen.findByText('회원가입 후 이용해주세요')).toBeInTheDocument();
  });
});
