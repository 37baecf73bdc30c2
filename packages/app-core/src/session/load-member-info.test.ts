import { beforeEach, describe, expect, it } from 'vitest';
import { clientAnswering } from '../../test/recording-client';
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
