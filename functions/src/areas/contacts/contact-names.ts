import { contactDisplayName, type ContactData } from '@redigo/shared/domain/contact';
import { foldName } from '@redigo/shared/text';

/** The name a lawyer's list is sorted by: `cognome nome` or the denominazione, without case or accents. */
export const contactSortName = (contact: ContactData): string => foldName(contactDisplayName(contact));

/**
 * A text a name search looks into, and how many of its first characters a match must start at to be found only
 * there (a match of `nome cognome` starting in the surname is also one of `cognome nome`).
 */
export interface SearchText {
  text: string;
  starts: number;
}

/** What `name` is matched against (docs/api.md, GET /contact): folded like the name searched. */
export const contactSearchTexts = (contact: ContactData): SearchText[] => {
  if (contact.kind === 'persona_giuridica') {
    const text = foldName(contact.denominazione);
    return [{ text, starts: text.length }];
  }
  const [nome, cognome] = [foldName(contact.nome), foldName(contact.cognome)];
  return [
    { text: `${nome} ${cognome}`, starts: nome.length },
    { text: `${cognome} ${nome}`, starts: cognome.length },
  ];
};

/** The name searched, folded as the texts are: case, accents and runs of spaces aside. */
export const foldSearch = foldName;

/** Whether a contact's name holds the folded `query` (a substring of `nome cognome`, `cognome nome` or the denominazione). */
export const matchesName = (contact: ContactData, query: string): boolean =>
  contactSearchTexts(contact).some(({ text }) => text.includes(query));
