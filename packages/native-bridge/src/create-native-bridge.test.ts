import { Window as HappyWindow } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNativeBridge, type BridgeDrop, type NativeBridge } from './create-native-bridge';
import { NativeBridgeError } from './native-bridge-error';
import type { CommandEnvelope } from './protocol';
import type { NativeTransport } from './transports';

function recordingTransport(): NativeTransport & { sent: CommandEnvelope[] } {
  const sent: CommandEnvelope[] = [];
  return {
    name: 'android',
    sent,
    post(envelope) {
      sent.push(envelope);
    },
  };
}

function reply(id: string, result: unknown): string {
  return JSON.stringify({ jogak: 1, kind: 'reply', id, ok: true, result });
}

function failure(id: string, kind: string, message?: string): string {
  return JSON.stringify({ jogak: 1, kind: 'reply', id, ok: false, error: { kind, message } });
}

function message(type: string, payload?: unknown): string {
  return JSON.stringify({ jogak: 1, kind: 'message', type, payload });
}

let transport: ReturnType<typeof recordingTransport>;
let drops: BridgeDrop[];
let clock: number;
let bridge: NativeBridge;

beforeEach(() => {
  transport = recordingTransport();
  drops = [];
  clock = 1_700_000_000_000;
  bridge = createNativeBridge({ transport, now: () => clock, onDropped: (drop) => drops.push(drop) });
});

afterEach(() => {
  bridge.dispose();
  vi.useRealTimers();
});

function lastSent(): CommandEnvelope {
  const envelope = transport.sent.at(-1);
  if (!envelope) throw new Error('nothing sent');
  return envelope;
}

describe('시작', () => {
  it('연결되면 셸에 bridge.ready 를 보낸다', () => {
    expect(transport.sent).toEqual([
      { jogak: 1, kind: 'command', id: expect.any(String), command: 'bridge.ready', payload: { protocol: 1 }, reply: false },
    ]);
    expect(bridge.transport).toBe('android');
  });
});

describe('응답 없는 명령', () => {
  const cases = [
    ['storage.set', { key: 'user', value: '{"id":"guest"}' }],
    ['copy', { text: '조각투자' }],
    ['exit', {}],
    ['openLink', { url: 'https://jogak.example/notice' }],
    ['pin.invalidate', { owner: 'individual' }],
    ['pin.reset', { owner: 'corporate' }],
    ['biometrics.reset', { owner: 'individual' }],
    ['openArticle', { url: 'https://jogak.example/press/1', title: '보도자료' }],
    ['attribution.event', { name: 'sign_up', properties: { step: 2 } }],
  ] as const;

  it.each(cases)('%s 는 reply:false 봉투로 나간다', (command, payload) => {
    (bridge.send as (c: string, p: unknown) => void)(command, payload);
    expect(lastSent()).toEqual({ jogak: 1, kind: 'command', id: expect.any(String), command, payload, reply: false });
  });

  it('빈 명령은 payload 없이 호출해도 {} 로 나간다', () => {
    bridge.send('exit');
    expect(lastSent().payload).toEqual({});
  });
});

describe('응답하는 명령', () => {
  const cases = [
    ['kakaoPay.init', { ci: 'CI1', media: 'ANDROID' }, { publicKey: 'MFkw' }, { publicKey: 'MFkw' }],
    [
      'kakaoPay.login',
      { ci: 'CI1', media: 'IOS' },
      { txId: 'tx-1', publicKey: 'MFkw', signature: 'c2ln' },
      { txId: 'tx-1', publicKey: 'MFkw', signature: 'c2ln' },
    ],
    ['kakaoPay.sign', { ci: 'CI1', media: 'ANDROID' }, { txId: 'tx-2', signature: 'c2ln' }, { txId: 'tx-2', signature: 'c2ln' }],
    [
      'cert.list',
      {},
      { certificates: [{ dn: 'cn=홍길동', subject: '홍길동', issuer: 'yessign', notAfter: '2027-01-01T00:00:00+09:00' }] },
      { certificates: [{ dn: 'cn=홍길동', subject: '홍길동', issuer: 'yessign', notAfter: '2027-01-01T00:00:00+09:00' }] },
    ],
    ['cert.sign', { dn: 'cn=홍길동' }, { dn: 'cn=홍길동', signatureValue: 'c2ln' }, { dn: 'cn=홍길동', signatureValue: 'c2ln' }],
    [
      'device.info',
      {},
      { os: 'android', osVersion: '14', appVersion: '3.2.0', model: 'SM-S918N', deviceId: 'dev-1' },
      { os: 'ANDROID', osVersion: '14', appVersion: '3.2.0', model: 'SM-S918N', deviceId: 'dev-1' },
    ],
    ['storage.get', { key: 'user' }, { value: null }, { value: null }],
    ['share', { text: '조각에서 만나요' }, { method: 'share-sheet' }, { method: 'share-sheet' }],
    ['downloadFile', { url: 'https://jogak.example/a.pdf', fileName: 'a.pdf' }, { fileName: 'a.pdf' }, { fileName: 'a.pdf' }],
    [
      'takePhoto',
      { source: 'camera' },
      { fileName: 'id.jpg', mimeType: 'image/jpeg', base64: '/9j/' },
      { fileName: 'id.jpg', mimeType: 'image/jpeg', base64: '/9j/' },
    ],
    ['requestPermission', { permission: 'camera' }, { state: 'granted' }, { state: 'granted' }],
    ['pin.set', { owner: 'individual' }, { token: 'kp-1', encrypted: 'AAAA' }, { token: 'kp-1', encrypted: 'AAAA' }],
    ['pin.verify', { owner: 'corporate' }, { token: 'kp-2', encrypted: 'BBBB' }, { token: 'kp-2', encrypted: 'BBBB' }],
    ['biometrics.use', { owner: 'individual' }, { enabled: true }, { enabled: true }],
    ['os.version', {}, { os: 'ios', version: '17.4' }, { os: 'IOS', version: '17.4' }],
    [
      'update.check',
      {},
      { needUpdate: true, latestVersion: '3.3.0', storeUrl: 'https://play.google.com/store/apps/details?id=kr.jogak' },
      { needUpdate: true, latestVersion: '3.3.0', storeUrl: 'https://play.google.com/store/apps/details?id=kr.jogak' },
    ],
  ] as const;

  type Call = (c: string, p: unknown, o?: unknown) => Promise<unknown>;

  it.each(cases)('%s: 같은 id 의 응답으로 확인된 결과를 돌려준다', async (command, payload, wire, expected) => {
    const answer = (bridge.request as Call)(command, payload);
    const sent = lastSent();
    expect(sent).toEqual({ jogak: 1, kind: 'command', id: sent.id, command, payload, reply: true });
    bridge.receive(reply(sent.id, wire));
    await expect(answer).resolves.toEqual(expected);
  });

  it.each(cases)('%s: 형식이 틀린 응답은 invalid-reply 로 실패한다', async (command, payload) => {
    const answer = (bridge.request as Call)(command, payload);
    bridge.receive(reply(lastSent().id, { unexpected: 1 }));
    const error = await answer.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toMatchObject({
      name: 'NativeBridgeError',
      kind: 'invalid-reply',
      command,
      message: '앱의 응답 형식이 올바르지 않아요.',
      detail: expect.stringContaining(`${command} 형식이 올바르지 않아요`),
    });
    // The validator's English issue text stays out of what a screen may show.
    expect((error as NativeBridgeError).message).not.toMatch(/[A-Za-z]/);
  });

  it.each(cases)('%s: 기한 안에 답이 없으면 timeout 으로 실패하고 늦은 응답은 버린다', async (command, payload, wire) => {
    vi.useFakeTimers();
    const answer = (bridge.request as Call)(command, payload, { timeoutMs: 500 });
    const { id } = lastSent();
    vi.advanceTimersByTime(499);
    vi.advanceTimersByTime(1);
    await expect(answer).rejects.toMatchObject({ kind: 'timeout', command, message: '앱의 응답이 없어요. 잠시 후 다시 시도해주세요.' });
    bridge.receive(reply(id, wire));
    expect(drops).toEqual([{ reason: 'unknown-reply', detail: `기다리지 않는 응답이에요 (id ${id}).`, wire: JSON.parse(reply(id, wire)) }]);
  });

  it('기본 기한: storage.get 은 10초, 사람을 기다리는 pin.verify 는 기한 없이 셸의 답을 기다린다', async () => {
    vi.useFakeTimers();
    const storage = bridge.request('storage.get', { key: 'user' });
    const pin = bridge.request('pin.verify', { owner: 'individual' });
    const { id: pinId } = lastSent();
    const settled: string[] = [];
    storage.catch(() => settled.push('storage'));
    pin.then(
      () => settled.push('pin answered'),
      () => settled.push('pin failed'),
    );
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual(['storage']);
    // The member took their time on the keypad: ten minutes on, the call still waits.
    await vi.advanceTimersByTimeAsync(600_000);
    expect(settled).toEqual(['storage']);
    bridge.receive(reply(pinId, { token: 'keypad-token', encrypted: 'sealed' }));
    await expect(pin).resolves.toEqual({ token: 'keypad-token', encrypted: 'sealed' });
    expect(drops).toEqual([]);
  });

  it('기한 없는 명령도 부를 때 기한을 주면 그 기한에 실패한다', async () => {
    vi.useFakeTimers();
    const outcome = bridge.request('pin.verify', { owner: 'individual' }, { timeoutMs: 30_000 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await outcome).toMatchObject({ kind: 'timeout', command: 'pin.verify' });
  });

  it('기한 null 은 기한 없음이다: 부를 때도, 명령별 옵션에서도 기본 기한으로 돌아가지 않는다', async () => {
    vi.useFakeTimers();
    const settled: string[] = [];
    bridge.request('storage.get', { key: 'user' }, { timeoutMs: null }).catch(() => settled.push('call null'));
    const configured = createNativeBridge({ transport, timeoutsMs: { 'storage.get': null, 'pin.verify': 300 } });
    configured.request('storage.get', { key: 'user' }).catch(() => settled.push('option null'));
    configured.request('pin.verify', { owner: 'individual' }, { timeoutMs: null }).catch(() => settled.push('call null over option'));
    configured.request('pin.set', { owner: 'individual' }, { timeoutMs: 500 }).catch(() => settled.push('call 500'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(settled).toEqual(['call 500']);
    configured.dispose();
  });

  it('timeoutsMs 옵션이 명령별 기본 기한을 바꾼다', async () => {
    vi.useFakeTimers();
    bridge.dispose();
    bridge = createNativeBridge({ transport, timeoutsMs: { 'device.info': 2_000 } });
    const info = bridge.request('device.info');
    const outcome = info.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await outcome).toMatchObject({ kind: 'timeout', command: 'device.info' });
  });

  it('셸이 거절하면 종류와 메시지를 그대로 전한다', async () => {
    const answer = bridge.request('pin.verify', { owner: 'individual' });
    bridge.receive(failure(lastSent().id, 'cancelled', '사용자가 닫았어요.'));
    await expect(answer).rejects.toEqual(new NativeBridgeError('cancelled', 'pin.verify', '사용자가 닫았어요.'));
  });

  it('모르는 오류 종류는 rejected 로 읽고 기본 문구를 쓴다', async () => {
    const answer = bridge.request('storage.get', { key: 'k' });
    bridge.receive(failure(lastSent().id, 'exploded'));
    await expect(answer).rejects.toMatchObject({ kind: 'rejected', message: '앱에서 요청을 처리하지 못했어요.' });
  });

  it('no-certificate 응답: 서명할 인증서가 없다는 뜻으로, rejected 와 구별된다', async () => {
    const answer = bridge.request('kakaoPay.sign', { ci: 'CI1', media: 'ANDROID' });
    bridge.receive(failure(lastSent().id, 'no-certificate'));
    await expect(answer).rejects.toMatchObject({
      kind: 'no-certificate',
      command: 'kakaoPay.sign',
      message: '등록된 인증서가 없어요. 인증서를 먼저 등록해주세요.',
    });
    const again = bridge.request('kakaoPay.sign', { ci: 'CI1', media: 'ANDROID' });
    bridge.receive(failure(lastSent().id, 'no-certificate', '카카오페이 인증서를 먼저 등록해주세요.'));
    await expect(again).rejects.toEqual(new NativeBridgeError('no-certificate', 'kakaoPay.sign', '카카오페이 인증서를 먼저 등록해주세요.'));
  });

  it('unavailable 응답', async () => {
    const answer = bridge.request('biometrics.use', { owner: 'corporate' });
    bridge.receive(failure(lastSent().id, 'unavailable'));
    await expect(answer).rejects.toMatchObject({ kind: 'unavailable', message: '이 환경에서는 사용할 수 없는 기능이에요.' });
  });

  it('전송 통로가 없으면 unavailable 로 바로 실패한다', async () => {
    bridge.dispose();
    bridge = createNativeBridge({
      transport: {
        name: 'android',
        post() {
          throw new Error('no JogakAndroid');
        },
      },
    });
    await expect(bridge.request('os.version')).rejects.toMatchObject({ kind: 'unavailable', command: 'os.version' });
  });

  it('AbortSignal 로 취소하면 cancelled', async () => {
    const controller = new AbortController();
    const answer = bridge.request('takePhoto', { source: 'library' }, { signal: controller.signal });
    controller.abort();
    await expect(answer).rejects.toMatchObject({ kind: 'cancelled' });
  });

  it('dispose 하면 기다리던 호출이 disposed 로 실패한다', async () => {
    const answer = bridge.request('cert.list');
    bridge.dispose();
    await expect(answer).rejects.toMatchObject({ kind: 'disposed' });
    await expect(bridge.request('cert.list')).rejects.toMatchObject({ kind: 'disposed' });
  });

  it('형식이 틀린 응답 봉투는 보고하고 기다리는 호출은 그대로 둔다', async () => {
    const answer = bridge.request('storage.get', { key: 'k' });
    const { id } = lastSent();
    bridge.receive({ jogak: 1, kind: 'reply', id, ok: 'yes' });
    expect(drops.map((drop) => drop.reason)).toEqual(['malformed']);
    bridge.receive(reply(id, { value: '저장값' }));
    await expect(answer).resolves.toEqual({ value: '저장값' });
  });
});

describe('네이티브 → 웹 메시지', () => {
  const valid = [
    ['init', { pushToken: 'fcm-1', os: 'android', version: '3.2.0', pin: 'h1' }, { pushToken: 'fcm-1', os: 'ANDROID', version: '3.2.0', pin: 'h1' }],
    ['foreground', { at: 1_699_999_999_000 }, { at: 1_699_999_999_000 }],
    ['background', {}, { at: 1_700_000_000_000 }],
    ['backButton', undefined, {}],
    ['close', {}, {}],
    ['account-tmp', { tmpCustNo: 'T123' }, { tmpCustNo: 'T123' }],
    ['account-complete', { accountNo: '12345678901' }, { accountNo: '12345678901' }],
    ['account-linked', { success: false }, { success: false }],
    ['token-expire', {}, {}],
    ['password-complete', { transNo: '20250304701012590101100000' }, { transNo: '20250304701012590101100000' }],
    ['route', { route: 'event/42' }, { route: 'event/42' }],
    ['apppush', { path: '/alert', query: { id: '7' } }, { path: '/alert', query: { id: '7' } }],
    ['deferredLinkUrl', { url: '/subscription/3' }, { url: '/subscription/3' }],
    ['event', { referralCode: 'FRIEND1' }, { referralCode: 'FRIEND1' }],
    ['osVersion', { os: 'ios', version: '17.4' }, { os: 'IOS', version: '17.4' }],
    ['needUpdate', { required: true, latestVersion: '3.3.0' }, { required: true, latestVersion: '3.3.0' }],
    ['networkChange', { connection: 'cellular' }, { connection: 'cellular' }],
  ] as const;

  const malformed = [
    ['init', { pushToken: 'fcm-1', os: 'android' }],
    ['foreground', { at: 'now' }],
    ['background', { at: -1 }],
    ['account-tmp', { tmpCustNo: '' }],
    ['account-complete', {}],
    ['account-linked', { success: 'true' }],
    ['route', { route: 42 }],
    ['apppush', { path: '/alert', query: { id: 7 } }],
    ['deferredLinkUrl', {}],
    ['event', { referralCode: '' }],
    ['osVersion', { os: 'ios' }],
    ['needUpdate', { required: true, storeUrl: 'not a url' }],
    ['networkChange', { connection: '5g' }],
  ] as const;

  it.each(valid)('%s: 올바르면 구독자에게 전달된다', (type, payload, expected) => {
    const seen: unknown[] = [];
    bridge.on(type, (received) => seen.push(received));
    bridge.receive(message(type, payload));
    expect(seen).toEqual([expected]);
    expect(drops).toEqual([]);
  });

  it.each(malformed)('%s: 형식이 틀리면 버리고 보고한다', (type, payload) => {
    const seen: unknown[] = [];
    bridge.on(type, (received) => seen.push(received));
    bridge.receive(message(type, payload));
    expect(seen).toEqual([]);
    expect(drops).toHaveLength(1);
    expect(drops[0]?.reason).toBe('malformed');
    expect(drops[0]?.detail).toMatch(new RegExp(`^${type} 형식이 올바르지 않아요 — `));
  });

  it.each(valid)('%s: 100ms 안에 같은 종류가 다시 오면 무시한다', (type, payload) => {
    const seen: unknown[] = [];
    bridge.on(type, (received) => seen.push(received));
    bridge.receive(message(type, payload));
    clock += 99;
    bridge.receive(message(type, payload));
    expect(seen).toHaveLength(1);
    expect(drops).toEqual([
      { reason: 'duplicate', detail: `${type} 메시지가 100ms 안에 다시 와서 무시했어요.`, wire: JSON.parse(message(type, payload)) },
    ]);
    clock += 1;
    bridge.receive(message(type, payload));
    expect(seen).toHaveLength(2);
  });

  it('다른 종류는 100ms 안이라도 모두 전달된다', () => {
    const seen: string[] = [];
    bridge.onMessage((received) => seen.push(received.type));
    bridge.receive(message('background', { at: 1 }));
    bridge.receive(message('foreground', { at: 2 }));
    expect(seen).toEqual(['background', 'foreground']);
  });

  it('getInitialInfo 는 init 으로 읽는다', () => {
    const seen: unknown[] = [];
    bridge.on('init', (received) => seen.push(received));
    bridge.receive(message('getInitialInfo', { pushToken: '', os: 'ios', version: '1.0.0' }));
    expect(seen).toEqual([{ pushToken: '', os: 'IOS', version: '1.0.0', pin: '' }]);
  });

  it('모르는 종류는 unknown-type 으로 보고한다', () => {
    bridge.receive(message('teleport', {}));
    expect(drops).toEqual([
      { reason: 'unknown-type', detail: '알 수 없는 메시지 종류: teleport', wire: { jogak: 1, kind: 'message', type: 'teleport', payload: {} } },
    ]);
  });

  it('JSON 이 아니거나 jogak 표시가 없는 값은 조용히 무시한다', () => {
    bridge.receive('webpackHotUpdate');
    bridge.receive({ source: 'react-devtools' });
    bridge.receive(42);
    expect(drops).toEqual([]);
  });

  it('프로토콜 버전이 다른 봉투는 형식 오류로 보고한다', () => {
    bridge.receive({ jogak: 2, kind: 'message', type: 'close' });
    expect(drops.map((drop) => drop.reason)).toEqual(['malformed']);
  });

  it('구독 해제 후에는 받지 않는다', () => {
    const seen: unknown[] = [];
    const off = bridge.on('close', (received) => seen.push(received));
    off();
    bridge.receive(message('close', {}));
    expect(seen).toEqual([]);
  });

  it('한 구독자가 던져도 다른 구독자는 받는다', async () => {
    const seen: string[] = [];
    const thrown: unknown[] = [];
    const onError = (event: ErrorEvent | Error): void => {
      thrown.push(event);
    };
    process.on('uncaughtException', onError);
    bridge.on('close', () => {
      throw new Error('구독자 오류');
    });
    bridge.on('close', () => seen.push('second'));
    bridge.receive(message('close', {}));
    expect(seen).toEqual(['second']);
    // The subscriber's error is rethrown from a microtask: wait for it to surface, not for a tick.
    try {
      await expect.poll(() => thrown).toEqual([new Error('구독자 오류')]);
    } finally {
      process.off('uncaughtException', onError);
    }
  });
});

describe('window 로 오는 메시지의 출처 규칙', () => {
  // A standalone happy-dom window: under Vitest the global `window` is a copy whose identity
  // differs from the `event.source` happy-dom sets, which a real browser never does.
  let page: HappyWindow;
  let pageBridge: NativeBridge;

  beforeEach(() => {
    page = new HappyWindow({ url: 'https://app.jogak.test/home' });
    pageBridge = createNativeBridge({
      window: page as unknown as Window,
      transport,
      onDropped: (drop) => drops.push(drop),
    });
  });

  afterEach(async () => {
    pageBridge.dispose();
    await page.happyDOM.close();
  });

  function postEvent(data: unknown, init: { origin: string; source: unknown }): void {
    page.dispatchEvent(new page.MessageEvent('message', { data, ...init } as never));
  }

  it('같은 출처, 최상위 창에서 온 메시지는 전달된다', () => {
    const seen: unknown[] = [];
    pageBridge.on('token-expire', (received) => seen.push(received));
    postEvent(message('token-expire', {}), { origin: 'https://app.jogak.test', source: page });
    expect(seen).toEqual([{}]);
  });

  it('window.postMessage 로 보낸 메시지도 전달된다', async () => {
    const seen: unknown[] = [];
    pageBridge.on('account-linked', (received) => seen.push(received));
    page.postMessage(message('account-linked', { success: true }), 'https://app.jogak.test');
    await expect.poll(() => seen).toEqual([{ success: true }]);
  });

  it('다른 출처의 메시지는 버리고 보고한다', () => {
    const seen: unknown[] = [];
    pageBridge.on('token-expire', (received) => seen.push(received));
    postEvent(message('token-expire', {}), { origin: 'https://evil.example', source: page });
    expect(seen).toEqual([]);
    expect(drops).toEqual([
      { reason: 'foreign-origin', detail: '다른 출처(https://evil.example)에서 온 메시지를 무시했어요.', wire: message('token-expire', {}) },
    ]);
  });

  it('다른 창(하위 프레임)이 보낸 메시지는 버린다', async () => {
    const frame = new HappyWindow({ url: 'https://app.jogak.test/frame' });
    const seen: unknown[] = [];
    pageBridge.on('token-expire', (received) => seen.push(received));
    postEvent(message('token-expire', {}), { origin: 'https://app.jogak.test', source: frame });
    expect(seen).toEqual([]);
    expect(drops.map((drop) => drop.reason)).toEqual(['not-top-frame']);
    await frame.happyDOM.close();
  });

  it('우리 봉투가 아닌 window 메시지는 보고하지 않는다', () => {
    postEvent({ type: 'vite:ping' }, { origin: 'https://other.example', source: page });
    expect(drops).toEqual([]);
  });
});

describe('프레임 안의 앱', () => {
  it('allowInFrame 이면 프레임 안에서도 같은 창·같은 출처의 메시지를 받는다 (Storybook 용)', () => {
    const listeners: ((event: MessageEvent) => void)[] = [];
    const framed = {
      top: {},
      location: { origin: 'https://storybook.test' },
      addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.push(listener),
      removeEventListener: () => {},
    } as unknown as Window;
    const seen: unknown[] = [];
    const inner = createNativeBridge({ window: framed, transport, allowInFrame: true });
    inner.on('close', (received) => seen.push(received));
    for (const listener of listeners) {
      listener(new MessageEvent('message', { data: message('close', {}), origin: 'https://storybook.test', source: null }));
      listener(new MessageEvent('message', { data: message('backButton', {}), origin: 'https://evil.example', source: null }));
    }
    expect(seen).toEqual([{}]);
    inner.dispose();
  });

  it('앱이 프레임 안에 있으면 명령은 unavailable, 메시지는 거부된다', async () => {
    const frameDrops: BridgeDrop[] = [];
    const listeners: ((event: MessageEvent) => void)[] = [];
    const framed = {
      top: {},
      location: { origin: 'https://app.jogak.test' },
      addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.push(listener),
      removeEventListener: () => {},
      JogakAndroid: { postMessage: vi.fn() },
    } as unknown as Window;
    const inner = createNativeBridge({ window: framed, onDropped: (drop) => frameDrops.push(drop) });
    expect(inner.transport).toBe('none');
    await expect(inner.request('device.info')).rejects.toMatchObject({ kind: 'unavailable' });
    for (const listener of listeners) {
      listener(new MessageEvent('message', { data: message('close', {}), origin: 'https://app.jogak.test', source: null }));
    }
    expect(frameDrops.map((drop) => drop.reason)).toEqual(['not-top-frame']);
    inner.dispose();
  });

});
