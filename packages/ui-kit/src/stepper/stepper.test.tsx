import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Stepper } from './stepper';

const KYC = ['고객 동의', '기본 정보', '상세 정보', '신분증 인증', '계좌 인증', '완료'];

describe('Stepper', () => {
  it('현재 단계를 aria-current=step으로, 지난 단계를 완료로 표시한다', async () => {
    const { container } = render(<Stepper steps={KYC} current={2} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('data-state'))).toEqual(['done', 'done', 'current', 'upcoming', 'upcoming', 'upcoming']);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).toHaveTextContent('고객 동의 (완료)');
    expect(screen.getByRole('navigation', { name: '진행 단계' })).toHaveTextContent('전체 6단계 중 3 / 6단계');
    await expectNoAxeViolations(container);
  });

  it('범위를 벗어난 current는 양 끝으로 맞춘다', () => {
    render(<Stepper steps={KYC} current={9} />);
    expect(screen.getAllByRole('listitem')[5]).toHaveAttribute('aria-current', 'step');
  });
});
