import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderScreen } from '@jogak/feature-testing';
import { LicenseScreen } from './license-screen';
import type { OpenSourceLicense } from './open-source-license';

const LICENSES: readonly OpenSourceLicense[] = [
  { name: 'react', version: '19.3.1', license: 'MIT', licenseText: 'MIT License\n\nCopyright (c) Meta Platforms, Inc. and affiliates.' },
  { name: 'dompurify', version: '3.3.0', license: '(MPL-2.0 OR Apache-2.0)', licenseText: null },
];

describe('LicenseScreen', () => {
  it('패키지마다 이름, 버전, 라이선스를 보여주고 전문은 눌렀을 때 펼친다', async () => {
    const user = userEvent.setup();
    const { container } = renderScreen(<LicenseScreen loadLicenses={() => Promise.resolve(LICENSES)} />);
    const list = await screen.findByRole('list', { name: '오픈소스 라이선스 목록' });
    expect(screen.getByText('조각 앱은 아래 2개의 오픈소스 소프트웨어를 사용해요.')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem').map((item) => item.querySelector('.jg-policy-license__head')?.textContent)).toEqual([
      'react19.3.1 · MIT',
      'dompurify3.3.0 · (MPL-2.0 OR Apache-2.0)',
    ]);
    expect(screen.queryByText(/Copyright \(c\) Meta/)).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'react 라이선스 보기' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'react 라이선스 닫기' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('react 라이선스 전문')).toHaveTextContent('MIT License Copyright (c) Meta Platforms, Inc. and affiliates.');
    await user.click(screen.getByRole('button', { name: 'dompurify 라이선스 보기' }));
    expect(screen.getByLabelText('dompurify 라이선스 전문')).toHaveTextContent(
      '이 패키지는 라이선스 파일을 따로 두지 않고 (MPL-2.0 OR Apache-2.0) 라이선스를 따른다고 밝히고 있어요.',
    );
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'react 라이선스 닫기' }));
    expect(screen.queryByLabelText('react 라이선스 전문')).not.toBeInTheDocument();
  });

  it('불러오는 동안 자리표시를 보여준다', async () => {
    renderScreen(<LicenseScreen loadLicenses={() => Promise.resolve(LICENSES)} />);
    expect(screen.getByRole('status', { busy: true })).toHaveTextContent('라이선스 목록을 불러오는 중이에요');
    expect(await screen.findByText('react')).toBeInTheDocument();
  });

  it('불러오지 못하면 다시 시도한다', async () => {
    const user = userEvent.setup();
    const load = vi.fn<() => Promise<readonly OpenSourceLicense[]>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(LICENSES);
    renderScreen(<LicenseScreen loadLicenses={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('라이선스 목록을 불러오지 못했어요잠시 후 다시 시도해주세요.');
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByText('react')).toBeInTheDocument();
  });

  it('목록이 비었으면 그렇게 말한다', async () => {
    renderScreen(<LicenseScreen loadLicenses={() => Promise.resolve([])} />);
    expect(await screen.findByText('표시할 오픈소스 라이선스가 없어요')).toBeInTheDocument();
  });
});
