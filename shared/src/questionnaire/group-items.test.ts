import { askedFields, isGroupItem } from './group-items';
import { multiple, single } from './test-support/questions';
import { field, group, landlords } from './test-support/groups';
import { typed } from './test-support/typed-questions';

const variables = (fields: { variable: string }[]) => fields.map(({ variable }) => variable);

describe('askedFields: the fields asked for one item', () => {
  const lease = landlords();

  it('asks the fields without conditions, and those whose conditions hold on the item’s earlier choices', () => {
    expect(variables(askedFields(lease, {}, {}))).toEqual(['tipo']);
    expect(variables(askedFields(lease, { tipo: 'Persona fisica' }, {}))).toEqual([
      'tipo',
      'nome',
      'codice_fiscale',
    ]);
    expect(variables(askedFields(lease, { tipo: 'Persona giuridica' }, { uso: 'Abitativo' }))).toEqual([
      'tipo',
      'denominazione',
      'partita_iva',
    ]);
  });

  it('reads the answers outside the group for a field conditioned on a top-level choice', () => {
    expect(variables(askedFields(lease, { tipo: 'Persona giuridica' }, { uso: 'Commerciale' }))).toContain(
      'rea',
    );
  });

  it('reads only earlier fields: an answer to a later field changes nothing', () => {
    const later = group('g', [
      field(typed('nome', 'text'), 'Nome', { tipo: 'A' }),
      field(single('tipo', ['A', 'B']), 'Tipo'),
    ]);
    expect(variables(askedFields(later, { tipo: 'A' }, {}))).toEqual(['tipo']);
  });

  it('takes a multiple choice field as including its options, and any of several conditions', () => {
    const extras = group('immobili', [
      field(multiple('pertinenze', ['Box', 'Cantina']), 'Pertinenze'),
      field(typed('box', 'text'), 'Dati del box', { pertinenze: 'Box' }),
      field(typed('altro', 'text'), 'Altro', { pertinenze: 'Cantina' }, { pertinenze: 'Box' }),
    ]);
    expect(variables(askedFields(extras, { pertinenze: ['Cantina'] }, {}))).toEqual(['pertinenze', 'altro']);
    expect(variables(askedFields(extras, { pertinenze: ['Box', 'Cantina'] }, {}))).toEqual([
      'pertinenze',
      'box',
      'altro',
    ]);
  });

  it('is not fooled by keys of Object.prototype nor changes the answers it reads', () => {
    const outer = { uso: 'Commerciale' };
    const item = JSON.parse('{"tipo": "Persona giuridica", "__proto__": {"uso": "Abitativo"}}');
    expect(variables(askedFields(lease, item, outer))).toContain('rea');
    expect(outer).toEqual({ uso: 'Commerciale' });
  });
});

describe('isGroupItem', () => {
  it.each([
    [{}, true],
    [{ nome: 'Mario' }, true],
    [null, false],
    [[], false],
    ['Mario', false],
    [3, false],
  ])('%j is an item: %s', (value, expected) => expect(isGroupItem(value)).toBe(expected));
});
