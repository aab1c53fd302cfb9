import { Form, Formik, validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { toVariable, type Question, type SimpleQuestion } from '@redigo/shared/domain/question';
import { questionFormSchema, type QuestionFormContext } from '@redigo/shared/schemas/questions';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { TextAreaField } from '../../../../components/ui/choice-fields';
import { FormActions } from '../../../../components/ui/form-actions';
import { TextField } from '../../../../components/ui/form-fields';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { FocusFirstError } from '../../../../components/ui/focus-first-error';
import { AnswersField } from './answers-field';
import { AnswerLimitsFields, AnswerTypeSelect } from './answer-type-fields';
import { ConditionsField } from './conditions-field';
import { questionFormState, toQuestion, type QuestionFormState } from './question-mapping';
import '../../../../components/ui/staff.css';
import './question-editor.css';

interface QuestionEditorProps {
  /** The question to edit; none for a new one. */
  question: SimpleQuestion | undefined;
  earlier: Question[];
  /** The variables of the template's other questions (a key must be unique). */
  takenVariables: string[];
  onSave: (question: Question) => void;
  onCancel: () => void;
}

/** The question form 'Domanda n': text, note, key, «Tipo di risposta» with its limits, answers and conditions. */
export const QuestionEditor = ({
  question,
  earlier,
  takenVariables,
  onSave,
  onCancel,
}: QuestionEditorProps) => {
  const context: QuestionFormContext = { earlier, takenVariables };
  const validate = (values: QuestionFormState): Promise<FormikErrors<QuestionFormState>> =>
    validateYupSchema(values, questionFormSchema, false, context).then(
      () => ({}),
      (invalid: unknown) => yupToFormErrors(invalid),
    );
  return (
    <Formik
      initialValues={questionFormState(question)}
      validate={validate}
      onSubmit={(values) => onSave(toQuestion(values))}
    >
      {({ values }) => (
        <Form className="qform stack" noValidate>
          <FocusFirstError />
          <Card>
            <div className="stack">
              <TextAreaField name="questionLabel" label="Testo della domanda" rows={2} />
              <TextAreaField
                name="helper_text"
                label="Nota informativa (facoltativa)"
                rows={2}
                hint="Compare sotto la domanda, per aiutare a rispondere."
              />
              <TextField
                name="questionKey"
                label="Chiave"
                autoComplete="off"
                spellCheck={false}
                hint={`Nei documenti si usa come {${toVariable(values.questionKey) || 'chiave'}}. Gli spazi diventano trattini bassi.`}
              />
              <AnswerTypeSelect />
              <AnswerLimitsFields />
              {values.type === 'choice' && (
                <CheckboxField name="is_multiple_selection">
                  Scelta multipla: si possono scegliere più risposte
                </CheckboxField>
              )}
            </div>
          </Card>
          {values.type === 'choice' && (
            <Card>
              <AnswersField />
            </Card>
          )}
          <Card>
            <ConditionsField earlier={earlier} />
          </Card>
          <FormActions className="qform__actions">
            <Button variant="outline" onClick={onCancel}>
              Annulla
            </Button>
            <Button type="submit">Salva la domanda</Button>
          </FormActions>
        </Form>
      )}
    </Formik>
  );
};
