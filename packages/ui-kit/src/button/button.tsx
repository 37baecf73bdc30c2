import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

/** Visual status of a button (spec §3). */
export type ButtonStatus = 'outline' | 'outline-black' | 'primary' | 'light-primary' | 'muted';
/** Size of a button (spec §3); `full` spans the container width. */
export type ButtonSize = 'full' | 'large' | 'medium' | 'small' | 'mini';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  status?: ButtonStatus;
  size?: ButtonSize;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The one button. Every size keeps a 44 px touch target; `mini` and `small` draw smaller but pad
 * the hit area instead of shrinking it.
 *
 * @example
 * <Button status="primary" size="full" onClick={submit}>확인</Button>
 */
export function Button({
  status = 'primary',
  size = 'medium',
  type = 'button',
  className,
  children,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      className={className ? `jg-button ${className}` : 'jg-button'}
      data-status={status}
      data-size={size}
      {...rest}
    >
      {children}
    </button>
  );
}
