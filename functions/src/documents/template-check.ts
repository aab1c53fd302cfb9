import type { Question } from '@redigo/shared/domain/question';
import type { TemplateCheckResult } from '@redigo/shared/domain/template';
import { activeContentMessages, templateCheckMessages as messages } from '@redigo/shared/messages/documents';
import { validateQuestions } from '@redigo/shared/questionnaire/questions-validation';
import { unreachableQuestions } from '@redigo/shared/questionnaire/reachability';
import { activeContentOfPackage } from './active-content';
import { inspectDocument } from './document-inspection';
import { reservedVariableProblems } from './firm-tags';
import { analyseTag } from './tag-analysis';
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

const checkDocument = ({ label, buffer }: LabelledDocument, byVariable: Map<string, Question>) => {
  let inspected;
  let active: string[];
  try {
    inspected = inspectDocument(buffer);
    active = activeContentErrors({ label, buffer });
  } catch {
    return { errors: [messages.unreadable(label)], used: [], warnings: [] };
  }
  const { tags, errors, texts, comments, revisions, structure } = inspected;
  const warnings = [
    ...(comments + revisions > 0 ? [messages.revisionsAndComments(label, comments, revisions)] : []),
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
  // A lexing error can leave an empty placeholder behind, and a tag docxtemplater refused needs no second message.
  const failed = new Set(
    errors.flatMap(({ properties = {} }) =>
      [properties.offset].flat().map((at) => `${properties.file}:${at}`),
    ),
  );
  const tagErrors = tags.flatMap(({ file, part }) => {
    const { variables, problems: tagProblems } = analyseTag(part, byVariable);
    const problems = [...tagProblems, ...typedTagProblems(part, byVariable)];
    used.push(...variables);
    const bogus = part.value.trim() === '' && errors.some(({ properties }) => properties?.file === file);
    if (bogus || failed.has(`${file}:${part.offset}`)) return [];
    const where = describeTagLocation(
      label,
      file,
      texts.get(file) ?? { text: '', breaks: [] },
      `{${part.raw ?? part.value}}`,
      part.offset,
    );
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
    warnings,
  };
};

/**
 * The template check (docs/api.md): every tag of every document parses, names only questions and compares them only
 * with their options (and multiple choices only through `contiene`); the questions themselves are sound; no document
 * carries active or external content. Warnings:
 * questions that neither a document nor another question's conditions use, and questions that can never be asked. Messages are in Italian and name the document,
 * the tag and the text around it.
 */
export const checkTemplate = ({
  documents,
  questions,
}: {
  documents: LabelledDocument[];
  questions: Question[];
}): TemplateCheckResult => {
  const byVariable = new Map(questions.map((question) => [question.variable, question]));
  const checked = documents.map((document) => checkDocument(document, byVariable));
  const gating = questions.flatMap((question) =>
    question.required_answers.flatMap((condition) => Object.keys(condition)),
  );
  const used = new Set([...checked.flatMap((document) => document.used), ...gating]);
  const unused = questions.filter((question) => !used.has(question.variable));
  return {
    errors: [
      ...new Set([
        ...validateQuestions(questions),
        ...reservedVariableProblems(questions),
        ...checked.flatMap((document) => document.errors),
      ]),
    ],
    warnings: [
      ...checked.flatMap((document) => document.warnings),
      ...unused.map((question) => messages.unusedQuestion(question.variable)),
      ...unreachableQuestions(questions).map((index) =>
        messages.unreachableQuestion(index + 1, questions[index]?.variable ?? ''),
      ),
    ],
  };
};
