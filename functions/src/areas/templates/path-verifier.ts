import type { Question } from '@redigo/shared/domain/question';
import type { TemplateRule } from '@redigo/shared/expressions/rules';
import type { PathVerificationReport } from '@redigo/shared/domain/template';
import { NamedError } from '../../errors/named-error';

/** How long «Verifica tutti i percorsi» may render, from the request: the answer comes within 20 s (docs/api.md). */
export const PATH_VERIFICATION_BUDGET_MS = 15_000;

/** What «Verifica tutti i percorsi» works on: the questions and the stored documents, already read. */
export interface PathVerificationJob {
  questions: Question[];
  /** The template's rules: each is tried held and broken; a path that breaks one is not rendered (no lawyer gets it). */
  rules?: TemplateRule[];
  /**
   * The master and the preview (when there is one), labelled as the findings name them, each rendered as what it is
   * (the preview watermarked and read-only).
   */
  documents: { label: string; key: string; kind: 'document' | 'preview'; docx: Uint8Array }[];
  /** How long paths may be started for, from when the work starts: those tried by then are the sample (at least one). */
  budgetMs: number;
}

/** Too many verifications run already in this process; the caller should try again shortly. */
export class PathVerifierBusyError extends NamedError {}

/** The verification stopped without a report: it ran past its hard limit, or out of memory. */
export class PathVerificationStoppedError extends NamedError {}

/**
 * Runs «Verifica tutti i percorsi» away from the caller's event loop (a worker thread), so that no other request
 * waits for it. Rejects with PathVerifierBusyError or PathVerificationStoppedError.
 */
export interface PathVerifier {
  verify(job: PathVerificationJob): Promise<PathVerificationReport>;
}
