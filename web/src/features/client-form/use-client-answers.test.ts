import type { ClientForm } from '@redigo/shared/domain/client-link';
import { workOf } from './use-client-answers';

const form: ClientForm = {
  lawyer: { name: 'Maria', surname: 'Rossi', pec: 'maria.rossi@pec.it' },
  title: 'Contratto di locazione',
  privacy_notice: 'Informativa',
  questions: [
    {
      variable: 'conduttori',
      question: 'Chi prende l’immobile in locazione?',
      type: 'group',
      item_label: 'Conduttore',
      min_items: 1,
      max_items: 3,
      fields: [
        {
          variable: 'nome',
          question: 'Nome',
          type: 'text',
          options: [],
          is_multiple_selection: false,
          required_answers: [],
        },
        {
          variable: 'data_nascita',
          question: 'Data di nascita',
          type: 'date',
          options: [],
          is_multiple_selection: false,
          required_answers: [],
        },
      ],
      options: [],
      is_multiple_selection: false,
      index: 1,
    },
  ],
  answers: {},
  submitted: false,
};

describe('the client’s work as it is saved', () => {
  it('keeps a list being typed as far as its fields read, a date halfway left out', () => {
    expect(workOf(form, {}, { conduttori: [{ nome: 'Anna', data_nascita: '01/01' }] })).toEqual({
      conduttori: [{ nome: 'Anna' }],
    });
    expect(workOf(form, {}, { conduttori: [{ nome: 'Anna', data_nascita: '01/01/1990' }] })).toEqual({
      conduttori: [{ nome: 'Anna', data_nascita: '1990-01-01' }],
    });
  });

  it('keeps a list answered with «Avanti» as answered, whatever is being typed over it', () => {
    const answered = { conduttori: [{ nome: 'Anna', data_nascita: '1990-01-01' }] };
    expect(workOf(form, answered, { conduttori: [{ nome: 'An' }] })).toEqual(answered);
  });
});
