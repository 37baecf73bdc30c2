import { NativeBridgeError, type NativeBridge } from '@jogak/native-bridge';
import { describe, expect, it, vi } from 'vitest';
import { signBallot } from './sign-ballot';

const MEMBER = { ci: 'demo-ci-demo-general', media: 'ANDROID', token: 'tok-1' };

function bridgeAnswering(answer: () => Promise<unknown>) {
  const request = vi.fn(answer);
  return { bridge: { request } as unknown as Pick<NativeBridge, 'request'>, request };
}

describe('signBallot: 카카오페이 인증서로 투표 서명', () => {
  it('서명하면 그 서명을 돌려주고, CI·매체·토큰을 셸에 넘긴다', async () => {
    const { bridge, request } = bridgeAnswering(async () => ({ txId: 'TXW-1', signature: 'c2lnbmVk' }));
    await expect(signBallot(bridge, MEMBER)).resolves.toEqual({ status: 'signed', signatureValue: 'c2lnbmVk' });
    expect(request).toHaveBeenCalledWith('kakaoPay.sign', { ci: 'demo-ci-demo-general', media: 'ANDROID', accessToken: 'tok-1' });
  });

  it('CI가 없으면 셸에 묻지 않고 인증서가 없다고 한다', async () => {
    const { bridge, request } = bridgeAnswering(async () => ({ txId: 'TXW-1', signature: 'c2lnbmVk' }));
    await expect(signBallot(bridge, { ...MEMBER, ci: '' })).resolves.toEqual({ status: 'no-certificate' });
    expect(request).not.toHaveBeenCalled();
  });

  it('셸이 no-certificate 로 답하면 인증서가 없다고 한다', async () => {
    const { bridge } = bridgeAnswering(async () => {
      throw new NativeBridgeError('no-certificate', 'kakaoPay.sign', '카카오페이 인증서를 먼저 등록해주세요.');
    });
    await expect(signBallot(bridge, MEMBER)).resolves.toEqual({ status: 'no-certificate' });
  });

  it('서명 앱을 닫으면 cancelled', async () => {
    const { bridge } = bridgeAnswering(async () => {
      throw new NativeBridgeError('cancelled', 'kakaoPay.sign', '서명을 취소했어요.');
    });
    await expect(signBallot(bridge, MEMBER)).resolves.toEqual({ status: 'cancelled' });
  });

  it('네트워크 실패(rejected)는 인증서가 없다는 뜻이 아니다: 그 한국어 메시지로 거절한다', async () => {
    const { bridge } = bridgeAnswering(async () => {
      throw new NativeBridgeError('rejected', 'kakaoPay.sign', '네트워크 연결이 원활하지 않습니다.');
    });
    await expect(signBallot(bridge, MEMBER)).rejects.toMatchObject({ kind: 'rejected', message: '네트워크 연결이 원활하지 않습니다.' });
  });

  it('서명할 수 없는 환경(unavailable)과 응답 없음(timeout)도 메시지로 거절한다', async () => {
    const unavailable = bridgeAnswering(async () => {
      throw new NativeBridgeError('unavailable', 'kakaoPay.sign');
    });
    await expect(signBallot(unavailable.bridge, MEMBER)).rejects.toMatchObject({ message: '이 환경에서는 사용할 수 없는 기능이에요.' });
    const timeout = bridgeAnswering(async () => {
      throw new NativeBridgeError('timeout', 'kakaoPay.sign');
    });
    await expect(signBallot(timeout.bridge, MEMBER)).rejects.toMatchObject({ message: '앱의 응답이 없어요. 잠시 후 다시 시도해주세요.' });
  });
});
