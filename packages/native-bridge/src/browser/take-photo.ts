import { NativeBridgeError } from '../native-bridge-error';

export interface PhotoResult {
  fileName: string;
  mimeType: string;
  base64: string;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) {
    binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  }
  return btoa(binary);
}

/**
 * Lets the person pick or shoot a photo through a file input (`capture` opens the camera on
 * phones) and returns it as base64, as the shells do.
 *
 * @example
 * const photo = await takePhotoWithFileInput(window, 'camera');
 * // { fileName: 'IMG_0001.jpg', mimeType: 'image/jpeg', base64: '/9j/…' }
 */
export function takePhotoWithFileInput(win: Window, source: 'camera' | 'library'): Promise<PhotoResult> {
  const input = win.document.createElement('input');
  input.type = 'file';
  input.accept = 'image/*';
  input.setAttribute('aria-label', source === 'camera' ? '사진 촬영' : '사진 선택');
  if (source === 'camera') input.setAttribute('capture', 'environment');
  input.style.position = 'fixed';
  input.style.opacity = '0';
  input.style.pointerEvents = 'none';
  win.document.body.append(input);

  return new Promise<PhotoResult>((resolve, reject) => {
    const finish = (): void => input.remove();
    input.addEventListener(
      'cancel',
      () => {
        finish();
        reject(new NativeBridgeError('cancelled', 'takePhoto', '사진 선택을 취소했어요.'));
      },
      { once: true },
    );
    input.addEventListener(
      'change',
      () => {
        const file = input.files?.[0];
        finish();
        if (!file) {
          reject(new NativeBridgeError('cancelled', 'takePhoto', '사진 선택을 취소했어요.'));
          return;
        }
        if (!file.type.startsWith('image/')) {
          reject(new NativeBridgeError('rejected', 'takePhoto', '사진 파일만 선택할 수 있어요.'));
          return;
        }
        file
          .arrayBuffer()
          .then((buffer) =>
            resolve({ fileName: file.name, mimeType: file.type, base64: toBase64(new Uint8Array(buffer)) }),
          )
          .catch(() => reject(new NativeBridgeError('rejected', 'takePhoto', '사진을 읽지 못했어요.')));
      },
      { once: true },
    );
    input.click();
  });
}
