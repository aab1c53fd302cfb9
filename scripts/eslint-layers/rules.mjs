import { relative } from 'node:path';
import { matchesAny } from './globs.mjs';
import { importedFiles, repositoryRoot, resolveImport } from './import-graph.mjs';
import { eachImport } from './import-sources.mjs';

const pathOf = (file) => relative(repositoryRoot, file).split('\\').join('/');

/** What an import names: a repository path (`functions/src/areas/payments`), or `package:<name>` for the others. */
const targetOf = (importer, specifier) =>
  resolveImport(importer, specifier) ?? { path: `package:${specifier}` };

const listOf = { type: 'array', items: { type: 'string' } };

/**
 * `layers/restricted-imports`: each restriction refuses, in the files matching `from` (and not `except`), the
 * imports of what matches `to` (repository paths, or `package:<name>` globs), with its message.
 */
const restrictedImports = {
  meta: {
    type: 'problem',
    schema: {
      type: 'array',
      items: {
        type: 'object',
        properties: { from: listOf, except: listOf, to: listOf, message: { type: 'string' } },
        required: ['from', 'to', 'message'],
        additionalProperties: false,
      },
    },
  },
  create(context) {
    const importer = pathOf(context.filename);
    const restrictions = context.options.filter(
      (restriction) => matchesAny(restriction.from, importer) && !matchesAny(restriction.except, importer),
    );
    if (restrictions.length === 0) return {};
    return eachImport((node, specifier) => {
      const { path } = targetOf(context.filename, specifier);
      for (const restriction of restrictions)
        if (matchesAny(restriction.to, path))
          context.report({ node, message: `${restriction.message} (${specifier})` });
    });
  },
};

/**
 * `layers/public-surfaces`: a module (a folder matching one of `modules`) is reached from outside only through its
 * index (`<module>` or `<module>/index`), from any depth and from any package; tests (`testFiles`) may also reach
 * its `test-support` files, and the importers of an entry its `to` files (the app's lazily loaded pages).
 */
const publicSurfaces = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: {
          modules: listOf,
          testFiles: listOf,
          entries: {
            type: 'array',
            items: {
              type: 'object',
              properties: { from: listOf, to: listOf },
              required: ['from', 'to'],
              additionalProperties: false,
            },
          },
          message: { type: 'string' },
        },
        required: ['modules', 'message'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const [{ modules, testFiles = [], entries = [], message }] = context.options;
    const importer = pathOf(context.filename);
    const isTest = matchesAny(testFiles, importer);
    const entryPoints = entries
      .filter((entry) => matchesAny(entry.from, importer))
      .flatMap((entry) => entry.to);
    return eachImport((node, specifier) => {
      const { path } = targetOf(context.filename, specifier);
      for (const glob of modules) {
        const depth = glob.split('/').length;
        const root = path.split('/').slice(0, depth).join('/');
        if (!matchesAny([glob], root) || importer.startsWith(`${root}/`)) continue;
        const inside = path.slice(root.length);
        if (inside === '' || inside === '/index') continue;
        if (isTest && inside.includes('/test-support/')) continue;
        if (matchesAny(entryPoints, path)) continue;
        context.report({ node, message: `${message} ('${root}', not ${specifier})` });
      }
    });
  },
};

/**
 * `layers/package-imports`: outside a workspace package's folder, its code is imported by the package's name
 * (`@redigo/functions/...`), never by a relative path, so that the package's `exports` decide what is public.
 */
const packageImports = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', additionalProperties: { type: 'string' } }],
  },
  create(context) {
    const [packages] = context.options;
    const importer = pathOf(context.filename);
    return eachImport((node, specifier) => {
      if (!specifier.startsWith('.')) return;
      const { path } = targetOf(context.filename, specifier);
      for (const [folder, name] of Object.entries(packages))
        if ((path === folder || path.startsWith(`${folder}/`)) && !importer.startsWith(`${folder}/`))
          context.report({
            node,
            message: `Import ${name} by its name, not by a relative path (${specifier})`,
          });
    });
  },
};

/** The shortest chain of imports from `start` back to `goal`, or undefined when there is none. */
const chainBack = (start, goal) => {
  const parents = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importedFiles(file)) {
      if (parents.has(next)) continue;
      parents.set(next, file);
      if (next === goal) {
        const chain = [goal];
        for (let at = file; at !== undefined; at = parents.get(at)) chain.unshift(at);
        return chain;
      }
      queue.push(next);
    }
  }
  return undefined;
};

/** `layers/no-cycle`: no file imports, through any chain of imports (type-only ones too), a file that imports it. */
const noCycle = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    return eachImport((node, specifier) => {
      const target = resolveImport(file, specifier)?.file;
      if (!target) return;
      const chain = target === file ? [file] : chainBack(target, file);
      if (chain)
        context.report({
          node,
          message: `Import cycle: ${[file, ...chain].map(pathOf).join(' -> ')}`,
        });
    });
  },
};

export const layersPlugin = {
  meta: { name: 'layers' },
  rules: {
    'restricted-imports': restrictedImports,
    'public-surfaces': publicSurfaces,
    'package-imports': packageImports,
    'no-cycle': noCycle,
  },
};
