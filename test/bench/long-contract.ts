import { question, type TemplateDefinition } from '../../infra/src/seed/templates/template-definition';

const SENTENCES = [
  'Le Parti si obbligano a eseguire il presente contratto secondo correttezza e buona fede, ai sensi degli artt. 1175 e 1375 del codice civile, e a cooperare lealmente per il raggiungimento del risultato convenuto.',
  'Ogni comunicazione prevista dal presente articolo è effettuata per iscritto, a mezzo posta elettronica certificata o lettera raccomandata con avviso di ricevimento, agli indirizzi indicati in epigrafe.',
  'L’eventuale tolleranza di una Parte rispetto a inadempimenti dell’altra non costituisce rinuncia ai diritti che ne derivano né modifica tacita delle pattuizioni, che restano efficaci nella loro interezza.',
  'Le obbligazioni di cui al presente articolo restano efficaci anche dopo la cessazione del contratto, per il tempo necessario al loro integrale adempimento e comunque nei limiti previsti dalla legge.',
];

/** A long agreement in the seed markup: `articles` articles of four clauses, about 0.53 A4 pages each. */
const source = (articles: number): string =>
  [
    '# Contratto quadro di fornitura e servizi',
    '[[sottotitolo]] *(documento lungo per la misura della conversione in PDF)*',
    '### TRA',
    '**{fornitore}**, di seguito il **“Fornitore”**;',
    '### E',
    '**{cliente}**, di seguito il **“Cliente”**;',
    ...Array.from({ length: articles }, (_, article) => [
      `## Disposizioni particolari n. ${article + 1}`,
      ...Array.from(
        { length: 4 },
        (_, clause) =>
          `${clause + 1}. ${SENTENCES[(article + clause) % 4]} ${SENTENCES[(article + clause + 1) % 4]}`,
      ),
    ]).flat(),
    'Luogo e data: ______________',
    '[[firme: Il Fornitore | Il Cliente]]',
  ].join('\n');

/** A template whose full document runs to about `pages` A4 pages (two questions, one path). */
export const longContractDefinition = (pages: number): TemplateDefinition => ({
  slug: 'contratto-lungo',
  name: `Contratto quadro di ${pages} pagine`,
  description: 'Un contratto lungo, per misurare la conversione in PDF.',
  categoryName: 'Contratti commerciali',
  price: 10,
  min_time: 1,
  max_time: 2,
  min_questions: 2,
  max_questions: 2,
  questions: [
    question('fornitore', 'Chi è il fornitore?', ['Alfa Forniture S.r.l.', 'Beta Servizi S.p.A.']),
    question('cliente', 'Chi è il cliente?', ['Gamma Industrie S.r.l.', 'Delta Commercio S.p.A.']),
  ],
  source: source(Math.round(pages / 0.53)),
});
