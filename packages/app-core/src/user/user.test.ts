import { describe, expect, it } from 'vitest';
import { createDefaultUser, isCorporate } from './user';

describe('createDefaultUser', () => {
  it('스펙 기본값을 갖는다', () => {
    const user = createDefaultUser();
    expect([user.id, user.age, user.userType, user.media, user.customerTendencyEvalCod]).toEqual([
      'guest',
      12,
      '100',
      'ANDROID',
      '-',
    ]);
    expect(user.invest).toEqual({});
    expect(user.allianceAccountNoRegisterYn).toBe('');
  });

  it('부를 때마다 새 객체를 준다', () => {
    const first = createDefaultUser();
    first.invest.PRO_INVESTOR = true;
    expect(createDefaultUser().invest).toEqual({});
  });

  it('스펙 3절의 필드를 모두 갖는다', () => {
    expect(Object.keys(createDefaultUser())).toHaveLength(39);
  });
});

describe('isCorporate', () => {
  it.each([
    ['GENERAL_CORPORATION', true],
    ['CORPORATE', true],
    ['INDIVIDUAL', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (code, expected) => {
    expect(isCorporate(code)).toBe(expected);
  });
});
