import type { Answers } from '@redigo/shared/domain/question';
import { isGroup } from '@redigo/shared/domain/question';
import { readPart } from '../docx/docx-text';
import { buildTemplateFiles } from './build-template-files';
import { seedTemplates } from './index';
import { reachableAnswerSets } from './questionnaire-paths';
import { renderSample } from './render-sample';
import type { TemplateDefinition } from './template-definition';

type Item = Record<string, unknown>;
const company = (item: Item, denominazione: string, nome: string, cognome: string): Item => ({
  ...item,
  tipo: 'Persona giuridica',
  denominazione,
  rappresentante_nome: nome,
  rappresentante_cognome: cognome,
});
const person = (item: Item, nome: string, cognome: string): Item => ({
  ...item,
  tipo: 'Persona fisica',
  nome,
  cognome,
});

/** The first path's answers with two parties in each group, one of them a company with a name that wraps. */
const twoPartiesEach = (definition: TemplateDefinition): Answers => {
  const [answers = {}] = reachableAnswerSets(definition.questions);
  const groups = definition.questions.filter(isGroup).map((question) => question.variable);
  return Object.fromEntries(
    Object.entries(answers).map(([variable, answer]) => {
      const index = groups.indexOf(variable);
      if (index < 0) return [variable, answer];
      const [item = {}] = answer as unknown as Item[];
      return [
        variable,
        index === 0
          ? [
              company(item, 'Alfa Servizi Immobiliari S.r.l.', 'Paolo', 'Neri'),
              person(item, 'Maria', 'Bianchi'),
            ]
          : [
              person(item, 'Luca', 'Verdi'),
              company(item, 'Beta Gestioni Patrimoniali e Immobiliari S.p.A.', 'Giovanna', 'Esposito'),
            ],
      ];
    }),
  ) as Answers;
};

const text = (xml: string): string =>
  [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map(([, t]) => t).join('');

/** The rows of every table that holds a signature line. */
const signatureRows = (docx: Buffer): string[] =>
  (readPart(docx, 'word/document.xml')?.match(/<w:tbl>[\s\S]*?<\/w:tbl>/g) ?? [])
    .filter((table) => /_{10,}/.test(text(table)))
    .flatMap((table) => table.match(/<w:tr\b[\s\S]*?<\/w:tr>/g) ?? []);

describe('the signatures of every seeded template', () => {
  it.each(seedTemplates.map((definition) => [definition.slug, definition] as const))(
    '%s: one row per signer, the role, the name and the line together, whatever the length of the name',
    (_slug, definition) => {
      const answers = twoPartiesEach(definition);
      const docx = renderSample(buildTemplateFiles(definition).master, answers, definition.questions);

      const rows = signatureRows(docx);

      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(text(row).match(/_{10,}/g)).toHaveLength(1);
        expect(row).toContain('<w:cantSplit/>');
        // The line sits at the bottom of its row, level with the last line of a name that wraps.
        expect(row.match(/<w:vAlign w:val="bottom"\/>/g)).toHaveLength(2);
      }
      const companies = rows.filter((row) =>
        text(row).includes('Alfa Servizi Immobiliari S.r.l., in persona di Paolo Neri'),
      );
      expect(companies.length).toBeGreaterThan(0);
    },
  );
});
