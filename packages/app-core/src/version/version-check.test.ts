import { describe, expect, it } from 'vitest';
import { compareVersions, passesVersionCheck } from './version-check';

describe('compareVersions', () => {
  it.each([
    ['1.0.0', '1.0.0', 0],
    ['1.10.0', '1.9.9', 1],
    ['1.9.9', '1.10.0', -1],
    ['2.0', '2.0.0', 0],
    ['2.0.1', '2.0', 1],
    ['v1.2.3', '1.2.3', 0],
    [' 1.2.3 ', '1.2.3', 0],
    ['10', '9.99', 1],
    ['1.2.beta', '1.2.0', null],
    ['', '1.0.0', null],
    ['1..2', '1.2', null],
  ] as const)('%s vs %s → %s', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });
});

describe('passesVersionCheck', () => {
  const enforceFrom = new Date('2025-03-01T00:00:00+09:00');
  const after = new Date('2025-03-01T00:00:00+09:00');
  const before = new Date('2025-02-28T23:59:59+09:00');

  it.each([
    ['IOS', '0.0.1', before, true],
    ['IOS', '0.0.1', after, true],
    ['WEB', 'garbage', after, true],
    ['android', '1.0.0', before, true],
    ['ANDROID', '1.0.0', before, true],
    ['ANDROID', 'garbage', before, true],
    ['ANDROID', '1.4.9', after, false],
    ['ANDROID', '1.5.0', after, true],
    ['ANDROID', '1.5', after, true],
    ['ANDROID', '1.5.1', after, true],
    ['ANDROID', '1.10.0', after, true],
    ['android', '1.4.9', after, false],
    ['ANDROID', '', after, false],
    ['ANDROID', 'garbage', after, false],
  ] as const)('%s 앱 %s (%s) → %s', (os, appVersion, now, expected) => {
    expect(passesVersionCheck({ os, appVersion, minimumVersion: '1.5.0', enforceFrom, now })).toBe(expected);
  });
});
