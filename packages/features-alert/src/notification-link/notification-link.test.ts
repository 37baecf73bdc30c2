import { describe, expect, it } from 'vitest';
import { notificationHref } from './notification-link';

describe('notificationHref', () => {
  it('앱 안의 경로는 그대로 연다', () => {
    expect(notificationHref('/subscription/108')).toBe('/subscription/108');
    expect(notificationHref('/market/JG0003?tab=order')).toBe('/market/JG0003?tab=order');
  });

  it('다른 사이트나 형식이 이상한 링크는 열지 않는다', () => {
    expect(notificationHref(null)).toBeNull();
    expect(notificationHref('')).toBeNull();
    expect(notificationHref('https://evil.example')).toBeNull();
    expect(notificationHref('//evil.example/x')).toBeNull();
    expect(notificationHref('/\\evil.example')).toBeNull();
    expect(notificationHref('javascript:alert(1)')).toBeNull();
  });
});
