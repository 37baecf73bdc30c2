import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupSandboxServer } from '../node/setup-sandbox-server';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => sandbox.reset());
afterAll(() => sandbox.close());

async function signUp(email: string) {
  const response = await fetch('https://partner.example/auth/signup', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'jogakfan', email, password: 'correct-horse' }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /auth/signup', () => {
  it('이메일 모양의 주소로 가입한다', async () => {
    expect(await signUp('fan@example.kr')).toEqual({ status: 200, body: { userId: 'user-jogakfan' } });
  });

  it.each(['fan@example', 'fan @example.kr', ''])('이메일 모양이 아닌 %j 는 회원 정보의 이메일처럼 거절한다', async (email) => {
    expect(await signUp(email)).toEqual({ status: 400, body: { code: 'BAD_REQUEST', message: '이메일 주소를 확인해주세요.' } });
  });
});
