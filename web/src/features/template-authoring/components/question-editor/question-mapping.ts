import {
  toVariable,
  typeOf,
  type Condition,
  type Question,
  type SimpleQuestion,
  type SimpleType,
} from '@redigo/shared/domain/question';
import { typedInputText } from '@redigo/shared/questionnaire/typed-input';
import { readLimit } from '@redigo/shared/schemas/typed-question-form';

/** The question form's values (docs/product-spec.md section 2, 'Domanda n'). */
export interface QuestionFormState {
  questionLabel: string;
  helper_text: string;
  questionKey: string;
  /** «Tipo di risposta»; the limits below are as typed (`1.234,5`, `01/03/2026`), empty when not set. */
  type: SimpleType;
  max_length: string;
  multiline: boolean;
  min: string;
  max: string;
  is_multiple_selection: boolean;
  answers: string[];
  conditions: Condition[];
}

const limitText = (question: SimpleQuestion | undefined, limit: number | string | undefined): string =>
  question && limit !== undefined ? typedInputText(question, String(limit)) : '';

/** The type's fields of a question: none for a choice, the type alone for a tax code, the limits that are set. */
const typedFields = (values: QuestionFormState): Partial<SimpleQuestion> => {
  const { type } = values;
  if (type === 'choice') return {};
  if (['codice_fiscale', 'partita_iva', 'iban', 'provincia', 'cap'].includes(type)) return { type };
  if (type === 'text') {
    const maxLength = values.max_length.trim();
    return {
      type,
      ...(maxLength && { max_length: Number(maxLength) }),
      ...(values.multiline && { multiline: true }),
    };
  }
  const min = readLimit(type, values.min);
  const max = readLimit(type, values.max);
  return { type, ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
};

/** The form for a question, or for a new one with its two empty answers. */
export const questionFormState = (question?: SimpleQuestion): QuestionFormState => ({
  questionLabel: question?.question ?? '',
  helper_text: question?.description ?? '',
  questionKey: question?.variable ?? '',
  type: question ? typeOf(question) : 'choice',
  max_length: question?.max_length === undefined ? '' : String(question.max_length),
  multiline: question?.multiline ?? false,
  min: limitText(question, question?.min),
  max: limitText(question, question?.max),
  is_multiple_selection: question?.is_multiple_selection ?? false,
  answers: question ? [...question.options] : ['', ''],
  conditions: question ? [...question.required_answers] : [],
});

/**
 * The question as json_questions holds it: the key becomes the variable, spaces turned to underscores; a typed
 * question keeps no answers and its limits in the API's form.
 */
export const toQuestion = (values: QuestionFormState): SimpleQuestion => {
  const description = values.helper_text.trim();
  return {
    variable: toVariable(values.questionKey),
    question: values.questionLabel.trim(),
    ...(description && { description }),
    ...typedFields(values),
    options: values.type === 'choice' ? values.answers.map((answer) => answer.trim()) : [],
    is_multiple_selection: values.type === 'choice' && values.is_multiple_selection,
    required_answers: values.conditions,
  };
};

const renamed = (condition: Condition, from: string, to: string): Condition =>
  Object.fromEntries(Object.entries(condition).map(([key, value]) => [key === from ? to : key, value]));

/**
 * The questions with `question` at `index` (replacing the one there, or appended). When its variable changed,
 * the later questions' conditions follow the new name.
 */
export const placeQuestion = (questions: Question[], index: number, question: Question): Question[] => {
  const previous = questions[index];
  const list =
    index < questions.length
      ? questions.map((q, i) => (i === index ? question : q))
      : [...questions, question];
  if (!previous || previous.variable === question.variable) return list;
  return list.map((q, i) =>
    i <= index
      ? q
      : {
          ...q,
          required_answers: q.required_answers.map((c) => renamed(c, previous.variable, question.variable)),
        },
  );
};
