import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '../styles.css';
import { DialogHost } from '../dialog/dialog-host';
import { openDialog } from '../dialog/dialog-queue';
import { Button } from './button';

/** A save that the server refuses: the button waits, then the refusal's dialog opens. */
function Saving({ mark, refuse = false }: { mark: 'busy' | 'disabled'; refuse?: boolean }) {
  const [saving, setSaving] = useState(false);
  return (
    <Button
      {...(mark === 'busy' ? { busy: saving } : { disabled: saving })}
      onClick={() => {
        setSaving(true);
        if (!refuse) return;
        // The refusal arrives after the browser has redrawn the waiting button.
        setTimeout(() => {
          void openDialog({ name: 'SAVE_FAILED', title: '저장하지 못했어요', contents: '잠시 후 다시 시도해주세요.', buttons: [{ text: '확인', style: 'primary', response: true }] }).then(() => setSaving(false));
        }, 50);
      }}
    >
      {saving ? '저장하는 중' : '저장하기'}
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
    const button = screen.getByRole('button', { name: '저장하는 중' });
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

  it('기다리는 동안 열린 확인 창을 닫으면 포커스가 그 버튼으로 돌아온다', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Saving mark="busy" refuse />
        <DialogHost />
      </>,
    );
    const button = screen.getByRole('button', { name: '저장하기' });
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '저장하지 못했어요' });
    await expect.poll(() => dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    // Focus comes back when the dialog has played its closing transition.
    await expect.poll(() => document.activeElement).toBe(button);
    await expect.poll(() => button.textContent).toBe('저장하기');
  });
});
