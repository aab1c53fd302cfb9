import { Template } from 'aws-cdk-lib/assertions';
import { AREAS } from '@redigo/shared/routes';
import { BUSINESS_METRICS, METRICS_NAMESPACE } from '@redigo/functions/ports/metrics';
import { buildTestStacks } from './test-support/test-app';

describe('observability of a stage', () => {
  const { stateless } = buildTestStacks();
  const template = Template.fromStack(stateless);
  const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')).map(
    (alarm) => alarm.Properties,
  );

  it('traces every Lambda with X-Ray (no tracing library to import)', () => {
    const functions = Object.values(template.findResources('AWS::Lambda::Function')).filter(
      (fn) => fn.Properties.Runtime === 'nodejs22.x',
    );
    // One per area, and the buyers' mail's consumer.
    expect(functions).toHaveLength(AREAS.length + 1);
    for (const fn of functions) expect(fn.Properties.TracingConfig).toEqual({ Mode: 'Active' });
  });

  it.each([
    ['PaymentsRefused', 3, 900],
    ['InvoicesNotSent', 1, 300],
    ['InvoicesNotIssued', 1, 300],
  ])(
    'alarms on %s (at %d in %d s) next to the error alarms, to the same topic',
    (metric, threshold, period) => {
      expect(alarms).toContainEqual(
        expect.objectContaining({
          Namespace: METRICS_NAMESPACE,
          MetricName: metric,
          Dimensions: expect.arrayContaining([
            { Name: 'service', Value: 'redigo' },
            { Name: 'stage', Value: 'test' },
          ]),
          Threshold: threshold,
          Period: period,
          Statistic: 'Sum',
          AlarmActions: [{ Ref: expect.stringMatching(/^alarmstopic/) }],
        }),
      );
    },
  );

  it('has a dashboard of the business metrics, the API and the Lambdas', () => {
    const [dashboard] = Object.values(template.findResources('AWS::CloudWatch::Dashboard'));
    expect(dashboard?.Properties.DashboardName).toBe('redigo-test');
    const body = JSON.stringify(dashboard?.Properties.DashboardBody);
    for (const metric of BUSINESS_METRICS) expect(body).toContain(`\\"${metric}\\"`);
    expect(body).toContain(METRICS_NAMESPACE);
    expect(body).toContain('5xx');
    expect(body).toContain('Duration');
  });
});
