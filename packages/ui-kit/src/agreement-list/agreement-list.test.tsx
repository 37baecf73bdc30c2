import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { DialogHost } from '../dialog/dialog-host';
import { AgreementList, type Agreement } from './agreement-list';

const terms: Agreement[] = [
  { id: 'service', title: '서비스 이용약관', required: true },
  { id: 'privacy', title: '개인정보 수집 및 이용', required: true },
  { id: 'marketing', title: '마케팅 정보 수신', required: false },
];

function Harness({ onConfirm = vi.fn(), onCancel = vi.fn() }) {
  const [checked, setChecked] = useState<string[]>([]);
  return (
    <>
      <AgreementList items={terms} checked={checked} onCheckedChange={setChecked} onConfirm={onConfirm} onCancel={onCancel} />
      <DialogHost />
    </>
  );
}

describe('AgreementList', () => {
  it('전체 동의는 모두를 켜고 끈다', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    await user.click(screen.getByLabelText('전체 동의'));
    expect(screen.getByLabelText('[필수] 서비스 이용약관')).toBeChecked();
    expect(screen.getByLabelText('[선택] 마케팅 정보 수신')).toBeChecked();
    await user.click(screen.getByLabelText('전체 동의'));
    expect(screen.getByLabelText('[필수] 개인정보 수집 및 이용')).not.toBeChecked();
    await expectNoAxeViolations(container);
  });

  it('하나씩 켜면 일부 상태가 되고, 필수를 모두 켜야 계속할 수 있다', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const confirm = screen.getByRole('button', { name: '동의하고 계속하기' });
    await user.click(screen.getByLabelText('[필수] 서비스 이용약관'));
    expect(screen.getByLabelText('전체 동의')).toHaveAttribute('aria-checked', 'mixed');
    expect(confirm).toBeDisabled();
    await user.click(screen.getByLabelText('[필수] 개인정보 수집 및 이용'));
    expect(confirm).toBeEnabled();
    expect(screen.getByLabelText('전체 동의')).not.toBeChecked();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('취소는 묻지 않고 화면에 넘긴다: 묻는 문구는 앱의 대화상자 목록이 가진다', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<Harness onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('[필수] 항목만 필수로 읽힌다 (aria-required): 전체 동의와 [선택] 항목은 아니다', async () => {
    const { container } = render(<Harness />);
    expect(screen.getByRole('checkbox', { name: '[필수] 서비스 이용약관' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('checkbox', { name: '[필수] 개인정보 수집 및 이용' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('checkbox', { name: '[선택] 마케팅 정보 수신' })).not.toHaveAttribute('aria-required');
    expect(screen.getByRole('checkbox', { name: '전체 동의' })).not.toHaveAttribute('aria-required');
    await expectNoAxeViolations(container);
  });
});
