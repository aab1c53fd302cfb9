import type { Area } from '@redigo/shared/routes';
import { buildWorkerBundles } from './worker-bundle';

/** `node infra/dist/cdk/worker-bundle.js <bundle directory> <area>`: the CDK's after-bundling step for workers. */
const [directory, area] = process.argv.slice(2);
if (!directory || !area) throw new Error('Usage: worker-bundle <directory of index.js> <area>');
void buildWorkerBundles(directory, area as Area).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
