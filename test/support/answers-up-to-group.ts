import { isGroup, typeOf, type Answers, type AskedQuestion } from '@redigo/shared/domain/question';
import { sampleTypedAnswer } from '../../infra/src/seed/templates/sample-answers';

/**
 * A template's answers up to its first group question, as a lawyer who stopped there leaves them: each question
 * the server asks (`ask`, POST /contract/questions with the answers so far) answered with its first option, or a
 * valid sample for a typed one. The browser tests and the bench save them as a draft to resume at the group.
 */
export const answersUpToFirstGroup = async (
  ask: (answers: Answers) => Promise<AskedQuestion>,
): Promise<Answers> => {
  const answers: Answers = {};
  for (let asked = 0; asked < 100; asked += 1) {
    const next = await ask(answers);
    if (isGroup(next)) return answers;
    answers[next.variable] =
      typeOf(next) === 'choice'
        ? next.is_multiple_selection
          ? [next.options[0] ?? '']
          : (next.options[0] ?? '')
        : sampleTypedAnswer({ ...next, required_answers: [] });
  }
  throw new Error('No group question in the first 100 questions');
};
