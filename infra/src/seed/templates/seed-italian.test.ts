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
const textOf = (slug: string, choices: Answers, typed: Answers = {}): string => {
  const { definition, paths, master } = bySlug(slug);
  const path = paths.find((answers) =>
    Object.entries(choices).every(
      ([variable, wanted]) => JSON.stringify(answers[variable]) === JSON.stringify(wanted),
    ),
  );
  if (!path) throw new Error(`No path of ${slug} answers ${JSON.stringify(choices)}`);
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
});
