import { comparisonJobOf, compareKeyOf, isWholeZip, redlineJobOf, redlineKeyOf } from './comparison-job';

const redline = redlineJobOf({
  contractId: 'c-2',
  documentKey: 'documents/c-2/v3.docx',
  originalKey: 'documents/c-1/v2.docx',
  version: 2,
});
const compare = {
  kind: 'compare',
  ownerId: 't-1',
  original: 'masters/6a1f/Locazione.docx',
  revised: 'masters/7b2e/Locazione nuova.docx',
  target: compareKeyOf('t-1', 1, 2, 'master'),
  author: 'Redigo – versione 2',
};

describe('comparison jobs', () => {
  it('build the redline of an update beside its document, by «Redigo – versione N»', () => {
    expect(redline).toEqual({
      kind: 'redline',
      ownerId: 'c-2',
      original: 'documents/c-1/v2.docx',
      revised: 'documents/c-2/v3.docx',
      target: 'documents/c-2/v3.redline.docx',
      author: 'Redigo – versione 2',
    });
    expect(redlineKeyOf('documents/c-2/v3.docx')).toBe('documents/c-2/v3.redline.docx');
  });

  it('read a redline or a compare from a message', () => {
    expect(comparisonJobOf(JSON.parse(JSON.stringify(redline)))).toEqual(redline);
    expect(comparisonJobOf(compare)).toEqual(compare);
  });

  it('refuse a message that would read or write anything else', () => {
    const strays = [
      { ...redline, target: 'documents/c-2/v3.pdf' },
      { ...redline, revised: 'documents/c-9/v3.docx', target: 'documents/c-9/v3.redline.docx' },
      { ...redline, original: 'masters/x/a.docx' },
      { ...redline, original: '../secrets.json' },
      { ...redline, author: '' },
      { ...redline, kind: 'pdf' },
      { ...compare, target: 'compares/t-2/1-2-master.docx' },
      { ...compare, original: 'documents/c-1/v2.docx' },
      { ...compare, revised: 'masters/../documents/x.docx' },
      { ...compare, target: 'masters/t-1/1-2-master.docx' },
      { ...compare, ownerId: 42 },
      null,
      'redline',
    ];
    for (const stray of strays) expect(comparisonJobOf(stray)).toBeUndefined();
  });

  it('tell a whole zip from one still being written', () => {
    const end = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...Array(18).fill(0)]);
    expect(isWholeZip(Buffer.concat([Buffer.from('PK\u0003\u0004 data'), end]))).toBe(true);
    expect(isWholeZip(Buffer.from('PK\u0003\u0004 data cut here'))).toBe(false);
  });
});
