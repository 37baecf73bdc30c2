import { Window as HappyWindow } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNativeBridge } from './create-native-bridge';
import type { CommandEnvelope } from './protocol';
import {
  createAndroidTransport,
  createIosTransport,
  createReactNativeTransport,
  detectShellTransport,
} from './transports';

const envelope: CommandEnvelope = {
  jogak: 1,
  kind: 'command',
  id: 'lq2-1',
  command: 'storage.get',
  payload: { key: 'user' },
  reply: true,
};

const pages: HappyWindow[] = [];
function page(globals: Record<string, unknown> = {}): Window {
  const created = new HappyWindow({ url: 'https://app.jogak.test/' });
  pages.push(created);
  return Object.assign(created, globals) as unknown as Window;
}

afterEach(async () => {
  await Promise.all(pages.splice(0).map((created) => created.happyDOM.close()));
});

describe('Android 전송', () => {
  it('JogakAndroid.postMessage 에 JSON 문자열을 넘긴다', () => {
    const postMessage = vi.fn();
    createAndroidTransport(page({ JogakAndroid: { postMessage } })).post(envelope);
    expect(postMessage).toHaveBeenCalledWith(
      '{"jogak":1,"kind":"command","id":"lq2-1","command":"storage.get","payload":{"key":"user"},"reply":true}',
    );
  });

  it('인터페이스가 없으면 던진다', () => {
    expect(() => createAndroidTransport(page()).post(envelope)).toThrow('window.JogakAndroid 를 찾을 수 없어요.');
  });
});

describe('iOS 전송', () => {
  it('webkit.messageHandlers.jogak 에 객체를 그대로 넘긴다', () => {
    const postMessage = vi.fn();
    createIosTransport(page({ webkit: { messageHandlers: { jogak: { postMessage } } } })).post(envelope);
    expect(postMessage).toHaveBeenCalledWith({
      jogak: 1,
      kind: 'command',
      id: 'lq2-1',
      command: 'storage.get',
      payload: { key: 'user' },
      reply: true,
    });
  });

  it('핸들러가 없으면 던진다', () => {
    expect(() => createIosTransport(page({ webkit: { messageHandlers: {} } })).post(envelope)).toThrow(
      'window.webkit.messageHandlers.jogak 를 찾을 수 없어요.',
    );
  });
});

describe('React Native 전송', () => {
  it('ReactNativeWebView.postMessage 에 JSON 문자열을 넘긴다', () => {
    const postMessage = vi.fn();
    createReactNativeTransport(page({ ReactNativeWebView: { postMessage } })).post(envelope);
    expect(postMessage).toHaveBeenCalledWith(
      '{"jogak":1,"kind":"command","id":"lq2-1","command":"storage.get","payload":{"key":"user"},"reply":true}',
    );
  });
});

describe('시작 시 감지', () => {
  it('React Native 가 iOS 핸들러보다 먼저다', () => {
    const noop = { postMessage: vi.fn() };
    const detected = detectShellTransport(
      page({ ReactNativeWebView: noop, webkit: { messageHandlers: { jogak: noop } }, JogakAndroid: noop }),
    );
    expect(detected?.name).toBe('react-native');
  });

  it('iOS 핸들러', () => {
    expect(detectShellTransport(page({ webkit: { messageHandlers: { jogak: { postMessage: vi.fn() } } } }))?.name).toBe('ios');
  });

  it('Android 인터페이스', () => {
    expect(detectShellTransport(page({ JogakAndroid: { postMessage: vi.fn() } }))?.name).toBe('android');
  });

  it('일반 브라우저에서는 null', () => {
    expect(detectShellTransport(page())).toBeNull();
  });

  it('다른 앱의 webkit 핸들러만 있으면 null', () => {
    expect(detectShellTransport(page({ webkit: { messageHandlers: { other: { postMessage: vi.fn() } } } }))).toBeNull();
  });

  it('브리지는 감지된 셸이 없을 때 fallback 을 쓰고, 그것도 없으면 none', () => {
    const fallback = { name: 'browser' as const, post: vi.fn() };
    expect(createNativeBridge({ window: page(), fallback: () => fallback }).transport).toBe('browser');
    expect(createNativeBridge({ window: page() }).transport).toBe('none');
  });

  it('셸 왕복: Android 로 보낸 명령에 셸이 window.postMessage 로 답한다', async () => {
    const shell = page();
    const postMessage = vi.fn((json: string) => {
      const sent = JSON.parse(json) as CommandEnvelope;
      if (!sent.reply) return;
      shell.postMessage(
        JSON.stringify({ jogak: 1, kind: 'reply', id: sent.id, ok: true, result: { value: '{"id":"guest"}' } }),
        shell.location.origin,
      );
    });
    Object.assign(shell, { JogakAndroid: { postMessage } });
    const bridge = createNativeBridge({ window: shell });
    await expect(bridge.request('storage.get', { key: 'user' })).resolves.toEqual({ value: '{"id":"guest"}' });
    bridge.dispose();
  });
});
