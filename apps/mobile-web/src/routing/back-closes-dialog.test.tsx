// DOMPurify (the dialog's sanitiser) does not support happy-dom: jsdom's window, with its popstate,
// under the browser history the app runs on (src/test/browser-history-router.tsx).
// @vitest-environment jsdom
import { BottomSheet, openDialog, type DialogDefinition } from '@jogak/ui-kit';
import { useBlocker } from '@tanstack/react-router';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { destroyBrowserHistory, pressBrowserBack, renderOnBrowserHistory } from '../test/browser-history-router';

const needsLogin: DialogDefinition = {
  name: 'NEED_LOGIN',
  title: '로그인이 필요해요',
  contents: '로그인하고 주문할 수 있어요.',
  buttons: [
    { text: '취소', style: 'outline', response: false },
    { text: '로그인', style: 'primary', response: true },
  ],
};
const locked: DialogDefinition = { ...needsLogin, name: 'LOCKED', title: '꼭 답해 주세요', notCloseOutsideClick: true };
const leave: DialogDefinition = { ...needsLogin, name: 'LEAVE', title: '나갈까요?', buttons: [{ text: '나가기', style: 'primary', response: true }] };

/** A page that asks: its answer is shown, so a test sees what the dialog resolved with. */
function AskingPage({ title }: { title: string }) {
  const [answer, setAnswer] = useState('없음');
  const ask = (definition: DialogDefinition) => void openDialog(definition).then((response) => setAnswer(String(response)));
  return (
    <>
      <h1>{title}</h1>
      <p>답: {answer}</p>
      <button type="button" onClick={() => ask(needsLogin)}>
        매수
      </button>
      <button type="button" onClick={() => ask(locked)}>
        잠긴 질문
      </button>
    </>
  );
}

/** A page with its own blocker, as the investor flow's leave guard: back asks before leaving. */
function GuardedPage() {
  useBlocker({ shouldBlockFn: async () => !(await openDialog(leave)) });
  return <AskingPage title="투자 위험 고지" />;
}

/** A page with a bottom sheet, as /assets has its 출금 sheet. */
function SheetPage() {
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  return (
    <>
      <h1>자산</h1>
      <button type="button" onClick={() => setOpen(true)}>
        출금
      </button>
      <BottomSheet open={open} onOpenChange={setOpen} title="출금">
        <label>
          출금 금액
          <input value={amount} onChange={(event) => setAmount(event.target.value)} />
        </label>
      </BottomSheet>
    </>
  );
}

const PAGES = {
  '/home': () => <h1>모집 중인 공모</h1>,
  '/assets': SheetPage,
  '/market': () => <AskingPage title="조각 시세" />,
  '/guarded': GuardedPage,
};

function renderAt(paths: readonly [string, ...string[]]) {
  return renderOnBrowserHistory(paths, PAGES);
}

/** Each counter's listener, removed after the test. */
const stopCounting: (() => void)[] = [];

/** How many history traversals the window has made since: a blocked back makes two (back, forward again). */
function countTraversals(): () => number {
  let count = 0;
  const onTraversal = () => (count += 1);
  window.addEventListener('popstate', onTraversal);
  stopCounting.push(() => window.removeEventListener('popstate', onTraversal));
  return () => count;
}

afterEach(async () => {
  // No dialog may outlive its test: the queue is shared by the whole file.
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  destroyBrowserHistory();
  for (const stop of stopCounting.splice(0)) stop();
});

describe('뒤로 가기와 대화상자', () => {
  it('대화상자가 열려 있으면 뒤로 가기는 대화상자만 false 로 닫고 화면은 그대로다', async () => {
    const router = await renderAt(['/home', '/market']);
    await userEvent.click(await screen.findByRole('button', { name: '매수' }));
    expect(await screen.findByRole('dialog', { name: '로그인이 필요해요' })).toBeInTheDocument();

    pressBrowserBack();
    expect(await screen.findByText('답: false')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: '조각 시세' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/market'));
    expect(router.state.location.pathname).toBe('/market');

    // Nothing open now: back leaves the page.
    pressBrowserBack();
    expect(await screen.findByRole('heading', { name: '모집 중인 공모' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '조각 시세' })).not.toBeInTheDocument();
  });

  it('대화상자가 없으면 뒤로 가기는 이전 화면으로 간다', async () => {
    await renderAt(['/home', '/market']);
    expect(await screen.findByRole('heading', { name: '조각 시세' })).toBeInTheDocument();
    pressBrowserBack();
    expect(await screen.findByRole('heading', { name: '모집 중인 공모' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/home');
  });

  it('앱이 하는 이동(PUSH)은 대화상자가 열려 있어도 막지 않고 대화상자도 닫지 않는다', async () => {
    const router = await renderAt(['/market']);
    await userEvent.click(await screen.findByRole('button', { name: '매수' }));
    expect(await screen.findByRole('dialog', { name: '로그인이 필요해요' })).toBeInTheDocument();

    await act(() => router.navigate({ to: '/home' }));
    // The open modal hides the page from the accessibility tree until it is answered.
    expect(await screen.findByRole('heading', { name: '모집 중인 공모', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '조각 시세', hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '로그인이 필요해요' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/home');
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(await screen.findByRole('heading', { name: '모집 중인 공모' })).toBeInTheDocument();
  });

  it('notCloseOutsideClick 대화상자는 뒤로 가기로 닫히지 않고 화면도 그대로다', async () => {
    await renderAt(['/home', '/market']);
    await userEvent.click(await screen.findByRole('button', { name: '잠긴 질문' }));
    expect(await screen.findByRole('dialog', { name: '꼭 답해 주세요' })).toBeInTheDocument();

    const traversals = countTraversals();
    pressBrowserBack();
    await waitFor(() => expect(traversals()).toBe(2));
    expect(window.location.pathname).toBe('/market');
    expect(screen.getByRole('dialog', { name: '꼭 답해 주세요' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '조각 시세', hidden: true })).toBeInTheDocument();
    expect(screen.getByText('답: 없음')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('답: true')).toBeInTheDocument();
  });

  it('화면의 blocker 보다 먼저 물어서, 열린 대화상자 뒤에 나갈지 묻는 질문이 쌓이지 않는다', async () => {
    // The guarded page is the first screen: its blocker's effect ran in the same commit as ours.
    await renderAt(['/home', '/guarded']);
    await userEvent.click(await screen.findByRole('button', { name: '매수' }));
    expect(await screen.findByRole('dialog', { name: '로그인이 필요해요' })).toBeInTheDocument();

    pressBrowserBack();
    expect(await screen.findByText('답: false')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: '투자 위험 고지' })).toBeInTheDocument();

    // With nothing open, the page's own blocker asks; its 나가기 leaves.
    pressBrowserBack();
    await userEvent.click(await screen.findByRole('button', { name: '나가기' }));
    expect(await screen.findByRole('heading', { name: '모집 중인 공모' })).toBeInTheDocument();
  });

  it('바텀시트가 열려 있으면 뒤로 가기는 시트만 닫고 화면은 그대로다', async () => {
    const router = await renderAt(['/home', '/assets']);
    const opener = await screen.findByRole('button', { name: '출금' });
    await userEvent.click(opener);
    const sheet = await screen.findByRole('dialog', { name: '출금' });
    await userEvent.type(screen.getByLabelText('출금 금액'), '10000');

    pressBrowserBack();
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: '자산' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '모집 중인 공모' })).not.toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/assets'));
    expect(router.state.location.pathname).toBe('/assets');
    expect(opener).toHaveFocus();

    // Nothing open now: back leaves the page.
    pressBrowserBack();
    expect(await screen.findByRole('heading', { name: '모집 중인 공모' })).toBeInTheDocument();
  });
});
