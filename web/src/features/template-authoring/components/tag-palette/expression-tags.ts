import {
  typeOf,
  type Answer,
  type GroupQuestion,
  type Question,
  type SimpleQuestion,
} from '@redigo/shared/domain/question';
import { evaluateExpression, parseExpression, writeComputed } from '@redigo/shared/expressions/index';
import { formatItalianAmount, formatItalianNumber } from '@redigo/shared/italian/numbers';
import type { PaletteTag } from './palette-tag';

const quoted = (text: string) => `"${text.replace(/"/g, '\\"')}"`;

/**
 * What an expression writes with these answers, computed by the shared evaluator the documents use (exact decimals,
 * an amount with two decimals): the examples never say what the documents would not write.
 */
const writes = (expression: string, questions: Question[], answers: Record<string, Answer>): string => {
  const parsed = parseExpression(expression);
  if (!parsed.ok) return '';
  const value = evaluateExpression(parsed.ast, (name) => {
    const question = questions.find((candidate) => candidate.variable === name);
    const answer = answers[name];
    return question && answer !== undefined ? { question, answer } : undefined;
  });
  return writeComputed(value);
};

const simple = (variable: string, type: SimpleQuestion['type'], options: string[] = []): SimpleQuestion => ({
  variable,
  question: variable,
  type,
  options,
  is_multiple_selection: false,
  required_answers: [],
});

/** The palette's own example answers: a yearly rent, a number with three decimals, a group of two heirs. */
const EXAMPLE_RENT = '14400';
const EXAMPLE_NUMBER = '12.345';
const exampleGroup = (fields: SimpleQuestion[]): GroupQuestion => ({
  ...simple('g', 'text'),
  type: 'group',
  item_label: 'Elemento',
  min_items: 1,
  max_items: 20,
  fields,
});

/** The rent divided by twelve, as a document writes it. */
const monthly = (variable: string) =>
  writes(`${variable} / 12`, [simple(variable, 'amount')], { [variable]: EXAMPLE_RENT });

/**
 * «Calcoli»: the expressions and group filters every template may use (docs/api.md, "Computed amounts and rules
 * across answers"), each with what it writes on the palette's example answers.
 */
export const EXPRESSION_TAGS: PaletteTag[] = [
  {
    tag: '{canone_annuo / 12}',
    writes: `un calcolo con + - * / e parentesi: da un canone annuo di ${formatItalianAmount(EXAMPLE_RENT)} scrive ${monthly('canone_annuo')} (un importo ha sempre due decimali)`,
  },
  {
    tag: '{compenso * 0.15}',
    writes: 'nei calcoli i decimali si scrivono con il punto: 0.15, non 0,15',
  },
  {
    tag: '{g | somma:"campo"}',
    writes: `la somma di un campo numero o importo di tutti gli elementi del gruppo: da 50 e 30,5 scrive ${writes(
      'g | somma:"campo"',
      [exampleGroup([simple('campo', 'number')])],
      { g: [{ campo: '50' }, { campo: '30.5' }] },
    )}`,
  },
  {
    tag: '{#g | qualcuno:"campo":"Opzione"}…{/}',
    writes: 'il testo se almeno un elemento ha quella risposta in un campo a scelta',
  },
  {
    tag: '{#g | tutti:"campo":"Opzione"}…{/}',
    writes: 'il testo se tutti gli elementi hanno quella risposta',
  },
  {
    tag: '{x | arrotonda:2}',
    writes: `arrotonda a 2 decimali (da 0 a 6), per eccesso da 5: ${formatItalianNumber(EXAMPLE_NUMBER)} diventa ${writes(
      'x | arrotonda:2',
      [simple('x', 'number')],
      { x: EXAMPLE_NUMBER },
    )}`,
  },
];

/** The computing tags of an amount question (a top-level one or a group's field): a division, a comparison. */
export const amountComputingTags = (variable: string): PaletteTag[] => [
  {
    tag: `{${variable} / 12}`,
    writes: `diviso per 12, con due decimali: da ${formatItalianAmount(EXAMPLE_RENT)} scrive ${monthly(variable)}`,
  },
  {
    tag: `{#${variable} > 1000}…{/}`,
    writes: 'il testo se l’importo supera 1.000,00 (anche <, <=, >=, ==, !=)',
  },
];

/** A number that is not a count, rounded. */
export const roundingTag = (variable: string): PaletteTag => ({
  tag: `{${variable} | arrotonda:2}`,
  writes: 'arrotondato a 2 decimali, per eccesso da 5',
});

/** The group filters on a group's own fields: the sum of each number or amount field, a test on each choice field. */
export const groupFilterTags = (group: GroupQuestion): PaletteTag[] =>
  group.fields.flatMap((field): PaletteTag[] => {
    const type = typeOf(field);
    const g = group.variable;
    if (type === 'number' || type === 'amount')
      return [
        {
          tag: `{${g} | somma:${quoted(field.variable)}}`,
          writes: `la somma di «${field.question}» di tutti gli elementi`,
        },
      ];
    const option = field.options[0];
    if (type !== 'choice' || option === undefined) return [];
    return [
      {
        tag: `{#${g} | qualcuno:${quoted(field.variable)}:${quoted(option)}}…{/}`,
        writes: `il testo se almeno un elemento ha «${option}»`,
      },
      {
        tag: `{#${g} | tutti:${quoted(field.variable)}:${quoted(option)}}…{/}`,
        writes: `il testo se tutti gli elementi hanno «${option}»`,
      },
    ];
  });
