import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { transactionGate } from '../gate/transaction-gate';
import { needsTendencyEvaluation } from '../investor/investor-info-checks';
import { commonStore, createDefaultCommonState } from '../stores/common-store';
import { createEmptySession, sessionStore } from '../stores/session-store';
import { resetUser, userStore } from '../stores/user-store';
import { createMemoryPersistence, STORAGE_KEYS } from './persistence-adapter';
import {
  applyStartUpEffects,
  hasPhoneChangeStatus,
  HYDRATION_TIMEOUT_MS,
  hydrateStores,
  persistStores,
  readStoredStartUpState,
  saveStores,
} from './store-persistence';

beforeEach(() => {
  resetUser();
  Object.assign(commonStore, createDefaultCommonState());
  Object.assign(sessionStore, createEmptySession());
});

/** A signed-in member's device whose keystore refuses the first `times` reads of `key`. */
function deviceRefusingReads(key: string, times: number) {
  const device = createMemoryPersistence({
    'jogak:app-state': 'login',
    'jogak:user': JSON.stringify({ id: 'demo-general', name: '김민준', userType: '200', media: 'ANDROID' }),
    'jogak:token': 'T1',
    'jogak:double-connect-key': 'dck-1',
    'jogak:push-token': 'P1',
  });
  let refused = 0;
  const get = async (read: string) => {
    if (read === key && refused < times) {
      refused += 1;
      throw new Error('keystore not ready');
    }
    return device.get(read);
  };
  return { ...device, get };
}

describe('hydrateStores', () => {
  it('저장된 앱 상태, 사용자 필드, 토큰, 푸시 토큰을 불러온다', async () => {
    await hydrateStores(
      createMemoryPersistence({
        'jogak:app-state': 'login',
        'jogak:user': JSON.stringify({ name: '김민준', userType: '200', id: 'demo-general', age: 40 }),
        'jogak:token': 'T1',
        'jogak:push-token': 'P1',
      }),
    );
    expect(commonStore.appState).toBe('login');
    expect([userStore.name, userStore.userType, userStore.id, userStore.age]).toEqual([
      '김민준',
      '200',
      'demo-general',
      12,
    ]);
    expect([sessionStore.token, sessionStore.pushToken]).toEqual(['T1', 'P1']);
  });

  it('인증서 세션의 doubleConnectKey 는 그 토큰과 함께 돌아오고, 토큰 없이는 버린다', async () => {
    await hydrateStores(createMemoryPersistence({ 'jogak:token': 'T1', 'jogak:double-connect-key': 'dck-1' }));
    expect(sessionStore.doubleConnectKey).toBe('dck-1');
    await hydrateStores(createMemoryPersistence({ 'jogak:double-connect-key': 'dck-1' }));
    expect(sessionStore.doubleConnectKey).toBe('');
  });

  it.each(['{not json', '"a string"', 'null', JSON.stringify({ userType: 200 })])(
    '읽을 수 없는 사용자 값 %s 은 무시하고 기본값을 둔다',
    async (raw) => {
      await hydrateStores(createMemoryPersistence({ 'jogak:user': raw }));
      expect(userStore.userType).toBe('100');
      expect(userStore.id).toBe('guest');
    },
  );

  it('다시 불러와도 거래 관문과 투자자 정보 확인이 읽는 값은 그 회원의 것이다 (투자성향이 있는 회원에게 분석을 묻지 않는다)', async () => {
    await hydrateStores(
      createMemoryPersistence({
        'jogak:app-state': 'login',
        'jogak:user': JSON.stringify({
          userType: '200',
          investPersonUniqueNo: 'IP20240000',
          investPersonInformOfferYn: 'Y',
          customerTendencyEvalCod: '3',
          investPersonInformChgMaturityAt: '2028-08-30T00:00:00+09:00',
        }),
        'jogak:token': 'T1',
      }),
    );
    expect(needsTendencyEvaluation(userStore)).toBe(false);
    expect(transactionGate({ ...userStore, allianceAccountNoRegisterYn: 'N' })).toBe('ACCOUNT_LINK_NEEDED');
    expect(userStore.investPersonInformChgMaturityAt).toBe('2028-08-30T00:00:00+09:00');
  });

  it('아무것도 없으면 첫 실행 상태다', async () => {
    await hydrateStores(createMemoryPersistence());
    expect(commonStore.appState).toBeNull();
    expect(sessionStore.token).toBe('');
  });

  it('읽기에 한 번 실패한 값은 다시 읽어 불러온다', async () => {
    const onError = vi.fn();
    const hydration = await hydrateStores(deviceRefusingReads('jogak:token', 1), { onError });
    expect([sessionStore.token, sessionStore.doubleConnectKey, commonStore.appState, userStore.name]).toEqual(['T1', 'dck-1', 'login', '김민준']);
    expect(hydration.unreadKeys).toEqual([]);
    expect(onError).not.toHaveBeenCalled();
  });

  it('두 번 다 읽지 못한 값만 빼고 불러오고, 그 값(토큰이면 그 세션의 doubleConnectKey 도)을 알린다', async () => {
    const onError = vi.fn();
    const hydration = await hydrateStores(deviceRefusingReads('jogak:token', 2), { onError });
    expect([commonStore.appState, userStore.name, userStore.userType, sessionStore.pushToken]).toEqual(['login', '김민준', '200', 'P1']);
    expect([sessionStore.token, sessionStore.doubleConnectKey]).toEqual(['', '']);
    expect(hydration.unreadKeys).toEqual(['jogak:token', 'jogak:double-connect-key']);
    expect(onError).toHaveBeenCalledExactlyOnceWith(new Error('keystore not ready'), 'jogak:token');
  });
});

describe('hydrateStores 의 기한', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A signed-in member's device whose shell never answers a read of `silentKeys`. */
  function deviceNeverAnswering(silentKeys: readonly string[]) {
    const device = deviceRefusingReads('', 0);
    const reads: string[] = [];
    const get = (key: string) => {
      reads.push(key);
      return silentKeys.includes(key) ? new Promise<string | null>(() => undefined) : device.get(key);
    };
    return { ...device, get, reads };
  }

  it('답하지 않는 저장소를 기다리지 않는다: 3초 안에 끝나고, 답한 값만 불러오고 나머지는 읽지 못한 값으로 알린다', async () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    const device = deviceNeverAnswering(['jogak:token', 'jogak:user']);
    let settled = false;
    const hydrating = hydrateStores(device, { onError }).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(HYDRATION_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    const { unreadKeys } = await hydrating;
    expect(HYDRATION_TIMEOUT_MS).toBe(3_000);
    expect(unreadKeys).toEqual(['jogak:user', 'jogak:token', 'jogak:double-connect-key']);
    expect([commonStore.appState, sessionStore.pushToken, sessionStore.token, userStore.name]).toEqual(['login', 'P1', '', '']);
    expect(onError.mock.calls.map(([, key]) => key)).toEqual(['jogak:user', 'jogak:token']);
    // Every key was asked for at once, and none a second time after the deadline.
    expect(device.reads.toSorted()).toEqual(
      ['jogak:app-state', 'jogak:user', 'jogak:token', 'jogak:double-connect-key', 'jogak:push-token'].toSorted(),
    );
  });

  it('기한이 지난 뒤 실패한 읽기는 다시 시도하지 않는다', async () => {
    vi.useFakeTimers();
    let failLate: (error: Error) => void = () => undefined;
    const device = deviceNeverAnswering([]);
    const get = (key: string) => {
      device.reads.push(key);
      if (key !== 'jogak:token') return device.get(key);
      return new Promise<string | null>((_, reject) => {
        failLate = reject;
      });
    };
    const hydrating = hydrateStores({ ...device, get }, { onError: () => undefined, timeoutMs: 500 });
    await vi.advanceTimersByTimeAsync(500);
    expect((await hydrating).unreadKeys).toEqual(['jogak:token', 'jogak:double-connect-key']);
    failLate(new Error('timeout'));
    await vi.advanceTimersByTimeAsync(0);
    expect(device.reads.filter((key) => key === 'jogak:token')).toEqual(['jogak:token']);
  });
});

describe('persistStores', () => {
  it('스토어가 바뀌면 기기에 쓰고, 빈 토큰은 지운다', async () => {
    const persistence = createMemoryPersistence({ 'jogak:token': 'OLD' });
    const stop = persistStores(persistence);
    commonStore.appState = 'home';
    userStore.name = '이서연';
    userStore.userType = '200';
    userStore.email = 'not-persisted@example.kr';
    sessionStore.pushToken = 'PUSH';
    sessionStore.token = '';
    sessionStore.doubleConnectKey = 'dck-1';
    // Four keys written and the old token removed: every write the changes started has landed.
    await expect
      .poll(() => Object.keys(persistence.entries()).sort())
      .toEqual(['jogak:app-state', 'jogak:double-connect-key', 'jogak:push-token', 'jogak:user']);
    stop();
    const entries = persistence.entries();
    expect(entries['jogak:app-state']).toBe('home');
    expect(JSON.parse(entries['jogak:user'] ?? '{}')).toEqual({
      name: '이서연',
      id: 'guest',
      htsId: '',
      media: 'ANDROID',
      accountNo: '',
      allianceAccountNoRegisterYn: '',
      userType: '200',
      individualCorpCode: '',
      investPersonUniqueNo: '',
      investPersonInformOfferYn: '',
      customerTendencyEvalCod: '-',
      investPersonInformChgMaturityAt: '',
    });
    expect(entries['jogak:push-token']).toBe('PUSH');
    expect(entries['jogak:token']).toBeUndefined();
  });

  it('멈춘 뒤에는 쓰지 않는다', async () => {
    const persistence = createMemoryPersistence();
    persistStores(persistence)();
    // A running persistence sees the same change by the same path: once it has written, a stopped
    // one that still listened would have written too.
    const witness = createMemoryPersistence();
    const stopWitness = persistStores(witness);
    commonStore.appState = 'home';
    await expect.poll(() => witness.entries()).toEqual({ 'jogak:app-state': 'home' });
    stopWitness();
    expect(persistence.entries()).toEqual({});
  });

  it('쓰기에 실패하면 onError 로 알린다', async () => {
    const failure = new Error('secure storage unavailable');
    const onError = vi.fn();
    const persistence = { ...createMemoryPersistence(), set: () => Promise.reject(failure) };
    const stop = persistStores(persistence, { onError });
    commonStore.appState = 'home';
    await expect.poll(() => onError.mock.calls).toEqual([[failure]]);
    stop();
  });

  it('읽지 못한 값은 기본값으로 덮어쓰거나 지우지 않고, 앱이 바꾼 뒤에야 쓴다', async () => {
    const device = deviceRefusingReads('jogak:token', 2);
    const { unreadKeys } = await hydrateStores(device, { onError: () => undefined });
    const stop = persistStores(device, { unreadKeys });
    // What the shell's init changes on every launch.
    sessionStore.pushToken = 'P2';
    commonStore.version = '1.2.0';
    userStore.userType = '200';
    await expect.poll(() => device.entries()['jogak:push-token']).toBe('P2');
    expect(device.entries()['jogak:token']).toBe('T1');
    expect(device.entries()['jogak:double-connect-key']).toBe('dck-1');
    expect(device.entries()['jogak:app-state']).toBe('login');
    // A sign-in is the app's own change: its token is written.
    sessionStore.token = 'T2';
    await expect.poll(() => device.entries()['jogak:token']).toBe('T2');
    stop();
  });

  it('읽지 못한 사용자는 앱이 바꾼 필드만 저장된 사용자 위에 쓴다', async () => {
    const device = deviceRefusingReads('jogak:user', 2);
    const { unreadKeys } = await hydrateStores(device, { onError: () => undefined });
    expect([userStore.id, userStore.userType]).toEqual(['guest', '100']);
    const stop = persistStores(device, { unreadKeys });
    // init reports the OS: that field, and only it, goes over the stored member.
    userStore.media = 'IOS';
    await expect
      .poll(() => JSON.parse(device.entries()['jogak:user'] ?? '{}') as unknown)
      .toEqual({ id: 'demo-general', name: '김민준', userType: '200', media: 'IOS' });
    stop();
  });
});

describe('saveStores', () => {
  it('지금의 스토어를 바로 쓴다', async () => {
    const persistence = createMemoryPersistence();
    commonStore.appState = 'home';
    sessionStore.token = 'T';
    await saveStores(persistence);
    expect(persistence.entries()['jogak:app-state']).toBe('home');
    expect(persistence.entries()['jogak:token']).toBe('T');
  });
});

describe('readStoredStartUpState', () => {
  it('시작 결정에 필요한 값을 읽는다', async () => {
    const persistence = createMemoryPersistence({
      [STORAGE_KEYS.appState]: 'home',
      [STORAGE_KEYS.user]: JSON.stringify({ id: 'demo-corp-pro', userType: '200', individualCorpCode: 'CORPORATE' }),
      [STORAGE_KEYS.ci]: 'CI',
      [STORAGE_KEYS.corpInfo]: '{"corpName":"해운대에셋(주)"}',
      [STORAGE_KEYS.loginMember]: '{"memberId":"demo-general","name":"김민준"}',
    });
    expect(await readStoredStartUpState(persistence)).toEqual({
      appState: 'home',
      userType: '200',
      individualCorpCode: 'CORPORATE',
      hasCorpInfo: true,
      ci: 'CI',
      userId: 'demo-corp-pro',
      ciMemberId: 'demo-general',
    });
  });

  it('첫 실행이면 기본값', async () => {
    expect(await readStoredStartUpState(createMemoryPersistence())).toEqual({
      appState: null,
      userType: '100',
      individualCorpCode: null,
      hasCorpInfo: false,
      ci: null,
      userId: null,
      ciMemberId: null,
    });
  });
});

describe('hasPhoneChangeStatus', () => {
  it.each([
    [{ 'jogak:phone-change-status': 'Y' }, true],
    [{ 'jogak:phone-change-status': '' }, false],
    [{}, false],
  ])('%j → %s', async (initial, expected) => {
    expect(await hasPhoneChangeStatus(createMemoryPersistence(initial))).toBe(expected);
  });
});

describe('applyStartUpEffects', () => {
  it('효과를 차례로 적용한다', async () => {
    const persistence = createMemoryPersistence({
      'jogak:ci': 'CI',
      'jogak:phone-change-status': 'Y',
      'jogak:token': 'T',
    });
    await applyStartUpEffects(
      [
        { type: 'set-user-type', userType: '123' },
        { type: 'remove-ci' },
        { type: 'clear-phone-change-status' },
        { type: 'set-user-type', userType: '200' },
      ],
      persistence,
    );
    expect(userStore.userType).toBe('200');
    expect(persistence.entries()).toEqual({ 'jogak:token': 'T' });
  });
});
