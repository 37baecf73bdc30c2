import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxHttpServer, type SandboxHttpServer } from './http-server';

const PORT = 4102;

describe('createSandboxHttpServer', () => {
  let running: SandboxHttpServer;
  let url = '';
  const mounted: string[] = [];

  beforeAll(async () => {
    running = createSandboxHttpServer({
      port: PORT,
      now: '2025-03-04T10:00:00+09:00',
      extensions: [
        ({ server }) => {
          mounted.push(typeof server.listen);
          return { close: () => void mounted.push('closed') };
        },
      ],
    });
    url = await running.listen();
  });
  afterAll(async () => {
    await running.close();
  });

  it('127.0.0.1의 주어진 포트에서 듣고 확장에 서버를 건넨다', () => {
    expect(url).toBe(`http://127.0.0.1:${PORT}`);
    expect(mounted).toEqual(['function']);
  });

  it('데모 토큰으로 계약 응답을 준다', async () => {
    const login = (await (await fetch(`${url}/main/v1/auth/demo/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"memberId":"demo-general"}' })).json()) as { token: string };
    const response = await fetch(`${url}/main/v1/account/amts`, { headers: { Authorization: `Bearer ${login.token}` } });
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ accountNo: '7010100001', depositAmt: 2_750_000, withdrawableAmt: 2_750_000, orderableAmt: 2_750_000, pendingSubscriptionAmt: 500_000 });
  });

  it('모르는 경로는 계약 형식의 404', async () => {
    const response = await fetch(`${url}/main/v1/nowhere`);
    expect([response.status, await response.json()]).toEqual([404, { code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' }]);
  });

  it('개발 앱 출처의 CORS 사전 요청에 답한다', async () => {
    const response = await fetch(`${url}/main/v1/orders`, { method: 'OPTIONS', headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' } });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type');
  });

  it('다른 출처의 요청은 CORS 헤더 없이 거절한다: 다른 사이트의 페이지가 단순 POST로 샌드박스를 되돌리거나 장애를 넣지 못한다', async () => {
    const response = await fetch(`${url}/main/v1/stock/market-operation-time`, { headers: { Origin: 'https://evil.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect([response.status, await response.json()]).toEqual([403, { code: 'FORBIDDEN', message: '이 컴퓨터의 페이지에서만 샌드박스를 쓸 수 있어요.' }]);
    running.sandbox.faults.clear();
    const forgedFault = await fetch(`${url}/__sandbox/faults`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'text/plain' },
      body: JSON.stringify({ abort: true }),
    });
    expect(forgedFault.status).toBe(403);
    expect((await fetch(`${url}/main/v1/offerings`)).status).toBe(200);
  });

  it('연결 끊김 장애는 소켓을 닫는다', async () => {
    running.sandbox.faults.add({ abort: true });
    await expect(fetch(`${url}/main/v1/offerings`)).rejects.toThrow(TypeError);
    expect((await fetch(`${url}/main/v1/offerings`)).status).toBe(200);
  });

  it('PDF를 그대로 내려준다', async () => {
    const response = await fetch(`${url}/main/v1/stock/get-terms-pdf/101?manageCode=PROSPECTUS`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(bytes.slice(0, 8))).toBe('%PDF-1.4');
    expect(new TextDecoder().decode(bytes.slice(-6))).toBe('%%EOF\n');
  });
});
