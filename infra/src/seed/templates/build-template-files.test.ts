import PizZip from 'pizzip';
import { documentTags, readPart, splitTags } from '../docx/docx-text';
import { PREVIEW_ARTICLE_NOTICE, PREVIEW_BANNER } from '../docx/preview';
import { xmlProblems } from '../docx/xml-check';
import { buildTemplateFiles } from './build-template-files';
import { seedTemplates } from './index';
import { reachableAnswerSets } from './questionnaire-paths';
import { renderSample } from './render-sample';

const XML_PARTS = [
  'word/document.xml',
  'word/header1.xml',
  'word/footer1.xml',
  'word/styles.xml',
  'word/numbering.xml',
];

/** At most `count` answer sets spread evenly over all paths, so every kind of path is rendered quickly. */
const spread = <T>(items: T[], count: number): T[] =>
  items.length <= count
    ? items
    : Array.from({ length: count }, (_, index) => items[Math.floor((index * items.length) / count)] as T);

describe.each(seedTemplates.map((definition) => [definition.slug, definition] as const))(
  '%s',
  (_slug, definition) => {
    const files = buildTemplateFiles(definition);
    let paths: ReturnType<typeof reachableAnswerSets> | undefined;
    const allPaths = () => (paths ??= reachableAnswerSets(definition.questions));

    it('names master and preview differently, both .docx', () => {
      expect(files.masterFileName).toMatch(/\.docx$/);
      expect(files.previewFileName).toMatch(/\.docx$/);
      expect(files.previewFileName).not.toBe(files.masterFileName);
    });

    it('writes well-formed parts with every tag inside one run', () => {
      for (const docx of [files.master, files.preview]) {
        for (const part of XML_PARTS)
          expect({ part, problems: xmlProblems(readPart(docx, part) ?? '') }).toEqual({ part, problems: [] });
        expect(splitTags(docx)).toEqual([]);
      }
    });

    it('limits the preview visibly: banner, notices, fewer tags than the master and no new ones', () => {
      const previewBody = readPart(files.preview, 'word/document.xml') ?? '';
      const masterTags = documentTags(files.master);
      const previewTags = documentTags(files.preview);

      expect(previewBody).toContain(PREVIEW_BANNER);
      expect(previewBody).toContain(PREVIEW_ARTICLE_NOTICE);
      expect(readPart(files.master, 'word/document.xml')).not.toContain(PREVIEW_ARTICLE_NOTICE);
      expect(previewTags.length).toBeLessThan(masterTags.length);
      expect(previewTags.filter((tag) => !masterTags.includes(tag))).toEqual([]);
    });

    it('renders master and preview on every kind of path, leaving no tag, no "undefined" and valid XML', () => {
      const renders = [
        ...spread(allPaths(), 10).map((answers) => ({ answers, docx: files.master })),
        ...spread(allPaths(), 4).map((answers) => ({ answers, docx: files.preview })),
      ];

      for (const { answers, docx } of renders) {
        const body =
          new PizZip(renderSample(docx, answers, definition.questions)).file('word/document.xml')?.asText() ??
          '';
        const text = body.replace(/<[^>]+>/g, '');

        expect({ answers, leftovers: text.match(/[{}]|undefined/g) ?? [] }).toEqual({
          answers,
          leftovers: [],
        });
        expect(xmlProblems(body)).toEqual([]);
      }
    });

    it('never leaves an article with one numbered clause alone, on any kind of path', () => {
      const lone = spread(allPaths(), 40).flatMap((answers) => {
        const body =
          new PizZip(renderSample(files.master, answers, definition.questions))
            .file('word/document.xml')
            ?.asText() ?? '';
        const clausesByArticle: number[] = [];
        for (const [paragraph] of body.matchAll(/<w:p>[\s\S]*?<\/w:p>/g)) {
          if (paragraph.includes('w:val="Heading1"')) clausesByArticle.push(0);
          else if (paragraph.includes('w:val="Clausola"') && clausesByArticle.length > 0)
            clausesByArticle[clausesByArticle.length - 1] =
              (clausesByArticle[clausesByArticle.length - 1] ?? 0) + 1;
        }
        return clausesByArticle.flatMap((count, index) =>
          count === 1 ? [{ article: index + 1, answers }] : [],
        );
      });

      expect(lone).toEqual([]);
    });
  },
);
