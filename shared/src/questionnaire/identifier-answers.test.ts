import type { Answers } from '../domain/question';
import { codiceFiscaleCheckLetter } from '../tax-codes';
import { readableAnswer } from './readable-answers';
import { sampleWithinLimits } from './sample-answer';
import { validateAnswerValues } from './answers-validation';
import { fieldWording } from '../messages/answer-wording';
import { field, group } from './test-support/groups';
import { typed } from './test-support/typed-questions';
import { normalizeAnswers, typedAnswerProblem } from './typed-answers';
import { typedQuestionProblems } from './typed-questions';
import { readTypedInput } from './typed-input';

const iban = { ...typed('iban', 'iban'), question: 'IBAN' };
const provincia = { ...typed('provincia', 'provincia'), question: 'Provincia' };
const cap = { ...typed('cap', 'cap'), question: 'CAP' };

describe('IBAN, provincia and CAP answers (docs/api.md, "Identifiers checked where they are typed")', () => {
  it('takes right identifiers and stores them in their canonical form', () => {
    const questions = [iban, provincia, cap];
    const given: Answers = { iban: ' it60 x054 2811 1010 0000 0123 456', provincia: 'na ', cap: ' 80134 ' };
    expect(validateAnswerValues(questions, given)).toEqual([]);
    expect(normalizeAnswers(questions, given)).toEqual({
      iban: 'IT60X0542811101000000123456',
      provincia: 'NA',
      cap: '80134',
    });
  });

  it.each([
    [
      iban,
      'IT61X0542811101000000123456',
      'L\'IBAN della domanda "IBAN" non è valido: le cifre di controllo non corrispondono.',
    ],
    [
      iban,
      'IT60X054281110100000012345',
      'L\'IBAN della domanda "IBAN" non è valido: per questo paese ha 27 caratteri.',
    ],
    [
      iban,
      'QQ60X0542811101000000123456',
      'L\'IBAN della domanda "IBAN" non è valido: le prime due lettere non indicano un paese che usa l\'IBAN.',
    ],
    [
      iban,
      'conto 123',
      'La risposta alla domanda "IBAN" non è un IBAN: due lettere del paese, due cifre di controllo e il numero del conto (per esempio IT60 X054 2811 1010 0000 0123 456).',
    ],
    [
      provincia,
      'XX',
      'La risposta alla domanda "Provincia" non è la sigla di una provincia italiana (per esempio NA).',
    ],
    [
      provincia,
      'Napoli',
      'La risposta alla domanda "Provincia" non è la sigla di una provincia italiana (per esempio NA).',
    ],
    [cap, '8013', 'La risposta alla domanda "CAP" non è un CAP: servono 5 cifre (per esempio 80134).'],
    [cap, '80 134', 'La risposta alla domanda "CAP" non è un CAP: servono 5 cifre (per esempio 80134).'],
  ])('refuses for %p the answer %s', (question, value, message) => {
    expect(validateAnswerValues([question], { [question.variable]: value })).toEqual([message]);
  });

  it('words the problems of a group field after the item and field', () => {
    expect(typedAnswerProblem(cap, '123', fieldWording)).toBe(
      'non è un CAP: servono 5 cifre (per esempio 80134).',
    );
  });

  it('writes an IBAN in groups of four for the lawyer, and reads what is typed', () => {
    expect(readableAnswer(iban, 'IT60X0542811101000000123456')).toBe('IT60 X054 2811 1010 0000 0123 456');
    expect(readableAnswer(provincia, 'NA')).toBe('NA');
    expect(readTypedInput(iban, 'it60 x054 2811 1010 0000 0123 456')).toEqual({
      value: 'IT60X0542811101000000123456',
    });
    expect(readTypedInput(provincia, 'mi')).toEqual({ value: 'MI' });
  });

  it('has valid samples and takes no limits', () => {
    for (const question of [iban, provincia, cap]) {
      expect(typedAnswerProblem(question, sampleWithinLimits(question))).toBeNull();
    }
    expect(typedQuestionProblems({ ...cap, max_length: 5 })).toEqual([
      'Una domanda di tipo IBAN, provincia o CAP non ha limiti: togli "max_length".',
    ]);
  });
});

describe('codice fiscale and birth date agree', () => {
  const cf = { ...typed('codice_fiscale', 'codice_fiscale'), question: 'Codice fiscale' };
  const born = { ...typed('data_nascita', 'date'), question: 'Data di nascita' };
  const conduttori = group(
    'conduttori',
    [
      field(typed('codice_fiscale', 'codice_fiscale'), 'Codice fiscale'),
      field(typed('data_nascita', 'date'), 'Data di nascita'),
    ],
    { item_label: 'Conduttore' },
  );

  it.each([
    ['a man', 'RSSMRA85T10A562S', '1985-12-10'],
    ['omocodia in the day', `RSSMRA85T1LA562${codiceFiscaleCheckLetter('RSSMRA85T1LA562')}`, '1985-12-10'],
    ['omocodia in the town', 'RSSMRA85T10A56NH', '1985-12-10'],
    ['a woman (day plus 40)', 'FRRGLI90T55D612D', '1990-12-15'],
    ['another century', 'RSSMRA85T10A562S', '1885-12-10'],
  ])('agree for %s', (_, code, date) => {
    expect(validateAnswerValues([cf, born], { codice_fiscale: code, data_nascita: date })).toEqual([]);
  });

  it('names the question at top level when they disagree', () => {
    expect(
      validateAnswerValues([cf, born], { codice_fiscale: 'RSSMRA85T10A562S', data_nascita: '1985-12-11' }),
    ).toEqual(['La data di nascita della domanda "Data di nascita" non corrisponde al codice fiscale.']);
  });

  it('names the item in a group', () => {
    const answers: Answers = {
      conduttori: [
        { codice_fiscale: 'RSSMRA85T10A562S', data_nascita: '1985-12-10' },
        { codice_fiscale: 'rssmra85t10a562s', data_nascita: '1986-12-10' },
      ],
    };
    expect(validateAnswerValues([conduttori], answers)).toEqual([
      'La data di nascita di Conduttore 2 non corrisponde al codice fiscale.',
    ]);
  });

  it('disagrees on omocodia read wrongly: L is 0, so the day is 10, not 11', () => {
    const code = `RSSMRA85T1LA562${codiceFiscaleCheckLetter('RSSMRA85T1LA562')}`;
    expect(
      validateAnswerValues([cf, born], { codice_fiscale: code, data_nascita: '1985-12-11' }),
    ).toHaveLength(1);
  });

  it('gives agreeing samples of a codice fiscale and a data_nascita', () => {
    const sample = { codice_fiscale: sampleWithinLimits(cf), data_nascita: sampleWithinLimits(born) };
    expect(typedAnswerProblem(cf, sample.codice_fiscale)).toBeNull();
    expect(validateAnswerValues([cf, born], sample)).toEqual([]);
  });

  it('leaves a company code, a missing answer or a wrong date to their own checks', () => {
    expect(
      validateAnswerValues([cf, born], { codice_fiscale: '01114601006', data_nascita: '1985-12-11' }),
    ).toEqual([]);
    expect(validateAnswerValues([cf, born], { codice_fiscale: 'RSSMRA85T10A562S' })).toEqual([]);
  });
});
