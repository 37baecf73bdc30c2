import { DEFAULT_DEDUPE_WINDOW_MS } from '@jogak/native-bridge';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { phoneShell } from '../test/phone-shell';
import { renderApp } from '../test/render-app';

const STORE_URL = 'https://play.google.com/store/apps/details?id=kr.jogak.app';

/** A phone shell: answers `update.check` with its store page and records the links it is asked to open. */
function updatingShell(opened: string[]) {
  return phoneShell((envelope) => {
    if (envelope.command === 'update.check') return { ok: true, result: { needUpdate: true, latestVersion: '3.2.0', storeUrl: STORE_URL } };
    if (envelope.command !== 'openLink') return undefined;
    opened.push(String(envelope.payload.url));
    return 'silent';
  });
}

describe('시작 시 버전 확인 (기본 정책: 2026-01-01부터 Android 1.0.0 이상)', () => {
  it('최소 버전보다 낮은 Android 앱은 업데이트 안내에서 멈추고, 업데이트하기마다 스토어를 연다', async () => {
    const opened: string[] = [];
    const { location, nativeMessage } = await renderApp('/my', { shellTransport: updatingShell(opened) });
    await screen.findByText('조각 게스트');
    nativeMessage('init', { pushToken: 'push-1', os: 'android', version: '0.9.3', pin: '' });
    const dialog = await screen.findByRole('dialog', { name: '앱을 업데이트해주세요' });
    expect(dialog).toHaveTextContent('더 안전한 서비스를 위해 최신 버전으로 업데이트한 뒤 이용해주세요.');
    expect(location().pathname).toBe('/');

    await userEvent.click(screen.getByRole('button', { name: '업데이트하기' }));
    await waitFor(() => expect(opened).toEqual([STORE_URL]));
    // Back from the store without updating: the dialog is there again and the app still waits.
    await screen.findByRole('dialog', { name: '앱을 업데이트해주세요' });
    await userEvent.click(screen.getByRole('button', { name: '업데이트하기' }));
    await waitFor(() => expect(opened).toEqual([STORE_URL, STORE_URL]));
    await screen.findByRole('dialog', { name: '앱을 업데이트해주세요' });
    expect(location().pathname).toBe('/');
  });

  it('최소 버전 이상이면 안내 없이 시작한다', async () => {
    const { location, nativeMessage } = await renderApp('/my');
    await screen.findByText('조각 게스트');
    nativeMessage('init', { pushToken: 'push-1', os: 'ANDROID', version: '1.0.0', pin: '' });
    await waitFor(() => expect(location().pathname).toBe('/auth/access-permission'));
    expect(await screen.findByRole('heading', { level: 1, name: '앱 접근 권한 안내' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '앱을 업데이트해주세요' })).toBeNull();
  });

  it('iOS 는 버전과 상관없이 시작한다', async () => {
    const { location, nativeMessage } = await renderApp('/my');
    await screen.findByText('조각 게스트');
    nativeMessage('init', { pushToken: 'push-1', os: 'ios', version: '0.1.0', pin: '' });
    await waitFor(() => expect(location().pathname).toBe('/auth/access-permission'));
    expect(await screen.findByRole('heading', { level: 1, name: '앱 접근 권한 안내' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '앱을 업데이트해주세요' })).toBeNull();
  });

  it('셸의 필수 업데이트(needUpdate) 도 안내가 되돌아오며 메시지 처리는 막지 않는다', async () => {
    const opened: string[] = [];
    const { location, nativeMessage } = await renderApp('/my', { shellTransport: updatingShell(opened) });
    await screen.findByText('조각 게스트');
    nativeMessage('needUpdate', { required: true, storeUrl: 'https://apps.apple.com/kr/app/id1' });
    await screen.findByRole('dialog', { name: '앱을 업데이트해주세요' });
    nativeMessage('apppush', { path: '/home', query: {} });
    await waitFor(() => expect(location().pathname).toBe('/home'));
    // The page moved under the dialog (which hides the rest from the accessibility tree).
    expect(await screen.findByRole('heading', { name: '모집 중인 공모', hidden: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '업데이트하기' }));
    await waitFor(() => expect(opened).toEqual(['https://apps.apple.com/kr/app/id1']));
    await screen.findByRole('dialog', { name: '앱을 업데이트해주세요' });
  });

  it('셸의 선택 업데이트(needUpdate, required false)는 나중에로 미룰 수 있고, 업데이트하기만 스토어를 연다', async () => {
    const opened: string[] = [];
    let clock = Date.now();
    const { nativeMessage } = await renderApp('/my', { shellTransport: updatingShell(opened), now: () => clock });
    await screen.findByText('조각 게스트');
    nativeMessage('needUpdate', { required: false, storeUrl: 'https://apps.apple.com/kr/app/id1' });
    const later = await screen.findByRole('dialog', { name: '새 버전이 나왔어요' });
    await userEvent.click(within(later).getByRole('button', { name: '나중에' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '새 버전이 나왔어요' })).toBeNull());
    expect(await screen.findByText('조각 게스트')).toBeInTheDocument();
    expect(opened).toEqual([]);

    // The bridge drops a message of the same type within its window (spec §9, on the shell's
    // clock): the shell's next report comes after it, as a later one would.
    clock += DEFAULT_DEDUPE_WINDOW_MS + 1;
    nativeMessage('needUpdate', { required: false, storeUrl: 'https://apps.apple.com/kr/app/id1' });
    const now = await screen.findByRole('dialog', { name: '새 버전이 나왔어요' });
    await userEvent.click(within(now).getByRole('button', { name: '업데이트하기' }));
    await waitFor(() => expect(opened).toEqual(['https://apps.apple.com/kr/app/id1']));
    // A build that still works is not held behind the question.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '새 버전이 나왔어요' })).toBeNull());
  });
});
