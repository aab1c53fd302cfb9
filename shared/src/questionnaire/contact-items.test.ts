import type { Contact, ContactData } from '../domain/contact';
import { contactChanges } from './contact-changes';
import { contactFromItem, isPartyGroup, isSameContact, itemFromContact, searchNameOf } from './contact-items';
import { partyFields } from './party-preset';
import { field, landlords } from './test-support/groups';
import { typed } from './test-support/typed-questions';

const party = { fields: partyFields() };

const MARIO: Contact = {
  id: 'c1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  kind: 'persona_fisica',
  nome: 'Mario',
  cognome: 'Rossi',
  sesso: 'M',
  luogo_nascita: 'Roma',
  data_nascita: '1985-12-10',
  codice_fiscale: 'RSSMRA85T10A562S',
  indirizzo: 'Via Verdi 12',
  cap: '20121',
  comune: 'Milano',
  provincia: 'MI',
  email: 'mario.rossi@example.it',
};

const ALFA: ContactData = {
  kind: 'persona_giuridica',
  denominazione: 'Alfa S.r.l.',
  partita_iva: '01114601006',
  indirizzo: 'Piazza Duomo 1',
  cap: '20122',
  comune: 'Milano',
  provincia: 'MI',
  rappresentante_nome: 'Anna',
  rappresentante_cognome: 'Bianchi',
  rappresentante_qualifica: 'Amministratore unico',
};

describe('which groups a contact fills', () => {
  it('is a party group when its fields carry a name and another attribute of a contact', () => {
    expect(isPartyGroup(party)).toBe(true);
    expect(isPartyGroup(landlords())).toBe(true);
    const notParty = [field(typed('canone', 'amount'), 'Canone'), field(typed('cognome_x', 'text'), 'X')];
    expect(isPartyGroup({ fields: notParty })).toBe(false);
    expect(isPartyGroup({ fields: [field(typed('cognome', 'text'), 'Cognome')] })).toBe(false);
  });
});

describe('filling an item from a contact', () => {
  it('gives each field the attribute of the same name, the date as typed and tipo from kind', () => {
    const item = itemFromContact(party, {}, MARIO);
    expect(item).toEqual({
      tipo: 'Persona fisica',
      nome: 'Mario',
      cognome: 'Rossi',
      luogo_nascita: 'Roma',
      data_nascita: '10/12/1985',
      codice_fiscale: 'RSSMRA85T10A562S',
      indirizzo: 'Via Verdi 12',
      cap: '20121',
      comune: 'Milano',
      provincia: 'MI',
    });
    // The group asks no e-mail nor sex: only fields the group has are filled.
    expect(item).not.toHaveProperty('email');
    expect(item).not.toHaveProperty('sesso');
  });

  it('empties the attribute fields the contact lacks and keeps the fields no contact has', () => {
    const withShare = { fields: [...partyFields(), field(typed('quota', 'text'), 'Quota')] };
    const before = { tipo: 'Persona fisica', nome: 'Luca', pec: 'luca@pec.it', quota: '50%' };
    const item = itemFromContact(withShare, before, ALFA);
    expect(item.tipo).toBe('Persona giuridica');
    expect(item.denominazione).toBe('Alfa S.r.l.');
    expect(item).not.toHaveProperty('nome');
    expect(item).not.toHaveProperty('pec');
    expect(item.quota).toBe('50%');
    expect(before.nome).toBe('Luca');
  });
});

describe('the contact an item saves', () => {
  it('reads the typed values back, the sex from the codice fiscale', () => {
    const item = itemFromContact(party, {}, MARIO);
    const read = contactFromItem(party, { ...item, comune: 'Torino', provincia: 'TO' }, {});
    expect(read.contact).toEqual({
      kind: 'persona_fisica',
      nome: 'Mario',
      cognome: 'Rossi',
      sesso: 'M',
      luogo_nascita: 'Roma',
      data_nascita: '1985-12-10',
      codice_fiscale: 'RSSMRA85T10A562S',
      indirizzo: 'Via Verdi 12',
      cap: '20121',
      comune: 'Torino',
      provincia: 'TO',
    });
  });

  it('never erases a stored value with a blank or a field the group does not ask', () => {
    const item = { ...itemFromContact(party, {}, MARIO), cap: '  ', pec: '' };
    const read = contactFromItem(party, item, {}, MARIO);
    expect(read.contact).toMatchObject({ cap: '20121', email: 'mario.rossi@example.it' });
    expect(contactChanges(MARIO, read.contact as ContactData)).toEqual([]);
  });

  it('refuses a value its field cannot read, naming the field, and writes nothing', () => {
    const item = { ...itemFromContact(party, {}, MARIO), data_nascita: '31/02/1985' };
    const read = contactFromItem(party, item, {}, MARIO);
    expect(read.contact).toBeUndefined();
    expect(read.problems?.get('data_nascita')).toMatch(/data esistente/);
  });
});

describe('what a save changes', () => {
  it('lists each changed attribute, old and new, in the forms’ order', () => {
    const next = { ...MARIO, comune: 'Torino', provincia: 'TO', email: undefined };
    expect(contactChanges(MARIO, next)).toEqual([
      { attribute: 'comune', label: 'Comune', before: 'Milano', after: 'Torino' },
      { attribute: 'provincia', label: 'Provincia', before: 'MI', after: 'TO' },
      { attribute: 'email', label: 'E-mail', before: 'mario.rossi@example.it' },
    ]);
  });

  it('lists every value of a new contact, the kind and dates as a person reads them', () => {
    const changes = contactChanges(undefined, MARIO);
    expect(changes[0]).toEqual({ attribute: 'kind', label: 'Tipo', after: 'Persona fisica' });
    expect(changes.find((change) => change.attribute === 'data_nascita')?.after).toBe('10/12/1985');
    expect(changes).toHaveLength(12);
  });

  it('drops the other kind’s attributes when the kind changes', () => {
    const changes = contactChanges(MARIO, ALFA);
    expect(changes.find((change) => change.attribute === 'nome')).toEqual({
      attribute: 'nome',
      label: 'Nome',
      before: 'Mario',
    });
    expect(changes.find((change) => change.attribute === 'denominazione')?.after).toBe('Alfa S.r.l.');
  });
});

describe('the stored contact an item describes', () => {
  it('is the one of the same kind and code, found by the item’s name', () => {
    const item = contactFromItem(party, itemFromContact(party, {}, MARIO), {}).contact as ContactData;
    expect(isSameContact(MARIO, item)).toBe(true);
    expect(isSameContact(MARIO, { ...item, codice_fiscale: 'DMCNNA85A41F205F' } as ContactData)).toBe(false);
    expect(isSameContact(ALFA, item)).toBe(false);
    expect(isSameContact(ALFA, { ...ALFA, denominazione: 'Alfa Servizi S.r.l.' })).toBe(true);
    expect(searchNameOf(item)).toBe('Rossi Mario');
    expect(searchNameOf({ kind: 'persona_fisica', cognome: 'Verdi' } as ContactData)).toBe('Verdi');
    expect(searchNameOf(ALFA)).toBe('Alfa S.r.l.');
  });
});
