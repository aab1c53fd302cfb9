import { relative } from 'node:path';
import { matchesAny } from './globs.mjs';
import { importedFiles, repositoryRoot, resolveImport } from './import-graph.mjs';
import { eachImport } from './import-sources.mjs';

const pathOf = (file) => relative(repositoryRoot, file).split('\\').join('/');

/** What an import names: a repository path (`functions/src/areas/payments`), or `package:<name>` for the others. */
const targetOf = (importer, specifier) =>
  resolveImport(importer, specifier) ?? { path: `package:${specifier}` };

/** The names an import answers to: what it resolves to, and for a package (the workspace's too) `package:<specifier>`. */
const namesOf = (importer, specifier) => {
  const { path } = targetOf(importer, specifier);
  return specifier.startsWith('.') || path.startsWith('package:') ? [path] : [path, `package:${specifier}`];
};

const listOf = { type: 'array', items: { type: 'string' } };

/**
 * `layers/allowed-imports`: in the files matching a layer's `files` (and not its `except`), every import must
 * resolve to what one of its `allow` globs matches (repository paths, or `package:<name>` globs); anything else is
 * refused with the layer's message. An allow-list: a new package or folder is refused until a layer allows it.
 */
const allowedImports = {
  meta: {
    type: 'problem',
    schema: {
      type: 'array',
      items: {
        type: 'object',
        properties: { files: listOf, except: listOf, allow: listOf, message: { type: 'string' } },
        required: ['files', 'allow', 'message'],
        additionalProperties: false,
      },
    },
  },
  create(context) {
    const importer = pathOf(context.filename);
    const layers = context.options.filter(
      (layer) => matchesAny(layer.files, importer) && !matchesAny(layer.except, importer),
    );
    if (layers.length === 0) return {};
    return eachImport((node, specifier) => {
      const { path } = targetOf(context.filename, specifier);
      for (const layer of layers)
        if (!matchesAny(layer.allow, path))
          context.report({ node, message: `${layer.message} (${specifier})` });
    });
  },
};

/**
 * `layers/restricted-imports`: each restriction refuses, in the files matching `from` (and not `except`), the
 * imports of what matches `to`: repository paths, or `package:<specifier>` globs, which match the specifier as
 * written (`package:stripe`, `package:@redigo/functions/infrastructure/*`).
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
      const names = namesOf(context.filename, specifier);
      for (const restriction of restrictions)
        if (names.some((name) => matchesAny(restriction.to, name)))
          context.report({ node, message: `${restriction.message} (${specifier})` });
    });
  },
};

/**
 * `layers/public-surfaces`: each surface's modules (folders matching one of its `modules`) are reached from outside
 * only through their index (`<module>` or `<module>/index`), from any depth and from any package, or only from the
 * files matching its `from` when it has one; tests (`testFiles`) may also reach a module's `test-support` files, and
 * the importers of an entry its `to` files (the app's lazily loaded pages).
 */
const publicSurfaces = {
  meta: {
    type: 'problem',
    schema: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          modules: listOf,
          from: listOf,
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
    },
  },
  create(context) {
    const importer = pathOf(context.filename);
    const surfaces = context.options
      .filter((surface) => !surface.from || matchesAny(surface.from, importer))
      .map(({ modules, testFiles = [], entries = [], message }) => ({
        modules,
        message,
        isTest: matchesAny(testFiles, importer),
        entryPoints: entries.filter((entry) => matchesAny(entry.from, importer)).flatMap((entry) => entry.to),
      }));
    if (surfaces.length === 0) return {};
    return eachImport((node, specifier) => {
      const { path } = targetOf(context.filename, specifier);
      for (const { modules, message, isTest, entryPoints } of surfaces)
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
    'allowed-imports': allowedImports,
    'restricted-imports': restrictedImports,
    'public-surfaces': publicSurfaces,
    'package-imports': packageImports,
    'no-cycle': noCycle,
  },
};
