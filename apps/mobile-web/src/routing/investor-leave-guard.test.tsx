// DOMPurify (the dialog's sanitiser) does not support happy-dom: jsdom's window, with its popstate,
// under the browser history the app runs on (src/test/browser-history-router.tsx).
// @vitest-environment jsdom
import { investorInfoStore, resetInvestorInfo } from '@jogak/app-core';
import { sendInvestorFlow } from '@jogak/features-investor';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { destroyBrowserHistory, pressBrowserBack, renderOnBrowserHistory } from '../test/browser-history-router';
import { useLeaveGuard } from './investor-leave-guard';

const GUARDED = '/investor-status-change/invest-div';

function GuardedPage() {
  useLeaveGuard('/investor-status-change/');
  return <h1>투자자 구분 선택</h1>;
}

function renderAt(paths: readonly [string, ...string[]]) {
  return renderOnBrowserHistory(paths, {
    '/invest-qual-change/fail': () => <h1>투자자 자격 변경이 반려되었어요</h1>,
    [GUARDED]: GuardedPage,
    '/investor-status-change/income-cond': () => <h1>소득 요건 확인</h1>,
  });
}

afterEach(async () => {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  destroyBrowserHistory();
  resetInvestorInfo();
});

describe('투자자 정보 작성 중 뒤로 가기', () => {
  it('묻는 동안 URL 은 그 화면에 머물고, 두 번째 뒤로 가기는 질문만 닫고, 나가기는 한 칸만 돌아간다', async () => {
    // The member chose income-qualified and came back from its next step: a forward entry exists.
    await renderAt(['/invest-qual-change/fail', GUARDED, '/investor-status-change/income-cond']);
    pressBrowserBack();
    expect(await screen.findByRole('heading', { name: '투자자 구분 선택' })).toBeInTheDocument();
    Object.assign(investorInfoStore, { investInformChgMatterCod: 'INCOME', specialInvestMemberApplyYn: 'Y' });

    pressBrowserBack();
    const ask = await screen.findByRole('dialog', { name: '작성을 그만할까요?' });
    await waitFor(() => expect(window.location.pathname).toBe(GUARDED));

    // A second back while the question is open: it closes, the page and its URL stay.
    pressBrowserBack();
    await waitFor(() => expect(ask).not.toBeInTheDocument());
    // The undone back lands on this page's own entry (the old guard overshot to the next one,
    // and the third back below would then not ask).
    await waitFor(() => expect((window.history.state as { __TSR_index?: number }).__TSR_index).toBe(1));
    expect(window.location.pathname).toBe(GUARDED);
    expect(screen.getByRole('heading', { name: '투자자 구분 선택' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // A third back asks again; 나가기 goes one entry back, to the page before the flow.
    pressBrowserBack();
    const again = await screen.findByRole('dialog', { name: '작성을 그만할까요?' });
    await userEvent.click(await screen.findByRole('button', { name: '나가기' }));
    expect(await screen.findByRole('heading', { name: '투자자 자격 변경이 반려되었어요' })).toBeInTheDocument();
    expect(again).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/invest-qual-change/fail');
  });

  it('투자자 정보를 보내는 동안에는 뒤로 가기를 묻지 않고 붙잡고, 답이 온 뒤에야 다시 묻는다', async () => {
    await renderAt(['/invest-qual-change/fail', GUARDED]);
    let answer: () => void = () => undefined;
    const sending = sendInvestorFlow(
      () =>
        new Promise<void>((resolve) => {
          answer = resolve;
        }),
    );
    let traversals = 0;
    const countTraversal = () => {
      traversals += 1;
    };
    window.addEventListener('popstate', countTraversal);
    try {
      // Held even with nothing chosen: the answer on its way would bring the member back.
      pressBrowserBack();
      // The back, then the history undoing it.
      await waitFor(() => expect(traversals).toBe(2));
      expect(window.location.pathname).toBe(GUARDED);
      expect(screen.getByRole('heading', { name: '투자자 구분 선택' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      window.removeEventListener('popstate', countTraversal);
    }

    answer();
    await sending;
    Object.assign(investorInfoStore, { investInformChgMatterCod: 'INCOME', specialInvestMemberApplyYn: 'Y' });
    pressBrowserBack();
    await userEvent.click(within(await screen.findByRole('dialog', { name: '작성을 그만할까요?' })).getByRole('button', { name: '나가기' }));
    expect(await screen.findByRole('heading', { name: '투자자 자격 변경이 반려되었어요' })).toBeInTheDocument();
  });

  it('보내는 동안에도 앱이 정한 이동(HTTP 정책의 /error 등)은 묻지도 막지도 않는다', async () => {
    const router = await renderAt(['/invest-qual-change/fail', GUARDED]);
    Object.assign(investorInfoStore, { investInformChgMatterCod: 'INCOME', specialInvestMemberApplyYn: 'Y' });
    // The policy's navigation is decided while the submission is still out.
    let answer: () => void = () => undefined;
    const sending = sendInvestorFlow(
      () =>
        new Promise<void>((resolve) => {
          answer = resolve;
        }),
    );
    try {
      await router.navigate({ to: '/invest-qual-change/fail' });
      expect(await screen.findByRole('heading', { name: '투자자 자격 변경이 반려되었어요' })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/invest-qual-change/fail');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      answer();
      await sending;
    }
  });
});

describe('투자자 정보 작성 중 새로고침·닫기', () => {
  /** The browser's reload or close: true when the page asked for the 'leave site?' prompt. */
  function unloadAsks(): boolean {
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    return unload.defaultPrevented;
  }

  it('고른 것이 있을 때만 브라우저가 떠날지 묻는다', async () => {
    await renderAt(['/invest-qual-change/fail', GUARDED]);
    expect(await screen.findByRole('heading', { name: '투자자 구분 선택' })).toBeInTheDocument();
    expect(unloadAsks()).toBe(false);

    Object.assign(investorInfoStore, { investInformChgMatterCod: 'INCOME', specialInvestMemberApplyYn: 'Y' });
    // The guard's blocker is registered in an effect after the page draws.
    await waitFor(() => expect(unloadAsks()).toBe(true));

    // Nothing left to lose (what 나가기 leaves), the guard still on the page: no prompt.
    resetInvestorInfo();
    expect(unloadAsks()).toBe(false);
  });
});
