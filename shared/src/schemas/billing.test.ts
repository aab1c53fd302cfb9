import { ValidationError } from 'yup';
import { billingSchema } from './billing';

const professionista = {
  kind: 'professionista',
  name: 'Maria',
  surname: 'Rossi',
  codice_fiscale: 'rssmra85t10a562s',
  partita_iva: '12345678903',
  indirizzo: 'Corso Italia 10',
  cap: '20122',
  comune: 'Milano',
  provincia: 'mi',
};

const errorsOf = (body: unknown): string[] => {
  try {
    billingSchema.validateSync(body, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as ValidationError).errors;
  }
};

describe('billingSchema', () => {
  it('accepts a professionista, normalising codes to upper case and dropping the studio name', () => {
    const billing = billingSchema.validateSync(
      { ...professionista, denominazione: 'x' },
      { stripUnknown: true },
    );

    expect(billing).toMatchObject({ codice_fiscale: 'RSSMRA85T10A562S', provincia: 'MI' });
    expect(billing.denominazione).toBeUndefined();
  });

  it("accepts a studio's 11-digit codice fiscale, but not a professionista's", () => {
    const studio = {
      ...professionista,
      kind: 'studio',
      denominazione: 'Studio Rossi',
      codice_fiscale: '12345678903',
    };

    expect(errorsOf(studio)).toEqual([]);
    expect(errorsOf({ ...professionista, codice_fiscale: '12345678903' })).toEqual([
      'Codice fiscale non valido: servono 16 caratteri con il carattere di controllo corretto.',
    ]);
  });

  it('treats empty codice destinatario and PEC as not given, and checks them when given', () => {
    expect(errorsOf({ ...professionista, codice_destinatario: '', pec_destinatario: ' ' })).toEqual([]);
    expect(errorsOf({ ...professionista, codice_destinatario: 'abc-123' })).toEqual([
      'Codice destinatario non valido: servono 7 lettere o cifre.',
    ]);
  });

  it('asks for every missing field of its kind, and refuses text FatturaPA cannot carry', () => {
    expect(errorsOf({ kind: 'studio' })).toHaveLength(7);
    expect(errorsOf({ kind: 'studio' })).toContain(
      'Codice fiscale non valido: servono 16 caratteri (persona) o 11 cifre (studio) con il controllo corretto.',
    );
    expect(errorsOf({ ...professionista, comune: 'Milano ☀' })).toEqual([
      'Usa solo lettere, cifre e segni dell’alfabeto latino.',
    ]);
    expect(errorsOf({ ...professionista, kind: 'ente' })).toEqual([
      'Indica se fatturare a un professionista o a uno studio.',
    ]);
  });

  it("takes a professionista's name only as a person's name: no address rides on it", () => {
    expect(errorsOf({ ...professionista, name: 'Visita t.me' })).toEqual([
      'Usa solo lettere, spazi, apostrofi, trattini e punti (niente numeri, simboli o indirizzi web).',
    ]);
    expect(errorsOf({ ...professionista, name: 'Maria G.', surname: "D'Angelo" })).toEqual([]);
    expect(
      errorsOf({ ...professionista, kind: 'studio', denominazione: 'Studio t.me', name: 'x.co' }),
    ).toEqual([]);
  });

  it('takes a PEC of any domain length an invoice can carry, and none without a top-level domain', () => {
    const long = `avvocato@pec.${'studiolegaleassociatobianchi'.padEnd(49, 'e')}.it`;
    expect(errorsOf({ ...professionista, pec_destinatario: long })).toEqual([]);
    expect(errorsOf({ ...professionista, pec_destinatario: 'studio.avvocato@pec' })).toEqual([
      'PEC di recapito non valida.',
    ]);
  });
});
