import { formatLongDate } from '@redigo/shared/dates';
import type { CatalogueTemplate } from '@redigo/shared/domain/template';
import { formatEuroCents, toCents } from '@redigo/shared/money';
import './template-card.css';

interface TemplateCardProps {
  template: CatalogueTemplate;
  onStart: (template: CatalogueTemplate) => void;
}

/** 'da X a Y <unit>', or 'almeno X' / 'fino a Y' when the template gives one end only, else nothing. */
const rangeOf = (min: number | null, max: number | null, unit: string): string | null => {
  if (min !== null && max !== null) return `da ${min} a ${max} ${unit}`;
  if (min !== null) return `almeno ${min} ${unit}`;
  if (max !== null) return `fino a ${max} ${unit}`;
  return null;
};

/** A catalogue card; the whole card starts a new contract of the template. */
export const TemplateCard = ({ template, onStart }: TemplateCardProps) => {
  const minutes = rangeOf(template.min_time, template.max_time, 'minuti');
  const questions = rangeOf(template.min_questions, template.max_questions, 'domande');
  return (
    <article className="template-card">
      {template.categoryId && <p className="template-card__category">{template.categoryId.name}</p>}
      <h2 className="template-card__title">
        <button type="button" className="template-card__action" onClick={() => onStart(template)}>
          {template.name}
        </button>
      </h2>
      <p className="template-card__description">{template.description}</p>
      <dl className="template-card__facts">
        {minutes && (
          <div>
            <dt>Compilazione</dt>
            <dd>{minutes}</dd>
          </div>
        )}
        {questions && (
          <div>
            <dt>Domande</dt>
            <dd>{questions}</dd>
          </div>
        )}
        <div>
          <dt>Ultima versione</dt>
          <dd>{formatLongDate(template.updatedAt)}</dd>
        </div>
      </dl>
      <footer className="template-card__footer">
        <p className="template-card__price">
          {formatEuroCents(toCents(template.price))}
          <span className="template-card__vat"> + IVA</span>
        </p>
        <span className="template-card__cta" aria-hidden="true">
          Compila →
        </span>
      </footer>
    </article>
  );
};
