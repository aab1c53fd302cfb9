import { typeOf, type Question } from '@redigo/shared/domain/question';
import { QUESTION_TYPE_LABELS } from '@redigo/shared/schemas/typed-question-form';

/** What a question asks for, as the master form's list shows it: «Scelta multipla», «Importo in euro»… */
export const questionKindLabel = (question: Question): string => {
  const type = typeOf(question);
  if (type !== 'choice') return QUESTION_TYPE_LABELS[type];
  return question.is_multiple_selection ? 'Scelta multipla' : 'Scelta singola';
};
