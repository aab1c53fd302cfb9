import type { ReactNode } from 'react';
import './badge.css';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'error' | 'info';

/** A short label in a coloured pill: a status, a kind. */
export const Badge = ({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) => (
  <span className={`badge badge--${tone}`}>{children}</span>
);
