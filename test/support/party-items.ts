import type { GroupItem } from '@redigo/shared/domain/question';
import { codiceFiscaleCheckLetter } from '@redigo/shared/tax-codes/index';

export interface Person {
  nome: string;
  cognome: string;
  /** The first 15 characters of the person's codice fiscale: the check letter is computed, never written. */
  codice: string;
  luogo_nascita: string;
  /** YYYY-MM-DD, as the codice fiscale says it. */
  data_nascita: string;
}

/**
 * A persona fisica as an item of a party group of the seeded templates (party-questions.ts): every field a person's
 * item asks, with a valid codice fiscale.
 */
export const personItem = ({ codice, ...person }: Person): GroupItem => ({
  tipo: 'Persona fisica',
  ...person,
  codice_fiscale: `${codice}${codiceFiscaleCheckLetter(codice)}`,
  indirizzo: 'via Roma n. 1',
  cap: '00184',
  comune: 'Roma',
  provincia: 'RM',
});

/** People with their codice fiscale's first 15 characters (surname, name, birth date and sex, comune of birth). */
export const PEOPLE = {
  marioRossi: {
    nome: 'Mario',
    cognome: 'Rossi',
    codice: 'RSSMRA70C03H501',
    luogo_nascita: 'Roma (RM)',
    data_nascita: '1970-03-03',
  },
  annaBianchi: {
    nome: 'Anna',
    cognome: 'Bianchi',
    codice: 'BNCNNA75E52F205',
    luogo_nascita: 'Milano (MI)',
    data_nascita: '1975-05-12',
  },
  ciroEsposito: {
    nome: 'Ciro',
    cognome: 'Esposito',
    codice: 'SPSCRI65A15F839',
    luogo_nascita: 'Napoli (NA)',
    data_nascita: '1965-01-15',
  },
  nicoloFabbri: {
    nome: 'Nicolò',
    cognome: 'Fabbrì',
    codice: 'FBBNCL80L20D612',
    luogo_nascita: 'Firenze (FI)',
    data_nascita: '1980-07-20',
  },
  paolaNeri: {
    nome: 'Paola',
    cognome: 'Neri',
    codice: 'NREPLA72P48L219',
    luogo_nascita: 'Torino (TO)',
    data_nascita: '1972-09-08',
  },
  francoGallo: {
    nome: 'Franco',
    cognome: 'Gallo',
    codice: 'GLLFNC68S25A944',
    luogo_nascita: 'Bologna (BO)',
    data_nascita: '1968-11-25',
  },
  lucaConti: {
    nome: 'Luca',
    cognome: 'Conti',
    codice: 'CNTLCU78D30D969',
    luogo_nascita: 'Genova (GE)',
    data_nascita: '1978-04-30',
  },
  saraRiva: {
    nome: 'Sara',
    cognome: 'Riva',
    codice: 'RVISRA82H54L736',
    luogo_nascita: 'Venezia (VE)',
    data_nascita: '1982-06-14',
  },
} satisfies Record<string, Person>;
