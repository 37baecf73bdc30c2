import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '../styles.css';
import { Button } from './button';

function Saving({ mark }: { mark: 'busy' | 'disabled' }) {
  const [saving, setSaving] = useState(false);
  return (
    <Button {...(mark === 'busy' ? { busy: saving } : { disabled: saving })} onClick={() => setSaving(true)}>
      {saving ? '저장 중…' : '저장하기'}
    </Button>
  );
}

/** In real Chromium, where a focused button that becomes `disabled` loses its focus. */
describe('Button busy 포커스', () => {
  it('눌러서 busy가 된 버튼은 포커스를 지키고, 흐리게 그린다', async () => {
    const user = userEvent.setup();
    render(<Saving mark="busy" />);
    await user.tab();
    await user.keyboard('{Enter}');
    const button = screen.getByRole('button', { name: '저장 중…' });
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    expect(button).toHaveFocus();
    expect(getComputedStyle(button).opacity).toBe('0.45');
  });

  it('disabled가 되는 버튼은 포커스를 페이지에 떨어뜨린다(busy가 있는 까닭)', async () => {
    const user = userEvent.setup();
    render(<Saving mark="disabled" />);
    await user.tab();
    await user.keyboard('{Enter}');
    // The browser moves focus off a disabled element when it next updates the rendering.
    await expect.poll(() => document.activeElement).toBe(document.body);
  });
});
