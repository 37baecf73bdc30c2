import { describe, expect, it } from 'vitest';
import { carrySearch } from './carry-search';

type Search = Record<string, string>;

describe('carrySearch', () => {
  it('쿼리가 없는 경로로 이동하면 현재 쿼리를 그대로 가져간다', () => {
    expect(carrySearch<Search>({ search: { tabs: 'corporate', event: 'FRIEND1' }, next: () => ({}) })).toEqual({
      tabs: 'corporate',
      event: 'FRIEND1',
    });
  });
  it('이동할 경로에 쿼리가 있으면 그 쿼리만 쓴다', () => {
    expect(carrySearch<Search>({ search: { tabs: 'corporate' }, next: () => ({ modal: 'CDD' }) })).toEqual({ modal: 'CDD' });
  });
  it('키를 undefined 로 적으면 쿼리를 비운다', () => {
    expect(carrySearch<Record<string, string | undefined>>({ search: { modal: 'CDD' }, next: () => ({ modal: undefined }) })).toEqual({
      modal: undefined,
    });
  });
  it('본인인증의 답(CI, 이름, 생년월일, 전화번호)은 어떤 경로로도 가져가지 않는다', () => {
    const verifier = { key: 'K1', resultCode: 'SUCCESS', ci: 'demo-ci', name: '김민준', birth: '880412', genderDigit: '1', phoneNo: '01023451234', nation: '0' };
    expect(carrySearch<Search>({ search: { ...verifier, tabs: 'individual' }, next: () => ({}) })).toEqual({ tabs: 'individual' });
    expect(carrySearch<Search>({ search: verifier, next: () => ({}) })).toEqual({});
  });

  it('계좌번호가 든 거래번호(transNo)는 어떤 경로로도 가져가지 않는다', () => {
    const transNo = '202503012700112345601003015';
    expect(carrySearch<Search>({ search: { transNo, tabs: 'individual' }, next: () => ({}) })).toEqual({ tabs: 'individual' });
    expect(carrySearch<Search>({ search: { transNo }, next: () => ({}) })).toEqual({});
  });

  it('자산의 입금 시트 열기(sheet=deposit)는 그 화면만의 것이라 다른 경로로 가져가지 않는다', () => {
    expect(carrySearch<Search>({ search: { sheet: 'deposit', tabs: 'individual' }, next: () => ({}) })).toEqual({ tabs: 'individual' });
  });

  it('동의 모드(mode=agree)는 그 문서의 화면만의 것이라 다른 경로로 가져가지 않는다', () => {
    expect(carrySearch<Search>({ search: { mode: 'agree', tabs: 'individual' }, next: () => ({}) })).toEqual({ tabs: 'individual' });
    expect(carrySearch<Search>({ search: { mode: 'agree' }, next: () => ({}) })).toEqual({});
  });

  it('현재 쿼리도 없으면 빈 쿼리', () => {
    expect(carrySearch<Search>({ search: {}, next: () => ({}) })).toEqual({});
  });
});
