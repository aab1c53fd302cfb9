import { App } from 'aws-cdk-lib';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readStage } from '../stage';
import { StatefulStack } from '../stateful-stack';
import { StatelessStack } from '../stateless-stack';

/** Both stacks of a stage, synthesised without bundling the Lambdas (assertion tests only). */
export const buildTestStacks = (stageName = 'test') => {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [], stage: stageName } });
  const stage = readStage(app);
  const webDistPath = mkdtempSync(join(tmpdir(), 'redigo-web-dist-'));
  writeFileSync(join(webDistPath, 'index.html'), '<!doctype html>');
  const env = { account: '123456789012', region: 'eu-south-1' };
  const stateful = new StatefulStack(app, 'stateful', { env, stage });
  const stateless = new StatelessStack(app, 'stateless', { env, stage, stateful, webDistPath });
  return { stateful, stateless };
};
