import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { API_BASE } from '@redigo/shared/routes';
import { MAIL_ROUTE_PATHS } from './constructs/http-api-routes';

/**
 * Requests one client address may make to the routes that send mail, per 5 minutes, counted by WAF at the
 * edge: one client that floods them is blocked without using up the stage's limit for everyone else.
 */
export const MAIL_ROUTES_PER_ADDRESS = 20;
const EVALUATION_WINDOW_SECONDS = 300;

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const exactPath = (path: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'EXACTLY',
    searchString: `${API_BASE}${path}`,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

export interface EdgeFirewallStackProps extends StackProps {
  stageName: string;
}

/**
 * The WAF web ACL of the stage's CloudFront distribution. CloudFront only takes web ACLs made in us-east-1,
 * hence a stack of its own there; the stateless stack reads its ARN across regions.
 */
export class EdgeFirewallStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: EdgeFirewallStackProps) {
    super(scope, id, props);
    const paths = MAIL_ROUTE_PATHS.map(exactPath);
    const webAcl = new CfnWebACL(this, 'web-acl', {
      name: `redigo-${props.stageName}-edge`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`redigo-${props.stageName}-edge`),
      rules: [
        {
          name: 'mail-routes-per-address',
          priority: 0,
          action: { block: {} },
          visibilityConfig: visibility(`redigo-${props.stageName}-mail-routes-per-address`),
          statement: {
            rateBasedStatement: {
              limit: MAIL_ROUTES_PER_ADDRESS,
              evaluationWindowSec: EVALUATION_WINDOW_SECONDS,
              aggregateKeyType: 'IP',
              scopeDownStatement: paths.length > 1 ? { orStatement: { statements: paths } } : paths[0],
            },
          },
        },
      ],
    });
    this.webAclArn = webAcl.attrArn;
  }
}
