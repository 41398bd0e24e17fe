// The functions' CloudWatch metrics (Powertools Metrics): one instance for every function, in the
// namespace of metric-names.ts. Code adds a metric where it happens; the wrappers' shared
// `withInvocationLog` (logger.ts) writes what one invocation added as one embedded-metric-format
// line on stdout when it ends, and none when it added nothing. Lambda's log delivery turns the line
// into metrics, so no SDK call and no extra permission is needed.

import { Metrics } from '@aws-lambda-powertools/metrics';
import { METRICS_NAMESPACE, SERVICE_NAME } from './metric-names';

export { MetricUnit } from '@aws-lambda-powertools/metrics';

export const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: SERVICE_NAME });

/** Writes the metrics added since the last flush, if any (Powertools would warn about an empty flush). */
export function flushMetrics(): void {
  if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
}
