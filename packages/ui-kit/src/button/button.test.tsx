import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Button } from './button';

describe('Button', () => {
  it('기본은 primary, medium, type=button', () => {
    render(<Button>확인</Button>);
    const button = screen.getByRole('button', { name: '확인' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-status', 'primary');
    expect(button).toHaveAttribute('data-size', 'medium');
    expect(button).toHaveClass('jg-button');
  });

  it('상태와 크기를 data 속성으로 드러낸다', () => {
    render(
      <Button status="outline-black" size="mini" className="extra">
        취소
      </Button>,
    );
    const button = screen.getByRole('button', { name: '취소' });
    expect(button).toHaveAttribute('data-status', 'outline-black');
    expect(button).toHaveAttribute('data-size', 'mini');
    expect(button).toHaveClass('jg-button', 'extra');
  });

  it('누르면 onClick, 비활성이면 호출하지 않는다', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>다음</Button>);
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} disabled>
        다음
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('busy면 흐리게 그리고 바쁘다고 알리며, 누르거나 폼에서 Enter를 쳐도 아무 일도 하지 않는다', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form aria-label="주문" onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <input aria-label="수량" />
        <Button type="submit" busy onClick={onClick}>
          주문하는 중
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: '주문하는 중' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).not.toBeDisabled();
    await user.click(button);
    await user.type(screen.getByRole('textbox', { name: '수량' }), '3{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('axe 위반이 없다', async () => {
    const { container } = render(
      <div>
        <Button status="outline">외곽선</Button>
        <Button status="muted" size="full">
          흐림
        </Button>
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
