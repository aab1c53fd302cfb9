import { ValidationError } from 'yup';
import type { Question } from '../domain/question';
import { adminMessages } from '../messages/admin';
import { questionnaireMessages as qm } from '../messages/questionnaire';
import { validationMessages as m } from '../messages/validation';
import { limitMessages } from './typed-question-form';
import {
  conditionPairSchema,
  questionFormSchema,
  questionSchema,
  type QuestionFormContext,
} from './questions';

const valid = {
  questionLabel: 'Che tipo di immobile?',
  helper_text: '',
  questionKey: 'tipo immobile',
  is_multiple_selection: false,
  answers: ['Abitativo', 'Commerciale'],
  conditions: [],
};

const earlier: Question[] = [
  {
    variable: 'parti',
    question: 'Quante parti?',
    options: ['Due', 'Tre'],
    is_multiple_selection: false,
    required_answers: [],
  },
];

const errorsOf = async (value: unknown, context: QuestionFormContext = {}) => {
  try {
    await questionFormSchema.validate(value, { abortEarly: false, context });
    return {};
  } catch (error) {
    return Object.fromEntries((error as ValidationError).inner.map((e) => [e.path, e.message]));
  }
};

describe('question form schema', () => {
  it('accepts a complete question', async () => {
    expect(await errorsOf(valid)).toEqual({});
  });

  it('requires the text and the key', async () => {
    expect(await errorsOf({ ...valid, questionLabel: '', questionKey: ' ' })).toEqual({
      questionLabel: m.required,
      questionKey: m.required,
    });
  });

  it('refuses a key that starts with a digit', async () => {
    expect(await errorsOf({ ...valid, questionKey: '2 parti' })).toEqual({ questionKey: m.questionKeyDigit });
  });

  it('refuses a key another question uses, after spaces became underscores', async () => {
    const errors = await errorsOf(valid, { takenVariables: ['tipo_immobile'] });
    expect(errors).toEqual({ questionKey: adminMessages.keyTaken });
  });

  it('refuses keys a tag cannot name', async () => {
    expect(await errorsOf({ ...valid, questionKey: 'prezzo-€' })).toEqual({ questionKey: qm.keyCharacters });
    expect(await errorsOf({ ...valid, questionKey: 'true' })).toEqual({
      questionKey: qm.keyReserved('true'),
    });
  });

  it('needs the first two answers, and any later one filled in and not repeated', async () => {
    expect(await errorsOf({ ...valid, answers: ['Sì', ''] })).toEqual({ 'answers[1]': m.atLeastTwoAnswers });
    expect(await errorsOf({ ...valid, answers: ['Sì', 'No', ' '] })).toEqual({ 'answers[2]': m.required });
    expect(await errorsOf({ ...valid, answers: ['Sì', 'No', 'Sì'] })).toEqual({
      'answers[2]': qm.repeatedOption('Sì'),
    });
    expect(await errorsOf({ ...valid, answers: ['Sì'] })).toMatchObject({ answers: m.atLeastTwoAnswers });
  });

  it('accepts conditions on earlier questions only, with their answers', async () => {
    expect(await errorsOf({ ...valid, conditions: [{ parti: 'Due' }] }, { earlier })).toEqual({});
    expect(await errorsOf({ ...valid, conditions: [{ durata: 'Sì' }] }, { earlier })).toEqual({
      conditions: qm.conditionNotEarlier(1, 'durata'),
    });
    expect(await errorsOf({ ...valid, conditions: [{ parti: 'Quattro' }] }, { earlier })).toEqual({
      conditions: qm.conditionOutsideOptions(1, 'parti', 'Quattro'),
    });
  });
});

describe('condition pair schema', () => {
  it('asks for an answer once a question is chosen', async () => {
    await expect(conditionPairSchema.validate({ variable: 'parti', answer: '' })).rejects.toThrow(m.required);
    await expect(conditionPairSchema.validate({ variable: 'parti', answer: 'Due' })).resolves.toBeTruthy();
  });

  it('asks a comparison its operator and a value that reads as a number, or as a date for a date', async () => {
    const comparison = { kind: 'amount', variable: 'canone', operator: 'gt' };
    await expect(conditionPairSchema.validate({ ...comparison, operand: '' })).rejects.toThrow(m.required);
    await expect(conditionPairSchema.validate({ ...comparison, operand: 'mille' })).rejects.toThrow(
      limitMessages.number,
    );
    await expect(conditionPairSchema.validate({ ...comparison, operand: '1.000,50' })).resolves.toBeTruthy();
    await expect(
      conditionPairSchema.validate({ ...comparison, operator: 'più', operand: '1000' }),
    ).rejects.toThrow(m.required);
    const date = { kind: 'date', variable: 'decorrenza', operator: 'gte' };
    await expect(conditionPairSchema.validate({ ...date, operand: '30/02/2026' })).rejects.toThrow(
      limitMessages.date,
    );
    await expect(conditionPairSchema.validate({ ...date, operand: '01/03/2026' })).resolves.toBeTruthy();
  });

  it('asks a group test «almeno un elemento» or «tutti gli elementi», a field and its option', async () => {
    const test = { kind: 'group', variable: 'conduttori', quantifier: 'any', field: 'tipo' };
    await expect(conditionPairSchema.validate({ ...test, option: '' })).rejects.toThrow(m.required);
    await expect(
      conditionPairSchema.validate({ ...test, quantifier: 'some', option: 'Persona giuridica' }),
    ).rejects.toThrow(m.required);
    await expect(
      conditionPairSchema.validate({ ...test, option: 'Persona giuridica' }),
    ).resolves.toBeTruthy();
  });
});

describe('question schema (json_questions item)', () => {
  it('refuses a condition that is not a map of answers', async () => {
    const question = { ...earlier[0], required_answers: [['parti', 'Due']] };
    await expect(questionSchema.validate(question)).rejects.toThrow(adminMessages.conditionInvalid);
    await expect(questionSchema.validate(earlier[0])).resolves.toBeTruthy();
  });
});
