import type { DXT } from 'docxtemplater';
import expressionParser from 'docxtemplater/expressions.js';
import { TypedAnswer } from './typed-answer';
import { TYPED_FILTERS } from './typed-filters';

/** Word's typographic quotes and apostrophes, read as the plain ones. */
export const normalizeQuotes = (text: string): string => text.replace(/[’‘]/g, "'").replace(/[“”]/g, '"');

/** A list in Italian prose: "a", "a e b", "a, b e c". */
export const joinItalian = (items: string[]): string =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;

/** `{#x | contiene:"a"}`: a multiple choice that includes the option, or a single choice that is it. */
const contiene = (input: unknown, option: unknown): boolean =>
  Array.isArray(input) ? input.includes(option) : input === option;

export const TAG_FILTERS: Record<string, (input: unknown, ...args: unknown[]) => unknown> = {
  contiene,
  ...TYPED_FILTERS,
};

/** `risposta | contiene:"Opzione"`, to be bound tighter than the filter's usual lowest precedence. */
const CONTIENE = /([\p{L}_][\p{L}\p{N}_]*)\s*\|\s*contiene\s*:\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/gu;

/**
 * In angular expressions a filter applies to everything on its left: `a == "X" || b | contiene:"Y"` would test
 * `(a == "X" || b)`. Authors mean `a == "X" || (b | contiene:"Y")`, so each `variable | contiene:"…"` is wrapped.
 */
export const bindContiene = (tag: string): string => tag.replace(CONTIENE, '($1 | contiene:$2)');

/** `preCompile` is an option of docxtemplater's expressions.js that its type declarations leave out. */
const parserConfig = { filters: TAG_FILTERS, preCompile: bindContiene };
const baseParser = expressionParser.configure(parserConfig);

/** The answers with plain quotes, so `{#x == "L'immobile"}` matches an option typed with ’ and vice versa. */
const normalizedScopes = new WeakMap<object, object>();
const normalizedScope = (scope: unknown): unknown => {
  if (typeof scope !== 'object' || scope === null) return scope;
  let normalized = normalizedScopes.get(scope);
  if (!normalized) {
    normalized = Object.fromEntries(
      Object.entries(scope).map(([key, value]) => [
        key,
        Array.isArray(value)
          ? value.map((item: unknown) => (typeof item === 'string' ? normalizeQuotes(item) : item))
          : typeof value === 'string'
            ? normalizeQuotes(value)
            : value,
      ]),
    );
    normalizedScopes.set(scope, normalized);
  }
  return normalized;
};

const isSection = (context: DXT.ParserContext | undefined): boolean => context?.meta?.part?.module === 'loop';

/**
 * The parser of the authors' tag language (docs/design.md, "Documents"): docxtemplater's expression parser with the
 * `contiene` filter and the typed answers' filters, where a section (`{#…}`, `{^…}`) is a test and never a loop (a non-empty list is true), and a
 * placeholder whose answer is a list writes it as Italian prose, and a typed answer in Italian legal style.
 */
export const tagParser = (tag: string): DXT.Parser & { compiled: unknown } => {
  const compiled = baseParser(tag);
  return {
    ...compiled,
    get(scope: unknown, context: DXT.ParserContext) {
      if (isSection(context)) {
        const scopeList = context.scopeList.map(normalizedScope);
        const value: unknown = compiled.get(normalizedScope(scope), { ...context, scopeList });
        return Array.isArray(value) ? value.length > 0 : Boolean(value);
      }
      const value: unknown = compiled.get(scope, context);
      if (value instanceof TypedAnswer) return value.toString();
      return Array.isArray(value) ? joinItalian(value.map(String)) : value;
    },
  };
};

/** The docxtemplater options every master, preview and check uses. A tag on a skipped question writes nothing. */
export const DOCUMENT_OPTIONS = {
  parser: tagParser,
  nullGetter: () => '',
  paragraphLoop: true,
  linebreaks: true,
  errorLogging: false,
  stripInvalidXMLChars: true,
};
