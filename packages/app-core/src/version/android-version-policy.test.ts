import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_ANDROID_VERSION_POLICY, androidVersionPolicyOf, isShellVersionSupported } from './android-version-policy';

describe('androidVersionPolicyOf', () => {
  it('아무것도 정하지 않으면 기본값(1.0.0, 2026-01-01 00:00 KST)', () => {
    expect(androidVersionPolicyOf({})).toEqual({
      minimumVersion: '1.0.0',
      enforceFrom: new Date('2025-12-31T15:00:00Z'),
    });
  });

  it('정한 최소 버전과 시행 시각을 쓴다 (앞뒤 공백은 무시)', () => {
    expect(androidVersionPolicyOf({ minimumVersion: ' 2.3.1 ', enforceFrom: '2027-03-01T09:00:00+09:00' })).toEqual({
      minimumVersion: '2.3.1',
      enforceFrom: new Date('2027-03-01T00:00:00Z'),
    });
  });

  it('읽을 수 없는 값은 알리고 기본값으로', () => {
    const onUnreadable = vi.fn();
    expect(androidVersionPolicyOf({ minimumVersion: '2.x', enforceFrom: '내일' }, onUnreadable)).toEqual(
      DEFAULT_ANDROID_VERSION_POLICY,
    );
    expect(onUnreadable.mock.calls).toEqual([
      [{ setting: 'minimumVersion', value: '2.x', fallback: '1.0.0' }],
      [{ setting: 'enforceFrom', value: '내일', fallback: '2025-12-31T15:00:00.000Z' }],
    ]);
  });

  it('빈 값은 정하지 않은 것으로 본다', () => {
    const onUnreadable = vi.fn();
    expect(androidVersionPolicyOf({ minimumVersion: '', enforceFrom: ' ' }, onUnreadable)).toEqual(DEFAULT_ANDROID_VERSION_POLICY);
    expect(onUnreadable).not.toHaveBeenCalled();
  });
});

describe('isShellVersionSupported', () => {
  const policy = { minimumVersion: '2.0.0', enforceFrom: new Date('2026-01-01T00:00:00+09:00') };
  const after = new Date('2026-01-01T00:00:00+09:00');
  const before = new Date('2025-12-31T23:59:59+09:00');

  it('init 전(버전 모름)에는 통과', () => {
    expect(isShellVersionSupported({ os: 'ANDROID', appVersion: '', policy, now: after })).toBe(true);
  });
  it('시행 시각부터 안드로이드는 최소 버전 이상만', () => {
    expect(isShellVersionSupported({ os: 'ANDROID', appVersion: '1.9.9', policy, now: after })).toBe(false);
    expect(isShellVersionSupported({ os: 'ANDROID', appVersion: '2.0.0', policy, now: after })).toBe(true);
  });
  it('시행 전이나 iOS 는 통과', () => {
    expect(isShellVersionSupported({ os: 'ANDROID', appVersion: '1.9.9', policy, now: before })).toBe(true);
    expect(isShellVersionSupported({ os: 'IOS', appVersion: '0.1.0', policy, now: after })).toBe(true);
  });
});
