import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue #18: the largest paint of /home must never wait for a lazy image. Chromium reports the
// candidate through the Largest Contentful Paint API; whatever element it is, it must not be lazy.
test('홈의 가장 큰 그림(LCP 후보)은 지연 로딩하지 않는다', async ({ page, sandbox: _sandbox }) => {
  await page.goto('/home');
  const open = page.getByRole('region', { name: '모집 중인 공모' });
  const firstImage = open.getByRole('listitem').first().locator('img');
  await expect(firstImage).toHaveJSProperty('complete', true);
  await expect(firstImage).toHaveAttribute('fetchpriority', 'high');

  const candidate = await page.evaluate(
    () =>
      new Promise<{ tag: string; loading: string | null }>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
          const last = entries.at(-1);
          const element = last?.element ?? null;
          resolve({ tag: element?.tagName ?? 'none', loading: element?.getAttribute('loading') ?? null });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect(candidate.tag).not.toBe('none');
  expect(candidate.loading).not.toBe('lazy');
});

// Issue #18: the typeface (~240 kB of Pretendard slices for /home) waits until the first screen is
// complete, so it never competes with that screen's code, data and images; text meanwhile paints
// in ui-kit's metric-matched fallback.
test('홈의 글꼴(Pretendard)은 첫 화면의 데이터와 이미지가 다 온 뒤에 받는다', async ({ page, sandbox: _sandbox }) => {
  const events: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) events.push('font requested');
  });
  page.on('requestfinished', (request) => {
    if (request.url().includes('/main/v1/offerings?status=OPEN')) events.push('offerings in');
    if (request.url().endsWith('/offering-108.svg')) events.push('largest image in');
  });
  await page.goto('/home');
  await expect(page.getByRole('region', { name: '모집 중인 공모' }).getByRole('link', { name: /광안리 오션뷰 스테이/ })).toBeVisible();

  await expect
    .poll(() => page.evaluate(() => [...document.fonts].some((face) => face.family.replaceAll('"', '') === 'Pretendard Variable' && face.status === 'loaded')))
    .toBe(true);
  const firstFont = events.indexOf('font requested');
  // A font loaded without a request seen would make the slice below the whole list.
  expect(firstFont).toBeGreaterThan(-1);
  expect(events.slice(0, firstFont)).toEqual(expect.arrayContaining(['offerings in', 'largest image in']));
});

// Issue #18: the frame needs nothing but the page: its rules are in index.html and the stylesheets
// are linked after it (build/frame-styles.ts), so it paints while they are still on their way.
// Held stylesheets used to hold back every paint.
test('스타일시트와 스크립트가 오기 전에도 앱의 틀(헤더, 스켈레톤)을 그린다', async ({ page, sandbox: _sandbox }) => {
  const held: Route[] = [];
  const hold = (route: Route) => void held.push(route);
  await page.route(/\/assets\/[\w-]+\.(css|js)$/, hold);
  await page.goto('/home', { waitUntil: 'commit' });
  const frame = page.locator('#app-frame');
  await expect(frame.locator('.jg-header__wordmark')).toBeVisible();
  await expect(frame.locator('.jg-header__wordmark')).toHaveText('조각');
  await expect(frame.locator('.jg-skeleton__line').first()).toBeVisible();
  expect(held.some((route) => route.request().url().endsWith('.css'))).toBe(true);
  await Promise.all(held.map((route) => route.abort()));
});

// Issue #18: index.html paints the app's frame (the header with its wordmark, a skeleton, in the
// app's own classes) before any script has run; the app's own header takes over at the same place
// once /home has rendered, and the frame is gone.
test('스크립트 전에 앱의 틀(헤더, 스켈레톤)을 그리고, 홈이 그려지면 앱의 헤더가 같은 자리에서 이어받는다', async ({ page, sandbox: _sandbox }) => {
  const entry = /\/assets\/index-[\w-]+\.js$/;
  await page.route(entry, (route) => route.abort());
  await page.goto('/home');
  const frame = page.locator('#app-frame');
  await expect(frame.locator('.jg-header__wordmark')).toHaveText('조각');
  await expect(frame.locator('.jg-header__wordmark')).toBeVisible();
  await expect(frame.locator('.jg-skeleton__line').first()).toBeVisible();
  const frameHeader = await frame.locator('.jg-header').boundingBox();

  await page.unroute(entry);
  await page.reload();
  await expect(page.getByRole('region', { name: '모집 중인 공모' }).getByRole('link', { name: /광안리 오션뷰 스테이/ })).toBeVisible();
  await expect(frame).toHaveCount(0);
  expect(frameHeader).not.toBeNull();
  expect(await page.getByRole('banner').boundingBox()).toEqual(frameHeader);
});
