import type { Question } from '@redigo/shared/domain/question';
import { single } from '@redigo/shared/questionnaire/test-support/questions';
import { typed } from '@redigo/shared/questionnaire/test-support/typed-questions';
import type { ApiResponse } from './api-client';
import { editableBody } from './templates';
import type { TestStack } from './test-stack';
import { createTypedTemplate } from './typed-templates';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The questions of a template's first version: a choice and an amount. */
const firstQuestions = (): Question[] => [
  { ...single('uso', ['Abitativo', 'Commerciale']), question: 'Uso dell’immobile' },
  { ...typed('canone', 'amount'), question: 'Canone mensile' },
];
export const FIRST_PARAGRAPHS = ['Uso {uso}, canone {canone} euro.'];

/** Notes of a change of law, as the editor writes them. */
export const LAW_NOTES = {
  motivo: 'modifica_normativa',
  nota: 'Il deposito cauzionale segue i nuovi limiti introdotti dalla legge di bilancio.',
  riferimento: 'art. 1, comma 59, L. 30 dicembre 2024, n. 207',
};
export const FIX_NOTES = {
  motivo: 'correzione',
  nota: 'Corretto il rinvio all’articolo sulla durata del contratto.',
};
export const BETTER_NOTES = {
  motivo: 'miglioramento',
  nota: 'Formulazione più chiara della clausola sulle spese.',
};

/** A template with `firstQuestions`, created and published (version 1) by the holder of a staff `token`. */
export const versionedTemplate = (stack: TestStack, token: string): Promise<Json> =>
  createTypedTemplate(stack, token, firstQuestions(), FIRST_PARAGRAPHS);

/** The staff view of a template now. */
export const staffTemplate = async (stack: TestStack, token: string, id: string): Promise<Json> =>
  (await stack.api.get(`/api/template/${id}`, { token })).body.data;

/**
 * PUT /template/{id} of the template as staff read it now, with one more question (`variable`, a text) and the
 * given notes (none when undefined): on a PUBLISHED template, a new version published at once.
 */
export const saveWithNewQuestion = async (
  stack: TestStack,
  token: string,
  id: string,
  variable: string,
  releaseNotes?: unknown,
): Promise<ApiResponse<Json>> => {
  const template = await staffTemplate(stack, token, id);
  const json_questions = [
    ...template.json_questions,
    { ...typed(variable, 'text'), question: `Nuova domanda ${variable}` },
  ];
  return stack.api.put(
    `/api/template/${id}`,
    editableBody(template, {
      json_questions,
      max_questions: json_questions.length,
      ...(releaseNotes === undefined ? {} : { release_notes: releaseNotes }),
    }),
    { token },
  );
};

/** GET /template/{id}/versions as the holder of `token`. */
export const versionsOf = (stack: TestStack, token: string, id: string): Promise<ApiResponse<Json>> =>
  stack.api.get(`/api/template/${id}/versions`, { token });
