import { buildDocx, paragraph, WORD_SETTINGS } from './docx-fixture';

const R = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const RELS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const SETTINGS_REL = `<Relationship Id="rId1" Type="${TYPE}/settings" Target="settings.xml"/>`;

/** A relationships part with the settings' relationship and `extra`. */
export const relationships = (...extra: string[]): string =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${RELS_NS}">${SETTINGS_REL}${extra.join('')}</Relationships>`;

/** One relationship element. */
export const relationship = (id: string, type: string, target: string, external = false): string =>
  `<Relationship Id="${id}" Type="${type.includes('/') ? type : `${TYPE}/${type}`}" Target="${target}"${external ? ' TargetMode="External"' : ''}/>`;

/** A document whose body is `body` (after a paragraph of text) and whose document relationships add `rels`. */
const documentWith = (body: string, rels: string[] = [], files: Record<string, string | Buffer> = {}) =>
  buildDocx({
    bodyXml: paragraph('Contratto di locazione tra {locatore} e il conduttore.') + body,
    files: { 'word/_rels/document.xml.rels': relationships(...rels), ...files },
  });

/**
 * A document attached to a template that Word fetches on open (remote template injection): no longer refused, the
 * upload and the render take it out (attached-template.ts).
 */
export const withAttachedTemplate = (target: string) =>
  buildDocx({
    paragraphs: ['Contratto {locatore}.'],
    settingsXml: WORD_SETTINGS.replace(
      '<w:zoom w:percent="100"/>',
      `<w:zoom w:percent="100"/><w:attachedTemplate ${R} r:id="rId1"/>`,
    ).replace('<w:settings ', `<w:settings ${R} `),
    files: {
      'word/_rels/settings.xml.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${RELS_NS}">${relationship('rId1', 'attachedTemplate', target, true)}</Relationships>`,
    },
  });

const PICTURE = `<w:p><w:r><w:drawing><wp:inline xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"><wp:extent cx="9525" cy="9525"/><wp:docPr id="1" name="Immagine 1"/><a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:nvPicPr><pic:cNvPr id="1" name="pixel.png"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip ${R} r:link="rId5"/></pic:blipFill><pic:spPr/></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;

/** A complex field whose instruction Word reads across `pieces`, one run each, as Word splits it. */
export const complexField = (...pieces: string[]): string =>
  `<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r>${pieces
    .map((piece) => `<w:r><w:instrText xml:space="preserve">${piece}</w:instrText></w:r>`)
    .join(
      '',
    )}<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>risultato</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>`;

const VML = 'xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office"';

/**
 * The variants of active and external content of issue 24 that are refused (the attached template, once refused, is
 * now taken out: withAttachedTemplate), each a real .docx, and what the refusal names.
 */
export const ACTIVE_CONTENT_VARIANTS: { name: string; docx: () => Buffer; element: string; part: string }[] =
  [
    {
      name: 'a linked external picture',
      docx: () =>
        documentWith(PICTURE, [relationship('rId5', 'image', 'http://traccia.example/p.png', true)]),
      element: 'immagine collegata',
      part: 'word/_rels/document.xml.rels',
    },
    {
      name: 'an INCLUDEPICTURE field',
      docx: () => documentWith(complexField(' INCLUDEPICTURE "http://traccia.example/p.png" \\d ')),
      element: 'campo INCLUDEPICTURE',
      part: 'word/document.xml',
    },
    {
      name: 'a DDEAUTO field split across runs',
      docx: () =>
        documentWith(complexField(' dd', 'EA', 'uto c:\\\\windows\\\\system32\\\\cmd.exe "/k calc" ')),
      element: 'campo DDEAUTO',
      part: 'word/document.xml',
    },
    {
      name: 'an altChunk of HTML with a remote image and a script',
      docx: () =>
        documentWith(`<w:altChunk ${R} r:id="rId7"/>`, [relationship('rId7', 'aFChunk', 'afchunk.htm')], {
          'word/afchunk.htm':
            '<html><body><img src="http://traccia.example/p.png"><script>alert(1)</script></body></html>',
        }),
      element: 'altChunk',
      part: 'word/document.xml',
    },
    {
      name: 'an embedded OLE package',
      docx: () =>
        documentWith(
          `<w:p><w:r><w:object ${VML}><v:shape id="_x0000_i1025" style="width:60pt;height:40pt"/><o:OLEObject ${R} Type="Embed" ProgID="Package" ShapeID="_x0000_i1025" r:id="rId8"/></w:object></w:r></w:p>`,
          [relationship('rId8', 'oleObject', 'embeddings/oleObject1.bin')],
          { 'word/embeddings/oleObject1.bin': Buffer.from('\u00d0\u00cf\u0011\u00e0 package', 'latin1') },
        ),
      element: 'oggetto OLE',
      part: 'word/document.xml',
    },
    {
      name: 'an ActiveX control',
      docx: () =>
        documentWith(
          `<w:p><w:r><w:object ${VML}><v:shape id="_x0000_i1026" style="width:60pt;height:20pt"/><w:control ${R} r:id="rId9" w:name="CommandButton1" w:shapeid="_x0000_i1026"/></w:object></w:r></w:p>`,
          [relationship('rId9', 'control', 'activeX/activeX1.xml')],
          {
            'word/activeX/activeX1.xml':
              '<?xml version="1.0"?><ax:ocx xmlns:ax="http://schemas.microsoft.com/office/2006/activeX" ax:classid="{D7053240-CE69-11CD-A777-00DD01143C57}" ax:persistence="persistStreamInit"/>',
          },
        ),
      element: 'ActiveX',
      part: 'word/document.xml',
    },
    {
      name: 'a javascript: hyperlink',
      docx: () =>
        documentWith(
          `<w:p><w:hyperlink ${R} r:id="rId10"><w:r><w:t>Leggi le condizioni</w:t></w:r></w:hyperlink></w:p>`,
          [relationship('rId10', 'hyperlink', 'javascript:alert(document.domain)', true)],
        ),
      element: '«javascript:»',
      part: 'word/_rels/document.xml.rels',
    },
  ];
