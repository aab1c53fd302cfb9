import {
  isGroup,
  typeOf,
  type Answer,
  type Answers,
  type GroupQuestion,
  type Question,
  type SimpleQuestion,
  type SimpleType,
} from '@redigo/shared/domain/question';
import { formatLegalDate, parseIsoDate } from '@redigo/shared/italian/calendar';
import { formatItalianAmount, formatItalianNumber } from '@redigo/shared/italian/numbers';
import { formatIban } from '@redigo/shared/tax-codes/iban';
import { GroupValue, separatorAfter, type ItemScope } from './group-value';

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
      case 'iban':
        return formatIban(this.value);
      default:
        return this.value;
    }
  }
}

/** What a render reads: the answers by variable, typed answers wrapped so tags and filters know their type. */
export type RenderScope = Record<string, unknown>;

/** A simple answer as tags see it: a typed answer wrapped, a choice as it is. */
const wrapSimple = (question: SimpleQuestion | undefined, value: unknown): unknown => {
  const type = question ? typeOf(question) : 'choice';
  return type !== 'choice' && typeof value === 'string' ? new TypedAnswer(type, value) : value;
};

/**
 * One item of a group as its loop sees it: each field wrapped as a top-level answer of its type, its position (a
 * number, so `{$posizione | lettere}` works), its separator from the next and whether it is the first or the last.
 */
const itemScope = (group: GroupQuestion, item: unknown, index: number, count: number): ItemScope => {
  const answers = typeof item === 'object' && item !== null && !Array.isArray(item) ? item : {};
  const fields = new Map(group.fields.map((field) => [field.variable, field]));
  return {
    ...Object.fromEntries(
      Object.entries(answers).map(([variable, value]) => [variable, wrapSimple(fields.get(variable), value)]),
    ),
    $posizione: new TypedAnswer('number', String(index + 1)),
    $separatore: separatorAfter(index, count),
    $primo: index === 0,
    $ultimo: index === count - 1,
  };
};

const wrapAnswer = (question: Question | undefined, value: Answer): unknown => {
  if (question && isGroup(question)) {
    const items = Array.isArray(value) ? value : [];
    const fieldTypes = Object.fromEntries(question.fields.map((field) => [field.variable, typeOf(field)]));
    return new GroupValue(
      items.map((item, index) => itemScope(question, item, index, items.length)),
      fieldTypes,
    );
  }
  return wrapSimple(question, value);
};

/**
 * The scope a document is rendered with: choices as they are, typed answers as TypedAnswer, a group's answer as a
 * GroupValue whose items carry their fields wrapped the same way and the loop's `$` names.
 */
export const renderScope = (questions: Question[], answers: Answers): RenderScope => {
  const byVariable = new Map(questions.map((question) => [question.variable, question]));
  return Object.fromEntries(
    Object.entries(answers).map(([variable, value]) => [
      variable,
      wrapAnswer(byVariable.get(variable), value),
    ]),
  );
};
