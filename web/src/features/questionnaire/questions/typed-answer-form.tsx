import { useId } from 'react';
import { characterCount } from '@redigo/shared/questionnaire/typed-answers';
import { typedLimitsText, understoodAnswer } from '@redigo/shared/questionnaire/typed-input';
import { QuestionActions, QuestionHeading, type SimpleAnswerFormProps } from './question-parts';
import { QuestionError } from './question-error';
import { TypedAnswerInput } from './typed-answer-input';
import { useTypedAnswer } from './use-typed-answer';
import './questionnaire.css';

/** How each typed answer is written, told before typing. */
export const TYPED_HINTS = {
  text: '',
  number: 'Usa la virgola per i decimali, per esempio 1234,5.',
  amount: 'In euro, con la virgola per i centesimi, per esempio 1.234,50.',
  date: 'Nel formato gg/mm/aaaa, per esempio 01/03/2026.',
  codice_fiscale: '16 caratteri per una persona, 11 cifre per una società.',
  partita_iva: '11 cifre.',
  iban: 'Per esempio IT60 X054 2811 1010 0000 0123 456: gli spazi si aggiungono da soli.',
  provincia: 'La sigla, per esempio NA: scrivila o sceglila dall’elenco.',
  cap: '5 cifre, per esempio 80134.',
} as const;

/**
 * A question answered in free form (docs/api.md, "Question types"): a text field or area with a character counter,
 * a number or an amount typed with the Italian comma, a date as gg/mm/aaaa, a codice fiscale or partita IVA in upper
 * case, an IBAN in groups of four, a province's code from the list, a CAP. The limits are told before typing, the
 * field says what it understood, and the server's rules and messages refuse what it would refuse; a refusal of the
 * server (a rule across answers) shows next to the field, the answer kept to be corrected.
 */
export const TypedAnswerForm = (props: SimpleAnswerFormProps) => {
  const { question, number, animated, onBack } = props;
  const id = useId();
  const { type, text, setText, read, problem, submit, leave } = useTypedAnswer(props, `${id}-input`);
  const limits = typedLimitsText(question);
  const hint = type === 'choice' ? '' : TYPED_HINTS[type];
  const described = [`${id}-limits`, problem ? `${id}-error` : ''].filter(Boolean).join(' ');
  const counted = type === 'text' ? characterCount(text.trim()) : 0;
  return (
    <form className="question" noValidate onSubmit={submit}>
      <div className="question__fieldset">
        <QuestionHeading
          as="h2"
          question={question}
          number={number}
          animated={animated}
          textId={`${id}-question`}
        />
        <p className="question__hint" id={`${id}-limits`}>
          {[hint, limits].filter(Boolean).join(' ')}
        </p>
        <TypedAnswerInput
          question={question}
          id={`${id}-input`}
          value={text}
          invalid={Boolean(problem)}
          labelledBy={`${id}-question`}
          describedBy={described}
          onChange={setText}
          onBlur={leave}
        />
        <div className="typed-answer__status" aria-live="polite">
          {type === 'text' ? (
            <span>
              {counted} / {question.max_length ?? 200} caratteri
            </span>
          ) : (
            read.value && <span>Letto come: {understoodAnswer(question, read.value)}</span>
          )}
        </div>
        <QuestionError id={`${id}-error`} message={problem} />
      </div>
      <QuestionActions onBack={onBack} />
    </form>
  );
};
