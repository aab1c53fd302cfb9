import { App } from 'aws-cdk-lib';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repositoryRoot } from '../../repository-root';
import { readStage } from '../stage';
import { StatefulStack } from '../stateful-stack';
import { StatelessStack } from '../stateless-stack';

const ENV = { account: '123456789012', region: 'eu-south-1' };

/** The context of cdk.json (feature flags included), so tests synthesise what `cdk synth` does. */
const projectContext = (): Record<string, unknown> =>
  (
    JSON.parse(readFileSync(join(repositoryRoot(), 'cdk.json'), 'utf8')) as {
      context: Record<string, unknown>;
    }
  ).context;

/** An app of stage `test` with `context` on top of cdk.json's, that never bundles a Lambda. */
const testApp = (context: Record<string, string>) => {
  const app = new App({
    context: { ...projectContext(), 'aws:cdk:bundling-stacks': [], stage: 'test', ...context },
  });
  return { app, stage: readStage(app) };
};

/** A built SPA in miniature: index.html and one hashed asset. */
const fakeWebDist = (): string => {
  const webDistPath = mkdtempSync(join(tmpdir(), 'redigo-web-dist-'));
  writeFileSync(join(webDistPath, 'index.html'), '<!doctype html>');
  mkdirSync(join(webDistPath, 'assets'));
  writeFileSync(join(webDistPath, 'assets', 'main-ABC123.js'), '');
  return webDistPath;
};

/** The stateful stack alone: the quickest to synthesise. */
export const buildStatefulTestStack = (context: Record<string, string> = {}): StatefulStack => {
  const { app, stage } = testApp(context);
  return new StatefulStack(app, 'stateful', { env: ENV, stage });
};

/** Both stacks of a stage (assertion tests only). */
export const buildTestStacks = (context: Record<string, string> = {}) => {
  const { app, stage } = testApp(context);
  const stateful = new StatefulStack(app, 'stateful', { env: ENV, stage });
  const stateless = new StatelessStack(app, 'stateless', {
    env: ENV,
    stage,
    stateful,
    webDistPath: fakeWebDist(),
  });
  return { app, stateful, stateless };
};
