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
