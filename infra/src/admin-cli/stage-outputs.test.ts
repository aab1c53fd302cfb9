import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readStageEnvironment } from './stage-outputs';

const outputsFile = (content: unknown): string => {
  const file = join(mkdtempSync(join(tmpdir(), 'redigo-outputs-')), 'cdk-outputs.json');
  writeFileSync(file, JSON.stringify(content));
  return file;
};

describe('readStageEnvironment', () => {
  it("gives the stage's function environment with its region", () => {
    // Prepare
    const file = outputsFile({
      'redigo-prod-stateful': { MastersBucketName: 'm' },
      'redigo-prod-stateless': {
        FunctionEnvironment: JSON.stringify({
          TABLE_USERS: 'redigo-prod-users',
          APP_URL: 'https://app.redigo.it',
        }),
        Region: 'eu-south-1',
      },
    });

    // Act
    const environment = readStageEnvironment(file, 'prod');

    // Assess
    expect(environment).toEqual({
      TABLE_USERS: 'redigo-prod-users',
      APP_URL: 'https://app.redigo.it',
      AWS_REGION: 'eu-south-1',
    });
  });

  it('says what to do when the file or the stage is missing', () => {
    expect(() => readStageEnvironment('/nowhere/cdk-outputs.json', 'prod')).toThrow(/npm run deploy/);
    expect(() => readStageEnvironment(outputsFile({}), 'prod')).toThrow(/non contiene lo stage "prod"/);
    expect(() => readStageEnvironment('/nowhere/cdk-outputs.json', 'prod')).toThrow(/--table/);
  });

  it('suggests --table only to a command that has it', () => {
    const options = { tableOption: false };
    expect(() => readStageEnvironment('/nowhere/cdk-outputs.json', 'prod', options)).toThrow(
      'Non trovo /nowhere/cdk-outputs.json: lo scrive "npm run deploy". Indica un altro file con --outputs.',
    );
    expect(() => readStageEnvironment(outputsFile({}), 'prod', options)).not.toThrow(/--table/);
  });
});
