import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from '../repository-root';

const root = repositoryRoot();
const json = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>;

describe('the CDK CLI as its users type it', () => {
  const cdk = json('cdk.json') as { app: string; build: string };

  it("builds what the app needs before every synth, diff and deploy (cdk.json's build step)", () => {
    const steps = cdk.build.split('&&').map((step) => step.trim());
    expect(steps).toEqual(['node scripts/build.mjs', 'node scripts/build-cdk.mjs']);
    for (const step of steps) expect(existsSync(join(root, step.split(' ')[1] ?? ''))).toBe(true);
    const buildCdk = readFileSync(join(root, 'scripts/build-cdk.mjs'), 'utf8');
    expect(cdk.app).toBe('node infra/dist/cdk/app.js');
    expect(buildCdk).toContain("app: 'infra/src/cdk/app.ts'");
    expect(buildCdk).toContain("'lazy-packages': 'infra/src/cdk/lazy-packages-cli.ts'");
  });

  it('keeps npm run synth and npm run deploy as conveniences that run the CLI', () => {
    const { scripts } = json('package.json') as { scripts: Record<string, string> };
    expect(scripts.synth).toBe('cdk synth --quiet');
    expect(scripts.deploy).toBe('cdk deploy --all');
  });
});
