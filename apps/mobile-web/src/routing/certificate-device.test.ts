import { CertificateSignError } from '@jogak/features-auth';
import { NativeBridgeError, type NativeBridge, type NativeBridgeErrorKind } from '@jogak/native-bridge';
import { describe, expect, it, vi } from 'vitest';
import { certificateDeviceOf } from './certificate-device';

const DN = 'cn=(주)한빛자산관리,ou=corp,o=yessign,c=kr';

function deviceFailingWith(error: unknown) {
  const request = vi.fn(async () => {
    throw error;
  });
  return certificateDeviceOf({ request } as unknown as Pick<NativeBridge, 'request'>);
}

describe('certificateDeviceOf: 셸의 cert.sign', () => {
  it('서명하면 그 서명을, 취소하면 null 을 돌려준다', async () => {
    const request = vi.fn(async () => ({ dn: DN, signatureValue: 'c2lnbmVk' }));
    const device = certificateDeviceOf({ request } as unknown as Pick<NativeBridge, 'request'>);
    await expect(device.sign(DN)).resolves.toEqual({ dn: DN, signatureValue: 'c2lnbmVk' });
    expect(request).toHaveBeenCalledWith('cert.sign', { dn: DN });
    await expect(deviceFailingWith(new NativeBridgeError('cancelled', 'cert.sign')).sign(DN)).resolves.toBeNull();
  });

  it.each<[NativeBridgeErrorKind, string]>([
    ['rejected', 'wrong-password'],
    ['no-certificate', 'no-certificate'],
    ['timeout', 'timeout'],
    ['unavailable', 'unavailable'],
    ['invalid-reply', 'failed'],
    ['disposed', 'failed'],
  ])('브리지의 %s 는 이유 %s 와 셸의 한국어 메시지로 거절된다', async (kind, reason) => {
    const bridgeError = new NativeBridgeError(kind, 'cert.sign');
    const failure = await deviceFailingWith(bridgeError).sign(DN).then(() => expect.fail('signed'), (error: unknown) => error);
    expect(failure).toBeInstanceOf(CertificateSignError);
    expect(failure).toMatchObject({ reason, message: bridgeError.message });
  });

  it('셸의 비밀번호 거절 메시지를 그대로 전한다', async () => {
    const device = deviceFailingWith(new NativeBridgeError('rejected', 'cert.sign', '인증서 비밀번호가 일치하지 않아요.'));
    await expect(device.sign(DN)).rejects.toMatchObject({ reason: 'wrong-password', message: '인증서 비밀번호가 일치하지 않아요.' });
  });

  it('브리지 밖의 실패는 이유 failed 와 features-auth 의 안내로 거절된다', async () => {
    await expect(deviceFailingWith(new TypeError('x is undefined')).sign(DN)).rejects.toMatchObject({
      reason: 'failed',
      message: '인증서로 서명하지 못했어요. 다시 시도해주세요.',
    });
  });
});
