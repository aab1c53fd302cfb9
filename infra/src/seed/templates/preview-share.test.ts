import { wordShare } from '@redigo/functions/documents/preview/word-share';
import { buildTemplateFiles } from './build-template-files';
import { seedTemplates } from './index';
import { reachableAnswerSets } from './questionnaire-paths';
import { renderSample } from './render-sample';

/** At most `count` answer sets spread evenly over all paths. */
const spread = <T>(items: T[], count: number): T[] =>
  items.length <= count
    ? items
    : Array.from({ length: count }, (_, index) => items[Math.floor((index * items.length) / count)] as T);

describe.each(seedTemplates.map((definition) => [definition.slug, definition] as const))(
  '%s preview',
  (_slug, definition) => {
    it('holds at most 40 % of the words of its master, rendered with the same answers, on every kind of path', () => {
      const files = buildTemplateFiles(definition);
      const shares = spread(reachableAnswerSets(definition.questions), 30).map((answers) =>
        wordShare(
          renderSample(files.master, answers, definition.questions),
          renderSample(files.preview, answers, definition.questions, 'preview'),
        ),
      );

      expect(Math.max(...shares)).toBeLessThanOrEqual(0.4);
      expect(Math.min(...shares)).toBeGreaterThan(0.2);
    });
  },
);
