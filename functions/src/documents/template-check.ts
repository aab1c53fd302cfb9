import type { Question } from '@redigo/shared/domain/question';
import type { TemplateCheckResult } from '@redigo/shared/domain/template';
import { activeContentMessages, templateCheckMessages as messages } from '@redigo/shared/messages/documents';
import { answerSizeProblems } from '@redigo/shared/questionnaire/answer-size';
import { validateQuestions } from '@redigo/shared/questionnaire/questions-validation';
import { unreachableQuestions } from '@redigo/shared/questionnaire/reachability';
import { activeContentOfPackage } from './active-content';
import { computedTagCheck } from './computed-tag-check';
import { inspectDocument, type FoundTag } from './document-inspection';
import { reservedVariableProblems } from './firm-tags';
import { groupTagProblems, unusedFields } from './group-tag-rules';
import { fieldsOnlyWordComputes } from './fields/fields-for-word';
import { previewWordShare } from './preview/preview-share-check';
import { analyseTag } from './tag-analysis';
import { groupOfFields, tagScope } from './tag-scope';
import { describeTagLocation } from './tag-location';
import { describeTemplateError } from './template-errors';
import { typedTagProblems } from './typed-tag-rules';

/** A document of a template, with the label its messages use ('Master', 'Anteprima'). */
export interface LabelledDocument {
  label: string;
  buffer: Buffer;
}

/** What a document carries that runs or reaches outside it (a file stored before the upload inspection knew it). */
export const activeContentErrors = ({ label, buffer }: LabelledDocument): string[] =>
  activeContentOfPackage(buffer).map(({ part, element }) =>
    activeContentMessages.check(label, element, part),
  );

const checkDocument = (
  { label, buffer }: LabelledDocument,
  byVariable: Map<string, Question>,
  fieldGroups: Map<string, string>,
) => {
  let inspected;
  let active: string[];
  try {
    inspected = inspectDocument(buffer);
    active = activeContentErrors({ label, buffer });
  } catch {
    return { errors: [messages.unreadable(label)], used: [], usedFields: [], unknown: [], warnings: [] };
  }
  const { tags, errors, texts, comments, revisions, structure } = inspected;
  const forWord = fieldsOnlyWordComputes(buffer);
  const warnings = [
    ...(comments + revisions > 0 ? [messages.revisionsAndComments(label, comments, revisions)] : []),
    ...(forWord.length > 0 ? [messages.fieldsNeedWord(label, forWord)] : []),
    ...structure.conditionalReferences.map(({ bookmark, section, text }) =>
      messages.referenceIntoSection(label, bookmark, text, section),
    ),
  ];
  // docxtemplater names most misplaced sections itself; these are the ones it compiles and then renders broken.
  const misplaced =
    errors.length > 0
      ? []
      : structure.misplaced.map(({ open, close }) => messages.sectionAcrossTable(label, open, close));
  const used: string[] = [];
  const unknown: string[] = [];
  // Before any question exists every name is unknown: the names are gathered in one message instead.
  const noQuestions = byVariable.size === 0;
  // A lexing error can leave an empty placeholder behind, and a tag docxtemplater refused needs no second message.
  const failed = new Set(
    errors.flatMap(({ properties = {} }) =>
      [properties.offset].flat().map((at) => `${properties.file}:${at}`),
    ),
  );
  const usedFields: string[] = [];
  /** Where a tag stands in the document, as the messages say it. */
  const whereIs = (file: string, part: FoundTag['part']) =>
    describeTagLocation(
      label,
      file,
      texts.get(file) ?? { text: '', breaks: [] },
      `{${part.raw ?? part.value}}`,
      part.offset,
    );
  const tagErrors = tags.flatMap(({ file, part, sections }) => {
    // Inside a group's loop a tag also names the group's fields and the `$` names (docs/api.md).
    const scope = tagScope(sections, byVariable);
    const computed = computedTagCheck(part, scope);
    if (computed) {
      used.push(...computed.variables.filter((variable) => byVariable.has(variable)));
      usedFields.push(...computed.fields);
      if (noQuestions) unknown.push(...computed.unknown);
      if (failed.has(`${file}:${part.offset}`)) return [];
      const where = whereIs(file, part);
      return computed.problems
        .filter((problem) => !(noQuestions && computed.unknownProblems.includes(problem)))
        .map((problem) => `${where}: ${problem}`);
    }
    const analysis = analyseTag(part, scope.byVariable);
    const grouped = groupTagProblems(part, scope, fieldGroups);
    const unknownProblems = new Set(analysis.unknown.map(messages.unknownVariable));
    const tagProblems = analysis.problems.filter(
      (problem) => !grouped.replaced.includes(problem) && !(noQuestions && unknownProblems.has(problem)),
    );
    const problems = [...tagProblems, ...typedTagProblems(part, scope.byVariable), ...grouped.problems];
    used.push(...analysis.variables.filter((variable) => byVariable.has(variable)));
    usedFields.push(...grouped.fields);
    if (noQuestions) unknown.push(...analysis.unknown);
    const bogus = part.value.trim() === '' && errors.some(({ properties }) => properties?.file === file);
    if (bogus || failed.has(`${file}:${part.offset}`)) return [];
    const where = whereIs(file, part);
    return problems.map((problem) => `${where}: ${problem}`);
  });
  return {
    errors: [
      ...active,
      ...errors.map((error) => describeTemplateError(label, error, texts)),
      ...misplaced,
      ...tagErrors,
    ],
    used,
    usedFields,
    unknown,
    warnings,
  };
};

const PREVIEW_WARNING_SHARE = 0.5;

/** The warning when the preview holds more than half of the master's words (docs/api.md). */
const previewShareWarnings = (documents: LabelledDocument[], questions: Question[]): string[] => {
  const master = documents.find(({ label }) => label === 'Master');
  const preview = documents.find(({ label }) => label === 'Anteprima');
  if (!master || !preview) return [];
  const share = previewWordShare(master.buffer, preview.buffer, questions);
  return share !== null && share > PREVIEW_WARNING_SHARE
    ? [messages.previewTooLong(Math.round(share * 100))]
    : [];
};

/**
 * The template check (docs/api.md): every tag of every document parses, names only questions and compares them only
 * with their options (and multiple choices only through `contiene`); the questions themselves are sound (before any
 * question exists, the tags' names are listed in one error); no document carries active or external content; groups'
 * loops, fields, `$` names and filters follow docs/api.md's rules (group-tag-rules.ts). Warnings: questions that
 * neither a document nor another question's conditions use, a used group's fields no tag of its loop names (nor a
 * sibling's condition), questions that can never be asked, fields only Word can compute, and a preview that holds
 * more than half of the master's words. Messages are in Italian and name the document, the tag and the text around
 * it.
 */
export const checkTemplate = ({
  documents,
  questions,
}: {
  documents: LabelledDocument[];
  questions: Question[];
}): TemplateCheckResult => {
  const byVariable = new Map(questions.map((question) => [question.variable, question]));
  const fieldGroups = groupOfFields(questions);
  const checked = documents.map((document) => checkDocument(document, byVariable, fieldGroups));
  const gating = questions.flatMap((question) =>
    question.required_answers.flatMap((condition) => Object.keys(condition)),
  );
  const used = new Set([...checked.flatMap((document) => document.used), ...gating]);
  const unused = questions.filter((question) => !used.has(question.variable));
  const unknown = [...new Set(checked.flatMap((document) => document.unknown))];
  const errors = [
    ...new Set([
      ...validateQuestions(questions),
      ...answerSizeProblems(questions),
      ...reservedVariableProblems(questions),
      ...checked.flatMap((document) => document.errors),
    ]),
    ...(unknown.length > 0 ? [messages.tagsWithoutQuestions(unknown)] : []),
  ];
  return {
    errors,
    warnings: [
      ...checked.flatMap((document) => document.warnings),
      ...(errors.length === 0 ? previewShareWarnings(documents, questions) : []),
      ...unused.map((question) => messages.unusedQuestion(question.variable)),
      ...unusedFields(
        questions.filter((question) => used.has(question.variable)),
        new Set(checked.flatMap((document) => document.usedFields)),
      ),
      ...unreachableQuestions(questions).map((index) =>
        messages.unreachableQuestion(index + 1, questions[index]?.variable ?? ''),
      ),
    ],
  };
};
