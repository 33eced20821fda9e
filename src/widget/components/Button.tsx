import type { ButtonHTMLAttributes } from 'preact';

interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'class'> {
  /** `link`: a quiet action beside the main path (start over). */
  variant?: 'primary' | 'secondary' | 'link';
  /** aria-disabled rather than disabled: the button keeps focus and stays announced while busy. */
  busy?: boolean;
}

export function Button({ variant = 'primary', busy, type = 'button', onClick, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      class={`rc-button rc-button--${variant}`}
      aria-disabled={busy ? 'true' : undefined}
      onClick={(e) => {
        if (busy) e.preventDefault();
        else onClick?.(e);
      }}
    />
  );
}
