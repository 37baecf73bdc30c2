import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNativeBridge, type BridgeDrop, type NativeBridge } from '../create-native-bridge';
import type { NativeMessage } from '../messages';
import { createBrowserTransport } from './create-browser-transport';
import { isPartnerPageMessage } from './in-app-web-view';

const PARTNER = 'https://partner.example';
const NEW_ACCOUNT = `${PARTNER}/__sandbox/partner/account/new?token=agency-1`;

let bridge: NativeBridge;
let messages: NativeMessage[];
let drops: BridgeDrop[];

function start(): void {
  messages = [];
  drops = [];
  bridge = createNativeBridge({
    window,
    transport: createBrowserTransport({
      sendInit: false,
      inAppWebView: (url) => [PARTNER, window.location.origin].includes(url.origin) && url.pathname.startsWith('/__sandbox/partner/'),
    }),
    onDropped: (drop) => drops.push(drop),
  });
  bridge.onMessage((message) => messages.push(message));
}

function webView(): HTMLDialogElement | null {
  return document.querySelector('dialog.jogak-in-app-web-view');
}

async function openPartnerPage(url = NEW_ACCOUNT): Promise<HTMLIFrameElement> {
  bridge.send('openLink', { url });
  await expect.poll(() => webView()?.querySelector('iframe')?.src).toBe(url);
  const frame = webView()?.querySelector('iframe');
  if (!frame) throw new Error('no iframe');
  return frame;
}

/** What the framed page's `window.parent.postMessage(…)` produces in the app's window. */
function postFrom(source: Window | null, data: unknown, origin = PARTNER): void {
  window.dispatchEvent(new MessageEvent('message', { data, source, origin }));
}

/** happy-dom's switches, so a frame gets a window of its own (its script is not run). */
interface HappyDomSettings {
  enableIframePageLoading: boolean;
  fetch: { interceptor: { beforeAsyncRequest: () => Promise<Response> } | null };
}

beforeEach(() => {
  const { settings } = (window as unknown as { happyDOM: { settings: HappyDomSettings } }).happyDOM;
  settings.enableIframePageLoading = true;
  settings.fetch.interceptor = {
    beforeAsyncRequest: async () => new Response('<!doctype html><title>비대면 계좌 개설</title>', { headers: { 'Content-Type': 'text/html' } }),
  };
  start();
});

afterEach(() => {
  bridge.dispose();
  vi.restoreAllMocks();
});

describe('앱 안 웹 화면 (inAppWebView)', () => {
  it('맞는 주소의 openLink 는 새 탭 대신 앱 위에 전체 화면 iframe 으로 연다', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const frame = await openPartnerPage();
    expect(frame.src).toBe(NEW_ACCOUNT);
    expect(frame.title).toBe('제휴 증권사 화면');
    expect(webView()?.open).toBe(true);
    expect(screen.getByRole('dialog', { name: '제휴 증권사 화면' })).toBe(webView());
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('제휴 증권사');
    expect(open).not.toHaveBeenCalled();
  });

  it('iframe 의 sandbox 는 스크립트와 자기 출처만 허용한다 (양식·팝업·최상위 이동 없음)', async () => {
    const frame = await openPartnerPage();
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
    expect([...frame.sandbox]).toEqual(['allow-scripts', 'allow-same-origin']);
  });

  it('앱과 같은 출처(개발 프록시 뒤의 샌드박스)면 제목 줄에 페이지 제목을 보인다', async () => {
    await openPartnerPage(`${window.location.origin}/__sandbox/partner/account/new?token=agency-1`);
    await expect.poll(() => screen.getByRole('heading', { level: 2 }).textContent).toBe('비대면 계좌 개설');
  });

  it('맞지 않는 주소는 여전히 새 탭으로 연다', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    bridge.send('openLink', { url: 'https://jogak.example/notice/1' });
    bridge.send('openLink', { url: 'https://other.example/__sandbox/partner/account/new' });
    await expect.poll(() => open.mock.calls).toEqual([
      ['https://jogak.example/notice/1', '_blank', 'noopener,noreferrer'],
      ['https://other.example/__sandbox/partner/account/new', '_blank', 'noopener,noreferrer'],
    ]);
    expect(webView()).toBeNull();
  });

  it('페이지가 보낸 결과는 화면을 닫고 검증된 네이티브 메시지로 도착한다', async () => {
    const frame = await openPartnerPage();
    postFrom(frame.contentWindow, { jogakPartner: 1, type: 'account-complete', payload: { accountNo: '7010125901' } });
    await expect.poll(() => messages).toEqual([{ type: 'account-complete', payload: { accountNo: '7010125901' } }]);
    expect(webView()).toBeNull();
  });

  it('account-tmp 는 화면을 연 채로 전달한다', async () => {
    const frame = await openPartnerPage();
    postFrom(frame.contentWindow, { jogakPartner: 1, type: 'account-tmp', payload: { tmpCustNo: 'TMP00000001' } });
    await expect.poll(() => messages).toEqual([{ type: 'account-tmp', payload: { tmpCustNo: 'TMP00000001' } }]);
    expect(webView()?.open).toBe(true);
  });

  it('연동 실패와 인증 만료도 그대로 전달한다', async () => {
    let frame = await openPartnerPage(`${PARTNER}/__sandbox/partner/account/corp-link?token=agency-2&acct_no=7010170301`);
    postFrom(frame.contentWindow, { jogakPartner: 1, type: 'account-linked', payload: { success: false } });
    await expect.poll(() => messages).toEqual([{ type: 'account-linked', payload: { success: false } }]);
    frame = await openPartnerPage();
    postFrom(frame.contentWindow, { jogakPartner: 1, type: 'token-expire', payload: {} });
    await expect.poll(() => messages).toEqual([
      { type: 'account-linked', payload: { success: false } },
      { type: 'token-expire', payload: {} },
    ]);
  });

  it('형식이 틀린 결과는 다른 셸 메시지처럼 브리지가 버린다', async () => {
    const frame = await openPartnerPage();
    postFrom(frame.contentWindow, { jogakPartner: 1, type: 'account-complete', payload: { accountNo: '' } });
    await expect.poll(() => drops.map((drop) => drop.reason)).toEqual(['malformed']);
    expect(messages).toEqual([]);
  });

  it('다른 출처·다른 창에서 온 메시지와 허용되지 않은 종류는 무시한다', async () => {
    const frame = await openPartnerPage();
    const result = { jogakPartner: 1, type: 'account-complete', payload: { accountNo: '7010125901' } };
    postFrom(window, result);
    postFrom(null, result);
    postFrom(frame.contentWindow, result, 'https://evil.example');
    postFrom(frame.contentWindow, { jogakPartner: 1, type: 'init', payload: { pushToken: 'x', os: 'web', version: '9' } });
    postFrom(frame.contentWindow, { type: 'account-complete', payload: { accountNo: '7010125901' } });
    // A valid message after the ignored ones takes the same path: once it has arrived, any of
    // them that got through would have arrived before it.
    postFrom(frame.contentWindow, { jogakPartner: 1, type: 'account-tmp', payload: { tmpCustNo: 'TMP00000001' } });
    await expect.poll(() => messages).toEqual([{ type: 'account-tmp', payload: { tmpCustNo: 'TMP00000001' } }]);
    expect(drops).toEqual([]);
    expect(webView()?.open).toBe(true);
  });

  it('닫힌 뒤에 옛 iframe 이 보낸 메시지는 무시한다', async () => {
    const first = await openPartnerPage();
    const stale = first.contentWindow;
    const second = await openPartnerPage(`${NEW_ACCOUNT}&tmp_cust_no=TMP00000001`);
    expect(document.querySelectorAll('dialog.jogak-in-app-web-view')).toHaveLength(1);
    postFrom(stale, { jogakPartner: 1, type: 'close', payload: {} });
    // The open frame's message after the stale one: once it has arrived, the stale close would have.
    postFrom(second.contentWindow, { jogakPartner: 1, type: 'account-tmp', payload: { tmpCustNo: 'TMP00000001' } });
    await expect.poll(() => messages).toEqual([{ type: 'account-tmp', payload: { tmpCustNo: 'TMP00000001' } }]);
    expect(second.isConnected).toBe(true);
  });

  it('제목 줄의 닫기 버튼은 close 를 보낸다', async () => {
    await openPartnerPage();
    await userEvent.click(screen.getByRole('button', { name: '제휴 증권사 화면 닫기' }));
    await expect.poll(() => messages).toEqual([{ type: 'close', payload: {} }]);
    expect(webView()).toBeNull();
  });

  it('Escape(cancel) 도 close 를 보낸다', async () => {
    await openPartnerPage();
    webView()?.dispatchEvent(new Event('cancel', { cancelable: true }));
    await expect.poll(() => messages).toEqual([{ type: 'close', payload: {} }]);
    expect(webView()).toBeNull();
  });

  it('브리지를 정리하면 화면도 닫는다', async () => {
    await openPartnerPage();
    bridge.dispose();
    await expect.poll(() => webView()).toBeNull();
  });
});

describe('isPartnerPageMessage', () => {
  it.each([
    [{ jogakPartner: 1, type: 'close', payload: {} }, true],
    [{ jogakPartner: 1, type: 'account-tmp' }, true],
    [{ jogakPartner: 2, type: 'close', payload: {} }, false],
    [{ jogakPartner: 1, type: 'foreground', payload: {} }, false],
    [{ jogak: 1, kind: 'message', type: 'close', payload: {} }, false],
    ['{"jogakPartner":1,"type":"close"}', false],
    [null, false],
  ])('%j → %s', (data, expected) => {
    expect(isPartnerPageMessage(data)).toBe(expected);
  });
});
