import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { demoLogin, expect, SANDBOX_URL, test } from './fixtures';

/** WCAG 2.5.5's target size: what a thumb needs. */
const TOUCH_TARGET_PX = 44;

async function expectTouchTarget(control: Locator): Promise<void> {
  const box = await control.boundingBox();
  expect(box, 'the control is drawn').not.toBeNull();
  expect(box?.width).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
  expect(box?.height).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
}

/** A control drawn smaller than a thumb still takes a press 44 px high, centred on it (its padded hit area). */
async function expectTouchHitArea(control: Locator): Promise<void> {
  const hits = await control.evaluate((element, target) => {
    const box = element.getBoundingClientRect();
    const middle = box.top + box.height / 2;
    const x = box.left + box.width / 2;
    // Half a pixel inside the 44 px band's top and bottom edges.
    return [middle - target / 2 + 0.5, middle + target / 2 - 0.5].map((y) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && element.contains(hit);
    });
  }, TOUCH_TARGET_PX);
  expect(hits).toEqual([true, true]);
}

/** The accessible names Tab reaches from the top of the page, in order (at most `presses`). */
async function tabWalk(page: Page, presses: number): Promise<string[]> {
  const names: string[] = [];
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    names.push(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? ''));
  }
  return names;
}

async function expectFocusInside(container: Locator): Promise<void> {
  await expect.poll(async () => container.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

/**
 * Presses Tab `presses` times from where focus is and names every control focused in the main
 * landmark that was left partly under what stays drawn over the page (WCAG 2.4.11): the fixed
 * header above, the bottom navigation below and, on a screen that has one, its sticky action bar
 * (a control of the bar itself only has to clear the header and the navigation).
 */
async function focusCoveredByBars(page: Page, presses: number, actionBar?: Locator): Promise<string[]> {
  const header = await page.getByRole('banner').boundingBox();
  const nav = await page.getByRole('navigation', { name: '주요 메뉴' }).boundingBox();
  expect(header, 'the header is drawn').not.toBeNull();
  expect(nav, 'the bottom navigation is drawn').not.toBeNull();
  const headerBottom = (header?.y ?? 0) + (header?.height ?? 0);
  const navTop = nav?.y ?? 0;
  const covered: string[] = [];
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const active = document.activeElement;
      if (!active || !document.querySelector('main')?.contains(active)) return null;
      const { top, bottom } = active.getBoundingClientRect();
      const label = active instanceof HTMLInputElement ? active.labels?.[0]?.textContent : null;
      return { name: active.getAttribute('aria-label') ?? label ?? active.textContent?.trim().slice(0, 30) ?? active.tagName, top, bottom };
    });
    if (!focused) continue;
    // The bar sticks while the page scrolls under it: where it is now is where it covers.
    const inBar = actionBar ? await actionBar.evaluate((bar) => bar.contains(document.activeElement)) : true;
    const bar = inBar ? null : await actionBar?.boundingBox();
    const bottomLimit = Math.min(navTop, bar?.y ?? navTop);
    if (focused.top < headerBottom || focused.bottom > bottomLimit) {
      covered.push(`${focused.name} [${Math.round(focused.top)}, ${Math.round(focused.bottom)}] outside [${Math.round(headerBottom)}, ${Math.round(bottomLimit)}]`);
    }
  }
  return covered;
}

test.describe('키보드와 터치 대상', () => {
  // The order-sheet journey sets the sandbox's clock to an open market: the next spec gets today back.
  test.afterEach(async ({ request }) => {
    expect((await request.post(`${SANDBOX_URL}/__sandbox/clock`, { data: { realTime: true } })).ok()).toBe(true);
  });

  test('하단 메뉴는 키보드만으로 닿고 열리며, 버튼마다 44×44 이상이다', async ({ page, sandbox: _sandbox }) => {
    await page.goto('/home');
    const nav = page.getByRole('navigation', { name: '주요 메뉴' });
    const buttons = nav.getByRole('button');
    await expect(buttons).toHaveCount(5);
    for (const button of await buttons.all()) await expectTouchTarget(button);

    const names = await tabWalk(page, 80);
    for (const button of await buttons.all()) expect(names).toContain(await button.getAttribute('aria-label') ?? await button.textContent());

    await nav.getByRole('button', { name: '시세' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/market$/);
    await expect(page.getByRole('list', { name: '상장 건물 시세' })).toBeVisible();
  });

  test('링크로 다른 화면에 가면 포커스는 본문이 아니라 그 화면의 제목에 있다', async ({ page, sandbox: _sandbox }) => {
    await demoLogin(page, '김민준');
    await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name: 'my' }).click();
    const link = page.getByRole('main').getByRole('link', { name: '회원정보' });
    await link.focus();
    await page.keyboard.press('Enter');
    // The page's title is the header's h1 (the screen draws none of its own).
    const heading = page.getByRole('heading', { level: 1, name: '회원정보' });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    // The screen's own content, loaded before Tab goes into it (else Tab would pass to the bottom menu).
    await expect(page.getByRole('region', { name: '기본 정보' })).toContainText('김민준');
    // Tab goes on from the heading, not from the top of the document: past the header's bell, into the page.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('banner').getByRole('button', { name: /^알림/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
  });

  test('Tab 으로 옮긴 포커스는 고정된 머리글, 하단 메뉴, 하단 고정 버튼에 가려지지 않는다', async ({ page, request, sandbox: _sandbox }) => {
    // A weekday morning, the sandbox seeded for it: 판교 테크원 라이프 (109) takes applications, so
    // its sticky 청약하기 is a control.
    expect((await request.post(`${SANDBOX_URL}/__sandbox/clock`, { data: { now: '2025-03-04T10:00:00+09:00' } })).ok()).toBe(true);
    expect((await request.post(`${SANDBOX_URL}/__sandbox/reset`)).ok()).toBe(true);
    await demoLogin(page, '김민준');
    await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name: 'my' }).click();
    // The whole page has drawn (its last control), so nothing moves under the walk.
    await expect(page.getByRole('main').getByRole('button', { name: '로그아웃' })).toBeVisible();
    expect(await focusCoveredByBars(page, 30)).toEqual([]);

    await page.goto('/subscription/109');
    await expect(page.getByRole('heading', { level: 2, name: '판교 테크원 라이프' })).toBeVisible();
    const apply = page.getByRole('button', { name: '청약하기' });
    await expect(apply).toBeVisible();
    expect(await focusCoveredByBars(page, 30, apply)).toEqual([]);
  });

  test('약관 동의 화면의 동의하기는 문서를 내려도 하단 메뉴에 가려지지 않는다', async ({ page, sandbox: _sandbox }) => {
    await demoLogin(page, '김민준');
    // A short screen, so the document scrolls under the bar as a long one does on a phone.
    await page.setViewportSize({ width: 390, height: 360 });
    await page.goto('/policy/marketing/my-agreement?mode=agree');
    await expect(page.getByRole('heading', { level: 2, name: '마케팅 정보 수신 동의' })).toBeVisible();
    const agree = page.getByRole('button', { name: '동의하기' });
    await expect(agree).toBeVisible();
    const nav = await page.getByRole('navigation', { name: '주요 메뉴' }).boundingBox();
    const box = await agree.boundingBox();
    expect(box && nav && box.y + box.height <= nav.y, `동의하기 ${JSON.stringify(box)} above the navigation ${JSON.stringify(nav)}`).toBe(true);
    expect(await focusCoveredByBars(page, 10, page.locator('.jg-policy-consent__bar'))).toEqual([]);
  });

  test('확인 창은 포커스를 안으로 옮기고, Escape 로 닫으면 연 버튼으로 돌려준다', async ({ page, sandbox: _sandbox }) => {
    await demoLogin(page, '김민준');
    await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name: 'my' }).click();
    const logout = page.getByRole('button', { name: '로그아웃' });
    await logout.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '로그아웃할까요?' });
    await expect(dialog).toBeVisible();
    await expectFocusInside(dialog);
    for (const button of await dialog.getByRole('button').all()) await expectTouchTarget(button);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(logout).toBeFocused();
    // Still signed in: Escape is 취소, not 로그아웃.
    await expect(page.getByText(/김민준님/)).toBeVisible();
  });

  test('주문 시트는 포커스를 가두고 돌려주며, 움직임 줄이기 설정에서는 애니메이션이 없다', async ({ page, request, sandbox: _sandbox }) => {
    // A weekday morning, so the market is open and 매수 opens the order sheet.
    expect((await request.post(`${SANDBOX_URL}/__sandbox/clock`, { data: { now: '2025-03-04T10:00:00+09:00' } })).ok()).toBe(true);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await demoLogin(page, '김민준');
    await page.goto('/market/JG0001');
    await expect(page.getByRole('heading', { name: '을지로 파인타워 1호' })).toBeVisible();
    const buy = page.getByRole('button', { name: '매수', exact: true });
    await expectTouchTarget(buy);
    await buy.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: '매수 주문' });
    await expect(sheet).toBeVisible();
    await expectFocusInside(sheet);
    expect(await sheet.evaluate((element) => getComputedStyle(element).animationDuration)).toBe('0.001s');
    await expectTouchTarget(sheet.getByRole('button', { name: '매수하기' }));
    await expectTouchHitArea(sheet.getByRole('button', { name: '최대' }));
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(buy).toBeFocused();
  });

  test('412 px 화면에서 주문 시트, 청약 상세, 이메일 변경은 가로로 넘치지 않고 버튼이 모두 화면 안에 있다', async ({ page, request, sandbox: _sandbox }) => {
    expect((await request.post(`${SANDBOX_URL}/__sandbox/clock`, { data: { now: '2025-03-04T10:00:00+09:00' } })).ok()).toBe(true);
    await demoLogin(page, '김민준');
    const width = page.viewportSize()?.width ?? 0;
    const expectNoSidewaysScroll = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const expectInside = async (control: Locator) => {
      const box = await control.boundingBox();
      expect(box, 'the control is drawn').not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    };

    await page.goto('/market/JG0001');
    await expect(page.getByRole('heading', { name: '을지로 파인타워 1호' })).toBeVisible();
    await page.getByRole('button', { name: '매수', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: '매수 주문' });
    await expect(sheet.getByLabel('주문 수량', { exact: true })).toBeVisible();
    await expectInside(sheet.getByRole('button', { name: '주문 가격 한 호가 올리기' }));
    await expectInside(sheet.getByRole('button', { name: '주문 수량 늘리기' }));
    await expectNoSidewaysScroll();
    await page.keyboard.press('Escape');

    await page.goto('/subscription/108');
    await expect(page.getByRole('heading', { level: 2, name: '광안리 오션뷰 스테이' })).toBeVisible();
    await expectNoSidewaysScroll();

    await page.goto('/my/info/edit/email');
    await expect(page.getByRole('heading', { level: 1, name: '이메일 변경' })).toBeVisible();
    await expectInside(page.getByRole('button', { name: '중복 확인' }));
    await expectNoSidewaysScroll();
  });

  test('종목 시세의 호가는 어느 화면 높이에서도 주문 버튼에 가려지지 않는다 (axe target-size)', async ({ page, sandbox: _sandbox }) => {
    await page.goto('/market/JG0001');
    const book = page.getByRole('table', { name: '호가' });
    await expect(book.getByRole('row')).toHaveCount(11);
    // Lighthouse's phone (823 px tall), Pixel 7's (915) and shorter ones: wherever the bottom of the
    // screen falls, no level of the book may sit partly under the 매수 / 매도 bar.
    for (const height of [568, 640, 732, 823, 915]) {
      await page.setViewportSize({ width: 412, height });
      await expect(page.getByRole('button', { name: '매수', exact: true })).toBeInViewport();
      const { violations } = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
      expect(violations.flatMap((violation) => violation.nodes.map((node) => `${height}px: ${node.target.join(' ')}`))).toEqual([]);
      // The screen ends where the navigation begins, its 1 px top line included: nothing of the order bar under it.
      const screen = await page.locator('.jg-trade-detail').boundingBox();
      const nav = await page.getByRole('navigation', { name: '주요 메뉴' }).boundingBox();
      expect((screen?.y ?? Infinity) + (screen?.height ?? 0), `${height}px: the screen's bottom`).toBeLessThanOrEqual(nav?.y ?? 0);
    }
    await expect(book.getByRole('button', { name: /매도호가/ }).first()).toBeVisible();
  });

  test('보안 키패드는 포커스를 받고, 키마다 44×44 이상이며, Escape 로 닫으면 로그인 버튼으로 돌아간다', async ({ page, sandbox: _sandbox }) => {
    await demoLogin(page, '임수빈');
    await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name: 'my' }).click();
    await page.getByRole('button', { name: '로그아웃' }).click();
    await page.getByRole('dialog', { name: '로그아웃할까요?' }).getByRole('button', { name: '로그아웃' }).click();
    const login = page.getByRole('button', { name: 'PIN으로 로그인' });
    await expect(page.getByRole('heading', { name: '임수빈님, 반가워요' })).toBeVisible();
    await login.focus();
    await page.keyboard.press('Enter');
    const keypad = page.getByRole('dialog', { name: 'PIN을 입력해주세요' });
    await expect(keypad).toBeVisible();
    await expectFocusInside(keypad);
    const keys = keypad.getByRole('group').getByRole('button');
    await expect(keys.first()).toBeVisible();
    for (const key of await keys.all()) await expectTouchTarget(key);
    await page.keyboard.press('Escape');
    await expect(keypad).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveText('PIN 입력을 취소했어요. 로그인하려면 PIN을 입력해주세요.');
    await expect(login).toBeFocused();
  });
});
