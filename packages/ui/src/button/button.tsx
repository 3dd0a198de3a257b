import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './button.module.css';
import { useUiWords } from '../ui-words';

/**
 * `link` looks like a link inside a line of text ("Change", "Try again"): no box, underlined.
 * `danger` is the console's red button for a change that is hard to undo.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link' | 'danger';
export type ButtonSize = 's' | 'm' | 'l';

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  /** A round, icon-only button (give it an aria-label). */
  iconOnly?: boolean;
}

/** The class names of a button, for links that look like buttons. */
export function buttonClassName(
  { variant = 'primary', size = 'm', block = false, iconOnly = false }: ButtonStyleOptions = {},
  extra?: string,
): string {
  return [
    styles.button,
    styles[variant],
    variant !== 'link' && size !== 'm' && styles[size],
    block && styles.block,
    variant !== 'link' && iconOnly && styles.icon,
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyleOptions {
  /** Disables the button and shows `busyLabel` while a call is on its way. */
  busy?: boolean;
  busyLabel?: ReactNode;
}

/** The apps' button: primary (brand), secondary (outlined), ghost, link (inside text) or danger. */
export function Button({
  variant,
  size,
  block,
  iconOnly,
  busy = false,
  busyLabel,
  className,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  const words = useUiWords();
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, block, iconOnly }, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? (busyLabel ?? words.working) : children}
    </button>
  );
}
