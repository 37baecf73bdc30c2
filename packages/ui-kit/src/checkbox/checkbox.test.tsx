import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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
});
