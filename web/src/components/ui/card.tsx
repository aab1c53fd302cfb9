import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import './card.css';

interface CardProps {
  title?: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A white panel with an optional heading and header actions. */
export const Card = ({ title, actions, children, className }: CardProps) => (
  <section className={['card', className ?? ''].filter(Boolean).join(' ')}>
    {(title || actions) && (
      <header className="card__header">
        {title && <h2 className="card__title">{title}</h2>}
        {actions && <div className="card__actions">{actions}</div>}
      </header>
    )}
    {children}
  </section>
);

interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}

/** A page's heading, which also names the browser tab. */
export const PageHeader = ({ title, subtitle, actions }: PageHeaderProps) => {
  useDocumentTitle(title);
  return (
    <header className="page-header">
      <div>
        <h1 className="page-header__title">{title}</h1>
        {subtitle && <p className="page-header__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="page-header__actions">{actions}</div>}
    </header>
  );
};
