import PizZip from 'pizzip';
import { readPart } from '../docx/docx-text';
import { buildTemplateFiles } from './build-template-files';
import { locazioneAbitativa } from './locazione-abitativa/definition';
import { reachableAnswerSets } from './questionnaire-paths';
import { renderSample } from './render-sample';

const files = buildTemplateFiles(locazioneAbitativa);
const [answers = {}] = reachableAnswerSets(locazioneAbitativa.questions);

/** The seeded preview with its body's section properties taken out, as Word leaves some files. */
const withoutSection = (docx: Buffer): Buffer => {
  const zip = new PizZip(docx);
  const body = zip.file('word/document.xml')?.asText() ?? '';
  zip.file('word/document.xml', body.replace(/<w:sectPr\b[\s\S]*?<\/w:sectPr>(?=\s*<\/w:body>)/, ''));
  return zip.generate({ type: 'nodebuffer' });
};

/** The watermark text of each header each section of the body refers to, by type. */
const watermarks = (docx: Buffer): Record<string, string | undefined>[] => {
  const rels = readPart(docx, 'word/_rels/document.xml.rels') ?? '';
  const sections = readPart(docx, 'word/document.xml')?.match(/<w:sectPr\b[\s\S]*?<\/w:sectPr>/g) ?? [];
  return sections.map((section) =>
    Object.fromEntries(
      [...section.matchAll(/<w:headerReference w:type="(\w+)" r:id="([^"]+)"\/>/g)].map(([, type, id]) => {
        const target = new RegExp(`Id="${id}"[^>]*Target="([^"]+)"`).exec(rels)?.[1] ?? '';
        return [type, /<v:textpath\b[^>]*string="([^"]*)"/.exec(readPart(docx, `word/${target}`) ?? '')?.[1]];
      }),
    ),
  );
};

const protectionOf = (docx: Buffer): string =>
  /<w:documentProtection\b[^>]*\/>/.exec(readPart(docx, 'word/settings.xml') ?? '')?.[0] ?? '';

describe('a rendered preview', () => {
  it('of a master whose body has no section properties gets an A4 section with the watermark', () => {
    const stripped = withoutSection(files.preview);
    expect(readPart(stripped, 'word/document.xml')).not.toMatch(/<w:sectPr/);

    const preview = renderSample(stripped, answers, locazioneAbitativa.questions, 'preview');

    expect(watermarks(preview)).toEqual([{ default: 'ANTEPRIMA', first: 'ANTEPRIMA', even: 'ANTEPRIMA' }]);
    expect(readPart(preview, 'word/document.xml')).toMatch(/<w:pgSz w:w="11906" w:h="16838"\/>/);
  });

  it('is read-only behind a password nobody is told, a new one for each preview', () => {
    const first = protectionOf(renderSample(files.preview, answers, locazioneAbitativa.questions, 'preview'));
    const second = protectionOf(
      renderSample(withoutSection(files.preview), answers, locazioneAbitativa.questions, 'preview'),
    );

    for (const protection of [first, second]) {
      expect(protection).toMatch(/w:edit="readOnly" w:enforcement="1"/);
      expect(protection).toMatch(/w:cryptAlgorithmSid="14"/);
      expect(protection).toMatch(/w:cryptSpinCount="100000"/);
      // A SHA-512 hash (64 bytes) and a 16-byte salt, in base64.
      expect(/w:hash="([^"]+)"/.exec(protection)?.[1]).toHaveLength(88);
      expect(/w:salt="([^"]+)"/.exec(protection)?.[1]).toHaveLength(24);
    }
    expect(/w:salt="([^"]+)"/.exec(first)?.[1]).not.toBe(/w:salt="([^"]+)"/.exec(second)?.[1]);
  });
});
