import libraryJoinUncorrupt from 'docxtemplater/js/join-uncorrupt.js';
import fileTypeConfig from 'docxtemplater/js/file-type-config.js';
import { joinUncorrupt, type JoinOptions } from './join-uncorrupt';

const DOCX_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const docx = (contentType: string): JoinOptions => ({ fileTypeConfig: fileTypeConfig.docx(), contentType });

/** Pieces as a rendered part has them: one tag each, text, white space, and the joined pieces of loops. */
const VOCABULARY: (string | Uint8Array)[] = [
  '<w:tbl>',
  '</w:tbl>',
  '<w:tblPr><w:tblW w:w="0"/></w:tblPr>',
  '<w:tr>',
  '<w:tr w:rsidR="00A1">',
  '</w:tr>',
  '<w:tc>',
  '<w:tc/>',
  '</w:tc>',
  '<w:tcPr>',
  '</w:tcPr>',
  '<w:p>',
  '<w:p/>',
  '<w:pPr>',
  '</w:p>',
  '<w:r>',
  '</w:r>',
  '<w:t xml:space="preserve">',
  '</w:t>',
  'Mario Rossi',
  '<w:tbl',
  ' ',
  '\n',
  '',
  '<w:bookmarkEnd w:id="3"/>',
  '<w:sdtContent>',
  '</w:sdtContent>',
  '<w:sectPr>',
  '</w:hdr>',
  '</w:ftr>',
  '<w:tc><w:p>',
  '</w:p></w:tc>',
  '<w:tcW>',
  new Uint8Array([60, 119, 58, 112, 62]),
];

/** A deterministic pseudo-random sequence (mulberry32), so a failure is reproduced by its seed. */
const randomOf = (seed: number) => {
  let state = seed;
  return (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
};

const piecesOf = (seed: number): (string | Uint8Array)[] => {
  const random = randomOf(seed);
  const length = Math.floor(random() * 60);
  return Array.from({ length }, () => VOCABULARY[Math.floor(random() * VOCABULARY.length)] ?? '');
};

const both = (pieces: (string | Uint8Array)[], options: JoinOptions) => ({
  ours: joinUncorrupt([...pieces], options),
  library: libraryJoinUncorrupt([...pieces], options),
});

describe('joinUncorrupt', () => {
  it('completes a cell left without a paragraph and drops a row left without cells, as docxtemplater does', () => {
    const pieces = [
      '<w:tbl>',
      '<w:tr>',
      '<w:tc>',
      '<w:tcPr>',
      '</w:tcPr>',
      '</w:tc>',
      '</w:tr>',
      '<w:tr>',
      '</w:tr>',
    ];
    const { ours, library } = both(pieces, docx(DOCX_MAIN));
    expect(ours.join('')).toBe('<w:tbl><w:tr><w:tc><w:tcPr></w:tcPr><w:p></w:p></w:tc></w:tr>');
    expect(ours).toEqual(library);
  });

  it('adds a paragraph after a table that closes a cell, looking past white space and bookmark ends', () => {
    const pieces = ['<w:tc>', '<w:tbl>', '</w:tbl>', ' ', '<w:bookmarkEnd w:id="1"/>', '</w:tc>'];
    const { ours, library } = both(pieces, docx(DOCX_MAIN));
    expect(ours[5]).toBe('<w:p/></w:tc>');
    expect(ours).toEqual(library);
  });

  it.each([
    ['the main document', DOCX_MAIN],
    ['a header', 'application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml'],
    ['another part', 'application/xml'],
  ])('gives the library’s result on 3,000 random piece lists of %s', (_label, contentType) => {
    const differences = Array.from({ length: 3000 }, (_, seed) => seed).filter((seed) => {
      const { ours, library } = both(piecesOf(seed), docx(contentType));
      return JSON.stringify(ours.map(String)) !== JSON.stringify(library.map(String));
    });
    expect(differences).toEqual([]);
  });

  it('leaves the PowerPoint rules, which drop a parent, to the library', () => {
    const options = { fileTypeConfig: fileTypeConfig.pptx(), contentType: 'pptx' };
    const pieces = [
      '<p:graphicFrame>',
      '<a:tbl>',
      '</a:tbl>',
      '</p:graphicFrame>',
      '<p:txBody>',
      '</p:txBody>',
    ];
    const { ours, library } = both(pieces, options);
    expect(ours).toEqual(library);
    expect(ours.join('')).toBe('<p:txBody><a:p></a:p></p:txBody>');
  });
});
