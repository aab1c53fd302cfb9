import { App } from 'aws-cdk-lib';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from '../repository-root';
import { acknowledgeNagFindings, checkAwsSolutions } from './nag';
import { readStage } from './stage';
import { StatefulStack } from './stateful-stack';
import { StatelessStack } from './stateless-stack';

const app = new App();
const stage = readStage(app);
const webDistPath = join(repositoryRoot(), 'web/dist');
if (!existsSync(join(webDistPath, 'index.html')))
  throw new Error(`No SPA build in ${webDistPath}: cdk.json's build step makes it; run "npm run build"`);
const env = {
  account: process.env.CDK_DEFAULT_ACCOUNT,
  region: stage.region ?? process.env.CDK_DEFAULT_REGION,
};
const stateful = new StatefulStack(app, `redigo-${stage.name}-stateful`, { env, stage });
const stateless = new StatelessStack(app, `redigo-${stage.name}-stateless`, {
  env,
  stage,
  stateful,
  webDistPath,
});
// cdk-nag's AwsSolutions pack: `cdk synth` (npm test's last step but one) fails on an unacknowledged error.
acknowledgeNagFindings(stateful, stateless);
checkAwsSolutions(app);
