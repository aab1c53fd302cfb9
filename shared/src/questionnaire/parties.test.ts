import type { Question } from '../domain/question';
import { defaultContractName, firstPartyOf, partyNamesOf } from './parties';

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

  it('include the items of a repeating group of parties', () => {
    const group: Question = { ...text('locatori'), type: undefined, options: [] };
    const answers = {
      locatori: [{ nome: 'Anna', cognome: 'Bianchi' }, { denominazione: 'Beta S.p.A.' }, { tipo: 'x' }],
    } as unknown as Record<string, string[]>;
    expect(partyNamesOf([group], answers)).toEqual(['Anna Bianchi', 'Beta S.p.A.']);
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
