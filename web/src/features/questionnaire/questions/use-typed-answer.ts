import { useState, type FormEvent } from 'react';
import { typeOf } from '@redigo/shared/domain/question';
import { formatItalianAmount } from '@redigo/shared/italian/numbers';
import { IBAN_LENGTHS, normalizeIban } from '@redigo/shared/tax-codes/index';
import { readTypedInput, typedInputText } from '@redigo/shared/questionnaire/typed-input';
import { type SimpleAnswerFormProps } from './question-parts';
import { type QuestionProblem } from './question-error';
import { useFocusOnRefusal } from './use-focus-on-refusal';

/**
 * An identifier typed in full (a codice fiscale's 16 characters or a company's 11 digits, an IBAN of its country's
 * length): its check character can be judged before the field is left.
 */
const typedInFull = (type: string, typed: string): boolean => {
  if (type === 'iban') {
    const iban = normalizeIban(typed);
    return iban.length >= (IBAN_LENGTHS[iban.slice(0, 2)] ?? Infinity);
  }
  const code = typed.replace(/\s+/g, '');
  return code.length >= 16 || /^\d{11,}$/.test(code);
};

/** The identifiers whose check is told as soon as they are typed in full or left, not only on «Avanti». */
const JUDGED_EARLY = new Set(['codice_fiscale', 'partita_iva', 'iban']);

/**
 * The state of a typed question's form: the text as typed (an answer given before shown again), what it reads as,
 * the problem to show (the shared rules' on «Avanti», an identifier's as soon as it is typed in full or left, else
 * the server's refusal of the answer given), and the focus moved to the field when the form opens on a refusal.
 */
export const useTypedAnswer = (
  { question, recalled, serverProblems, onAnswer }: SimpleAnswerFormProps,
  inputId: string,
) => {
  const type = typeOf(question);
  const [text, setText] = useState(typeof recalled === 'string' ? typedInputText(question, recalled) : '');
  const [submitted, setSubmitted] = useState(false);
  const [left, setLeft] = useState(false);
  const read = readTypedInput(question, text);
  const early = JUDGED_EARLY.has(type) && (left || typedInFull(type, text));
  const problem: QuestionProblem =
    (submitted || early ? read.problem : undefined) ?? (serverProblems?.length ? serverProblems : undefined);

  useFocusOnRefusal(serverProblems, () => inputId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (read.value !== undefined) onAnswer(read.value);
  };
  const leave = () => {
    if (type === 'amount' && read.value) setText(formatItalianAmount(read.value));
    if (text.trim()) setLeft(true);
  };
  return { type, text, setText, read, problem, submit, leave };
};
