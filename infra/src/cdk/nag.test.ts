import { Annotations, Match } from 'aws-cdk-lib/assertions';
import type { Stack } from 'aws-cdk-lib';
import { acknowledgeNagFindings, checkAwsSolutions } from './nag';
import { buildTestStacks } from './test-support/test-app';

/** Every finding of cdk-nag on `stack` of one level, as `<path>: <rule and message's first line>`. */
const findings = (stack: Stack, level: 'error' | 'warning'): string[] => {
  const annotations = Annotations.fromStack(stack);
  const found =
    level === 'error'
      ? annotations.findError('*', Match.stringLikeRegexp('AwsSolutions-'))
      : annotations.findWarning('*', Match.stringLikeRegexp('AwsSolutions-'));
  return found.map((finding) => `${finding.id}: ${String(finding.entry.data).split('\n')[0]}`);
};

describe("cdk-nag's AwsSolutions pack", () => {
  const { app, stateful, stateless } = buildTestStacks();
  acknowledgeNagFindings(stateful, stateless);
  checkAwsSolutions(app);
  app.synth();
  const stacks = app.node.children.filter((child): child is Stack => 'templateOptions' in child);

  it('checks every stack of the app: stateful, stateless and the edge firewall', () => {
    expect(stacks.map((stack) => stack.node.id).sort()).toEqual([
      'redigo-test-edge',
      'stateful',
      'stateless',
    ]);
  });

  it('leaves no unacknowledged error in any stack', () => {
    const errors = Object.fromEntries(stacks.map((stack) => [stack.node.id, findings(stack, 'error')]));
    expect(errors).toEqual(Object.fromEntries(stacks.map((stack) => [stack.node.id, []])));
  });

  it('lists the warnings left, none unacknowledged today', () => {
    const warnings = stacks.flatMap((stack) => findings(stack, 'warning'));
    expect(warnings).toEqual([]);
  });
});
