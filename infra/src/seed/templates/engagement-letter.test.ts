import { compileMaster } from '@redigo/functions/documents/compiled-master';
import { withFirm } from '@redigo/functions/documents/firm-tags';
import { renderScope } from '@redigo/functions/documents/typed-answer';
import { firmData } from '@redigo/shared/domain/firm';
import type { Billing } from '@redigo/shared/domain/invoice';
import { paragraphTexts, readPart } from '../docx/docx-text';
import { buildTemplateFiles } from './build-template-files';
import { conferimentoIncarico } from './conferimento-incarico/definition';
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

/** The letter's paragraphs on the first path, for a lawyer with these billing data. */
const letterWith = (billing: Billing): string[] => {
  const [answers = {}] = reachableAnswerSets(conferimentoIncarico.questions);
  const scope = withFirm(renderScope(conferimentoIncarico.questions, answers), firmData(ACCOUNT, billing));
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
});
