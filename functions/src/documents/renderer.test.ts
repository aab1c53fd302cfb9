import type { Answers } from '@redigo/shared/domain/question';
import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import { TemplateCheckError } from '../errors/app-errors';
import { createDocumentRenderer } from './renderer';
import { DOCUMENT_OPTIONS } from './tag-language';
import { buildDocx, documentText, entryText, paragraph } from './test-support/docx-fixture';
import { rawEntryData, readZipEntries } from './zip/zip-reader';

const master = buildDocx({
  paragraphs: [
    'Uso: {tipo}.',
    'A{#tipo == "Abitativo"} casa{/}.',
    'B{#tipo != "Abitativo"} non casa{/}.',
    'C{^tipo == "Abitativo"} non casa{/}.',
    'D{#extra | contiene:"Box"} box{/}.',
    'E{^extra | contiene:"Box"} senza box{/}.',
    'F{#tipo == "Abitativo" && extra | contiene:"Giardino"} casa con giardino{/}.',
    'G{#tipo == "Commerciale" || extra | contiene:"Cantina"} negozio o cantina{/}.',
    'H{#deposito} deposito di {importo}{/}.',
    'Extra: {extra}.',
    'Deposito: [{deposito}].',
    '{#extra | contiene:"Giardino"}',
    'Il conduttore cura il giardino.',
    '{/}',
    'Fine.',
  ],
});

/** A page-number field, as Word writes a simple one. */
const PAGE_FIELD = '<w:p><w:fldSimple w:instr=" PAGE "><w:r><w:t>1</w:t></w:r></w:fldSimple></w:p>';
const withField = buildDocx({ bodyXml: paragraph('Pagina') + PAGE_FIELD });

const render = (answers: Answers) => documentText(createDocumentRenderer().render(master, 'master', answers));

describe('createDocumentRenderer', () => {
  it('gives the same bytes for the same master and answers, in any renderer (purchased documents rely on it)', () => {
    const answers: Answers = { tipo: 'Abitativo', extra: ['Box'], deposito: 'Sì', importo: 'Due mensilità' };
    const first = createDocumentRenderer().render(master, 'master', answers);
    const again = createDocumentRenderer().render(Buffer.from(master), 'other-key', answers);
    const warm = createDocumentRenderer();
    warm.render(master, 'master', { tipo: 'Commerciale' });
    expect(again.equals(first)).toBe(true);
    expect(warm.render(master, 'master', answers).equals(first)).toBe(true);
  });

  it.each<[string, Answers, string[]]>([
    [
      'a home with every extra and a deposit',
      { tipo: 'Abitativo', extra: ['Giardino', 'Box', 'Cantina'], deposito: 'Sì', importo: 'Due mensilità' },
      [
        'Uso: Abitativo.',
        'A casa.',
        'B.',
        'C.',
        'D box.',
        'E.',
        'F casa con giardino.',
        'G negozio o cantina.',
        'H deposito di Due mensilità.',
        'Extra: Giardino, Box e Cantina.',
        'Deposito: [Sì].',
        'Il conduttore cura il giardino.',
        'Fine.',
      ],
    ],
    [
      'a shop with one extra and skipped questions',
      { tipo: 'Commerciale', extra: ['Cantina'] },
      [
        'Uso: Commerciale.',
        'A.',
        'B non casa.',
        'C non casa.',
        'D.',
        'E senza box.',
        'F.',
        'G negozio o cantina.',
        'H.',
        'Extra: Cantina.',
        'Deposito: [].',
        'Fine.',
      ],
    ],
    [
      'two extras joined with "e"',
      { tipo: 'Abitativo', extra: ['Box', 'Giardino'] },
      [
        'Uso: Abitativo.',
        'A casa.',
        'B.',
        'C.',
        'D box.',
        'E.',
        'F casa con giardino.',
        'G.',
        'H.',
        'Extra: Box e Giardino.',
        'Deposito: [].',
        'Il conduttore cura il giardino.',
        'Fine.',
      ],
    ],
  ])('renders %s', (_, answers, lines) => {
    expect(render(answers).split('\n')).toEqual(lines);
  });

  it('leaves no tag and no "undefined" behind', () => {
    const text = render({});

    expect(text).not.toMatch(/[{}]|undefined|null/);
  });

  it('asks nothing of Word when the document has no field to refresh', () => {
    const settings = entryText(createDocumentRenderer().render(master, 'master', {}), 'word/settings.xml');

    expect(settings).not.toContain('updateFields');
  });

  it('asks Word to refresh fields, before the settings the schema puts after it', () => {
    const settings = entryText(createDocumentRenderer().render(withField, 'field', {}), 'word/settings.xml');

    expect(settings).toContain(
      '<w:characterSpacingControl w:val="doNotCompress"/><w:updateFields w:val="true"/><w:compat>',
    );
  });

  it('adds the settings part, its content type and its relationship when the master has none', () => {
    const output = createDocumentRenderer().render(
      buildDocx({ bodyXml: paragraph('{a}') + PAGE_FIELD, settingsXml: null }),
      'k',
      { a: 'x' },
    );

    expect(entryText(output, 'word/settings.xml')).toContain('<w:updateFields w:val="true"/>');
    expect(entryText(output, '[Content_Types].xml')).toContain('PartName="/word/settings.xml"');
    expect(entryText(output, 'word/_rels/document.xml.rels')).toContain('Target="settings.xml"');
  });

  it('copies the entries without tags byte for byte and writes a zip pizzip reads', () => {
    const withStyles = buildDocx({
      paragraphs: ['{a}'],
      files: { 'word/styles.xml': '<w:styles/>'.padEnd(5000, ' ') },
    });
    const output = createDocumentRenderer().render(withStyles, 'k', { a: 'x' });
    const raw = (docx: Buffer) => {
      const entry = readZipEntries(docx).find(({ name }) => name === 'word/styles.xml');
      return entry && rawEntryData(docx, entry);
    };

    expect(raw(output)).toEqual(raw(withStyles));
    expect(Object.keys(new PizZip(output).files).sort()).toEqual(
      Object.keys(new PizZip(withStyles).files).sort(),
    );
  });

  it('renders the same as a fresh docxtemplater, render after render on one compiled master', () => {
    const renderer = createDocumentRenderer();
    const answerSets: Answers[] = [
      { tipo: 'Abitativo', extra: ['Box'], deposito: 'No' },
      { tipo: 'Commerciale', extra: ['Giardino', 'Cantina'] },
      {},
      { tipo: 'Abitativo', extra: ['Giardino'], deposito: 'Sì', importo: 'Una & <due>' },
    ];
    answerSets.forEach((answers) => {
      const plain = new Docxtemplater(new PizZip(master), DOCUMENT_OPTIONS);
      plain.render({ ...answers });

      expect(documentText(renderer.render(master, 'master', answers))).toBe(documentText(plain.toBuffer()));
    });
  });

  it('keeps masters compiled by key and loads them only when cold', async () => {
    const renderer = createDocumentRenderer({ maxMasters: 1 });
    const load = jest.fn(async () => master);

    await renderer.renderCached('one', { tipo: 'Abitativo' }, load);
    const warm = await renderer.renderCached('one', { tipo: 'Commerciale' }, load);
    renderer.render(buildDocx({ paragraphs: ['altro'] }), 'two', {});

    expect(load).toHaveBeenCalledTimes(1);
    expect(documentText(warm)).toContain('Uso: Commerciale.');
    expect(renderer.isWarm('one')).toBe(false);
    expect(renderer.isWarm('two')).toBe(true);
    expect(documentText(renderer.render(Buffer.alloc(0), 'two', {}))).toBe('altro');
  });

  it('refuses a master whose tags do not compile with a 422 naming the tag', () => {
    const broken = buildDocx({ bodyXml: paragraph('Testo {#tipo == "A"} senza chiusura') });

    expect(() => createDocumentRenderer().render(broken, 'broken', {})).toThrow(TemplateCheckError);
    try {
      createDocumentRenderer().render(broken, 'broken', {});
    } catch (error) {
      expect((error as TemplateCheckError).statusCode).toBe(422);
      expect((error as TemplateCheckError).errors?.[0]).toContain('manca {/}');
    }
  });
});
