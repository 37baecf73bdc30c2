import { describe, expect, it } from 'vitest';
import { birthDateFollowingResident, emptyKycDraft, withAccountHolder } from './kyc-draft';

describe('birthDateFollowingResident', () => {
  const resident = (residentFront: string, residentBack: string) => ({ residentFront, residentBack });

  it('fills an empty 생년월일 once the number carries a date, its century from the back’s first digit', () => {
    expect(birthDateFollowingResident('', null, resident('930129', '1234560'))).toBe('19930129');
    expect(birthDateFollowingResident('', null, resident('050615', '4'))).toBe('20050615');
    expect(birthDateFollowingResident('', null, resident('930129', ''))).toBe('');
    expect(birthDateFollowingResident('', null, resident('930230', '1'))).toBe('');
  });

  it('never reads a short front part with the back’s digits as a date', () => {
    expect(birthDateFollowingResident('', null, resident('93012', '1234560'))).toBe('');
    expect(birthDateFollowingResident('19930129', '19930129', resident('93012', '1234560'))).toBe('19930129');
  });

  it('follows the number while the date is the one filled in, and keeps a typed one', () => {
    expect(birthDateFollowingResident('19930129', '19930129', resident('930128', '1'))).toBe('19930128');
    expect(birthDateFollowingResident('19930127', '19930129', resident('930128', '1'))).toBe('19930127');
    expect(birthDateFollowingResident('19930127', null, resident('930128', '1'))).toBe('19930127');
    expect(birthDateFollowingResident('1993', null, resident('930128', '1'))).toBe('1993');
  });
});

describe('withAccountHolder', () => {
  it('starts an empty 예금주 as the ID card’s 이름 and keeps one the member gave', () => {
    const draft = { ...emptyKycDraft({ name: '한도윤' }), step: 4 as const };
    expect(withAccountHolder(draft).accountLabel).toBe('한도윤');
    expect(withAccountHolder({ ...draft, accountLabel: '  ' }).accountLabel).toBe('한도윤');
    expect(withAccountHolder({ ...draft, accountLabel: '한도윤 ' }).accountLabel).toBe('한도윤 ');
  });
});
