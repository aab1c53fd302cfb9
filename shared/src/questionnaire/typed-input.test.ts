import type { AskedSimpleQuestion } from '../domain/question';
import { readTypedInput, typedInputText, typedLimitsText, understoodAnswer } from './typed-input';

const asked = (
  type: AskedSimpleQuestion['type'],
  limits: Partial<AskedSimpleQuestion> = {},
): AskedSimpleQuestion => ({
  type,
  variable: 'x',
  question: 'Canone',
  description: '',
  options: [],
  is_multiple_selection: false,
  index: 0,
  ...limits,
});

const DATE_FORM =
  'La risposta alla domanda "Canone" non è scritta nel formato gg/mm/aaaa: scrivi il giorno, il mese e l\'anno per intero, per esempio 01/03/2026.';

describe('typed input', () => {
  it.each<[AskedSimpleQuestion['type'], string, string]>([
    ['number', '1234,5', '1234.5'],
    ['number', '1.234,5', '1234.5'],
    ['amount', '1.234,50', '1234.50'],
    ['amount', ' 800 ', '800'],
    ['date', '01/03/2026', '2026-03-01'],
    ['text', '  Mario Rossi ', 'Mario Rossi'],
  ])('reads a %s typed as %j as %j', (type, typed, value) => {
    expect(readTypedInput(asked(type), typed)).toEqual({ value });
  });

  it.each<[AskedSimpleQuestion['type'], string, string]>([
    ['number', 'abc', 'La risposta alla domanda "Canone" non è un numero valido (per esempio 1234,5).'],
    [
      'amount',
      '12,345',
      'La risposta alla domanda "Canone" non è un importo valido: al massimo due decimali, non negativo (per esempio 1234,50).',
    ],
    ['date', '30/02/2026', 'La risposta alla domanda "Canone" non è una data esistente (gg/mm/aaaa).'],
    ['date', '31/02/2027', 'La risposta alla domanda "Canone" non è una data esistente (gg/mm/aaaa).'],
    ['date', '1/3/27', DATE_FORM],
    ['date', '2027-03-01', DATE_FORM],
    ['date', '1 marzo 2027', DATE_FORM],
    ['date', '', 'La risposta alla domanda "Canone" è vuota.'],
    ['text', '   ', 'La risposta alla domanda "Canone" è vuota.'],
  ])('refuses a %s typed as %j as the server does', (type, typed, problem) => {
    expect(readTypedInput(asked(type), typed)).toEqual({ problem });
  });

  it('applies the limits as the server does', () => {
    expect(readTypedInput(asked('amount', { min: 100 }), '99,99')).toEqual({
      problem: 'La risposta alla domanda "Canone" non può essere inferiore a 100,00 €.',
    });
  });

  it('shows a canonical answer again as typed', () => {
    expect(typedInputText({ type: 'amount' }, '1234.5')).toBe('1.234,50');
    expect(typedInputText({ type: 'number' }, '1234.5')).toBe('1.234,5');
    expect(typedInputText({ type: 'date' }, '2026-03-01')).toBe('01/03/2026');
  });

  it('says what it understood as the document will read it', () => {
    expect(understoodAnswer({ type: 'amount' }, '1234.5')).toBe('1.234,50 €');
    expect(understoodAnswer({ type: 'number' }, '1234.5')).toBe('1.234,5');
    expect(understoodAnswer({ type: 'date' }, '2026-03-01')).toBe('1° marzo 2026');
    expect(understoodAnswer({ type: 'text' }, 'Milano')).toBe('');
  });

  it('tells the limits before typing', () => {
    expect(typedLimitsText(asked('text'))).toBe('Massimo 200 caratteri.');
    expect(typedLimitsText(asked('amount', { min: 100, max: 2000 }))).toBe('Da 100,00 € a 2.000,00 €.');
    expect(typedLimitsText(asked('number', { max: 96 }))).toBe('Al massimo 96.');
    expect(typedLimitsText(asked('date', { min: '2026-01-01' }))).toBe('Una data dal 01/01/2026 in poi.');
  });
});
