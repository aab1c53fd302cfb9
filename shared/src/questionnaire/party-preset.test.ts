import type { SimpleQuestion } from '../domain/question';
import { askedFields } from './group-items';
import { partyFields, partyGroup, type PartyFieldOptions } from './party-preset';
import { validateQuestions } from './questions-validation';

const variables = (kind: string, options?: PartyFieldOptions) =>
  askedFields({ fields: partyFields(options) }, { tipo: kind }, {}).map((field) => field.variable);

/** A field without what a lawyer reads: what the documents, the checks and the address book rely on. */
const shapeOf = ({ question: _question, description: _description, ...shape }: SimpleQuestion) => shape;

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
      cap: 'cap',
      provincia: 'provincia',
      nome: 'text',
    });
  });

  it('leaves out, when a template asks so, the PEC and a company’s codice fiscale, and nothing else', () => {
    const seeded = { pec: false, companyCodiceFiscale: false };
    expect(variables('Persona fisica', seeded)).toEqual(
      variables('Persona fisica').filter((variable) => variable !== 'pec'),
    );
    expect(variables('Persona giuridica', seeded)).toEqual(
      variables('Persona giuridica').filter((variable) => !['pec', 'codice_fiscale'].includes(variable)),
    );
  });

  it('changes only the question and help text of the fields a template words otherwise', () => {
    const worded = partyFields({
      wording: { rea: { question: 'Numero REA', description: 'Per esempio RM-1234567.' } },
    });
    const preset = partyFields();
    expect(worded.map(shapeOf)).toEqual(preset.map(shapeOf));
    expect(worded.find((field) => field.variable === 'rea')).toMatchObject({
      question: 'Numero REA',
      description: 'Per esempio RM-1234567.',
    });
    const others = (fields: typeof preset) => fields.filter((field) => field.variable !== 'rea');
    expect(others(worded)).toEqual(others(preset));
  });

  it('passes a group’s help text and its limits to the group', () => {
    const group = partyGroup(
      {
        variable: 'comodanti',
        question: 'Chi concede?',
        description: 'Uno o più.',
        item_label: 'Comodante',
        max_items: 6,
      },
      { pec: false },
    );
    expect(group).toMatchObject({ description: 'Uno o più.', min_items: 1, max_items: 6 });
    expect(group.fields.map((field) => field.variable)).not.toContain('pec');
    expect(validateQuestions([group])).toEqual([]);
  });
});
