// Bundles the CDK app (infra/src/cdk/app.ts) so `cdk` can run it with plain node, the admin commands
// (infra/src/admin-cli: create-admin, seed-catalogue) and buildLambdaBundles for the benchmark. npm
// packages stay external, the workspace's own TypeScript (@redigo/*) is bundled in.
import { build } from 'esbuild';

const keepWorkspaceInside = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@redigo/') ? undefined : { external: true },
    );
  },
};

const bundle = (entryPoints, outdir) =>
  build({
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    plugins: [keepWorkspaceInside],
    logLevel: 'warning',
  });

await Promise.all([
  bundle(
    {
      app: 'infra/src/cdk/app.ts',
      'lambda-bundles': 'infra/src/cdk/lambda-bundles.ts',
      'lazy-packages': 'infra/src/cdk/lazy-packages-cli.ts',
      'worker-bundle': 'infra/src/cdk/worker-bundle-cli.ts',
    },
    'infra/dist/cdk',
  ),
  bundle(
    {
      'create-admin': 'infra/src/admin-cli/create-admin.ts',
      'seed-catalogue': 'infra/src/admin-cli/seed-catalogue.ts',
    },
    'infra/dist/admin-cli',
  ),
]);
