import type { Answers } from '@redigo/shared/domain/question';
import { paragraphTexts, readPart } from '../docx/docx-text';
import { buildTemplateFiles } from './build-template-files';
import { seedTemplates } from './index';
import { reachableAnswerSets } from './questionnaire-paths';
import { renderSample } from './render-sample';
import type { TemplateDefinition } from './template-definition';

const prepared = new Map<string, { definition: TemplateDefinition; paths: Answers[]; master: Buffer }>();
const bySlug = (slug: string) => {
  const known = prepared.get(slug);
  if (known) return known;
  const definition = seedTemplates.find((candidate) => candidate.slug === slug);
  if (!definition) throw new Error(`No seed template ${slug}`);
  const made = {
    definition,
    paths: reachableAnswerSets(definition.questions),
    master: buildTemplateFiles(definition).master,
  };
  prepared.set(slug, made);
  return made;
};

/**
 * The master's text rendered on the first path whose choices include `choices`, with `typed` answers written over
 * its sample ones: what a lawyer who answers so reads.
 */
const textOf = (slug: string, choices: Answers, typed: Answers = {}): string =>
  textWhere(
    slug,
    (answers) =>
      Object.entries(choices).every(
        ([variable, wanted]) => JSON.stringify(answers[variable]) === JSON.stringify(wanted),
      ),
    typed,
    JSON.stringify(choices),
  );

/** The master's text rendered on the first path that `wanted` accepts, with `typed` written over its answers. */
const textWhere = (
  slug: string,
  wanted: (answers: Answers) => boolean,
  typed: Answers = {},
  what = 'the answers wanted',
): string => {
  const { definition, paths, master } = bySlug(slug);
  const path = paths.find(wanted);
  if (!path) throw new Error(`No path of ${slug} answers ${what}`);
  const docx = renderSample(master, { ...path, ...typed }, definition.questions);
  return paragraphTexts(readPart(docx, 'word/document.xml') ?? '')
    .map((texts) => texts.join(''))
    .join('\n');
};

describe('the seeded contracts read as an Italian lawyer writes', () => {
  it('agrees the rooms with their number', () => {
    expect(textOf('locazione-abitativa-4-4', {}, { immobile_vani: '1' })).toContain(
      'è composto da n. 1 vano oltre accessori',
    );
    expect(textOf('locazione-abitativa-4-4', {}, { immobile_vani: '4' })).toContain(
      'è composto da n. 4 vani oltre accessori',
    );
  });

  it.each<[string[], string]>([
    [['box auto'], 'Il box auto è destinato al'],
    [['posto auto scoperto'], 'Il posto auto scoperto è destinato al'],
    [['box auto', 'posto auto scoperto'], 'Il box auto e il posto auto scoperto sono destinati al'],
  ])('names the parking spaces chosen (%j)', (pertinenze, sentence) => {
    const text = textOf('locazione-abitativa-4-4', { pertinenze });

    expect(text).toContain(sentence);
    expect(text).not.toContain('box o posto auto');
  });

  it('gives the means of communication as alternatives', () => {
    const text = textOf('consulenza-professionale', {
      comunicazioni: ['posta elettronica certificata', 'lettera raccomandata con avviso di ricevimento'],
    });

    expect(text).toContain(
      'inviate a mezzo posta elettronica certificata o lettera raccomandata con avviso di ricevimento,',
    );
  });

  it('says who pays the building’s expenses', () => {
    const refunded = 'dal Comodante e rimborsate dal Comodatario entro trenta giorni dalla richiesta';

    expect(textOf('comodato-uso-immobile', { rimborso_condominio: refunded })).toContain(
      `Le spese condominiali ordinarie sono pagate ${refunded}.`,
    );
  });

  it('writes the foreign law and the arbitration chamber once, answered as the questions ask', () => {
    expect(
      textOf(
        'accordo-riservatezza-nda',
        { legge_applicabile: 'Legge di un altro Stato' },
        { legge_straniera: 'Svizzera' },
      ),
    ).toContain('L’Accordo è regolato dalla legge del seguente Stato: Svizzera.');
    expect(
      textOf(
        'accordo-riservatezza-nda',
        { controversie: 'Arbitrato rituale' },
        { camera_arbitrale: 'Milano' },
      ),
    ).toContain('Regolamento della Camera Arbitrale di Milano,');
  });

  describe('the lease', () => {
    const LEASE = 'locazione-abitativa-4-4';
    const hasCompanyTenant = (answers: Answers) =>
      Array.isArray(answers.conduttori) &&
      answers.conduttori.some(
        (item) => typeof item === 'object' && !Array.isArray(item) && item.tipo === 'Persona giuridica',
      );

    it('writes the instalment computed from the yearly rent, in figures and words', () => {
      expect(
        textOf(LEASE, { periodicita_canone: 'in dodici rate mensili anticipate' }, { canone_annuo: '9600' }),
      ).toContain(
        'Il canone annuo di euro 9.600,00 è corrisposto in dodici rate mensili anticipate di pari importo, ciascuna di euro 800,00 (ottocento/00), entro il giorno',
      );
      expect(
        textOf(
          LEASE,
          { periodicita_canone: 'in quattro rate trimestrali anticipate' },
          { canone_annuo: '9600' },
        ),
      ).toContain(
        'Il canone annuo di euro 9.600,00 è corrisposto in quattro rate trimestrali anticipate di pari importo, ciascuna di euro 2.400,00 (duemilaquattrocento/00), entro il giorno',
      );
    });

    it('gives the last instalment the cents left when the yearly rent does not divide evenly', () => {
      const text = textOf(
        LEASE,
        { periodicita_canone: 'in dodici rate mensili anticipate' },
        { canone_annuo: '10000', giorno_pagamento: '5' },
      );

      expect(text).toContain(
        'Il canone annuo di euro 10.000,00 è corrisposto in dodici rate mensili anticipate, entro il giorno 5 di ciascun mese: le prime undici di euro 833,33 (ottocentotrentatré/33) ciascuna e la dodicesima di euro 833,37 (ottocentotrentatré/37).',
      );
      expect(text).not.toContain('di pari importo');
      expect(
        textOf(
          LEASE,
          { periodicita_canone: 'in quattro rate trimestrali anticipate' },
          { canone_annuo: '10000.02' },
        ),
      ).toContain(
        'le prime tre di euro 2.500,01 (duemilacinquecento/01) ciascuna e la quarta di euro 2.499,99 (duemilaquattrocentonovantanove/99).',
      );
    });

    it('writes two months of rent where the law makes their arrears a cause of termination', () => {
      expect(textOf(LEASE, {}, { canone_annuo: '9600' })).toContain(
        'quando l’importo non pagato superi quello di due mensilità del canone (euro 1.600,00), costituisce motivo di risoluzione',
      );
    });

    it('writes the landlord’s IBAN in groups of four', () => {
      expect(
        textOf(LEASE, { modalita_pagamento: 'bonifico bancario' }, { iban: 'IT60X0542811101000000123456' }),
      ).toContain('sul conto corrente con IBAN IT60 X054 2811 1010 0000 0123 456, escluso');
    });

    it('lets the flat for the company’s guests (foresteria) when a tenant is a company, else for the tenant’s home', () => {
      const company = textWhere(LEASE, hasCompanyTenant, {
        foresteria_occupanti: 'dipendenti del Conduttore in trasferta',
      });
      const person = textWhere(LEASE, (answers) => !hasCompanyTenant(answers));

      expect(company).toContain(
        'L’Immobile è destinato esclusivamente ad uso abitativo di foresteria, per l’alloggio di dipendenti del Conduttore in trasferta; è vietato ogni diverso uso.',
      );
      expect(company).toContain('non costituisce sublocazione né comodato dell’Immobile');
      expect(company).not.toContain('civile abitazione');
      expect(person).toContain(
        'L’Immobile è destinato esclusivamente ad uso di civile abitazione del Conduttore e delle persone con esso stabilmente conviventi; è vietato ogni diverso uso.',
      );
      expect(person).not.toContain('foresteria');
    });
  });
});
