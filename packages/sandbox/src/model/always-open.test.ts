import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { marketOperationOf } from '../live/live-bridge';
import { setupSandboxServer } from '../node/setup-sandbox-server';
import { SandboxRuleError } from './errors';
import { createSandboxState } from './state';

const SATURDAY_10AM = '2025-03-08T10:00:00+09:00';
const TUESDAY_8PM = '2025-03-04T20:00:00+09:00';

const sandbox = setupSandboxServer({ now: SATURDAY_10AM, alwaysOpen: true });
beforeAll(() => sandbox.listen());
afterEach(() => sandbox.reset());
afterAll(() => sandbox.close());

describe('SANDBOX_ALWAYS_OPEN (alwaysOpen)', () => {
  it('토요일에도 장 운영은 열림이고 휴장일이 아니다: HTTP와 라이브가 같은 말을 한다', async () => {
    // The hours it keeps: the screens' 거래 시간 says 00:00 ~ 24:00, not hours it does not keep.
    const expected = { stdAt: '20250308', dayOffYn: 'N', dealBeginHour: 0, dealEndingHour: 24, marketOpenYn: 'Y' };
    const response = await fetch('https://partner.example/main/v1/stock/market-operation-time');
    expect(await response.json()).toMatchObject(expected);
    expect(marketOperationOf(sandbox.state).data).toMatchObject(expected);
  });

  it('없으면 토요일은 휴장일이다', () => {
    const state = createSandboxState({ now: SATURDAY_10AM });
    expect(marketOperationOf(state).data).toMatchObject({ dayOffYn: 'Y', dealBeginHour: 9, dealEndingHour: 16, marketOpenYn: 'N' });
  });

  it('화요일 20:00에도 청약을 받는다 (청약 기간은 그대로)', () => {
    const state = createSandboxState({ now: TUESDAY_8PM, alwaysOpen: true });
    expect(state.applySubscription('demo-income', '109', 10)).toMatchObject({ status: 'APPLIED', quantity: 10 });
    expect(state.cancelSubscription('demo-income', '109').status).toBe('CANCELLED');
    expect(() => state.applySubscription('demo-income', '111', 10)).toThrow(SandboxRuleError);
    expect(() => state.applySubscription('demo-income', '111', 10)).toThrow('아직 청약이 시작되지 않았어요.');
  });
});
