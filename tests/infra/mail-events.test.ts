// SES as a careful sender in the synthesized template: the configuration set with SES's
// suppression list for bounces and complaints, its bounce and complaint events on the default
// event bus, the rule that hands them to the record-mail-events function, the account-level
// suppression switched on at deploy with one action allowed, and every mail-sending function
// given the set's name, SendEmail on the set, and a read of the suppression list.

import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlazeStack } from '../../infra/blaze-stack';
import { MAIL_CONFIGURATION_SET, NOTIFICATION_EMAIL, SENDER_EMAIL } from '../../lambdas/runtime/env-names';
import { eventFunction, eventFunctions } from '../../lambdas/event-functions';
import { type JobDef, jobs } from '../../lambdas/jobs';
import type { RouteDef } from '../../lambdas/route-def';
import { routes } from '../../lambdas/routes';
import type { ClubFunction } from '../../infra/constructs/club-function';
import {
  asArray,
  flatten,
  logicalIdOf,
  only,
  props,
  referencedIds,
  resourceOf,
  resources,
  statementsOf,
  synthesizeDefault,
  tablesNamedIn,
  type Resource,
} from './support';

let stack: BlazeStack;
let all: Record<string, Resource>;
let dataTemplate: Template;

beforeAll(() => {
  ({ stack, all, dataTemplate } = synthesizeDefault());
});

const configurationSetId = () => only(all, 'AWS::SES::ConfigurationSet')[0];

function environmentOf(fn: ClubFunction): Record<string, unknown> {
  return (props(resourceOf(all, stack, fn.function)).Environment as { Variables?: Record<string, unknown> })?.Variables ?? {};
}

/** Every function that sends mail: the mail-sending routes and jobs. */
function senders(): [string, ClubFunction][] {
  const fromRoutes = (routes as readonly RouteDef[])
    .filter((row) => row.sendsEmail)
    .map((row) => [row.id, stack.routes.functions.get(row.id)] as const);
  const fromJobs = (jobs as readonly JobDef[])
    .filter((row) => row.sendsEmail)
    .map((row) => [row.id, stack.jobs.functions.get(row.id)] as const);
  return [...fromRoutes, ...fromJobs].map(([id, fn]) => {
    if (!fn) throw new Error(`no function for ${id}`);
    return [id, fn];
  });
}

function recorder(): ClubFunction {
  const fn = stack.eventFunctions.functions.get(eventFunction('record-mail-events').id);
  if (!fn) throw new Error('no record-mail-events function');
  return fn;
}

describe('the configuration set', () => {
  it("applies SES's suppression list for bounces and complaints", () => {
    const set = props(only(all, 'AWS::SES::ConfigurationSet')[1]);
    expect([...(set.SuppressionOptions as { SuppressedReasons: string[] }).SuppressedReasons].sort()).toEqual(['BOUNCE', 'COMPLAINT']);
  });

  it('reports bounces and complaints, and nothing else, to the default event bus', () => {
    const destination = props(only(all, 'AWS::SES::ConfigurationSetEventDestination')[1]);
    expect([...referencedIds(destination.ConfigurationSetName)]).toEqual([configurationSetId()]);
    const target = destination.EventDestination as {
      Enabled: boolean;
      MatchingEventTypes: string[];
      EventBridgeDestination?: { EventBusArn: unknown };
    };
    expect(target.Enabled).toBe(true);
    expect([...target.MatchingEventTypes].sort()).toEqual(['bounce', 'complaint']);
    expect(flatten(target.EventBridgeDestination?.EventBusArn)).toMatch(/:event-bus\/default$/);
  });
});

describe('the account-level suppression list', () => {
  it('is switched on for bounces and complaints at deploy, by a call allowed that one action', () => {
    const [, resource] = only(resources(dataTemplate), 'Custom::AWS');
    const create = JSON.parse(flatten(props(resource).Create)) as { service: string; action: string; parameters: unknown };
    expect(create).toMatchObject({
      service: 'SESv2',
      action: 'PutAccountSuppressionAttributes',
      parameters: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    });
    expect(props(resource).Update).toEqual(props(resource).Create);

    const policies = Object.values(resources(dataTemplate)).filter(
      (r) => r.Type === 'AWS::IAM::Policy' && [...referencedIds(props(r).Roles)].length > 0 && flatten(props(r)).includes('ses:'),
    );
    const actions = policies.flatMap((policy) =>
      (props(policy).PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement.flatMap((s) => asArray(s.Action)),
    );
    expect(actions).toEqual(['ses:PutAccountSuppressionAttributes']);
  });
});

describe('the mail events function', () => {
  it('is started by a rule matching SES bounce and complaint events of this configuration set only', () => {
    const functionId = logicalIdOf(stack, recorder().function);
    const rules = Object.values(all).filter(
      (r) =>
        r.Type === 'AWS::Events::Rule' &&
        ((props(r).Targets as { Arn: unknown }[] | undefined) ?? []).some((t) => referencedIds(t.Arn).has(functionId)),
    );
    expect(rules).toHaveLength(1);
    const pattern = props(rules[0]).EventPattern as {
      source: string[];
      'detail-type': string[];
      detail: { mail: { tags: Record<string, unknown[]> } };
    };
    expect(pattern.source).toEqual(['aws.ses']);
    expect([...pattern['detail-type']].sort()).toEqual(['Email Bounced', 'Email Complaint Received']);
    expect(pattern.detail.mail.tags['ses:configuration-set']?.map((name) => [...referencedIds(name)])).toEqual([[configurationSetId()]]);
    expect(props(rules[0]).EventBusName).toBeUndefined();
  });

  it("knows the club's address, sends nothing, and writes only the suppression list, the outbox, the breaker's counts and the newsletters' reports", () => {
    const fn = recorder();
    const env = environmentOf(fn);
    expect(env[NOTIFICATION_EMAIL]).toEqual(expect.any(String));
    expect(env[SENDER_EMAIL]).toBeUndefined();
    expect(env[MAIL_CONFIGURATION_SET]).toBeUndefined();
    const statements = statementsOf(all, logicalIdOf(stack, fn.role));
    expect(statements.flatMap((s) => asArray(s.Action)).filter((a) => a.startsWith('ses:'))).toEqual([]);
    const writeTables = statements
      .filter((s) => asArray(s.Action).includes('dynamodb:PutItem'))
      .flatMap((s) => tablesNamedIn(s.Resource, stack.data))
      .sort();
    expect(writeTables).toEqual(['counters', 'mailSuppressions', 'outbox', 'rateLimits']);
  });

  it('is the one event function, one per catalogue row', () => {
    expect([...stack.eventFunctions.functions.keys()]).toEqual(eventFunctions.map((row) => row.id));
  });
});

describe('every function that sends mail', () => {
  it('has mail senders to check', () => {
    expect(senders().length).toBeGreaterThan(3);
  });

  it('is given the configuration set and may send through it', () => {
    for (const [id, fn] of senders()) {
      expect([...referencedIds(environmentOf(fn)[MAIL_CONFIGURATION_SET])], id).toEqual([configurationSetId()]);
      const onSet = statementsOf(all, logicalIdOf(stack, fn.role)).filter(
        (s) => asArray(s.Action).includes('ses:SendEmail') && flatten(s.Resource).includes(':configuration-set/'),
      );
      expect(
        onSet.map((s) => [...referencedIds(s.Resource)]),
        id,
      ).toEqual([[configurationSetId()]]);
    }
  });

  it('may read the suppression list by key (GetItem, BatchGetItem), never write it', () => {
    for (const [id, fn] of senders()) {
      const onTable = statementsOf(all, logicalIdOf(stack, fn.role)).filter((s) =>
        tablesNamedIn(s.Resource, stack.data).includes('mailSuppressions'),
      );
      const actions = onTable.flatMap((s) => asArray(s.Action));
      expect(actions, id).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:BatchGetItem']));
      expect(
        actions.filter((a) => !['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'].includes(a)),
        id,
      ).toEqual([]);
    }
  });
});
