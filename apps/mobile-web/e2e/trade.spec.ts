import type { APIRequestContext, Page } from '@playwright/test';
import { demoLogin, expect as baseExpect, SANDBOX_URL, test } from './fixtures';

// Each journey waits on fills that travel the live feed (HTTP → engine → STOMP → a frame); on
// the shared, busy machine a first screen alone took ~20 s, so these journeys allow more.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/** A weekday morning: the market is open and the seeded books are the ones the unit tests know. */
const MARKET_MORNING = '2025-03-04T10:00:00+09:00';

async function simulator(request: APIRequestContext, body: Record<string, unknown>): Promise<void> {
  const response = await request.post(`${SANDBOX_URL}/__sandbox/live/simulator`, { data: body });
  expect(response.ok()).toBe(true);
}

/** The market held still at an open hour, then seeded again for that day. */
async function openMarket(request: APIRequestContext): Promise<void> {
  await simulator(request, { running: false });
  expect((await request.post(`${SANDBOX_URL}/__sandbox/clock`, { data: { now: MARKET_MORNING } })).ok()).toBe(true);
  expect((await request.post(`${SANDBOX_URL}/__sandbox/reset`)).ok()).toBe(true);
}

async function openJG0001(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name: '시세' }).click();
  const list = page.getByRole('list', { name: '상장 건물 시세' });
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await list.getByRole('link', { name: /을지로 파인타워 1호/ }).click();
  await expect(page).toHaveURL(/\/market\/JG0001$/);
  await expect(page.getByRole('heading', { name: '을지로 파인타워 1호' })).toBeVisible();
  await expect(page.getByRole('table', { name: '호가' }).getByRole('row')).toHaveCount(11);
}

async function orderSheet(page: Page, side: '매수' | '매도') {
  await page.getByRole('button', { name: side, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: `${side} 주문` });
  await expect(sheet).toBeVisible();
  return sheet;
}

test.describe('시세와 주문', () => {
  test.beforeEach(async ({ request, sandbox: _sandbox }) => {
    await openMarket(request);
  });

  test('최우선 매도호가에 매수하면 체결되고, 주문 가능 금액과 매도 가능 수량이 바뀐다; 일부를 매도한다', async ({ page }) => {
    await demoLogin(page, '김민준');
    await openJG0001(page);
    await expect(page.getByLabel('최우선 호가')).toContainText('최우선 매도호가5,440원');

    let sheet = await orderSheet(page, '매수');
    await expect(sheet.getByLabel('주문 가격', { exact: true })).toHaveValue('5,440');
    await expect(sheet.getByLabel('주문 금액', { exact: true })).toContainText('주문 가능 금액2,750,000원');
    await sheet.getByLabel('주문 수량', { exact: true }).fill('10');
    await expect(sheet.getByLabel('주문 금액', { exact: true })).toContainText('주문 금액54,400원수수료179원총 결제 금액54,579원');
    await sheet.getByRole('button', { name: '매수하기' }).click();
    await page.getByRole('dialog', { name: '부적합 거래 확인' }).getByRole('button', { name: '확인하고 매수' }).click();
    // The fill's toast lasts 1.2 s (the screen tests check it); the journey checks what stays.
    await expect(page.getByRole('region', { name: '현재가' })).toContainText('5,440원 상승+10 (+0.18%)');

    sheet = await orderSheet(page, '매수');
    await expect(sheet.getByLabel('주문 금액', { exact: true })).toContainText('주문 가능 금액2,695,421원');
    await page.keyboard.press('Escape');
    // The 매수 sheet's closing finishes before 매도 is pressed: the button is under it until then.
    await expect(sheet).toHaveCount(0);
    sheet = await orderSheet(page, '매도');
    await expect(sheet.getByText(/매도 가능 130주/)).toBeVisible();
    await expect(sheet.getByLabel('주문 가격', { exact: true })).toHaveValue('5,430');
    await sheet.getByLabel('주문 수량', { exact: true }).fill('50');
    await sheet.getByRole('button', { name: '매도하기' }).click();
    await expect(sheet).toBeHidden();
    sheet = await orderSheet(page, '매도');
    await expect(sheet.getByText(/매도 가능 80주/)).toBeVisible();
  });

  test('최우선 호가에서 5호가를 넘는 주문은 OVER_MAX_QUOTE, 상한가를 넘는 주문은 OVER_UPPER_PRICE 로 거절된다', async ({ page }) => {
    await demoLogin(page, '김민준');
    await openJG0001(page);
    const sheet = await orderSheet(page, '매수');
    await sheet.getByLabel('주문 가격', { exact: true }).fill('5500');
    await sheet.getByLabel('주문 수량', { exact: true }).fill('1');
    await expect(sheet.getByLabel('주문 가격', { exact: true })).toHaveValue('5,500');
    await sheet.getByRole('button', { name: '매수하기' }).click();
    const overQuote = page.getByRole('dialog', { name: '주문할 수 없는 매수 가격이에요' });
    await expect(overQuote).toContainText('매수 주문은 최우선 호가에서 5호가 안의 가격으로만 할 수 있어요.');
    await overQuote.getByRole('button', { name: '확인' }).click();

    await sheet.getByLabel('주문 가격', { exact: true }).fill('7100');
    await sheet.getByLabel('주문 수량', { exact: true }).click();
    await sheet.getByRole('button', { name: '매수하기' }).click();
    const overUpper = page.getByRole('dialog', { name: '상한가를 넘었어요' });
    await expect(overUpper).toContainText('상한가 이하의 가격으로 주문해주세요.');
    await overUpper.getByRole('button', { name: '확인' }).click();
    await expect(sheet.getByLabel('주문 가격', { exact: true })).toHaveValue('7,100');
  });

  test('전체 취소는 확인 뒤 미체결 주문을 모두 비운다', async ({ page }) => {
    await demoLogin(page, '김민준');
    await openJG0001(page);
    for (const price of ['5400', '5390']) {
      const sheet = await orderSheet(page, '매수');
      await sheet.getByLabel('주문 가격', { exact: true }).fill(price);
      await sheet.getByLabel('주문 수량', { exact: true }).fill('2');
      await sheet.getByRole('button', { name: '매수하기' }).click();
      await page.getByRole('dialog', { name: '부적합 거래 확인' }).getByRole('button', { name: '확인하고 매수' }).click();
      await expect(sheet).toBeHidden();
    }
    await page.getByRole('tab', { name: '미체결' }).click();
    await expect(page.getByRole('heading', { name: '미체결 주문 2건' })).toBeVisible();
    await expect(page.getByRole('list', { name: '미체결 주문' }).getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: '전체 취소' }).click();
    await page.getByRole('dialog', { name: '미체결 주문을 모두 취소할까요?' }).getByRole('button', { name: '모두 취소' }).click();
    await expect(page.getByText('미체결 주문이 없어요')).toBeVisible();
    await expect(page.getByRole('heading', { name: '미체결 주문 0건' })).toBeVisible();
  });

  test('시뮬레이터가 빠르게 돌면 호가, 차트, 체결이 계속 움직인다', async ({ page, request }) => {
    await page.goto('/market/JG0001');
    await expect(page.getByRole('heading', { name: '을지로 파인타워 1호' })).toBeVisible();
    const book = page.getByRole('table', { name: '호가' });
    await expect(book.getByRole('row')).toHaveCount(11);
    const before = await book.textContent();
    await simulator(request, { ratePerSecond: 300, stockCds: ['JG0001'], running: true });
    await expect.poll(async () => book.textContent()).not.toBe(before);

    // The chart: today's minute candles drawn, and the last candle (its legend in words) moved by the trades.
    await page.getByRole('tab', { name: '차트' }).click();
    const chart = page.getByRole('region', { name: '차트' });
    await chart.getByRole('button', { name: '분봉' }).click();
    await expect(chart.locator('canvas').first()).toBeVisible();
    const lastCandle = chart.getByLabel(/ 시세$/);
    await expect(lastCandle).toContainText(/거래량[0-9,]+주/);
    const candleBefore = await lastCandle.textContent();
    await expect.poll(async () => lastCandle.textContent()).not.toBe(candleBefore);

    await page.getByRole('tab', { name: '체결' }).click();
    const trades = page.getByRole('table', { name: '최근 체결' }).getByRole('row');
    await expect.poll(async () => trades.count()).toBeGreaterThan(5);
    const first = await trades.nth(1).textContent();
    await expect.poll(async () => trades.nth(1).textContent()).not.toBe(first);
    await simulator(request, { running: false });
  });
});

test.describe('시세 목록의 자리', () => {
  test.afterEach(async ({ request }) => {
    await request.post(`${SANDBOX_URL}/__sandbox/clock`, { data: { realTime: true } });
  });

  test('장 마감 안내가 목록보다 늦게 와도 검색창과 시세는 제자리에 그려진다 (레이아웃 이동 없음)', async ({ page, request, sandbox: _sandbox }) => {
    // 18:00: the closed market's banner takes three lines where the waiting one held one.
    expect((await request.post(`${SANDBOX_URL}/__sandbox/clock`, { data: { now: '2025-03-04T18:00:00+09:00' } })).ok()).toBe(true);
    let answerOperation: () => void = () => undefined;
    const operationHeld = new Promise<void>((resolve) => (answerOperation = resolve));
    await page.route('**/main/v1/stock/market-operation-time', async (route) => {
      await operationHeld;
      await route.continue();
    });
    // Every vertical move of an element on the page, as Chromium reports layout shifts.
    await page.addInitScript(() => {
      const moves: string[] = [];
      Object.assign(window, { verticalMoves: moves });
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries() as Array<PerformanceEntry & { sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }> }>) {
          for (const source of entry.sources) {
            if (source.previousRect.y !== source.currentRect.y) moves.push(`${(source.node as Element | null)?.className ?? '?'}: ${source.previousRect.y} → ${source.currentRect.y}`);
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const listArrived = page.waitForResponse('**/main/v1/market/stocks');

    await page.goto('/market');
    await expect(page.getByRole('heading', { name: '상장된 건물' })).toBeVisible();
    // The call is answered once the list is in; the live feed's first market-operation message
    // may still come before it (a new subscription gets the state at once): either way nothing
    // below the banner may move. The unit test holds the call alone (market-list-screen.test.tsx).
    await listArrived;
    answerOperation();
    await expect(page.getByRole('status', { name: '장 운영 상태' })).toContainText('장 마감지금은 거래 시간이 아니에요.');
    await expect(page.getByRole('searchbox', { name: '건물 이름 검색' })).toBeVisible();
    await expect(page.getByRole('list', { name: '상장 건물 시세' }).getByRole('listitem')).toHaveCount(4);
    expect(await page.evaluate(() => (window as unknown as { verticalMoves: string[] }).verticalMoves)).toEqual([]);
  });
});
