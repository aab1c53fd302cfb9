import type { Question } from '@redigo/shared/domain/question';
import { buildDocx } from '@redigo/functions/documents/test-support/docx-fixture';

/**
 * `count` choice questions of `size` options (`Opzione 1`...), every fifth asked only when the one before it is
 * «Opzione 1»: the shape of the large templates the limits allow (docs/api.md, "Limits").
 */
export const choiceQuestions = (count: number, size: number): Question[] =>
  Array.from({ length: count }, (_, index) => ({
    variable: `q${index}`,
    question: `Domanda ${index + 1}?`,
    options: Array.from({ length: size }, (_, option) => `Opzione ${option + 1}`),
    is_multiple_selection: false,
    required_answers: index % 5 === 4 ? [{ [`q${index - 1}`]: 'Opzione 1' }] : [],
  }));

/** A master with an article per question: its answer, and a clause shown for «Opzione 2». */
export const articleMaster = (questions: Question[]): Buffer =>
  buildDocx({
    paragraphs: questions.flatMap(({ variable }, index) => [
      `Art. ${index + 1} – La parte sceglie {${variable}}.`,
      `{#${variable} == "Opzione 2"}Si applica la clausola aggiuntiva dell'articolo ${index + 1}.{/}`,
    ]),
  });
