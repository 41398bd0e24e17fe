// The alarms in the synthesized template: five, each with the README's threshold and periods,
// each mailing the SNS topic (alarm and recovery), the topic's one email subscription to the
// context's alarmEmail (else notificationEmail), and SSL-only publishing.

import { beforeAll, describe, expect, it } from 'vitest';
import { alarmRules } from '../../infra/constructs/alarms';
import { MAIL_METRICS } from '../../lambdas/commons/mail-metrics';
import { only, props, type Resource, synthesizeBlaze } from './support';

let all: Record<string, Resource>;

beforeAll(() => {
  ({ all } = synthesizeBlaze({ notificationEmail: 'officers@blaze.example.org', alarmEmail: 'maintainer@blaze.example.org' }));
});

const alarms = () => Object.values(all).filter((resource) => resource.Type === 'AWS::CloudWatch::Alarm');

function alarmOf(metricName: string): Record<string, unknown> {
  const found = alarms().filter((resource) => props(resource).MetricName === metricName);
  expect(found, metricName).toHaveLength(1);
  return props(found[0]);
}

describe('the alarms', () => {
  it('are the five of the runbook, no more', () => {
    expect(alarms()).toHaveLength(Object.keys(alarmRules).length);
  });

  it.each([
    ['5xx', 'AWS/ApiGateway', 'Sum', alarmRules.apiServerErrors],
    ['Throttles', 'AWS/Lambda', 'Sum', alarmRules.lambdaThrottles],
    [MAIL_METRICS.oldestPendingSeconds, MAIL_METRICS.namespace, 'Maximum', alarmRules.oldPendingMail],
    [MAIL_METRICS.deadCount, MAIL_METRICS.namespace, 'Maximum', alarmRules.deadMail],
    [MAIL_METRICS.ceilingReached, MAIL_METRICS.namespace, 'Sum', alarmRules.visitorMailCeiling],
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

  it('uses the thresholds the runbook states: any 5xx for 3 minutes, any throttle, mail older than an hour, any dead mail, any receipt held by the ceiling', () => {
    expect(alarmRules).toEqual({
      apiServerErrors: { threshold: 0, periodMinutes: 1, evaluationPeriods: 3 },
      lambdaThrottles: { threshold: 0, periodMinutes: 5, evaluationPeriods: 1 },
      oldPendingMail: { threshold: 3_600, periodMinutes: 5, evaluationPeriods: 1 },
      deadMail: { threshold: 0, periodMinutes: 5, evaluationPeriods: 1 },
      visitorMailCeiling: { threshold: 0, periodMinutes: 5, evaluationPeriods: 1 },
    });
  });

  it('watches the HTTP API of this stack', () => {
    const [apiId] = only(all, 'AWS::ApiGatewayV2::Api');
    expect(alarmOf('5xx').Dimensions).toEqual([{ Name: 'ApiId', Value: { Ref: apiId } }]);
  });
});

describe('the alarm topic', () => {
  it('mails the alarmEmail from the context', () => {
    const [topicId] = only(all, 'AWS::SNS::Topic');
    const [, subscription] = only(all, 'AWS::SNS::Subscription');
    expect(props(subscription)).toMatchObject({ Protocol: 'email', Endpoint: 'maintainer@blaze.example.org', TopicArn: { Ref: topicId } });
  });

  it('falls back to the notification address when no alarmEmail is given', () => {
    const { all: fallback } = synthesizeBlaze({ notificationEmail: 'officers@blaze.example.org' });
    const [, subscription] = only(fallback, 'AWS::SNS::Subscription');
    expect(props(subscription).Endpoint).toBe('officers@blaze.example.org');
  });

  it('accepts only SSL publishing', () => {
    const [, policy] = only(all, 'AWS::SNS::TopicPolicy');
    expect(JSON.stringify(props(policy))).toContain('"aws:SecureTransport":"false"');
  });
});
