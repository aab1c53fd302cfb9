import { readPart } from '../../infra/src/seed/docx/docx-text';
import type { ApiResponse } from './api-client';
import { eventually } from './eventually';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The text of a `w:t` or `w:delText` run's content, XML entities read. */
const unescape = (text: string): string =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * The paragraphs of a redline's body once every tracked change is accepted (or rejected), as Word applies them:
 * accepted, an insertion's text stays and a deletion's goes; rejected, the other way round; a paragraph mark marked
 * deleted (accepted) or inserted (rejected) joins its paragraph to the next. Empty paragraphs left out.
 */
export const resolvedParagraphs = (redline: Buffer, accept: boolean): string[] => {
  const xml = readPart(redline, 'word/document.xml') ?? '';
  const body = xml.slice(xml.indexOf('<w:body>'));
  const paragraphs: string[] = [];
  let pending = '';
  for (const [paragraph] of body.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)) {
    const mark = /<w:pPr>[\s\S]*?<w:rPr>([\s\S]*?)<\/w:rPr>[\s\S]*?<\/w:pPr>/.exec(paragraph)?.[1] ?? '';
    const dropped = accept ? /<w:del\b[^>]*>[\s\S]*?<\/w:del>/g : /<w:ins\b[^>]*>[\s\S]*?<\/w:ins>/g;
    const kept = paragraph.replace(/<w:pPr>[\s\S]*?<\/w:pPr>/, '').replace(dropped, '');
    const text = [...kept.matchAll(/<w:(?:t|delText)(?:\s[^>]*)?>([^<]*)<\/w:(?:t|delText)>/g)]
      .map((match) => unescape(match[1] ?? ''))
      .join('');
    pending += text;
    const joins = accept ? /<w:del\b/.test(mark) : /<w:ins\b/.test(mark);
    if (!joins) {
      paragraphs.push(pending);
      pending = '';
    }
  }
  if (pending) paragraphs.push(pending);
  return paragraphs.filter((text) => text.trim() !== '');
};

/** The tracked changes of a redline: each `w:ins` and `w:del` with its author and its text. */
export const trackedChanges = (redline: Buffer): { kind: 'ins' | 'del'; author: string; text: string }[] => {
  const xml = readPart(redline, 'word/document.xml') ?? '';
  return [...xml.matchAll(/<w:(ins|del) [^>]*w:author="([^"]*)"[^>]*>([\s\S]*?)<\/w:\1>/g)].map((match) => ({
    kind: match[1] as 'ins' | 'del',
    author: match[2] ?? '',
    text: [...(match[3] ?? '').matchAll(/<w:(?:t|delText)(?:\s[^>]*)?>([^<]*)</g)].map((t) => t[1]).join(''),
  }));
};

/** Asks `get` until it answers something else than 202 (each 202 with its Retry-After), and answers that. */
export const whenPrepared = async (
  what: string,
  get: () => Promise<ApiResponse<Json>>,
): Promise<{ answer: ApiResponse<Json>; waited: ApiResponse<Json>[] }> => {
  const waited: ApiResponse<Json>[] = [];
  let answer: ApiResponse<Json> | undefined;
  await eventually(
    what,
    async () => {
      answer = await get();
      if (answer.status === 202) waited.push(answer);
      return answer.status !== 202;
    },
    { timeoutMs: 120_000, everyMs: 200 },
  );
  if (!answer) throw new Error(`${what}: no answer`);
  return { answer, waited };
};
