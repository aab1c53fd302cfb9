import { isGroup, typeOf, type Answer, type Answers, type Question } from '@redigo/shared/domain/question';
import { walkAnswerPaths } from '@redigo/shared/questionnaire/answer-paths';
import { sampleGroupAnswer, sampleWithinLimits } from '@redigo/shared/questionnaire/sample-answer';
import { compileMaster } from '../compiled-master';
import { renderScope } from '../typed-answer';
import { wordShare } from './word-share';

/** The answers of the path that takes, at every question, its first option (or, with `last`, its last one). */
const samplePath = (questions: Question[], last: boolean): Answers => {
  let found: Answers = {};
  walkAnswerPaths(
    questions,
    (question): Answer[] => {
      if (isGroup(question)) return [sampleGroupAnswer(question, {})];
      if (typeOf(question) !== 'choice') return [sampleWithinLimits(question)];
      const option = last ? question.options[question.options.length - 1] : question.options[0];
      return option === undefined ? [] : [question.is_multiple_selection ? [option] : option];
    },
    (answers) => {
      found = answers;
      return false;
    },
  );
  return found;
};

/**
 * The largest share of the master's words that the preview holds (0 to 1), both rendered with the same answers on
 * two sample paths (every first option, every last one); null when either document does not render.
 */
export const previewWordShare = (master: Buffer, preview: Buffer, questions: Question[]): number | null => {
  try {
    const compiledMaster = compileMaster(master);
    const compiledPreview = compileMaster(preview);
    const shares = [samplePath(questions, false), samplePath(questions, true)].map((answers) => {
      const scope = renderScope(questions, answers);
      return wordShare(compiledMaster.render(scope), compiledPreview.render(scope));
    });
    return Math.max(...shares);
  } catch {
    return null;
  }
};
