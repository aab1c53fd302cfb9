import PizZip from 'pizzip';
import { inflateEntry, readZipEntries, ZipFormatError, ZipTooManyEntriesError } from './zip-reader';
import { deflatedEntry, writeZip } from './zip-writer';

describe('zip reader and writer', () => {
  it('write a zip that pizzip reads and read one pizzip writes', () => {
    const written = writeZip([
      deflatedEntry('a.xml', Buffer.from('<a>è</a>')),
      deflatedEntry('cartella/b.txt', Buffer.from('bbb')),
    ]);
    const zip = new PizZip(written);
    zip.file('c.txt', 'ciao');
    const rewritten = zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });

    expect(zip.file('a.xml')?.asText()).toBe('<a>è</a>');
    const entries = readZipEntries(rewritten);
    expect(entries.map(({ name }) => name)).toEqual(['a.xml', 'cartella/b.txt', 'c.txt']);
    expect(entries.map((entry) => inflateEntry(rewritten, entry, 100).toString())).toEqual([
      '<a>è</a>',
      'bbb',
      'ciao',
    ]);
  });

  it('dates an entry with its timestamp, and a generated part with 1980-01-01 00:00', () => {
    const at = { year: 2026, month: 11, day: 23, hour: 18, minute: 47, second: 31 };
    const zip = new PizZip(
      writeZip([
        deflatedEntry('fattura.xml', Buffer.from('<x/>'), at),
        deflatedEntry('a.xml', Buffer.from('a')),
      ]),
    );

    const dated = zip.file('fattura.xml')?.date;
    expect([dated?.getFullYear(), dated?.getMonth(), dated?.getDate()]).toEqual([2026, 10, 23]);
    expect([dated?.getHours(), dated?.getMinutes(), dated?.getSeconds()]).toEqual([18, 47, 30]);
    const plain = zip.file('a.xml')?.date;
    expect([plain?.getFullYear(), plain?.getMonth(), plain?.getDate(), plain?.getHours()]).toEqual([
      1980, 0, 1, 0,
    ]);
  });

  it.each<[string, Buffer]>([
    ['empty', Buffer.alloc(0)],
    ['text', Buffer.from('non è uno zip, ma è abbastanza lungo da contenere un record finale')],
    ['a truncated zip', writeZip([deflatedEntry('a.txt', Buffer.from('aaaa'))]).subarray(10)],
  ])('refuses %s', (_, buffer) => {
    expect(() => readZipEntries(buffer)).toThrow(ZipFormatError);
  });

  it('refuses more entries than allowed before reading them', () => {
    const zip = writeZip(['a', 'b', 'c'].map((name) => deflatedEntry(name, Buffer.from(name))));

    expect(() => readZipEntries(zip, 2)).toThrow(ZipTooManyEntriesError);
    expect(readZipEntries(zip, 3)).toHaveLength(3);
  });

  it('inflates no more than asked, whatever the entry claims', () => {
    const zip = writeZip([{ ...deflatedEntry('big', Buffer.alloc(10_000)), uncompressedSize: 1 }]);
    const [entry] = readZipEntries(zip);

    expect(() => inflateEntry(zip, entry!, 5_000)).toThrow(RangeError);
    expect(inflateEntry(zip, entry!, 10_000)).toHaveLength(10_000);
  });
});
