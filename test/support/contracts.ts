import {
  isGroup,
  typeOf,
  type Answer,
  type Answers,
  type AskedQuestion,
} from '@redigo/shared/domain/question';
import { sampleAnswer, sampleGroupAnswer } from '@redigo/shared/questionnaire/sample-answer';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { createContractReader } from '@redigo/functions/infrastructure/dynamodb/contracts/contract-table';
import { paidContract } from '@redigo/functions/areas/contracts';
import { contractWriteItems } from '@redigo/functions/infrastructure/dynamodb/contracts/contract-items';
import { DOCX_CONTENT_TYPE } from '@redigo/functions/ports/file-store';
import { paragraphTexts, readPart } from '../../infra/src/seed/docx/docx-text';
import { sampleTypedAnswer } from '../../infra/src/seed/templates/sample-answers';
import type { TestStack } from './test-stack';

/** Picks the answer to a question the questionnaire asks; `answers` are those given before it. */
export type Chooser = (question: AskedQuestion, answers: Answers) => Answer;

/**
 * The first option (a one-item selection for multiple choice); a typed question gets a valid sample answer; a group
 * `min_items` items with the fields asked for each answered the same way.
 */
export const firstOption: Chooser = (question, answers) => {
  if (isGroup(question))
    return sampleGroupAnswer(question, answers, question.min_items, (field) =>
      typeOf(field) === 'choice' ? sampleAnswer(field) : sampleTypedAnswer(field),
    );
  if (typeOf(question) !== 'choice') return sampleTypedAnswer({ ...question, required_answers: [] });
  return question.is_multiple_selection ? question.options.slice(0, 1) : (question.options[0] ?? '');
};

/** Answers from `preferred` where it has one, the first option elsewhere. */
export const preferring =
  (preferred: Answers, otherwise: Chooser = firstOption): Chooser =>
  (question, answers) =>
    preferred[question.variable] ?? otherwise(question, answers);

export interface WalkedQuestionnaire {
  answers: Answers;
  /** Every question the server asked, in order. */
  asked: AskedQuestion[];
}

/**
 * Walks a template's questionnaire through POST /contract/questions as the holder of `token`, answering each
 * question with `choose`, until the server answers `null`. Fails loudly on any other answer than 200.
 */
export const answerWholeQuestionnaire = async (
  stack: TestStack,
  token: string,
  templateId: string,
  choose: Chooser = firstOption,
): Promise<WalkedQuestionnaire> => {
  const answers: Answers = {};
  const asked: AskedQuestion[] = [];
  for (let step = 0; step < 500; step += 1) {
    const response = await stack.api.post(
      `/api/contract/questions?type=${encodeURIComponent(templateId)}`,
      answers,
      {
        token,
      },
    );
    if (response.status !== 200)
      throw new Error(`questions: ${response.status} ${JSON.stringify(response.body)}`);
    const question = response.body.data as AskedQuestion | null;
    if (!question) return { answers, asked };
    asked.push(question);
    answers[question.variable] = choose(question, answers);
  }
  throw new Error(`The questionnaire of ${templateId} does not end`);
};

/** A contract saved COMPLETED through PUT /contract after walking the questionnaire: its id, version and answers. */
export const createCompletedContract = async (
  stack: TestStack,
  token: string,
  templateId: string,
  choose: Chooser = firstOption,
): Promise<WalkedQuestionnaire & { id: string; version: number }> => {
  const walked = await answerWholeQuestionnaire(stack, token, templateId, choose);
  const saved = await stack.api.put(
    '/api/contract',
    { type: templateId, status: 'COMPLETED', answers: walked.answers },
    { token },
  );
  if (saved.status !== 200) throw new Error(`save: ${saved.status} ${JSON.stringify(saved.body)}`);
  return { ...walked, id: saved.body.data.id, version: saved.body.data.version };
};

/** The id of a published template by its exact name, as the holder of `token` sees the catalogue. */
export const templateIdByName = async (stack: TestStack, token: string, name: string): Promise<string> => {
  const response = await stack.api.get(`/api/template?limit=1000&name=${encodeURIComponent(name)}`, {
    token,
  });
  const found = (response.body?.data?.results ?? []).find(
    (template: { name: string }) => template.name === name,
  );
  if (!found) throw new Error(`No template named ${name}`);
  return found.id;
};

/**
 * Marks a contract paid as the payments area will (the same transaction items), with `document` stored in the
 * documents bucket: for tests of the paid path before and besides POST /payment.
 */
export const markPaidInStore = async (
  stack: TestStack,
  contractId: string,
  document: Buffer,
  paidAt: string = new Date().toISOString(),
): Promise<{ paymentId: string; documentKey: string }> => {
  const { dynamo, files, config } = stack.infrastructure;
  const contract = await createContractReader(dynamo, config.tables)(contractId);
  if (!contract) throw new Error(`No contract ${contractId}`);
  const paymentId = `pay-${contractId}`;
  const documentKey = `documents/${contractId}/${paymentId}.docx`;
  await files.documents.put(documentKey, document, DOCX_CONTENT_TYPE);
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: contractWriteItems(
        config.tables.contracts,
        paidContract(contract, { id: paymentId, updatedAt: paidAt }, documentKey),
        contract,
      ),
    }),
  );
  return { paymentId, documentKey };
};

/** The text of a .docx's body, paragraph by paragraph. */
export const docxParagraphs = (docx: Buffer): string[] =>
  paragraphTexts(readPart(docx, 'word/document.xml') ?? '').map((runs) => runs.join(''));
