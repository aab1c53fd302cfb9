import { useId, type ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import './client-form.css';

interface ClientStepProps {
  /** The step's heading, which also names the tab. */
  title: string;
  /** A line above the heading: where the client is («Passo 2 di 4», the contract's title). */
  eyebrow?: string;
  children: ReactNode;
}

/** One screen of a link's page: a white panel with its heading, one column, made for a phone first. */
export const ClientStep = ({ title, eyebrow, children }: ClientStepProps) => {
  const id = useId();
  useDocumentTitle(title);
  return (
    <section className="client-step" aria-labelledby={id}>
      {eyebrow && <p className="client-step__eyebrow">{eyebrow}</p>}
      <h1 id={id} className="client-step__title" tabIndex={-1}>
        {title}
      </h1>
      {children}
    </section>
  );
};
