import { resolveHttpError } from '@jogak/api-client';
import { describe, expect, it } from 'vitest';
import { carryOutHttpOutcome } from './carry-out-http-outcome';

async function run(status: number, body: unknown, userType: string, individualCorpCode: 'INDIVIDUAL' | 'CORPORATE' = 'INDIVIDUAL') {
  const calls: unknown[][] = [];
  const outcome = resolveHttpError(
    { kind: 'response', path: '/main/v1/account/amts', status, body },
    { userType, individualCorpCode },
  );
  await carryOutHttpOutcome(outcome, {
    navigate: (to, search) => void calls.push(['navigate', to, search]),
    toast: (message) => void calls.push(['toast', message]),
    logout: async () => void calls.push(['logout']),
  });
  return calls;
}

describe('carryOutHttpOutcome', () => {
  it('401 로그아웃 유형(900): 토스트 후 로그아웃', async () => {
    expect(await run(401, { code: 'UNAUTHORIZED', message: '' }, '900')).toEqual([
      ['toast', '로그인 후 이용해주세요'],
      ['logout'],
    ]);
  });
  it('401 그 밖의 유형: 토스트 후 회원가입', async () => {
    expect(await run(401, { code: 'UNAUTHORIZED', message: '' }, '200')).toEqual([
      ['toast', '회원가입 후 이용해주세요'],
      ['navigate', '/auth/sign-up', undefined],
    ]);
  });
  it.each([
    ['A0007', ['navigate', '/kyc', undefined]],
    ['A0009', ['navigate', '/home', { modal: 'CDD' }]],
    ['A0006', ['navigate', '/home', { modal: 'WLF', code: '200' }]],
    ['A0008', ['navigate', '/home', { modal: 'WLF', code: '400' }]],
    ['A0010', ['navigate', '/home', { modal: 'INPROGRESS' }]],
  ])('403 %s 개인', async (code, expected) => {
    expect(await run(403, { code, message: '제한' }, '200')).toEqual([expected]);
  });
  it('500 은 오류 화면으로', async () => {
    expect(await run(500, { code: 'SERVER_ERROR', message: '서버 오류' }, '200')).toEqual([
      ['navigate', '/error', undefined],
    ]);
  });
});
