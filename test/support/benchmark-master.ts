import type { Answers, Question } from '@redigo/shared/domain/question';
import { buildDocx } from '../../infra/src/seed/docx/build-docx';
import { parseSource } from '../../infra/src/seed/docx/parse-source';

const SENTENCES = [
  'Le Parti si obbligano a eseguire il presente contratto secondo correttezza e buona fede, ai sensi degli artt. 1175 e 1375 del codice civile.',
  'Ogni comunicazione prevista dal presente articolo è effettuata per iscritto, a mezzo posta elettronica certificata o lettera raccomandata con avviso di ricevimento.',
  'L’eventuale tolleranza di una Parte rispetto a inadempimenti dell’altra non costituisce rinuncia ai diritti che ne derivano né modifica tacita delle pattuizioni.',
  'Le obbligazioni di cui al presente articolo restano efficaci anche dopo la cessazione del contratto, per il tempo necessario al loro integrale adempimento.',
  'Qualsiasi modifica o integrazione del presente articolo è valida soltanto se risulta da atto scritto sottoscritto da entrambe le Parti.',
  'Le spese eventualmente sostenute per l’esecuzione delle attività di cui al presente articolo sono ripartite secondo quanto previsto dalla legge.',
];

const VALUE_QUESTIONS = 20;
const PLACEHOLDERS = 45;
const ARTICLES = 26;

const value = (index: number): string => `valore_${String((index % VALUE_QUESTIONS) + 1).padStart(2, '0')}`;
const flag = (index: number): string => `opzione_${String(index + 1).padStart(2, '0')}`;

/** The 15 conditions, one per conditional section: single and multiple choice, && and ||. */
const CONDITIONS = [
  ...Array.from({ length: 10 }, (_, index) => `${flag(index)} == "Sì"`),
  'dotazioni | contiene:"Cantina"',
  'dotazioni | contiene:"Box auto"',
  'dotazioni | contiene:"Giardino"',
  `${flag(0)} == "Sì" && dotazioni | contiene:"Cantina"`,
  `${flag(1)} == "No" || ${flag(2)} == "No"`,
];

const clause = (article: number, clauseIndex: number, placeholder: () => string): string => {
  const first = SENTENCES[(article + clauseIndex) % SENTENCES.length] ?? '';
  const second = SENTENCES[(article * 3 + clauseIndex + 1) % SENTENCES.length] ?? '';
  return `${clauseIndex + 1}. ${first} Per quanto riguarda ${placeholder()}, si applica quanto convenuto. ${second}`;
};

const source = (): string => {
  let placeholders = 0;
  const placeholder = (): string =>
    placeholders < PLACEHOLDERS ? `{${value(placeholders++)}}` : 'quanto sopra';
  const lines = [
    '# Contratto per la misura dei tempi di rendering',
    '[[sottotitolo]] *(documento generato)*',
  ];
  for (let article = 0; article < ARTICLES; article += 1) {
    const condition = CONDITIONS[article];
    if (condition && article % 2 === 0) lines.push(`{#${condition}}`);
    lines.push(`## Disposizioni particolari n. ${article + 1}`);
    for (let clauseIndex = 0; clauseIndex < 3; clauseIndex += 1) {
      lines.push(clause(article, clauseIndex, placeholder));
    }
    if (condition && article % 2 === 0) lines.push('{/}');
    if (condition && article % 2 === 1) {
      lines.push(`Le Parti danno atto che{#${condition}} la presente clausola si applica per intero{/}.`);
    }
  }
  lines.push('Luogo e data: ______________', '[[firme: Prima Parte | Seconda Parte]]');
  return lines.join('\n');
};

const questions = (): Question[] => [
  ...Array.from({ length: VALUE_QUESTIONS }, (_, index) => ({
    variable: value(index),
    question: `Valore n. ${index + 1}?`,
    options: [
      `opzione A del valore ${index + 1}`,
      `opzione B del valore ${index + 1}`,
      `opzione C del valore ${index + 1}`,
    ],
    is_multiple_selection: false,
    required_answers: [],
  })),
  ...Array.from({ length: 10 }, (_, index) => ({
    variable: flag(index),
    question: `Inserire la clausola facoltativa n. ${index + 1}?`,
    options: ['Sì', 'No'],
    is_multiple_selection: false,
    required_answers: [],
  })),
  {
    variable: 'dotazioni',
    question: 'Quali dotazioni sono comprese?',
    options: ['Cantina', 'Box auto', 'Giardino'],
    is_multiple_selection: true,
    required_answers: [],
  },
];

const answers = (): Answers => ({
  ...Object.fromEntries(
    Array.from({ length: VALUE_QUESTIONS }, (_, index) => [
      value(index),
      `opzione ${'ABC'[index % 3]} del valore ${index + 1}`,
    ]),
  ),
  ...Object.fromEntries(
    Array.from({ length: 10 }, (_, index) => [flag(index), index % 3 === 0 ? 'No' : 'Sì']),
  ),
  dotazioni: ['Cantina', 'Giardino'],
});

/**
 * A master for render benchmarks, written by the seed .docx writer: about 10 pages, 45 placeholders and 15
 * conditional sections (whole articles and inline phrases; single choice, `contiene`, `&&`, `||`), with the
 * questions its tags name and a complete set of answers.
 */
export const buildBenchmarkMaster = (): { docx: Buffer; questions: Question[]; answers: Answers } => ({
  docx: buildDocx(parseSource(source(), 'master'), { created: new Date('2026-01-01T00:00:00Z') }),
  questions: questions(),
  answers: answers(),
});
