import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@jogak/feature-testing';
import { defaultPeriodChoice, PeriodPicker } from './period-picker';

/** The picker with its choice kept as a screen keeps it. */
function PickerWithItsChoice() {
  const [choice, setChoice] = useState(defaultPeriodChoice);
  return <PeriodPicker value={choice} onChange={setChoice} />;
}

const pressedStates = (group: HTMLElement) =>
  within(group)
    .getAllByRole('button')
    .map((button) => [button.textContent, button.getAttribute('aria-pressed')]);

describe('PeriodPicker 조회 기간', () => {
  it('Tab 으로 닿는 토글 버튼 묶음이다: 고른 기간만 눌린 상태이고, 라디오처럼 화살표 키를 기대하게 하지 않는다', async () => {
    const user = userEvent.setup();
    const { container } = render(<PickerWithItsChoice />);
    const group = screen.getByRole('group', { name: '조회 기간' });
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(pressedStates(group)).toEqual([
      ['1주일', 'false'],
      ['1개월', 'true'],
      ['3개월', 'false'],
      ['6개월', 'false'],
      ['직접 입력', 'false'],
    ]);

    await user.click(within(group).getByRole('button', { name: '직접 입력' }));
    expect(within(group).getByRole('button', { name: '직접 입력' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: '1개월' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('시작일')).toBeInTheDocument();

    // Each chip is its own Tab stop, in order.
    within(group).getByRole('button', { name: '1주일' }).focus();
    await user.tab();
    expect(within(group).getByRole('button', { name: '1개월' })).toHaveFocus();
    await expectNoAxeViolations(container);
  });
});
