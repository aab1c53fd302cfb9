import type { ContactData } from '@redigo/shared/domain/contact';
import { contactSearchTexts, matchesName, type ContactRecord } from '../../../areas/contacts';
import { indexItemsOf } from './contact-items';
import { MAX_POSTINGS, nameKey, postingKeys, searchPrefixes } from './contact-keys';

const person = (nome: string, cognome: string) => ({ kind: 'persona_fisica', nome, cognome }) as ContactData;
const company = (denominazione: string) => ({ kind: 'persona_giuridica', denominazione }) as ContactData;

/** Every substring of a contact's search texts, which a search must find. */
const substringsOf = (contact: ContactData): string[] => {
  const found = new Set<string>();
  for (const { text } of contactSearchTexts(contact))
    for (let start = 0; start < text.length; start += 1)
      for (let end = start + 1; end <= text.length; end += 1) found.add(text.slice(start, end).trim());
  return [...found].filter(Boolean);
};

/** Whether a search for `query` reaches the contact through one of its postings, and whether that is certain. */
const reach = (keys: string[], query: string) => {
  const hits = searchPrefixes(query).filter(({ prefix }) => keys.some((key) => key.startsWith(prefix)));
  return { found: hits.length > 0, certain: hits.some((hit) => hit.certain) };
};

describe('the postings of a name search', () => {
  it.each([
    person('Mario', 'Rossi'),
    person('Anna Maria', "D'Angelo"),
    person('Zoë', 'Müller-Lüdenscheidt'),
    person('Maria Antonietta Francesca', 'De Sanctis Piccolomini Aragona'),
    person('Maximilianus Bartholomaeus Christophorus', 'Wittelsbach-Hohenzollern Sigmaringen'),
    company('Alfa Costruzioni S.r.l.'),
    company('Immobiliare San Giorgio di Mario Rossi & C. S.a.s. in liquidazione volontaria'),
    company(
      'Società Cooperativa Edilizia Nuova Speranza dei Lavoratori del Porto di Civitavecchia a responsabilità limitata',
    ),
  ])('find every part of the name of %p, and stay within one transaction', (contact) => {
    const keys = postingKeys(contactSearchTexts(contact), 'id-1');

    expect(keys.length).toBeLessThanOrEqual(MAX_POSTINGS);
    for (const query of substringsOf(contact))
      expect({ query, ...reach(keys, query) }).toMatchObject({ query, found: true });
  });

  it('are certain only when the contact holds the query, and find nobody else', () => {
    const keys = postingKeys(contactSearchTexts(person('Mario', 'Rossi')), 'id-1');

    expect(reach(keys, 'rio ros')).toEqual({ found: true, certain: true });
    expect(reach(keys, 'rossi m')).toEqual({ found: true, certain: true });
    expect(reach(keys, 'bianchi').found).toBe(false);
    expect(reach(keys, 'mario  x').found).toBe(false);
    const long = postingKeys(contactSearchTexts(company('B'.repeat(100))), 'id-2');
    expect(reach(long, 'bbbb')).toMatchObject({ found: true, certain: false });
    expect(matchesName(company('B'.repeat(100)), 'bbbb')).toBe(true);
  });

  it('keep a rename within DynamoDB’s 100 writes: old and new index items and the contact', () => {
    const before = { ...person('X'.repeat(60), 'Y'.repeat(60)), id: 'id-1', ownerId: 'o' } as ContactRecord;
    const after = { ...company('Z'.repeat(120)), id: 'id-1', ownerId: 'o' } as ContactRecord;

    expect(indexItemsOf(before).length + indexItemsOf(after).length + 1).toBeLessThanOrEqual(100);
  });
});

describe('the list entries', () => {
  it('sort a name before a longer one it begins, whatever the ids', () => {
    expect(nameKey('ab', 'zzz') < nameKey('ab c', 'aaa')).toBe(true);
    expect(nameKey('rossi mario', 'b') < nameKey('rossini anna', 'a')).toBe(true);
  });
});

describe('the keys of a contact', () => {
  const bytes = (text: string) => new TextEncoder().encode(text).length;
  const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

  it.each([
    ['a denominazione of U+FDFA, 18 letters in NFKD', company('\uFDFA'.repeat(160))],
    ['a nome and cognome of U+FDFA and U+FDFB', person('\uFDFB'.repeat(60), '\uFDFA'.repeat(60))],
    ['a denominazione of four-byte characters', company('\u{1D400}'.repeat(80))],
  ])('stay within DynamoDB’s 1,024 bytes of a sort key, at the longest: %s', (_, data) => {
    const keys = indexItemsOf({ ...data, id, ownerId: 'o' } as ContactRecord).map((item) => String(item.key));

    expect(Math.max(...keys.map(bytes))).toBeLessThanOrEqual(1024);
  });
});
