// The payments in the synthesized app: the payments secret is the data stack's, kept as its other data is, made with
// a receipt key and nothing of Stripe's (the club adds those by hand: docs/operations.md); only the
// functions whose row lists paymentsSecret may read it, each that one secret besides what it had;
// and the reconciliation job runs once a day.

import { beforeAll, describe, expect, it } from 'vitest';
import type { BlazeStack } from '../../infra/blaze-stack';
import { RECEIPT_KEY_FIELD } from '../../infra/constructs/payments-secret';
import { jobs } from '../../lambdas/jobs';
import type { FunctionGrants } from '../../lambdas/route-def';
import { routes } from '../../lambdas/routes';
import { streamFunctions } from '../../lambdas/stream-functions';
import { asArray, flatten, logicalIdOf, props, statementsOf, synthesizeDefault, type Resource } from './support';

let stack: BlazeStack;
let all: Record<string, Resource>;
beforeAll(() => {
  ({ stack, all } = synthesizeDefault());
});

const readersOf = (secretId: string) =>
  Object.entries(all)
    .filter(([, resource]) => resource.Type === 'AWS::IAM::Role')
    .filter(([roleId]) =>
      statementsOf(all, roleId).some(
        (s) => asArray(s.Action).includes('secretsmanager:GetSecretValue') && asArray(s.Resource).map(flatten).includes(`{${secretId}}`),
      ),
    )
    .map(([roleId]) => roleId);

describe('the payments secret', () => {
  it('is the data stack’s, kept as its other data is, and made with a receipt key only', () => {
    const id = logicalIdOf(stack.data, stack.data.paymentsSecret.secret);
    const secret = all[id] as Resource;
    expect([secret.DeletionPolicy, secret.UpdateReplacePolicy]).toEqual(['RetainExceptOnCreate', 'Retain']);
    expect(props(secret).GenerateSecretString).toMatchObject({ GenerateStringKey: RECEIPT_KEY_FIELD, SecretStringTemplate: '{}' });
  });

  it('is read by exactly the functions whose row (route, job or stream function) lists paymentsSecret', () => {
    const id = logicalIdOf(stack.data, stack.data.paymentsSecret.secret);
    const readers = (rows: readonly (FunctionGrants & { readonly id: string })[]) => rows.filter((row) => row.paymentsSecret);
    const expected = [
      ...readers(routes).map((row) => logicalIdOf(stack, stack.routes.functions.get(row.id)?.role ?? stack)),
      ...readers(jobs).map((row) => logicalIdOf(stack, stack.jobs.functions.get(row.id)?.role ?? stack)),
      ...readers(streamFunctions).map((row) => logicalIdOf(stack, stack.streamFunctions.functions.get(row.id)?.role ?? stack)),
    ];
    expect(expected.length).toBeGreaterThan(5);
    expect(readersOf(id).sort()).toEqual(expected.sort());
  });
});

describe('the reconciliation job', () => {
  it('runs once a day', () => {
    const rule = stack.jobs.rules.get('reconcile-payments');
    expect(rule).toBeDefined();
    const ruleProps = props(all[logicalIdOf(stack, rule ?? stack)] as Resource);
    expect(ruleProps.ScheduleExpression).toBe('rate(1 day)');
  });
});
