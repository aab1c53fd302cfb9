import type { Duration } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { METRICS_NAMESPACE, METRICS_SERVICE, type BusinessMetric } from '@redigo/functions/ports/metrics';

/** A business metric of the stage, as the functions publish it (dimensions `service` and `stage`). */
export const businessMetric = (
  stageName: string,
  metricName: BusinessMetric,
  period: Duration,
  statistic = 'Sum',
): Metric =>
  new Metric({
    namespace: METRICS_NAMESPACE,
    metricName,
    dimensionsMap: { service: METRICS_SERVICE, stage: stageName },
    period,
    statistic,
  });
