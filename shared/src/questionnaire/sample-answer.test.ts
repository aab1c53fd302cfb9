import type { SimpleQuestion } from '../domain/question';
import { sampleWithinLimits } from './sample-answer';

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
