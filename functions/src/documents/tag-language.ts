import type { DXT } from 'docxtemplater';
import expressionParser from 'docxtemplater/expressions.js';
import { computedTagOf, type ComputedTag } from './computed-tag';
import { computedHolds, computedText, computedValue } from './computed-value';
import { GROUP_FILTERS, writtenValue } from './group-filters';
import { GroupValue } from './group-value';
import { TYPED_FILTERS } from './typed-filters';

export { joinItalian } from './italian-join';

/** Word's typographic quotes and apostrophes, read as the plain ones. */
export const normalizeQuotes = (text: string): string => text.replace(/[’‘]/g, "'").replace(/[“”]/g, '"');

/** `{#x | contiene:"a"}`: a multiple choice that includes the option, or a single choice that is it. */
const contiene = (input: unknown, option: unknown): boolean =>
  Array.isArray(input) ? input.includes(option) : input === option;

export const TAG_FILTERS: Record<string, (input: unknown, ...args: unknown[]) => unknown> = {
  contiene,
  ...TYPED_FILTERS,
  ...GROUP_FILTERS,
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
 * `contiene` filter, the typed answers' and the groups' filters. A section (`{#…}`, `{^…}`) on a group is a loop over
 * its items (each item's fields and `$` names in scope, the outer answers still reachable); on anything else it is a
 * test and never a loop (a non-empty list is true). A placeholder whose answer is a list writes it as Italian prose,
 * a typed answer in Italian legal style, and a group nothing (a group is written through a loop or a filter).
 */
export const tagParser = (tag: string): DXT.Parser & { compiled: unknown } => {
  const computed = computedTagOf(tag);
  if (computed) return computedParser(computed);
  const compiled = baseParser(tag);
  return {
    ...compiled,
    get(scope: unknown, context: DXT.ParserContext) {
      if (isSection(context)) {
        const scopeList = context.scopeList.map(normalizedScope);
        const value: unknown = compiled.get(normalizedScope(scope), { ...context, scopeList });
        if (value instanceof GroupValue) return value.items;
        return Array.isArray(value) ? value.length > 0 : Boolean(value);
      }
      const value: unknown = compiled.get(scope, context);
      if (value instanceof GroupValue) return '';
      return typeof value === 'string' ? value : writtenValue(value);
    },
  };
};

/**
 * A tag that computes (computed-tag.ts), parsed once here, when the master is compiled: each render evaluates it
 * with the scopes around it, a loop's item first.
 */
const computedParser = (tag: ComputedTag): DXT.Parser & { compiled: unknown } => ({
  compiled: tag,
  get(scope: unknown, context: DXT.ParserContext) {
    const scopes = context.scopeList.length > 0 ? context.scopeList : [scope];
    const value = computedValue(tag, scopes, TAG_FILTERS);
    return isSection(context) ? computedHolds(value) : computedText(value);
  },
});

/** The docxtemplater options every master, preview and check uses. A tag on a skipped question writes nothing. */
export const DOCUMENT_OPTIONS = {
  parser: tagParser,
  nullGetter: () => '',
  paragraphLoop: true,
  linebreaks: true,
  errorLogging: false,
  stripInvalidXMLChars: true,
};
