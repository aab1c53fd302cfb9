import { FIRM_TAG_LABELS, FIRM_TAG_NAMES } from '@redigo/shared/domain/firm';
import { isGroup, typeOf, type Question, type SimpleQuestion } from '@redigo/shared/domain/question';
import { numberInWords } from '@redigo/shared/italian/numbers';
import { amountComputingTags, groupFilterTags, roundingTag } from './expression-tags';
import type { PaletteTag } from './palette-tag';

export type { PaletteTag } from './palette-tag';

const quoted = (text: string) => `"${text.replace(/"/g, '\\"')}"`;

const boundOf = (bound: number | string | undefined): number | null =>
  bound === undefined || bound === '' || !Number.isFinite(Number(bound)) ? null : Number(bound);

/**
 * What a number question counts, from its fields: a percentage (at most 100, and its key or text speaks of a
 * percentage or a rate), a count (whole bounds, at least 0), or any other number.
 */
export const numberKind = (question: SimpleQuestion): 'percentage' | 'count' | 'number' => {
  const [min, max] = [boundOf(question.min), boundOf(question.max)];
  if (max !== null && max <= 100 && /percent|%|aliquot/i.test(`${question.variable} ${question.question}`))
    return 'percentage';
  if (min !== null && max !== null && min >= 0 && Number.isInteger(min) && Number.isInteger(max))
    return 'count';
  return 'number';
};

/** A number question's tags, with examples that fit it: `plurale` only for a count. */
const numberTags = (question: SimpleQuestion): PaletteTag[] => {
  const v = question.variable;
  switch (numberKind(question)) {
    case 'percentage':
      return [
        { tag: `{${v}}`, writes: 'il numero: 12,5' },
        { tag: `{${v}} %`, writes: 'con il segno: 12,5 %' },
        { tag: `{${v} | lettere} per cento`, writes: `in lettere: ${numberInWords('12.5')} per cento` },
        roundingTag(v),
      ];
    case 'count':
      return [
        { tag: `{${v}}`, writes: 'il numero: 3' },
        { tag: `{${v} | lettere}`, writes: `in lettere: ${numberInWords('3')}` },
        { tag: `{${v} | plurale:"vano":"vani"}`, writes: 'il primo testo per 1, il secondo altrimenti' },
      ];
    default:
      return [
        { tag: `{${v}}`, writes: 'il numero: 1.234,5' },
        { tag: `{${v} | lettere}`, writes: `in lettere: ${numberInWords('1234.5')}` },
        roundingTag(v),
      ];
  }
};

/** The tags of a question answered with one value (a top-level one or, inside its loop, a group's field). */
export const simpleTags = (question: SimpleQuestion): PaletteTag[] => {
  const v = question.variable;
  const first = question.options[0] ?? 'Opzione';
  switch (typeOf(question)) {
    case 'choice':
      return question.is_multiple_selection
        ? [
            { tag: `{${v}}`, writes: 'le risposte scelte, unite con «e»' },
            { tag: `{${v} | oppure}`, writes: 'le risposte scelte, unite con «o»' },
            {
              tag: `{#${v} | contiene:${quoted(first)}}…{/}`,
              writes: `il testo se tra le risposte c'è «${first}»`,
            },
          ]
        : [
            { tag: `{${v}}`, writes: 'la risposta scelta' },
            { tag: `{#${v} == ${quoted(first)}}…{/}`, writes: `il testo se la risposta è «${first}»` },
          ];
    case 'number':
      return numberTags(question);
    case 'amount':
      return [
        { tag: `{${v}}`, writes: "l'importo: 1.234,50" },
        { tag: `{${v} | lettere}`, writes: 'in lettere: duemilaventitré/00' },
        ...amountComputingTags(v),
      ];
    case 'date':
      return [
        { tag: `{${v}}`, writes: 'la data: 1° marzo 2026' },
        { tag: `{${v} | data_breve}`, writes: 'la data breve: 01/03/2026' },
        {
          tag: `{${v} | aggiungi_mesi:12}`,
          writes: 'la data dopo 12 mesi (anche aggiungi_anni, aggiungi_giorni)',
        },
      ];
    case 'codice_fiscale':
      return [
        { tag: `{${v}}`, writes: 'il codice fiscale' },
        { tag: `{${v} | nato}`, writes: '«nato» o «nata», dal codice fiscale' },
        {
          tag: `{${v} | genere:"il Sig.":"la Sig.ra"}`,
          writes: 'il primo testo per un uomo, il secondo per una donna',
        },
      ];
    default:
      return [{ tag: `{${v}}`, writes: 'la risposta' }];
  }
};

/** A group's field to join in `elenco`: the name fields it has, else its first text field. */
const namesOf = (fields: SimpleQuestion[]): string => {
  const names = ['nome', 'cognome', 'denominazione'].filter((name) =>
    fields.some((f) => f.variable === name),
  );
  if (names.length > 0) return names.join(' ');
  return (fields.find((field) => typeOf(field) === 'text') ?? fields[0])?.variable ?? 'campo';
};

/**
 * The tags of a group: the loop with its fields and `$` names, the filters on the whole list, and the sums and tests
 * on its fields.
 */
export const groupTags = (group: Extract<Question, { type: 'group' }>): PaletteTag[] => {
  const v = group.variable;
  const names = namesOf(group.fields);
  const inLoop = names
    .split(' ')
    .map((name) => `{${name}}`)
    .join(' ');
  return [
    {
      tag: `{#${v}}${inLoop}{$separatore}{/${v}}`,
      writes: 'ogni elemento, uniti come in italiano: «A, B e C»',
    },
    { tag: `{#${v}}{$posizione}. ${inLoop}{/${v}}`, writes: 'ogni elemento con il suo numero' },
    { tag: `{#$primo}…{/}`, writes: 'dentro il ciclo: il testo solo per il primo elemento (anche $ultimo)' },
    {
      tag: `{${v} | elenco:"${names}"}`,
      writes: 'gli elementi in una riga: «Mario Rossi, Anna Bianchi e Alfa S.r.l.»',
    },
    { tag: `{${v} | numero}`, writes: 'quanti sono: 3' },
    { tag: `{${v} | numero | lettere}`, writes: 'quanti sono, in lettere: tre' },
    {
      tag: `{${v} | plurale:"singolare":"plurale"}`,
      writes: 'il primo testo per un elemento, il secondo per più',
    },
    ...groupFilterTags(group),
  ];
};

/**
 * The firm's tags (`avvocato.*`, `studio.*`, docs/api.md "Address book and the firm's data"), written without
 * asking, from the one list of them (shared/src/domain/firm.ts).
 */
export const FIRM_TAGS: PaletteTag[] = FIRM_TAG_NAMES.map((name) => ({
  tag: `{${name}}`,
  writes: FIRM_TAG_LABELS[name] ?? name,
}));

/** Every question's tags, in the questionnaire's order; a group's fields with the tags written inside its loop. */
export const paletteOf = (questions: Question[]) =>
  questions.map((question) =>
    isGroup(question)
      ? {
          question,
          tags: groupTags(question),
          fields: question.fields.map((field) => ({ field, tags: simpleTags(field) })),
        }
      : { question, tags: simpleTags(question), fields: [] },
  );
