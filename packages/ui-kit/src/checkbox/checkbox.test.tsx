import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Checkbox } from './checkbox';

function Controlled({ disabled = false }: { disabled?: boolean }) {
  const [on, setOn] = useState(false);
  return <Checkbox checked={on} onCheckedChange={setOn} label="[필수] 서비스 이용약관 동의" disabled={disabled} />;
}

describe('Checkbox', () => {
  it('라벨을 눌러도 켜지고 꺼진다', async () => {
    const user = userEvent.setup();
    const { container } = render(<Controlled />);
    const box = screen.getByRole('checkbox', { name: '[필수] 서비스 이용약관 동의' });
    await user.click(screen.getByText('[필수] 서비스 이용약관 동의'));
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    await expectNoAxeViolations(container);
  });

  it('설명(오류)을 함께 읽고, 필요한데 비었으면 invalid 로 읽히며, ref 로 포커스를 받는다', async () => {
    const ref = createRef<HTMLInputElement>();
    const { container } = render(
      <>
        <Checkbox checked={false} onCheckedChange={() => undefined} label="[필수] 위험고지 확인" describedBy="consent-error" invalid ref={ref} />
        <p id="consent-error">위험고지를 확인하고 동의해주세요.</p>
      </>,
    );
    const box = screen.getByRole('checkbox', { name: '[필수] 위험고지 확인' });
    expect(box).toHaveAccessibleDescription('위험고지를 확인하고 동의해주세요.');
    expect(box).toBeInvalid();
    ref.current?.focus();
    expect(box).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('비활성이면 바뀌지 않는다', async () => {
    const user = userEvent.setup();
    render(<Controlled disabled />);
    await user.click(screen.getByText('[필수] 서비스 이용약관 동의'));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('indeterminate는 aria-checked=mixed', () => {
    render(<Checkbox checked={false} indeterminate onCheckedChange={() => undefined} label="전체 동의" />);
    expect(screen.getByRole('checkbox', { name: '전체 동의' })).toHaveAttribute('aria-checked', 'mixed');
  });

  it('required 면 필수로 읽히고 (aria-required), 브라우저의 required 는 붙이지 않는다', async () => {
    const { container } = render(
      <>
        <Checkbox checked={false} onCheckedChange={() => undefined} label="[필수] 위험고지 확인" required />
        <Checkbox checked={false} onCheckedChange={() => undefined} label="[선택] 마케팅 정보 수신" />
      </>,
    );
    const needed = screen.getByRole('checkbox', { name: '[필수] 위험고지 확인' });
    expect(needed).toHaveAttribute('aria-required', 'true');
    expect(needed).not.toHaveAttribute('required');
    expect(screen.getByRole('checkbox', { name: '[선택] 마케팅 정보 수신' })).not.toHaveAttribute('aria-required');
    await expectNoAxeViolations(container);
  });
});
