import type { Answers } from '@redigo/shared/domain/question';
import type { PathFinding, PathFindingKind, PathVerificationReport } from '@redigo/shared/domain/template';
import { pathVerificationMessages as messages } from '@redigo/shared/messages/documents';
import type { RenderedFinding } from '../../documents/rendered-findings';
import { renderScope } from '../../documents/typed-answer';
import { BadRequestError, InvalidDocumentError, TemplateCheckError } from '../../errors/app-errors';
import { answerCombinations } from './answer-combinations';
import { labelledKeys, storedDocument } from './template-documents';
import type { TemplateDeps } from './template-deps';
import type { TemplateRecord } from './template-record';

/** Findings that make a document wrong for the lawyer; the others are for the author to judge. */
const ERROR_KINDS: ReadonlySet<PathFindingKind> = new Set([
  'invalid_document',
  'render_error',
  'leftover_tag',
  'undefined_text',
]);

type Found = Omit<PathFinding, 'answers' | 'occurrences' | 'severity'>;

const worded = (document: string, finding: RenderedFinding): Found => {
  switch (finding.kind) {
    case 'leftover_tag':
      return { document, kind: finding.kind, message: messages.leftoverTag(document, finding.detail) };
    case 'undefined_text':
      return { document, kind: finding.kind, message: messages.undefinedText(document, finding.detail) };
    case 'empty_paragraph':
      return { document, kind: finding.kind, message: messages.emptyParagraph(document, finding.count) };
    case 'broken_reference':
      return { document, kind: finding.kind, message: messages.brokenReference(document, finding.detail) };
  }
};

/** A render's refusal as a finding; anything else (a store that fails, say) is not the template's fault. */
const refusal = (document: string, error: unknown): Found => {
  if (error instanceof InvalidDocumentError) {
    const detail = error.errors?.join('; ') || error.message;
    return { document, kind: 'invalid_document', message: messages.invalidDocument(document, detail) };
  }
  if (error instanceof TemplateCheckError) {
    const detail = error.errors?.join('; ') || error.message;
    return { document, kind: 'render_error', message: messages.renderError(document, detail) };
  }
  throw error;
};

/** The master and the preview of a template, as the renderer loads them. */
const documentsOf = (deps: Pick<TemplateDeps, 'masters'>, record: TemplateRecord) =>
  labelledKeys(record).map(({ label, key, kind }) => ({
    label,
    key,
    kind,
    load: () => storedDocument(deps.masters, key),
  }));

/**
 * «Verifica tutti i percorsi»: renders the master and the preview for every reachable path of answers (a
 * pairwise-covering set when there are more than 200) and inspects each document: a package Word could not open,
 * a render that fails, a tag or "undefined" left in the text, a paragraph left empty, a cross-reference to a
 * bookmark the answers removed. Each finding comes once, with the answers of the first path that shows it.
 */
export const verifyTemplatePaths = async (
  deps: Pick<TemplateDeps, 'masters' | 'renderer'>,
  record: TemplateRecord,
): Promise<PathVerificationReport> => {
  const questions = record.json_questions;
  if (questions.length === 0) throw new BadRequestError(messages.noQuestions);
  if (!record.file_name) throw new BadRequestError(messages.noMaster);
  const { inspectRendered } = await import('../../documents/rendered-findings');
  const documents = documentsOf(deps, record);
  const variables = questions.map((question) => question.variable);
  const { answers: paths, exhaustive } = answerCombinations(questions);
  const findings = new Map<string, PathFinding>();
  const note = (found: Found, answers: Answers) => {
    const key = `${found.document}|${found.kind}|${found.message}`;
    const known = findings.get(key);
    if (known) known.occurrences += 1;
    else {
      const severity = ERROR_KINDS.has(found.kind) ? 'error' : 'warning';
      findings.set(key, { ...found, severity, answers, occurrences: 1 });
    }
  };
  for (const answers of paths) {
    const scope = renderScope(questions, answers);
    for (const { label, key, kind, load } of documents) {
      try {
        const rendered = await deps.renderer.renderCached(key, scope, load, kind);
        inspectRendered(rendered, variables).forEach((finding) => note(worded(label, finding), answers));
      } catch (error) {
        note(refusal(label, error), answers);
      }
    }
  }
  const listed = [...findings.values()].sort(
    (a, b) => Number(a.severity === 'warning') - Number(b.severity === 'warning'),
  );
  const errors = listed.filter(({ severity }) => severity === 'error').length;
  const warnings = listed.length - errors;
  return {
    combinations: paths.length,
    exhaustive,
    findings: listed,
    errors,
    warnings,
    summary: messages.summary(paths.length, exhaustive, errors, warnings),
  };
};

/** A finding as one line of a refusal: what is wrong, then the answers that show it. */
export const describeFinding = ({ message, answers }: PathFinding): string =>
  `${message} Risposte: ${Object.entries(answers)
    .map(([variable, value]) => `${variable} = ${Array.isArray(value) ? value.join(', ') : value}`)
    .join('; ')}.`;
