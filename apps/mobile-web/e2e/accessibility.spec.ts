import AxeBuilder from '@axe-core/playwright';
import { documentTitle, ROUTES, routeHref, type RouteId } from '@jogak/app-core';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { PENDING_ROUTES } from '../src/routing/pending-routes';
import { agreeToBoth, demoLogin, expect, requestVerificationCode, SANDBOX_URL, test, textedCode, typeOnSecureKeypad } from './fixtures';

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
//
// A scan counts only when it read the route's real screen: the page must still be at the visited
// path (not sent on by a guard or a redirect) and show none of the notices a route draws in its
// screen's place when what it needs is missing. Samples below are chosen to draw the real screen;
// a screen that needs what an earlier screen of its flow keeps in memory is walked to (WALKS).

/** Seeded records of the sandbox that each parameterised route opens. */
const SAMPLE_PARAMS: Partial<Record<RouteId, Readonly<Record<string, string>>>> = {
  '/_main/market/$id': { id: 'JG0001' },
  '/_main/subscription/$id': { id: '108' },
  '/_main/subscription/$id/prospectus': { id: '108' },
  '/_main/subscription/$id/prospectus/$manageCode': { id: '108', manageCode: 'PROSPECTUS' },
  '/_main/subscription/$id/disclosure/$disclosureId': { id: '108', disclosureId: '10801' },
  // 109: an offering 김민준 has not applied to (on 108 the apply screen asks about adding to his application first).
  '/subscription/$id/apply': { id: '109' },
  '/subscription/$id/apply/certificate': { id: '109' },
  '/subscription/$id/subs-end': { id: '108' },
  '/_main/assets/dividend-history/$stockCd': { stockCd: 'JG0001' },
  '/_main/vote/$id': { id: '2' },
  '/_main/support/notice/$id': { id: '1' },
  '/_main/support/qna/$id': { id: '1' },
  // 2: 김민준's inquiry still waiting for its answer (an answered one cannot be edited: no form).
  '/_main/support/qna/$id/update': { id: '2' },
  '/_main/support/faq/$id': { id: '1' },
  '/_main/community/event/$id': { id: '1' },
  '/_main/community/story/$id': { id: '1' },
  '/_main/policy/$agreementKey': { agreementKey: 'electronic-finance' },
  '/_main/policy/$agreementKey/my-agreement': { agreementKey: 'marketing' },
};

/** The search a route's screen needs to draw: the offering whose application 김민준 cancels. */
const SAMPLE_SEARCH: Partial<Record<RouteId, Readonly<Record<string, string>>>> = {
  '/subscription/cancel/certificate': { id: '108' },
};

/**
 * The sweep's sandbox stands at a weekday morning, seeded for that day: an offering open for
 * applications whatever day the sweep runs, as the journeys stand it (subscription-apply.spec).
 */
const WEEKDAY_MORNING = '2025-03-04T10:00:00+09:00';

/** Routes that are not a screen of the app to scan, and why. */
const NOT_SCANNED: Partial<Record<RouteId, string>> = {
  '/': 'start-up: it shows nothing of its own and moves on to another route, which is scanned itself',
  '/access-restricted':
    "the restricted app's screen, drawn outside the router when the start-up check fails: scanned as that app below (접근성 점검: 제한된 앱)",
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
  return routeHref({ route: id, params, search: SAMPLE_SEARCH[id] } as Parameters<typeof routeHref>[0]);
}

/**
 * The titles a route shows in its screen's place when what it needs is missing (a flow's draft, a
 * search parameter, a record in the state it acts on), the record is not there, or its data
 * failed to load: a scan of one of these is not a scan of the route.
 */
const NOT_THE_SCREEN = [
  '투자자 구분을 먼저 골라주세요',
  '투자자 정보 제공 동의가 먼저 필요해요',
  '투자성향 분석을 처음부터 진행해주세요',
  '약관 동의가 먼저 필요해요',
  '약관 동의 정보가 없어요',
  '본인인증 결과를 확인할 수 없어요',
  '답변이 완료된 문의는 수정할 수 없어요',
  '진행 중인 청약 신청이 없어요',
  '취소할 청약이 없어요',
  '취소할 청약을 찾지 못했어요',
  /찾을 수 없어요$/,
  /불러오지 못했어요\.?$/,
];

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

/** The page shows the screen of the route at `href`: still at its path, with none of the notices above. */
async function expectRouteScreen(page: Page, href: string): Promise<void> {
  const path = decodeURI(new URL(href, page.url()).pathname);
  // The path only: spec §2 carries a query over to a route opened without one.
  await expect.poll(() => decodeURI(new URL(page.url()).pathname)).toBe(path);
  for (const title of NOT_THE_SCREEN) await expect(page.getByText(title, { exact: true })).toHaveCount(0);
  await expect(page.locator('[data-state="error"]')).toHaveCount(0);
}

/**
 * Issue #18's checklist: one level-1 heading a page, as assistive tech reads it — in the main layout
 * the header's route title (a screen there titles its content with h2), outside it the screen's own.
 * A dialog open over the page hides the page from assistive tech while it is open (aria-hidden):
 * then the dialog draws no h1 of its own, and the page behind it still has exactly one.
 */
async function expectOnePageTitle(page: Page): Promise<void> {
  const dialogs = page.getByRole('dialog');
  // Read again at every poll: a dialog the route opens at once (the vote's gate) may arrive a moment
  // after the page, once the dialog host has loaded, and then hides the page's h1 from the first read.
  await expect
    .poll(async () => {
      if ((await dialogs.count()) === 0) return `page h1: ${await page.getByRole('heading', { level: 1 }).count()}`;
      const inDialog = await dialogs.getByRole('heading', { level: 1 }).count();
      const behind = await page.getByRole('heading', { level: 1, includeHidden: true }).filter({ visible: true }).count();
      return `dialog h1: ${inDialog}, page h1 behind it: ${behind}`;
    })
    .toMatch(/^(page h1: 1|dialog h1: 0, page h1 behind it: 1)$/);
}

async function expectNoViolations(page: Page): Promise<void> {
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

/** A sandbox control call (the sweep's pages are opened by hand, without the sandbox fixture). */
async function controlSandbox(path: string, body?: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${SANDBOX_URL}/__sandbox${path}`, { method: 'POST', ...(body ? { body: JSON.stringify(body) } : {}) });
  expect(response.ok).toBe(true);
}

/**
 * Screens that need what an earlier screen of their flow left (a draft in memory, or the terms
 * agreed to in the tab's session storage): each is reached as a person reaches it, from its
 * flow's first screen. The sign-up's are walked by each visitor; the others, a member's, as 김민준.
 */
const WALKS: Partial<Record<RouteId, (page: Page) => Promise<void>>> = {
  // The screen before the verifier: it needs the sign-up's terms agreed to, and hands over only on 본인인증하기.
  '/init/kmc': async (page) => {
    await visit(page, hrefOf('/auth/sign-up/individual/terms'));
    await agreeToAllTerms(page);
    await expect(page.getByRole('heading', { level: 1, name: '휴대폰 본인인증' })).toBeVisible();
    await expect(page.getByRole('list', { name: '본인인증 순서' })).toBeVisible();
  },
  // The verifier's answer: the sandbox verifier's pages (outside the app) verify a new person.
  '/init/kmc/result': async (page) => {
    await visit(page, hrefOf('/auth/sign-up/individual/terms'));
    await agreeToAllTerms(page);
    await page.getByRole('button', { name: '본인인증하기' }).click();
    await requestVerificationCode(page, { carrier: 'KT', name: '문가은', birth: '940517', genderDigit: '2', phone: '01012349876' });
    await page.getByRole('textbox', { name: '인증번호' }).fill(await textedCode(page));
    await page.getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'PIN 설정' })).toBeVisible();
  },
  '/auth/sign-up/corporate/info': async (page) => {
    await visit(page, hrefOf('/auth/sign-up/corporate/terms'));
    await agreeToAllTerms(page);
    await expect(page.getByRole('heading', { level: 1, name: '법인 정보를 입력해주세요' })).toBeVisible();
  },
  '/subscription/$id/apply/certificate': async (page) => {
    await visit(page, hrefOf('/subscription/$id/apply'));
    await page.getByLabel('청약 수량').fill('10');
    await agreeToBoth(page);
    await page.getByRole('button', { name: '청약 신청하기' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '청약 인증' })).toBeVisible();
  },
  '/investor-status-change/income-cond': async (page) => {
    await chooseInvestorClass(page, /소득적격 개인투자자/);
    await expect(page.getByRole('heading', { level: 1, name: '소득 요건 확인' })).toBeVisible();
  },
  '/investor-status-change/invest-question': async (page) => {
    await chooseInvestorClass(page, /전문 개인투자자/);
    await expect(page.getByRole('heading', { level: 1, name: '전문투자자 요건 확인' })).toBeVisible();
  },
  '/investor-status-change/invest-report': async (page) => {
    await reachInvestReport(page);
  },
  '/investor-status-change/invest-doc': async (page) => {
    await reachInvestReport(page);
    await page.getByText('[필수] 개인(신용)정보 수집·이용에 동의해요').click();
    await page.getByText('[필수] 위 내용이 사실과 다르지 않음을 확인해요').click();
    await page.getByRole('button', { name: '서류 제출하기' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '증빙 서류 제출' })).toBeVisible();
  },
  '/investment-analysis/personal-question': async (page) => {
    await reachPersonalQuestion(page);
  },
  '/investment-analysis/danger-notice': async (page) => {
    await reachPersonalQuestion(page);
    const questions = page.getByRole('radiogroup');
    const count = await questions.count();
    for (let index = 0; index < count; index += 1) await questions.nth(index).getByRole('radio').nth(2).check();
    await page.getByRole('button', { name: '다음' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '투자 위험 고지' })).toBeVisible();
  },
};

/**
 * A sign-up's terms, all agreed to once their list has loaded (전체 동의 agrees to the listed ones).
 * Checked, not toggled: the tab remembers the agreements of a sign-up walked before.
 */
async function agreeToAllTerms(page: Page): Promise<void> {
  await expect(page.getByRole('list', { name: '약관 목록' }).getByRole('listitem').first()).toBeVisible();
  await page.getByRole('checkbox', { name: '전체 동의' }).check();
  const next = page.getByRole('button', { name: '다음' });
  await expect(next).toBeEnabled();
  await next.click();
}

async function chooseInvestorClass(page: Page, investorClass: RegExp): Promise<void> {
  await visit(page, hrefOf('/investor-status-change/invest-div'));
  await page.getByRole('button', { name: investorClass }).click();
}

async function reachInvestReport(page: Page): Promise<void> {
  await chooseInvestorClass(page, /소득적격 개인투자자/);
  await page.getByRole('radio', { name: '사업·근로소득이 연 1억원을 넘어요' }).check();
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '투자자 정보 확인서' })).toBeVisible();
}

async function reachPersonalQuestion(page: Page): Promise<void> {
  await visit(page, hrefOf('/investment-analysis/invest-tendency'));
  // The sweep's sandbox dates 김민준's analysis three months before its 2025 morning, and the app
  // judges the 24 months by the device's date: once those have passed, the screen asks to redo it.
  // The card says which, before the question opens over it.
  const validity = page.getByText(/^(유효기간이 지났어요|.+까지 유효해요)$/);
  await expect(validity).toBeVisible();
  if ((await validity.textContent()) === '유효기간이 지났어요') {
    await page.getByRole('dialog', { name: '투자성향 분석 유효기간이 지났어요' }).getByRole('button', { name: '다시 분석하기' }).click();
  } else {
    await page.getByRole('button', { name: '투자성향 다시 분석하기' }).click();
  }
  await page.getByRole('radio', { name: '제공할게요' }).check();
  await page.getByRole('radio', { name: '희망해요', exact: true }).check();
  await page.getByText('[필수] 개인(신용)정보 수집·이용에 동의해요').click();
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '투자성향 질문' })).toBeVisible();
  // The questions arrive with the questionnaire: every one is drawn before they are counted.
  await expect(page.getByText(/^\d+문항 중 0문항에 답했어요$/)).toBeVisible();
}

/**
 * Opens the route's screen: walked to, or visited. /offline is a screen of a page without a
 * network (online, it sends to start-up): the page goes offline once it is on an in-app screen
 * (a load needs the network), and the route's chunk was fetched at start (start-shell.ts).
 */
async function reach(page: Page, id: RouteId): Promise<void> {
  const walk = WALKS[id];
  if (walk) {
    await walk(page);
    return;
  }
  if (id === '/offline') {
    await visit(page, hrefOf('/_main/home'));
    await settle(page);
    await page.context().setOffline(true);
  }
  await visit(page, hrefOf(id));
}

/** One page for a role's whole sweep; a failed check restarts the worker, which opens a new one. */
async function openSweepPage(browser: Browser, signIn: boolean): Promise<Page> {
  // Held still: no simulated trades redraw a market screen under axe.
  await controlSandbox('/live/simulator', { running: false });
  await controlSandbox('/clock', { now: WEEKDAY_MORNING });
  await controlSandbox('/reset');
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
      // The next spec gets today back.
      await controlSandbox('/clock', { realTime: true });
    });
    for (const id of ids) {
      test(`${id} 에 axe 위반이 없다`, async () => {
        if (!page) throw new Error('the sweep page did not open');
        try {
          await reach(page, id);
          await settle(page);
          await expectRouteScreen(page, hrefOf(id));
          await expectOnePageTitle(page);
          // WCAG 2.4.2: the document's title names the page (app-core's route table).
          await expect(page).toHaveTitle(documentTitle(id) ?? '');
          await expectNoViolations(page);
        } finally {
          await page.context().setOffline(false);
        }
      });
    }
    test('찾을 수 없는 주소의 화면에 axe 위반이 없다', async () => {
      if (!page) throw new Error('the sweep page did not open');
      await visit(page, '/no-such-screen');
      await settle(page);
      await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없어요' })).toBeVisible();
      await expectOnePageTitle(page);
      await expect(page).toHaveTitle('페이지를 찾을 수 없어요 | 조각');
      await expectNoViolations(page);
    });
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

test.describe('접근성 점검: 제한된 앱', () => {
  test('접근 제한 화면에 axe 위반이 없다', async ({ page, sandbox: _sandbox }) => {
    // A browser whose storage refuses writes fails the start-up check (check-environment.ts).
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('storage refused', 'SecurityError');
      };
    });
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: '접근이 제한되었어요' })).toBeVisible();
    await expect(page).toHaveURL(/\/access-restricted$/);
    await expectOnePageTitle(page);
    await expectNoViolations(page);
  });
});

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

/** The sandbox at the sweep's weekday morning, seeded for that day: an offering open for applications. */
async function standAtWeekdayMorning(request: APIRequestContext): Promise<void> {
  expect((await request.post(`${SANDBOX_URL}/__sandbox/clock`, { data: { now: WEEKDAY_MORNING } })).ok()).toBe(true);
  expect((await request.post(`${SANDBOX_URL}/__sandbox/reset`)).ok()).toBe(true);
}

/**
 * Scans a state a person opens on the screen of `href` (a tab, a sheet): once `shown`, the state's
 * own content, is drawn and nothing is still loading, with the page still that screen and none of
 * its notices for missing data.
 */
async function expectOpenedStateClean(page: Page, href: string, shown: Locator): Promise<void> {
  await expect(shown).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectRouteScreen(page, href);
  await expectOnePageTitle(page);
  await expectNoViolations(page);
}

// The tabs other than a screen's first and the sheets its controls open: the route sweep scans
// each screen as it opens, so these states are opened by hand, several on one page visit.
test.describe('접근성 점검: 탭과 시트', () => {
  // Several states a test, each scanned by axe: about as long as a route each.
  test.describe.configure({ timeout: 120_000 });

  test.afterEach(async ({ request }) => {
    expect((await request.post(`${SANDBOX_URL}/__sandbox/clock`, { data: { realTime: true } })).ok()).toBe(true);
  });

  test('자산의 입금 시트, 입출금 내역·거래 내역 탭, 그 상세 시트와 직접 입력에 axe 위반이 없다', async ({ page, sandbox: _sandbox }) => {
    // The histories' periods end on the device's today: the sandbox stays at today, seeded for it.
    await demoLogin(page, '김민준');
    await page.goto('/assets');
    const total = page.getByRole('region', { name: '총 자산' });
    await total.getByRole('button', { name: '입금' }).click();
    const deposit = page.getByRole('dialog', { name: '입금' });
    await expectOpenedStateClean(page, '/assets', deposit.getByText('아래 계좌로 보내면 예치금으로 들어와요.'));
    await page.keyboard.press('Escape');
    await expect(deposit).toHaveCount(0);

    for (const [tab, list, detail] of [
      ['입출금 내역', '입출금 내역 목록', '입출금 상세'],
      ['거래 내역', '거래 내역 목록', '거래 상세'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      const rows = page.getByRole('list', { name: list }).getByRole('listitem');
      await expectOpenedStateClean(page, '/assets', rows.first());

      await rows.first().getByRole('button').click();
      const sheet = page.getByRole('dialog', { name: detail });
      await expectOpenedStateClean(page, '/assets', sheet.getByRole('term').first());
      await page.keyboard.press('Escape');
      await expect(sheet).toHaveCount(0);

      await page.getByRole('group', { name: '조회 기간' }).getByRole('button', { name: '직접 입력' }).click();
      await expectOpenedStateClean(page, '/assets', page.getByLabel('시작일'));
    }
  });

  test('종목 상세의 차트, 체결, 미체결, 건물 정보, 배당, 공시 탭에 axe 위반이 없다', async ({ page, request, sandbox: _sandbox }) => {
    await standAtWeekdayMorning(request);
    await demoLogin(page, '김민준');
    await page.goto('/market/JG0001');
    await expect(page.getByRole('heading', { name: '을지로 파인타워 1호' })).toBeVisible();
    const tabs: ReadonlyArray<readonly [string, Locator]> = [
      ['차트', page.getByRole('region', { name: '차트' }).locator('canvas').first()],
      ['체결', page.getByRole('table', { name: '최근 체결' }).or(page.getByText('아직 체결이 없어요'))],
      ['미체결', page.getByRole('heading', { name: /^미체결 주문 \d+건$/ })],
      ['건물 정보', page.getByRole('region', { name: '건물 정보' }).getByRole('heading')],
      ['배당', page.getByRole('region', { name: '배당' })],
      ['공시', page.getByRole('list', { name: '공시' }).or(page.getByText('공시가 없어요'))],
    ];
    for (const [tab, shown] of tabs) {
      // Exact: 체결 is also part of 미체결's name.
      const tabButton = page.getByRole('tab', { name: tab, exact: true });
      await tabButton.click();
      await expect(tabButton).toHaveAttribute('aria-selected', 'true');
      await expectOpenedStateClean(page, '/market/JG0001', shown);
    }
  });

  test('청약 신청의 투자설명서 확인, 부적합 거래 확인 시트에 axe 위반이 없다', async ({ page, request, sandbox: _sandbox }) => {
    await standAtWeekdayMorning(request);
    await demoLogin(page, '김민준');
    // 109: open for applications that morning, and not yet applied to by 김민준.
    await page.goto('/subscription/109/apply');
    for (const [title, agree] of [
      ['투자설명서(상품 설명서) 확인', '설명서 내용을 읽었고 이해했어요'],
      ['부적합 거래 확인', '부적합할 수 있음을 알고 청약할게요'],
    ] as const) {
      await page.getByRole('button', { name: `${title} 열기` }).click();
      const sheet = page.getByRole('dialog', { name: title });
      await expectOpenedStateClean(page, '/subscription/109/apply', sheet.getByRole('button', { name: agree }));
      await sheet.getByRole('button', { name: agree }).click();
      await expect(sheet).toHaveCount(0);
    }
  });

  test('고객확인의 주소 검색 시트와 그 결과에 axe 위반이 없다', async ({ page, sandbox: _sandbox }) => {
    // 정우성: a member before his account (101), whom the app sends through 고객확인.
    await demoLogin(page, '정우성');
    await page.goto('/kyc');
    await expect(page.getByRole('heading', { level: 2, name: '고객 동의' })).toBeVisible();
    await page.getByRole('checkbox', { name: '전체 동의' }).check();
    await page.getByRole('button', { name: '다음' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '기본 정보' })).toBeVisible();
    await page.getByRole('button', { name: '집 주소 검색' }).click();
    const sheet = page.getByRole('dialog', { name: '집 주소 검색' });
    await expectOpenedStateClean(page, '/kyc', sheet.getByLabel('검색어'));

    await sheet.getByLabel('검색어').fill('판교역로 235');
    await sheet.getByRole('button', { name: '검색' }).click();
    await expectOpenedStateClean(page, '/kyc', sheet.getByRole('list', { name: '주소 검색 결과' }).getByRole('button').first());
  });

  test('회원가입 약관 전문 시트에 axe 위반이 없다', async ({ page, sandbox: _sandbox }) => {
    await page.goto('/auth/sign-up/individual/terms');
    await expect(page.getByRole('list', { name: '약관 목록' }).getByRole('listitem').first()).toBeVisible();
    await page.getByRole('button', { name: '서비스 이용약관 전문 보기' }).click();
    const sheet = page.getByRole('dialog', { name: '서비스 이용약관' });
    await expectOpenedStateClean(page, '/auth/sign-up/individual/terms', sheet.getByRole('heading', { name: '제1조(목적)' }));
  });
});
