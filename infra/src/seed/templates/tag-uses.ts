/** What one template tag says, for checks: the variables it names and the options it compares them with. */
export interface TagUse {
  tag: string;
  variables: string[];
  /** `x == "a"` and `x != "a"`. */
  equality: { variable: string; option: string }[];
  /** `x | contiene:"a"`. */
  contains: { variable: string; option: string }[];
  /** Variables compared with `!=`, or tested by an inverted section `{^…}`. */
  negated: string[];
  /** Variables tested for being answered (`x && …`). */
  guarded: string[];
  /** The firm's data written with no question asked: `avvocato.nome`, `studio.comune` (docs/api.md). */
  firm: string[];
  /** A loop's own names: `$ultimo`, `$posizione`. */
  loopNames: string[];
}

const FIRM = /\b(?:avvocato|studio)\.[A-Za-z_]\w*/g;
const LOOP_NAME = /\$[A-Za-z_]\w*/g;

const STRING = /"[^"]*"/g;

/** Reads a tag of the seed templates' tag language (docs/design.md, "Documents"). */
export const tagUseOf = (tag: string): TagUse => {
  const expression = tag.replace(/^\{[#^/]?/, '').replace(/\}$/, '');
  // A comparison of the firm's data (`avvocato.ordine != ""`) is no question's: the name after a dot is skipped.
  const equality = [...expression.matchAll(/(?<![\w.])([A-Za-z_]\w*)\s*(==|!=)\s*"([^"]*)"/g)].map(
    (match) => ({
      variable: match[1] ?? '',
      option: match[3] ?? '',
      negated: match[2] === '!=',
    }),
  );
  const contains = [...expression.matchAll(/([A-Za-z_]\w*)\s*\|\s*contiene:\s*"([^"]*)"/g)].map((match) => ({
    variable: match[1] ?? '',
    option: match[2] ?? '',
  }));
  const withoutFilters = expression
    .replace(STRING, '""')
    .replace(/\|\s*[A-Za-z_]\w*/g, '')
    .replace(FIRM, '')
    .replace(LOOP_NAME, '');
  const variables = [...new Set(withoutFilters.match(/[A-Za-z_]\w*/g) ?? [])];
  const inverted = tag.startsWith('{^') ? variables : [];
  return {
    tag,
    variables,
    equality: equality.map(({ variable, option }) => ({ variable, option })),
    contains,
    negated: [...new Set([...equality.filter((use) => use.negated).map((use) => use.variable), ...inverted])],
    guarded: [...expression.matchAll(/([A-Za-z_]\w*)\s*&&/g)].map((match) => match[1] ?? ''),
    firm: expression.replace(STRING, '""').match(FIRM) ?? [],
    loopNames: expression.replace(STRING, '""').match(LOOP_NAME) ?? [],
  };
};
