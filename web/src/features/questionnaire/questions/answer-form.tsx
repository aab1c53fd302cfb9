import { isGroup, typeOf } from '@redigo/shared/domain/question';
import { GroupAnswerForm, type GroupAnswerFormProps } from '../groups/group-answer-form';
import type { AnswerFormProps } from './question-parts';
import { ChoiceAnswerForm } from './choice-answer-form';
import { TypedAnswerForm } from './typed-answer-form';
import './questionnaire.css';

/** One question of a questionnaire: a choice, a typed answer (text, number, amount, date, tax codes), a group. */
export const AnswerForm = ({
  outer = {},
  kept,
  onKeep,
  addressBook,
  ...props
}: AnswerFormProps & Partial<Pick<GroupAnswerFormProps, 'outer' | 'kept' | 'onKeep' | 'addressBook'>>) => {
  const { question } = props;
  if (isGroup(question))
    return (
      <GroupAnswerForm
        {...props}
        question={question}
        outer={outer}
        kept={kept}
        onKeep={onKeep}
        addressBook={addressBook}
      />
    );
  return typeOf(question) === 'choice' ? (
    <ChoiceAnswerForm {...props} question={question} />
  ) : (
    <TypedAnswerForm {...props} question={question} />
  );
};
