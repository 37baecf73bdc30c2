import { describe, expect, it, vi } from 'vitest';
import { readAndroidVersionPolicy } from './android-version-policy';

describe('readAndroidVersionPolicy', () => {
  it('아무것도 정하지 않으면 기본값(1.0.0, 2026-01-01 00:00 KST)', () => {
    expect(readAndroidVersionPolicy({})).toEqual({
      minimumVersion: '1.0.0',
      enforceFrom: new Date('2025-12-31T15:00:00Z'),
    });
  });

  it('빌드 변수의 최소 버전과 시행 시각을 쓴다', () => {
    expect(
      readAndroidVersionPolicy({
        VITE_ANDROID_MINIMUM_VERSION: ' 2.3.1 ',
        VITE_ANDROID_VERSION_ENFORCED_FROM: '2027-03-01T09:00:00+09:00',
      }),
    ).toEqual({ minimumVersion: '2.3.1', enforceFrom: new Date('2027-03-01T00:00:00Z') });
  });

  it('읽을 수 없는 값은 변수 이름으로 알리고 기본값으로', () => {
    const warn = vi.fn();
    const policy = readAndroidVersionPolicy(
      { VITE_ANDROID_MINIMUM_VERSION: '2.x', VITE_ANDROID_VERSION_ENFORCED_FROM: '내일' },
      warn,
    );
    expect(policy).toEqual({ minimumVersion: '1.0.0', enforceFrom: new Date('2025-12-31T15:00:00Z') });
    expect(warn.mock.calls).toEqual([
      ['[jogak] VITE_ANDROID_MINIMUM_VERSION "2.x" is not a dotted version; using 1.0.0'],
      ['[jogak] VITE_ANDROID_VERSION_ENFORCED_FROM "내일" is not an ISO date or date-time (2026-03-01, 2026-03-01T09:00 in Seoul, or with an offset); using 2025-12-31T15:00:00.000Z'],
    ]);
  });
});
