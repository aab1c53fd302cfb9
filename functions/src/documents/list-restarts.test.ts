import { createDocumentRenderer } from './renderer';
import { buildDocx, entryText, paragraph } from './test-support/docx-fixture';
import { carryListRestarts } from './list-restarts';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

/** Word's numbering part for "1., 2., 3." lists: instance 1 the list, instance 2 a restart of it at 1. */
const NUMBERING_WITH_RESTART = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:numbering ${W}><w:abstractNum w:abstractNumId="0"><w:multiLevelType w:val="hybridMultilevel"/><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num><w:num w:numId="2"><w:abstractNumId w:val="0"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride></w:num></w:numbering>`;

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/settings.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml"/><Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/></Types>`;

const DOCUMENT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/settings" Target="settings.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/></Relationships>`;

const item = (numId: number, text: string) =>
  `<w:p w:rsidR="00A1B2C3"><w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="${numId}"/></w:numPr></w:pPr><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

/**
 * Defect 3 of the Word-fidelity review, as Word saves it: a first list of three items, then a second list restarted
 * at 1 whose first item is conditional. Word put the restart (instance 2) on that first item only.
 */
const listWithConditionalRestart = buildDocx({
  bodyXml:
    paragraph('Obblighi del locatore:') +
    item(1, 'consegnare l’immobile;') +
    item(1, 'garantirne il godimento;') +
    item(1, 'eseguire le riparazioni straordinarie.') +
    paragraph('Obblighi del conduttore:') +
    paragraph('{#arredato == "Sì"}') +
    item(2, 'custodire gli arredi;') +
    paragraph('{/}') +
    item(1, 'pagare il canone;') +
    item(1, 'restituire l’immobile.'),
  files: {
    '[Content_Types].xml': CONTENT_TYPES,
    'word/_rels/document.xml.rels': DOCUMENT_RELS,
    'word/numbering.xml': NUMBERING_WITH_RESTART,
  },
});

/** The numbering instance of each numbered paragraph, with its text. */
const numberedItems = (xml: string): string[] =>
  [...xml.matchAll(/<w:numId w:val="(\d+)"\/>[\s\S]*?<w:t[^>]*>([^<]*)<\/w:t>/g)].map(
    ([, id, text]) => `${id} ${text}`,
  );

describe('a list restart survives a condition that removes its first item', () => {
  const renderer = createDocumentRenderer();
  const render = (arredato: string) =>
    entryText(renderer.render(listWithConditionalRestart, 'restart', { arredato }), 'word/document.xml');

  it('moves the items after the removed first one onto the restarting instance, so they start at 1', () => {
    expect(numberedItems(render('No'))).toEqual([
      '1 consegnare l’immobile;',
      '1 garantirne il godimento;',
      '1 eseguire le riparazioni straordinarie.',
      '2 pagare il canone;',
      '2 restituire l’immobile.',
    ]);
  });

  it('keeps the whole second list on the restarting instance when the first item stays', () => {
    expect(numberedItems(render('Sì'))).toEqual([
      '1 consegnare l’immobile;',
      '1 garantirne il godimento;',
      '1 eseguire le riparazioni straordinarie.',
      '2 custodire gli arredi;',
      '2 pagare il canone;',
      '2 restituire l’immobile.',
    ]);
  });

  it('leaves documents without restarts untouched', () => {
    const numbering = NUMBERING_WITH_RESTART.replace(/<w:lvlOverride[\s\S]*?<\/w:lvlOverride>/, '');
    const body = item(1, 'a') + item(2, 'b');
    expect(carryListRestarts(body, numbering)).toBe(body);
  });

  it('follows a later restart of the same list, and leaves other lists alone', () => {
    const numbering = NUMBERING_WITH_RESTART.replace(
      '</w:numbering>',
      '<w:num w:numId="3"><w:abstractNumId w:val="0"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride></w:num><w:num w:numId="4"><w:abstractNumId w:val="7"/></w:num></w:numbering>',
    );
    const body = item(2, 'a') + item(1, 'b') + item(3, 'c') + item(1, 'd') + item(4, 'e');
    expect(numberedItems(carryListRestarts(body, numbering))).toEqual(['2 a', '2 b', '3 c', '3 d', '4 e']);
  });
});
