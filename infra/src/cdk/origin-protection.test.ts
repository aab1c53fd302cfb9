import type { CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { AREAS } from '@redigo/shared/routes';
import { ORIGIN_SECRET_HEADER } from '@redigo/functions/ports/origin-check';
import { MAIL_ROUTE_PATHS } from './constructs/http-api-routes';
import { MAIL_ROUTES_PER_ADDRESS } from './edge-firewall-stack';
import { buildTestStacks } from './test-support/test-app';

const apiOriginOf = (template: Template) => {
  const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
  const config = distribution?.Properties.DistributionConfig;
  const apiBehaviour = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
  return {
    config,
    origin: config.Origins.find((o: { Id: string }) => o.Id === apiBehaviour.TargetOriginId),
  };
};

describe('only CloudFront reaches the API', () => {
  const { app, stateful, stateless } = buildTestStacks();
  const statefulTemplate = Template.fromStack(stateful);
  const template = Template.fromStack(stateless);
  const secretId = stateful.getLogicalId(stateful.originSecret.node.defaultChild as CfnElement);

  it('keeps a generated origin secret in Secrets Manager, retained', () => {
    statefulTemplate.hasResource('AWS::SecretsManager::Secret', {
      Properties: {
        Name: 'redigo/test/origin',
        GenerateSecretString: {
          GenerateStringKey: 'current',
          SecretStringTemplate: '{}',
          PasswordLength: 48,
        },
      },
      DeletionPolicy: 'Retain',
    });
  });

  it("has CloudFront send the secret's current value to the API, resolved at deployment", () => {
    const headers = apiOriginOf(template).origin.OriginCustomHeaders;
    expect(headers).toHaveLength(1);
    expect(headers[0].HeaderName).toBe(ORIGIN_SECRET_HEADER);
    const value = JSON.stringify(headers[0].HeaderValue);
    expect(value).toContain('{{resolve:secretsmanager:');
    expect(value).toContain(':SecretString:current::}}');
    expect(value).toContain(secretId);
  });

  it('pins the version given after a rotation, so the deployment hands CloudFront the new value', () => {
    const versionId = '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0';
    const rotated = buildTestStacks({ originSecretVersion: versionId }).stateless;
    const value = JSON.stringify(apiOriginOf(Template.fromStack(rotated)).origin.OriginCustomHeaders);
    expect(value).toContain(`:SecretString:current::${versionId}}}`);
    expect(() => buildTestStacks({ originSecretVersion: 'x' })).toThrow(/originSecretVersion/);
  });

  it('tells every function which secret to check the header against', () => {
    for (const area of AREAS) {
      const fn = stateless.areaFunctions[area].node.defaultChild as CfnElement;
      const variables =
        template.toJSON().Resources[stateless.getLogicalId(fn)].Properties.Environment.Variables;
      expect(JSON.stringify(variables.ORIGIN_SECRET_ARN)).toContain(secretId);
    }
  });

  it('puts a WAF web ACL in us-east-1 before the distribution, limiting the mail routes per address', () => {
    const edge = app.node.findChild('redigo-test-edge') as IConstruct & { region: string };
    expect(edge.region).toBe('us-east-1');
    const edgeTemplate = Template.fromStack(edge as never);
    const [acl] = Object.values(edgeTemplate.findResources('AWS::WAFv2::WebACL'));
    expect(acl?.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    const [rule] = acl?.Properties.Rules ?? [];
    expect(rule).toMatchObject({
      Action: { Block: {} },
      Statement: {
        RateBasedStatement: {
          Limit: MAIL_ROUTES_PER_ADDRESS,
          AggregateKeyType: 'IP',
          EvaluationWindowSec: 300,
        },
      },
    });
    const paths = rule.Statement.RateBasedStatement.ScopeDownStatement.OrStatement.Statements.map(
      (s: { ByteMatchStatement: { SearchString: string } }) => s.ByteMatchStatement.SearchString,
    );
    expect(paths).toEqual(MAIL_ROUTE_PATHS.map((path) => `/api${path}`));
    expect(JSON.stringify(apiOriginOf(template).config.WebACLId)).toContain('webaclArn');
  });
});
