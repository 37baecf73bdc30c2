import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { EmptyState, ErrorState, InlineErrorState, Skeleton } from './states';

describe('EmptyState / ErrorState / Skeleton', () => {
  it('빈 상태는 제목과 설명을 보여 준다', async () => {
    const { container } = render(<EmptyState title="알림이 없어요" description="새 소식이 오면 알려드릴게요." />);
    expect(screen.getByRole('region', { name: '알림이 없어요' })).toHaveTextContent('새 소식이 오면 알려드릴게요.');
    await expectNoAxeViolations(container);
  });

  it('에러 상태는 alert로 알리고 다시 시도할 수 있다', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { container } = render(<ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('이런!불러오지 못했어요. 잠시 후 다시 시도해주세요.');
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('한 줄 에러는 문장을 alert로 알리고, 다시 시도하는 동안 버튼은 눌러도 아무것도 하지 않는다', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { container, rerender } = render(<InlineErrorState id="amounts-problem" message="출금 가능 금액을 불러오지 못했어요." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('출금 가능 금액을 불러오지 못했어요.');
    expect(container.querySelector('#amounts-problem')).toHaveTextContent('출금 가능 금액을 불러오지 못했어요.');
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<InlineErrorState message="출금 가능 금액을 불러오지 못했어요." onRetry={onRetry} retrying />);
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('스켈레톤은 불러오는 중임을 알리고 줄 수만큼 그린다', async () => {
    const { container } = render(<Skeleton lines={4} />);
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중');
    expect(container.querySelectorAll('.jg-skeleton__line')).toHaveLength(4);
    await expectNoAxeViolations(container);
  });
});
