import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@jogak/feature-testing';
import { defaultPeriodChoice, periodChoiceOn, PeriodPicker } from './period-picker';

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

describe('periodChoiceOn', () => {
  const afterMidnight = new Date('2025-03-05T00:05:00+09:00');

  it('프리셋은 그 날의 서울 오늘까지로 다시 센다 (전날 고른 1개월도 오늘까지)', () => {
    const chosenYesterday = defaultPeriodChoice(new Date('2025-03-04T23:59:00+09:00'));
    expect(periodChoiceOn(chosenYesterday, afterMidnight)).toEqual({ ...chosenYesterday, period: { searchBeginAt: '20250205', searchEndAt: '20250305' } });
  });

  it('직접 입력으로 조회한 기간은 그대로 둔다', () => {
    const typed = { preset: 'CUSTOM', begin: '2025-01-01', end: '2025-03-04', problem: null, period: { searchBeginAt: '20250101', searchEndAt: '20250304' } } as const;
    expect(periodChoiceOn(typed, afterMidnight)).toBe(typed);
  });
});
