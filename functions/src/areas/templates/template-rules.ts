import { isPlaceholderPaymentLink } from '@redigo/shared/payment-links';
import { pathVerificationMessages, templateCheckMessages } from '@redigo/shared/messages/documents';
import { templateMessages as messages } from '@redigo/shared/messages/templates';
import { ruleCheckProblems } from '@redigo/shared/expressions/rules';
import { validateQuestions } from '@redigo/shared/questionnaire/questions-validation';
import {
  BadRequestError,
  ConflictError,
  NotFoundError,
  PayloadTooLargeError,
  TemplateCheckError,
} from '../../errors/app-errors';
import { CategoryUnavailableError, FileUnavailableError, StaleTemplateError } from './template-repository';
import { checkForSave, loadDocuments } from './template-documents';
import type { TemplateDeps } from './template-deps';
import { isDeleted, type TemplateRecord } from './template-record';
import { describeFinding, verifyTemplatePaths } from './verify-paths';

/** DynamoDB's items stop at 400 KB; a template stays well below, its questions included. */
const MAX_RECORD_BYTES = 350_000;

/** A template that exists (not deleted), or 404. */
export const existingTemplate = async (deps: Pick<TemplateDeps, 'templates'>, id: string) => {
  const record = await deps.templates.findById(id);
  if (!record || isDeleted(record)) throw new NotFoundError(messages.templateNotFound);
  return record;
};

/** The repository's refusals as the API's answers. */
export const translateWriteError = (error: unknown): never => {
  if (error instanceof StaleTemplateError) throw new ConflictError(messages.staleTemplate);
  if (error instanceof CategoryUnavailableError) throw new BadRequestError(messages.categoryUnknown);
  if (error instanceof FileUnavailableError) throw new ConflictError(messages.fileUnavailable(error.key));
  throw error;
};

/** Refuses a record too large to store. */
export const assertStorable = (record: TemplateRecord): void => {
  if (Buffer.byteLength(JSON.stringify(record)) > MAX_RECORD_BYTES) {
    throw new PayloadTooLargeError(messages.tooBig);
  }
};

/**
 * What a save demands of the questions, the rules and the documents: questions that fit together (422), rules whose
 * checks parse and compute on the questions' numbers and amounts, with `when` conditions on them (422), documents
 * that fit the questions (422; only tags that don't parse while there are no questions yet), and a published
 * template that stays publishable.
 */
export const assertSavable = async (
  deps: Pick<TemplateDeps, 'masters' | 'checker' | 'pathVerifier' | 'clock'>,
  record: TemplateRecord,
) => {
  const questionProblems = validateQuestions(record.json_questions);
  if (questionProblems.length > 0)
    throw new TemplateCheckError(templateCheckMessages.failed, questionProblems);
  const ruleProblems = ruleCheckProblems(record.rules ?? [], record.json_questions);
  if (ruleProblems.length > 0) throw new TemplateCheckError(templateCheckMessages.failed, ruleProblems);
  if (record.status === 'PUBLISHED') return assertPublishable(deps, record, messages.publishedMustStayValid);
  const { errors } = await checkForSave(
    deps.checker,
    await loadDocuments(deps.masters, record),
    record.json_questions,
  );
  if (errors.length > 0) throw new TemplateCheckError(templateCheckMessages.failed, errors);
};

/**
 * What publishing demands: both documents, at least one question, a real payment link (not a seed's placeholder),
 * a template check without errors, and no error on any path of answers («Verifica tutti i percorsi») (422).
 */
export const assertPublishable = async (
  deps: Pick<TemplateDeps, 'masters' | 'checker' | 'pathVerifier' | 'clock'>,
  record: TemplateRecord,
  message: string = messages.notPublishable,
  { verifyPaths }: { verifyPaths: boolean } = { verifyPaths: true },
) => {
  const problems: string[] = [
    ...(record.file_name && record.preview_name ? [] : [messages.publishNeedsFiles]),
    ...(record.json_questions.length > 0 ? [] : [messages.publishNeedsQuestions]),
    ...(isPlaceholderPaymentLink(record.stripe_url) ? [messages.publishNeedsPaymentLink] : []),
  ];
  const documents = await loadDocuments(deps.masters, record);
  problems.push(...(await deps.checker.check({ documents, questions: record.json_questions })).errors);
  if (problems.length > 0) throw new TemplateCheckError(message, problems);
  if (!verifyPaths) return;
  const { findings } = await verifyTemplatePaths(deps, record);
  const errors = findings.filter(({ severity }) => severity === 'error').map(describeFinding);
  if (errors.length > 0) throw new TemplateCheckError(pathVerificationMessages.publishBlocked, errors);
};
