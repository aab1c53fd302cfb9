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

/** The package folders of `@redigo/<name>`, and where their `exports` lead (functions: areas through index.ts). */
const PACKAGES = { shared: 'shared/src', functions: 'functions/src', web: 'web/src', infra: 'infra/src' };

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

/**
 * Where `specifier`, imported by `importer`, points: the repository-relative path it names (without extension,
 * as written: `functions/src/areas/payments` for the area's index) and the file it resolves to, or undefined for a
 * package outside the repository.
 */
export const resolveImport = (importer, specifier) => {
  let target;
  if (specifier.startsWith('.')) target = resolve(dirname(importer), specifier);
  else {
    const match = /^@redigo\/([^/]+)(?:\/(.*))?$/.exec(specifier);
    const folder = match && PACKAGES[match[1]];
    if (!folder) return undefined;
    target = join(repositoryRoot, folder, match[2] ?? 'index');
  }
  return { path: relative(repositoryRoot, target).split('\\').join('/'), file: asFile(target) };
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
