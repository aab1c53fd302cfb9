import { ValidationError } from 'yup';
import { CONTACT_TEXT_LIMITS } from '../domain/contact';
import { contactMessages as m } from '../messages/contacts';
import { validationMessages } from '../messages/validation';
import { contactSchema, listContactsQuerySchema } from './contacts';

const person = {
  kind: 'persona_fisica',
  nome: '  Mario ',
  cognome: 'Rossi',
  sesso: 'M',
  luogo_nascita: 'Roma',
  data_nascita: '1985-12-10',
  codice_fiscale: 'rssmra 85t10 a562s',
  indirizzo: 'Via del  Corso 1',
  cap: '00186',
  comune: 'Roma',
  provincia: 'rm',
};

const company = {
  kind: 'persona_giuridica',
  denominazione: 'Alfa Costruzioni S.r.l.',
  partita_iva: '12345678903',
  indirizzo: 'Corso Italia 10',
  cap: '20122',
  comune: 'Milano',
  provincia: 'MI',
  rappresentante_nome: 'Anna',
  rappresentante_cognome: 'Bianchi',
  rappresentante_qualifica: 'Amministratore unico',
};

/** Each problem as `field: message`, sorted by field (yup reports them in no set order). */
const errorsOf = (body: unknown): string[] => {
  try {
    contactSchema.validateSync(body, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as ValidationError).inner.map(({ path, message }) => `${path ?? ''}: ${message}`).sort();
  }
};

describe('contactSchema', () => {
  it('accepts a persona fisica, codes in upper case without spaces and texts trimmed', () => {
    expect(contactSchema.validateSync(person)).toMatchObject({
      nome: 'Mario',
      codice_fiscale: 'RSSMRA85T10A562S',
      indirizzo: 'Via del Corso 1',
      provincia: 'RM',
    });
    expect(
      errorsOf({ ...person, pec: 'mario.rossi@pec.it', email: 'mario@rossi.it', telefono: '+39 06 1234567' }),
    ).toEqual([]);
  });

  it('accepts a persona giuridica, with an 11-digit or a 16-character codice fiscale and a REA', () => {
    expect(errorsOf(company)).toEqual([]);
    expect(errorsOf({ ...company, codice_fiscale: '12345678903', rea: 'mi-123456' })).toEqual([]);
    expect(errorsOf({ ...company, codice_fiscale: 'RSSMRA85T10A562S' })).toEqual([]);
    expect(contactSchema.validateSync({ ...company, rea: ' rm-1234567' })).toMatchObject({
      rea: 'RM-1234567',
    });
  });

  it('names every missing required field of the kind, one message each', () => {
    expect(errorsOf({ kind: 'persona_fisica' })).toEqual(
      [
        `nome: ${m.nome}`,
        `cognome: ${m.cognome}`,
        `sesso: ${m.sesso}`,
        `luogo_nascita: ${m.luogoNascita}`,
        `data_nascita: ${m.dataNascita}`,
        `codice_fiscale: ${m.codiceFiscalePerson}`,
        `indirizzo: ${m.indirizzo}`,
        `cap: ${m.cap}`,
        `comune: ${m.comune}`,
        `provincia: ${m.provincia}`,
      ].sort(),
    );
    expect(errorsOf({ kind: 'persona_giuridica' })).toHaveLength(9);
    expect(errorsOf({})).toContain(`kind: ${m.kind}`);
    expect(errorsOf({ ...person, kind: 'ente' })).toEqual([`kind: ${m.kind}`]);
  });

  it('refuses a codice fiscale with a wrong check character', () => {
    expect(errorsOf({ ...person, codice_fiscale: 'RSSMRA85T10A562T' })).toEqual([
      `codice_fiscale: ${m.codiceFiscalePerson}`,
    ]);
    expect(errorsOf({ ...person, codice_fiscale: '12345678903' })).toEqual([
      `codice_fiscale: ${m.codiceFiscalePerson}`,
    ]);
  });

  it('refuses a codice fiscale whose sex or birth date disagree with those given, omocodia included', () => {
    expect(errorsOf({ ...person, sesso: 'F' })).toEqual([
      `codice_fiscale: ${m.codiceFiscaleAgreement('sex')}`,
    ]);
    expect(errorsOf({ ...person, data_nascita: '1985-12-11' })).toEqual([
      `codice_fiscale: ${m.codiceFiscaleAgreement('date')}`,
    ]);
    expect(errorsOf({ ...person, data_nascita: '1986-12-10', sesso: 'F' })).toEqual([
      `codice_fiscale: ${m.codiceFiscaleAgreement('both')}`,
    ]);
    expect(errorsOf({ ...person, codice_fiscale: 'RSSMRA85T10A56NH' })).toEqual([]);
    const woman = { ...person, nome: 'Laura', cognome: 'Bianchi', sesso: 'F', data_nascita: '1990-01-01' };
    expect(errorsOf({ ...woman, codice_fiscale: 'BNCLRA90A4MH50MP' })).toEqual([]);
    expect(errorsOf({ ...woman, data_nascita: '1890-01-01', codice_fiscale: 'BNCLRA90A41H501F' })).toEqual([
      `data_nascita: ${m.dataNascitaRange}`,
    ]);
  });

  it('refuses a partita IVA with a wrong check digit, a CAP not of 5 digits, an unknown province, a bad REA', () => {
    expect(
      errorsOf({ ...company, partita_iva: '12345678904', cap: '2012', provincia: 'XX', rea: 'XX-12' }),
    ).toEqual([
      `cap: ${m.cap}`,
      `partita_iva: ${m.partitaIva}`,
      `provincia: ${m.provincia}`,
      `rea: ${m.rea}`,
    ]);
    expect(errorsOf({ ...company, codice_fiscale: '12345678904' })).toEqual([
      `codice_fiscale: ${m.codiceFiscaleCompany}`,
    ]);
  });

  it('refuses dates that do not exist or lie in the future', () => {
    expect(errorsOf({ ...person, data_nascita: '1985-02-30' })).toEqual([`data_nascita: ${m.dataNascita}`]);
    expect(errorsOf({ ...person, data_nascita: '10/12/1985' })).toEqual([`data_nascita: ${m.dataNascita}`]);
    expect(errorsOf({ ...person, data_nascita: '2999-12-10' })).toEqual([
      `data_nascita: ${m.dataNascitaRange}`,
    ]);
  });

  it('refuses unknown fields by name and the other kind’s fields, but takes back what an answer carries', () => {
    expect(errorsOf({ ...person, colore: 'blu', toString: 'x' })).toEqual([
      `: ${m.unknownFields(['colore', 'toString'])}`,
    ]);
    expect(errorsOf({ ...person, denominazione: 'Alfa' })).toEqual([
      `denominazione: ${m.notExpected('persona_fisica')}`,
    ]);
    expect(errorsOf({ ...company, email: 'a@b.it' })).toEqual([
      `email: ${m.notExpected('persona_giuridica')}`,
    ]);
    expect(errorsOf({ ...person, id: 'x', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: 'y' })).toEqual(
      [],
    );
  });

  it('takes null as "no value" but refuses a blank optional field, so a blank never erases by accident', () => {
    expect(contactSchema.validateSync({ ...person, pec: null })).not.toHaveProperty('pec', null);
    expect(errorsOf({ ...person, pec: '  ' })).toEqual([`pec: ${m.blank}`]);
    expect(errorsOf({ ...person, pec: 'studio.rossi@pec' })).toEqual([`pec: ${m.pec}`]);
    expect(errorsOf({ ...person, email: 'non-un-indirizzo', telefono: '12ab' })).toEqual([
      `email: ${m.email}`,
      `telefono: ${m.telefono}`,
    ]);
  });

  it('refuses control characters, over-long texts, and values that are not text', () => {
    expect(
      errorsOf({ ...person, indirizzo: 'Via\tRoma 1', comune: 'x'.repeat(CONTACT_TEXT_LIMITS.comune + 1) }),
    ).toEqual([`comune: ${m.tooLong(CONTACT_TEXT_LIMITS.comune)}`, `indirizzo: ${m.controlCharacters}`]);
    expect(errorsOf({ ...person, nome: { $ne: '' }, cognome: ['Rossi'] })).toEqual([
      `cognome: ${m.notText}`,
      `nome: ${m.notText}`,
    ]);
    expect(errorsOf({ ...person, nome: 'Mario2' })).toEqual([`nome: ${m.personName}`]);
    for (const unsafe of ['\ufffe', '\u{10ffff}', '\ud800'])
      expect(errorsOf({ ...company, denominazione: `Alfa${unsafe} S.r.l.` })).toEqual([
        `denominazione: ${validationMessages.unsafeCharacters}`,
      ]);
  });
});

describe('listContactsQuerySchema', () => {
  it('pages by 10 unless told, caps the limit and tidies the name searched', () => {
    expect(listContactsQuerySchema.validateSync({})).toEqual({ page: 1, limit: 10 });
    expect(
      listContactsQuerySchema.validateSync({ page: '2', limit: '5000', name: '  rossi   mario ' }),
    ).toEqual({
      page: 2,
      limit: 1000,
      name: 'rossi mario',
    });
  });
});
