import { typeOf, type Answers, type Question, type SimpleType } from '@redigo/shared/domain/question';
import { formatLegalDate, parseIsoDate } from '@redigo/shared/italian/calendar';
import { formatItalianAmount, formatItalianNumber } from '@redigo/shared/italian/numbers';

/** The types of a typed answer: every simple type but a choice. */
export type TypedAnswerType = Exclude<SimpleType, 'choice'>;

/**
 * The answer to a typed question as a document's tags see it: its type and canonical value. A tag writes it in
 * Italian legal style (docs/api.md, "Question types"); the filters (typed-filters.ts) read its type.
 */
export class TypedAnswer {
  constructor(
    readonly type: TypedAnswerType,
    readonly value: string,
  ) {}

  /** `1.234,5` for a number, `1.234,50` for an amount, `1° marzo 2026` for a date, the text or tax code itself. */
  toString(): string {
    switch (this.type) {
      case 'number':
        return formatItalianNumber(this.value);
      case 'amount':
        return formatItalianAmount(this.value);
      case 'date': {
        const date = parseIsoDate(this.value);
        return date ? formatLegalDate(date) : this.value;
      }
      default:
        return this.value;
    }
  }
}

/** What a render reads: the answers by variable, typed answers wrapped so tags and filters know their type. */
export type RenderScope = Record<string, unknown>;

/**
 * The scope a document is rendered with: choices as they are, typed answers as TypedAnswer, a group's answer as it is
 * (a list of plain objects: its loops are not written yet).
 */
export const renderScope = (questions: Question[], answers: Answers): RenderScope => {
  const byVariable = new Map(questions.map((question) => [question.variable, question]));
  return Object.fromEntries(
    Object.entries(answers).map(([variable, value]) => {
      const question = byVariable.get(variable);
      const type = question ? typeOf(question) : 'choice';
      return [
        variable,
        type !== 'choice' && type !== 'group' && typeof value === 'string'
          ? new TypedAnswer(type, value)
          : value,
      ];
    }),
  );
};
