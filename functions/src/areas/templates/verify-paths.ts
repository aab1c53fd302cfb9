import type { Answer } from '@redigo/shared/domain/question';
import type { PathFinding, PathVerificationReport } from '@redigo/shared/domain/template';
import { pathVerificationMessages as messages } from '@redigo/shared/messages/documents';
import { BadRequestError, ServiceUnavailableError, TooManyRequestsError } from '../../errors/app-errors';
import {
  PATH_VERIFICATION_BUDGET_MS,
  PathVerificationStoppedError,
  PathVerifierBusyError,
} from './path-verifier';
import { labelledKeys, storedDocument } from './template-documents';
import type { TemplateDeps } from './template-deps';
import type { TemplateRecord } from './template-record';

/** How long a caller turned away because too many verifications run is asked to wait. */
const BUSY_RETRY_SECONDS = 10;

/**
 * «Verifica tutti i percorsi» on a template as saved: reads its documents, then has the path verifier render them
 * for every path of answers (path-verification.ts) in a worker thread, within the time a verification has
 * (PATH_VERIFICATION_BUDGET_MS from now): a large template gets the check of a sample of its paths, and says so.
 * 400 without questions or master; 429 while too many verifications run; 503 if one stops without a report.
 */
export const verifyTemplatePaths = async (
  deps: Pick<TemplateDeps, 'masters' | 'pathVerifier' | 'clock'>,
  record: TemplateRecord,
): Promise<PathVerificationReport> => {
  const started = deps.clock.now().getTime();
  const questions = record.json_questions;
  if (questions.length === 0) throw new BadRequestError(messages.noQuestions);
  if (!record.file_name) throw new BadRequestError(messages.noMaster);
  const documents = await Promise.all(
    labelledKeys(record).map(async ({ label, key, kind }) => ({
      label,
      key,
      kind,
      docx: await storedDocument(deps.masters, key),
    })),
  );
  try {
    const budgetMs = PATH_VERIFICATION_BUDGET_MS - (deps.clock.now().getTime() - started);
    return await deps.pathVerifier.verify({ questions, rules: record.rules ?? [], documents, budgetMs });
  } catch (error) {
    if (error instanceof PathVerifierBusyError)
      throw new TooManyRequestsError(messages.busy, BUSY_RETRY_SECONDS);
    if (error instanceof PathVerificationStoppedError) throw new ServiceUnavailableError(messages.stopped);
    throw error;
  }
};

/** An answer as one line: a list joined with commas, a group's items numbered with their fields. */
const readable = (value: Answer): string => {
  if (!Array.isArray(value)) return value;
  return value
    .map((item) =>
      typeof item === 'string'
        ? item
        : `[${Object.entries(item)
            .map(([field, answer]) => `${field}: ${readable(answer)}`)
            .join(', ')}]`,
    )
    .join(', ');
};

/** A finding as one line of a refusal: what is wrong, then the answers that show it. */
export const describeFinding = ({ message, answers }: PathFinding): string =>
  `${message} Risposte: ${Object.entries(answers)
    .map(([variable, value]) => `${variable} = ${readable(value)}`)
    .join('; ')}.`;
