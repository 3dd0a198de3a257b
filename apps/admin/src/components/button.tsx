import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 's' | 'm';
  /** Shows "Working…" and disables the button while a call is on its way. */
  busy?: boolean;
}

export const buttonClass = (variant: ButtonVariant = 'primary', size: 's' | 'm' = 'm') =>
  [styles.button, styles[variant], size === 's' && styles.small].filter(Boolean).join(' ');

export function Button({
  variant = 'primary',
  size = 'm',
  busy = false,
  className,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={[buttonClass(variant, size), className].filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? 'Working…' : children}
    </button>
  );
}
