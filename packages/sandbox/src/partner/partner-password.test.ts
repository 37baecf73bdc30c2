import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupSandboxServer } from '../node/setup-sandbox-server';
import { issueAgencyToken } from './agency-tokens';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => sandbox.reset());
afterAll(() => sandbox.close());

const ORIGIN = 'https://partner.example';

function accountNoOf(memberId: string): string {
  const account = sandbox.state.data.accounts.get(memberId);
  if (!account) throw new Error(`no account for ${memberId}`);
  return account.accountNo;
}

/** Spec §7's parameters of a password page, as app-core's URL builder writes them. */
function orderQuery(memberId: string, overrides: Record<string, string> = {}): Record<string, string> {
  const acctNo = accountNoOf(memberId);
  const code = overrides.trans_tp?.endsWith('CANCEL') ? '02' : '01';
  return {
    token: issueAgencyToken(sandbox.state, memberId).token,
    trans_tp: 'FRAC_APPLY',
    gds_cd: 'JG0008',
    acct_no: acctNo,
    apply_amt: '50000',
    trans_no: `20250304${acctNo.replace(/\D/g, '')}${code}100000`,
    apply_qty: '10',
    ...overrides,
  };
}

async function page(query: Record<string, string>) {
  const response = await fetch(`${ORIGIN}/__sandbox/partner/account/password?${new URLSearchParams(query).toString()}`);
  return { status: response.status, html: await response.text() };
}

async function confirm(query: Record<string, string>, password: string) {
  const response = await fetch(`${ORIGIN}/__sandbox/partner/account/password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      token: query.token,
      password,
      transTp: query.trans_tp,
      gdsCd: query.gds_cd,
      acctNo: query.acct_no,
      applyAmt: query.apply_amt,
      applyQty: query.apply_qty,
      transNo: query.trans_no,
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const ownOf = (memberId: string, offeringId: string) =>
  sandbox.state.data.subscriptions.find((sub) => sub.memberId === memberId && sub.offeringId === offeringId && sub.status === 'APPLIED');

describe('청약 비밀번호 화면', () => {
  it('주문 내용과 가려진 비밀번호 칸을 보여준다', async () => {
    const query = orderQuery('demo-income');
    const answer = await page(query);
    expect(answer.status).toBe(200);
    expect(answer.html).toContain('<h1 id="partner-heading">청약 신청 계좌 비밀번호</h1>');
    expect(answer.html).toContain('<dd>청약 신청 (FRAC_APPLY)</dd><dt>상품</dt><dd>광안리 오션뷰 스테이</dd><dt>수량</dt><dd>10주</dd><dt>금액</dt><dd>50,000원</dd>');
    expect(answer.html).toContain(`<dd>${query.trans_no}</dd>`);
    expect(answer.html).toContain('<input id="partner-password" type="password" inputmode="numeric" pattern="[0-9]*" maxlength="8" autocomplete="off"');
    expect(answer.html).toContain('data-action="expire"');
  });

  it('금액이 공모가 × 수량과 다르면 오류 화면', async () => {
    const answer = await page(orderQuery('demo-income', { apply_amt: '40000' }));
    expect(answer.status).toBe(400);
    expect(answer.html).toContain('금액(apply_amt)이 공모가 × 수량과 달라요.');
  });

  it('거래번호의 업무코드가 거래 구분과 다르면 오류 화면', async () => {
    const query = orderQuery('demo-income');
    const answer = await page({ ...query, trans_no: query.trans_no!.replace(/01100000$/, '02100000') });
    expect(answer.status).toBe(400);
    expect(answer.html).toContain('거래번호(trans_no)가 올바르지 않아요.');
  });

  it('다른 회원의 계좌번호면 오류 화면', async () => {
    const answer = await page(orderQuery('demo-income', { acct_no: accountNoOf('demo-general') }));
    expect(answer.status).toBe(400);
    expect(answer.html).toContain('회원의 계좌번호(acct_no)가 아니에요.');
  });
});

describe('비밀번호 확인', () => {
  it('틀린 비밀번호는 거절하고 청약하지 않는다', async () => {
    const answer = await confirm(orderQuery('demo-income'), '0000');
    expect(answer).toEqual({ status: 400, body: { code: 'WRONG_PASSWORD', message: '잘못된 비밀번호에요' } });
    expect(ownOf('demo-income', '108')).toBeUndefined();
  });

  it('맞는 비밀번호면 청약하고 거래번호를 돌려준다', async () => {
    const query = orderQuery('demo-income');
    const answer = await confirm(query, '1234');
    expect(answer).toEqual({ status: 200, body: { transNo: query.trans_no, status: 'APPLIED', subsQty: 10, subsAmt: 50_000 } });
    expect(ownOf('demo-income', '108')?.quantity).toBe(10);
  });

  it('청약이 있으면 추가 청약', async () => {
    const answer = await confirm(orderQuery('demo-general', { apply_qty: '20', apply_amt: '100000' }), '1234');
    expect(answer.body).toMatchObject({ status: 'APPLIED', subsQty: 120, subsAmt: 600_000 });
  });

  it('청약 취소(업무코드 02)는 청약 전체를 취소한다', async () => {
    const query = orderQuery('demo-general', { trans_tp: 'FRAC_CANCEL', apply_qty: '100', apply_amt: '500000' });
    expect(await page(query)).toMatchObject({ status: 200 });
    const answer = await confirm(query, '1234');
    expect(answer.body).toMatchObject({ status: 'CANCELLED', subsQty: 100, subsAmt: 500_000 });
    expect(ownOf('demo-general', '108')).toBeUndefined();

    const latest = await fetch(`${ORIGIN}/main/v1/offerings/108/subscription`, {
      headers: { Authorization: `Bearer ${sandbox.state.login('demo-general').token}` },
    });
    expect(await latest.json()).toMatchObject({ status: 'CANCELLED', subsQty: 100, refundAmt: 500_000, refundStatus: 'PENDING' });
    sandbox.state.clock.advance({ days: 1 });
    const nextDay = await fetch(`${ORIGIN}/main/v1/offerings/108/subscription`, {
      headers: { Authorization: `Bearer ${sandbox.state.login('demo-general').token}` },
    });
    expect(await nextDay.json()).toMatchObject({ refundStatus: 'DONE' });
    sandbox.state.clock.set('2025-03-04T10:00:00+09:00');
  });

  it('청약 규칙은 그대로: 마감 시간이 지나면 거절', async () => {
    sandbox.state.clock.set('2025-03-04T16:30:00+09:00');
    const answer = await confirm(orderQuery('demo-income'), '1234');
    expect(answer.body).toMatchObject({ code: 'SUBSCRIPTION_IMPOSSIBLE_TIME' });
    sandbox.state.clock.set('2025-03-04T10:00:00+09:00');
  });

  it('만료된 토큰은 거절', async () => {
    const query = orderQuery('demo-income');
    sandbox.state.clock.advance({ minutes: 31 });
    const answer = await confirm(query, '1234');
    expect(answer.status).toBe(401);
    sandbox.state.clock.set('2025-03-04T10:00:00+09:00');
  });
});
