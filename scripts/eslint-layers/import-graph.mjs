// The import graph of the repository's TypeScript, read from the files' text: what each file imports (relative
// specifiers and `@redigo/<package>/...` ones, resolved to files), for the layers plugin's rules.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js'];
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s(?:[^'";]*?\sfrom\s)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const TYPE_ONLY = /^\s*(?:import|export)\s+type\s/;

/** The workspace packages `@redigo/<name>`: each one's folder, and its source folder for the packages without `exports`. */
const PACKAGES = { shared: 'shared', functions: 'functions', web: 'web', infra: 'infra' };

const exportsMaps = new Map();

/** A workspace package's `exports` map (package.json), or undefined when it has none. */
const exportsOf = (folder) => {
  if (!exportsMaps.has(folder)) {
    const manifest = JSON.parse(readFileSync(join(repositoryRoot, folder, 'package.json'), 'utf8'));
    exportsMaps.set(folder, manifest.exports);
  }
  return exportsMaps.get(folder);
};

/**
 * Where `@redigo/<package>/<subpath>` leads, as Node and TypeScript resolve it: through the package's `exports`
 * (an exact name first, then the pattern with the longest prefix), or into its `src` folder when it has none.
 * Undefined for a subpath that the exports do not name.
 */
const packageTarget = (folder, subpath) => {
  const exports = exportsOf(folder);
  if (!exports) return join(repositoryRoot, folder, 'src', subpath ?? 'index');
  const key = subpath === undefined ? '.' : `./${subpath}`;
  if (typeof exports[key] === 'string') return join(repositoryRoot, folder, exports[key]);
  const [pattern] = Object.keys(exports)
    .filter((name) => {
      const [prefix, suffix = ''] = name.split('*');
      return (
        name.includes('*') && key.startsWith(prefix) && key.endsWith(suffix) && key.length >= name.length - 1
      );
    })
    .sort((a, b) => b.indexOf('*') - a.indexOf('*'));
  if (!pattern) return undefined;
  const [prefix, suffix = ''] = pattern.split('*');
  const matched = key.slice(prefix.length, key.length - suffix.length);
  return join(repositoryRoot, folder, exports[pattern].replace('*', matched));
};

const asFile = (base) => {
  for (const candidate of [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => join(base, `index${ext}`)),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
};

const withoutExtension = (path) => path.replace(/\.(?:tsx?|mjs|js)$/, '');

/**
 * Where `specifier`, imported by `importer`, points: the repository-relative path it names (without extension:
 * `functions/src/areas/payments` for the area's index imported relatively, `functions/src/areas/payments/index`
 * by the package's name) and the file it resolves to, or undefined for a package outside the repository. A
 * subpath that a workspace package does not export points into its folder (`functions/<subpath>`), to no file.
 */
export const resolveImport = (importer, specifier) => {
  let target;
  if (specifier.startsWith('.')) target = resolve(dirname(importer), specifier);
  else {
    const match = /^@redigo\/([^/]+)(?:\/(.*))?$/.exec(specifier);
    const folder = match && PACKAGES[match[1]];
    if (!folder) return undefined;
    target = packageTarget(folder, match[2]);
    if (!target) return { path: match[2] ? `${folder}/${match[2]}` : folder, file: undefined };
  }
  return {
    path: withoutExtension(relative(repositoryRoot, target).split('\\').join('/')),
    file: asFile(target),
  };
};

/** The imports written in a file's text, with whether each is a type-only one. */
export const importsOfText = (text) => {
  const found = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    found.push({ specifier, typeOnly: TYPE_ONLY.test(match[0]) });
  }
  return found;
};

const cache = new Map();

/** The files a file imports (type-only imports too), resolved; read once per process. */
export const importedFiles = (file) => {
  let imported = cache.get(file);
  if (!imported) {
    const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
    imported = importsOfText(text).flatMap(({ specifier }) => {
      const target = resolveImport(file, specifier);
      return target?.file ? [target.file] : [];
    });
    cache.set(file, imported);
  }
  return imported;
};
