import { Annotations, Stack, Token } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { EdgeFirewallStack } from './edge-firewall-stack';

/**
 * The stage's edge firewall stack in us-east-1, next to the stack that uses it. It needs the account and
 * region known at synthesis (a profile, or `-c region=…`): without them the distribution goes without WAF
 * and the synthesis warns, the API stage's per-route limits staying the only guard of the mail routes.
 */
export const edgeFirewallOf = (
  app: Construct,
  consumer: Stack,
  stageName: string,
): EdgeFirewallStack | undefined => {
  if (Token.isUnresolved(consumer.region) || Token.isUnresolved(consumer.account)) {
    Annotations.of(consumer).addWarningV2(
      'redigo:no-edge-firewall',
      'No account or region at synthesis: the distribution has no WAF rate limit on the mail routes',
    );
    return undefined;
  }
  return new EdgeFirewallStack(app, `redigo-${stageName}-edge`, {
    env: { account: consumer.account, region: 'us-east-1' },
    stageName,
    crossRegionReferences: true,
  });
};
