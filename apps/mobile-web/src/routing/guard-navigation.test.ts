import { describe, expect, it } from 'vitest';
import { guardNavigation, matchedRoutesNeedAuth } from './guard-navigation';

describe('guardNavigation', () => {
  it.each([
    // online, pathname, needsAuth, hasToken, expected
    [false, '/home', false, false, '/offline'],
    [false, '/assets', true, true, '/offline'],
    [false, '/', false, false, '/offline'],
    [false, '/offline', false, false, undefined],
    [true, '/offline', false, false, '/'],
    [true, '/assets', true, false, '/'],
    [true, '/assets', true, true, undefined],
    [true, '/home', false, false, undefined],
  ] as const)('online=%s %s auth=%s token=%s → %s', (online, pathname, needsAuth, hasToken, expected) => {
    expect(guardNavigation({ online, pathname, needsAuth, hasToken })).toBe(expected);
  });
});

describe('matchedRoutesNeedAuth', () => {
  it.each([
    [['__root__', '/_main', '/_main/assets'], true],
    [['__root__', '/_main', '/_main/support/qna/'], true],
    [['__root__', '/kyc'], true],
    [['__root__', '/_main', '/_main/home'], false],
    [['__root__', '/_main', '/_main/$'], false],
    [['__root__', '/auth/login'], false],
  ] as const)('%j → %s', (routeIds, expected) => {
    expect(matchedRoutesNeedAuth(routeIds)).toBe(expected);
  });
});
