import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderScreen } from '@jogak/feature-testing';
import { CertificateScreen } from './certificate-screen';
import type { DeviceCertificate } from './certificate-state';

const NOW = new Date('2025-03-04T10:00:00+09:00');
const certificates: DeviceCertificate[] = [
  { dn: 'cn=김민준()0001,ou=personal,o=yessign,c=kr', subject: '김민준', issuer: '금융결제원', notAfter: '2026-01-31T23:59:59+09:00' },
  { dn: 'cn=김민준()0002,ou=personal,o=yessign,c=kr', subject: '김민준(범용)', issuer: '코스콤', notAfter: '2025-03-20T23:59:59+09:00' },
  { dn: 'cn=김민준()0003,ou=personal,o=yessign,c=kr', subject: '김민준(구)', issuer: '금융결제원', notAfter: '2025-01-10T23:59:59+09:00' },
];

describe('CertificateScreen', () => {
  it('기기의 인증서를 보유자, 발급기관, 만료일, 상태와 함께 보여준다', async () => {
    const { container } = renderScreen(<CertificateScreen now={NOW} loadCertificates={() => Promise.resolve(certificates)} />);
    expect(screen.getByRole('heading', { level: 2, name: '이 기기의 인증서' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '인증서 목록' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '사용 가능김민준발급기관금융결제원만료일2026.01.31',
      '만료 임박김민준(범용)발급기관코스콤만료일2025.03.20',
      '만료됨김민준(구)발급기관금융결제원만료일2025.01.10',
    ]);
    expect(screen.getByText('인증서 발급, 갱신, 삭제는 인증서 앱에서 할 수 있어요.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('인증서가 없으면 인증서 앱으로 안내한다', async () => {
    renderScreen(<CertificateScreen now={NOW} loadCertificates={() => Promise.resolve([])} />);
    expect(await screen.findByRole('region', { name: '이 기기에 저장된 인증서가 없어요' })).toHaveTextContent('인증서 앱에서 인증서를 발급받거나 가져온 뒤 다시 확인해주세요.');
  });

  it('불러오는 동안 자리표시를, 앱이 답하지 않으면 다시 시도하기를 보여준다', async () => {
    const load = vi.fn<() => Promise<readonly DeviceCertificate[]>>().mockRejectedValueOnce(new Error('timeout')).mockResolvedValue(certificates.slice(0, 1));
    const user = userEvent.setup();
    renderScreen(<CertificateScreen now={NOW} loadCertificates={load} />);
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('불러오는 중이에요');
    expect(await screen.findByRole('alert')).toHaveTextContent('인증서 목록을 불러오지 못했어요.');
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByRole('listitem', { name: '김민준 인증서' })).toHaveTextContent('사용 가능');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
