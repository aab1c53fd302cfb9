import { useFormikContext } from 'formik';
import type { Question } from '@redigo/shared/domain/question';
import { ConditionsList } from './conditions-list';
import type { QuestionFormState } from './question-mapping';

/** The question's conditions, each an && group; separate conditions are alternatives. */
export const ConditionsField = ({ earlier }: { earlier: Question[] }) => {
  const { values, errors, setFieldValue } = useFormikContext<QuestionFormState>();
  return (
    <ConditionsList
      legend="Condizioni"
      hint="La domanda viene posta se almeno una condizione è vera; una condizione è vera se lo sono tutte le sue coppie."
      empty="Nessuna condizione: la domanda viene sempre posta."
      conditions={values.conditions}
      earlier={earlier}
      error={typeof errors.conditions === 'string' ? errors.conditions : undefined}
      nothingEarlier="La prima domanda non può avere condizioni: non ci sono domande precedenti."
      onChange={(conditions) => void setFieldValue('conditions', conditions)}
    />
  );
};
