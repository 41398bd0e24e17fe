// No log group that grows forever: every CloudWatch log group in the template expires its events,
// and every Lambda function, ours or aws-cdk-lib's (the site uploader, the bucket emptier), writes to
// one of them; a function without a LoggingConfig would get Lambda's own never-expiring group.

import { beforeAll, describe, expect, it } from 'vitest';
import { DEPLOY_LOG_RETENTION, SERVICE_LOG_RETENTION } from '../../infra/constructs/log-retention';
import { props, type Resource, type Synthesized, synthesizeDefault, synthesizeWafOff } from './support';

const ofType = (all: Record<string, Resource>, type: string) => Object.entries(all).filter(([, r]) => r.Type === type);

describe.each([
  ['the default stack (WAF on)', synthesizeDefault],
  ['the stack without WAF', synthesizeWafOff],
] as [string, () => Synthesized][])('%s', (_name, synthesize) => {
  let all: Record<string, Resource>;

  beforeAll(() => {
    ({ all } = synthesize());
  });

  it('gives every log group a retention: three months for requests and jobs, one month for deploy-time functions', () => {
    const groups = ofType(all, 'AWS::Logs::LogGroup');
    expect(groups.length).toBeGreaterThan(0);
    for (const [id, group] of groups) {
      expect([SERVICE_LOG_RETENTION, DEPLOY_LOG_RETENTION], id).toContain(props(group).RetentionInDays);
    }
  });

  it('has every Lambda function log to a log group of the template', () => {
    const functions = ofType(all, 'AWS::Lambda::Function');
    expect(functions.length).toBeGreaterThan(0);
    for (const [id, fn] of functions) {
      const loggingConfig = props(fn).LoggingConfig as { LogGroup?: { Ref?: string } } | undefined;
      const groupId = loggingConfig?.LogGroup?.Ref;
      expect(groupId, id).toBeDefined();
      expect(all[groupId ?? '']?.Type, id).toBe('AWS::Logs::LogGroup');
    }
  });
});
