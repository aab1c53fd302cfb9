import { askedFields } from './group-items';
import { partyFields, partyGroup } from './party-preset';
import { validateQuestions } from './questions-validation';

const variables = (kind: string) =>
  askedFields({ fields: partyFields() }, { tipo: kind }, {}).map((field) => field.variable);

describe('partyGroup: «Parte (persona fisica o giuridica)»', () => {
  it('is a group the question rules accept', () => {
    expect(
      validateQuestions([
        partyGroup({ variable: 'locatori', question: 'I locatori', item_label: 'Locatore' }),
      ]),
    ).toEqual([]);
  });

  it('asks a person the address book’s attributes of a persona fisica (sesso read from the codice fiscale)', () => {
    expect(variables('Persona fisica')).toEqual([
      'tipo',
      'nome',
      'cognome',
      'luogo_nascita',
      'data_nascita',
      'codice_fiscale',
      'indirizzo',
      'cap',
      'comune',
      'provincia',
      'pec',
    ]);
  });

  it('asks a company the address book’s attributes of a persona giuridica', () => {
    expect(variables('Persona giuridica')).toEqual([
      'tipo',
      'denominazione',
      'partita_iva',
      'codice_fiscale',
      'indirizzo',
      'cap',
      'comune',
      'provincia',
      'rea',
      'pec',
      'rappresentante_nome',
      'rappresentante_cognome',
      'rappresentante_qualifica',
    ]);
  });

  it('gives each field the type of its attribute', () => {
    const types = Object.fromEntries(partyFields().map((field) => [field.variable, field.type]));
    expect(types).toMatchObject({
      tipo: 'choice',
      data_nascita: 'date',
      codice_fiscale: 'codice_fiscale',
      partita_iva: 'partita_iva',
      nome: 'text',
    });
  });
});
