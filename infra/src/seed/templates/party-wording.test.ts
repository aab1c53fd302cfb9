import type { Answers, GroupItem } from '@redigo/shared/domain/question';
import { paragraphTexts, readPart } from '../docx/docx-text';
import { buildTemplateFiles } from './build-template-files';
import { seedTemplates } from './index';
import { reachableAnswerSets } from './questionnaire-paths';
import { renderSample } from './render-sample';
import type { TemplateDefinition } from './template-definition';

/** A choice written with a slash where the answers decide it: «nato/a», «Il/La», «Sig./Sig.ra», «Dott./Dott.ssa». */
const SLASH_FORM = /[\p{L}.]\/\p{L}/u;

const plainText = (docx: Buffer): string =>
  paragraphTexts(readPart(docx, 'word/document.xml') ?? '')
    .map((texts) => texts.join(''))
    .join('\n');

/** The text of the source outside its tags: what every document writes whatever the answers. */
const fixedText = (definition: TemplateDefinition): string => definition.source.replace(/\{[^}]*\}/g, ' ');

const person = (nome: string, cognome: string, codice: string, nascita: string): GroupItem => ({
  tipo: 'Persona fisica',
  nome,
  cognome,
  luogo_nascita: 'Firenze (FI)',
  data_nascita: nascita,
  codice_fiscale: codice,
  indirizzo: 'via dei Servi n. 3',
  cap: '50122',
  comune: 'Firenze',
  provincia: 'FI',
});

// Valid codes: a man born on 10 December 1985 and Giulia Ferrari of the issue, born on 15 December 1990.
const MARIO = person('Mario', 'Rossi', 'RSSMRA85T10A562S', '1985-12-10');
const GIULIA = person('Giulia', 'Ferrari', 'FRRGLI90T55D612D', '1990-12-15');
const ALFA: GroupItem = {
  tipo: 'Persona giuridica',
  denominazione: 'Immobiliare Alfa S.r.l.',
  partita_iva: '01114601006',
  rea: 'RM-1234567',
  rappresentante_nome: 'Luca',
  rappresentante_cognome: 'Neri',
  rappresentante_qualifica: 'Amministratore unico',
  indirizzo: 'viale Mazzini n. 40',
  cap: '00195',
  comune: 'Roma',
  provincia: 'RM',
};

const lease = seedTemplates.find((definition) => definition.slug === 'locazione-abitativa-4-4');

/** The lease on its first path, with the parties given. */
const leaseText = (locatori: GroupItem[], conduttori: GroupItem[]): string => {
  if (!lease) throw new Error('No seeded lease');
  const [first] = reachableAnswerSets(lease.questions);
  const answers: Answers = { ...first, locatori, conduttori };
  return plainText(renderSample(buildTemplateFiles(lease).master, answers, lease.questions));
};

describe('the seeded parties', () => {
  it.each(seedTemplates.map((definition) => [definition.slug, definition] as const))(
    '%s writes no slash form in its fixed text',
    (_slug, definition) => {
      expect(fixedText(definition).match(SLASH_FORM)).toBeNull();
    },
  );

  it('names two landlords (one a company) and two tenants as a lawyer does, each in agreement', () => {
    const text = leaseText([MARIO, ALFA], [GIULIA, { ...MARIO, nome: 'Paolo' }]);

    expect(text).toContain(
      'il Sig. Mario Rossi, nato a Firenze (FI) il 10 dicembre 1985, codice fiscale RSSMRA85T10A562S, residente in via dei Servi n. 3, 50122 Firenze (FI);',
    );
    expect(text).toContain(
      'la società Immobiliare Alfa S.r.l., con sede legale in viale Mazzini n. 40, 00195 Roma (RM), partita IVA 01114601006, iscritta nel Registro delle Imprese con numero REA RM-1234567, in persona di Luca Neri, nella qualità di Amministratore unico e legale rappresentante pro tempore (di seguito, congiuntamente, il “Locatore”);',
    );
    expect(text).toContain('la Sig.ra Giulia Ferrari, nata a Firenze (FI) il 15 dicembre 1990');
    expect(text).toContain('(di seguito, congiuntamente, il “Conduttore”);');
    expect(text).toContain(
      'I soggetti che costituiscono il Conduttore, Giulia Ferrari e Paolo Rossi, sono obbligati in solido',
    );
    expect(text).toContain('Immobiliare Alfa S.r.l., in persona di Luca Neri');
    expect(text).not.toMatch(SLASH_FORM);
  });

  it('names one landlord and one tenant without «congiuntamente» and without the articles on several parties', () => {
    const text = leaseText([GIULIA], [MARIO]);

    expect(text).toContain(
      'residente in via dei Servi n. 3, 50122 Firenze (FI) (di seguito, il “Locatore”);',
    );
    expect(text).toContain('(di seguito, il “Conduttore”);');
    expect(text).not.toContain('congiuntamente, il');
    expect(text).not.toContain('Solidarietà dei conduttori');
    expect(text).not.toContain('Pluralità di locatori');
  });

  it.each(seedTemplates.map((definition) => [definition.slug, definition] as const))(
    '%s writes no slash form on its first and last paths, master and preview',
    (_slug, definition) => {
      const files = buildTemplateFiles(definition);
      const paths = reachableAnswerSets(definition.questions);
      for (const answers of [paths[0], paths[paths.length - 1]]) {
        if (!answers) continue;
        expect(plainText(renderSample(files.master, answers, definition.questions))).not.toMatch(SLASH_FORM);
        expect(plainText(renderSample(files.preview, answers, definition.questions, 'preview'))).not.toMatch(
          SLASH_FORM,
        );
      }
    },
  );
});
