import { expect, SANDBOX_URL, test } from './fixtures';

// The sandbox fixture hands the next spec of the lane a sandbox as a fresh one runs: the clock on
// real time and the market simulator stopped, whatever the journey before it did to them. Serial:
// the second test reads what the fixture's teardown after the first left.
test.describe.serial('샌드박스 픽스처', () => {
  test('시계를 옮기고 시세 시뮬레이터를 돌린 채 끝난다', async ({ request, sandbox: _sandbox }) => {
    // As auth.spec's PIN 재설정 does: the running clock four minutes ahead (a frozen one is seen too).
    expect((await request.post(`${SANDBOX_URL}/__sandbox/clock`, { data: { advance: { minutes: 4 } } })).ok()).toBe(true);
    expect((await request.post(`${SANDBOX_URL}/__sandbox/live/simulator`, { data: { ratePerSecond: 300, stockCds: ['JG0001'], running: true } })).ok()).toBe(true);
  });

  test('다음 테스트는 실제 시각과 멈춘 시뮬레이터로 시작한다', async ({ request }) => {
    const clock = (await (await request.get(`${SANDBOX_URL}/__sandbox/clock`)).json()) as { now: string; frozen: boolean };
    expect(clock.frozen).toBe(false);
    // Real time: within a minute of this machine's clock (the sandbox answers in Seoul time).
    expect(Math.abs(Date.parse(clock.now) - Date.now())).toBeLessThan(60_000);
    const simulator = (await (await request.get(`${SANDBOX_URL}/__sandbox/live/simulator`)).json()) as { running: boolean };
    expect(simulator.running).toBe(false);
  });
});
