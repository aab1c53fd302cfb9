import type { GroupItem, GroupQuestion, Question } from '@redigo/shared/domain/question';
import { renderScope, type RenderScope } from '@redigo/functions/documents/typed-answer';
import PizZip from 'pizzip';
import { buildGroupContract, groupContractQuestions, groupParties } from './group-contract';
import { realisticAnswers } from './realistic-contract';

/**
 * The 10-page contract with a 20-item group (group-contract.ts) plus a schedule of 50 expressions (docs/design.md:
 * "a master with 50 expressions and a 20-item group renders within the same 2x budget"): the instalment, the
 * preventivo's items and total, rounded shares, comparisons in tests, and the group's `somma`, `qualcuno` and `tutti`
 * filters, each written in figures or in words.
 */

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const paragraph = (text: string) =>
  `<w:p><w:pPr><w:jc w:val="both"/></w:pPr><w:r><w:t xml:space="preserve">${escaped(text)}</w:t></w:r></w:p>`;

/** Ten paragraphs of five expressions each. */
const EXPRESSIONS = [
  'Canone mensile {canone_annuo / 12}, in lettere {canone_annuo / 12 | lettere}; semestrale {canone_annuo / 2}; trimestrale {canone_annuo / 4}; biennale {canone_annuo * 2}.',
  'Deposito {deposito} pari a {deposito / (canone_annuo / 12) | arrotonda:2} mensilità; residuo {canone_annuo - deposito}; interessi {deposito * 0.025 | arrotonda:2}; {#deposito <= canone_annuo / 4}entro il limite{/}{^deposito <= canone_annuo / 4}oltre il limite{/}.',
  'Compenso {tariffa * ore}; spese generali {tariffa * ore * 0.15}; CPA {(tariffa * ore * 1.15) * 0.04}; imponibile {tariffa * ore * 1.15 * 1.04}; IVA {tariffa * ore * 1.15 * 1.04 * 0.22}.',
  'Totale {tariffa * ore * 1.15 * 1.04 * 1.22 + spese}, in lettere {tariffa * ore * 1.15 * 1.04 * 1.22 + spese | lettere}; netto {tariffa * ore}; ritenuta {tariffa * ore * 1.15 * 0.2}; acconto {(tariffa * ore * 1.15 * 1.04 * 1.22 + spese) / 3}.',
  'Quote {locatori | somma:"quota"} su cento; arrotondate {locatori | somma:"quota" | arrotonda:3}; {#locatori | somma:"quota" == 100}le quote sono complete{/}; {#locatori | qualcuno:"tipo":"Persona giuridica"}vi sono società{/}; {^locatori | tutti:"tipo":"Persona fisica"}non tutti persone fisiche{/}.',
  'Rata {canone_annuo / 12 + oneri}; oneri annui {oneri * 12}; totale annuo {canone_annuo + oneri * 12}; aggiornamento {canone_annuo * 0.0075 | arrotonda:2}; nuovo canone {canone_annuo * 1.0075}.',
  '{#ore > 10}Impegno rilevante{/}; {#ore >= 20 && tariffa < 300}tariffa agevolata{/}; {#spese != 0}con spese{/}; {#canone_annuo / 12 > 1000}canone elevato{/}; mesi {mesi * 1}.',
  'Durata {mesi / 12} anni; rate {mesi}; importo complessivo {canone_annuo / 12 * mesi}; penale {canone_annuo / 12 * 3}; preavviso {canone_annuo / 12 * 6}.',
  'Arrotondamenti {canone_annuo / 7 | arrotonda:0}, {canone_annuo / 7 | arrotonda:1}, {canone_annuo / 7 | arrotonda:4}, {0.1 + 0.2}, {1234.56 * 0.22}.',
  'Riepilogo {canone_annuo}, {deposito + spese}, {tariffa * (ore + 2)}, {(canone_annuo - deposito) / 12 | arrotonda:2}, {0 - (deposito - canone_annuo)}.',
]
  .map(paragraph)
  .join('');

const typed = (variable: string, type: 'amount' | 'number'): Question => ({
  variable,
  question: variable,
  type,
  options: [],
  is_multiple_selection: false,
  required_answers: [],
});

const NUMBERS: Record<string, ['amount' | 'number', string]> = {
  canone_annuo: ['amount', '14400.00'],
  deposito: ['amount', '3600.00'],
  tariffa: ['amount', '200.00'],
  ore: ['number', '20'],
  spese: ['amount', '800.00'],
  oneri: ['amount', '120.50'],
  mesi: ['number', '48'],
};

/** The group contract's questions with a `quota` on each party and the schedule's numbers and amounts. */
export const expressionsContractQuestions = (): Question[] => {
  const [group, ...rest] = groupContractQuestions() as [GroupQuestion, ...Question[]];
  return [
    { ...group, fields: [...group.fields, typed('quota', 'number') as GroupQuestion['fields'][number]] },
    ...rest,
    ...Object.entries(NUMBERS).map(([variable, [type]]) => typed(variable, type)),
  ];
};

export const buildExpressionsContract = (): Buffer => {
  const zip = new PizZip(buildGroupContract());
  const xml = zip.file('word/document.xml')?.asText() ?? '';
  zip.file('word/document.xml', xml.replace('<w:sectPr>', `${EXPRESSIONS}<w:sectPr>`));
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
};

/** The group contract's answers, each party with a share (five each of 20), and the schedule's numbers. */
export const expressionsContractAnswers = (): RenderScope => ({
  ...realisticAnswers(),
  ...renderScope(expressionsContractQuestions(), {
    locatori: groupParties().map((item): GroupItem => ({ ...item, quota: '5' })),
    ...Object.fromEntries(Object.entries(NUMBERS).map(([variable, [, value]]) => [variable, value])),
  }),
});
