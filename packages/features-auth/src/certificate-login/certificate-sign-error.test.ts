import { describe, expect, it } from 'vitest';
import { CertificateSignError } from './certificate-sign-error';

describe('CertificateSignError', () => {
  it('셸이 말을 주지 않으면 틀린 비밀번호에 고칠 길까지 말한다 (WCAG 3.3.3)', () => {
    expect(new CertificateSignError('wrong-password').message).toBe('인증서 비밀번호가 일치하지 않아요. 비밀번호를 확인하고 다시 시도해주세요.');
  });

  it('셸이 준 한국어가 있으면 그대로 쓴다', () => {
    expect(new CertificateSignError('wrong-password', '비밀번호가 틀렸어요.').message).toBe('비밀번호가 틀렸어요.');
  });
});
