import type { Inline } from '../docx/model';
import { parseSource } from '../docx/parse-source';
import { seedTemplates } from './index';

const textOf = (runs: Inline[]): string => runs.map((run) => (run.kind === 'text' ? run.text : '')).join('');

/** Each article's anchor and its heading as the master prints it. */
const headingsOf = (source: string): Map<string, string> =>
  new Map(
    parseSource(source, 'master').blocks.flatMap((block) =>
      block.kind === 'article' && block.anchor ? [[block.anchor, textOf(block.runs)] as const] : [],
    ),
  );

/** Each article the approval under artt. 1341-1342 c.c. names, with the title it quotes after the reference. */
const approvalQuotes = (source: string): { anchor: string; quoted: string | undefined }[] =>
  parseSource(source, 'master').blocks.flatMap((block) => {
    if (block.kind !== 'paragraph' || !textOf(block.runs).includes('1341')) return [];
    return block.runs.flatMap((run, index) => {
      if (run.kind !== 'ref') return [];
      const next = block.runs[index + 1];
      const quoted = next?.kind === 'text' ? /^ \(([^)]*)\)/.exec(next.text)?.[1] : undefined;
      return [{ anchor: run.anchor, quoted }];
    });
  });

describe('the approval under artt. 1341-1342 c.c. quotes each article as its heading stands', () => {
  const withApproval = seedTemplates.filter((definition) => approvalQuotes(definition.source).length > 0);

  it('every seeded template has such an approval', () => {
    expect(withApproval.map((definition) => definition.slug).sort()).toEqual(
      seedTemplates.map((definition) => definition.slug).sort(),
    );
  });

  it.each(withApproval.map((definition) => [definition.slug, definition.source] as const))(
    '%s',
    (_slug, source) => {
      const headings = headingsOf(source);
      const quotes = approvalQuotes(source);
      expect(quotes.map(({ anchor, quoted }) => [anchor, quoted])).toEqual(
        quotes.map(({ anchor }) => [anchor, headings.get(anchor)]),
      );
    },
  );
});
