import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Window as HappyWindow } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createNativeBridge, type BridgeDrop, type NativeBridge } from '../create-native-bridge';
import type { NativeMessage } from '../messages';
import { ShellSimulator } from './shell-simulator';

// The app's window: a standalone happy-dom window, so the `message` events the simulator posts
// carry a `source` that is that window, as in a browser (see create-native-bridge.test.ts).
let page: HappyWindow;
let bridge: NativeBridge;
let received: NativeMessage[];
let drops: BridgeDrop[];
const NOW = 1_763_700_000_000;

beforeEach(() => {
  page = new HappyWindow({ url: 'https://app.jogak.test/' });
  received = [];
  drops = [];
  bridge = createNativeBridge({
    window: page as unknown as Window,
    transport: { name: 'android', post: () => {} },
    now: () => NOW,
    onDropped: (drop) => drops.push(drop),
  });
  bridge.onMessage((message) => received.push(message));
});

afterEach(async () => {
  cleanup();
  bridge.dispose();
  await page.happyDOM.close();
});

function renderSimulator() {
  const user = userEvent.setup();
  render(<ShellSimulator target={page as unknown as Window} now={() => NOW} defaultOpen />);
  return user;
}

async function settle(count: number): Promise<void> {
  await expect.poll(() => received.length + drops.length).toBe(count);
}

describe('ShellSimulator', () => {
  it('닫힌 상태에서는 버튼만 보이고, 누르면 패널이 열린다', async () => {
    const user = userEvent.setup();
    render(<ShellSimulator target={page as unknown as Window} />);
    await user.click(screen.getByRole('button', { name: '셸 시뮬레이터' }));
    expect(screen.getByRole('region', { name: '셸 시뮬레이터' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('region', { name: '셸 시뮬레이터' })).toBeNull();
  });

  it('접힌 손잡이는 헤더 아래 오른쪽 가장자리의 좁은 띠라 화면 아래쪽 버튼과 탭을 가리지 않는다', () => {
    render(<ShellSimulator target={page as unknown as Window} />);
    const handle = screen.getByRole('button', { name: '셸 시뮬레이터' });
    expect(handle.dataset.placement).toBe('right-edge-below-header');
    expect([handle.style.position, handle.style.top, handle.style.right, handle.style.bottom]).toEqual([
      'fixed',
      '64px',
      '0px',
      '',
    ]);
    // Narrower than the app's 16–20 px side padding.
    expect(handle.style.width).toBe('16px');
  });

  it('열린 패널도 헤더 아래에서 시작하고 화면 아래쪽에는 붙지 않는다', () => {
    renderSimulator();
    const panel = screen.getByRole('region', { name: '셸 시뮬레이터' });
    expect(panel.dataset.placement).toBe('right-edge-below-header');
    expect([panel.style.top, panel.style.bottom]).toEqual(['64px', '']);
  });

  it('키보드로 열고 닫으며, 초점은 닫기 버튼과 손잡이를 오간다', async () => {
    const user = userEvent.setup();
    render(<ShellSimulator target={page as unknown as Window} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '셸 시뮬레이터' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: '셸 시뮬레이터' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '닫기' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: '셸 시뮬레이터' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '셸 시뮬레이터' }));
  });

  it('처음부터 열려 있으면 초점을 가져가지 않는다', () => {
    renderSimulator();
    expect(document.activeElement).toBe(document.body);
  });

  it('손잡이와 모든 입력 칸·버튼이 앱의 Pretendard 글꼴을 쓴다 (시스템 한글 글꼴이 없어도 보이게)', () => {
    const { unmount } = render(<ShellSimulator target={page as unknown as Window} />);
    const handleFont = screen.getByRole('button', { name: '셸 시뮬레이터' }).style.fontFamily;
    expect(handleFont).toBe("var(--jg-font-family, 'Pretendard Variable', Pretendard, sans-serif)");
    unmount();
    renderSimulator();
    const panel = screen.getByRole('region', { name: '셸 시뮬레이터' });
    expect(panel.style.fontFamily).toBe(handleFont);
    const controls = [...panel.querySelectorAll<HTMLElement>('button, input:not([type="checkbox"]), select, textarea')];
    expect(controls.length).toBe(32);
    for (const control of controls) expect(control.style.fontFamily).toContain('Pretendard');
  });

  it('입력 칸은 16px 이라 iOS 가 초점에서 확대하지 않는다', () => {
    renderSimulator();
    const panel = screen.getByRole('region', { name: '셸 시뮬레이터' });
    const fields = [...panel.querySelectorAll<HTMLElement>('input:not([type="checkbox"]), select, textarea')];
    expect(fields.map((field) => field.style.fontSize)).toEqual(Array.from({ length: fields.length }, () => '16px'));
    expect(fields.length).toBe(12);
  });

  it('11분 뒤 복귀: 11분 전 background, 지금 foreground 를 보낸다', async () => {
    const user = renderSimulator();
    await user.click(screen.getByRole('button', { name: '11분 뒤 복귀' }));
    await settle(2);
    expect(received).toEqual([
      { type: 'background', payload: { at: NOW - 11 * 60_000 } },
      { type: 'foreground', payload: { at: NOW } },
    ]);
    const log = screen.getByRole('list', { name: '보낸 메시지' });
    expect(within(log).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'foreground — 11분 뒤 복귀',
      'background — 11분 전',
    ]);
  });

  it('멈춘 시간이 잘못되면 한국어 오류를 보이고 입력은 그대로 둔다', async () => {
    const user = renderSimulator();
    const minutes = screen.getByRole('textbox', { name: '멈춘 시간(분)' });
    await user.clear(minutes);
    await user.type(minutes, '열한');
    expect(screen.getByRole('alert').textContent).toBe('멈춘 시간은 0에서 1440 사이의 정수(분)로 입력해주세요.');
    expect((minutes as HTMLInputElement).value).toBe('열한');
    expect((screen.getByRole('button', { name: '분 뒤 복귀' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(minutes);
    await user.type(minutes, '3');
    await user.click(screen.getByRole('button', { name: '3분 뒤 복귀' }));
    await settle(2);
    expect(received[0]).toEqual({ type: 'background', payload: { at: NOW - 3 * 60_000 } });
  });

  const buttons: [string, NativeMessage][] = [
    ['백그라운드 전환', { type: 'background', payload: { at: NOW } }],
    ['포그라운드 복귀', { type: 'foreground', payload: { at: NOW } }],
    ['뒤로 가기 버튼', { type: 'backButton', payload: {} }],
    ['웹뷰 닫힘', { type: 'close', payload: {} }],
    ['초기 정보', { type: 'init', payload: { pushToken: 'dev-push-token', os: 'ANDROID', version: '3.2.0', pin: '' } }],
    ['OS 버전', { type: 'osVersion', payload: { os: 'ANDROID', version: '3.2.0' } }],
    ['업데이트 필요', { type: 'needUpdate', payload: { required: true, latestVersion: '3.2.0' } }],
    ['네트워크 변경', { type: 'networkChange', payload: { connection: 'cellular' } }],
    ['임시 고객번호', { type: 'account-tmp', payload: { tmpCustNo: 'T0000001' } }],
    ['계좌 개설 완료', { type: 'account-complete', payload: { accountNo: '11012345678' } }],
    ['계좌 연동 성공', { type: 'account-linked', payload: { success: true } }],
    ['계좌 연동 실패', { type: 'account-linked', payload: { success: false } }],
    ['토큰 만료', { type: 'token-expire', payload: {} }],
    ['라우트 이동', { type: 'route', payload: { route: 'event/1' } }],
    ['앱 푸시', { type: 'apppush', payload: { path: '/alert', query: { id: '1' } } }],
    ['지연 딥링크', { type: 'deferredLinkUrl', payload: { url: '/subscription' } }],
    ['추천 코드 이벤트', { type: 'event', payload: { referralCode: 'FRIEND2026' } }],
  ];

  it.each(buttons)('%s 버튼은 앱의 브리지에 검증된 메시지로 도착한다', async (label, expected) => {
    const user = renderSimulator();
    await user.click(screen.getByRole('button', { name: label }));
    await settle(1);
    expect(received).toEqual([expected]);
    expect(drops).toEqual([]);
  });

  it('입력한 값으로 보낸다 (OS, 버전, 연결 종류, 라우트)', async () => {
    const user = renderSimulator();
    await user.selectOptions(screen.getByRole('combobox', { name: 'OS' }), 'IOS');
    await user.clear(screen.getByRole('textbox', { name: '버전' }));
    await user.type(screen.getByRole('textbox', { name: '버전' }), '17.4');
    await user.click(screen.getByRole('button', { name: 'OS 버전' }));
    await user.selectOptions(screen.getByRole('combobox', { name: '연결 종류' }), 'wifi');
    await user.click(screen.getByRole('button', { name: '네트워크 변경' }));
    await user.clear(screen.getByRole('textbox', { name: '라우트' }));
    await user.type(screen.getByRole('textbox', { name: '라우트' }), 'event/42');
    await user.click(screen.getByRole('button', { name: '라우트 이동' }));
    await settle(3);
    expect(received).toEqual([
      { type: 'osVersion', payload: { os: 'IOS', version: '17.4' } },
      { type: 'networkChange', payload: { connection: 'wifi' } },
      { type: 'route', payload: { route: 'event/42' } },
    ]);
  });

  it('같은 버튼을 100ms 안에 두 번 누르면 앱은 한 번만 받는다', async () => {
    const user = renderSimulator();
    await user.click(screen.getByRole('button', { name: '토큰 만료' }));
    await user.click(screen.getByRole('button', { name: '토큰 만료' }));
    await settle(2);
    expect(received).toEqual([{ type: 'token-expire', payload: {} }]);
    expect(drops.map((drop) => drop.reason)).toEqual(['duplicate']);
  });

  it('직접 보내기: 형식이 틀린 메시지도 보내 앱의 거부 보고를 확인할 수 있다', async () => {
    const user = renderSimulator();
    const textarea = screen.getByRole('textbox', { name: '메시지 JSON' });
    await user.clear(textarea);
    await user.type(textarea, '{{"type":"account-linked","payload":{{"success":"네"}}');
    await user.click(screen.getByRole('button', { name: '보내기' }));
    await settle(1);
    expect(received).toEqual([]);
    expect(drops.map((drop) => drop.reason)).toEqual(['malformed']);
  });

  it('직접 보내기: JSON 이 아니면 한국어 오류, 입력은 남는다', async () => {
    const user = renderSimulator();
    const textarea = screen.getByRole('textbox', { name: '메시지 JSON' });
    await user.clear(textarea);
    await user.type(textarea, 'backButton');
    await user.click(screen.getByRole('button', { name: '보내기' }));
    expect(screen.getByRole('alert').textContent).toBe('JSON 형식이 올바르지 않아요. 예: {"type":"close","payload":{}}');
    expect((textarea as HTMLTextAreaElement).value).toBe('backButton');
    expect(screen.getByText('아직 보낸 메시지가 없어요.')).toBeTruthy();
  });

  it('접근성 위반이 없다 (axe)', async () => {
    const { container } = render(<ShellSimulator target={page as unknown as Window} defaultOpen />);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
