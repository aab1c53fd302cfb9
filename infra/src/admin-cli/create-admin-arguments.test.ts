import { AdminCommandError } from './create-admin-account';
import { parseCreateAdminArguments } from './create-admin-arguments';

const person = ['--pec', 'admin@studio.pec.it', '--name', 'Anna', '--surname', 'Rossi'];

describe('parseCreateAdminArguments', () => {
  it('reads a stage from the deploy outputs by default', () => {
    expect(parseCreateAdminArguments([...person, '--stage', 'prod'], {})).toEqual({
      pec: 'admin@studio.pec.it',
      name: 'Anna',
      surname: 'Rossi',
      target: { kind: 'stage', stage: 'prod', outputsFile: 'cdk-outputs.json' },
    });
    expect(parseCreateAdminArguments([...person, '--outputs', 'out.json'], {})).toMatchObject({
      target: { kind: 'stage', stage: 'dev', outputsFile: 'out.json' },
    });
  });

  it('takes a table named outright, with the region from --region or the environment', () => {
    expect(
      parseCreateAdminArguments([...person, '--table', 'redigo-prod-users'], { AWS_REGION: 'eu-south-1' }),
    ).toMatchObject({ target: { kind: 'table', table: 'redigo-prod-users', region: 'eu-south-1' } });
    expect(
      parseCreateAdminArguments([...person, '--table', 't', '--region', 'eu-west-1'], { AWS_REGION: 'x' }),
    ).toMatchObject({ target: { kind: 'table', table: 't', region: 'eu-west-1' } });
  });

  it('answers help', () => {
    expect(parseCreateAdminArguments(['--help'], {})).toBe('help');
  });

  it.each([
    [['--pec', 'a@b.it'], /Mancano --name, --surname/],
    [[...person, '--table', 't'], /--region/],
    [[...person, '--colour', 'blu'], /Unknown option '--colour'/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCreateAdminArguments(argv, {})).toThrow(AdminCommandError);
    expect(() => parseCreateAdminArguments(argv, {})).toThrow(message);
  });
});
