import type { Answers } from '@redigo/shared/domain/question';
import type { PathFinding, PathFindingKind, PathVerificationReport } from '@redigo/shared/domain/template';
import { ruleOutcomes, type TemplateRule } from '@redigo/shared/expressions/rules';
import { pathVerificationMessages as messages } from '@redigo/shared/messages/documents';
import { inspectRendered, type RenderedFinding } from '../../documents/rendered-findings';
import type { DocumentRenderer } from '../../documents/renderer';
import { renderScope } from '../../documents/typed-answer';
import { InvalidDocumentError, TemplateCheckError } from '../../errors/app-errors';
import { answerCombinations } from './answer-combinations';
import type { PathVerificationJob } from './path-verifier';

/** Findings that make a document wrong for the lawyer; the others are for the author to judge. */
const ERROR_KINDS: readonly PathFindingKind[] = [
  'invalid_document',
  'render_error',
  'leftover_tag',
  'undefined_text',
];

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

/** A render's refusal as a finding; anything else is not the template's fault. */
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

/** What the paths showed of one rule: the answers of the first path that held it and of the first that broke it. */
interface RuleTrial {
  held?: Answers;
  broken?: Answers;
  tested: boolean;
}

/** The rules' findings (warnings): a rule never held, never broken, or never tested on the paths tried. */
const ruleFindings = (rules: TemplateRule[], trials: RuleTrial[]): PathFinding[] =>
  rules.flatMap((rule, index): PathFinding[] => {
    const trial = trials[index];
    const document = messages.rulesDocument;
    const finding = (kind: PathFindingKind, message: string, answers: Answers): PathFinding[] => [
      { document, kind, severity: 'warning', message, answers, occurrences: 1 },
    ];
    if (!trial?.tested)
      return finding('rule_never_tested', messages.ruleNeverTested(index + 1, rule.message), {});
    if (!trial.held)
      return finding('rule_never_held', messages.ruleNeverHeld(index + 1, rule.message), trial.broken ?? {});
    if (!trial.broken)
      return finding('rule_never_broken', messages.ruleNeverBroken(index + 1, rule.message), trial.held);
    return [];
  });

/**
 * «Verifica tutti i percorsi», the work itself (run in a worker thread, see path-verifier.ts): renders each document
 * for every reachable path of answers (a pairwise-covering set when there are more than 200, made as it is used,
 * the paths that cover the most first) and inspects it: a package Word could not open, a render that fails, a tag
 * or "undefined" left in the text, a paragraph left empty, a cross-reference to a bookmark the answers removed.
 * The template's rules are tested on every path (number, amount and date answers are tried at the comparisons'
 * boundaries and, for the rules, at their limits: tried-answers.ts): a path that breaks a rule is one no lawyer can
 * complete, so it is not rendered; a rule never held, never broken or never tested is a warning. No new path starts
 * once the job's budget is spent (the first always does): the report then says `sampled`. Each finding comes once,
 * with the answers of the first path that shows it.
 */
export const runPathVerification = (
  job: PathVerificationJob,
  renderer: Pick<DocumentRenderer, 'render'>,
  now: () => number = Date.now,
): PathVerificationReport => {
  const { questions, documents } = job;
  const rules = job.rules ?? [];
  const deadline = now() + job.budgetMs;
  const variables = questions.map((question) => question.variable);
  const { paths, exhaustive } = answerCombinations(questions, rules);
  const trials: RuleTrial[] = rules.map(() => ({ tested: false }));
  const findings = new Map<string, PathFinding>();
  const note = (found: Found, answers: Answers) => {
    const key = `${found.document}|${found.kind}|${found.message}`;
    const known = findings.get(key);
    if (known) known.occurrences += 1;
    else {
      const severity = ERROR_KINDS.includes(found.kind) ? 'error' : 'warning';
      findings.set(key, { ...found, severity, answers, occurrences: 1 });
    }
  };
  let tried = 0;
  let combinations = 0;
  let sampled = false;
  for (const answers of paths) {
    if (tried > 0 && now() >= deadline) {
      sampled = true;
      break;
    }
    tried += 1;
    const outcomes = ruleOutcomes(rules, questions, answers);
    outcomes.forEach((outcome, index) => {
      const trial = trials[index];
      if (!trial || outcome === 'untested') return;
      trial.tested = true;
      trial[outcome] ??= answers;
    });
    if (outcomes.includes('broken')) continue;
    combinations += 1;
    const scope = renderScope(questions, answers);
    for (const { label, key, kind, docx } of documents) {
      try {
        const rendered = renderer.render(
          Buffer.from(docx.buffer, docx.byteOffset, docx.byteLength),
          key,
          scope,
          kind,
        );
        inspectRendered(rendered, variables).forEach((finding) => note(worded(label, finding), answers));
      } catch (error) {
        note(refusal(label, error), answers);
      }
    }
  }
  const listed = [...findings.values(), ...ruleFindings(rules, trials)].sort(
    (a, b) => Number(a.severity === 'warning') - Number(b.severity === 'warning'),
  );
  const errors = listed.filter(({ severity }) => severity === 'error').length;
  const warnings = listed.length - errors;
  return {
    combinations,
    exhaustive,
    sampled,
    findings: listed,
    errors,
    warnings,
    summary: messages.summary(combinations, exhaustive, errors, warnings, sampled),
  };
};
