import { describe, expect, it } from 'vitest';
import { notificationHref } from './notification-link';

describe('notificationHref', () => {
  it('앱 안의 경로는 그대로 연다', () => {
    expect(notificationHref('/subscription/108')).toBe('/subscription/108');
    expect(notificationHref('/market/JG0003?tab=order')).toBe('/market/JG0003?tab=order');
    expect(notificationHref('  /support/notice/1 ')).toBe('/support/notice/1');
  });

  it('다른 사이트나 형식이 이상한 링크는 열지 않는다', () => {
    expect(notificationHref(null)).toBeNull();
    expect(notificationHref('')).toBeNull();
    expect(notificationHref('https://evil.example')).toBeNull();
    expect(notificationHref('//evil.example/x')).toBeNull();
    expect(notificationHref('/\\evil.example')).toBeNull();
    expect(notificationHref('javascript:alert(1)')).toBeNull();
  });

  it('브라우저가 지우는 공백이나 제어 문자로 다른 사이트가 되는 링크는 열지 않는다', () => {
    // Each resolves off-site once a browser drops the tab, newline or carriage return.
    expect(notificationHref('/\t/evil.example')).toBeNull();
    expect(notificationHref('/\n/evil.example/x')).toBeNull();
    expect(notificationHref('/\r/evil.example')).toBeNull();
    // No app path holds a control character or a space.
    expect(notificationHref('/\u0000/evil.example')).toBeNull();
    expect(notificationHref('/\u007f/evil.example')).toBeNull();
    expect(notificationHref('/market/JG0003 /x')).toBeNull();
  });
});
