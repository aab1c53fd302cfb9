import { Template } from 'aws-cdk-lib/assertions';
import { createPowertoolsMetrics } from '@redigo/functions/observability/powertools-metrics';
import { buildTestStacks } from './test-support/test-app';

interface EmbeddedMetrics {
  _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] }[] };
  [dimension: string]: unknown;
}

/** What the functions write when an invocation counted `InvoicesNotSent` (CloudWatch's embedded metric format). */
const publishedInvoicesNotSent = (stage: string): EmbeddedMetrics => {
  const previous = process.env.POWERTOOLS_METRICS_DISABLED;
  process.env.POWERTOOLS_METRICS_DISABLED = 'false';
  const lines: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    const metrics = createPowertoolsMetrics(stage);
    metrics.count('InvoicesNotSent');
    metrics.publish();
  } finally {
    spy.mockRestore();
    process.env.POWERTOOLS_METRICS_DISABLED = previous;
  }
  return JSON.parse(lines.join('').trim()) as EmbeddedMetrics;
};

describe('the alarm on invoices not sent', () => {
  const { stateless } = buildTestStacks();
  const alarm = Object.values(Template.fromStack(stateless).findResources('AWS::CloudWatch::Alarm'))
    .map((resource) => resource.Properties)
    .find((properties) => properties.MetricName === 'InvoicesNotSent');

  it('watches the metric the functions publish: its namespace, its name and its dimensions', () => {
    const published = publishedInvoicesNotSent('test');
    const [directive] = published._aws.CloudWatchMetrics;

    expect(alarm).toBeDefined();
    expect(alarm.Namespace).toBe(directive?.Namespace);
    expect(directive?.Metrics.map((metric) => metric.Name)).toContain(alarm.MetricName);
    expect(directive?.Dimensions).toContainEqual(
      expect.arrayContaining(alarm.Dimensions.map((dimension: { Name: string }) => dimension.Name)),
    );
    for (const { Name, Value } of alarm.Dimensions as { Name: string; Value: string }[])
      expect(published[Name]).toBe(Value);
    expect(published.InvoicesNotSent).toBe(1);
  });
});
