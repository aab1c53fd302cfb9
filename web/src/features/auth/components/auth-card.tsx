import type { ReactNode } from 'react';
import { paths } from '@redigo/shared/paths';
import { ButtonLink } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../../../components/ui/surface.css';
import './auth-card.css';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of every public form and outcome screen. */
export const AuthCard = ({ title, intro, children, footer }: AuthCardProps) => {
  useDocumentTitle(title);
  return (
    <section className="surface auth-card" aria-labelledby="auth-card-title">
      <h1 id="auth-card-title" className="auth-card__title">
        {title}
      </h1>
      {intro && <div className="auth-card__intro">{intro}</div>}
      {children}
      {footer && <div className="auth-card__footer">{footer}</div>}
    </section>
  );
};

type Tone = 'success' | 'error' | 'info';

interface OutcomeProps {
  tone: Tone;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}

const icons: Record<Tone, string> = { success: '✓', error: '!', info: 'i' };

/** A screen that closes a public flow: an icon, a heading, an explanation and what to do next. */
export const Outcome = ({ tone, title, children, actions }: OutcomeProps) => {
  useDocumentTitle(title);
  return (
    <section
      className={`surface outcome outcome--${tone}`}
      aria-labelledby="outcome-title"
      role={tone === 'error' ? 'alert' : undefined}
    >
      <span className="outcome__icon" aria-hidden="true">
        {icons[tone]}
      </span>
      <h1 id="outcome-title" className="outcome__title">
        {title}
      </h1>
      <div className="outcome__body">{children}</div>
      {actions && <div className="outcome__actions">{actions}</div>}
    </section>
  );
};

/** An outcome's way on: an outlined link to another page, the sign-in unless told. */
export const OutcomeLink = ({ to = paths.login, children }: { to?: string; children: ReactNode }) => (
  <ButtonLink to={to} variant="outline">
    {children}
  </ButtonLink>
);
