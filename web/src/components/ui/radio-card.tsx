import type { InputHTMLAttributes, ReactNode } from 'react';
import './radio-card.css';

interface RadioCardProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'title' | 'className'> {
  title: ReactNode;
  /** What choosing it means. */
  description: ReactNode;
  /** The card's own class: its padding. */
  className: string;
}

/** One choice of a group of radio buttons, as a card (arrows move between the cards of a group). */
export const RadioCard = ({ title, description, className, ...input }: RadioCardProps) => (
  <label className={`radio-card ${className}`}>
    <input type="radio" className="radio-card__input" {...input} />
    <span className="radio-card__text">
      <strong>{title}</strong>
      <span className="radio-card__description">{description}</span>
    </span>
  </label>
);
