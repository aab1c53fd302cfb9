import { useState } from 'react';
import type { Question } from '@redigo/shared/domain/question';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { EXPRESSION_TAGS } from './expression-tags';
import { FIRM_TAGS, paletteOf, type PaletteTag } from './palette-tags';
import './tag-palette.css';

/** A list of tags, each with what it writes and a button copying it. */
const TagList = ({ tags, onCopy }: { tags: PaletteTag[]; onCopy: (tag: string) => void }) => (
  <ul className="palette__tags">
    {tags.map(({ tag, writes }) => (
      <li key={tag} className="palette__tag">
        <code className="code-chip palette__code">{tag}</code>
        <span className="palette__writes">{writes}</span>
        <Button variant="transparent" size="sm" onClick={() => onCopy(tag)} aria-label={`Copia ${tag}`}>
          Copia
        </Button>
      </li>
    ))}
  </ul>
);

/**
 * «Tag per il documento»: for every question its tags ready to copy into the master (a typed question's useful
 * filters and computations, a group's loop with its fields, the filters on the list and on its fields), the
 * expressions any template may compute with, and the firm's data, so an author never guesses the syntax.
 */
export const TagPalette = ({ questions }: { questions: Question[] }) => {
  const [copied, setCopied] = useState('');
  const copy = (tag: string) =>
    navigator.clipboard.writeText(tag).then(
      () => setCopied(`Copiato: ${tag}`),
      () => setCopied(`Copia non riuscita: seleziona il tag ${tag} e copialo a mano.`),
    );
  const onCopy = (tag: string) => void copy(tag);
  return (
    <Card title="Tag per il documento">
      <details className="palette">
        <summary className="palette__summary">Mostra i tag delle domande, da copiare nel master</summary>
        {questions.length === 0 && <p className="muted">Aggiungi una domanda per vederne i tag.</p>}
        {paletteOf(questions).map(({ question, tags, fields }) => (
          <section key={question.variable} className="palette__question">
            <h3 className="palette__title">{question.question || question.variable}</h3>
            <TagList tags={tags} onCopy={onCopy} />
            {fields.length > 0 && (
              <div className="palette__fields">
                <p className="field__hint">
                  Dentro il ciclo {`{#${question.variable}}…{/${question.variable}}`}, i campi di ogni
                  elemento:
                </p>
                {fields.map(({ field, tags: fieldTags }) => (
                  <div key={field.variable}>
                    <h4 className="palette__field">{field.question}</h4>
                    <TagList tags={fieldTags} onCopy={onCopy} />
                  </div>
                ))}
              </div>
            )}
          </section>
        ))}
        <section className="palette__question">
          <h3 className="palette__title">Calcoli</h3>
          <p className="field__hint">
            Dove un tag nomina una risposta numero o importo può anche calcolare, in decimali esatti; dentro
            il ciclo di un gruppo, anche con i campi dell’elemento. Le stesse espressioni, senza parentesi
            graffe, scrivono le regole.
          </p>
          <TagList tags={EXPRESSION_TAGS} onCopy={onCopy} />
        </section>
        {FIRM_TAGS.length > 0 && (
          <section className="palette__question">
            <h3 className="palette__title">Dati dell’avvocato e dello studio</h3>
            <TagList tags={FIRM_TAGS} onCopy={onCopy} />
          </section>
        )}
      </details>
      <p className="visually-hidden" aria-live="polite">
        {copied}
      </p>
    </Card>
  );
};
