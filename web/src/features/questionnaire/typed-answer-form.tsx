import { useId, useState, type FormEvent } from 'react';
import { typeOf } from '@redigo/shared/domain/question';
import { formatItalianAmount } from '@redigo/shared/italian/numbers';
import { characterCount } from '@redigo/shared/questionnaire/typed-answers';
import {
  readTypedInput,
  typedInputText,
  typedLimitsText,
  understoodAnswer,
} from '@redigo/shared/questionnaire/typed-input';
import {
  QuestionActions,
  QuestionError,
  QuestionHeading,
  type SimpleAnswerFormProps,
} from './question-parts';
import { TypedAnswerInput } from './typed-answer-input';
import './questionnaire.css';

/** How each typed answer is written, told before typing. */
export const TYPED_HINTS = {
  text: '',
  number: 'Usa la virgola per i decimali, per esempio 1234,5.',
  amount: 'In euro, con la virgola per i centesimi, per esempio 1.234,50.',
  date: 'Nel formato gg/mm/aaaa, per esempio 01/03/2026.',
  codice_fiscale: '16 caratteri per una persona, 11 cifre per una società.',
  partita_iva: '11 cifre.',
  iban: 'Con o senza spazi, per esempio IT60 X054 2811 1010 0000 0123 456.',
  provincia: 'La sigla, per esempio NA.',
  cap: '5 cifre, per esempio 80134.',
} as const;

const isTaxCode = (type: string): boolean => type === 'codice_fiscale' || type === 'partita_iva';

/** A tax code typed in full (16 characters, or 11 digits): its check character can be judged before leaving it. */
const typedInFull = (typed: string): boolean => {
  const code = typed.replace(/\s+/g, '');
  return code.length >= 16 || /^\d{11,}$/.test(code);
};

/**
 * A question answered in free form (docs/api.md, "Question types"): a text field or area with a character counter,
 * a number or an amount typed with the Italian comma, a date as gg/mm/aaaa, a codice fiscale or partita IVA in upper
 * case. The limits are told before typing, the field says what it understood, and the server's rules and messages
 * refuse what it would refuse; a tax code's check character is judged as soon as it is typed in full or left.
 */
export const TypedAnswerForm = ({
  question,
  number,
  animated,
  recalled,
  onAnswer,
  onBack,
}: SimpleAnswerFormProps) => {
  const id = useId();
  const type = typeOf(question);
  const [text, setText] = useState(typeof recalled === 'string' ? typedInputText(question, recalled) : '');
  const [submitted, setSubmitted] = useState(false);
  const [left, setLeft] = useState(false);
  const read = readTypedInput(question, text);
  const early = isTaxCode(type) && (left || typedInFull(text));
  const error = submitted || early ? read.problem : undefined;
  const limits = typedLimitsText(question);
  const hint = type === 'choice' ? '' : TYPED_HINTS[type];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (read.value !== undefined) onAnswer(read.value);
  };
  const leave = () => {
    if (type === 'amount' && read.value) setText(formatItalianAmount(read.value));
    if (text.trim()) setLeft(true);
  };
  const described = [`${id}-limits`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
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
          invalid={Boolean(error)}
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
        <QuestionError id={`${id}-error`} message={error} />
      </div>
      <QuestionActions onBack={onBack} />
    </form>
  );
};
