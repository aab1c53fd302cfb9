import type { Answers } from '@redigo/shared/domain/question';
import Docxtemplater, { type DXT } from 'docxtemplater';
import expressionParser from 'docxtemplater/expressions.js';
import PizZip from 'pizzip';

const joinItalian = (items: string[]): string =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;

const contiene = (input: unknown, option: unknown): boolean =>
  Array.isArray(input) ? input.includes(option) : input === option;

/** A filter binds to everything on its left in angular expressions; authors mean `a && (b | contiene:"x")`. */
const bindContiene = (tag: string): string =>
  tag.replace(/([\p{L}_][\p{L}\p{N}_]*)\s*\|\s*contiene\s*:\s*("[^"]*")/gu, '($1 | contiene:$2)');

// preCompile is an option of expressions.js that its type declarations leave out.
const baseParser = expressionParser.configure({
  filters: { contiene },
  preCompile: bindContiene,
} as Parameters<typeof expressionParser.configure>[0]);

/** The tag language of docs/design.md, as a stand-in for the document engine: sections test, lists print as prose. */
const tagParser = (tag: string): DXT.Parser => {
  const compiled = baseParser(tag);
  return {
    ...compiled,
    get(scope: unknown, context: DXT.ParserContext) {
      const value: unknown = compiled.get(scope, context);
      if (context.meta?.part?.module === 'loop')
        return Array.isArray(value) ? value.length > 0 : Boolean(value);
      return Array.isArray(value) ? joinItalian(value.map(String)) : value;
    },
  };
};

/** Fills a master or preview with answers, as the product does, to check and to look at seed documents. */
export const renderSample = (docx: Buffer, answers: Answers): Buffer => {
  const document = new Docxtemplater(new PizZip(docx), {
    parser: tagParser,
    paragraphLoop: true,
    linebreaks: true,
    errorLogging: false,
    nullGetter: () => '',
  });
  document.render(answers);
  return document.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
};
