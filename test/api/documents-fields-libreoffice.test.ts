import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import PizZip from 'pizzip';
import type { Answers } from '@redigo/shared/domain/question';
import { buildTemplateFiles } from '../../infra/src/seed/templates/build-template-files';
import { seedTemplates } from '../../infra/src/seed/templates/index';
import { reachableAnswerSets } from '../../infra/src/seed/templates/questionnaire-paths';
import { renderSample } from '../../infra/src/seed/templates/render-sample';

jest.setTimeout(600_000);

/** Paths per template, spread over all its reachable paths. */
const PATHS_PER_TEMPLATE = 8;
const BLANK = 'QQQ';

/** A complex field from its begin mark to its end mark: its instruction, and its result as the text between. */
const COMPLEX_FIELD =
  /<w:fldChar\b[^>]*w:fldCharType="begin"[^>]*>([\s\S]*?)<w:fldChar\b[^>]*w:fldCharType="separate"[^>]*>([\s\S]*?)<w:fldChar\b[^>]*w:fldCharType="end"[^>]*>/g;
const SIMPLE_FIELD = /<w:fldSimple\b[^>]*\bw:instr="([^"]*)"[^>]*>([\s\S]*?)<\/w:fldSimple>/g;
const textOf = (xml: string, pattern: RegExp) => [...xml.matchAll(pattern)].map(([, text]) => text).join('');
const TEXT = /<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g;
const INSTRUCTION = /<w:instrText(?:\s[^>]*)?>([^<]*)<\/w:instrText>/g;

/** The fields LibreOffice computes as Word does (cross references, sequences), in the body's order. */
const COMPUTED = /^\s*(?:REF|NOTEREF|SEQ)\s/;

interface StoredField {
  instruction: string;
  result: string;
}

/** Each REF, NOTEREF and SEQ field of the body, simple or complex, with the result stored in it. */
const storedFields = (docx: Buffer): StoredField[] => {
  const xml = new PizZip(docx).file('word/document.xml')?.asText() ?? '';
  const found: { at: number; field: StoredField }[] = [
    ...[...xml.matchAll(COMPLEX_FIELD)].map((match) => ({
      at: match.index ?? 0,
      field: { instruction: textOf(match[1] ?? '', INSTRUCTION), result: textOf(match[2] ?? '', TEXT) },
    })),
    ...[...xml.matchAll(SIMPLE_FIELD)].map((match) => ({
      at: match.index ?? 0,
      field: { instruction: match[1] ?? '', result: textOf(match[2] ?? '', TEXT) },
    })),
  ];
  return found
    .sort((a, b) => a.at - b.at)
    .map(({ field }) => ({
      instruction: field.instruction.replace(/\s+/g, ' ').trim(),
      result: field.result,
    }))
    .filter(({ instruction }) => COMPUTED.test(` ${instruction} `));
};

/** The same document with every stored field result replaced by a blank marker, so LibreOffice must compute it. */
const blanked = (docx: Buffer): Buffer => {
  const zip = new PizZip(docx);
  const xml = zip.file('word/document.xml')?.asText() ?? '';
  const blank = (result: string) => result.replace(TEXT, (run) => run.replace(/>[^<]*</, `>${BLANK}<`));
  zip.file(
    'word/document.xml',
    xml
      .replace(COMPLEX_FIELD, (field, _instruction, result: string) => field.replace(result, blank(result)))
      .replace(SIMPLE_FIELD, (field, _instruction, result: string) => field.replace(result, blank(result))),
  );
  return zip.generate({ type: 'nodebuffer' });
};

/** LibreOffice's own rewrite of each file as a .docx (one run of soffice for all): the fields with its results. */
const rewrittenByLibreOffice = (files: Map<string, Buffer>): Map<string, Buffer> => {
  const folder = mkdtempSync(join(tmpdir(), 'redigo-fields-'));
  const inputs = [...files].map(([name, docx]) => {
    const path = join(folder, `${name}.docx`);
    writeFileSync(path, docx);
    return path;
  });
  const out = join(folder, 'out');
  const result = spawnSync(
    'soffice',
    [
      `-env:UserInstallation=${pathToFileURL(join(folder, 'profile')).href}`,
      '--headless',
      '--convert-to',
      'docx:MS Word 2007 XML',
      '--outdir',
      out,
      ...inputs,
    ],
    { timeout: 540_000, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`soffice: ${result.status} ${result.stderr}`);
  return new Map([...files.keys()].map((name) => [name, readFileSync(join(out, `${name}.docx`))]));
};

/** At most `count` answer sets spread evenly over all paths, the first and the last included. */
const spread = (items: Answers[], count: number): Answers[] =>
  items.length <= count
    ? items
    : Array.from(
        { length: count },
        (_, index) => items[Math.round((index * (items.length - 1)) / (count - 1))] as Answers,
      );

describe('the field results stored in every seeded document agree with what LibreOffice computes', () => {
  const rendered = new Map<string, Buffer>();
  seedTemplates.forEach((definition) => {
    const files = buildTemplateFiles(definition);
    spread(reachableAnswerSets(definition.questions), PATHS_PER_TEMPLATE).forEach((answers, index) => {
      rendered.set(`${definition.slug}-${index}`, renderSample(files.master, answers, definition.questions));
      rendered.set(
        `${definition.slug}-${index}-anteprima`,
        renderSample(files.preview, answers, definition.questions, 'preview'),
      );
    });
  });
  let computed: Map<string, Buffer>;

  beforeAll(() => {
    computed = rewrittenByLibreOffice(
      new Map([...rendered].map(([name, docx]) => [name, blanked(docx)] as const)),
    );
  });

  it('renders documents that have cross references to compare', () => {
    const withFields = [...rendered.values()].filter((docx) => storedFields(docx).length > 0);

    expect(withFields.length).toBeGreaterThanOrEqual(seedTemplates.length * PATHS_PER_TEMPLATE);
  });

  it.each([...rendered.keys()])('%s', (name) => {
    const stored = storedFields(rendered.get(name) as Buffer);
    const fromLibreOffice = storedFields(computed.get(name) as Buffer);

    // Every result came from LibreOffice's computation: none of the blanks is left.
    expect(fromLibreOffice.map(({ result }) => result)).not.toContain(BLANK);
    expect(stored).toEqual(fromLibreOffice);
  });
});
