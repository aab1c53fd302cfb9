import { toVariable, type Condition, type Question } from '@redigo/shared/domain/question';

/** The question form's values (docs/product-spec.md section 2, 'Domanda n'). */
export interface QuestionFormState {
  questionLabel: string;
  helper_text: string;
  questionKey: string;
  is_multiple_selection: boolean;
  answers: string[];
  conditions: Condition[];
}

/** The form for a question, or for a new one with its two empty answers. */
export const questionFormState = (question?: Question): QuestionFormState => ({
  questionLabel: question?.question ?? '',
  helper_text: question?.description ?? '',
  questionKey: question?.variable ?? '',
  is_multiple_selection: question?.is_multiple_selection ?? false,
  answers: question ? [...question.options] : ['', ''],
  conditions: question ? [...question.required_answers] : [],
});

/** The question as json_questions holds it: the key becomes the variable, spaces turned to underscores. */
export const toQuestion = (values: QuestionFormState): Question => {
  const description = values.helper_text.trim();
  return {
    variable: toVariable(values.questionKey),
    question: values.questionLabel.trim(),
    ...(description && { description }),
    options: values.answers.map((answer) => answer.trim()),
    is_multiple_selection: values.is_multiple_selection,
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
