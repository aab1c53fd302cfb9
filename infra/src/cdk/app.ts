import { App } from 'aws-cdk-lib';
import { join } from 'node:path';
import { repositoryRoot } from '../repository-root';
import { readStage } from './stage';
import { StatefulStack } from './stateful-stack';
import { StatelessStack } from './stateless-stack';

const app = new App();
const stage = readStage(app);
const env = {
  account: process.env.CDK_DEFAULT_ACCOUNT,
  region: process.env.CDK_DEFAULT_REGION ?? 'eu-south-1',
};
const stateful = new StatefulStack(app, `redigo-${stage.name}-stateful`, { env, stage });
new StatelessStack(app, `redigo-${stage.name}-stateless`, {
  env,
  stage,
  stateful,
  webDistPath: join(repositoryRoot(), 'web/dist'),
});
