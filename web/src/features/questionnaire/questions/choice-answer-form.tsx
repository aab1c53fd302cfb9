import { Field, Form, Formik } from 'formik';
import { useId } from 'react';
import type { Answer, AnswerValue, AskedSimpleQuestion } from '@redigo/shared/domain/question';
import { isAnswerValue } from '@redigo/shared/questionnaire/conditions';
import { surveyAnswerSchema } from './survey-answer';
import { QuestionActions, QuestionHeading, type SimpleAnswerFormProps } from './question-parts';
import { QuestionError } from './question-error';
import { useFocusOnRefusal } from './use-focus-on-refusal';
import './questionnaire.css';

const initialAnswer = (question: AskedSimpleQuestion, given: Answer | undefined): AnswerValue => {
  const recalled = isAnswerValue(given) ? given : undefined;
  if (question.is_multiple_selection) {
    const list = Array.isArray(recalled) ? recalled : [];
    return list.filter((option) => question.options.includes(option));
  }
  return typeof recalled === 'string' && question.options.includes(recalled) ? recalled : '';
};

/** A multiple choice in the order of its options, whatever the order of the clicks (documents list it so). */
const inOptionOrder = (question: AskedSimpleQuestion, answer: AnswerValue): AnswerValue =>
  Array.isArray(answer) ? question.options.filter((option) => answer.includes(option)) : answer;

/** A choice question: text, optional note, radio or checkbox options, back and next; a refusal by its options. */
export const ChoiceAnswerForm = ({
  question,
  number,
  animated,
  recalled,
  serverProblems,
  onAnswer,
  onBack,
}: SimpleAnswerFormProps) => {
  const multiple = question.is_multiple_selection;
  const id = useId();
  useFocusOnRefusal(serverProblems, () => {
    const chosen = Math.max(0, question.options.indexOf(String(initialAnswer(question, recalled))));
    return `${id}-option-${chosen}`;
  });
  return (
    <Formik
      initialValues={{ answer: initialAnswer(question, recalled) }}
      validationSchema={surveyAnswerSchema(multiple)}
      onSubmit={(values) => onAnswer(inOptionOrder(question, values.answer))}
    >
      {({ errors, submitCount }) => {
        const problem = errors.answer && submitCount > 0 ? String(errors.answer) : serverProblems;
        return (
          <Form className="question" noValidate>
            <fieldset
              className="question__fieldset"
              aria-describedby={problem?.length ? `${id}-error` : undefined}
            >
              <QuestionHeading as="legend" question={question} number={number} animated={animated} />
              <p className="question__hint">
                {multiple ? 'Puoi scegliere più risposte.' : 'Scegli una risposta.'}
              </p>
              <div className="question__options">
                {question.options.map((option, i) => (
                  <label key={option} className="option" htmlFor={`${id}-option-${i}`}>
                    <Field
                      id={`${id}-option-${i}`}
                      type={multiple ? 'checkbox' : 'radio'}
                      name="answer"
                      value={option}
                      className="option__input"
                    />
                    <span className="option__label">{option}</span>
                  </label>
                ))}
              </div>
              <QuestionError id={`${id}-error`} message={problem} />
            </fieldset>
            <QuestionActions onBack={onBack} />
          </Form>
        );
      }}
    </Formik>
  );
};
