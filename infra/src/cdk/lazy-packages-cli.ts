import { buildLazyPackages } from './lazy-packages';

/** `node infra/dist/cdk/lazy-packages.js <bundle directory>`: the CDK's after-bundling step. */
const directory = process.argv[2];
if (!directory) throw new Error('Usage: lazy-packages <directory of index.js>');
void buildLazyPackages(directory).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
