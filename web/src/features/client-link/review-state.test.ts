import type { Proposal } from '@redigo/shared/domain/client-link';
import type { AskedQuestion } from '@redigo/shared/domain/question';
import { decisionOf, initialChoices, problemsByProposal, questionOf, shownValue } from './review-state';

const tenants: AskedQuestion = {
  variable: 'conduttori',
  question: 'Chi prende l’immobile in locazione?',
  type: 'group',
  item_label: 'Conduttore',
  min_items: 1,
  max_items: 6,
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
    {
      variable: 'codice_fiscale',
      question: 'Codice fiscale',
      type: 'codice_fiscale',
      options: [],
      is_multiple_selection: false,
      required_answers: [],
    },
  ],
  options: [],
  is_multiple_selection: false,
  index: 1,
};
const rent: AskedQuestion = {
  variable: 'canone',
  question: 'Canone mensile',
  type: 'amount',
  options: [],
  is_multiple_selection: false,
  index: 2,
};

const field = (name: string, proposed: string, extra: Partial<Proposal> = {}): Proposal => ({
  variable: 'conduttori',
  item: 0,
  field: name,
  question: `Conduttore 1 – ${name}`,
  current: null,
  proposed,
  changed: true,
  status: 'pending',
  ...extra,
});

describe('the review of what a client sent', () => {
  it('finds the question of a proposal: a group’s field, or a top-level question', () => {
    expect(questionOf([tenants, rent], field('data_nascita', '1990-01-01'))?.type).toBe('date');
    expect(
      questionOf([tenants, rent], { ...field('x', '1'), variable: 'canone', item: undefined }),
    ).toMatchObject({
      type: 'amount',
      required_answers: [],
    });
    expect(questionOf([rent], field('nome', 'Anna'))).toBeUndefined();
  });

  it('shows values the Italian way, and an absent one as such', () => {
    const date = questionOf([tenants], field('data_nascita', ''));
    expect(shownValue(date, '1990-01-01')).toBe('01/01/1990');
    expect(shownValue(date, null)).toBe('Nessuna risposta');
  });

  it('starts with the values the client kept accepted and the changed ones to decide', () => {
    const kept = field('nome', 'Anna', { current: 'Anna', changed: false });
    const decided = field('codice_fiscale', 'X', { changed: false, status: 'accepted' });
    expect(initialChoices([kept, field('data_nascita', '1990-01-01'), decided])).toEqual({
      'conduttori#0#nome': { action: 'accept', value: 'Anna' },
    });
  });

  it('sends an edited value in its canonical form, and refuses one that does not read', () => {
    const date = field('data_nascita', '1990-01-01');
    const question = questionOf([tenants], date);
    expect(decisionOf(date, { action: 'edit', value: '02/01/1990' }, question)).toEqual({
      decision: {
        variable: 'conduttori',
        item: 0,
        field: 'data_nascita',
        action: 'edit',
        value: '1990-01-02',
      },
    });
    const code = field('codice_fiscale', 'BNCNNA90A41H501T');
    const refused = decisionOf(
      code,
      { action: 'edit', value: 'BNCNNA90A41H501X' },
      questionOf([tenants], code),
    );
    expect(refused.problem).toMatch(/codice fiscale/i);
    expect(decisionOf(code, { action: 'reject', value: '' }, undefined)).toEqual({
      decision: { variable: 'conduttori', item: 0, field: 'codice_fiscale', action: 'reject' },
    });
  });

  it('puts each message of a refused batch by the proposal it names', () => {
    const name = field('nome', 'Anna');
    const date = field('data_nascita', '1990-01-01');
    const messages = [
      'Decisione n. 2: la proposta per "Conduttore 1 – data_nascita" è già stata decisa.',
      'Conduttore 1 – nome: troppo lungo.',
      'La bozza è cambiata mentre esaminavi i dati del cliente: ricarica la pagina e riprova.',
    ];
    expect(problemsByProposal(messages, [name, date], [name, date])).toEqual({
      byKey: { 'conduttori#0#data_nascita': messages[0], 'conduttori#0#nome': messages[1] },
      general: [messages[2]],
    });
  });
});
