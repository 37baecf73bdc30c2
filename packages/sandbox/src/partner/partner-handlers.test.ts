import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_PASSWORD } from '../model/seed/members';
import { setupSandboxServer } from '../node/setup-sandbox-server';
import { issueAgencyToken } from './agency-tokens';
import { escapeHtml } from './partner-pages';
import { TRANS_NO_USED_MESSAGE } from './partner-password';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => sandbox.reset());
afterAll(() => sandbox.close());

const ORIGIN = 'https://partner.example';

/** The identity each member's app would send for the token (what the demo login hands out). */
const IDENTITY: Record<string, { name: string; birth: string; phone: string }> = {
  'demo-kakao': { name: '강지민', birth: '1995-06-05', phone: '01055550102' },
  'demo-account-open': { name: '정우성', birth: '1993-01-29', phone: '01055550101' },
  'demo-corp-link': { name: '새봄리츠', birth: '2018-04-02', phone: '0262001234' },
};

async function api(method: string, path: string, memberId: string, body?: unknown) {
  const response = await fetch(`${ORIGIN}${path}`, {
    method,
    headers: { Authorization: `Bearer ${sandbox.state.login(memberId).token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function agencyToken(memberId: string): Promise<string> {
  const identity = IDENTITY[memberId];
  if (!identity) throw new Error(`no identity for ${memberId}`);
  const answer = await api('POST', '/main/v1/account/agency/auth/token', memberId, { ci: `demo-ci-${memberId}`, ...identity });
  expect(answer.status).toBe(200);
  return String(answer.body.token);
}

async function page(path: string) {
  const response = await fetch(`${ORIGIN}/__sandbox/partner${path}`);
  return { status: response.status, type: response.headers.get('content-type'), html: await response.text() };
}

async function action(path: string, body: unknown) {
  const response = await fetch(`${ORIGIN}/__sandbox/partner${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('토큰 확인', () => {
  it('발급한 적 없는 토큰은 닫기만 있는 오류 화면(401)', async () => {
    const answer = await page('/account/new?token=agency-made-up');
    expect(answer.status).toBe(401);
    expect(answer.type).toBe('text/html; charset=utf-8');
    expect(answer.html).toContain('<h1 id="partner-heading">증권사 화면을 열 수 없어요</h1>');
    expect(answer.html).toContain('확인할 수 없는 접속 정보예요. 닫은 뒤 앱에서 다시 시도해주세요.');
    expect(answer.html).toContain('<button type="button" data-action="close" data-tone="primary">닫기</button>');
    expect(answer.html).not.toContain('data-action="complete"');
  });

  it('토큰 없이 열면 같은 오류 화면', async () => {
    expect((await page('/account/corp-link')).status).toBe(401);
  });

  it('샌드박스 시계로 30분이 지나면 만료 안내', async () => {
    const token = await agencyToken('demo-kakao');
    sandbox.state.clock.advance({ minutes: 29, seconds: 59 });
    expect((await page(`/account/new?token=${token}`)).status).toBe(200);
    sandbox.state.clock.advance({ seconds: 1 });
    const expired = await page(`/account/new?token=${token}`);
    expect(expired.status).toBe(401);
    expect(expired.html).toContain('인증 시간(30분)이 지났어요. 닫은 뒤 앱에서 다시 시도해주세요.');
  });

  it('만료된 토큰으로는 계좌를 열 수 없다', async () => {
    const token = await agencyToken('demo-kakao');
    const opened = await page(`/account/new?token=${token}`);
    const tmpCustNo = /data-tmp-cust-no="([^"]+)"/.exec(opened.html)?.[1];
    sandbox.state.clock.advance({ minutes: 30 });
    expect(await action('/account/new', { token, tmpCustNo })).toEqual({
      status: 401,
      body: { code: 'UNAUTHORIZED', message: '인증 시간(30분)이 지났어요. 닫은 뒤 앱에서 다시 시도해주세요.' },
    });
  });

  it('재설정(reset)하면 발급한 토큰도 잊는다', async () => {
    const token = await agencyToken('demo-kakao');
    sandbox.reset();
    expect((await page(`/account/new?token=${token}`)).status).toBe(401);
  });
});

describe('비대면 계좌 개설', () => {
  it('임시 고객번호를 새로 발급해 화면에 싣고, 앱에 알리도록 표시한다', async () => {
    const token = await agencyToken('demo-kakao');
    const answer = await page(`/account/new?token=${token}`);
    expect(answer.status).toBe(200);
    expect(answer.html).toContain('<html lang="ko">');
    expect(answer.html).toContain('<h1 id="partner-heading">비대면 계좌 개설</h1>');
    expect(answer.html).toContain('data-tmp-cust-no="TMP00000001" data-tmp-issued="true"');
    expect(answer.html).toContain('<dt>고객명</dt><dd>강지민</dd>');
    expect(answer.html).toContain('data-action="complete" data-tone="primary">계좌 개설 완료</button>');
    expect(answer.html).toContain('data-action="expire" data-tone="outline">인증 만료(테스트)</button>');
    expect(answer.html).toContain('data-action="close" data-tone="muted">닫기</button>');
    expect(answer.html).toContain("window.parent.postMessage({ jogakPartner: 1, type: type, payload: payload || {} }, target)");
  });

  it('앱이 보낸 임시 고객번호가 그 회원의 것이면 이어서 쓴다', async () => {
    const token = await agencyToken('demo-kakao');
    await page(`/account/new?token=${token}`);
    const again = await page(`/account/new?token=${token}&tmp_cust_no=TMP00000001`);
    expect(again.html).toContain('data-tmp-cust-no="TMP00000001" data-tmp-issued="false"');
  });

  it('모르는 임시 고객번호면 새로 발급한다', async () => {
    const token = await agencyToken('demo-kakao');
    const answer = await page(`/account/new?token=${token}&tmp_cust_no=TMP99999999`);
    expect(answer.html).toContain('data-tmp-cust-no="TMP00000001" data-tmp-issued="true"');
  });

  it('계좌가 없는 회원(101)은 새 계좌를 받고 연결된 계좌 보유 회원(200)이 된다', async () => {
    const token = await agencyToken('demo-account-open');
    await page(`/account/new?token=${token}`);
    expect(await action('/account/new', { token, tmpCustNo: 'TMP00000001' })).toEqual({ status: 200, body: { accountNo: '7020100001' } });
    const info = await api('GET', '/main/v1/member/info', 'demo-account-open');
    expect(info.body).toMatchObject({ userType: '200', accountNo: '7020100001', allianceAccountNoRegisterYn: 'Y' });
    expect((await api('GET', '/main/v1/account/amts', 'demo-account-open')).body).toEqual({
      accountNo: '7020100001',
      depositAmt: 0,
      withdrawableAmt: 0,
      orderableAmt: 0,
      pendingSubscriptionAmt: 0,
    });
    // What the app reports after `account-complete`.
    expect(await api('POST', '/main/v1/account/affiliate/opened', 'demo-account-open', { accountNo: '7020100001' })).toEqual({
      status: 200,
      body: { accountNo: '7020100001', allianceAccountNoRegisterYn: 'Y' },
    });
  });

  it('이미 개설만 된 계좌(102)는 그 번호로 연결되고, 임시 고객번호는 한 번만 쓴다', async () => {
    const token = await agencyToken('demo-kakao');
    await page(`/account/new?token=${token}`);
    expect(await action('/account/new', { token, tmpCustNo: 'TMP00000001' })).toEqual({ status: 200, body: { accountNo: '7010125901' } });
    expect((await api('GET', '/main/v1/member/info', 'demo-kakao')).body).toMatchObject({ userType: '200', accountNo: '7010125901', allianceAccountNoRegisterYn: 'Y' });
    expect((await api('POST', '/main/v1/account/affiliate/opened', 'demo-kakao', { accountNo: '7010125901' })).status).toBe(200);
    expect(await action('/account/new', { token, tmpCustNo: 'TMP00000001' })).toEqual({
      status: 400,
      body: { code: 'BAD_REQUEST', message: '임시 고객번호를 확인할 수 없어요. 처음부터 다시 진행해주세요.' },
    });
  });

  it('법인 회원의 토큰으로는 열 수 없다', async () => {
    const token = await agencyToken('demo-corp-link');
    const answer = await page(`/account/new?token=${token}`);
    expect(answer.status).toBe(400);
    expect(answer.html).toContain('개인 회원만 비대면 계좌를 개설할 수 있어요.');
  });
});

describe('법인 계좌 연동', () => {
  it('지점 계좌를 보여 주고, 연동하면 회원 정보와 제휴 계좌 등록이 연결됨으로 맞는다', async () => {
    const token = await agencyToken('demo-corp-link');
    const answer = await page(`/account/corp-link?token=${token}&acct_no=7010170301`);
    expect(answer.status).toBe(200);
    expect(answer.html).toContain('<h1 id="partner-heading">법인 계좌 연동</h1>');
    expect(answer.html).toContain('<dt>법인명</dt><dd>(주)새봄리츠</dd><dt>계좌번호</dt><dd>7010170301</dd>');
    expect(answer.html).toContain('data-action="link" data-tone="primary">계좌 연동</button>');
    expect(answer.html).toContain('data-action="fail-link" data-tone="outline">연동 실패(테스트)</button>');
    expect(answer.html).not.toContain('data-tmp-issued');

    expect(await action('/account/corp-link', { token, acctNo: '7010170301' })).toEqual({ status: 200, body: { success: true, accountNo: '7010170301' } });
    expect((await api('GET', '/main/v1/member/info', 'demo-corp-link')).body).toMatchObject({ userType: '200', allianceAccountNoRegisterYn: 'Y' });
    expect(await api('POST', '/main/v1/account/after_alliance_account', 'demo-corp-link')).toEqual({
      status: 200,
      body: { accountNo: '7010170301', allianceAccountNoRegisterYn: 'Y' },
    });
  });

  it('앱이 계좌번호를 모르면(빈 acct_no) 회원의 지점 계좌로 연동한다', async () => {
    const token = await agencyToken('demo-corp-link');
    expect((await page(`/account/corp-link?token=${token}&acct_no=`)).html).toContain('<dd>7010170301</dd>');
    expect((await action('/account/corp-link', { token, acctNo: '' })).body).toEqual({ success: true, accountNo: '7010170301' });
  });

  it('다른 계좌번호면 오류 화면', async () => {
    const token = await agencyToken('demo-corp-link');
    const answer = await page(`/account/corp-link?token=${token}&acct_no=7010100001`);
    expect(answer.status).toBe(400);
    expect(answer.html).toContain('계좌 정보가 일치하지 않아요. 앱에서 다시 시도해주세요.');
  });

  it('개인 회원은 연동할 수 없다', async () => {
    const token = await agencyToken('demo-kakao');
    expect((await page(`/account/corp-link?token=${token}`)).html).toContain('법인 회원만 계좌를 연동할 수 있어요.');
    expect(await action('/account/corp-link', { token, acctNo: '' })).toEqual({
      status: 400,
      body: { code: 'BAD_REQUEST', message: '법인 회원만 계좌를 연동할 수 있어요.' },
    });
  });
});

describe('청약 비밀번호 확인은 거래번호마다 한 번', () => {
  async function confirmTwice(memberId: string) {
    const account = sandbox.state.data.accounts.get(memberId);
    if (!account) throw new Error(`no account for ${memberId}`);
    const body = {
      token: issueAgencyToken(sandbox.state, memberId).token,
      password: DEMO_ACCOUNT_PASSWORD,
      transTp: 'FRAC_APPLY',
      gdsCd: 'JG0008',
      acctNo: account.accountNo,
      applyAmt: '50000',
      applyQty: '10',
      transNo: `20250304${account.accountNo}01100000`,
    };
    return { body, first: await action('/account/password', body), second: await action('/account/password', body) };
  }

  it('같은 거래번호로 두 번 보내면 두 번째는 거절하고 청약은 10주 그대로', async () => {
    const { body, first, second } = await confirmTwice('demo-income');
    expect(first).toEqual({ status: 200, body: { transNo: body.transNo, status: 'APPLIED', subsQty: 10, subsAmt: 50_000 } });
    expect(second).toEqual({ status: 400, body: { code: 'TRANS_NO_USED', message: TRANS_NO_USED_MESSAGE } });
    const own = sandbox.state.data.subscriptions.find((sub) => sub.memberId === 'demo-income' && sub.offeringId === '108' && sub.status === 'APPLIED');
    expect(own).toMatchObject({ quantity: 10, amount: 50_000 });
  });

  it('처리된 거래번호로 화면을 다시 열면 오류 화면', async () => {
    const { body } = await confirmTwice('demo-income');
    const query = new URLSearchParams({
      token: body.token,
      trans_tp: body.transTp,
      gds_cd: body.gdsCd,
      acct_no: body.acctNo,
      apply_amt: body.applyAmt,
      trans_no: body.transNo,
      apply_qty: body.applyQty,
    });
    const again = await page(`/account/password?${query.toString()}`);
    expect(again.status).toBe(400);
    expect(again.html).toContain(escapeHtml(TRANS_NO_USED_MESSAGE));
  });

  it('거절된 확인(틀린 비밀번호)은 거래번호를 쓰지 않는다', async () => {
    const account = sandbox.state.data.accounts.get('demo-income');
    const transNo = `20250304${account?.accountNo ?? ''}01100000`;
    const body = { token: issueAgencyToken(sandbox.state, 'demo-income').token, transTp: 'FRAC_APPLY', gdsCd: 'JG0008', acctNo: account?.accountNo, applyAmt: '50000', applyQty: '10', transNo };
    expect((await action('/account/password', { ...body, password: '0000' })).body).toMatchObject({ code: 'WRONG_PASSWORD' });
    expect((await action('/account/password', { ...body, password: DEMO_ACCOUNT_PASSWORD })).body).toMatchObject({ status: 'APPLIED', subsQty: 10 });
  });
});
