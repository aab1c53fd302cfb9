import type { ReactNode } from 'react';
import './notification-card.css';

export type NotificationVariant = 'info' | 'error' | 'success';

interface NotificationCardProps {
  variant: NotificationVariant;
  title?: string;
  children?: ReactNode;
  className?: string;
}

/** A coloured box for a message; errors are announced at once (role alert), the others politely. */
export const NotificationCard = ({ variant, title, children, className }: NotificationCardProps) => (
  <div
    className={['notice', `notice--${variant}`, className ?? ''].filter(Boolean).join(' ')}
    role={variant === 'error' ? 'alert' : 'status'}
  >
    {title && <p className="notice__title">{title}</p>}
    {children && <div className="notice__body">{children}</div>}
  </div>
);
