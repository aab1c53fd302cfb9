import { FIRM_TAG_NAMES } from '../domain/firm';

const tagList = FIRM_TAG_NAMES.join(', ');

/** Italian messages of the firm's data in documents (docs/api.md, "Address book and the firm's data"). */
export const firmMessages = {
  unknownTag: (tag: string) =>
    `"${tag}" non è un dato dell’avvocato o dello studio: i dati che i documenti scrivono da soli sono ${tagList}.`,
  partAlone: (part: string) =>
    `"${part}" da solo non scrive nulla: indica il dato, per esempio ${part}.${part === 'avvocato' ? 'cognome' : 'denominazione'} (i dati sono ${tagList}).`,
  reservedVariable: (position: number, variable: string) =>
    `Domanda n. ${position}: la variabile "${variable}" è riservata ai dati dell’avvocato e dello studio, che i documenti scrivono senza chiederli: scegli un altro nome.`,
} as const;
