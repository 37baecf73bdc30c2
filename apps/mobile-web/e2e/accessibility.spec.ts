import AxeBuilder from '@axe-core/playwright';
import { ROUTES, routeHref, type RouteId } from '@jogak/app-core';
import type { Page } from '@playwright/test';
import { PENDING_ROUTES } from '../src/routing/pending-routes';
import { demoLogin, expect, SANDBOX_URL, test } from './fixtures';

// The accessibility sweep (issue #18): axe-core in Chromium on every registered route of app-core's
// table, as a guest (routes that do not need a session) and as a signed-in member (every route).
// A route joins the sweep when it leaves PENDING_ROUTES; one with `$params` needs a sample below,
// otherwise its test fails and says so.

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

// axe reads the whole page: give each route twice the journeys' 15 s.
test.describe.configure({ timeout: 30_000 });

const registered = (Object.keys(ROUTES) as RouteId[]).filter((id) => !(id in PENDING_ROUTES) && !(id in NOT_SCANNED));

function hrefOf(id: RouteId): string {
  const needsParams = id.includes('$');
  const params = SAMPLE_PARAMS[id];
  if (needsParams && !params) throw new Error(`${id}: add a seeded sample to SAMPLE_PARAMS so the sweep can open it`);
  return routeHref({ route: id, params } as Parameters<typeof routeHref>[0]);
}

/** Waits until the screen has drawn: the document loaded and nothing still busy. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await expect(page.locator('#app')).not.toBeEmpty();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

async function expectNoViolations(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없어요' })).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('접근성 점검: 게스트', () => {
  for (const id of registered.filter((candidate) => !ROUTES[candidate].auth)) {
    test(`${id} 에 axe 위반이 없다`, async ({ page, sandbox: _sandbox }) => {
      await page.goto(hrefOf(id));
      await settle(page);
      await expectNoViolations(page);
    });
  }
});

test.describe('접근성 점검: 로그인한 회원', () => {
  /** The device storage of a member signed in once (the browser transport keeps it in localStorage). */
  let memberStorage: Record<string, string> = {};

  test.beforeAll(async ({ browser, request }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await request.post(`${SANDBOX_URL}/__sandbox/reset`);
    await demoLogin(page, '김민준');
    memberStorage = await page.evaluate(() => Object.fromEntries(Object.entries(window.localStorage)));
    await context.close();
  });

  for (const id of registered) {
    test(`${id} 에 axe 위반이 없다`, async ({ page }) => {
      await page.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      }, memberStorage);
      await page.goto(hrefOf(id));
      await settle(page);
      await expectNoViolations(page);
    });
  }
});
