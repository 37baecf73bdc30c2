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
    expect(() => faults.add({})).toThrow('status, abort, delayMs 중 하나는 있어야 합니다.');
    expect(() => faults.add({ status: 200 })).toThrow('status는 400–599 사이여야 합니다.');
    expect(() => faults.add({ status: 500, times: -1 })).toThrow('times는 0 이상의 정수여야 합니다.');
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
    expect(sandbox.state.account('demo-general').cash).toBe(3_250_000);
    expect(sandbox.faults.list()).toEqual([]);
  });
});
