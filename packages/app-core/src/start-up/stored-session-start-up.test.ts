import { beforeEach, describe, expect, it } from 'vitest';
import { clientAnswering } from '../../test/recording-client';
import { logout } from '../logout/logout';
import { STORAGE_KEYS, createMemoryPersistence, type PersistenceAdapter } from '../persistence/persistence-adapter';
import { applyStartUpEffects, hasPhoneChangeStatus, hydrateStores, readStoredStartUpState, saveUser } from '../persistence/store-persistence';
import { signInWithCi, type SignInClient } from '../session/sign-in-with-ci';
import { commonStore, createDefaultCommonState } from '../stores/common-store';
import { resetSession, sessionStore } from '../stores/session-store';
import { resetUser, updateUser, userStore } from '../stores/user-store';
import { decideAfterMemberInfo, decideStartUp, type StartUpNext } from './start-up';

const INDIVIDUAL_CI = 'demo-ci-demo-general';
const INDIVIDUAL_LOGIN_MEMBER = JSON.stringify({ memberId: 'demo-general', name: '김민준' });
const CORP_INFO = JSON.stringify({ corpBusinessPersonNo: '1208812345', dn: 'cn=hanbit' });

/**
 * 김민준 signed in with his PIN and logged out (his CI and login member stay for the next PIN
 * login); then 한빛자산관리 signed in with its certificate: its token, user and corp-info.
 */
function deviceOfCorporationAfterIndividual() {
  return createMemoryPersistence({
    [STORAGE_KEYS.appState]: 'login',
    [STORAGE_KEYS.ci]: INDIVIDUAL_CI,
    [STORAGE_KEYS.loginMember]: INDIVIDUAL_LOGIN_MEMBER,
    [STORAGE_KEYS.token]: 'token-demo-corp',
    [STORAGE_KEYS.user]: JSON.stringify({ id: 'demo-corp', name: '한빛자산관리', userType: '200', individualCorpCode: 'GENERAL_CORPORATION', media: 'ANDROID' }),
    [STORAGE_KEYS.corpInfo]: CORP_INFO,
  });
}

/** The app's start-up as app-core's README shows it: the stores from the device, then the decision. */
async function startUp(persistence: PersistenceAdapter, client: SignInClient): Promise<StartUpNext> {
  await hydrateStores(persistence);
  let decision = decideStartUp(await readStoredStartUpState(persistence));
  if (decision.next.type === 'sign-in-with-ci') {
    const memberInfo = await signInWithCi(decision.next.ci, client);
    decision = decideAfterMemberInfo(memberInfo, await hasPhoneChangeStatus(persistence));
  }
  await applyStartUpEffects(decision.effects, persistence);
  return decision.next;
}

const MEMBER_NOT_FOUND = { status: 404, body: { code: 'NOT_FOUND', message: '회원 정보를 찾을 수 없어요.' } };
const PIN_REFUSED = { status: 400, body: { code: 'LOGIN_FAILED', message: '로그인 정보가 일치하지 않아요.' } };

beforeEach(() => {
  resetUser();
  resetSession();
  sessionStore.pushToken = '';
  Object.assign(commonStore, createDefaultCommonState());
});

describe('개인의 CI 가 남은 기기에서 법인 세션의 시작', () => {
  it('PIN 이 없으면(브라우저) 개인의 CI 로 법인의 회원 정보를 묻지 않고 로그인 법인 탭으로, 개인의 CI 와 로그인 회원은 남는다', async () => {
    const persistence = deviceOfCorporationAfterIndividual();
    const { client, sent } = clientAnswering({ 'GET /main/v1/member/info': MEMBER_NOT_FOUND });

    const next = await startUp(persistence, client);

    expect(sent).toEqual([]);
    expect(next).toEqual({ type: 'navigate', target: { route: '/auth/login', search: { tabs: 'corporate' } } });
    expect(persistence.entries()).toMatchObject({ [STORAGE_KEYS.ci]: INDIVIDUAL_CI, [STORAGE_KEYS.loginMember]: INDIVIDUAL_LOGIN_MEMBER });
  });

  it('PIN 이 있어도 법인의 아이디에 개인의 CI 를 실은 간편 로그인을 보내지 않는다', async () => {
    const persistence = deviceOfCorporationAfterIndividual();
    commonStore.pin = 'pin-hash-of-kim';
    const { client, sent } = clientAnswering({ 'POST /main/v1/auth/simple/login': PIN_REFUSED });

    const next = await startUp(persistence, client);

    expect(sent).toEqual([]);
    expect(next).toEqual({ type: 'navigate', target: { route: '/auth/login', search: { tabs: 'corporate' } } });
    expect(persistence.entries()).toMatchObject({ [STORAGE_KEYS.ci]: INDIVIDUAL_CI, [STORAGE_KEYS.token]: 'token-demo-corp' });
  });

  it('법인이 로그아웃하고 개인이 PIN 으로 다시 로그인하면, 다음 시작은 개인의 CI 와 PIN 으로 로그인해 홈으로', async () => {
    const persistence = deviceOfCorporationAfterIndividual();
    await hydrateStores(persistence);
    sessionStore.token = 'token-demo-corp';
    await logout({ persistence, invalidatePin: () => undefined, navigate: () => undefined });
    expect(persistence.entries()).toMatchObject({ [STORAGE_KEYS.ci]: INDIVIDUAL_CI, [STORAGE_KEYS.loginMember]: INDIVIDUAL_LOGIN_MEMBER });

    // What features-auth's PIN login leaves for 김민준: his session and user (the CI and login member were kept).
    updateUser({ id: 'demo-general', name: '김민준', userType: '200', individualCorpCode: 'INDIVIDUAL' });
    await saveUser(persistence);
    await persistence.set(STORAGE_KEYS.token, 'token-demo-general');
    resetUser();
    resetSession();

    commonStore.pin = 'pin-hash-of-kim';
    const { client, sent } = clientAnswering({
      'POST /main/v1/auth/simple/login': {
        status: 200,
        body: { token: 'token-ci-general', userId: 'demo-general', userType: '200', individualCorpCode: 'INDIVIDUAL' },
      },
      'GET /main/v1/member/info': {
        status: 200,
        body: { id: 'demo-general', htsId: '', userType: '200', name: '김민준', individualCorpCode: 'INDIVIDUAL', kycReExecute: false },
      },
    });

    const next = await startUp(persistence, client);

    expect(sent.map(({ call, body, query, authorization }) => ({ call, memberId: (body as { memberId?: string } | undefined)?.memberId, ci: query.ci, authorization }))).toEqual([
      { call: 'POST /main/v1/auth/simple/login', memberId: 'demo-general', ci: undefined, authorization: 'Bearer token-demo-general' },
      { call: 'GET /main/v1/member/info', memberId: undefined, ci: INDIVIDUAL_CI, authorization: 'Bearer token-ci-general' },
    ]);
    expect(next).toEqual({ type: 'navigate', target: { route: '/_main/home' } });
    expect([userStore.id, userStore.ci, sessionStore.token]).toEqual(['demo-general', INDIVIDUAL_CI, 'token-ci-general']);
  });
});
