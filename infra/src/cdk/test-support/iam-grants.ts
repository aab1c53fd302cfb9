import { Stack, type CfnElement } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import type { StatefulStack } from '../stateful-stack';

/** What a policy statement's resource turned out to be: a stateful resource by name, or something else. */
export type GrantTarget =
  | `table:${string}`
  | `bucket:${string}`
  | 'secret'
  | 'originSecret'
  | 'smtpSecret'
  | 'ses'
  | 'pdfQueue'
  | 'updateMailQueue'
  | 'xray'
  | 'unknown';

type Json = unknown;

const logicalIdOf = (construct: IConstruct): string =>
  Stack.of(construct).getLogicalId(construct.node.defaultChild as CfnElement);

/** The logical ids of the stateful stack's resources, which the stateless stack's imports carry. */
const statefulTargets = (stateful: StatefulStack): [string, GrantTarget][] => [
  ...Object.entries(stateful.tables).map(
    ([name, table]) => [logicalIdOf(table), `table:${name}`] as [string, GrantTarget],
  ),
  ...Object.entries(stateful.buckets).map(
    ([name, bucket]) => [logicalIdOf(bucket), `bucket:${name}`] as [string, GrantTarget],
  ),
  [logicalIdOf(stateful.secret), 'secret'],
  [logicalIdOf(stateful.originSecret), 'originSecret'],
  ...(stateful.smtpSecret ? [[logicalIdOf(stateful.smtpSecret), 'smtpSecret'] as [string, GrantTarget]] : []),
];

const identify = (
  resource: Json,
  targets: [string, GrantTarget][],
  ownTargets: [string, GrantTarget][],
): GrantTarget => {
  const text = JSON.stringify(resource);
  if (text.includes(':ses:')) return 'ses';
  const own = ownTargets.find(([logicalId]) => text === JSON.stringify({ 'Fn::GetAtt': [logicalId, 'Arn'] }));
  if (own) return own[1];
  const imports = [...text.matchAll(/"Fn::ImportValue":"([^"]+)"/g)].map((match) => match[1] ?? '');
  if (imports.length !== 1) return 'unknown';
  return targets.find(([logicalId]) => imports[0]?.includes(logicalId))?.[1] ?? 'unknown';
};

/**
 * The actions a role's inline policies allow, by target: `{ 'table:users': Set{'dynamodb:GetItem', ...} }`.
 * X-Ray's tracing actions land under `xray`; a resource of the role's own stack under the name `ownTargets`
 * gives its logical id (the PDF queue, say); any other resource that is not one of the stateful stack's (a
 * `*`, say) under `unknown`.
 */
export const grantsOfRole = (
  template: Template,
  roleLogicalId: string,
  stateful: StatefulStack,
  ownTargets: [string, GrantTarget][] = [],
): Map<GrantTarget, Set<string>> => {
  const targets = statefulTargets(stateful);
  const grants = new Map<GrantTarget, Set<string>>();
  const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
    (policy.Properties.Roles as Json[]).some(
      (role) => JSON.stringify(role) === JSON.stringify({ Ref: roleLogicalId }),
    ),
  );
  for (const policy of policies)
    for (const statement of policy.Properties.PolicyDocument.Statement as Record<string, Json>[]) {
      if (statement.Effect !== 'Allow') throw new Error(`Unexpected statement ${JSON.stringify(statement)}`);
      const actions = [statement.Action].flat() as string[];
      for (const resource of [statement.Resource].flat()) {
        const tracing = actions.every((action) => action.startsWith('xray:'));
        const target = tracing ? 'xray' : identify(resource, targets, ownTargets);
        const set = grants.get(target) ?? new Set<string>();
        actions.forEach((action) => set.add(action));
        grants.set(target, set);
      }
    }
  return grants;
};
