import { compileMaster } from '@redigo/functions/documents/compiled-master';
import { withFirm } from '@redigo/functions/documents/firm-tags';
import { renderScope } from '@redigo/functions/documents/typed-answer';
import { firmData } from '@redigo/shared/domain/firm';
import type { Answers } from '@redigo/shared/domain/question';
import type { Billing } from '@redigo/shared/domain/invoice';
import { paragraphTexts, readPart } from '../docx/docx-text';
import { buildTemplateFiles } from './build-template-files';
import { conferimentoIncarico } from './conferimento-incarico/definition';
import { INCARICO } from './conferimento-incarico/questions';
import { reachableAnswerSets } from './questionnaire-paths';

const master = buildTemplateFiles(conferimentoIncarico).master;
const ACCOUNT = { name: 'Marco', surname: 'Bianchi', pec: 'marco.bianchi@pec.it', ordine: 'Roma' };
const ADDRESS = { indirizzo: 'Corso Italia 10', cap: '20122', comune: 'Milano', provincia: 'MI' };
const PROFESSIONISTA: Billing = {
  kind: 'professionista',
  name: 'Marco',
  surname: 'Bianchi',
  codice_fiscale: 'BNCMRC80A01H501Z',
  partita_iva: '12345678903',
  ...ADDRESS,
};
const COMPANY: Billing = {
  kind: 'studio',
  denominazione: 'Bianchi & Partners S.t.a.r.l.',
  codice_fiscale: '12345678903',
  partita_iva: '12345678903',
  ...ADDRESS,
};

const paths = reachableAnswerSets(conferimentoIncarico.questions);

/**
 * The letter's paragraphs for a lawyer with these billing data, on the first path whose fee is determined as
 * `compenso` (the first path when not given), with `typed` written over its answers.
 */
const letterWith = (billing: Billing, compenso?: string, typed: Answers = {}): string[] => {
  const answers = paths.find((path) => compenso === undefined || path.compenso === compenso) ?? {};
  const scope = withFirm(
    renderScope(conferimentoIncarico.questions, { ...answers, ...typed }),
    firmData(ACCOUNT, billing),
  );
  const docx = compileMaster(master).render(scope);
  return paragraphTexts(readPart(docx, 'word/document.xml') ?? '').map((texts) => texts.join(''));
};

describe('the engagement letter', () => {
  it.each([
    ['a lawyer invoiced in their own name', PROFESSIONISTA, 'presso lo Studio Legale Avv. Marco Bianchi'],
    ['a firm invoiced under a company name', COMPANY, 'presso Bianchi & Partners S.t.a.r.l.'],
  ])('names the firm of %s in good Italian', (_who, billing, name) => {
    const lawyer =
      letterWith(billing).find((paragraph) => paragraph.startsWith('l’Avv. Marco Bianchi')) ?? '';

    expect(lawyer).toContain(
      `, con studio ${name}, in Corso Italia 10, 20122 Milano (MI), partita IVA 12345678903`,
    );
    expect(lawyer).not.toMatch(/presso Studio/);
  });

  it('sets the matter under 1.1 in line with the text of its clause', () => {
    const body = readPart(master, 'word/document.xml') ?? '';
    const matter = (body.match(/<w:p[ >][\s\S]*?<\/w:p>/g) ?? []).find((paragraph) =>
      paragraph.includes('>{oggetto}<'),
    );

    expect(matter).toContain('<w:ind w:left="567"/>');
  });

  /** The preventivo's items (a, b, c...) and its total, as the letter writes them. */
  const preventivo = (compenso: string, typed: Answers): string[] => {
    const letter = letterWith(PROFESSIONISTA, compenso, typed);
    const start = letter.findIndex((paragraph) => paragraph.startsWith('compenso professionale'));
    return letter.slice(start, start + 6);
  };

  it('computes the preventivo on an hourly fee: each item, the expenses outside IVA and the total in words', () => {
    expect(
      preventivo(INCARICO.orario, { tariffa_oraria: '200', ore_stimate: '20', spese_stimate: '800' }),
    ).toEqual([
      'compenso professionale, calcolato sulla tariffa di euro 200,00 per ora per un impegno stimato in 20 ore: euro 4.000,00;',
      'rimborso forfettario delle spese generali, nella misura del 15 per cento del compenso (art. 2, comma 2, del D.M. 10 marzo 2014, n. 55): euro 600,00;',
      'contributo integrativo alla Cassa Nazionale di Previdenza e Assistenza Forense, nella misura del 4 per cento del compenso e delle spese generali: euro 184,00;',
      'IVA, nella misura del 22 per cento del compenso, delle spese generali e del contributo integrativo: euro 1.052,48;',
      'spese vive stimate, anticipate in nome e per conto del Cliente (contributo unificato, imposte, diritti e spese di notifica) ed escluse dalla base imponibile dell’IVA (art. 15 del D.P.R. 26 ottobre 1972, n. 633): euro 800,00.',
      'Il costo complessivo prevedibile della prestazione è pertanto di euro 6.636,48 (seimilaseicentotrentasei/48).',
    ]);
  });

  it('rounds each item of the preventivo to the cent as an invoice does, so that the items add up to the total', () => {
    // Exact arithmetic rounded once would give 1.459,32 + 100,00: the items written add up to 1.559,33.
    const items = preventivo(INCARICO.forfettario, { compenso_importo: '1000.14', spese_stimate: '100' });

    expect(items.map((item) => /euro (\d{1,3}(?:\.\d{3})*,\d{2})/.exec(item)?.[1])).toEqual([
      '1.000,14',
      '150,02',
      '46,01',
      '263,16',
      '100,00',
      '1.559,33',
    ]);
    expect(items[0]).toBe('compenso professionale forfettario: euro 1.000,14;');
    expect(items[5]).toContain('(millecinquecentocinquantanove/33)');
  });
});
