import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupSandboxServer } from '../node/setup-sandbox-server';
import { rate } from './views';
import { memberApi } from '../../test/member-api';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => sandbox.reset());
afterAll(() => sandbox.close());

const call = memberApi(sandbox);

const maxSubsQtyOf = async (memberId: string) => (await call('GET', '/main/v1/offerings/108', memberId)).body.maxSubsQty;
const apply = (memberId: string, subsQty: number) =>
  call('POST', '/main/v1/offerings/108/subscription', memberId, { subsQty, manualReadYn: 'Y', unsuitableConfirmYn: 'Y' });

describe('청약 가능 수량 (OfferingDetail.maxSubsQty)', () => {
  it('모집 수량에서 이미 청약한 수량을 뺀 것이고, 그만큼은 받고 하나 더는 SUBSCRIPTION_OVER_AMOUNT 로 거절한다', async () => {
    // A professional (no yearly limit) with the deposit for every unit: only the quantity rule can refuse.
    sandbox.state.deposit('demo-pro', 4_000_000_000);
    expect((await apply('demo-pro', 100)).status).toBe(200);
    const max = await maxSubsQtyOf('demo-pro');
    expect(max).toBe(720_000 - 100);
    expect(await apply('demo-pro', 720_000 - 100 + 1)).toEqual({
      status: 400,
      body: { code: 'SUBSCRIPTION_OVER_AMOUNT', message: '청약 가능 수량(719,900주)을 초과했어요.' },
    });
    expect(await apply('demo-pro', 720_000 - 100)).toMatchObject({ status: 200, body: { subsQty: 720_000 } });
    expect(await maxSubsQtyOf('demo-pro')).toBe(0);
    expect((await apply('demo-pro', 1)).body).toMatchObject({ code: 'SUBSCRIPTION_OVER_AMOUNT' });
  });

  it('예치금과 연간 한도는 청약 가능 수량을 줄이지 않고 각자의 코드로 거절한다', async () => {
    // 김민준 (general, 20,000,000원 a year) has applied for 100 units of 108 and holds far less than 719,900 units' worth.
    expect(await maxSubsQtyOf('demo-general')).toBe(719_900);
    expect((await apply('demo-general', 719_901)).body).toMatchObject({ code: 'SUBSCRIPTION_OVER_AMOUNT' });
    expect((await apply('demo-general', 719_900)).body).toMatchObject({ code: 'INSUFFICIENT_FUND_OVER_AMT' });
    expect((await apply('demo-general', 1_000)).body).toMatchObject({ code: 'INSUFFICIENT_FUND' });
  });

  it('손님에게는 청약 가능 수량이 없다 (null)', async () => {
    const response = await fetch('https://partner.example/main/v1/offerings/108');
    expect(((await response.json()) as Record<string, unknown>).maxSubsQty).toBeNull();
  });
});

describe('신탁증서 요약 (OfferingDetail.briefText)', () => {
  it('괄호 속 주소가 아니라 건물 이름의 받침에 맞는 조사를 붙인다', async () => {
    // 106 is 여의도 리버사이드 오피스 (building 리버사이드 오피스): the name ends in a vowel, the address in 24.
    const { body } = await call('GET', '/main/v1/offerings/106', 'demo-general');
    expect(body.briefText).toBe(
      '신탁증서 제5006호: 리버사이드 오피스(서울특별시 영등포구 여의대로 24)를 신탁재산으로 하며, 수익자는 보유 수량에 따라 임대수익과 매각차익을 배분받습니다.',
    );
  });
});

describe('rate: 두 자리 백분율은 반올림에서 오르내림이 같은 크기다', () => {
  it('8,000원에서 10원 오르면 0.13, 10원 내리면 -0.13', () => {
    expect(rate(10, 8_000)).toBe(0.13);
    expect(rate(-10, 8_000)).toBe(-0.13);
  });

  it('4,000원에서 5원 오르면 0.13, 5원 내리면 -0.13', () => {
    expect(rate(5, 4_000)).toBe(0.13);
    expect(rate(-5, 4_000)).toBe(-0.13);
  });

  it('반이 아닌 몫은 가까운 쪽으로, 보이지 않을 만큼 작은 하락은 -0 이 아닌 0, 기준이 0이면 0', () => {
    expect(rate(-30, 5_430)).toBe(-0.55);
    expect(rate(30, 5_430)).toBe(0.55);
    expect(rate(-1, 1_000_000)).toBe(0);
    expect(rate(100, 0)).toBe(0);
  });
});
