import type { PermissionName as BridgePermission } from '../commands';
import { NativeBridgeError } from '../native-bridge-error';

type PermissionStateResult = { state: 'granted' | 'denied' | 'prompt' };

async function query(win: Window, name: 'camera' | 'notifications' | 'geolocation'): Promise<PermissionState> {
  const status = await win.navigator.permissions.query({ name: name as globalThis.PermissionName });
  return status.state;
}

/** Asks the browser's own prompt; failures are read back through the Permissions API afterwards. */
async function prompt(win: Window, permission: Exclude<BridgePermission, 'photos'>): Promise<void> {
  if (permission === 'notifications') {
    await (win as Window & typeof globalThis).Notification.requestPermission();
    return;
  }
  if (permission === 'camera') {
    const stream = await win.navigator.mediaDevices.getUserMedia({ video: true });
    for (const track of stream.getTracks()) track.stop();
    return;
  }
  await new Promise<void>((resolve) => {
    win.navigator.geolocation.getCurrentPosition(
      () => resolve(),
      () => resolve(),
    );
  });
}

const QUERY_NAMES = {
  camera: 'camera',
  notifications: 'notifications',
  location: 'geolocation',
} as const;

/**
 * Reads a permission through the Permissions API and, when the browser would still ask, asks.
 * `photos` is always granted on the web: picking a file needs no permission.
 *
 * @example
 * await requestWebPermission(window, 'notifications'); // { state: 'granted' }
 */
export async function requestWebPermission(
  win: Window,
  permission: BridgePermission,
): Promise<PermissionStateResult> {
  if (permission === 'photos') return { state: 'granted' };
  if (!win.navigator.permissions) {
    throw new NativeBridgeError('unavailable', 'requestPermission', '이 브라우저는 권한 조회를 지원하지 않아요.');
  }
  const name = QUERY_NAMES[permission];
  const before = await query(win, name).catch(() => {
    throw new NativeBridgeError('unavailable', 'requestPermission', '이 브라우저는 이 권한을 조회할 수 없어요.');
  });
  if (before !== 'prompt') return { state: before };
  await prompt(win, permission).catch(() => undefined);
  return { state: await query(win, name) };
}
