import { isGroup } from '@redigo/shared/domain/question';
import { Button } from '../../../../components/ui/button';
import type { TrialExamples, TrialQuestion } from './rule-trial';
import { ExampleInput } from './example-input';
import '../../../../components/ui/form-fields.css';

type Items = Record<string, string>[];

/** The example answers of the questions a rule reads: one field each, a group's items with the fields it reads. */
export const TrialExampleFields = ({
  asked,
  examples,
  onChange,
}: {
  asked: TrialQuestion[];
  examples: TrialExamples;
  onChange: (variable: string, example: string | Items) => void;
}) => (
  <div className="rule-trial__examples">
    {asked.map(({ question, fields }) => {
      const label = `${question.question} (${question.variable})`;
      const example = examples[question.variable];
      if (!isGroup(question))
        return (
          <ExampleInput
            key={question.variable}
            question={question}
            label={label}
            value={typeof example === 'string' ? example : ''}
            onChange={(value) => onChange(question.variable, value)}
          />
        );
      const items: Items = Array.isArray(example) ? example : [];
      const setItems = (next: Items) => onChange(question.variable, next);
      return (
        <fieldset key={question.variable} className="bare-fieldset rule-trial__group">
          <legend className="field__label">{label}</legend>
          {items.map((item, index) => (
            <div key={index} className="rule-trial__item">
              <p className="rule-trial__item-label">
                {question.item_label} {index + 1}
              </p>
              {fields.map((field) => (
                <ExampleInput
                  key={field.variable}
                  question={field}
                  label={`${field.question} (${field.variable})`}
                  value={item[field.variable] ?? ''}
                  onChange={(value) =>
                    setItems(
                      items.map((each, i) => (i === index ? { ...each, [field.variable]: value } : each)),
                    )
                  }
                />
              ))}
              <Button
                variant="transparent"
                size="sm"
                aria-label={`Rimuovi ${question.item_label} ${index + 1} dall'esempio`}
                onClick={() => setItems(items.filter((_, i) => i !== index))}
              >
                Rimuovi
              </Button>
            </div>
          ))}
          {items.length < question.max_items && (
            <Button variant="outline" size="sm" onClick={() => setItems([...items, { ...items[0] }])}>
              Aggiungi un elemento all'esempio
            </Button>
          )}
        </fieldset>
      );
    })}
  </div>
);
