import type { Answers, Question } from '../domain/question';
import { defaultContractName, firstPartyOf, PARTY_NAME_MAX_LENGTH, partyNamesOf } from './parties';

const text = (variable: string): Question => ({
  variable,
  question: variable,
  type: 'text',
  options: [],
  is_multiple_selection: false,
  required_answers: [],
});
const choice = (variable: string): Question => ({
  variable,
  question: variable,
  options: ['Una persona fisica', 'Una società o un ente'],
  is_multiple_selection: false,
  required_answers: [],
});

const questions = [
  choice('tipo_comodante'),
  text('comodante_nome'),
  text('comodante_denominazione'),
  text('comodante_nascita_luogo'),
  text('comodatario_nome'),
];

describe('the parties a contract names', () => {
  it('are the answers to the name questions, in the order of the questions', () => {
    const answers = {
      tipo_comodante: 'Una società o un ente',
      comodante_denominazione: 'Alfa Servizi S.r.l.',
      comodante_nascita_luogo: 'Roma',
      comodatario_nome: ' Mario Rossi ',
    };
    expect(partyNamesOf(questions, answers)).toEqual(['Alfa Servizi S.r.l.', 'Mario Rossi']);
    expect(firstPartyOf(questions, answers)).toBe('Alfa Servizi S.r.l.');
  });

  it('are kept to their first 200 characters: a contract is one item of bounded size', () => {
    const long = `Alfa ${'x'.repeat(2000)}`;
    const [party] = partyNamesOf(questions, { comodatario_nome: long });

    expect(PARTY_NAME_MAX_LENGTH).toBe(200);
    expect(party).toBe(long.slice(0, 200));
  });

  it('include the items of a repeating group of parties, in their order', () => {
    const field = (variable: string) => ({ ...text(variable), type: 'text' as const });
    const group: Question = {
      variable: 'locatori',
      question: 'I locatori',
      type: 'group',
      item_label: 'Locatore',
      min_items: 1,
      max_items: 5,
      fields: [field('nome'), field('cognome'), field('denominazione'), field('indirizzo')],
      options: [],
      is_multiple_selection: false,
      required_answers: [],
    };
    const answers: Answers = {
      locatori: [
        { nome: 'Anna', cognome: 'Bianchi', indirizzo: 'Via Roma 1' },
        { denominazione: 'Beta S.p.A.' },
        { indirizzo: 'Via Po 2' },
      ],
    };
    expect(
      partyNamesOf([group, text('conduttore_nome')], { ...answers, conduttore_nome: 'Carla Neri' }),
    ).toEqual(['Anna Bianchi', 'Beta S.p.A.', 'Carla Neri']);
  });

  it("name a contract by the template's title and the first party, or by the title alone", () => {
    const title = 'Contratto di comodato d’uso gratuito di immobile';
    expect(defaultContractName(title, questions, { comodante_nome: 'Luca Verdi' })).toBe(
      'Contratto di comodato d’uso gratuito di immobile – Luca Verdi',
    );
    expect(defaultContractName(title, questions, { tipo_comodante: 'Una persona fisica' })).toBe(title);
    expect([...defaultContractName(title, questions, { comodante_nome: 'x'.repeat(300) })]).toHaveLength(200);
  });
});
