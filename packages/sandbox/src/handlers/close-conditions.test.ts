import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PIN_SHA256 } from '../model/seed/members';
import { setupSandboxServer } from '../node/setup-sandbox-server';
import { memberApi } from '../../test/member-api';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => sandbox.reset());
afterAll(() => sandbox.close());

const call = memberApi(sandbox);

describe('회원 탈퇴 조건 (spec §9)', () => {
  it('잔고·예수금과 환불/입고를 기다리는 청약이 있으면 그 조건만 못 갖췄다고 답하고, 탈퇴는 CLOSE_MEMBER_UNABLE', async () => {
    expect((await call('GET', '/main/v1/member/close/conditions', 'demo-general')).body).toEqual({
      closable: false,
      conditions: [
        { condition: 'NO_BALANCE', met: false },
        { condition: 'NO_UNFILLED_ORDERS', met: true },
        { condition: 'NO_PENDING_SUBSCRIPTIONS', met: false },
        { condition: 'NO_UNPAID_RIGHTS', met: true },
      ],
    });
    const refused = await call('DELETE', '/main/v1/member', 'demo-general', { hashPIN: DEMO_PIN_SHA256, closeReasonCod: '01' });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('CLOSE_MEMBER_UNABLE');
    expect(sandbox.state.data.members.has('demo-general')).toBe(true);
  });

  it('취소한 청약도 그 증거금이 다음 날 정산으로 돌아올 때까지는 환불을 기다리는 청약이다', async () => {
    sandbox.state.cancelSubscription('demo-general', '108');
    const { body } = await call('GET', '/main/v1/member/close/conditions', 'demo-general');
    expect(body.conditions).toContainEqual({ condition: 'NO_PENDING_SUBSCRIPTIONS', met: false });
    sandbox.state.clock.set('2025-03-05T10:00:00+09:00');
    try {
      const settled = await call('GET', '/main/v1/member/close/conditions', 'demo-general');
      expect(settled.body.conditions).toContainEqual({ condition: 'NO_PENDING_SUBSCRIPTIONS', met: true });
    } finally {
      sandbox.state.clock.set('2025-03-04T10:00:00+09:00');
    }
  });

  it('지급일이 오지 않은 배당금은 받지 않은 권리다', async () => {
    sandbox.state.data.accounts.get('demo-kakao')?.dividends.push({ dividendId: 'DV-next', stockCd: 'JG0001', payAt: '2025-03-15T09:00:00+09:00', baseAt: '2025-02-28T00:00:00+09:00', perShare: 50, quantity: 10, amount: 500, tax: 77 });
    const { body } = await call('GET', '/main/v1/member/close/conditions', 'demo-kakao');
    expect(body.closable).toBe(false);
    expect(body.conditions).toContainEqual({ condition: 'NO_UNPAID_RIGHTS', met: false });
  });

  it('조건을 모두 갖춘 회원은 PIN이 맞으면 탈퇴한다', async () => {
    expect((await call('GET', '/main/v1/member/close/conditions', 'demo-kakao')).body.closable).toBe(true);
    expect((await call('DELETE', '/main/v1/member', 'demo-kakao', { hashPIN: '0'.repeat(64), closeReasonCod: '01' })).body.code).toBe('LOGIN_FAILED');
    expect((await call('DELETE', '/main/v1/member', 'demo-kakao', { hashPIN: DEMO_PIN_SHA256, closeReasonCod: '01' })).status).toBe(200);
    expect(sandbox.state.data.members.has('demo-kakao')).toBe(false);
  });
});

describe('이메일 변경 전 확인 (spec §5)', () => {
  it('확인하지 않은 주소로는 바꿀 수 없고, 확인한 주소로만 바뀐다', async () => {
    const unchecked = await call('POST', '/main/v1/member/info/email', 'demo-general', { email: 'minjun.new@example.kr' });
    expect(unchecked.body.code).toBe('EMAIL_NOT_CHECKED');
    expect((await call('POST', '/main/v1/member/info/email/check', 'demo-general', { email: 'seoyeon.lee@example.kr' })).body).toEqual({ email: 'seoyeon.lee@example.kr', available: false, unavailableReason: 'IN_USE' });
    expect((await call('POST', '/main/v1/member/info/email/check', 'demo-general', { email: 'minjun.kim@example.kr' })).body).toEqual({ email: 'minjun.kim@example.kr', available: false, unavailableReason: 'CURRENT' });
    expect((await call('POST', '/main/v1/member/info/email/check', 'demo-general', { email: 'minjun.new@example.kr' })).body).toEqual({ email: 'minjun.new@example.kr', available: true, unavailableReason: null });
    expect((await call('POST', '/main/v1/member/info/email', 'demo-general', { email: 'other@example.kr' })).body.code).toBe('EMAIL_NOT_CHECKED');
    expect((await call('POST', '/main/v1/member/info/email/check', 'demo-general', { email: 'minjun.new@example.kr' })).body.available).toBe(true);
    expect((await call('POST', '/main/v1/member/info/email', 'demo-general', { email: 'minjun.new@example.kr' })).status).toBe(200);
    expect(sandbox.state.member('demo-general').email).toBe('minjun.new@example.kr');
  });
});

describe('PIN 변경', () => {
  it('새 PIN을 두 번 받아 다르면 PIN_MISMATCH, 같으면 바꾼다', async () => {
    const next = '481f6cc0511143ccdd7e2d1b1b94faf0a700a8b49cd13922a70b5ae28acaa8c5';
    const mismatch = await call('PUT', '/main/v1/member/pin', 'demo-general', { hashPIN: DEMO_PIN_SHA256, newHashPIN: next, newHashPINConfirm: 'a'.repeat(64) });
    expect(mismatch.body.code).toBe('PIN_MISMATCH');
    expect((await call('PUT', '/main/v1/member/pin', 'demo-general', { hashPIN: DEMO_PIN_SHA256, newHashPIN: next, newHashPINConfirm: next })).status).toBe(200);
    expect(sandbox.state.member('demo-general').pinHash).toBe(next);
  });
});
