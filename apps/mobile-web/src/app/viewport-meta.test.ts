import indexHtml from '../../index.html?raw';
import { describe, expect, it } from 'vitest';

/** The `content` of index.html's viewport meta, as `key → value`. */
function viewportSettings(): Map<string, string> {
  const page = new DOMParser().parseFromString(indexHtml, 'text/html');
  const content = page.querySelector('meta[name="viewport"]')?.getAttribute('content') ?? '';
  return new Map(
    content
      .split(',')
      .map((setting) => setting.split('=').map((part) => part.trim().toLowerCase()))
      .map(([key = '', value = '']) => [key, value]),
  );
}

describe('index.html 의 viewport', () => {
  it('확대를 막지 않는다 (WCAG 1.4.4)', () => {
    const settings = viewportSettings();
    expect(settings.has('maximum-scale')).toBe(false);
    expect(settings.has('minimum-scale')).toBe(false);
    expect(settings.has('user-scalable')).toBe(false);
  });

  it('기기 너비, 배율 1, 노치까지 덮는 화면은 그대로다', () => {
    expect(Object.fromEntries(viewportSettings())).toEqual({
      width: 'device-width',
      'initial-scale': '1',
      'viewport-fit': 'cover',
    });
  });
});
