import { NativeBridgeError, type NativeBridge } from '@jogak/native-bridge';
import { describe, expect, it, vi } from 'vitest';
import { signWithdrawal } from './sign-withdrawal';

const MEMBER = { ci: 'demo-ci-demo-general', media: 'IOS', token: 'tok-1' };

function bridgeAnswering(answer: () => Promise<unknown>) {
  const request = vi.fn(answer);
  return { bridge: { request } as unknown as Pick<NativeBridge, 'request'>, request };
}

describe('signWithdrawal: 카카오페이 인증서로 출금 서명', () => {
  it('서명하면 셸이 서명한 거래 ID 와 그 서명을 함께 돌려주고, CI·매체·토큰을 셸에 넘긴다', async () => {
    const { bridge, request } = bridgeAnswering(async () => ({ txId: 'TXW-1', signature: 'c2lnbmVk' }));
    await expect(signWithdrawal(bridge, MEMBER)).resolves.toEqual({ status: 'signed', txId: 'TXW-1', signature: 'c2lnbmVk' });
    expect(request).toHaveBeenCalledWith('kakaoPay.sign', { ci: 'demo-ci-demo-general', media: 'IOS', accessToken: 'tok-1' });
  });

  it('CI가 없으면 셸에 묻지 않고 서명 없이(unsigned)', async () => {
    const { bridge, request } = bridgeAnswering(async () => ({ txId: 'TXW-1', signature: 'c2lnbmVk' }));
    await expect(signWithdrawal(bridge, { ...MEMBER, ci: '' })).resolves.toEqual({ status: 'unsigned' });
    expect(request).not.toHaveBeenCalled();
  });

  it('인증서가 없거나(no-certificate) 셸이 서명할 수 없으면(unavailable) unsigned: 서명 없이 보내고 서버가 정한다', async () => {
    for (const kind of ['no-certificate', 'unavailable'] as const) {
      const { bridge } = bridgeAnswering(async () => {
        throw new NativeBridgeError(kind, 'kakaoPay.sign');
      });
      await expect(signWithdrawal(bridge, MEMBER)).resolves.toEqual({ status: 'unsigned' });
    }
  });

  it('네트워크 등으로 서명에 실패하면(rejected) 서명 없이 보내지 않고 거절한다', async () => {
    const { bridge } = bridgeAnswering(async () => {
      throw new NativeBridgeError('rejected', 'kakaoPay.sign', '네트워크 연결이 원활하지 않습니다.');
    });
    await expect(signWithdrawal(bridge, MEMBER)).rejects.toMatchObject({ kind: 'rejected', message: '네트워크 연결이 원활하지 않습니다.' });
  });

  it('서명 앱을 닫은 것(cancelled)만 취소', async () => {
    const { bridge } = bridgeAnswering(async () => {
      throw new NativeBridgeError('cancelled', 'kakaoPay.sign', '서명을 취소했어요.');
    });
    await expect(signWithdrawal(bridge, MEMBER)).resolves.toEqual({ status: 'cancelled' });
  });

  it('셸이 답하지 않거나(timeout) 답이 틀리거나(invalid-reply) 브리지가 닫히면(disposed) 그 한국어 메시지로 거절한다', async () => {
    for (const kind of ['timeout', 'invalid-reply', 'disposed'] as const) {
      const { bridge } = bridgeAnswering(async () => {
        throw new NativeBridgeError(kind, 'kakaoPay.sign');
      });
      const failure = new NativeBridgeError(kind, 'kakaoPay.sign');
      await expect(signWithdrawal(bridge, MEMBER)).rejects.toMatchObject({ kind, message: failure.message });
    }
  });
});
