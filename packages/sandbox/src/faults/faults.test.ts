import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupSandboxServer } from '../node/setup-sandbox-server';
import { createFaultSwitches } from './faults';

describe('createFaultSwitches', () => {
  it('한 번짜리 장애는 한 번만 걸린다', () => {
    const faults = createFaultSwitches();
    faults.add({ status: 500 });
    expect(faults.take('GET', '/main/v1/account/amts')).toMatchObject({ status: 500, remaining: 0 });
    expect(faults.take('GET', '/main/v1/account/amts')).toBeUndefined();
  });

  it('times 0은 지울 때까지 계속 걸린다', () => {
    const faults = createFaultSwitches();
    const fault = faults.add({ status: 502, times: 0, path: '/main/v1/account/*' });
    expect(faults.take('GET', '/main/v1/account/amts')?.id).toBe(fault.id);
    expect(faults.take('POST', '/main/v1/account/withdrawal')?.id).toBe(fault.id);
    expect(faults.take('GET', '/main/v1/offerings')).toBeUndefined();
    faults.clear(fault.id);
    expect(faults.list()).toEqual([]);
  });

  it('메서드와 경로를 함께 본다', () => {
    const faults = createFaultSwitches();
    faults.add({ status: 401, method: 'post', path: '/orders' });
    expect(faults.take('GET', '/main/v1/orders')).toBeUndefined();
    expect(faults.take('POST', '/main/v1/orders')?.status).toBe(401);
  });

  it('샌드박스 제어 경로에는 걸리지 않는다', () => {
    const faults = createFaultSwitches();
    faults.add({ abort: true });
    expect(faults.take('POST', '/__sandbox/reset')).toBeUndefined();
  });

  it('잘못된 장애 설정은 거절한다', () => {
    const faults = createFaultSwitches();
    expect(() => faults.add({})).toThrow('status, abort, delayMs, hold 중 하나는 있어야 합니다.');
    expect(() => faults.add({ hold: false })).toThrow('status, abort, delayMs, hold 중 하나는 있어야 합니다.');
    expect(() => faults.add({ status: 200 })).toThrow('status는 400–599 사이여야 합니다.');
    expect(() => faults.add({ status: 500, times: -1 })).toThrow('times는 0 이상의 정수여야 합니다.');
  });
});

describe('createFaultSwitches — hold', () => {
  it('붙잡은 호출은 release로 풀린다', async () => {
    const faults = createFaultSwitches();
    const held = faults.add({ hold: true, path: '/member/info' });
    expect(faults.take('GET', '/main/v1/member/info')?.hold).toBe(true);
    const outcome = faults.untilReleased(held.id);
    faults.release(held.id);
    await expect(outcome).resolves.toBe('released');
  });

  it('먼저 풀어 두면 나중에 온 호출도 붙잡지 않는다', async () => {
    const faults = createFaultSwitches();
    const held = faults.add({ hold: true, times: 0 });
    faults.release();
    expect(faults.take('GET', '/main/v1/offerings')?.id).toBe(held.id);
    await expect(faults.untilReleased(held.id)).resolves.toBe('released');
  });

  it('지우면 붙잡힌 호출은 끊긴다 (하나씩, 전부)', async () => {
    const faults = createFaultSwitches();
    const one = faults.add({ hold: true, path: '/offerings' });
    const other = faults.add({ hold: true, path: '/member/info' });
    faults.take('GET', '/main/v1/offerings');
    const first = faults.untilReleased(one.id);
    faults.clear(one.id);
    await expect(first).resolves.toBe('cleared');
    const second = faults.untilReleased(other.id);
    faults.clear();
    await expect(second).resolves.toBe('cleared');
  });

  it('붙잡지 않는 장애는 기다리지 않는다', async () => {
    const faults = createFaultSwitches();
    const fault = faults.add({ status: 500 });
    await expect(faults.untilReleased(fault.id)).resolves.toBe('released');
  });
});

describe('장애 스위치 (MSW)', () => {
  const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
  beforeAll(() => sandbox.listen());
  afterEach(() => sandbox.reset());
  afterAll(() => sandbox.close());

  const get = (path: string, token = sandbox.state.login('demo-general').token) =>
    fetch(`http://app.test${path}`, { headers: { Authorization: `Bearer ${token}` } });

  it('다음 호출을 401로', async () => {
    sandbox.faults.add({ status: 401 });
    const first = await get('/main/v1/account/amts');
    expect([first.status, await first.json()]).toEqual([401, { code: 'UNAUTHORIZED', message: '로그인 후 이용해주세요' }]);
    expect((await get('/main/v1/account/amts')).status).toBe(200);
  });

  it('403을 원하는 코드로', async () => {
    sandbox.faults.add({ status: 403, code: 'A0010', message: '처리 중인 신청이 있어요.' });
    const response = await get('/main/v1/member/info');
    expect([response.status, await response.json()]).toEqual([403, { code: 'A0010', message: '처리 중인 신청이 있어요.' }]);
  });

  it('제휴사 토큰 경로의 500', async () => {
    sandbox.faults.add({ status: 500, path: '/main/v1/account/agency/auth/token', message: '토큰 발급 실패 (/main/v1/account/agency/auth/token)' });
    expect((await get('/main/v1/account/amts')).status).toBe(200);
    const response = await fetch('http://app.test/main/v1/account/agency/auth/token', { method: 'POST', body: '{}' });
    expect([response.status, await response.json()]).toEqual([500, { code: 'INTERNAL_ERROR', message: '토큰 발급 실패 (/main/v1/account/agency/auth/token)' }]);
  });

  it('502', async () => {
    sandbox.faults.add({ status: 502 });
    const response = await get('/main/v1/offerings');
    expect([response.status, await response.json()]).toEqual([502, { code: 'PARTNER_UNAVAILABLE', message: '제휴사 시스템이 응답하지 않습니다.' }]);
  });

  it('연결 끊김은 fetch 실패가 된다', async () => {
    sandbox.faults.add({ abort: true });
    await expect(get('/main/v1/offerings')).rejects.toThrow(TypeError);
  });

  it('느린 응답은 기다린 뒤 정상 응답을 준다', async () => {
    sandbox.faults.add({ delayMs: 150 });
    const started = performance.now();
    const response = await get('/main/v1/stock/market-operation-time');
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(await response.json()).toEqual({ stdAt: '20250304', dayOffYn: 'N', dealBeginHour: 9, dealEndingHour: 16, marketOpenYn: 'Y' });
  });

  /** Call `path` and tell whether the call has answered yet (held calls have not). */
  const tracked = (path: string) => {
    const call = { settled: false, response: get(path) };
    call.response.then(
      () => (call.settled = true),
      () => (call.settled = true),
    );
    return call;
  };

  it('hold는 풀어줄 때까지 붙잡았다가 정상 응답을 준다', async () => {
    const held = sandbox.faults.add({ hold: true, path: '/main/v1/stock/market-operation-time' });
    const call = tracked('/main/v1/stock/market-operation-time');
    await expect.poll(() => sandbox.faults.list()).toEqual([]); // the call reached the fault
    expect((await get('/main/v1/offerings')).status).toBe(200); // others answer meanwhile
    expect(call.settled).toBe(false);
    sandbox.faults.release(held.id);
    const response = await call.response;
    expect(await response.json()).toEqual({ stdAt: '20250304', dayOffYn: 'N', dealBeginHour: 9, dealEndingHour: 16, marketOpenYn: 'Y' });
  });

  it('hold와 status를 함께 주면 풀린 뒤 그 상태로 답한다', async () => {
    sandbox.faults.add({ hold: true, status: 502, path: '/main/v1/offerings' });
    const call = tracked('/main/v1/offerings');
    await expect.poll(() => sandbox.faults.list()).toEqual([]);
    expect(call.settled).toBe(false);
    sandbox.faults.release();
    expect((await call.response).status).toBe(502);
  });

  it('reset은 붙잡힌 호출을 끊어 다음 테스트로 넘기지 않는다', async () => {
    sandbox.faults.add({ hold: true, path: '/main/v1/offerings' });
    const call = tracked('/main/v1/offerings');
    await expect.poll(() => sandbox.faults.list()).toEqual([]); // taken: held, though no longer armed
    sandbox.reset();
    await expect(call.response).rejects.toThrow(TypeError);
    expect((await get('/main/v1/offerings')).status).toBe(200);
  });

  it('HTTP 제어 경로로 건 hold는 그 장애를 지우면 끊긴다', async () => {
    const added = await fetch('http://app.test/__sandbox/faults', { method: 'POST', body: JSON.stringify({ hold: true, path: '/offerings' }) });
    expect(await added.json()).toMatchObject({ id: 'F1', hold: true, remaining: 1 });
    const call = tracked('/main/v1/offerings');
    await expect.poll(() => sandbox.faults.list()).toEqual([]);
    await fetch('http://app.test/__sandbox/faults/F1', { method: 'DELETE' });
    await expect(call.response).rejects.toThrow(TypeError);
  });

  it('HTTP 제어 경로로 장애를 걸고 지운다', async () => {
    const added = await fetch('http://app.test/__sandbox/faults', { method: 'POST', body: JSON.stringify({ status: 500, path: '/offerings', times: 0 }) });
    expect(await added.json()).toMatchObject({ id: 'F1', status: 500, path: '/offerings', remaining: null });
    expect((await get('/main/v1/offerings')).status).toBe(500);
    expect((await get('/main/v1/offerings')).status).toBe(500);
    await fetch('http://app.test/__sandbox/faults', { method: 'DELETE' });
    expect((await get('/main/v1/offerings')).status).toBe(200);
  });

  it('잘못된 제어 요청은 400', async () => {
    const response = await fetch('http://app.test/__sandbox/faults', { method: 'POST', body: JSON.stringify({ status: 99 }) });
    expect([response.status, await response.json()]).toEqual([400, { code: 'BAD_REQUEST', message: 'status는 400–599 사이여야 합니다.' }]);
  });

  it('reset 경로는 상태와 장애를 되돌린다', async () => {
    sandbox.state.withdraw('demo-general', 10_000, '1234');
    sandbox.faults.add({ status: 500, times: 0, path: '/never' });
    expect((await fetch('http://app.test/__sandbox/reset', { method: 'POST' })).status).toBe(200);
    expect(sandbox.state.account('demo-general').cash).toBe(2_750_000);
    expect(sandbox.faults.list()).toEqual([]);
  });
});
