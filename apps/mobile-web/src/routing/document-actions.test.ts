import { NativeBridgeError, type NativeBridge } from '@jogak/native-bridge';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentActions } from './document-actions';

function fakeBridge(answer: () => Promise<unknown>) {
  const request = vi.fn<(...args: unknown[]) => Promise<unknown>>(answer);
  return { bridge: { request } as unknown as Pick<NativeBridge, 'request'>, request };
}

describe('documentActions', () => {
  const start = window.location.href;
  afterEach(() => window.history.replaceState(null, '', start));

  it('공유는 화면의 주소를 쿼리 없이 보낸다 (거래번호 같은 회원의 것은 나가지 않는다)', async () => {
    window.history.replaceState(null, '', '/subscription/108/prospectus?transNo=202503012700112345601003015&tab=info');
    const { bridge, request } = fakeBridge(() => Promise.resolve({}));
    await expect(documentActions(bridge, 'https://api.example').share({ title: '강남 오피스', text: '투자설명서' })).resolves.toBe(true);
    expect(request.mock.calls).toEqual([
      ['share', { title: '강남 오피스', text: '투자설명서', url: `${window.location.origin}/subscription/108/prospectus` }],
    ]);
  });

  it('취소한 공유는 false, 다른 실패는 그대로 던진다', async () => {
    const cancelled = fakeBridge(() => Promise.reject(new NativeBridgeError('cancelled', 'share')));
    await expect(documentActions(cancelled.bridge, 'https://api.example').share({ title: 't', text: 'x' })).resolves.toBe(false);
    const failed = fakeBridge(() => Promise.reject(new NativeBridgeError('rejected', 'share')));
    await expect(documentActions(failed.bridge, 'https://api.example').share({ title: 't', text: 'x' })).rejects.toThrow(NativeBridgeError);
  });

  it('내려받기는 파일의 API 경로를 백엔드 주소로', async () => {
    const { bridge, request } = fakeBridge(() => Promise.resolve({}));
    await documentActions(bridge, 'https://api.example').download({ path: '/main/v1/stock/get-terms-pdf/108?manageCode=PROSPECTUS', fileName: 'JG0008_투자설명서.pdf' });
    expect(request.mock.calls).toEqual([
      ['downloadFile', { url: 'https://api.example/main/v1/stock/get-terms-pdf/108?manageCode=PROSPECTUS', fileName: 'JG0008_투자설명서.pdf' }],
    ]);
  });
});
