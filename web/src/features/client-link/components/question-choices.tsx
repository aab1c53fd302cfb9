import { Field, useFormikContext } from 'formik';
import { useId } from 'react';
import { isGroup, type Answers, type AskedQuestion } from '@redigo/shared/domain/question';
import { isAnswered } from '@redigo/shared/questionnaire/conditions';
import type { LinkRequestValues } from '../use-link-request';

/** The questions to choose from: each a checkbox, the lists (the parties) first, those already answered said so. */
export const QuestionChoices = ({ questions, answers }: { questions: AskedQuestion[]; answers: Answers }) => {
  const id = useId();
  const { errors, submitCount } = useFormikContext<LinkRequestValues>();
  const error = submitCount > 0 && typeof errors.questions === 'string' ? errors.questions : undefined;
  const ordered = [...questions.filter(isGroup), ...questions.filter((q) => !isGroup(q))];
  return (
    <fieldset className="link-request__questions" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label">Domande da far compilare al cliente</legend>
      <p className="field__hint">
        {ordered.some(isGroup) && 'Le schede delle parti sono già scelte. '}Il cliente vedrà solo queste
        domande e le risposte già date a queste. Sono le domande a cui la bozza è arrivata: per chiederne
        altre, vai avanti nel questionario.
      </p>
      <div className="link-request__choices">
        {ordered.map((question) => (
          <label key={question.variable} className="checkbox link-request__choice">
            <Field
              type="checkbox"
              name="questions"
              value={question.variable}
              className="checkbox__input"
              aria-invalid={error ? true : undefined}
            />
            <span className="checkbox__label">
              {question.question}
              {isGroup(question) && <span className="muted"> (schede: {question.item_label})</span>}
              {isAnswered(answers[question.variable]) && <span className="muted"> — già risposta</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
};
