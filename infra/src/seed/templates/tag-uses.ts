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
}

const STRING = /"[^"]*"/g;

/** Reads a tag of the seed templates' tag language (docs/design.md, "Documents"). */
export const tagUseOf = (tag: string): TagUse => {
  const expression = tag.replace(/^\{[#^/]?/, '').replace(/\}$/, '');
  const equality = [...expression.matchAll(/([A-Za-z_]\w*)\s*(==|!=)\s*"([^"]*)"/g)].map((match) => ({
    variable: match[1] ?? '',
    option: match[3] ?? '',
    negated: match[2] === '!=',
  }));
  const contains = [...expression.matchAll(/([A-Za-z_]\w*)\s*\|\s*contiene:\s*"([^"]*)"/g)].map((match) => ({
    variable: match[1] ?? '',
    option: match[2] ?? '',
  }));
  const withoutFilters = expression.replace(STRING, '""').replace(/\|\s*[A-Za-z_]\w*/g, '');
  const variables = [...new Set(withoutFilters.match(/[A-Za-z_]\w*/g) ?? [])];
  const inverted = tag.startsWith('{^') ? variables : [];
  return {
    tag,
    variables,
    equality: equality.map(({ variable, option }) => ({ variable, option })),
    contains,
    negated: [...new Set([...equality.filter((use) => use.negated).map((use) => use.variable), ...inverted])],
    guarded: [...expression.matchAll(/([A-Za-z_]\w*)\s*&&/g)].map((match) => match[1] ?? ''),
  };
};
