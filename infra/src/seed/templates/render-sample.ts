import { createDocumentRenderer } from '@redigo/functions/documents/renderer';
import { renderScope } from '@redigo/functions/documents/typed-answer';
import type { Answers, Question } from '@redigo/shared/domain/question';

/**
 * Fills a master or preview with answers through the product's own renderer, to check and to look at seed
 * documents: typed answers in Italian legal style, filters included.
 */
export const renderSample = (docx: Buffer, answers: Answers, questions: Question[] = []): Buffer =>
  createDocumentRenderer({ maxMasters: 1 }).render(docx, 'sample', renderScope(questions, answers));
