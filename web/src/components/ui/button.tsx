import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, useNavigate, type LinkProps } from 'react-router-dom';
import './button.css';

export type ButtonVariant =
  'primary' | 'secondary' | 'tertiary' | 'transparent' | 'linkButton' | 'outline' | 'chips';
export type ButtonSize = 'xs' | 'sm' | 'md' | 'link';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches to the container's width. */
  block?: boolean;
}

/** The class names of a button look, for elements that are not a `<button>` (links). */
const buttonClass = ({ variant = 'primary', size = 'md', block = false }: Look, extra?: string): string =>
  ['btn', `btn--${variant}`, `btn--${size}`, block ? 'btn--block' : '', extra ?? '']
    .filter(Boolean)
    .join(' ');

interface ButtonProps extends Look, ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  loading?: boolean;
  children: ReactNode;
}

export const Button = ({
  variant,
  size,
  block,
  loading = false,
  className,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) => (
  <button
    type={type}
    className={buttonClass({ variant, size, block }, className)}
    disabled={disabled || loading}
    aria-busy={loading || undefined}
    {...rest}
  >
    {loading && <span className="btn__spinner" aria-hidden="true" />}
    {children}
  </button>
);

/** A button that opens an in-app page: for the actions the spec calls buttons. */
export const NavigateButton = ({ to, ...rest }: Omit<ButtonProps, 'onClick'> & { to: string }) => {
  const navigate = useNavigate();
  return <Button {...rest} onClick={() => void navigate(to)} />;
};

/** An in-app link that looks like a button. */
export const ButtonLink = ({ variant, size, block, className, ...rest }: Look & LinkProps) => (
  <Link className={buttonClass({ variant, size, block }, className)} {...rest} />
);

/** An external or file link that looks like a button. */
export const ButtonAnchor = ({
  variant,
  size,
  block,
  className,
  ...rest
}: Look & AnchorHTMLAttributes<HTMLAnchorElement>) => (
  <a className={buttonClass({ variant, size, block }, className)} {...rest} />
);
