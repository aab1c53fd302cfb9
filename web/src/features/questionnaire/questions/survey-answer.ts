import { array, object, string } from 'yup';
import { validationMessages } from '@redigo/shared/messages/validation';

/** The message when a multiple-choice question gets no selection. */
export const atLeastOneSelectionMessage = 'Seleziona almeno una risposta.';

/**
 * A questionnaire answer (docs/product-spec.md section 5, Survey answer): required; a multiple choice needs at
 * least one selection. Meant to move to `@redigo/shared/schemas`.
 */
export const surveyAnswerSchema = (multiple: boolean) =>
  multiple
    ? object({
        answer: array()
          .of(string().required())
          .min(1, atLeastOneSelectionMessage)
          .required(atLeastOneSelectionMessage),
      })
    : object({ answer: string().trim().required(validationMessages.answerRequired) });
