import { FieldArray, useFormikContext } from 'formik';
import { TEMPLATE_LIMITS } from '@redigo/shared/domain/question';
import { validationMessages } from '@redigo/shared/messages/validation';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/form-fields';
import type { QuestionFormState } from './question-mapping';

/** The answers: at least two, at most the limit; more can be added, and removed from the third on. */
export const AnswersField = () => {
  const { values, errors } = useFormikContext<QuestionFormState>();
  const full = values.answers.length >= TEMPLATE_LIMITS.options;
  return (
    <FieldArray name="answers">
      {({ push, remove }) => (
        <fieldset className="bare-fieldset qform__group">
          <legend className="qform__legend">Risposte</legend>
          <div className="qform__answers">
            {values.answers.map((_, index) => (
              <div key={index} className="qform__answer">
                <TextField name={`answers.${index}`} label={`Risposta ${index + 1}`} />
                {index >= 2 && (
                  <Button
                    variant="transparent"
                    size="sm"
                    onClick={() => remove(index)}
                    aria-label={`Rimuovi la risposta ${index + 1}`}
                  >
                    Rimuovi
                  </Button>
                )}
              </div>
            ))}
          </div>
          {typeof errors.answers === 'string' && <p className="field__error">{errors.answers}</p>}
          <div>
            <Button variant="outline" size="sm" onClick={() => push('')} disabled={full}>
              Aggiungi risposta
            </Button>
            {full && <p className="field__hint">{validationMessages.tooManyOptions}</p>}
          </div>
        </fieldset>
      )}
    </FieldArray>
  );
};
