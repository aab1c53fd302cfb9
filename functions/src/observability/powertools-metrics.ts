import { MetricUnit, Metrics as PowertoolsMetrics } from '@aws-lambda-powertools/metrics';
import { METRICS_NAMESPACE, METRICS_SERVICE, type Metrics } from '../ports/metrics';

/**
 * Business metrics in CloudWatch's embedded metric format, one JSON line per invocation that counted
 * something, with the dimensions `service` (redigo) and `stage`. CloudWatch turns the lines of a Lambda's log
 * into metrics; locally the same lines appear in the runtime's output.
 */
export const createPowertoolsMetrics = (stage: string): Metrics => {
  const metrics = new PowertoolsMetrics({
    namespace: METRICS_NAMESPACE,
    serviceName: METRICS_SERVICE,
    defaultDimensions: { stage },
  });
  let counted = false;
  return {
    count(metric, value = 1) {
      metrics.addMetric(metric, MetricUnit.Count, value);
      counted = true;
    },
    publish() {
      if (!counted) return;
      counted = false;
      metrics.publishStoredMetrics();
    },
  };
};
