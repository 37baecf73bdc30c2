import AxeBuilder from '@axe-core/playwright';
import { ROUTES, routeHref, type RouteId } from '@jogak/app-core';
import type { Browser, Page } from '@playwright/test';
import { PENDING_ROUTES } from '../src/routing/pending-routes';
import { demoLogin, expect, SANDBOX_URL, test } from './fixtures';

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
  const context = await browser.newContext({ baseURL, locale, timezoneId, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
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
