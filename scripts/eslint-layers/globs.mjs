/** A glob over repository-relative paths (`*` one folder name or part of it, `**` any folders) as a RegExp. */
export const globToRegExp = (glob) => {
  const pattern = glob
    .split('/')
    .map((part) =>
      part === '**' ? '(?:.*)' : part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'),
    )
    .join('/')
    .replace(/\(\?:\.\*\)\//g, '(?:.*/)?')
    .replace(/\/\(\?:\.\*\)$/, '(?:/.*)?');
  return new RegExp(`^${pattern}$`);
};

export const matchesAny = (globs = [], path) => globs.some((glob) => globToRegExp(glob).test(path));
