import { boolean, mixed, string } from 'yup';
import { SIMPLE_TYPES, TEXT_LENGTH, type QuestionType, type SimpleType } from '../domain/question';
import { parseItalianDate } from '../italian/calendar';
import { parseItalianNumber } from '../italian/numbers';
import { typedAnswerMessages } from '../messages/typed-answers';

/** The labels of «Tipo di risposta» in the staff's question form. */
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  choice: 'Scelta',
  text: 'Testo',
  number: 'Numero',
  amount: 'Importo in euro',
  date: 'Data',
  codice_fiscale: 'Codice fiscale',
  partita_iva: 'Partita IVA',
  iban: 'IBAN',
  provincia: 'Provincia (sigla)',
  cap: 'CAP',
  group: 'Gruppo (più parti o beni)',
};

/** What the staff's forms say of a limit or a compared value that does not read (`1.234,5`, `01/03/2026`). */
export const limitMessages = {
  number: 'Scrivi un numero, per esempio 1234,5.',
  date: 'Scrivi una data esistente nel formato gg/mm/aaaa.',
  maxLength: `Scrivi un numero intero da ${TEXT_LENGTH.min} a ${TEXT_LENGTH.max}.`,
} as const;

/**
 * A limit as the form's field holds it (`1.234,5`, `01/03/2026`, empty) read for a question of `type`: a number
 * for numbers and amounts, `YYYY-MM-DD` for dates; undefined when empty or unreadable.
 */
export const readLimit = (type: QuestionType, text: string): number | string | undefined => {
  if (!text.trim()) return undefined;
  if (type === 'date') return parseItalianDate(text) ?? undefined;
  const number = parseItalianNumber(text);
  return number === null ? undefined : Number(number);
};

const hasLimits = (type: unknown): type is 'number' | 'amount' | 'date' =>
  type === 'number' || type === 'amount' || type === 'date';

const limitField = (isMax: boolean) =>
  string()
    .default('')
    .test('limit', limitMessages.number, function (text) {
      const type: unknown = this.parent.type;
      if (!hasLimits(type) || !text?.trim()) return true;
      const value = readLimit(type, text);
      if (value === undefined)
        return this.createError({ message: type === 'date' ? limitMessages.date : limitMessages.number });
      const min = isMax ? readLimit(type, String(this.parent.min ?? '')) : undefined;
      return (
        min === undefined || min <= value || this.createError({ message: typedAnswerMessages.minAboveMax })
      );
    });

/** The fields of «Tipo di risposta» and the type's limits in the staff's question form, as the form holds them. */
export const typedQuestionFormFields = {
  type: mixed<SimpleType>((value): value is SimpleType => SIMPLE_TYPES.includes(value as SimpleType))
    .default('choice')
    .label('Tipo di risposta'),
  max_length: string()
    .default('')
    .test('max-length', limitMessages.maxLength, function (text) {
      if (this.parent.type !== 'text' || !text?.trim()) return true;
      const length = Number(text.trim());
      return Number.isInteger(length) && length >= TEXT_LENGTH.min && length <= TEXT_LENGTH.max;
    }),
  multiline: boolean().default(false),
  min: limitField(false),
  max: limitField(true),
};
