/**
 * Builds the SPA into web/dist: index.html plus hashed, minified ESM chunks and one CSS file in
 * web/dist/assets. The admin area is a chunk of its own, and so is docx-preview. Prints the gzipped sizes of the
 * first load, of the admin chunk and of docx-preview's. Run from anywhere: `node web/build.mjs`.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

const webDir = dirname(fileURLToPath(import.meta.url));
const repoDir = join(webDir, '..');
const outDir = join(webDir, 'dist');
const assetsDir = join(outDir, 'assets');
const entry = join(webDir, 'src/main.tsx');
const adminEntry = 'web/src/app/pages/admin-area.tsx';

/** react-router's package exports point at its development build; take the production one. */
const reactRouterProduction = {
  name: 'react-router-production',
  setup(build) {
    const dist = join(repoDir, 'node_modules/react-router/dist/production');
    build.onResolve({ filter: /^react-router(\/dom)?$/ }, (args) => ({
      path: join(dist, args.path === 'react-router' ? 'index.mjs' : 'dom-export.mjs'),
    }));
  },
};

const favicon =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' rx='7' fill='%2314213d'/>" +
  "<path d='M10 7h9l5 5v13H10z' fill='%23efe7da'/><path d='M13 17h8M13 21h5' stroke='%2314213d' stroke-width='1.6' stroke-linecap='round'/></svg>";

const html = ({ script, css, preloads }) => `<!doctype html>
<html lang="it">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Redigo: contratti su misura per avvocati, dal questionario al .docx." />
    <meta name="theme-color" content="#14213d" />
    <title>Redigo</title>
    <link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${favicon}" />
    <link rel="stylesheet" href="/${css}" />
${preloads.map((p) => `    <link rel="modulepreload" href="/${p}" />`).join('\n')}
    <script type="module" src="/${script}"></script>
  </head>
  <body>
    <noscript>Per usare Redigo attiva JavaScript nel browser.</noscript>
    <div id="root"></div>
  </body>
</html>
`;

/** The output files a chunk loads before it runs (its static imports, transitively). */
const staticClosure = (outputs, start) => {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit(start);
  return seen;
};

const gzipBytes = async (files) => {
  let total = 0;
  for (const file of files) total += gzipSync(await readFile(join(repoDir, file)), { level: 9 }).length;
  return total;
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Concatenates every CSS output (the lazy chunks' too) into one hashed file, main first. */
const mergeCss = async (cssFiles, mainCss) => {
  const ordered = [mainCss, ...cssFiles.filter((f) => f !== mainCss)].filter(Boolean);
  const parts = await Promise.all(ordered.map((f) => readFile(join(repoDir, f), 'utf8')));
  await Promise.all(ordered.map((f) => rm(join(repoDir, f))));
  const css = parts.join('\n');
  const name = `app-${createHash('sha256').update(css).digest('hex').slice(0, 10).toUpperCase()}.css`;
  await writeFile(join(assetsDir, name), css);
  return { name, bytes: gzipSync(css, { level: 9 }).length };
};

export const buildWeb = async () => {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(assetsDir, { recursive: true });
  const result = await esbuild.build({
    absWorkingDir: repoDir,
    entryPoints: [entry],
    outdir: assetsDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome111', 'firefox115', 'safari16.4'],
    minify: true,
    sourcemap: false,
    legalComments: 'none',
    jsx: 'automatic',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [reactRouterProduction],
    metafile: true,
    logLevel: 'warning',
  });

  const outputs = result.metafile.outputs;
  const files = Object.keys(outputs);
  const mainJs = files.find((f) => f.endsWith('.js') && outputs[f].entryPoint === relative(repoDir, entry));
  const adminJs = files.find((f) => f.endsWith('.js') && outputs[f].entryPoint === adminEntry);
  if (!mainJs || !adminJs) throw new Error('Could not find the main or the admin chunk in the build output');

  const initial = staticClosure(outputs, mainJs);
  const adminOnly = [...staticClosure(outputs, adminJs)].filter((f) => !initial.has(f));
  const css = await mergeCss(
    files.filter((f) => f.endsWith('.css')),
    outputs[mainJs].cssBundle,
  );
  const toUrl = (file) => relative(outDir, join(repoDir, file)).split('\\').join('/');
  await writeFile(
    join(outDir, 'index.html'),
    html({
      script: toUrl(mainJs),
      css: `assets/${css.name}`,
      preloads: [...initial].filter((f) => f !== mainJs).map(toUrl),
    }),
  );

  // docx-preview (with jszip, which the document view also loads to read the .docx first: esbuild may give it a
  // chunk of its own) is loaded only by the pages that show a .docx in the page, when they show one.
  const docxPreview = files.filter((f) =>
    Object.keys(outputs[f].inputs ?? {}).some(
      (input) => input.includes('node_modules/docx-preview/') || input.includes('node_modules/jszip/'),
    ),
  );
  const sizes = {
    initialJs: await gzipBytes(initial),
    adminJs: await gzipBytes(adminOnly),
    css: css.bytes,
    docxPreviewJs: await gzipBytes(docxPreview),
    docxPreviewInFirstLoad: docxPreview.some((f) => initial.has(f)),
  };
  console.log(`web: first load JS ${kb(sizes.initialJs)} gzip (${initial.size} files), budget 170 KB`);
  console.log(`web: admin chunk ${kb(sizes.adminJs)} gzip (${adminOnly.length} files, loaded only by staff)`);
  console.log(
    `web: docx-preview ${kb(sizes.docxPreviewJs)} gzip, ${sizes.docxPreviewInFirstLoad ? 'IN the first load' : 'a chunk of its own'}`,
  );
  console.log(`web: CSS ${kb(sizes.css)} gzip; output in ${relative(process.cwd(), outDir) || '.'}`);
  return sizes;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildWeb().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
