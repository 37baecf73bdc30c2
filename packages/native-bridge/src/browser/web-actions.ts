import { NativeBridgeError } from '../native-bridge-error';

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * Only web addresses leave the app: a `javascript:` or `data:` link handed to a new tab would
 * run with the page's privileges.
 */
export function assertWebUrl(command: string, url: string, base: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    throw new NativeBridgeError('rejected', command, '올바른 주소가 아니에요.');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new NativeBridgeError('rejected', command, '웹 주소(http, https)만 열 수 있어요.');
  }
  return parsed;
}

/**
 * Copies text with the async Clipboard API.
 *
 * @example
 * await copyText(window, '조각투자');
 */
export async function copyText(win: Window, text: string): Promise<void> {
  const clipboard = win.navigator.clipboard as Clipboard | undefined;
  if (!clipboard) throw new NativeBridgeError('unavailable', 'copy', '이 브라우저에서는 복사할 수 없어요.');
  try {
    await clipboard.writeText(text);
  } catch {
    throw new NativeBridgeError('rejected', 'copy', '복사하지 못했어요.');
  }
}

/**
 * Shares with the Web Share API where the browser has it, otherwise copies the text and link.
 *
 * @example
 * const { method } = await shareText(window, { text: '조각에서 만나요', url: 'https://jogak.example' });
 */
export async function shareText(
  win: Window,
  data: { text: string; title?: string; url?: string },
): Promise<{ method: 'share-sheet' | 'clipboard' }> {
  const { navigator } = win;
  if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return { method: 'share-sheet' };
    } catch (error) {
      if (isAbort(error)) throw new NativeBridgeError('cancelled', 'share', '공유를 취소했어요.');
      throw new NativeBridgeError('rejected', 'share', '공유를 실패했습니다.');
    }
  }
  try {
    await copyText(win, [data.title, data.text, data.url].filter(Boolean).join('\n'));
  } catch {
    throw new NativeBridgeError('rejected', 'share', '공유를 실패했습니다.');
  }
  return { method: 'clipboard' };
}

/**
 * Opens a web address in a new tab, without giving the tab a handle on this page.
 *
 * @example
 * openInNewTab(window, 'openLink', 'https://jogak.example/notice/1');
 */
export function openInNewTab(win: Window, command: string, url: string): void {
  const target = assertWebUrl(command, url, win.location.href);
  win.open(target.href, '_blank', 'noopener,noreferrer');
}

/**
 * Starts a download through an `<a download>` (cross-origin files may open instead, as any link).
 *
 * @example
 * downloadWithLink(window, { url: '/files/terms.pdf', fileName: '약관.pdf' }); // { fileName: '약관.pdf' }
 */
export function downloadWithLink(win: Window, file: { url: string; fileName: string }): { fileName: string } {
  const target = assertWebUrl('downloadFile', file.url, win.location.href);
  const anchor = win.document.createElement('a');
  anchor.href = target.href;
  anchor.download = file.fileName;
  anchor.rel = 'noopener';
  anchor.hidden = true;
  win.document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
  }
  return { fileName: file.fileName };
}
