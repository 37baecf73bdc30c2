import { beforeEach, describe, expect, it } from 'vitest';
import { clientAnswering } from '../../test/recording-client';
import { investorInfoStore, resetInvestorInfo } from '../investor-info/investor-info';
import type { UserTypeCode } from '../user-type/user-type';
import { resetSession, sessionStore } from '../stores/session-store';
import { resetUser, updateUser, userStore } from '../stores/user-store';
import { fetchMemberInfo, loadMemberInfo, memberInfoQuery } from './load-member-info';

const CORPORATE_INFO = {
  id: 'demo-corp',
  htsId: 'HTS00031',
  userType: '200',
  name: '(주)한빛자산관리',
  individualCorpCode: 'GENERAL_CORPORATION',
  atOfBirth: null,
  birth: '2011-03-15',
  phoneNo: '0234567890',
  accountNo: '7010100301',
  media: 'ANDROID',
  kycReExecute: false,
};

beforeEach(() => {
  resetUser();
  resetSession();
  resetInvestorInfo();
  sessionStore.pushToken = '';
});

describe('memberInfoQuery', () => {
  it('화면이 쓰는 회원 정보 쿼리도 같은 방식으로 묻고, 값이 다르면 다른 캐시다', () => {
    updateUser({ ci: 'ci-kim', media: 'IOS', individualCorpCode: 'INDIVIDUAL' });
    sessionStore.pushToken = 'push-1';
    const query = memberInfoQuery();
    expect(query.queryKey).toEqual(['member', 'info', { ci: 'ci-kim', pushToken: 'push-1', media: 'IOS', individualCorpCode: 'INDIVIDUAL' }]);
    updateUser({ ci: 'ci-lee' });
    expect(memberInfoQuery().queryKey).not.toEqual(query.queryKey);
  });
});

describe('fetchMemberInfo', () => {
  it('기기의 방식(CI, 푸시 토큰, 매체, 회원 구분)으로 묻고 사용자 정보는 바꾸지 않는다', async () => {
    updateUser({ media: 'IOS' });
    Object.assign(sessionStore, { token: 'token-1', pushToken: 'push-1' });
    const { client, sent } = clientAnswering({ 'GET /main/v1/member/info': { status: 200, body: CORPORATE_INFO } });

    const info = await fetchMemberInfo(client, { ci: 'corp-ci', individualCorpCode: 'GENERAL_CORPORATION' });

    expect(info?.htsId).toBe('HTS00031');
    expect(sent).toEqual([
      {
        call: 'GET /main/v1/member/info',
        query: { ci: 'corp-ci', pushToken: 'push-1', media: 'IOS', individualCorpCode: 'GENERAL_CORPORATION' },
        body: undefined,
        authorization: 'Bearer token-1',
      },
    ]);
    expect([userStore.name, userStore.ci]).toEqual(['', '']);
  });

  it('회원 구분을 주지 않으면 기기에 남은 구분, 그마저 없으면 개인으로 묻는다', async () => {
    const { client, sent } = clientAnswering({ 'GET /main/v1/member/info': { status: 200, body: CORPORATE_INFO } });
    await fetchMemberInfo(client, { ci: 'corp-ci' });
    updateUser({ individualCorpCode: 'GENERAL_CORPORATION' });
    await fetchMemberInfo(client, { ci: 'corp-ci' });

    expect(sent.map((request) => request.query.individualCorpCode)).toEqual(['INDIVIDUAL', 'GENERAL_CORPORATION']);
  });
});

describe('loadMemberInfo', () => {
  it('답의 회원 정보(법인의 설립일과 대표 전화까지)와 물은 CI 를 담는다', async () => {
    updateUser({ media: 'ANDROID' });
    const { client } = clientAnswering({ 'GET /main/v1/member/info': { status: 200, body: CORPORATE_INFO } });

    await loadMemberInfo(client, { ci: 'corp-ci' });

    expect([userStore.name, userStore.accountNo, userStore.ci, userStore.phoneNo, userStore.birth, userStore.atOfBirth]).toEqual([
      '(주)한빛자산관리',
      '7010100301',
      'corp-ci',
      '0234567890',
      '2011-03-15',
      '',
    ]);
    // The device's media is the shell's, never the server's copy.
    expect(userStore.media).toBe('ANDROID');
  });

  it('기기에 CI 가 없으면(빈 CI) 세션의 회원을 묻고 CI 는 비워 둔 채 담는다', async () => {
    const { client, sent } = clientAnswering({ 'GET /main/v1/member/info': { status: 200, body: CORPORATE_INFO } });

    await loadMemberInfo(client, { ci: '' });

    expect(sent[0]?.query.ci).toBe('');
    expect([userStore.name, userStore.ci]).toEqual(['(주)한빛자산관리', '']);
  });

  it('답에 회원이 없으면 null 이고 사용자 정보는 그대로다', async () => {
    updateUser({ name: '김민준' });
    const { client } = clientAnswering({ 'GET /main/v1/member/info': { status: 200, body: null } });

    expect(await loadMemberInfo(client, { ci: 'demo-ci' })).toBeNull();
    expect([userStore.name, userStore.ci]).toEqual(['김민준', '']);
  });

  it('거절된 요청은 그대로 전해진다', async () => {
    const { client } = clientAnswering({ 'GET /main/v1/member/info': { status: 401, body: { code: 'UNAUTHORIZED', message: '다시 로그인해주세요.' } } });

    await expect(loadMemberInfo(client, { ci: 'demo-ci' })).rejects.toMatchObject({ status: 401 });
    expect(userStore.name).toBe('');
  });
});

/** demo-general as the sandbox answers: an individual with a linked account and investor dates. */
const GENERAL_INFO = {
  id: 'demo-general',
  htsId: 'HTS00001',
  userType: '200',
  name: '김민준',
  individualCorpCode: 'INDIVIDUAL',
  accountNo: '7010100001',
  accountNumber: '7010100001',
  allianceAccountNoRegisterYn: 'Y',
  investPersonInformChgAt: '2025-01-10T00:00:00+09:00',
  investPersonInformChgMaturityAt: '2026-01-10T00:00:00+09:00',
  kycReExecute: false,
} as const;

/** demo-account-open (101): no account, no HTS id and no investor dates, which the server answers with `null`. */
const ACCOUNT_OPEN_INFO = {
  id: 'demo-account-open',
  htsId: null,
  userType: '101',
  name: '정우성',
  individualCorpCode: 'INDIVIDUAL',
  accountNo: null,
  accountNumber: null,
  allianceAccountNoRegisterYn: 'N',
  investPersonInformChgAt: null,
  investPersonInformChgMaturityAt: null,
  kycReExecute: false,
} as const;

/** A member-info answer as the tests give it: the member's id, type and name, then any fields. */
type MemberInfoAnswer = { readonly id: string; readonly userType: UserTypeCode; readonly name: string } & Readonly<Record<string, unknown>>;

/** A PIN login's order: the session's member first, then the token, then its member info. */
async function signInAs(info: MemberInfoAnswer, ci: string): Promise<void> {
  updateUser({ id: info.id, userType: info.userType, individualCorpCode: 'INDIVIDUAL', ci, name: info.name });
  Object.assign(sessionStore, { token: `token-${info.id}`, userId: info.id });
  const { client } = clientAnswering({ 'GET /main/v1/member/info': { status: 200, body: info } });
  await loadMemberInfo(client, { ci });
}

describe('다른 회원의 로그인', () => {
  it('로그아웃 없이 끝난 세션(401 로 가입 화면, 토큰과 사용자는 남음) 뒤의 다른 회원은 앞 회원의 계좌와 투자자 정보를 물려받지 않는다', async () => {
    updateUser({ media: 'IOS' });
    await signInAs(GENERAL_INFO, 'ci-general');
    Object.assign(investorInfoStore, { investProposeCod: '02', endureRiskLevelCod: '03' });
    expect([userStore.accountNo, userStore.investPersonInformChgMaturityAt]).toEqual(['7010100001', '2026-01-10T00:00:00+09:00']);

    await signInAs(ACCOUNT_OPEN_INFO, 'ci-account-open');

    expect({
      id: userStore.id,
      userType: userStore.userType,
      name: userStore.name,
      ci: userStore.ci,
      htsId: userStore.htsId,
      accountNo: userStore.accountNo,
      accountNumber: userStore.accountNumber,
      allianceAccountNoRegisterYn: userStore.allianceAccountNoRegisterYn,
      investPersonInformChgAt: userStore.investPersonInformChgAt,
      investPersonInformChgMaturityAt: userStore.investPersonInformChgMaturityAt,
    }).toEqual({
      id: 'demo-account-open',
      userType: '101',
      name: '정우성',
      ci: 'ci-account-open',
      htsId: '',
      accountNo: '',
      accountNumber: '',
      allianceAccountNoRegisterYn: 'N',
      investPersonInformChgAt: '',
      investPersonInformChgMaturityAt: '',
    });
    expect([investorInfoStore.investProposeCod, investorInfoStore.endureRiskLevelCod]).toEqual(['', '']);
    // The device's OS is the shell's report, not the member's.
    expect(userStore.media).toBe('IOS');
  });

  it('같은 회원이 다시 로그인하면 그 회원의 정보와 작성 중인 투자자 정보는 그대로다', async () => {
    await signInAs(GENERAL_INFO, 'ci-general');
    Object.assign(investorInfoStore, { investProposeCod: '02' });
    // Start-up's refused PIN drops only the token.
    sessionStore.token = '';

    // An answer without the account and the maturity date (null): what the store kept shows through.
    await signInAs({ ...GENERAL_INFO, accountNo: null, investPersonInformChgMaturityAt: null }, 'ci-general');

    expect([userStore.accountNo, userStore.investPersonInformChgMaturityAt]).toEqual(['7010100001', '2026-01-10T00:00:00+09:00']);
    expect(investorInfoStore.investProposeCod).toBe('02');
  });
});
