// The alarms in the synthesized template: one per rule of alarmRules (the runbook in
// docs/operations.md explains each), each with its rule's threshold and periods, each mailing the
// SNS topic (alarm and recovery), the topic's one email subscription to the context's alarmEmail
// (else notificationEmail), and SSL-only publishing; and the account's monthly cost budget mailing
// the same address at 50%, 80% and 100% of the context's amount.

import { beforeAll, describe, expect, it } from 'vitest';
import { alarmRules, NORMAL_API_REQUESTS_PER_MONTH } from '../../infra/constructs/alarms';
import { budgetNotifications } from '../../infra/constructs/budget';
import { MAIL_METRICS } from '../../lambdas/domain/mail/mail-metrics';
import { ACCOUNT_METRICS, PAYMENT_METRICS, SERVICE_NAME } from '../../lambdas/runtime/metric-names';
import { CONFIGURED_CONTEXT, only, props, type Resource, synthesizeBlaze, synthesizeConfigured, synthesizeDefault } from './support';
import { DEFAULT_MONTHLY_BUDGET } from '../../infra/config';

// The fully configured app: an alarmEmail apart from notificationEmail, and a monthlyBudget.
let all: Record<string, Resource>;

beforeAll(() => {
  ({ all } = synthesizeConfigured());
});

const alarms = () => Object.values(all).filter((resource) => resource.Type === 'AWS::CloudWatch::Alarm');

function alarmOf(metricName: string): Record<string, unknown> {
  const found = alarms().filter((resource) => props(resource).MetricName === metricName);
  expect(found, metricName).toHaveLength(1);
  return props(found[0]);
}

describe('the alarms', () => {
  it("are the runbook's, no more", () => {
    expect(alarms()).toHaveLength(Object.keys(alarmRules).length);
  });

  it('leave out the failed stream batches without stream functions, which have no queue', () => {
    // Without the route table too, which changes no alarm: a small app to synthesize.
    const { all: none } = synthesizeBlaze({}, { routes: [], streamFunctions: [] });
    const types = Object.values(none).map((resource) => resource.Type);
    expect(types.filter((type) => type === 'AWS::CloudWatch::Alarm')).toHaveLength(Object.keys(alarmRules).length - 1);
    expect(types).not.toContain('AWS::SQS::Queue');
  });

  it.each([
    ['5xx', 'AWS/ApiGateway', 'Sum', alarmRules.apiServerErrors],
    ['Throttles', 'AWS/Lambda', 'Sum', alarmRules.lambdaThrottles],
    [MAIL_METRICS.oldestPendingSeconds, MAIL_METRICS.namespace, 'Maximum', alarmRules.oldPendingMail],
    [MAIL_METRICS.deadCount, MAIL_METRICS.namespace, 'Maximum', alarmRules.deadMail],
    [MAIL_METRICS.ceilingReached, MAIL_METRICS.namespace, 'Sum', alarmRules.visitorMailCeiling],
    [MAIL_METRICS.paused, MAIL_METRICS.namespace, 'Sum', alarmRules.visitorMailPaused],
    ['Count', 'AWS/ApiGateway', 'Sum', alarmRules.apiRequests],
    ['ApproximateNumberOfMessagesVisible', 'AWS/SQS', 'Maximum', alarmRules.failedStreamBatches],
    [PAYMENT_METRICS.reconciliationDifferences, PAYMENT_METRICS.namespace, 'Sum', alarmRules.paymentDifferences],
    [ACCOUNT_METRICS.signUps, ACCOUNT_METRICS.namespace, 'Sum', alarmRules.signUps],
    ['Reputation.BounceRate', 'AWS/SES', 'Maximum', alarmRules.sesBounceRate],
    ['Reputation.ComplaintRate', 'AWS/SES', 'Maximum', alarmRules.sesComplaintRate],
  ])('alarm on %s (%s, %s) above its threshold for its periods', (metricName, namespace, statistic, rule) => {
    const alarm = alarmOf(metricName);
    expect(alarm).toMatchObject({
      Namespace: namespace,
      Statistic: statistic,
      Threshold: rule.threshold,
      Period: rule.periodMinutes * 60,
      EvaluationPeriods: rule.evaluationPeriods,
      ComparisonOperator: 'GreaterThanThreshold',
      TreatMissingData: 'notBreaching',
    });
    const [topicId] = only(all, 'AWS::SNS::Topic');
    expect(alarm.AlarmActions).toEqual([{ Ref: topicId }]);
    expect(alarm.OKActions).toEqual([{ Ref: topicId }]);
  });

  it.each([MAIL_METRICS.oldestPendingSeconds, MAIL_METRICS.deadCount, MAIL_METRICS.ceilingReached, ACCOUNT_METRICS.signUps])(
    'read %s with the service dimension the functions publish it with',
    (metricName) => {
      expect(alarmOf(metricName).Dimensions).toEqual([{ Name: 'service', Value: SERVICE_NAME }]);
    },
  );

  it('uses the thresholds the runbook states: any 5xx for 3 minutes, any throttle, mail older than an hour, any dead mail, any receipt held by the ceiling, any failed stream batch, any payment difference in a day, 10 sign-ups an hour, half the SES review rates', () => {
    expect(alarmRules).toEqual({
      apiServerErrors: { threshold: 0, periodMinutes: 1, evaluationPeriods: 3 },
      lambdaThrottles: { threshold: 0, periodMinutes: 5, evaluationPeriods: 1 },
      oldPendingMail: { threshold: 3_600, periodMinutes: 5, evaluationPeriods: 1 },
      deadMail: { threshold: 0, periodMinutes: 5, evaluationPeriods: 1 },
      visitorMailCeiling: { threshold: 0, periodMinutes: 5, evaluationPeriods: 1 },
      visitorMailPaused: { threshold: 0, periodMinutes: 5, evaluationPeriods: 1 },
      apiRequests: { threshold: 1_431, periodMinutes: 60, evaluationPeriods: 1 },
      failedStreamBatches: { threshold: 0, periodMinutes: 5, evaluationPeriods: 1 },
      paymentDifferences: { threshold: 0, periodMinutes: 1_440, evaluationPeriods: 1 },
      signUps: { threshold: 10, periodMinutes: 60, evaluationPeriods: 1 },
      sesBounceRate: { threshold: 0.025, periodMinutes: 60, evaluationPeriods: 1 },
      sesComplaintRate: { threshold: 0.0005, periodMinutes: 60, evaluationPeriods: 1 },
    });
  });

  it("reads SES's reputation for the whole account: the metrics SES publishes without dimensions", () => {
    expect(alarmOf('Reputation.BounceRate').Dimensions).toBeUndefined();
    expect(alarmOf('Reputation.ComplaintRate').Dimensions).toBeUndefined();
  });

  it("sets the request alarm at 20 times an average hour of docs/costs.md's normal month", () => {
    expect(alarmRules.apiRequests.threshold).toBe(Math.ceil((NORMAL_API_REQUESTS_PER_MONTH / 730) * 20));
    expect(NORMAL_API_REQUESTS_PER_MONTH).toBe(52_200);
  });

  it('watches the HTTP API of this stack', () => {
    const [apiId] = only(all, 'AWS::ApiGatewayV2::Api');
    expect(alarmOf('5xx').Dimensions).toEqual([{ Name: 'ApiId', Value: { Ref: apiId } }]);
    expect(alarmOf('Count').Dimensions).toEqual([{ Name: 'ApiId', Value: { Ref: apiId } }]);
  });
});

describe('the alarm topic', () => {
  it('mails the alarmEmail from the context', () => {
    const [topicId] = only(all, 'AWS::SNS::Topic');
    const [, subscription] = only(all, 'AWS::SNS::Subscription');
    expect(props(subscription)).toMatchObject({ Protocol: 'email', Endpoint: CONFIGURED_CONTEXT.alarmEmail, TopicArn: { Ref: topicId } });
  });

  it('falls back to the notification address when no alarmEmail is given', () => {
    const { all: fallback, config } = synthesizeDefault();
    expect(config.alarmEmail).toBeUndefined();
    const [, subscription] = only(fallback, 'AWS::SNS::Subscription');
    expect(props(subscription).Endpoint).toBe(config.notificationEmail);
  });

  it('accepts only SSL publishing', () => {
    const [, policy] = only(all, 'AWS::SNS::TopicPolicy');
    expect(JSON.stringify(props(policy))).toContain('"aws:SecureTransport":"false"');
  });
});

describe('the monthly budget', () => {
  const budgetOf = (resources: Record<string, Resource>) => {
    const [, budget] = only(resources, 'AWS::Budgets::Budget');
    return props(budget) as {
      Budget: Record<string, unknown>;
      NotificationsWithSubscribers: { Notification: Record<string, unknown>; Subscribers: unknown[] }[];
    };
  };

  it(`is a monthly cost budget of $${DEFAULT_MONTHLY_BUDGET} by default, above a normal month with WAF (docs/costs.md)`, () => {
    expect(DEFAULT_MONTHLY_BUDGET).toBe(35);
    expect(budgetOf(synthesizeDefault().all).Budget).toEqual({
      BudgetType: 'COST',
      TimeUnit: 'MONTHLY',
      BudgetLimit: { Amount: DEFAULT_MONTHLY_BUDGET, Unit: 'USD' },
    });
  });

  it('mails the alarm address at 50%, 80% and 100% of the actual cost, and at 100% of the forecast', () => {
    const notifications = budgetOf(all).NotificationsWithSubscribers;
    expect(notifications.map(({ Notification }) => Notification)).toEqual([
      { NotificationType: 'ACTUAL', ComparisonOperator: 'GREATER_THAN', Threshold: 50, ThresholdType: 'PERCENTAGE' },
      { NotificationType: 'ACTUAL', ComparisonOperator: 'GREATER_THAN', Threshold: 80, ThresholdType: 'PERCENTAGE' },
      { NotificationType: 'ACTUAL', ComparisonOperator: 'GREATER_THAN', Threshold: 100, ThresholdType: 'PERCENTAGE' },
      { NotificationType: 'FORECASTED', ComparisonOperator: 'GREATER_THAN', Threshold: 100, ThresholdType: 'PERCENTAGE' },
    ]);
    expect(notifications).toHaveLength(budgetNotifications.length);
    for (const { Subscribers } of notifications) {
      expect(Subscribers).toEqual([{ SubscriptionType: 'EMAIL', Address: CONFIGURED_CONTEXT.alarmEmail }]);
    }
  });

  it('takes its amount from monthlyBudget, and mails the notification address when no alarmEmail is given', () => {
    expect(CONFIGURED_CONTEXT.monthlyBudget).toBe('25');
    expect(budgetOf(all).Budget).toMatchObject({ BudgetLimit: { Amount: 25, Unit: 'USD' } });
    const plain = synthesizeDefault();
    expect(budgetOf(plain.all).NotificationsWithSubscribers[0]?.Subscribers).toEqual([
      { SubscriptionType: 'EMAIL', Address: plain.config.notificationEmail },
    ]);
  });
});
