import type { Answers, AskedSimpleQuestion } from '../domain/question';
import { readableAnswer } from './readable-answers';
import { sampleWithinLimits } from './sample-answer';
import { fieldWording } from '../messages/answer-wording';
import { field, group } from './test-support/groups';
import { typed } from './test-support/typed-questions';
import { normalizeAnswers, typedAnswerProblem } from './typed-answers';
import { readTypedInput, typedLimitsText, understoodAnswer } from './typed-input';

const cf = { ...typed('cf', 'codice_fiscale'), question: 'Codice fiscale' };
const piva = { ...typed('piva', 'partita_iva'), question: 'Partita IVA' };
const askedCf: AskedSimpleQuestion = { ...cf, index: 0 };

describe('codice fiscale and partita IVA answers (docs/api.md, "Repeating groups and parties")', () => {
  it.each([
    ['a person’s code', 'RSSMRA85T10A562S'],
    ['a person’s code with omocodia letters for digits', 'RSSMRA85T10A56NH'],
    ['a woman’s code', 'FRRGLI90T55D612D'],
    ['a company’s 11 digits', '01114601006'],
  ])('takes %s as a codice fiscale', (_, code) => expect(typedAnswerProblem(cf, code)).toBeNull());

  it.each([
    [
      'a wrong check character',
      'RSSMRA85T10A562T',
      'Il codice fiscale della domanda "Codice fiscale" non è valido: il carattere di controllo non corrisponde.',
    ],
    [
      'a wrong check digit of a company',
      '01114601007',
      'Il codice fiscale della domanda "Codice fiscale" non è valido: il carattere di controllo non corrisponde.',
    ],
    [
      '15 characters',
      'RSSMRA85T10A562',
      'La risposta alla domanda "Codice fiscale" non è un codice fiscale: servono 16 lettere e cifre (o le 11 cifre di una società).',
    ],
    [
      'a letter where a digit goes',
      'RSSMRA8ZT10A562S',
      'La risposta alla domanda "Codice fiscale" non è un codice fiscale: servono 16 lettere e cifre (o le 11 cifre di una società).',
    ],
    [
      'lower case (not as stored)',
      'rssmra85t10a562s',
      'La risposta alla domanda "Codice fiscale" non è un codice fiscale: servono 16 lettere e cifre (o le 11 cifre di una società).',
    ],
    ['an empty text', '', 'La risposta alla domanda "Codice fiscale" è vuota.'],
  ])('refuses as a codice fiscale %s', (_, code, message) =>
    expect(typedAnswerProblem(cf, code)).toBe(message),
  );

  it.each([
    ['01114601006', null],
    [
      '01114601007',
      'La partita IVA della domanda "Partita IVA" non è valida: la cifra di controllo non corrisponde.',
    ],
    ['RSSMRA85T10A562S', 'La risposta alla domanda "Partita IVA" non è una partita IVA: servono 11 cifre.'],
    ['0111460100', 'La risposta alla domanda "Partita IVA" non è una partita IVA: servono 11 cifre.'],
  ])('judges the partita IVA %s', (code, message) => expect(typedAnswerProblem(piva, code)).toBe(message));

  it('refuses anything but a text', () => {
    expect(typedAnswerProblem(piva, 1114601006)).toBe(
      'La risposta alla domanda "Partita IVA" deve essere un testo.',
    );
  });

  it('stores codes in upper case without spaces, in a group’s items too', () => {
    const parti = group('parti', [field(typed('codice_fiscale', 'codice_fiscale'), 'Codice fiscale')]);
    // As a body may send it: the second item is no item, and stays as it is for the validation to refuse.
    const answers = {
      cf: ' rss mra 85t10\ta562s ',
      piva: '011 146 010 06',
      parti: [{ codice_fiscale: 'frrgli90t55d612d' }, 'x'],
    } as unknown as Answers;
    expect(normalizeAnswers([cf, piva, parti], answers)).toEqual({
      cf: 'RSSMRA85T10A562S',
      piva: '01114601006',
      parti: [{ codice_fiscale: 'FRRGLI90T55D612D' }, 'x'],
    });
  });

  it('reads the code itself, as typed in the browser and as the lawyer reads it back', () => {
    expect(readTypedInput(askedCf, 'rss mra 85t10 a562s')).toEqual({ value: 'RSSMRA85T10A562S' });
    expect(readTypedInput(askedCf, 'RSSMRA85T10A562T').problem).toMatch(/carattere di controllo/);
    expect(understoodAnswer(askedCf, 'RSSMRA85T10A562S')).toBe('RSSMRA85T10A562S');
    expect(readableAnswer(cf, 'RSSMRA85T10A562S')).toBe('RSSMRA85T10A562S');
    expect(typedLimitsText(askedCf)).toBe('');
  });

  it('words a group field’s problem without naming the question again', () => {
    expect(readTypedInput(askedCf, 'RSSMRA85T10A562T', fieldWording)).toEqual({
      problem: 'il codice fiscale non è valido: il carattere di controllo non corrisponde.',
    });
  });

  it('samples valid codes', () => {
    expect(typedAnswerProblem(cf, sampleWithinLimits(cf))).toBeNull();
    expect(typedAnswerProblem(piva, sampleWithinLimits(piva))).toBeNull();
  });
});
