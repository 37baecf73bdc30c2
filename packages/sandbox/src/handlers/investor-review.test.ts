import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupSandboxServer } from '../node';

const ORIGIN = 'http://sandbox.test';
const NOW = '2025-03-04T10:00:00+09:00';
const sandbox = setupSandboxServer({ now: NOW });
beforeAll(() => sandbox.listen());
afterEach(() => {
  // reset() rebuilds the seed at the clock's time and keeps the clock: a test that moved it must
  // not hand the tests after it a later day.
  sandbox.state.clock.set(NOW);
  sandbox.reset();
});
afterAll(() => sandbox.close());

const call = (method: string, path: string, memberId?: string, body?: unknown) =>
  fetch(`${ORIGIN}${path}`, {
    method,
    headers: { ...(memberId ? { authorization: `Bearer ${sandbox.state.login(memberId).token}` } : {}), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const APPLICATION = {
  investorClass: 'INCOME_QUALIFIED_INVESTOR',
  investInformChgMatterCod: 'ETC',
  incomeType: 'EARNED_INCOME',
  fileList: [{ fileName: '소득금액증명원.pdf', mimeType: 'application/pdf', data: 'JVBERg==' }],
  personalInfoAgreeYn: 'Y',
};

describe('investor-qualification review and daily count', () => {
  it('신청을 승인하면 회원 구분이 바뀌고 성공 화면 알림이 온다', async () => {
    expect((await call('POST', '/main/v1/member/invest-person/change', 'demo-general', APPLICATION)).status).toBe(200);
    const review = await call('POST', '/__sandbox/investor-change/demo-general/approve');
    expect(await review.json()).toMatchObject({ memberId: 'demo-general', decision: 'APPROVE', investorClass: 'INCOME_QUALIFIED_INVESTOR' });
    const member = sandbox.state.member('demo-general');
    expect([member.investorClass, member.pendingInvestorClass]).toEqual(['INCOME_QUALIFIED_INVESTOR', null]);
    expect(sandbox.state.data.notifications[0]).toMatchObject({ memberId: 'demo-general', title: '투자자 자격 변경 완료', link: '/invest-qual-change/success' });
    const history = (await (await call('GET', '/main/v1/member/individual/history?encryptToken=t', 'demo-general')).json()) as { content: { status: string }[] };
    expect(history.content[0]?.status).toBe('APPROVED');
  });

  it('반려하면 구분은 그대로이고 실패 화면 알림이 오며, 심사할 신청이 없으면 400이다', async () => {
    const review = await call('POST', '/__sandbox/investor-change/demo-in-progress/reject');
    expect(review.status).toBe(200);
    const member = sandbox.state.member('demo-in-progress');
    expect([member.investorClass, member.pendingInvestorClass, member.blockCode]).toEqual(['GENERAL_INVESTOR', null, null]);
    expect(sandbox.state.data.notifications[0]?.link).toBe('/invest-qual-change/fail');
    expect((await call('POST', '/__sandbox/investor-change/demo-in-progress/reject')).status).toBe(400);
    expect((await call('POST', '/__sandbox/investor-change/demo-general/maybe')).status).toBe(404);
  });

  it('같은 날 두 번째 자격 변경은 INVEST_INFORM_TIMES로 거절된다', async () => {
    expect((await call('POST', '/main/v1/member/invest-person/change', 'demo-general', APPLICATION)).status).toBe(200);
    await call('POST', '/__sandbox/investor-change/demo-general/approve');
    const second = await call('PUT', '/main/v1/member/invest-person/general', 'demo-general');
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({ code: 'INVEST_INFORM_TIMES' });
    sandbox.state.clock.advance({ days: 1 });
    expect((await call('PUT', '/main/v1/member/invest-person/general', 'demo-general')).status).toBe(200);
  });

  it('심사 중인 신청이 있는 개인의 일반 전환은 고객센터로 (INVEST_CHANGE_ERROR), 구분은 그대로', async () => {
    sandbox.state.member('demo-income').pendingInvestorClass = 'PRO_INVESTOR';
    const refused = await call('PUT', '/main/v1/member/invest-person/general', 'demo-income');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'INVEST_CHANGE_ERROR' });
    expect(sandbox.state.member('demo-income').investorClass).toBe('INCOME_QUALIFIED_INVESTOR');
    // An application under review does not make a general investor less general.
    sandbox.state.member('demo-general').pendingInvestorClass = 'INCOME_QUALIFIED_INVESTOR';
    expect(await (await call('PUT', '/main/v1/member/invest-person/general', 'demo-general')).json()).toMatchObject({ code: 'INVEST_ALREADY_GENERAL' });
  });

  it('투자자 정보가 24개월을 넘었으면 신청은 INVEST_INFORM_REG_AGAIN으로 거절된다', async () => {
    const refused = await call('POST', '/main/v1/member/invest-person/change', 'demo-tendency-expired', APPLICATION);
    expect(await refused.json()).toMatchObject({ code: 'INVEST_INFORM_REG_AGAIN' });
  });
});

describe('테스트 사이의 시계', () => {
  // Last in the file: a test above moves the clock, and it must be back at NOW by now.
  it('앞 테스트가 시계를 옮겨도 다음 테스트는 NOW에서 시작한다', () => {
    expect(sandbox.state.clock.now().toMillis()).toBe(new Date(NOW).getTime());
  });
});
