import { expectNoAxeViolations } from '@jogak/feature-testing';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChoiceGroup } from './choice-group';

const CHOICES = [
  { value: 'Y', label: '네' },
  { value: 'N', label: '아니요' },
];

describe('ChoiceGroup', () => {
  it('required 면 질문으로 이름 붙은 radiogroup 이 보조기술에 필수로 읽히고, 브라우저의 required 는 붙이지 않는다', async () => {
    const { container } = render(<ChoiceGroup legend="잔고 요건을 갖추었나요?" choices={CHOICES} value="" onChange={() => {}} required />);
    const group = screen.getByRole('radiogroup', { name: '잔고 요건을 갖추었나요?' });
    expect(group).toHaveAttribute('aria-required', 'true');
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toHaveAttribute('required');
    await expectNoAxeViolations(container);
  });

  it('required 가 없으면 필수로 읽히지 않는다', () => {
    render(<ChoiceGroup legend="잔고 요건을 갖추었나요?" choices={CHOICES} value="" onChange={() => {}} />);
    expect(screen.getByRole('radiogroup', { name: '잔고 요건을 갖추었나요?' })).not.toHaveAttribute('aria-required');
  });
});
