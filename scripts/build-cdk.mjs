// Bundles the CDK app (infra/src/cdk/app.ts) so `cdk` can run it with plain node, the admin commands
// (infra/src/admin-cli: create-admin, seed-catalogue) and buildLambdaBundles for the benchmark. npm
// packages stay external, the workspace's own TypeScript (@redigo/*) is bundled in. It also bundles the PDF
// converter's handler, whole, into the container image's build context (infra/converter/dist), where the CDK's
// image asset (infra/src/cdk/constructs/pdf-conversion.ts) finds it at deploy.
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

/** The converter's image has no AWS SDK of its own: everything is bundled, as lambda-build-settings.ts minifies. */
const bundleConverter = () =>
  build({
    entryPoints: ['functions/src/lambda/pdf-converter.ts'],
    outfile: 'infra/converter/dist/index.js',
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'cjs',
    minify: true,
    mainFields: ['module', 'main'],
    logLevel: 'warning',
  });

await Promise.all([
  bundleConverter(),
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
