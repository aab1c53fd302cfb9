import type { Answers, Question } from '@redigo/shared/domain/question';
import type { ApiResponse } from './api-client';
import { docxParagraphs } from './contracts';
import { ensureCategory, uploadParagraphs } from './templates';
import type { TestStack } from './test-stack';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const expectOk = (step: string, response: ApiResponse<Json>, expected = 200): Json => {
  if (response.status !== expected)
    throw new Error(`${step}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
};

/** The POST /template body of a template made of `questions` and the uploaded documents. */
export const typedTemplateBody = (
  questions: Question[],
  files: { file_name: string; preview_name: string },
  categoryId: string,
) => ({
  name: `Modello con risposte libere ${Math.random().toString(36).slice(2, 8)}`,
  description: 'Un modello di prova con domande di ogni tipo.',
  categoryId,
  price: 10,
  stripe_url: 'https://buy.stripe.com/test_redigo',
  min_time: 1,
  max_time: 5,
  min_questions: 1,
  max_questions: questions.length,
  json_questions: questions,
  ...files,
});

/** A template whose master (and preview) are `paragraphs`, created and published by the holder of staff `token`. */
export const createTypedTemplate = async (
  stack: TestStack,
  token: string,
  questions: Question[],
  paragraphs: string[],
): Promise<Json> => {
  const uploaded = expectOk(
    'upload',
    await uploadParagraphs(stack, token, paragraphs, paragraphs, questions),
  );
  const categoryId = await ensureCategory(stack, 'Contratti di prova');
  const body = typedTemplateBody(questions, uploaded, categoryId);
  const created = expectOk('create', await stack.api.post('/api/template', body, { token }), 201);
  const published = await stack.api.put(
    `/api/template/${created.id}/status`,
    { status: 'PUBLISHED' },
    { token },
  );
  return expectOk('publish', published);
};

/** The paragraphs of the template's master rendered with `answers` by the staff's test run. */
export const renderedParagraphs = async (
  stack: TestStack,
  token: string,
  templateId: string,
  answers: Answers,
): Promise<string[]> => {
  const response = await stack.api.put(`/api/template/${templateId}/download-test`, { answers }, { token });
  if (response.status !== 200)
    throw new Error(`download-test: ${response.status} ${response.raw.toString()}`);
  return docxParagraphs(response.raw);
};
