import type { CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { AREAS, ROUTES, routeKeyOf } from '@redigo/shared/routes';
import { TABLE_NAMES } from '@redigo/functions/tables';
import { BUCKET_NAMES } from '@redigo/functions/config/config';
import { AREA_RESOURCES } from './area-resources';
import { PDF_REQUESTING_AREAS } from './stateless-stack';
import { MAIL_ROUTE_PATHS } from './constructs/http-api-routes';
import { RESERVED_CONCURRENCY_SHARE } from './constructs/area-functions';
import { grantsOfRole } from './test-support/iam-grants';
import { buildTestStacks } from './test-support/test-app';

const TABLE_WRITES = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

describe('stateless stack', () => {
  const { stateful, stateless } = buildTestStacks();
  const template = Template.fromStack(stateless);
  const idOf = (construct: IConstruct) => stateless.getLogicalId(construct.node.defaultChild as CfnElement);
  const resource = (logicalId: string) => template.toJSON().Resources[logicalId];
  const distributionId = idOf(stateless.node.findChild('web').node.findChild('distribution'));

  it('has one Lambda per area: Node 22 on arm64, no source maps at runtime, logs kept a month', () => {
    for (const area of AREAS) {
      const fn = resource(idOf(stateless.areaFunctions[area]));
      expect(fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'] });
      const variables = fn.Properties.Environment.Variables;
      expect(variables).not.toHaveProperty('NODE_OPTIONS');
      expect(variables.APP_URL).toEqual({
        'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]],
      });
      expect(variables.SES_CONFIGURATION_SET).toBeDefined();
      const logGroup = resource(fn.Properties.LoggingConfig.LogGroup.Ref);
      expect(logGroup.Properties.RetentionInDays).toBe(30);
    }
  });

  it('has every route of the table, each integrated with the Lambda of its area', () => {
    const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route'));
    const byKey = new Map(routes.map((route) => [route.Properties.RouteKey as string, route]));
    expect(byKey.size).toBe(ROUTES.length);
    for (const route of ROUTES) {
      const target = byKey.get(routeKeyOf(route))?.Properties.Target['Fn::Join'][1][1] as { Ref: string };
      const integration = resource(target.Ref);
      expect(integration.Properties.IntegrationUri).toEqual({
        'Fn::GetAtt': [idOf(stateless.areaFunctions[route.area]), 'Arn'],
      });
    }
  });

  it.each(AREAS)('grants the %s Lambda its own tables and buckets only, the secret, SES for mail', (area) => {
    const role = stateless.areaFunctions[area].role;
    const pdfQueue = idOf(stateless.pdfConversion.queue);
    const grants = grantsOfRole(template, idOf(role as unknown as IConstruct), stateful, [
      [pdfQueue, 'pdfQueue'],
      [idOf(stateless.updateMailing.queue), 'updateMailQueue'],
    ]);
    const wanted = AREA_RESOURCES[area];
    expect(grants.has('unknown')).toBe(false);
    const sendsPdfJobs = (PDF_REQUESTING_AREAS as readonly string[]).includes(area);
    expect([...(grants.get('pdfQueue') ?? [])].sort()).toEqual(
      sendsPdfJobs ? ['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage'] : [],
    );
    expect([...(grants.get('updateMailQueue') ?? [])].sort()).toEqual(
      area === 'templates' ? ['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage'] : [],
    );
    expect(grants.has('secret')).toBe(true);
    expect(grants.has('originSecret')).toBe(true);
    expect([...(grants.get('xray') ?? [])].sort()).toEqual([
      'xray:PutTelemetryRecords',
      'xray:PutTraceSegments',
    ]);
    expect(grants.has('ses')).toBe(wanted.sendsMail);
    for (const table of TABLE_NAMES) {
      const actions = [...(grants.get(`table:${table}`) ?? [])];
      expect(actions.length > 0).toBe(table in wanted.tables);
      if (wanted.tables[table] === 'count') expect(actions).toEqual(['dynamodb:UpdateItem']);
      else
        expect(actions.some((action) => TABLE_WRITES.includes(action))).toBe(
          wanted.tables[table] === 'readWrite',
        );
    }
    for (const bucket of BUCKET_NAMES) {
      const actions = grants.get(`bucket:${bucket}`) ?? new Set<string>();
      const access = wanted.buckets[bucket];
      expect(actions.has('s3:GetObject*')).toBe(access !== undefined);
      expect(actions.has('s3:PutObject')).toBe(access === 'readAdd' || access === 'readWrite');
      expect(actions.has('s3:DeleteObject')).toBe(access === 'readWrite');
      expect(
        [...actions].filter((action) => action.startsWith('s3:Delete') && action !== 's3:DeleteObject'),
      ).toEqual([]);
    }
  });

  it('lets the Lambdas that mail (auth, client links, the studios’ invitations, the buyers’ mail) send from the stage identity through its configuration set only', () => {
    const sesStatements = Object.values(template.findResources('AWS::IAM::Policy')).flatMap((policy) =>
      (policy.Properties.PolicyDocument.Statement as { Action: string[]; Resource: unknown[] }[]).filter(
        (statement) => JSON.stringify(statement.Action).includes('ses:'),
      ),
    );
    expect(sesStatements).toHaveLength(4);
    for (const statement of sesStatements) {
      const resources = statement.Resource.map((arn) => JSON.stringify(arn));
      expect(resources).toHaveLength(2);
      expect(resources.find((arn) => arn.includes(':identity/'))).toContain(':identity/redigo.it"');
      expect(resources.find((arn) => arn.includes(':configuration-set/'))).toContain('mailconfigurationset');
    }
  });

  it('throttles the API stage, and harder the public routes that send mail', () => {
    const [stage] = Object.values(template.findResources('AWS::ApiGatewayV2::Stage'));
    expect(stage?.Properties).toMatchObject({
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 500, ThrottlingBurstLimit: 1000 },
      AccessLogSettings: { DestinationArn: expect.anything() },
    });
    expect(Object.keys(stage?.Properties.RouteSettings)).toEqual(
      MAIL_ROUTE_PATHS.map((path) => routeKeyOf({ method: 'POST', path })),
    );
    const routeIds = Object.keys(template.findResources('AWS::ApiGatewayV2::Route'));
    expect(stage?.DependsOn).toEqual(expect.arrayContaining(routeIds));
  });

  it("reserves each area's share of the account's 1000 concurrent executions, leaving 100 and the converter's", () => {
    const reserved = AREAS.map(
      (area) =>
        resource(idOf(stateless.areaFunctions[area])).Properties.ReservedConcurrentExecutions as number,
    );
    expect(reserved).toEqual(AREAS.map((area) => Math.floor(RESERVED_CONCURRENCY_SHARE[area] * 1000)));
    expect(Math.min(...reserved)).toBeGreaterThanOrEqual(30);
    expect(reserved.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(1000 - 100 - 10);
    expect(resource(idOf(stateless.areaFunctions.contracts)).Properties.ReservedConcurrentExecutions).toBe(
      250,
    );
  });

  it('reserves no concurrency with -c accountConcurrency=0', () => {
    const { stateless: unreserved } = buildTestStacks({ accountConcurrency: '0' });
    const functions = Template.fromStack(unreserved).findResources('AWS::Lambda::Function');
    for (const fn of Object.values(functions))
      expect(fn.Properties.ReservedConcurrentExecutions).toBeUndefined();
  });

  it('alarms on errors and throttles of every Lambda and on 5xx of the API, to one topic', () => {
    template.resourceCountIs('AWS::SNS::Topic', 1);
    template.resourceCountIs('AWS::SNS::Subscription', 0);
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')).map(
      (alarm) => alarm.Properties,
    );
    for (const area of AREAS)
      for (const metric of ['Errors', 'Throttles'])
        expect(alarms).toContainEqual(
          expect.objectContaining({
            MetricName: metric,
            Namespace: 'AWS/Lambda',
            Dimensions: [{ Name: 'FunctionName', Value: { Ref: idOf(stateless.areaFunctions[area]) } }],
            Threshold: 1,
          }),
        );
    expect(alarms).toContainEqual(
      expect.objectContaining({ MetricName: '5xx', Namespace: 'AWS/ApiGateway' }),
    );
    for (const alarm of alarms)
      expect(alarm.AlarmActions).toEqual([{ Ref: expect.stringMatching(/^alarmstopic/) }]);
  });

  it('creates no SES identity unless mailDomain is given', () => {
    template.resourceCountIs('AWS::SES::EmailIdentity', 0);
    template.hasResourceProperties('AWS::SES::ConfigurationSet', {
      Name: 'redigo-test',
      DeliveryOptions: { TlsPolicy: 'REQUIRE' },
      ReputationOptions: { ReputationMetricsEnabled: true },
    });
  });

  it('outputs the site, the webhook URL and the functions environment', () => {
    const outputs = template.toJSON().Outputs;
    expect(JSON.stringify(outputs.StripeWebhookUrl.Value)).toContain('/api/stripe/webhook');
    expect(Object.keys(outputs)).toEqual(
      expect.arrayContaining(['SiteUrl', 'SecretArn', 'FunctionEnvironment', 'Region']),
    );
  });
});
