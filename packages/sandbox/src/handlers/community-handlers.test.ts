import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupSandboxServer } from '../node/setup-sandbox-server';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => sandbox.reset());
afterAll(() => sandbox.close());

const missing = async (path: string) => {
  const response = await fetch(`https://partner.example${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('없는 게시물', () => {
  it.each([
    ['/main/v1/board/notices/999999', '공지사항을 찾을 수 없어요.'],
    ['/main/v1/board/faqs/999999', '자주 묻는 질문을 찾을 수 없어요.'],
    ['/main/v1/board/events/999999', '이벤트를 찾을 수 없어요.'],
    ['/main/v1/board/stories/999999', '스토리를 찾을 수 없어요.'],
  ])('%s 는 받침에 맞는 조사로 404 를 준다', async (path, message) => {
    expect(await missing(path)).toMatchObject({ status: 404, body: { message } });
  });
});

describe('새 알림 (GET /main/v1/member/notifications/has-new)', () => {
  const asGeneral = async (path: string) => {
    const response = await fetch(`https://partner.example${path}`, { headers: { Authorization: `Bearer ${sandbox.state.login('demo-general').token}` } });
    return (await response.json()) as Record<string, unknown>;
  };

  it('알림 내역을 본 같은 초에 온 알림도 새 알림이다', async () => {
    sandbox.state.clock.set('2025-03-04T10:00:05.000+09:00');
    try {
      await asGeneral('/main/v1/member/notification/read');
      expect(await asGeneral('/main/v1/member/notifications/has-new')).toEqual({ hasNew: false });
      sandbox.state.clock.set('2025-03-04T10:00:05.300+09:00');
      sandbox.state.withdraw('demo-general', 10_000, '1234');
      expect(await asGeneral('/main/v1/member/notifications/has-new')).toEqual({ hasNew: true });
      await asGeneral('/main/v1/member/notification/read');
      expect(await asGeneral('/main/v1/member/notifications/has-new')).toEqual({ hasNew: false });
    } finally {
      sandbox.state.clock.set('2025-03-04T10:00:00+09:00');
    }
  });
});
