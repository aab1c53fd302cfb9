import { crc32, deflateSync } from 'node:zlib';
import PizZip from 'pizzip';
import type { Answers } from '@redigo/shared/domain/question';

/**
 * A lease contract shaped like one Word saves: about 10 pages of paragraphs with rsids and run properties, a
 * header with a logo and a footer with a PAGE field, Word's styles, theme, numbering and settings parts, 60
 * placeholders (some split across runs, as Word often leaves them) and 15 conditional sections.
 */
const W =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture" xmlns:w14="http://schemas.microsoft.com/office/word/2010/wordml"';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const LOREM =
  'Le parti convengono che il presente contratto sia regolato dalle disposizioni del codice civile e dalle leggi speciali in materia, che il conduttore dichiara di conoscere e accettare integralmente, rinunciando a ogni eccezione.';

let seed = 7;
const rsid = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31).toString(16).toUpperCase().padStart(8, '0');
const rPr = (bold = false) =>
  `<w:rPr><w:rFonts w:ascii="Garamond" w:hAnsi="Garamond" w:cs="Times New Roman"/>${bold ? '<w:b/><w:bCs/>' : ''}<w:sz w:val="24"/><w:szCs w:val="24"/><w:lang w:val="it-IT"/></w:rPr>`;
const run = (text: string, bold = false) =>
  `<w:r w:rsidRPr="${rsid()}">${rPr(bold)}<w:t xml:space="preserve">${text}</w:t></w:r>`;
const para = (...runs: string[]) =>
  `<w:p w:rsidR="${rsid()}" w:rsidRDefault="${rsid()}" w:rsidP="${rsid()}" w14:paraId="${rsid()}" w14:textId="77777777"><w:pPr><w:spacing w:after="120" w:line="276" w:lineRule="auto"/><w:jc w:val="both"/>${rPr()}</w:pPr>${runs.join('')}</w:p>`;

const PLACEHOLDERS =
  'locatore conduttore comune indirizzo canone durata decorrenza uso foro pagamento aggiornamento extra'.split(
    ' ',
  );
const SECTIONS = [
  '#uso == "Abitativo"; ^uso == "Abitativo"; #deposito == "Sì"; #deposito != "Sì"; #extra | contiene:"Box"',
  '^extra | contiene:"Cantina"; #uso == "Commerciale" && extra | contiene:"Box"; #durata == "4+4" || durata == "3+2"',
  '#garante; #registrazione == "Locatore"; #registrazione == "Conduttore"; #cedolare == "Sì"; ^cedolare == "Sì"',
  '#animali == "Ammessi"; #extra | contiene:"Giardino"',
]
  .join('; ')
  .split('; ');

const body = (): string => {
  const paragraphs: string[] = [];
  let placeholder = 0;
  for (let article = 0; article < 18; article += 1) {
    paragraphs.push(para(run(`Articolo ${article + 1} – Disposizioni`, true)));
    for (let line = 0; line < 4; line += 1) {
      const name = PLACEHOLDERS[placeholder % PLACEHOLDERS.length] as string;
      const split = placeholder % 5 === 0;
      const tagRuns = split ? [run(`{${name.slice(0, 3)}`), run(`${name.slice(3)}}`)] : [run(`{${name}}`)];
      const withTag = placeholder < 60;
      placeholder += withTag ? 1 : 0;
      paragraphs.push(para(run(LOREM.slice(0, 120) + ' '), ...(withTag ? tagRuns : []), run(' ' + LOREM)));
    }
    const section = SECTIONS[article % 15] as string;
    if (article < 15 && article % 3 === 0) {
      paragraphs.push(para(run(`{${section}}`)), para(run(LOREM)), para(run(LOREM)), para(run('{/}')));
    } else if (article < 15) {
      paragraphs.push(
        para(run(LOREM.slice(0, 80) + ' '), run(`{${section}}`), run(LOREM.slice(80)), run('{/}')),
      );
    }
  }
  return paragraphs.join('');
};

const styles = () =>
  `${XML}<w:styles ${W}><w:docDefaults><w:rPrDefault>${rPr()}</w:rPrDefault></w:docDefaults><w:latentStyles w:defLockedState="0" w:count="376">${Array.from(
    { length: 376 },
    (_, i) =>
      `<w:lsdException w:name="Style ${i}" w:semiHidden="1" w:uiPriority="${i % 99}" w:unhideWhenUsed="1"/>`,
  ).join('')}</w:latentStyles>${Array.from(
    { length: 40 },
    (_, i) =>
      `<w:style w:type="paragraph" w:styleId="Stile${i}"><w:name w:val="Stile ${i}"/><w:basedOn w:val="Normal"/><w:uiPriority w:val="${i}"/><w:pPr><w:spacing w:before="240" w:after="60"/><w:outlineLvl w:val="${i % 9}"/></w:pPr>${rPr(i % 2 === 0)}</w:style>`,
  ).join('')}</w:styles>`;

const settings = () =>
  `${XML}<w:settings ${W}><w:zoom w:percent="100"/><w:proofState w:spelling="clean" w:grammar="clean"/><w:defaultTabStop w:val="708"/><w:hyphenationZone w:val="283"/><w:characterSpacingControl w:val="doNotCompress"/><w:compat><w:compatSetting w:name="compatibilityMode" w:uri="http://schemas.microsoft.com/office/word" w:val="15"/></w:compat><w:rsids>${Array.from({ length: 120 }, () => `<w:rsid w:val="${rsid()}"/>`).join('')}</w:rsids><w:themeFontLang w:val="it-IT"/><w:decimalSymbol w:val=","/><w:listSeparator w:val=";"/></w:settings>`;

/** A real PNG of noise (so that it barely compresses, like a scanned logo), 120 x 40 pixels. */
const logo = (): Buffer => {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.from([0, 0, 0, 120, 0, 0, 0, 40, 8, 2, 0, 0, 0]);
  const rows = Array.from({ length: 40 }, () =>
    Buffer.from([0, ...Array.from({ length: 360 }, () => (seed = (seed * 48271) % 2147483647) & 0xff)]),
  );
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

const rels = (items: [string, string][]) =>
  `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items
    .map(
      ([type, target], i) =>
        `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${target}"/>`,
    )
    .join('')}</Relationships>`;

const CT = 'application/vnd.openxmlformats-officedocument.wordprocessingml';

/** The realistic contract as a .docx, deflated as Word does. */
export const buildRealisticContract = (): Buffer => {
  const zip = new PizZip();
  const overrides = ['document.main', 'styles', 'settings', 'numbering', 'fontTable', 'header', 'footer'];
  const parts = ['document', 'styles', 'settings', 'numbering', 'fontTable', 'header1', 'footer1'];
  const files: Record<string, string | Buffer> = {
    '[Content_Types].xml': `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="png" ContentType="image/png"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${parts.map((p, i) => `<Override PartName="/word/${p}.xml" ContentType="${CT}.${overrides[i]}+xml"/>`).join('')}<Override PartName="/word/theme/theme1.xml" ContentType="application/vnd.openxmlformats-officedocument.theme+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/><Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>`,
    '_rels/.rels': rels([['officeDocument', 'word/document.xml']]),
    'word/_rels/document.xml.rels': rels([
      ['styles', 'styles.xml'],
      ['settings', 'settings.xml'],
      ['numbering', 'numbering.xml'],
      ['fontTable', 'fontTable.xml'],
      ['theme', 'theme/theme1.xml'],
      ['header', 'header1.xml'],
      ['footer', 'footer1.xml'],
    ]),
    'word/_rels/header1.xml.rels': rels([['image', 'media/image1.png']]),
    'word/document.xml': `${XML}<w:document ${W}><w:body>${body()}<w:sectPr><w:headerReference w:type="default" r:id="rId6"/><w:footerReference w:type="default" r:id="rId7"/><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1417" w:right="1134" w:bottom="1134" w:left="1134" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr></w:body></w:document>`,
    'word/styles.xml': styles(),
    'word/settings.xml': settings(),
    'word/numbering.xml': `${XML}<w:numbering ${W}>${Array.from({ length: 9 }, (_, i) => `<w:lvl w:ilvl="${i}"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%${i + 1}."/><w:pPr><w:ind w:left="${720 * (i + 1)}" w:hanging="360"/></w:pPr></w:lvl>`).join('')}</w:numbering>`,
    'word/fontTable.xml': `${XML}<w:fonts ${W}>${['Garamond', 'Times New Roman', 'Calibri', 'Cambria'].map((f) => `<w:font w:name="${f}"><w:panose1 w:val="02020404030301010803"/><w:charset w:val="00"/><w:family w:val="roman"/><w:pitch w:val="variable"/></w:font>`).join('')}</w:fonts>`,
    'word/theme/theme1.xml': `${XML}<a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" name="Office"><a:themeElements>${Array.from({ length: 60 }, (_, i) => `<a:font script="Script${i}" typeface="Typeface ${i}"/>`).join('')}</a:themeElements></a:theme>`,
    'word/header1.xml': `${XML}<w:hdr ${W}>${para(run('Studio Legale – {locatore}'))}<w:p><w:r><w:drawing><wp:inline><wp:extent cx="990000" cy="330000"/><wp:docPr id="1" name="Logo"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:blipFill><a:blip r:embed="rId1"/></pic:blipFill></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p></w:hdr>`,
    'word/footer1.xml': `${XML}<w:ftr ${W}><w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p></w:ftr>`,
    'word/media/image1.png': logo(),
    'docProps/core.xml': `${XML}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Contratto di locazione</dc:title><dc:creator>Redigo</dc:creator></cp:coreProperties>`,
    'docProps/app.xml': `${XML}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>Microsoft Office Word</Application><Pages>10</Pages></Properties>`,
  };
  Object.entries(files).forEach(([name, content]) => zip.file(name, content));
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
};

/** Answers for the realistic contract: a home lease with a deposit, a box and a garden. */
export const realisticAnswers = (): Answers => ({
  locatore: 'Mario Rossi',
  conduttore: 'Giulia Bianchi',
  comune: 'Bologna',
  indirizzo: 'Via dell’Indipendenza 12',
  canone: '850,00 euro',
  durata: '4+4',
  decorrenza: '1° ottobre 2025',
  uso: 'Abitativo',
  foro: 'Bologna',
  pagamento: 'Bonifico bancario',
  aggiornamento: 'ISTAT 75%',
  extra: ['Box', 'Giardino'],
  deposito: 'Sì',
  garante: 'Luca Verdi',
  registrazione: 'Locatore',
  cedolare: 'Sì',
  animali: 'Ammessi',
});
