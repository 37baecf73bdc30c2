import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { agreeToBoth, demoLogin, expect, SANDBOX_URL, test } from './fixtures';

// Narrow screens and large text (WCAG 1.4.4, 1.4.10): phones of 360, 320 and 280 CSS px, and
// Android WebView's text zoom at 200%. Each journey sets the width it checks; Pixel 7's touch and
// pixel ratio (playwright.config.ts) stay.

/** Pixel 7's height: only the widths vary. */
const PHONE_HEIGHT = 839;

/** A weekday morning: the market is open and the seeded books and offerings are the known ones. */
const TUESDAY_MORNING = '2025-03-04T10:00:00+09:00';

/** A real 1×1 PNG, as a member's screenshot would arrive. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function standClockAt(request: APIRequestContext, now: string): Promise<void> {
  expect((await request.post(`${SANDBOX_URL}/__sandbox/clock`, { data: { now } })).ok()).toBe(true);
  expect((await request.post(`${SANDBOX_URL}/__sandbox/reset`)).ok()).toBe(true);
}

async function showAtWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: PHONE_HEIGHT });
}

/**
 * 200% text as Android WebView's textZoom draws it: every font size of the app comes from ui-kit's
 * `--jg-font-size-*` tokens, so doubling them doubles every letter while lengths in px stay; fields
 * keep ui-kit's 16 px floor, doubled too. Called once the screen has drawn (its stylesheets have
 * loaded); it lasts until the next page load.
 */
async function doubleTextSize(page: Page): Promise<void> {
  const doubled = await page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    const names = new Set<string>();
    for (const sheet of Array.from(document.styleSheets)) {
      for (const rule of Array.from(sheet.cssRules)) {
        if (!(rule instanceof CSSStyleRule)) continue;
        for (const name of Array.from(rule.style)) if (name.startsWith('--jg-font-size')) names.add(name);
      }
    }
    const sizes = [...names].map((name) => `${name}: calc(2 * ${root.getPropertyValue(name)}) !important;`);
    const style = document.createElement('style');
    style.textContent = `:root { ${sizes.join(' ')} } input, select, textarea { font-size: max(32px, 1em) !important; }`;
    document.head.append(style);
    return [...names];
  });
  expect(doubled).toContain('--jg-font-size-md');
}

/** How far the page reaches past the viewport's right edge: above 0, it scrolls sideways. */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const scroller = document.scrollingElement;
    return scroller ? scroller.scrollWidth - scroller.clientWidth : 0;
  });
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
}

/** `element` is drawn from the viewport's left edge to its right edge, not beyond. */
async function expectWithinWidth(page: Page, element: Locator): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await expect
    .poll(async () => {
      const box = await element.boundingBox();
      return box !== null && box.x >= -0.5 && box.x + box.width <= width + 0.5;
    })
    .toBe(true);
}

/**
 * The pairs of text runs inside `container` drawn over each other (more than a pixel each way),
 * each as "a × b"; runs of one element (a figure broken over lines) are not compared. A run is
 * taken as far as it is drawn: an ellipsis's box (overflow hidden) cuts it.
 */
function overlappingTexts(container: Locator): Promise<string[]> {
  return container.evaluate((root) => {
    interface Box {
      left: number;
      right: number;
      top: number;
      bottom: number;
    }
    const cut = (box: Box, by: Box): Box => ({
      left: Math.max(box.left, by.left),
      right: Math.min(box.right, by.right),
      top: Math.max(box.top, by.top),
      bottom: Math.min(box.bottom, by.bottom),
    });
    const runs: { element: Element; text: string; box: Box }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim() || element.closest('.jg-visually-hidden')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of Array.from(range.getClientRects())) {
        let box: Box = line;
        for (let clip: Element | null = element; clip && root.contains(clip); clip = clip.parentElement) {
          if (getComputedStyle(clip).overflowX !== 'visible') box = cut(box, clip.getBoundingClientRect());
        }
        if (box.right > box.left && box.bottom > box.top) runs.push({ element, text: node.textContent.trim(), box });
      }
    }
    const overlaps: string[] = [];
    runs.forEach((a, index) => {
      for (const b of runs.slice(index + 1)) {
        if (a.element === b.element) continue;
        const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (across > 1 && down > 1) overlaps.push(`${a.text} × ${b.text}`);
      }
    });
    return overlaps;
  });
}

/** The figures of a `<dl>` of label–value cells whose value is drawn outside its own cell. */
function valuesOutsideTheirCells(facts: Locator): Promise<string[]> {
  return facts.evaluate((list) =>
    Array.from(list.querySelectorAll(':scope > div')).flatMap((cell) => {
      const value = cell.querySelector('dd');
      if (!value) return [];
      const range = document.createRange();
      range.selectNodeContents(value);
      const drawn = range.getBoundingClientRect();
      const bounds = cell.getBoundingClientRect();
      return drawn.left < bounds.left - 0.5 || drawn.right > bounds.right + 0.5 ? [cell.textContent ?? ''] : [];
    }),
  );
}

/** Each value inside its cell, no text over another, the list within the screen. */
async function expectFactsReadable(page: Page, facts: Locator): Promise<void> {
  await expect.poll(() => valuesOutsideTheirCells(facts)).toEqual([]);
  await expect.poll(() => overlappingTexts(facts)).toEqual([]);
  await expectWithinWidth(page, facts);
}

/** `element` is drawn inside `container`'s box, edges included. */
async function expectInside(element: Locator, container: Locator): Promise<void> {
  await expect
    .poll(async () => {
      const [box, bounds] = await Promise.all([element.boundingBox(), container.boundingBox()]);
      if (!box || !bounds) return false;
      return box.x >= bounds.x - 0.5 && box.x + box.width <= bounds.x + bounds.width + 0.5;
    })
    .toBe(true);
}

/** The fixed header's bell and the bottom navigation's last tab, both on the screen. */
async function expectBarsOnScreen(page: Page): Promise<void> {
  await expectWithinWidth(page, page.getByRole('banner').getByRole('button', { name: /^알림/ }));
  await expectWithinWidth(page, page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name: 'my' }));
}

test.describe('좁은 화면과 큰 글자', () => {
  test('청약 수량 칸은 360·320·280px 화면 안에 있고, 입력한 수량과 단위 주, 청약 금액이 보인다', async ({ page, request, sandbox: _sandbox }) => {
    await standClockAt(request, TUESDAY_MORNING);
    await demoLogin(page, '이서연');
    await page.goto('/subscription/109/apply');
    await expect(page.getByRole('heading', { level: 1, name: '청약하기' })).toBeVisible();
    const quantity = page.getByLabel('청약 수량');
    await quantity.fill('12345');
    await expect(quantity).toHaveValue('12345');
    const amount = page.getByText(/^청약 금액 [\d,]+원$/);
    await expect(amount).toBeVisible();
    const unit = page.locator('.jg-subs-quantity__field').getByText('주', { exact: true });

    for (const width of [360, 320, 280]) {
      await showAtWidth(page, width);
      await expectNoSidewaysScroll(page);
      await expectWithinWidth(page, quantity);
      await expectWithinWidth(page, unit);
      await expectWithinWidth(page, amount);
      // The typed digits fit the field: none hidden beyond its edge.
      expect(await quantity.evaluate((field) => field.scrollWidth <= field.clientWidth)).toBe(true);
    }
  });

  test('MY: 띄어쓰기 없는 50자 이름은 카드 안에서 줄을 바꾸고, 머리글의 알림과 하단 메뉴의 my가 화면 안에 있다', async ({ page, sandbox: _sandbox }) => {
    // The longest name the contract allows (50 letters), one word under keep-all, as a 법인명
    // can be: the sandbox's members have short names, so the member's information is lengthened
    // on its way to the app.
    const longName = '한국부동산투자신탁운용제일호위탁관리부동산투자회사'.repeat(2).slice(0, 50);
    await page.route(/\/main\/v1\/member\/info(\?.*)?$/, async (route) => {
      const response = await route.fetch();
      const member = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...member, name: longName } });
    });
    await demoLogin(page, '김민준');
    await page.goto('/my');
    await expect(page.getByRole('heading', { level: 1, name: 'MY' })).toBeVisible();
    const profile = page.getByRole('region', { name: '내 정보' });
    await expect(profile).toContainText(`${longName}님`);

    for (const width of [360, 320, 280]) {
      await showAtWidth(page, width);
      await expectNoSidewaysScroll(page);
      await expectWithinWidth(page, profile);
      await expectBarsOnScreen(page);
    }
  });

  test('글자 200%, 320px: 종목의 시세와 최우선 호가, 주문 금액의 값이 제 칸 안에 있고 옆 이름에 겹치지 않는다', async ({ page, request, sandbox: _sandbox }) => {
    await standClockAt(request, TUESDAY_MORNING);
    await demoLogin(page, '김민준');
    await showAtWidth(page, 320);
    await page.goto('/market/JG0001');
    await expect(page.getByRole('heading', { name: '을지로 파인타워 1호' })).toBeVisible();
    const todayFacts = page.getByLabel('오늘의 시세');
    await expect(todayFacts).toContainText('상한가');
    await doubleTextSize(page);

    await expectNoSidewaysScroll(page);
    await expectFactsReadable(page, todayFacts);
    const bestQuotes = page.getByLabel('최우선 호가');
    await expect(bestQuotes).toContainText('최우선 매도호가5,440원');
    await expectFactsReadable(page, bestQuotes);

    await page.getByRole('button', { name: '매수', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: '매수 주문' });
    await sheet.getByLabel('주문 수량', { exact: true }).fill('500');
    const orderFacts = sheet.getByLabel('주문 금액', { exact: true });
    await expect(orderFacts).toContainText('총 결제 금액2,728,976원');
    await expect(orderFacts).toContainText('주문 가능 금액2,750,000원');
    await expectFactsReadable(page, orderFacts);
  });

  test('호가: 280px에서 보통 글자는 36px 줄에, 글자 200%에서는 잔량과 가격이 서로 겹치지 않는다', async ({ page, request, sandbox: _sandbox }) => {
    await standClockAt(request, TUESDAY_MORNING);
    await showAtWidth(page, 280);
    await page.goto('/market/JG0001');
    await expect(page.getByRole('heading', { name: '을지로 파인타워 1호' })).toBeVisible();
    const book = page.getByRole('table', { name: '호가' });
    await expect(book.getByRole('row')).toHaveCount(11);
    await expect(book.getByRole('button', { name: /^5,440 매도호가/ })).toBeVisible();

    const rowHeights = () => book.locator('tbody tr').evaluateAll((rows) => rows.map((row) => Math.round(row.getBoundingClientRect().height)));
    expect(new Set(await rowHeights())).toEqual(new Set([36]));
    expect(await overlappingTexts(book)).toEqual([]);

    await doubleTextSize(page);
    await expectNoSidewaysScroll(page);
    await expect.poll(() => overlappingTexts(book)).toEqual([]);
    await expectWithinWidth(page, book);
  });

  test('글자 200%, 320px: 시세 목록은 옆으로 밀리지 않고 건물 이름, 가격, 거래량이 겹치지 않는다', async ({ page, request, sandbox: _sandbox }) => {
    await standClockAt(request, TUESDAY_MORNING);
    await showAtWidth(page, 320);
    await page.goto('/market');
    const list = page.getByRole('list', { name: '상장 건물 시세' });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await expect(list.getByRole('link', { name: /을지로 파인타워 1호/ })).toBeVisible();
    await doubleTextSize(page);

    await expectNoSidewaysScroll(page);
    await expectBarsOnScreen(page);
    await expect.poll(() => overlappingTexts(list)).toEqual([]);
    for (const row of await list.getByRole('listitem').all()) await expectWithinWidth(page, row);
  });

  test('홈의 이벤트와 거래가 활발한 조각: 280px과 글자 200%의 320px에서 이름이 6글자 넘게 보인다', async ({ page, request, sandbox: _sandbox }) => {
    await standClockAt(request, TUESDAY_MORNING);
    await page.goto('/home');
    const events = page.getByRole('region', { name: '이벤트' });
    const busiest = page.getByRole('region', { name: '거래가 활발한 조각' });
    await expect(events.getByRole('link', { name: /첫 청약 축하금/ })).toBeVisible();
    await expect(busiest.getByRole('listitem').first()).toBeVisible();
    const sections = [events, busiest];

    /** Names given less room than 6 of their letters, with the width they got. */
    const squeezedNames = (section: Locator) =>
      section.locator('.jg-home-row__name').evaluateAll((names) =>
        names.flatMap((name) => {
          const width = name.getBoundingClientRect().width;
          return width < 6 * parseFloat(getComputedStyle(name).fontSize) - 1 ? [`${name.textContent ?? ''}: ${Math.round(width)}px`] : [];
        }),
      );
    const expectRowsReadable = async () => {
      await expectNoSidewaysScroll(page);
      for (const section of sections) {
        await expect.poll(() => squeezedNames(section)).toEqual([]);
        await expect.poll(() => overlappingTexts(section)).toEqual([]);
      }
    };

    await showAtWidth(page, 280);
    await expectRowsReadable();
    await showAtWidth(page, 320);
    await doubleTextSize(page);
    await expectRowsReadable();
  });

  test('자산: 글자 200%, 320px에서 옆으로 밀리지 않고 금액과 비중이 카드 안에서 겹치지 않는다', async ({ page, request, sandbox: _sandbox }) => {
    await standClockAt(request, TUESDAY_MORNING);
    await demoLogin(page, '김민준');
    await showAtWidth(page, 320);
    await page.goto('/assets');
    const total = page.getByRole('region', { name: '총 자산' });
    await expect(total).toContainText('예치금');
    await expect(total).toContainText('2,750,000원');
    await doubleTextSize(page);
    await expectNoSidewaysScroll(page);
    await expectWithinWidth(page, total);
    await expect.poll(() => overlappingTexts(page.getByRole('main'))).toEqual([]);
  });
  test('1:1 문의: 47자 파일 이름을 올려도 360·320·280px 화면이 옆으로 밀리지 않고, 파일 줄과 삭제가 화면 안에 있다', async ({ page, sandbox: _sandbox }) => {
    // A Samsung phone's screenshot, as members attach them: 47 letters, one space.
    const fileName = 'Screenshot_20250304-101523_Samsung Internet.jpg';
    await demoLogin(page, '김민준');
    await page.goto('/support/qna/create');
    await page.getByLabel('첨부파일').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: PNG });
    const row = page.getByRole('list', { name: '올린 파일' }).getByRole('listitem');
    await expect(row).toContainText(fileName);
    const name = row.getByText(fileName, { exact: true });
    const remove = row.getByRole('button', { name: `${fileName} 삭제` });

    for (const width of [360, 320, 280]) {
      await showAtWidth(page, width);
      await expectNoSidewaysScroll(page);
      await expectWithinWidth(page, row);
      await expectWithinWidth(page, remove);
      // The name is drawn, cut by its ellipsis rather than pushed off the row.
      await expect.poll(async () => ((await name.boundingBox())?.width ?? 0) > 0).toBe(true);
      await expectInside(name, row);
      await expectBarsOnScreen(page);
    }
  });

  test('글자 200%, 320px: 로그아웃 확인 창의 두 버튼이 창 안에 있고, 보통 글자의 360·280px에서는 나란히 같은 너비다', async ({ page, sandbox: _sandbox }) => {
    await demoLogin(page, '김민준');
    await page.goto('/my');
    await page.getByRole('button', { name: '로그아웃' }).click();
    const dialog = page.getByRole('dialog', { name: '로그아웃할까요?' });
    const cancel = dialog.getByRole('button', { name: '취소' });
    const logout = dialog.getByRole('button', { name: '로그아웃' });
    await expect(logout).toBeVisible();

    /** Whether 취소 and 로그아웃 share a row, 취소 first, at widths a pixel apart at most. */
    const sideBySideAtEqualWidths = async () => {
      const [left, right] = await Promise.all([cancel.boundingBox(), logout.boundingBox()]);
      if (!left || !right) return false;
      return Math.abs(left.y - right.y) < 1 && left.x < right.x && Math.abs(left.width - right.width) <= 1;
    };
    for (const width of [360, 280]) {
      await showAtWidth(page, width);
      await expect.poll(sideBySideAtEqualWidths).toBe(true);
    }

    await showAtWidth(page, 320);
    await doubleTextSize(page);
    await expectNoSidewaysScroll(page);
    await expect.poll(() => dialog.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
    for (const button of [cancel, logout]) {
      await expectInside(button, dialog);
      await expectWithinWidth(page, button);
    }
  });

  test('글자 200%, 320px: 청약 완료의 26자리 거래번호가 화면 안에서 줄을 바꾼다', async ({ page, request, sandbox: _sandbox }) => {
    await standClockAt(request, TUESDAY_MORNING);
    await demoLogin(page, '이서연');
    await page.goto('/subscription/109/apply');
    await page.getByLabel('청약 수량').fill('10');
    await agreeToBoth(page);
    await page.getByRole('button', { name: '청약 신청하기' }).click();
    await page.getByRole('button', { name: '인증하고 비밀번호 입력하기' }).click();
    const partner = page.frameLocator('iframe[title="제휴 증권사 화면"]');
    await partner.getByLabel('계좌 비밀번호', { exact: true }).fill('1234');
    await partner.getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '청약 완료' })).toBeVisible();
    const facts = page.getByLabel('청약 내역');
    // The partner's trans_no: 26 digits, one word to the line breaker.
    const transNo = facts.locator('dt', { hasText: /^거래번호$/ }).locator('xpath=following-sibling::dd[1]');
    await expect(transNo).toHaveText(/^\d{26}$/);

    await showAtWidth(page, 320);
    await doubleTextSize(page);
    await expectNoSidewaysScroll(page);
    await expectWithinWidth(page, transNo);
    await expectFactsReadable(page, facts);
  });

  test('글자 200%, 320px: 이메일 변경의 중복 확인 결과가 버튼에 가리지 않고 화면 안에 있다', async ({ page, sandbox: _sandbox }) => {
    await demoLogin(page, '김민준');
    await showAtWidth(page, 320);
    await page.goto('/my/info/edit/email');
    const field = page.getByRole('textbox', { name: '새 이메일' });
    await expect(field).toBeVisible();
    await doubleTextSize(page);
    await field.fill('minjun.new@example.kr');
    await page.getByRole('button', { name: '중복 확인' }).click();
    const result = page.getByText('사용할 수 있는 이메일이에요.');
    await expect(result).toBeVisible();

    await expectNoSidewaysScroll(page);
    await expect.poll(() => overlappingTexts(page.locator('form'))).toEqual([]);
    await expectWithinWidth(page, result);
    await expectWithinWidth(page, field);
  });
});
