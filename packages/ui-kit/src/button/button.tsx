import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';

/** Visual status of a button (spec §3). */
export type ButtonStatus = 'outline' | 'outline-black' | 'primary' | 'light-primary' | 'muted';
/** Size of a button (spec §3); `full` spans the container width. */
export type ButtonSize = 'full' | 'large' | 'medium' | 'small' | 'mini';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  status?: ButtonStatus;
  size?: ButtonSize;
  /**
   * While its work runs: drawn as disabled, announced busy, and a press (or a form's Enter) does
   * nothing, but the button keeps its focus. A `disabled` button that has focus drops it to the
   * page, and a dialog opened meanwhile would give focus back to nowhere.
   */
  busy?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** A busy button's press: swallowed, including the submit a `type="submit"` press would start. */
function ignorePress(event: MouseEvent<HTMLButtonElement>): void {
  event.preventDefault();
}

/**
 * The one button. Every size keeps a 44 px touch target; `mini` and `small` draw smaller but pad
 * the hit area instead of shrinking it (the kit's `jg-touch-target`).
 *
 * @example
 * <Button status="primary" size="full" busy={save.isPending} onClick={submit}>확인</Button>
 */
export function Button({
  status = 'primary',
  size = 'medium',
  type = 'button',
  busy = false,
  className,
  children,
  ref,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      className={['jg-button', size === 'small' || size === 'mini' ? 'jg-touch-target' : null, className].filter(Boolean).join(' ')}
      data-status={status}
      data-size={size}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={busy ? ignorePress : onClick}
      {...rest}
    >
      {children}
    </button>
  );
}
