// The names the functions' CloudWatch metrics are published under and the alarms read
// (infra/constructs/alarms.ts): one source for both, with nothing of the runtime, so the CDK app
// imports it without loading Powertools.

/** The service every function's log lines and metrics name (Powertools' `service`). */
export const SERVICE_NAME = 'blaze-rugby-club';

/** The one namespace of the club's own metrics. */
export const METRICS_NAMESPACE = 'BlazeRugbyClub';

/**
 * The dimensions every metric is published with: Powertools Metrics always adds `service`, so an
 * alarm must name it to read the same metric.
 */
export const METRIC_DIMENSIONS = { service: SERVICE_NAME } as const;

/** The outbox's metrics (lambdas/domain/mail/mail-metrics.ts). */
export const MAIL_METRICS = {
  namespace: METRICS_NAMESPACE,
  oldestPendingSeconds: 'OldestPendingMailSeconds',
  deadCount: 'DeadMailCount',
  /** One each time a receipt is held back by the hourly ceiling on visitor-addressed mail (waiting, or dropped when too many wait). */
  ceilingReached: 'VisitorMailCeilingReached',
  /** One each time SES's bounces or complaints pause mail to visitor-typed addresses (lambdas/domain/mail/mail-breaker.ts). */
  paused: 'VisitorMailPaused',
} as const;

/** The payments' metrics (lambdas/domain/payments/). */
export const PAYMENT_METRICS = {
  namespace: METRICS_NAMESPACE,
  /** Each run of the reconciliation job: how many entries Stripe and the payments table disagree on (0 when none). */
  reconciliationDifferences: 'PaymentReconciliationDifferences',
  /** One each time a Stripe session's amount differs from the payment it settles (it is not booked). */
  mismatch: 'PaymentAmountMismatch',
} as const;

/** The user pool's triggers' metrics (lambdas/domain/accounts/account-metrics.ts). */
export const ACCOUNT_METRICS = {
  namespace: METRICS_NAMESPACE,
  /** One for each sign-up Cognito asks the sign-up trigger about, let through or refused: the signUps alarm reads it. */
  signUps: 'SignUps',
  /** One for each code mail the user pool's triggers refused (a limit reached, a suppressed address). */
  codeMailRefused: 'CognitoCodeMailRefused',
} as const;
