import type { CfnElement } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { AREAS } from '@redigo/shared/routes';
import { AREA_RESOURCES } from './area-resources';
import { grantsOfRole } from './test-support/iam-grants';
import { buildTestStacks } from './test-support/test-app';

const environmentOf = (
  stack: ReturnType<typeof buildTestStacks>['stateless'],
  area: (typeof AREAS)[number],
) =>
  Template.fromStack(stack).toJSON().Resources[
    stack.getLogicalId(stack.areaFunctions[area].node.defaultChild as CfnElement)
  ].Properties.Environment.Variables;

describe('the mailer, chosen at deployment', () => {
  it('sends through SES by default, with no SMTP secret', () => {
    const { stateful, stateless } = buildTestStacks();
    expect(stateful.smtpSecret).toBeUndefined();
    expect(environmentOf(stateless, 'auth')).toMatchObject({ MAIL_TRANSPORT: 'ses' });
    expect(environmentOf(stateless, 'auth')).not.toHaveProperty('SMTP_SECRET_ARN');
  });

  it('with -c mailer=smtp, sends through the SMTP server of a retained secret, and SES is not granted', () => {
    const { stateful, stateless } = buildTestStacks({ mailer: 'smtp' });
    const template = Template.fromStack(stateless);
    Template.fromStack(stateful).hasResource('AWS::SecretsManager::Secret', {
      Properties: {
        Name: 'redigo/test/smtp',
        GenerateSecretString: {
          GenerateStringKey: 'password',
          SecretStringTemplate: Match.stringLikeRegexp('"host".*"port".*"username"'),
        },
      },
      DeletionPolicy: 'Retain',
    });
    const secretId = stateful.getLogicalId(stateful.smtpSecret?.node.defaultChild as CfnElement);
    for (const area of AREAS) {
      const mails = AREA_RESOURCES[area].sendsMail;
      const variables = environmentOf(stateless, area);
      expect(variables.MAIL_TRANSPORT).toBe('smtp');
      expect(JSON.stringify(variables.SMTP_SECRET_ARN)).toContain(secretId);
      const role = stateless.areaFunctions[area].role as unknown as IConstruct;
      const grants = grantsOfRole(
        template,
        stateless.getLogicalId(role.node.defaultChild as CfnElement),
        stateful,
      );
      expect(grants.has('smtpSecret')).toBe(mails);
      expect(grants.has('ses')).toBe(false);
    }
  });

  it('refuses a mailer it does not know', () => {
    expect(() => buildTestStacks({ mailer: 'pigeon' })).toThrow(/mailer must be ses or smtp/);
  });
});
