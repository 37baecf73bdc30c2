import type { DevStorage } from './dev-storage';

/**
 * The OS the browser runs on, read from the user agent (good enough for a development stand-in).
 *
 * @example
 * osFromUserAgent('Mozilla/5.0 (Linux; Android 14; SM-S918N) …'); // { os: 'ANDROID', version: '14' }
 */
export function osFromUserAgent(userAgent: string): { os: string; version: string } {
  const android = /Android (\d+(?:\.\d+)*)/.exec(userAgent);
  if (android?.[1]) return { os: 'ANDROID', version: android[1] };
  const ios = /(?:iPhone|iPad|iPod).*? OS (\d+(?:_\d+)*)/.exec(userAgent);
  if (ios?.[1]) return { os: 'IOS', version: ios[1].replaceAll('_', '.') };
  const mac = /Mac OS X (\d+(?:[._]\d+)*)/.exec(userAgent);
  if (mac?.[1]) return { os: 'MACOS', version: mac[1].replaceAll('_', '.') };
  const windows = /Windows NT (\d+(?:\.\d+)*)/.exec(userAgent);
  if (windows?.[1]) return { os: 'WINDOWS', version: windows[1] };
  if (/Linux/.test(userAgent)) return { os: 'LINUX', version: '' };
  return { os: 'WEB', version: '' };
}

const DEVICE_ID_KEY = 'device-id';

/**
 * A device id that survives reloads in development (kept in the development storage).
 *
 * @example
 * devDeviceId(storage, window.crypto); // 'web-3f2a…' (same value on the next call)
 */
export function devDeviceId(storage: DevStorage, crypto: Crypto): string {
  const stored = storage.get(DEVICE_ID_KEY);
  if (stored) return stored;
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  const id = `web-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
  storage.set(DEVICE_ID_KEY, id);
  return id;
}
