import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

/** `link` looks like a link inside a line of text ("Change", "Try again"): no box, underlined. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';
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

/** The app's button: primary (brand), secondary (outlined), ghost or link (inside text). */
export function Button({
  variant,
  size,
  block,
  iconOnly,
  className,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyleOptions) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, block, iconOnly }, className)}
      {...rest}
    />
  );
}
