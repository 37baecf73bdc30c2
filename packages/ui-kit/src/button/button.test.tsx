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
