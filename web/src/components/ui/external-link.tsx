import type { ReactNode } from 'react';

/** Said of every external link: it opens in a new tab (a description, not part of the link's name). */
const NEW_TAB_HINT = 'Si apre in una nuova scheda';

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** Draws a small arrow after the text, hidden from assistive technology. */
  arrow?: boolean;
}

/**
 * A link to another site, in a new tab. Its accessible name is its visible text; that it opens a new tab is
 * its description (title), so the name a person reads and a screen reader says stay the same.
 */
export const ExternalLink = ({ href, children, className, arrow = false }: ExternalLinkProps) => (
  <a href={href} className={className} target="_blank" rel="noopener noreferrer" title={NEW_TAB_HINT}>
    {children}
    {arrow && (
      <svg
        className="external-link__arrow"
        aria-hidden="true"
        focusable="false"
        width="10"
        height="10"
        viewBox="0 0 10 10"
      >
        <path d="M3 1h6v6M9 1 1 9" fill="none" stroke="currentColor" strokeWidth="1.4" />
      </svg>
    )}
  </a>
);
