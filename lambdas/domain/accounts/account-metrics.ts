// The user pool's triggers' CloudWatch metrics, for the signUps alarm (infra/constructs/alarms.ts):
// added to the functions' metrics (lambdas/runtime/metrics.ts) where they happen and written as one
// embedded-metric-format line when the trigger's call ends.

import { ACCOUNT_METRICS } from '../../runtime/metric-names';
import { MetricUnit, metrics } from '../../runtime/metrics';

/** One sign-up asked about, whatever became of it. */
export function recordSignUp(): void {
  metrics.addMetric(ACCOUNT_METRICS.signUps, MetricUnit.Count, 1);
}

/** One code mail refused by a limit or the suppression list. */
export function recordCodeMailRefused(): void {
  metrics.addMetric(ACCOUNT_METRICS.codeMailRefused, MetricUnit.Count, 1);
}
