import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('날짜만 쓰면 그날 00:00 (서울)부터', () => {
    expect(androidVersionPolicyOf({ enforceFrom: '2026-03-01' }).enforceFrom.getTime()).toBe(Date.parse('2026-03-01T00:00:00+09:00'));
  });

  describe('기기의 시간대가 서울이 아닐 때', () => {
    const zone = process.env.TZ;
    afterEach(() => {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });

    it('오프셋 없는 날짜·시각은 서울 시각으로 읽는다', () => {
      process.env.TZ = 'America/Los_Angeles';
      // The phone's own reading of the text is 17 hours later: the zone really is not Seoul's.
      expect(new Date('2026-03-01T09:30').getTime()).toBe(Date.parse('2026-03-01T09:30:00-08:00'));
      expect(androidVersionPolicyOf({ enforceFrom: '2026-03-01T09:30' }).enforceFrom.getTime()).toBe(Date.parse('2026-03-01T09:30:00+09:00'));
      expect(androidVersionPolicyOf({ enforceFrom: '2026-03-01T09:30:15.250' }).enforceFrom.getTime()).toBe(Date.parse('2026-03-01T09:30:15.250+09:00'));
      expect(androidVersionPolicyOf({ enforceFrom: '2026-03-01' }).enforceFrom.getTime()).toBe(Date.parse('2026-03-01T00:00:00+09:00'));
    });

    it('오프셋이 있으면 쓴 그대로의 시각', () => {
      process.env.TZ = 'America/Los_Angeles';
      expect(androidVersionPolicyOf({ enforceFrom: '2026-03-01T00:00:00Z' }).enforceFrom.getTime()).toBe(Date.parse('2026-03-01T09:00:00+09:00'));
      expect(androidVersionPolicyOf({ enforceFrom: '2026-03-01T06:00-03:00' }).enforceFrom.getTime()).toBe(Date.parse('2026-03-01T18:00:00+09:00'));
    });
  });

  it('없는 날짜나 시각, ISO 가 아닌 글은 읽지 않는다', () => {
    for (const enforceFrom of ['2026-02-30', '2026-03-01T24:00', '2026-03-01T09:00+25:00', 'March 1, 2026', '2026/03/01']) {
      const onUnreadable = vi.fn();
      expect(androidVersionPolicyOf({ enforceFrom }, onUnreadable)).toEqual(DEFAULT_ANDROID_VERSION_POLICY);
      expect(onUnreadable).toHaveBeenCalledWith({ setting: 'enforceFrom', value: enforceFrom, fallback: '2025-12-31T15:00:00.000Z' });
    }
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
