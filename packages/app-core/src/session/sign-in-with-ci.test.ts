import { beforeEach, describe, expect, it } from 'vitest';
import { commonStore, createDefaultCommonState } from '../stores/common-store';
import { resetSession, sessionStore } from '../stores/session-store';
import { resetUser, updateUser, userStore } from '../stores/user-store';
import { clientAnswering } from '../../test/recording-client';
import { signInWithCi } from './sign-in-with-ci';

const MEMBER_INFO = {
  id: 'demo-general',
  htsId: '',
  userType: '200',
  name: '김민준',
  individualCorpCode: 'INDIVIDUAL',
  phoneNo: '01023451234',
  accountNo: '7010100201',
  media: 'IOS',
  kycReExecute: false,
};

const SESSION = { token: 'token-ci-1', userId: 'demo-general', userType: '200', individualCorpCode: 'INDIVIDUAL' };

beforeEach(() => {
  resetUser();
  resetSession();
  // The push token belongs to the device: a session reset keeps it.
  sessionStore.pushToken = '';
  Object.assign(commonStore, createDefaultCommonState());
});

describe('signInWithCi', () => {
  it('init 의 PIN 이 있으면 CI 해시와 PIN 으로 로그인(토큰 저장, PIN 비움)한 뒤 회원 정보를 담는다', async () => {
    updateUser({ id: 'demo-general', media: 'ANDROID', individualCorpCode: 'INDIVIDUAL' });
    sessionStore.pushToken = 'push-1';
    commonStore.pin = 'pin-hash-1';
    const { client, sent } = clientAnswering({
      'POST /main/v1/auth/simple/login': { status: 200, body: SESSION },
      'GET /main/v1/member/info': { status: 200, body: MEMBER_INFO },
    });

    const memberInfo = await signInWithCi('demo-ci', client);

    expect(memberInfo).toEqual({ userType: '200', individualCorpCode: 'INDIVIDUAL', kycReExecute: false });
    expect(sent).toEqual([
      {
        call: 'POST /main/v1/auth/simple/login',
        query: {},
        body: {
          memberId: 'demo-general',
          hashCI: '6103ab6630769a112b5874e7acbc1edfe7f56b38fe179e4b434f1254f45b7470',
          hashPIN: 'pin-hash-1',
          pushToken: 'push-1',
          media: 'ANDROID',
        },
        authorization: null,
      },
      {
        call: 'GET /main/v1/member/info',
        query: { ci: 'demo-ci', pushToken: 'push-1', media: 'ANDROID', individualCorpCode: 'INDIVIDUAL' },
        body: undefined,
        authorization: 'Bearer token-ci-1',
      },
    ]);
    expect([sessionStore.token, sessionStore.userId, commonStore.pin]).toEqual(['token-ci-1', 'demo-general', '']);
    // The member info fills the user; the device's media stays what the shell said.
    expect([userStore.ci, userStore.name, userStore.phoneNo, userStore.accountNo, userStore.media]).toEqual([
      'demo-ci',
      '김민준',
      '01023451234',
      '7010100201',
      'ANDROID',
    ]);
  });

  it('PIN 이 없으면(데스크톱 브라우저) 저장된 세션으로 회원 정보만 받는다 (매체 WEB)', async () => {
    updateUser({ id: 'demo-general', media: '' });
    sessionStore.token = 'stored-token';
    const { client, sent } = clientAnswering({ 'GET /main/v1/member/info': { status: 200, body: MEMBER_INFO } });

    await signInWithCi('demo-ci', client);

    expect(sent).toEqual([
      {
        call: 'GET /main/v1/member/info',
        query: { ci: 'demo-ci', pushToken: '', media: 'WEB', individualCorpCode: 'INDIVIDUAL' },
        body: undefined,
        authorization: 'Bearer stored-token',
      },
    ]);
    expect([sessionStore.token, userStore.name]).toEqual(['stored-token', '김민준']);
  });

  it('손님(guest)은 PIN 이 있어도 CI 로그인하지 않는다', async () => {
    updateUser({ id: 'guest', media: 'IOS', individualCorpCode: 'GENERAL_CORPORATION' });
    commonStore.pin = 'pin-hash-1';
    const { client, sent } = clientAnswering({ 'GET /main/v1/member/info': { status: 200, body: MEMBER_INFO } });

    await signInWithCi('demo-ci', client);

    expect(sent.map((request) => request.call)).toEqual(['GET /main/v1/member/info']);
    expect(sent[0]?.query).toEqual({ ci: 'demo-ci', pushToken: '', media: 'IOS', individualCorpCode: 'GENERAL_CORPORATION' });
    expect(commonStore.pin).toBe('pin-hash-1');
  });

  it('회원 정보 답이 비어 있으면 null', async () => {
    const { client } = clientAnswering({ 'GET /main/v1/member/info': { status: 200, body: null } });
    expect(await signInWithCi('demo-ci', client)).toBeNull();
    expect(userStore.ci).toBe('');
  });

  it('이 CI 의 회원 정보가 없으면(404: 세션의 회원이 CI 의 회원이 아님) null', async () => {
    updateUser({ id: 'demo-general' });
    sessionStore.token = 'token-of-another-member';
    const { client } = clientAnswering({
      'GET /main/v1/member/info': { status: 404, body: { code: 'NOT_FOUND', message: '회원 정보를 찾을 수 없어요.' } },
    });
    expect(await signInWithCi('demo-ci', client)).toBeNull();
    expect(userStore.ci).toBe('');
  });

  it('PIN 이 틀리면(LOGIN_FAILED) 회원 정보를 묻지 않고 서버의 오류를 그대로 전한다', async () => {
    updateUser({ id: 'demo-general' });
    commonStore.pin = 'stale-pin';
    const { client, sent } = clientAnswering({
      'POST /main/v1/auth/simple/login': {
        status: 400,
        body: { code: 'LOGIN_FAILED', message: 'PIN 번호가 일치하지 않아요. 4번 더 틀리면 PIN이 잠겨요.' },
      },
    });
    await expect(signInWithCi('demo-ci', client)).rejects.toMatchObject({
      code: 'LOGIN_FAILED',
      message: 'PIN 번호가 일치하지 않아요. 4번 더 틀리면 PIN이 잠겨요.',
    });
    expect(sent.map((request) => request.call)).toEqual(['POST /main/v1/auth/simple/login']);
  });

  it('로그인이 거절되어도 PIN 은 지워지고 오류가 전해진다', async () => {
    updateUser({ id: 'demo-general' });
    commonStore.pin = 'wrong-pin';
    const { client, sent } = clientAnswering({
      'POST /main/v1/auth/simple/login': { status: 401, body: { code: 'UNAUTHORIZED', message: '다시 로그인해주세요.' } },
    });

    await expect(signInWithCi('demo-ci', client)).rejects.toMatchObject({ status: 401 });
    expect(sent.map((request) => request.call)).toEqual(['POST /main/v1/auth/simple/login']);
    expect([commonStore.pin, sessionStore.token]).toEqual(['', '']);
  });
});
