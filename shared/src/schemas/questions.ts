import './locale';
import { conditionProblems, isComparable, keyProblems } from '../questionnaire/question-rules';
import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import {
  COMPARISON_OPERATORS,
  TEMPLATE_LIMITS,
  toVariable,
  typeOf,
  type Condition,
  type Question,
  type QuestionType,
} from '../domain/question';
import { adminMessages } from '../messages/admin';
import { questionnaireMessages as qm } from '../messages/questionnaire';
import { typedAnswerMessages } from '../messages/typed-answers';
import { validationMessages as m } from '../messages/validation';
import { limitMessages, readLimit, typedQuestionFormFields } from './typed-question-form';

const isAnswerValue = (value: unknown): boolean =>
  typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string'));

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A pair's value by shape: an answer or a list of answers, a comparison (`{"gt": 1000}`: numbers or texts) or a group
 * test (`{"any": {"tipo": "..."}}`); whether it fits its question is validateQuestions' job.
 */
const isConditionValue = (value: unknown): boolean =>
  isAnswerValue(value) ||
  (isPlainObject(value) &&
    Object.values(value).every(
      (inner) =>
        typeof inner === 'number' ||
        typeof inner === 'string' ||
        (isPlainObject(inner) && Object.values(inner).every(isAnswerValue)),
    ));

const isCondition = (value: unknown): value is Condition =>
  isPlainObject(value) && Object.values(value).every(isConditionValue);

/** One condition: earlier variables mapped to one answer or a list of answers. */
export const conditionSchema = mixed<Condition>(isCondition)
  .typeError(adminMessages.conditionInvalid)
  .defined(adminMessages.conditionInvalid);

const isChoice = (type: unknown): boolean => type === undefined || type === 'choice';

/** A typed question's `min`/`max`: a number, or a `YYYY-MM-DD` date; which one fits is validateQuestions' job. */
const isLimit = (value: unknown): value is number | string =>
  value === undefined || typeof value === 'number' || typeof value === 'string';

/** A question that is not a group, and a group's field, by shape. */
const simpleQuestionSchema = object({
  type: mixed<QuestionType>((value): value is QuestionType => typeof value === 'string')
    .typeError(m.invalid)
    .optional(),
  max_length: number().typeError(m.number).optional(),
  multiline: boolean().typeError(m.notABoolean).optional(),
  min: mixed<number | string>(isLimit).typeError(m.invalid).optional(),
  max: mixed<number | string>(isLimit).typeError(m.invalid).optional(),
  variable: string().trim().max(100, m.tooLong).required(m.required),
  question: string().trim().max(1000, m.tooLong).required(m.required),
  description: string().trim().max(2000, m.tooLong).optional(),
  options: array()
    .of(string().trim().max(TEMPLATE_LIMITS.optionLength, m.optionTooLong).required(m.required))
    .typeError(m.notAList)
    .max(TEMPLATE_LIMITS.options, m.tooManyOptions)
    .default([])
    .when('type', { is: isChoice, then: (schema) => schema.min(2, m.atLeastTwoAnswers) }),
  is_multiple_selection: boolean().typeError(m.notABoolean).default(false),
  required_answers: array().of(conditionSchema).typeError(m.notAList).default([]),
});

/**
 * An item of json_questions, by shape, a group's own fields and its fields' shapes included; validateQuestions and
 * questionnaireProblems (questionnaire engine) check the meaning: the type and its limits (an unknown type or options
 * on a typed question are their errors, not this schema's), a group's label, bounds and fields.
 */
export const questionSchema = simpleQuestionSchema.shape({
  item_label: string().typeError(m.invalid).optional(),
  min_items: number().typeError(m.number).optional(),
  max_items: number().typeError(m.number).optional(),
  fields: array().of(simpleQuestionSchema).typeError(m.notAList).optional(),
});

/**
 * Questions that passed questionSchema, typed as the questions they are shaped as: what they mean (a group's bounds,
 * a typed question's limits) is for validateQuestions and questionnaireProblems to judge.
 */
export const shapedQuestions = (questions: InferType<typeof questionSchema>[]): Question[] =>
  questions as Question[];

/** What the question form's rules read from outside the form. */
export interface QuestionFormContext {
  /** The variables of the template's other questions. */
  takenVariables?: string[];
  /** The questions before this one: conditions may name only them and their answers. */
  earlier?: Question[];
}

/** The first rule a key breaks: no leading digit, a name a tag can use, not reserved, not taken. */
const keyProblem = (variable: string, context: QuestionFormContext): string | null => {
  // The form shows the spec's own words for the leading digit; the other rules are the engine's.
  if (/^\p{N}/u.test(variable)) return m.questionKeyDigit;
  const [problem] = keyProblems(variable);
  if (problem) return problem;
  return (context.takenVariables ?? []).includes(variable) ? adminMessages.keyTaken : null;
};

const contextOf = (options: { context?: unknown }): QuestionFormContext =>
  (options.context ?? {}) as QuestionFormContext;

/** The first answers are what makes 'at least 2'; any later one, once added, must be filled in too. */
const answerField = string()
  .trim()
  .max(TEMPLATE_LIMITS.optionLength, m.optionTooLong)
  .test('answer', m.required, function (value) {
    const index = Number(/\[(\d+)\]$/.exec(this.path)?.[1] ?? 0);
    const text = (value ?? '').trim();
    if (!text) return this.createError({ message: index < 2 ? m.atLeastTwoAnswers : m.required });
    const list = (this.parent as unknown[]).map((item) => (typeof item === 'string' ? item.trim() : item));
    return list.indexOf(text) === index || this.createError({ message: qm.repeatedOption(text) });
  });

const conditionProblem = (conditions: Condition[], earlier: Question[]): string | null => {
  for (const [position, condition] of conditions.entries()) {
    const pairs = Object.entries(condition);
    if (pairs.length === 0) return qm.emptyCondition(position + 1);
    for (const [variable, expected] of pairs) {
      const target = earlier.find((question) => question.variable === variable);
      if (!target) return qm.conditionNotEarlier(position + 1, variable);
      if (!isAnswerValue(expected)) {
        const [problem] = conditionProblems({ [variable]: expected }, position + 1, earlier, () => '');
        if (problem) return problem;
        continue;
      }
      if (typeOf(target) !== 'choice')
        return typedAnswerMessages.conditionOnTyped(position + 1, variable, isComparable(target));
      const missing = [expected as string | string[]].flat().find((value) => !target.options.includes(value));
      if (missing !== undefined) return qm.conditionOutsideOptions(position + 1, variable, missing);
    }
  }
  return null;
};

/** The question form 'Domanda n' (UPLOAD_QUESTIONS), with the context of the template's other questions. */
export const questionFormSchema = object({
  questionLabel: string().trim().max(1000, m.tooLong).required(m.required).label('Domanda'),
  helper_text: string().trim().max(2000, m.tooLong).default(''),
  questionKey: string()
    .trim()
    .max(100, m.tooLong)
    .required(m.required)
    .test('key', m.invalid, function (value) {
      const problem = value ? keyProblem(toVariable(value), contextOf(this.options)) : null;
      return problem === null || this.createError({ message: problem });
    }),
  ...typedQuestionFormFields,
  is_multiple_selection: boolean().default(false),
  answers: array()
    .of(string().default(''))
    .default([])
    .when('type', {
      is: isChoice,
      then: (schema) =>
        schema
          .of(answerField)
          .min(2, m.atLeastTwoAnswers)
          .max(TEMPLATE_LIMITS.options, m.tooManyOptions)
          .required(m.atLeastTwoAnswers),
    }),
  conditions: array()
    .of(conditionSchema)
    .default([])
    .test('earlier', m.invalid, function (conditions) {
      const { earlier } = contextOf(this.options);
      const problem = earlier && conditions ? conditionProblem(conditions, earlier) : null;
      return problem === null || this.createError({ message: problem });
    }),
});
export type QuestionFormValues = InferType<typeof questionFormSchema>;

/**
 * What the condition builder asks of the earlier question chosen (docs/api.md, "Conditions on typed answers and on
 * groups"): the answer of a choice, a comparison on a number, an amount or a date, a test on a group's items.
 */
export type ConditionPairKind = 'choice' | 'number' | 'amount' | 'date' | 'group';

const chosen = (kind: ConditionPairKind | ConditionPairKind[]) => (given: unknown, variable: unknown) =>
  Boolean(variable) && [kind].flat().includes(given as ConditionPairKind);

/**
 * One pair of the condition builder: an earlier question and, once it is chosen, what it needs by its `kind`: the
 * answer of a choice; an operator (gt, gte, lt, lte, eq, ne) and a value typed as in the question form's limits
 * (`1.000,50`, `01/03/2026`) for a number, an amount or a date; `any` or `all` with a choice field and its option for
 * a group.
 */
export const conditionPairSchema = object({
  kind: mixed<ConditionPairKind>().default('choice'),
  variable: string().required(m.required).label('Domanda'),
  answer: string().when(['kind', 'variable'], {
    is: chosen('choice'),
    then: (schema) => schema.required(m.required),
  }),
  operator: string().when(['kind', 'variable'], {
    is: chosen(['number', 'amount', 'date']),
    then: (schema) => schema.oneOf([...COMPARISON_OPERATORS], m.required).required(m.required),
  }),
  operand: string().when(['kind', 'variable'], {
    is: chosen(['number', 'amount', 'date']),
    then: (schema) =>
      schema.required(m.required).test('readable', limitMessages.number, function (text) {
        const kind = this.parent.kind as 'number' | 'amount' | 'date';
        if (readLimit(kind, text ?? '') !== undefined) return true;
        return this.createError({ message: kind === 'date' ? limitMessages.date : limitMessages.number });
      }),
  }),
  quantifier: string().when(['kind', 'variable'], {
    is: chosen('group'),
    then: (schema) => schema.oneOf(['any', 'all'], m.required).required(m.required),
  }),
  field: string().when(['kind', 'variable'], {
    is: chosen('group'),
    then: (schema) => schema.required(m.required),
  }),
  option: string().when(['kind', 'variable'], {
    is: chosen('group'),
    then: (schema) => schema.required(m.required),
  }),
});
export type ConditionPairValues = InferType<typeof conditionPairSchema>;
