import AxeBuilder from '@axe-core/playwright';
import { ROUTES, routeHref, type RouteId } from '@jogak/app-core';
import type { Browser, Page } from '@playwright/test';
import { PENDING_ROUTES } from '../src/routing/pending-routes';
import { demoLogin, expect, SANDBOX_URL, test, typeOnSecureKeypad } from './fixtures';

// The accessibility sweep (issue #18): axe-core in Chromium on every registered route of app-core's
// table. A route joins the sweep when it leaves PENDING_ROUTES; one with `$params` needs a sample
// below, otherwise its test fails and says so.
//
// Every run (CI's `playwright test`) sweeps each route as each visitor who can see it: a guest on
// the routes that need no session (the others send a guest to the login), a signed-in member on
// every route (about 50 s more than the member on the member routes only, on 2 busy cores).
//
// Kept fast for CI: one page per role, signed in once, moving between routes inside the app as a
// person does (no reload), waiting for the route's own screen and for nothing to be busy, never for
// a fixed time. axe runs in the page (`setLegacyMode`): no blank page per check.

/** Seeded records of the sandbox that each parameterised route opens. */
const SAMPLE_PARAMS: Partial<Record<RouteId, Readonly<Record<string, string>>>> = {
  '/_main/market/$id': { id: 'JG0001' },
  '/_main/subscription/$id': { id: '108' },
  '/_main/subscription/$id/prospectus': { id: '108' },
  '/_main/subscription/$id/prospectus/$manageCode': { id: '108', manageCode: 'PROSPECTUS' },
  '/_main/subscription/$id/disclosure/$disclosureId': { id: '108', disclosureId: '10801' },
  '/subscription/$id/apply': { id: '108' },
  '/subscription/$id/apply/certificate': { id: '108' },
  '/subscription/$id/subs-end': { id: '108' },
  '/_main/assets/dividend-history/$stockCd': { stockCd: 'JG0001' },
  '/_main/vote/$id': { id: '2' },
  '/_main/support/notice/$id': { id: '1' },
  '/_main/support/qna/$id': { id: '1' },
  '/_main/support/qna/$id/update': { id: '1' },
  '/_main/support/faq/$id': { id: '1' },
  '/_main/community/event/$id': { id: '1' },
  '/_main/community/story/$id': { id: '1' },
  '/_main/policy/$agreementKey': { agreementKey: 'terms' },
  '/_main/policy/$agreementKey/my-agreement': { agreementKey: 'marketing' },
};

/** Routes that are not a screen of the app to scan, and why. */
const NOT_SCANNED: Partial<Record<RouteId, string>> = {
  '/': 'start-up: it shows nothing of its own and moves on to another route, which is scanned itself',
  '/init/kmc': 'hands over to the identity verifier, a page outside the app',
};

/** Flows that ask before they are left (the app's leave guard): the next route is opened with a page load. */
const LEAVE_GUARDED_PREFIXES = ['/investment-analysis/', '/investor-status-change/'];

// axe reads the whole page: give each route twice the journeys' 15 s.
test.describe.configure({ timeout: 30_000 });

// Dialogs and sheets fade and slide in for 300 ms, and axe reads colours as drawn: mid-fade it saw
// the guest's vote question as grey on grey (4.39:1) where the settled dialog is #595963 on white
// (about 7:1). With reduced motion (which the app honours) every overlay is scanned as it settles.
test.use({ reducedMotion: 'reduce' });

const registered = (Object.keys(ROUTES) as RouteId[]).filter((id) => !(id in PENDING_ROUTES) && !(id in NOT_SCANNED));

function hrefOf(id: RouteId): string {
  const needsParams = id.includes('$');
  const params = SAMPLE_PARAMS[id];
  if (needsParams && !params) throw new Error(`${id}: add a seeded sample to SAMPLE_PARAMS so the sweep can open it`);
  return routeHref({ route: id, params } as Parameters<typeof routeHref>[0]);
}

/** The screen in the page's main landmark, once the previous route's screen has gone. */
const FRESH_SCREEN = 'main > :not([data-swept])';

/**
 * Opens `href` as a person moving through the app would: a history entry the router follows, no
 * reload. The first visit of a page, and leaving a flow that asks before it is left, load the page.
 */
async function visit(page: Page, href: string): Promise<void> {
  const current = new URL(page.url());
  const fromGuardedFlow = LEAVE_GUARDED_PREFIXES.some((prefix) => current.pathname.startsWith(prefix));
  // A person answers an open question before moving on; a history move with one open only closes
  // it and stays (src/routing/back-closes-dialog.ts), so such a page is left by a load.
  const questionOpen = (await page.getByRole('dialog').count()) > 0;
  if (current.protocol === 'about:' || fromGuardedFlow || questionOpen) {
    await page.goto(href);
    return;
  }
  await page.evaluate((target) => {
    // Mark what the previous route drew, so only the next route's own screen counts as arrived.
    for (const screen of document.querySelectorAll('main > *')) screen.setAttribute('data-swept', '');
    const state = window.history.state as { __TSR_index?: number } | null;
    const key = Math.random().toString(36).slice(2);
    window.history.pushState({ __TSR_index: (state?.__TSR_index ?? 0) + 1, key, __TSR_key: key }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, href);
}

/** Waits until the route's own screen has drawn in the main landmark, with a heading, and nothing is still busy. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator(FRESH_SCREEN).filter({ visible: true }).first()).toBeVisible();
  // Drawn when nothing is busy, or when the route opened a dialog over its screen (a state to scan too).
  await expect
    .poll(async () => (await page.getByRole('dialog').count()) > 0 || (await page.locator('[aria-busy="true"]').count()) === 0)
    .toBe(true);
  await expect(page.getByRole('heading').first()).toBeVisible();
}

async function expectNoViolations(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없어요' })).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  // Fields never under 16px, so a phone does not zoom into a focused one (the viewport allows zoom).
  const smallFields = await page.evaluate(() =>
    [...document.querySelectorAll('input, select, textarea')]
      .filter((field) => field.getClientRects().length > 0 && Number.parseFloat(getComputedStyle(field).fontSize) < 16)
      .map((field) => field.outerHTML.slice(0, 120)),
  );
  expect(smallFields).toEqual([]);
}

/** One page for a role's whole sweep; a failed check restarts the worker, which opens a new one. */
async function openSweepPage(browser: Browser, signIn: boolean): Promise<Page> {
  const response = await fetch(`${SANDBOX_URL}/__sandbox/reset`, { method: 'POST' });
  expect(response.ok).toBe(true);
  // The project's device, locale and base URL: a page opened by hand gets no context options of its own.
  const { baseURL, locale, timezoneId, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = test.info().project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, reducedMotion: 'reduce' });
  const page = await context.newPage();
  if (signIn) await demoLogin(page, '김민준');
  return page;
}

function sweep(title: string, ids: readonly RouteId[], signIn: boolean): void {
  test.describe(title, () => {
    let page: Page | undefined;
    test.beforeAll(async ({ browser }) => {
      // Signing in loads the member and the first screen: bounded like the journeys' sign-in.
      test.setTimeout(60_000);
      page = await openSweepPage(browser, signIn);
    });
    test.afterAll(async () => {
      await page?.context().close();
    });
    for (const id of ids) {
      test(`${id} 에 axe 위반이 없다`, async () => {
        if (!page) throw new Error('the sweep page did not open');
        await visit(page, hrefOf(id));
        await settle(page);
        await expectNoViolations(page);
      });
    }
  });
}

sweep(
  '접근성 점검: 게스트',
  registered.filter((id) => !ROUTES[id].auth),
  false,
);
sweep(
  '접근성 점검: 로그인한 회원',
  registered,
  true,
);

// The states a route reaches only by a person's action: a question over a page, a sheet, the secure
// keypad, a question over a sheet. Each is scanned with the page behind it, as it is drawn.
test.describe('접근성 점검: 열린 창', () => {
  // The order sheet needs an open market: the next spec gets today back.
  test.afterEach(async ({ request }) => {
    expect((await request.post(`${SANDBOX_URL}/__sandbox/clock`, { data: { realTime: true } })).ok()).toBe(true);
  });

  test('로그아웃 확인 창에 axe 위반이 없다', async ({ page, sandbox: _sandbox }) => {
    await demoLogin(page, '김민준');
    await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name: 'my' }).click();
    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(page.getByRole('dialog', { name: '로그아웃할까요?' }).getByRole('button', { name: '로그아웃' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('매수 주문 시트에 axe 위반이 없다', async ({ page, request, sandbox: _sandbox }) => {
    expect((await request.post(`${SANDBOX_URL}/__sandbox/clock`, { data: { now: '2025-03-04T10:00:00+09:00' } })).ok()).toBe(true);
    await demoLogin(page, '김민준');
    await page.goto('/market/JG0001');
    await page.getByRole('button', { name: '매수', exact: true }).click();
    await expect(page.getByRole('dialog', { name: '매수 주문' }).getByLabel('주문 수량', { exact: true })).toBeVisible();
    await expectNoViolations(page);
  });

  test('출금 시트, 그 안의 보안 키패드, 그 위의 안내 창에 axe 위반이 없다', async ({ page, sandbox: _sandbox }) => {
    await demoLogin(page, '김민준');
    await page.goto('/assets');
    await page.getByRole('region', { name: '총 자산' }).getByRole('button', { name: '출금' }).click();
    const sheet = page.getByRole('dialog', { name: '출금' });
    await expect(sheet.getByLabel('출금 금액')).toBeVisible();
    await expectNoViolations(page);

    await sheet.getByLabel('출금 금액').fill('4999');
    await sheet.getByRole('button', { name: '출금하기' }).click();
    const tooSmall = page.getByRole('dialog', { name: '5,000원부터 출금할 수 있어요' });
    await expect(tooSmall).toContainText('출금 금액을 5,000원 이상으로 입력해주세요.');
    await expectNoViolations(page);
    await tooSmall.getByRole('button', { name: '확인' }).click();

    await sheet.getByRole('button', { name: '계좌 비밀번호 입력' }).click();
    await expect(sheet.getByRole('button', { name: '음성 안내' })).toBeVisible();
    await expectNoViolations(page);

    await sheet.getByRole('button', { name: '음성 안내' }).click();
    await expect(sheet.getByRole('group', { name: '키 배열 (음성 안내 켜짐)' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('PIN 로그인의 보안 키패드에 axe 위반이 없다', async ({ page, sandbox: _sandbox }) => {
    await demoLogin(page, '임수빈');
    await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name: 'my' }).click();
    await page.getByRole('button', { name: '로그아웃' }).click();
    await page.getByRole('dialog', { name: '로그아웃할까요?' }).getByRole('button', { name: '로그아웃' }).click();
    await expect(page.getByRole('heading', { name: '임수빈님, 반가워요' })).toBeVisible();
    await page.getByRole('button', { name: 'PIN으로 로그인' }).click();
    const keypad = page.getByRole('dialog', { name: 'PIN을 입력해주세요' });
    await expect(keypad.getByRole('group').getByRole('button').first()).toBeVisible();
    await expectNoViolations(page);

    await typeOnSecureKeypad(keypad, '12');
    await expect(keypad.getByRole('group', { name: '키 배열 (음성 안내 켜짐)' })).toBeVisible();
    await expectNoViolations(page);
  });
});
