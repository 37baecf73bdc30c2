import { expectNoAxeViolations } from '@jogak/feature-testing';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelectField } from './select-field';

const FRUITS = [
  { code: 'APPLE', label: '사과' },
  { code: 'PEAR', label: '배' },
] as const;

describe('SelectField', () => {
  it('required 면 필수로 읽히고 (aria-required), 브라우저의 required 는 붙이지 않는다', async () => {
    const { container } = render(
      <>
        <SelectField id="job" label="직업" value="" options={FRUITS} onValueChange={() => undefined} required />
        <SelectField id="hobby" label="취미" value="" options={FRUITS} onValueChange={() => undefined} />
      </>,
    );
    const job = screen.getByRole('combobox', { name: '직업' });
    expect(job).toHaveAttribute('aria-required', 'true');
    expect(job).not.toHaveAttribute('required');
    expect(screen.getByRole('combobox', { name: '취미' })).not.toHaveAttribute('aria-required');
    await expectNoAxeViolations(container);
  });
});
