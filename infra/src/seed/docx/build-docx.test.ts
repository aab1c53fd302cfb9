import PizZip from 'pizzip';
import { buildDocx } from './build-docx';
import { readPart, splitTags } from './docx-text';
import { parseSource } from './parse-source';
import { PREVIEW_BANNER } from './preview';
import { xmlProblems } from './xml-check';

const SOURCE = `
# Contratto di prova
[[sottotitolo]] *(ai sensi della Legge n. 431/1998)*
### TRA
Il Sig. ______ (il **“Locatore”**{#durata == "4+4 anni"}, **in {tipo}**{/}) & ++altri++ <soci>;
a) prima premessa;
{#animali | contiene:"Cani"}
b) seconda premessa *con {animali}*;
{/}
## Oggetto [[#oggetto]]
1. Clausola che rinvia al successivo [[art:canone]].
- elenco
## Canone [[#canone]]
[[solo-master]]
Il canone è {#periodicita == "mensile"}mensile{/}.
[[/solo-master]]
[[page-break]]
[[firme: Il Locatore | Il Conduttore]]
`;

const EXPECTED_PARTS = [
  '[Content_Types].xml',
  '_rels/.rels',
  'docProps/core.xml',
  'docProps/app.xml',
  'word/document.xml',
  'word/_rels/document.xml.rels',
  'word/styles.xml',
  'word/numbering.xml',
  'word/settings.xml',
  'word/fontTable.xml',
  'word/header1.xml',
  'word/footer1.xml',
];

describe('buildDocx', () => {
  const master = buildDocx(parseSource(SOURCE, 'master'), { created: new Date('2026-01-02T03:04:05Z') });
  const part = (path: string, docx = master): string => readPart(docx, path) ?? '';

  it('writes every part of a WordprocessingML package, each well-formed', () => {
    const zip = new PizZip(master);

    const names = Object.keys(zip.files);

    expect(names.sort()).toEqual([...EXPECTED_PARTS].sort());
    for (const name of EXPECTED_PARTS)
      expect({ name, problems: xmlProblems(part(name)) }).toEqual({ name, problems: [] });
  });

  it('declares a content type for every part and a target for every relationship', () => {
    const types = part('[Content_Types].xml');
    const targets = [...part('word/_rels/document.xml.rels').matchAll(/Target="([^"]+)"/g)].map(
      (m) => `word/${m[1]}`,
    );

    for (const name of EXPECTED_PARTS.filter(
      (path) => !path.endsWith('.rels') && path !== '[Content_Types].xml',
    )) {
      expect(types).toContain(`PartName="/${name}"`);
    }
    for (const target of targets) expect(EXPECTED_PARTS).toContain(target);
  });

  it('keeps every template tag inside a single run, whatever the formatting around it', () => {
    const tags = [...part('word/document.xml').matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].flatMap(
      (match) => match[1]?.match(/\{[^}]*\}/g) ?? [],
    );

    expect(splitTags(master)).toEqual([]);
    expect(tags).toEqual(
      expect.arrayContaining([
        '{#durata == "4+4 anni"}',
        '{tipo}',
        '{#animali | contiene:"Cani"}',
        '{animali}',
      ]),
    );
  });

  it('escapes text and keeps quotes readable inside tags', () => {
    const document = part('word/document.xml');

    expect(document).toContain('&amp; ');
    expect(document).toContain('&lt;soci&gt;');
    expect(document).toContain('{#periodicita == "mensile"}');
  });

  it('writes core properties with the title and Redigo as creator', () => {
    const core = part('docProps/core.xml');

    expect(core).toContain('<dc:title>Contratto di prova</dc:title>');
    expect(core).toContain('<dc:creator>Redigo</dc:creator>');
    expect(core).toContain('2026-01-02T03:04:05Z');
  });

  it('numbers articles through a real heading style and refers to them with a REF field', () => {
    const document = part('word/document.xml');
    const styles = part('word/styles.xml');

    expect(styles).toMatch(/<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"\/>/);
    expect(part('word/numbering.xml')).toContain('<w:lvlText w:val="Art. %1"/>');
    expect(document).toMatch(/<w:bookmarkStart w:id="\d+" w:name="_RefArt_canone"\/>/);
    expect(document).toContain(' REF _RefArt_canone \\n \\h ');
    expect(document).toMatch(/fldCharType="separate"\/><\/w:r><w:r><w:t xml:space="preserve">Art\. 2<\/w:t>/);
  });

  it('sets a 12 pt serif, justified body with 1.15 line spacing', () => {
    const styles = part('word/styles.xml');

    expect(styles).toContain('w:ascii="Times New Roman"');
    expect(part('word/fontTable.xml')).toContain('<w:altName w:val="Liberation Serif"/>');
    expect(styles).toContain('<w:sz w:val="24"/>');
    expect(styles).toContain('w:line="276"');
    expect(styles).toMatch(/w:styleId="Normal">.*?<w:jc w:val="both"\/>/);
  });

  it('puts the title in the header and page numbers in the footer', () => {
    expect(part('word/header1.xml')).toContain('>Contratto di prova<');
    expect(part('word/footer1.xml')).toContain('w:instr=" PAGE "');
    expect(part('word/footer1.xml')).toContain('w:instr=" NUMPAGES "');
    expect(part('word/document.xml')).toContain('<w:br w:type="page"/>');
  });

  it('opens the preview with its banner and replaces the master-only clauses with a notice', () => {
    const preview = buildDocx(parseSource(SOURCE, 'preview'));

    expect(part('word/document.xml', preview)).toContain(PREVIEW_BANNER);
    expect(part('word/document.xml', preview)).toContain(
      '[Clausola disponibile nella versione completa del documento]',
    );
    expect(part('word/document.xml', preview)).not.toContain('{#periodicita');
    expect(part('word/document.xml')).toContain('{#periodicita');
  });

  it('sets only the lines that open or close a condition in the grey helper style, never an answer alone', () => {
    const document = part(
      'word/document.xml',
      buildDocx(parseSource('# T\n{#x == "A"}\n[[sinistra]] {attivita}\n{/}', 'master')),
    );
    const paragraphOf = (text: string) =>
      [...document.matchAll(/<w:p>[\s\S]*?<\/w:p>/g)].map(([xml]) => xml).find((xml) => xml.includes(text)) ??
      '';

    expect(paragraphOf('{#x == &quot;A&quot;}') || paragraphOf('{#x == "A"}')).toContain('RigaCondizione');
    expect(paragraphOf('{/}')).toContain('RigaCondizione');
    expect(paragraphOf('{attivita}')).not.toContain('RigaCondizione');
  });
});
