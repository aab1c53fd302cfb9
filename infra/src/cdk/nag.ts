import { Aspects, Stack } from 'aws-cdk-lib';
import { AwsSolutionsChecks, NagSuppressions, type NagPackSuppression } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { AREAS } from '@redigo/shared/routes';
import type { StatefulStack } from './stateful-stack';
import type { StatelessStack } from './stateless-stack';

/**
 * cdk-nag's AwsSolutions pack on every stack of the app: an unacknowledged error fails `cdk synth` (and the jest test
 * infra/src/cdk/nag.test.ts). What could be fixed is fixed in the constructs (TLS-only buckets and topic, access logs
 * of the retained buckets, encryption); each finding left is acknowledged below, on the resource it concerns, with
 * its reason. None is acknowledged for a whole stack.
 */
export const checkAwsSolutions = (scope: IConstruct): void => {
  Aspects.of(scope).add(new AwsSolutionsChecks({ verbose: true }));
};

/** The basic execution role CDK gives every Lambda: logs only. */
const BASIC_EXECUTION: NagPackSuppression = {
  id: 'AwsSolutions-IAM4',
  reason:
    'AWSLambdaBasicExecutionRole, the AWS managed policy CDK gives every Lambda, allows writing its own CloudWatch logs only.',
  appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
};

const NODE_22: NagPackSuppression = {
  id: 'AwsSolutions-L1',
  reason:
    'Node.js 22 on purpose: the bundles are built for it (lambda-build-settings.ts) and measured on it (docs/benchmarks.md); moving to a newer runtime is a change of its own, tested.',
};

/**
 * The wildcards of CDK's table and bucket grants and of X-Ray, which area-resources.ts keeps to each area's own
 * tables and buckets: nothing outside them matches.
 */
const GRANT_WILDCARDS: NagPackSuppression = {
  id: 'AwsSolutions-IAM5',
  reason:
    "CDK's grants: a table's read or write includes its indexes (<table>/index/*), a bucket's read or put its objects " +
    '(<bucket>/*) with the action groups s3:GetObject*, s3:GetBucket*, s3:List*, s3:Abort*; only the tables and buckets ' +
    'the area uses (area-resources.ts), each Lambda its own; the PDF converter writes only documents/*.pdf, the ' +
    'redlines documents/*.redline.docx and their refusal records beside them, and the staff compares under compares/ of the masters. X-Ray PutTraceSegments and PutTelemetryRecords take no ' +
    'resource, hence Resource::*.',
  appliesTo: [
    { regex: '/^Resource::.*\\/index\\/\\*$/g' },
    { regex: '/^Resource::.*(bucket|Bucket).*\\/\\*$/g' },
    {
      regex:
        '/^Resource::.*documentsbucket.*\\/documents\\/\\*(\\.pdf|\\.pdf-refused\\.json|\\.redline\\.docx|\\.redline\\.refused\\.json)?$/g',
    },
    'Action::s3:GetObject*',
    'Action::s3:GetBucket*',
    'Action::s3:List*',
    'Action::s3:Abort*',
    'Resource::*',
  ],
};

/** The stateful stack: the document buckets log to their access-log bucket; the secrets are rotated by hand. */
const acknowledgeStateful = (stateful: StatefulStack): void => {
  NagSuppressions.addResourceSuppressions(stateful.accessLogs, [
    {
      id: 'AwsSolutions-S1',
      reason: 'The bucket of the other buckets’ server access logs: logging it into itself would loop.',
    },
  ]);
  NagSuppressions.addResourceSuppressions(stateful.secret, [
    {
      id: 'AwsSolutions-SMG4',
      reason:
        'The JWT signing key and the Stripe keys: the Stripe keys are rolled in the Stripe dashboard and set here by hand; ' +
        'a new JWT key signs everyone out, so it is changed by hand too (docs/deploying.md).',
    },
  ]);
  NagSuppressions.addResourceSuppressions(stateful.originSecret, [
    {
      id: 'AwsSolutions-SMG4',
      reason:
        "CloudFront's origin header value is rotated in two deployments (-c originSecretVersion, origin-secret.ts), which an automatic rotation cannot do.",
    },
  ]);
};

/** The stateless stack: the Lambdas, the API, the distribution and the resources CDK adds for them. */
const acknowledgeStateless = (stateless: StatelessStack): void => {
  for (const area of AREAS)
    NagSuppressions.addResourceSuppressions(
      stateless.areaFunctions[area],
      [BASIC_EXECUTION, NODE_22, GRANT_WILDCARDS],
      true,
    );
  NagSuppressions.addResourceSuppressions(
    stateless.pdfConversion.converter,
    [BASIC_EXECUTION, GRANT_WILDCARDS],
    true,
  );
  NagSuppressions.addResourceSuppressions(
    stateless.updateMailing.consumer,
    [BASIC_EXECUTION, NODE_22, GRANT_WILDCARDS],
    true,
  );
  NagSuppressions.addResourceSuppressions(
    stateless.node.findChild('http-api'),
    [
      {
        id: 'AwsSolutions-APIG4',
        reason:
          'Every route authorises in its Lambda (functions/src/http/create-route.ts: the access token and its login session, ' +
          'then the role), because some routes are public (sign-in, the Stripe webhook); the API answers only requests ' +
          'that came through CloudFront with the origin secret (require-origin.ts).',
      },
    ],
    true,
  );
  const web = stateless.node.findChild('web');
  NagSuppressions.addResourceSuppressions(web.node.findChild('web'), [
    {
      id: 'AwsSolutions-S1',
      reason:
        "The SPA's static files, replaced at every deployment and read only by CloudFront; the API's requests are logged at the API stage.",
    },
  ]);
  NagSuppressions.addResourceSuppressions(web.node.findChild('distribution'), [
    {
      id: 'AwsSolutions-CFR3',
      reason:
        'The API stage keeps a JSON access log of every API request (http-api-routes.ts); standard CloudFront logs would need an ACL-enabled bucket for static files only.',
    },
    {
      id: 'AwsSolutions-CFR4',
      reason:
        'Without a custom domain the distribution serves *.cloudfront.net, whose certificate CloudFront sets (TLSv1 minimum); with one, TLS 1.2 (2021) is the minimum (web-distribution.ts).',
    },
    {
      id: 'AwsSolutions-CFR1',
      reason: 'Lawyers registered in Italy work from abroad too; no country is refused.',
    },
  ]);
  // CDK's own singletons: the SPA's deployment and the custom resource that sets the upload bucket's CORS.
  const stack = Stack.of(stateless);
  for (const path of stack.node
    .findAll()
    .filter((construct) =>
      /^(Custom::CDKBucketDeployment|AWS679f53fac002430cb0da5b7982bd2287)/.test(construct.node.id),
    )
    .map((construct) => construct.node.path))
    NagSuppressions.addResourceSuppressionsByPath(
      stack,
      path,
      [
        { ...BASIC_EXECUTION, reason: `${BASIC_EXECUTION.reason} (a Lambda CDK adds for a deployment step)` },
        {
          id: 'AwsSolutions-L1',
          reason: 'A Lambda of CDK itself (aws-cdk-lib), whose runtime CDK chooses.',
        },
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "CDK's BucketDeployment copies the SPA from CDK's asset bucket into the web bucket (read of the asset objects, write " +
            "and delete of the web bucket's) and invalidates the distribution's cache (CloudFront's invalidation actions take no resource: Resource::*).",
          appliesTo: [
            { regex: '/^Resource::.*(assets|web).*\\/\\*$/g' },
            'Action::s3:GetObject*',
            'Action::s3:GetBucket*',
            'Action::s3:List*',
            'Action::s3:Abort*',
            'Action::s3:DeleteObject*',
            'Resource::*',
          ],
        },
      ],
      true,
    );
};

/** Acknowledges, with its reason, each AwsSolutions finding that stays. */
export const acknowledgeNagFindings = (stateful: StatefulStack, stateless: StatelessStack): void => {
  acknowledgeStateful(stateful);
  acknowledgeStateless(stateless);
};
