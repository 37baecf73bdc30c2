// DOMPurify (the dialog's sanitiser) does not support happy-dom, and the router's memory history
// never asks blockers about back/forward: jsdom's window, with its popstate, under the browser
// history the app runs on (as src/routing/back-closes-dialog.test.tsx).
// @vitest-environment jsdom
import { investorInfoStore, resetInvestorInfo } from '@jogak/app-core';
import { DialogHost } from '@jogak/ui-kit';
import { createBrowserHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BackClosesDialog } from '../../routing/back-closes-dialog';
import { useLeaveGuard } from './-use-leave-guard';

const GUARDED = '/investor-status-change/invest-div';

function GuardedPage() {
  useLeaveGuard('/investor-status-change/');
  return <h1>투자자 구분 선택</h1>;
}

let history: RouterHistory | undefined;

/** The router on jsdom's window, its session history holding `paths` with the last one current. */
async function renderAt(paths: readonly [string, ...string[]]) {
  paths.forEach((path, index) => {
    const state = { __TSR_index: index, key: `k${String(index)}`, __TSR_key: `k${String(index)}` };
    if (index === 0) window.history.replaceState(state, '', path);
    else window.history.pushState(state, '', path);
  });
  history = createBrowserHistory();
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <BackClosesDialog />
        <Outlet />
        <DialogHost />
      </>
    ),
  });
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/invest-qual-change/fail', component: () => <h1>투자자 자격 변경이 반려되었어요</h1> }),
    createRoute({ getParentRoute: () => rootRoute, path: GUARDED, component: GuardedPage }),
    createRoute({ getParentRoute: () => rootRoute, path: '/investor-status-change/income-cond', component: () => <h1>소득 요건 확인</h1> }),
  ]);
  const router = createRouter({ routeTree, history });
  await router.load();
  render(<RouterProvider router={router} />);
  return router;
}

function pressBack() {
  act(() => window.history.back());
}

afterEach(async () => {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  history?.destroy();
  history = undefined;
  resetInvestorInfo();
});

describe('투자자 정보 작성 중 뒤로 가기', () => {
  it('묻는 동안 URL 은 그 화면에 머물고, 두 번째 뒤로 가기는 질문만 닫고, 나가기는 한 칸만 돌아간다', async () => {
    // The member chose income-qualified and came back from its next step: a forward entry exists.
    await renderAt(['/invest-qual-change/fail', GUARDED, '/investor-status-change/income-cond']);
    pressBack();
    expect(await screen.findByRole('heading', { name: '투자자 구분 선택' })).toBeInTheDocument();
    Object.assign(investorInfoStore, { investInformChgMatterCod: 'INCOME', specialInvestMemberApplyYn: 'Y' });

    pressBack();
    const ask = await screen.findByRole('dialog', { name: '작성을 그만할까요?' });
    await waitFor(() => expect(window.location.pathname).toBe(GUARDED));

    // A second back while the question is open: it closes, the page and its URL stay.
    pressBack();
    await waitFor(() => expect(ask).not.toBeInTheDocument());
    // Let any late traversal land before looking.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(window.location.pathname).toBe(GUARDED);
    expect(screen.getByRole('heading', { name: '투자자 구분 선택' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // A third back asks again; 나가기 goes one entry back, to the page before the flow.
    pressBack();
    const again = await screen.findByRole('dialog', { name: '작성을 그만할까요?' });
    await userEvent.click(await screen.findByRole('button', { name: '나가기' }));
    expect(await screen.findByRole('heading', { name: '투자자 자격 변경이 반려되었어요' })).toBeInTheDocument();
    expect(again).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/invest-qual-change/fail');
  });
});
