import type { SimpleQuestion } from '../domain/question';
import { groupAnswerProblems } from './group-answers';
import { sampleGroupAnswer, sampleWithinLimits } from './sample-answer';
import { landlords } from './test-support/groups';

const typed = (type: SimpleQuestion['type'], limits: Partial<SimpleQuestion> = {}): SimpleQuestion => ({
  variable: 'x',
  question: 'X',
  type,
  options: [],
  is_multiple_selection: false,
  required_answers: [],
  ...limits,
});

describe('sampleWithinLimits', () => {
  it('gives the default sample when the limits allow it', () => {
    expect(sampleWithinLimits(typed('number'))).toBe('12');
    expect(sampleWithinLimits(typed('amount'))).toBe('1250.50');
    expect(sampleWithinLimits(typed('date'))).toBe('2026-03-15');
    expect(sampleWithinLimits(typed('text'))).toBe('Testo di prova');
    expect(sampleWithinLimits(typed('text', { multiline: true }))).toBe('Testo di prova\nseconda riga');
  });

  it('moves a wish to the limit it passes and cuts a text to its length', () => {
    expect(sampleWithinLimits(typed('number', { min: 20 }))).toBe('20');
    expect(sampleWithinLimits(typed('amount', { max: 100 }), { amount: 1250 })).toBe('100.00');
    expect(sampleWithinLimits(typed('date', { max: '2026-01-01' }), { date: '2026-03-01' })).toBe(
      '2026-01-01',
    );
    expect(sampleWithinLimits(typed('text', { max_length: 5 }), { text: 'Milano' })).toBe('Milan');
  });
});

describe('sampleGroupAnswer', () => {
  const lease = landlords();

  it('gives min_items items, each answering the fields asked for it, valid for the group', () => {
    const sample = sampleGroupAnswer(lease, { uso: 'Abitativo' });
    expect(sample).toEqual([
      { tipo: 'Persona fisica', nome: 'Testo di prova', codice_fiscale: 'RSSMRA80C01H501Y' },
    ]);
    expect([...groupAnswerProblems(lease, sample, { uso: 'Abitativo' })]).toEqual([]);
  });

  it('takes the answers asked of it, by field and position, and leaves out a field it gives none for', () => {
    const companies = sampleGroupAnswer(lease, { uso: 'Commerciale' }, 2, (field, position) =>
      field.variable === 'tipo'
        ? 'Persona giuridica'
        : field.variable === 'rea'
          ? undefined
          : `${field.variable} ${position}`,
    );
    expect(companies).toEqual([
      { tipo: 'Persona giuridica', denominazione: 'denominazione 1', partita_iva: 'partita_iva 1' },
      { tipo: 'Persona giuridica', denominazione: 'denominazione 2', partita_iva: 'partita_iva 2' },
    ]);
  });
});
