// The alarms an officer or the maintainer must hear about, mailed through one SNS topic to the
// address from the stack's context (alarmEmail, else notificationEmail). Twelve standard alarms,
// about $1.20 a month: the API answering 5xx, Lambda throttling, mail pending for over an hour,
// dead mail, the forms reaching the hourly ceiling on mail to visitors (a flood), SES's bounces or
// complaints pausing mail to visitors, an hour with far more API requests than a club gets, a
// batch of table changes a stream function gave up on, a day when the payments table and Stripe
// disagree (the reconcile-payments job), an hour with far more sign-ups than a club gets, and the
// account's SES bounce or complaint rate on its way to SES's review.
// The runbook in docs/operations.md says what each means and what to do; the thresholds are
// exported for it and for the infra tests.

import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { Validations } from 'aws-cdk-lib';
import { COGNITO_MAIL_LIMITS } from '../../lambdas/domain/accounts/cognito-mail-limits';
import { ACCOUNT_METRICS, MAIL_METRICS, METRIC_DIMENSIONS, PAYMENT_METRICS } from '../../lambdas/runtime/metric-names';

/** The normal month of API requests in docs/costs.md, for the request alarm. */
export const NORMAL_API_REQUESTS_PER_MONTH = 52_200;
/** How many times an average hour of that month the request alarm waits for. */
export const API_REQUESTS_ALARM_FACTOR = 20;

/** Each alarm's rule: a statistic over periods of `periodMinutes`, breaching in `evaluationPeriods` periods in a row. */
export const alarmRules = {
  apiServerErrors: { threshold: 0, periodMinutes: 1, evaluationPeriods: 3 },
  lambdaThrottles: { threshold: 0, periodMinutes: 5, evaluationPeriods: 1 },
  /** An hour, in seconds: the outbox retries for about two days, but a visitor's receipt an hour late is news. */
  oldPendingMail: { threshold: 3_600, periodMinutes: 5, evaluationPeriods: 1 },
  deadMail: { threshold: 0, periodMinutes: 5, evaluationPeriods: 1 },
  /** Any receipt held back by the hourly ceiling (lambdas/domain/mail/mail-limits.ts): only a flood of forms gets there. */
  visitorMailCeiling: { threshold: 0, periodMinutes: 5, evaluationPeriods: 1 },
  /** Mail to visitors paused for SES's bounces or complaints (lambdas/domain/mail/mail-breaker.ts): once a pause, not per mail. */
  visitorMailPaused: { threshold: 0, periodMinutes: 5, evaluationPeriods: 1 },
  /** Requests in an hour, 20 times an average hour of the normal month (730 hours): 1,431. */
  apiRequests: {
    threshold: Math.ceil((NORMAL_API_REQUESTS_PER_MONTH / 730) * API_REQUESTS_ALARM_FACTOR),
    periodMinutes: 60,
    evaluationPeriods: 1,
  },
  /** Any batch of table changes a stream function gave up on (its failed-batch queue holds a message). */
  failedStreamBatches: { threshold: 0, periodMinutes: 5, evaluationPeriods: 1 },
  /**
   * Any difference the daily reconciliation found between Stripe and the payments table
   * (lambdas/domain/payments/reconcile.ts); a day's period, so the alarm holds until the next run.
   */
  paymentDifferences: { threshold: 0, periodMinutes: 24 * 60, evaluationPeriods: 1 },
  /**
   * Sign-ups asked for in an hour, let through or refused: half the hourly ceiling on Cognito's code
   * mail (lambdas/domain/accounts/cognito-mail-limits.ts), where a club gets a few a week.
   */
  signUps: { threshold: COGNITO_MAIL_LIMITS.everyone.perHour / 2, periodMinutes: 60, evaluationPeriods: 1 },
  /**
   * The account's bounce rate (a fraction), at half the rate where SES puts an account under review
   * (5 %; it pauses sending at 10 %, and with it Cognito's sign-up and password mail).
   */
  sesBounceRate: { threshold: 0.025, periodMinutes: 60, evaluationPeriods: 1 },
  /** The account's complaint rate, at half SES's review rate (0.1 %; it pauses at 0.5 %). */
  sesComplaintRate: { threshold: 0.0005, periodMinutes: 60, evaluationPeriods: 1 },
} as const;

export interface AlarmsProps {
  readonly api: HttpApi;
  /** Where the alarms are mailed; SNS sends it a confirmation link first. */
  readonly email: string;
  /** The stream functions' failed-batch queue (infra/constructs/stream-functions.ts); absent without stream functions. */
  readonly failedStreamBatches?: sqs.IQueue;
}

export class Alarms extends Construct {
  readonly topic: sns.Topic;
  readonly alarms: Record<Exclude<keyof typeof alarmRules, 'failedStreamBatches'>, cloudwatch.Alarm> & {
    readonly failedStreamBatches?: cloudwatch.Alarm;
  };

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    this.topic = new sns.Topic(this, 'Topic', { displayName: 'Blaze Rugby Club website alarms', enforceSSL: true });
    this.topic.addSubscription(new subscriptions.EmailSubscription(props.email));
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'Not encrypted with KMS: the topic carries only alarm names and states, and CloudWatch can publish to an ' +
        'encrypted topic only with a customer-managed key, which would cost more than every alarm together.',
    });

    const action = new actions.SnsAction(this.topic);
    const alarm = (name: keyof typeof alarmRules, metric: cloudwatch.IMetric, description: string) => {
      const rule = alarmRules[name];
      const created = new cloudwatch.Alarm(this, name, {
        alarmDescription: `${description} See the runbook in docs/operations.md (Alarms).`,
        metric,
        threshold: rule.threshold,
        evaluationPeriods: rule.evaluationPeriods,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        // No data means nothing happened: no requests, no throttles, no backlog (the job publishes only a backlog).
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
      created.addAlarmAction(action);
      created.addOkAction(action);
      return created;
    };
    const minutes = (name: keyof typeof alarmRules) => Duration.minutes(alarmRules[name].periodMinutes);
    // The functions publish with Powertools Metrics, which adds the `service` dimension to every metric;
    // the mail's and the payments' metrics share the one namespace.
    const mailMetric = (metricName: string, name: keyof typeof alarmRules, statistic: 'Maximum' | 'Sum') =>
      new cloudwatch.Metric({
        namespace: MAIL_METRICS.namespace,
        metricName,
        dimensionsMap: { ...METRIC_DIMENSIONS },
        statistic,
        period: minutes(name),
      });

    this.alarms = {
      apiServerErrors: alarm(
        'apiServerErrors',
        props.api.metricServerError({ statistic: 'Sum', period: minutes('apiServerErrors') }),
        'The API answered 5xx (a handler failed or timed out) in each of the last 3 minutes.',
      ),
      lambdaThrottles: alarm(
        'lambdaThrottles',
        new cloudwatch.Metric({ namespace: 'AWS/Lambda', metricName: 'Throttles', statistic: 'Sum', period: minutes('lambdaThrottles') }),
        'Lambda throttled a function of this account (its concurrency ran out) in the last 5 minutes.',
      ),
      oldPendingMail: alarm(
        'oldPendingMail',
        mailMetric(MAIL_METRICS.oldestPendingSeconds, 'oldPendingMail', 'Maximum'),
        'A mail has waited in the outbox for more than an hour: sending is failing and being retried.',
      ),
      deadMail: alarm(
        'deadMail',
        mailMetric(MAIL_METRICS.deadCount, 'deadMail', 'Maximum'),
        "A mail was given up (dead) and waits in the officers' inbox for a retry.",
      ),
      visitorMailCeiling: alarm(
        'visitorMailCeiling',
        mailMetric(MAIL_METRICS.ceilingReached, 'visitorMailCeiling', 'Sum'),
        'The forms reached the hourly ceiling on mail to visitors: receipts wait in the outbox or are dropped, a flood of forms is likely.',
      ),
      visitorMailPaused: alarm(
        'visitorMailPaused',
        mailMetric(MAIL_METRICS.paused, 'visitorMailPaused', 'Sum'),
        'SES reported too many bounces or complaints of addresses typed into the forms: receipts to visitors are paused for a day.',
      ),
      signUps: alarm(
        'signUps',
        new cloudwatch.Metric({
          namespace: ACCOUNT_METRICS.namespace,
          metricName: ACCOUNT_METRICS.signUps,
          dimensionsMap: { ...METRIC_DIMENSIONS },
          statistic: 'Sum',
          period: minutes('signUps'),
        }),
        'Far more sign-ups were asked for in the last hour than a club gets: a script signing strangers up, or a big announcement.',
      ),
      // SES publishes both for the whole account, without dimensions, once it has seen a bounce or a
      // complaint (Amazon SES Developer Guide, "Creating reputation monitoring alarms using CloudWatch").
      sesBounceRate: alarm(
        'sesBounceRate',
        new cloudwatch.Metric({
          namespace: 'AWS/SES',
          metricName: 'Reputation.BounceRate',
          statistic: 'Maximum',
          period: minutes('sesBounceRate'),
        }),
        "The account's SES bounce rate is past half the rate at which SES reviews an account (5 %) and pauses its mail (10 %).",
      ),
      sesComplaintRate: alarm(
        'sesComplaintRate',
        new cloudwatch.Metric({
          namespace: 'AWS/SES',
          metricName: 'Reputation.ComplaintRate',
          statistic: 'Maximum',
          period: minutes('sesComplaintRate'),
        }),
        "The account's SES complaint rate is past half the rate at which SES reviews an account (0.1 %) and pauses its mail (0.5 %).",
      ),
      apiRequests: alarm(
        'apiRequests',
        props.api.metricCount({ statistic: 'Sum', period: minutes('apiRequests') }),
        'The API answered far more requests in the last hour than a club gets: a script, a crawler or an attack.',
      ),
      paymentDifferences: alarm(
        'paymentDifferences',
        mailMetric(PAYMENT_METRICS.reconciliationDifferences, 'paymentDifferences', 'Sum'),
        'The daily reconciliation found payments on which Stripe and the payments table disagree.',
      ),
      ...(props.failedStreamBatches
        ? {
            failedStreamBatches: alarm(
              'failedStreamBatches',
              props.failedStreamBatches.metricApproximateNumberOfMessagesVisible({
                statistic: 'Maximum',
                period: minutes('failedStreamBatches'),
              }),
              'A stream function gave up on a batch of table changes after its retries (pages may be out of date).',
            ),
          }
        : {}),
    };
  }
}
