import { formatLongDate } from '@redigo/shared/dates';
import type { CatalogueTemplate } from '@redigo/shared/domain/template';
import { formatEuroCents, toCents } from '@redigo/shared/money';
import './template-card.css';

interface TemplateCardProps {
  template: CatalogueTemplate;
  onStart: (template: CatalogueTemplate) => void;
}

/** A catalogue card; the whole card starts a new contract of the template. */
export const TemplateCard = ({ template, onStart }: TemplateCardProps) => (
  <article className="template-card">
    {template.categoryId && <p className="template-card__category">{template.categoryId.name}</p>}
    <h2 className="template-card__title">
      <button type="button" className="template-card__action" onClick={() => onStart(template)}>
        {template.name}
      </button>
    </h2>
    <p className="template-card__description">{template.description}</p>
    <dl className="template-card__facts">
      <div>
        <dt>Compilazione</dt>
        <dd>
          da {template.min_time} a {template.max_time} minuti
        </dd>
      </div>
      <div>
        <dt>Domande</dt>
        <dd>
          da {template.min_questions} a {template.max_questions} domande
        </dd>
      </div>
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
