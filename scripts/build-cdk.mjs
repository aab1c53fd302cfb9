// Bundles the CDK app (infra/src/cdk/app.ts) so `cdk` can run it with plain node; npm packages stay external,
// the workspace's own TypeScript (@redigo/*) is bundled in.
import { build } from 'esbuild';

const keepWorkspaceInside = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@redigo/') ? undefined : { external: true },
    );
  },
};

await build({
  entryPoints: { app: 'infra/src/cdk/app.ts' },
  outdir: 'infra/dist/cdk',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  plugins: [keepWorkspaceInside],
  logLevel: 'warning',
});
