import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNativeBridge, type NativeBridge } from '../create-native-bridge';
import { createBrowserTransport, type BrowserTransportOptions } from './create-browser-transport';

let bridge: NativeBridge;

function start(options: BrowserTransportOptions = {}): NativeBridge {
  bridge = createNativeBridge({ window, transport: createBrowserTransport({ appVersion: '3.2.0', sendInit: false, ...options }) });
  return bridge;
}

function defineNavigator(key: string, value: unknown): void {
  Object.defineProperty(window.navigator, key, { value, configurable: true, writable: true });
}

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  bridge.dispose();
  vi.restoreAllMocks();
  for (const key of ['share', 'canShare', 'permissions', 'clipboard', 'userAgent']) {
    delete (window.navigator as unknown as Record<string, unknown>)[key];
  }
});

describe('시작', () => {
  it('bridge.ready 에 init 메시지로 답한다', async () => {
    defineNavigator('userAgent', 'Mozilla/5.0 (Linux; Android 14; SM-S918N) Chrome/130');
    const seen: unknown[] = [];
    const transport = createBrowserTransport({ appVersion: '3.2.0', pushToken: 'push-dev-1' });
    bridge = createNativeBridge({ window, transport });
    bridge.on('init', (payload) => seen.push(payload));
    await expect.poll(() => seen).toEqual([{ pushToken: 'push-dev-1', os: 'ANDROID', version: '3.2.0', pin: '' }]);
    expect(bridge.transport).toBe('browser');
  });
});

describe('보안 저장소 (개발용)', () => {
  it('접두사를 붙여 localStorage 에 저장하고, 한 번만 경고한다', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    start();
    bridge.send('storage.set', { key: 'user', value: '{"id":"guest"}' });
    await expect(bridge.request('storage.get', { key: 'user' })).resolves.toEqual({ value: '{"id":"guest"}' });
    expect(window.localStorage.getItem('jogak.dev-insecure.user')).toBe('{"id":"guest"}');
    expect(window.localStorage.getItem('user')).toBeNull();
    bridge.send('storage.set', { key: 'user', value: null });
    await expect(bridge.request('storage.get', { key: 'user' })).resolves.toEqual({ value: null });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('개발용 저장소를 쓰고 있어요');
  });
});

describe('공유와 복사', () => {
  it('Web Share 가 있으면 공유 시트', async () => {
    const share = vi.fn(async () => {});
    defineNavigator('share', share);
    start();
    await expect(bridge.request('share', { text: '조각에서 만나요', url: 'https://jogak.example' })).resolves.toEqual({
      method: 'share-sheet',
    });
    expect(share).toHaveBeenCalledWith({ text: '조각에서 만나요', url: 'https://jogak.example' });
  });

  it('공유 시트를 닫으면 cancelled', async () => {
    defineNavigator('share', vi.fn(async () => Promise.reject(new DOMException('닫음', 'AbortError'))));
    start();
    await expect(bridge.request('share', { text: '조각' })).rejects.toMatchObject({ kind: 'cancelled' });
  });

  it('Web Share 가 없으면 클립보드에 복사한다', async () => {
    const writeText = vi.fn(async () => {});
    defineNavigator('clipboard', { writeText });
    start();
    await expect(
      bridge.request('share', { title: '조각 초대', text: '조각에서 만나요', url: 'https://jogak.example/i/1' }),
    ).resolves.toEqual({ method: 'clipboard' });
    expect(writeText).toHaveBeenCalledWith('조각 초대\n조각에서 만나요\nhttps://jogak.example/i/1');
  });

  it('공유도 복사도 안 되면 rejected: 공유를 실패했습니다.', async () => {
    defineNavigator('clipboard', { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) });
    start();
    await expect(bridge.request('share', { text: '조각' })).rejects.toMatchObject({
      kind: 'rejected',
      message: '공유를 실패했습니다.',
    });
  });

  it('copy 는 클립보드에 쓴다', async () => {
    const writeText = vi.fn(async () => {});
    defineNavigator('clipboard', { writeText });
    start();
    bridge.send('copy', { text: '110-123-456789' });
    await expect.poll(() => writeText).toHaveBeenCalledWith('110-123-456789');
  });
});

describe('링크, 기사, 다운로드, 종료', () => {
  it('openLink 와 openArticle 은 opener 없이 새 탭으로 연다', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    start();
    bridge.send('openLink', { url: 'https://jogak.example/notice/1' });
    bridge.send('openArticle', { url: '/press/3', title: '보도자료' });
    await expect.poll(() => open).toHaveBeenCalledTimes(2);
    expect(open.mock.calls).toEqual([
      ['https://jogak.example/notice/1', '_blank', 'noopener,noreferrer'],
      [`${window.location.origin}/press/3`, '_blank', 'noopener,noreferrer'],
    ]);
  });

  it('웹 주소가 아니면 열지 않고 경고한다', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    start();
    bridge.send('openLink', { url: 'javascript:alert(1)' });
    await expect.poll(() => warn).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled();
    expect(String(warn.mock.calls[0]?.[0])).toBe('[native-bridge] openLink 실패');
  });

  it('downloadFile 은 <a download> 를 누른다', async () => {
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    start();
    await expect(bridge.request('downloadFile', { url: '/files/terms.pdf', fileName: '약관.pdf' })).resolves.toEqual({
      fileName: '약관.pdf',
    });
    expect(clicked).toEqual([{ href: `${window.location.origin}/files/terms.pdf`, download: '약관.pdf' }]);
    expect(document.querySelectorAll('a[download]')).toHaveLength(0);
  });

  it('exit 은 창을 닫는다', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    start();
    bridge.send('exit');
    await expect.poll(() => close).toHaveBeenCalledTimes(1);
  });
});

describe('사진', () => {
  it('camera: capture 가 있는 파일 입력으로 고른 사진을 base64 로 돌려준다', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    start();
    const answer = bridge.request('takePhoto', { source: 'camera' });
    const input = await screen.findByLabelText<HTMLInputElement>('사진 촬영');
    expect(input.getAttribute('capture')).toBe('environment');
    expect(input.accept).toBe('image/*');
    await user.upload(input, new File([new Uint8Array([0xff, 0xd8, 0xff])], 'id.jpg', { type: 'image/jpeg' }));
    await expect(answer).resolves.toEqual({ fileName: 'id.jpg', mimeType: 'image/jpeg', base64: '/9j/' });
    expect(screen.queryByLabelText('사진 촬영')).toBeNull();
  });

  it('library: capture 없이 열고, 취소하면 cancelled', async () => {
    vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    start();
    const answer = bridge.request('takePhoto', { source: 'library' });
    const input = await screen.findByLabelText<HTMLInputElement>('사진 선택');
    expect(input.hasAttribute('capture')).toBe(false);
    input.dispatchEvent(new Event('cancel'));
    await expect(answer).rejects.toMatchObject({ kind: 'cancelled', message: '사진 선택을 취소했어요.' });
  });

  it('사진이 아닌 파일은 rejected', async () => {
    const user = userEvent.setup({ applyAccept: false, pointerEventsCheck: 0 });
    vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    start();
    const outcome = bridge.request('takePhoto', { source: 'library' }).catch((error: unknown) => error);
    const input = await screen.findByLabelText<HTMLInputElement>('사진 선택');
    await user.upload(input, new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
    expect(await outcome).toMatchObject({ kind: 'rejected', message: '사진 파일만 선택할 수 있어요.' });
  });
});

describe('권한', () => {
  it('photos 는 웹에서 권한이 필요 없어 granted', async () => {
    start();
    await expect(bridge.request('requestPermission', { permission: 'photos' })).resolves.toEqual({ state: 'granted' });
  });

  it('Permissions API 의 상태를 그대로 돌려준다 (location → geolocation)', async () => {
    const query = vi.fn(async () => ({ state: 'denied' }));
    defineNavigator('permissions', { query });
    start();
    await expect(bridge.request('requestPermission', { permission: 'location' })).resolves.toEqual({ state: 'denied' });
    expect(query).toHaveBeenCalledWith({ name: 'geolocation' });
  });

  it('prompt 이면 브라우저에 묻고 다시 조회한다', async () => {
    const states = ['prompt', 'granted'];
    defineNavigator('permissions', { query: vi.fn(async () => ({ state: states.shift() })) });
    const requestPermission = vi.fn(async () => 'granted');
    Object.defineProperty(window, 'Notification', { value: { requestPermission }, configurable: true });
    start();
    await expect(bridge.request('requestPermission', { permission: 'notifications' })).resolves.toEqual({ state: 'granted' });
    expect(requestPermission).toHaveBeenCalledTimes(1);
  });

  it('Permissions API 가 없으면 unavailable', async () => {
    defineNavigator('permissions', undefined);
    start();
    await expect(bridge.request('requestPermission', { permission: 'camera' })).rejects.toMatchObject({
      kind: 'unavailable',
      message: '이 브라우저는 권한 조회를 지원하지 않아요.',
    });
  });
});

describe('PIN 과 생체 인증', () => {
  it('pinEntry 에 주인과 목적을 넘기고 봉인된 결과를 돌려준다', async () => {
    const pinEntry = vi.fn(async () => ({ token: 'jk1.token', encrypted: 'c2VhbGVk' }));
    start({ pinEntry });
    await expect(bridge.request('pin.verify', { owner: 'corporate' })).resolves.toEqual({
      token: 'jk1.token',
      encrypted: 'c2VhbGVk',
    });
    await bridge.request('pin.set', { owner: 'individual' });
    expect(pinEntry.mock.calls).toEqual([[{ owner: 'corporate', purpose: 'verify' }], [{ owner: 'individual', purpose: 'set' }]]);
  });

  it('pin.set 의 확인 입력은 step 을 pinEntry 에 넘긴다', async () => {
    const pinEntry = vi.fn(async () => ({ token: 'jk1.token', encrypted: 'c2VhbGVk' }));
    start({ pinEntry });
    await bridge.request('pin.set', { owner: 'individual', step: 'enter' });
    await bridge.request('pin.set', { owner: 'individual', step: 'confirm' });
    expect(pinEntry.mock.calls).toEqual([
      [{ owner: 'individual', purpose: 'set', step: 'enter' }],
      [{ owner: 'individual', purpose: 'set', step: 'confirm' }],
    ]);
  });

  it('키패드를 닫으면 cancelled 가 그대로 전달된다', async () => {
    const { NativeBridgeError } = await import('../native-bridge-error');
    start({ pinEntry: async () => Promise.reject(new NativeBridgeError('cancelled', 'pin.verify', 'PIN 입력을 취소했어요.')) });
    await expect(bridge.request('pin.verify', { owner: 'individual' })).rejects.toMatchObject({
      kind: 'cancelled',
      message: 'PIN 입력을 취소했어요.',
    });
  });

  it('pinEntry 가 없으면 unavailable', async () => {
    start();
    await expect(bridge.request('pin.set', { owner: 'individual' })).rejects.toMatchObject({
      kind: 'unavailable',
      message: '이 환경에는 PIN 키패드가 연결되어 있지 않아요.',
    });
  });

  it('biometrics.use 는 unavailable', async () => {
    start();
    await expect(bridge.request('biometrics.use', { owner: 'individual' })).rejects.toMatchObject({
      kind: 'unavailable',
      message: '브라우저 개발 환경에서는 생체 인증을 쓸 수 없어요.',
    });
  });

  it('pin.invalidate, pin.reset, biometrics.reset 은 할 일이 없다고 알린다', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    start();
    bridge.send('pin.invalidate', { owner: 'individual' });
    bridge.send('pin.reset', { owner: 'corporate' });
    bridge.send('biometrics.reset', { owner: 'individual' });
    await expect.poll(() => info).toHaveBeenCalledTimes(3);
    expect(info.mock.calls.map((call) => call[0])).toEqual([
      '[native-bridge] pin.invalidate (individual): 브라우저에는 기기에 저장된 PIN·생체 인증 정보가 없어요.',
      '[native-bridge] pin.reset (corporate): 브라우저에는 기기에 저장된 PIN·생체 인증 정보가 없어요.',
      '[native-bridge] biometrics.reset (individual): 브라우저에는 기기에 저장된 PIN·생체 인증 정보가 없어요.',
    ]);
  });
});

describe('기기 정보, OS, 업데이트, 어트리뷰션', () => {
  it('device.info 는 UA 의 OS 와 유지되는 기기 id 를 준다', async () => {
    defineNavigator('userAgent', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15');
    start();
    const first = await bridge.request('device.info');
    const second = await bridge.request('device.info');
    expect(first).toMatchObject({ os: 'IOS', osVersion: '17.4', appVersion: '3.2.0' });
    expect(first.deviceId).toMatch(/^web-[0-9a-f]{16}$/);
    expect(second.deviceId).toBe(first.deviceId);
  });

  it('os.version', async () => {
    defineNavigator('userAgent', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130');
    start();
    await expect(bridge.request('os.version')).resolves.toEqual({ os: 'WINDOWS', version: '10.0' });
  });

  it('update.check: 웹 빌드는 늘 최신', async () => {
    start();
    await expect(bridge.request('update.check')).resolves.toEqual({ needUpdate: false, latestVersion: '3.2.0' });
  });

  it('attribution.event 는 onAttribution 으로 간다', async () => {
    const onAttribution = vi.fn();
    start({ onAttribution });
    bridge.send('attribution.event', { name: 'subscribe_complete', properties: { offeringId: 3 } });
    await expect.poll(() => onAttribution).toHaveBeenCalledWith({ name: 'subscribe_complete', properties: { offeringId: 3 } });
  });
});

describe('서명', () => {
  it('kakaoPay.login 은 샌드박스 주소로 txId 를 요청하고 서명한다', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ txId: 'TX-7' }), { status: 200 }));
    start({ sandboxUrl: 'http://127.0.0.1:4403', fetch: fetchMock as unknown as typeof fetch, approveSignature: async () => true });
    const result = await bridge.request('kakaoPay.login', { ci: 'CI-1', media: 'WEB' });
    expect(result.txId).toBe('TX-7');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://127.0.0.1:4403/main/v1/auth/kakaopay-get-tx-id');
  });

  it('kakaoPay.sign: 카카오페이 인증서가 없는 회원은 no-certificate, 서버에 닿지 않으면 rejected 로 앱에 닿는다', async () => {
    let answer = () => Promise.resolve(new Response(JSON.stringify({ code: 'NEED_KAKAO_REGISTER', message: '카카오페이 인증서를 먼저 등록해주세요.' }), { status: 400 }));
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer());
    start({ sandboxUrl: 'http://127.0.0.1:4403', fetch: fetchMock as unknown as typeof fetch, approveSignature: async () => true });
    await expect(bridge.request('kakaoPay.sign', { ci: 'CI-1', media: 'WEB', accessToken: 'tok-1' })).rejects.toMatchObject({
      kind: 'no-certificate',
      message: '카카오페이 인증서를 먼저 등록해주세요.',
    });
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(bridge.request('kakaoPay.sign', { ci: 'CI-1', media: 'WEB', accessToken: 'tok-1' })).rejects.toMatchObject({
      kind: 'rejected',
      message: '네트워크 연결이 원활하지 않습니다.',
    });
  });

  it('cert.list', async () => {
    start();
    const { certificates } = await bridge.request('cert.list');
    expect(certificates.map((certificate) => certificate.subject)).toEqual(['조각개발법인']);
  });

  it('인증서를 함수로 주면 첫 서명 명령 때 한 번만 부른다 (첫 화면의 스크립트에 실리지 않게)', async () => {
    const certificate = { dn: 'cn=late', subject: '늦게온법인', issuer: '조각 개발 CA', notAfter: '2030-01-01' };
    const certificates = vi.fn(async () => [certificate]);
    start({ certificates });
    expect(certificates).not.toHaveBeenCalled();
    expect((await bridge.request('cert.list')).certificates.map((item) => item.subject)).toEqual(['늦게온법인']);
    expect((await bridge.request('cert.list')).certificates.map((item) => item.subject)).toEqual(['늦게온법인']);
    expect(certificates).toHaveBeenCalledTimes(1);
  });

  it('인증서를 불러오지 못하면 그 명령은 실패하고, 다음 명령은 다시 불러온다', async () => {
    const certificate = { dn: 'cn=late', subject: '늦게온법인', issuer: '조각 개발 CA', notAfter: '2030-01-01' };
    const certificates = vi.fn<() => Promise<{ dn: string; subject: string; issuer: string; notAfter: string }[]>>();
    certificates.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue([certificate]);
    start({ certificates });
    await expect(bridge.request('cert.list')).rejects.toMatchObject({ kind: 'rejected', message: 'Failed to fetch' });
    expect((await bridge.request('cert.list')).certificates.map((item) => item.subject)).toEqual(['늦게온법인']);
    expect(certificates).toHaveBeenCalledTimes(2);
  });
});

describe('모르는 명령', () => {
  it('응답이 필요한 모르는 명령에는 unavailable 로 답한다', async () => {
    const delivered: unknown[] = [];
    const transport = createBrowserTransport({ sendInit: false });
    transport.connect?.((wire) => delivered.push(wire));
    transport.post({ jogak: 1, kind: 'command', id: 'x-1', command: 'teleport', payload: {}, reply: true });
    await expect.poll(() => delivered).toEqual([
        { jogak: 1, kind: 'reply', id: 'x-1', ok: false, error: { kind: 'unavailable', message: '이 환경에서는 사용할 수 없는 기능이에요.' } },
      ]);
  });
});
