import { xmlProblem } from './xml-well-formed';

const DOCUMENT = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<w:document xmlns:w="x"><w:body>${body}</w:body></w:document>`;

describe('xmlProblem', () => {
  it('passes a sound Word part, with attributes holding > and /, comments and CDATA', () => {
    const body =
      '<w:tbl><w:tr><w:tc><w:p w:rsidR="00A1"><w:r><w:t xml:space="preserve">a &amp; b > c</w:t></w:r></w:p></w:tc></w:tr></w:tbl>' +
      '<w:p><w:pPr w:val="a>b/c"/><!-- nota --><w:r><w:t><![CDATA[<x>]]></w:t></w:r></w:p>';
    expect(xmlProblem(DOCUMENT(body))).toBeNull();
  });

  it('finds a section that closed a paragraph outside its table cell (mismatched tag)', () => {
    const broken = '<w:tbl><w:tr><w:tc><w:p><w:r><w:t>x</w:t></w:r></w:tc></w:tr></w:tbl></w:p>';
    expect(xmlProblem(DOCUMENT(broken))).toMatch(/chiusura <\/w:tc> dove era aperto <w:p>/);
  });

  it.each([
    ['an element left open', '<w:p><w:r>'],
    ['a tag cut short', '<w:p'],
    ['a second root', '</w:body></w:document><w:document>'],
    ['a doctype', '<!DOCTYPE x>'],
  ])('finds %s', (_label, body) => {
    expect(xmlProblem(DOCUMENT(body))).not.toBeNull();
  });

  it.each([
    ['U+FFFE', '\ufffe', 'U+FFFE'],
    ['U+FFFF', '\uffff', 'U+FFFF'],
    ['a lone surrogate', '\ud800', 'U+D800'],
    ['a lone low surrogate', '\udc00', 'U+DC00'],
    ['a lone low surrogate after a pair', '😀\udfff', 'U+DFFF'],
    ['a high surrogate before another', '\udbff\ud800\udc00', 'U+DBFF'],
    ['a surrogate at the end of the part', '</w:t></w:r></w:p></w:body></w:document>\ud800', 'U+D800'],
    ['a control character', '\u0001', 'U+0001'],
    ['a reference to U+FFFE', '&#xFFFE;', 'U+FFFE'],
    ['a reference to a control character', '&#1;', 'U+0001'],
    ['a reference past Unicode', '&#x110000;', 'U+110000'],
  ])('finds %s, a character XML does not allow', (_label, text, code) => {
    expect(xmlProblem(DOCUMENT(`<w:p><w:r><w:t>Mario ${text} Rossi</w:t></w:r></w:p>`))).toBe(
      `carattere non ammesso in XML (${code})`,
    );
  });

  it('passes every character XML allows: tabs, line ends, emoji, references to them', () => {
    const body = '<w:p><w:r><w:t>a\tb\r\nc 😀 \ufffd \u{10fffd} &#x1F600; &#9; &#233;</w:t></w:r></w:p>';
    expect(xmlProblem(DOCUMENT(body))).toBeNull();
  });

  it('refuses an empty part', () => {
    expect(xmlProblem('')).toBe('documento vuoto');
  });
});
