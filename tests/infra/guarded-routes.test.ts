// The route table has only public rows so far, so the authorizer and mail branches are
// checked here on synthetic rows: the real handlers, re-declared as member and officer
// endpoints (one of them sending mail), passed to the stack as its route list.

import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlazeStack } from '../../infra/blaze-stack';
import { NOTIFICATION_EMAIL, SENDER_EMAIL } from '../../lambdas/runtime/env-names';
import { type Access, type RouteDef, routes } from '../../lambdas/routes';
import { expectAuthorizationFitsAccess } from './route-checks';
import { asArray, logicalIdOf, referencedIds, resources, statementsOf, synthesizeBlaze } from './support';

const guarded: readonly Access[] = ['officer', 'member'];

// Every real handler once, with the access cycling through officer and member.
const rows: readonly RouteDef[] = routes.map((row, index) => ({
  ...row,
  access: guarded[index % guarded.length] ?? 'officer',
  path: `/api/probe/${row.id}`,
  sendsEmail: index === 0,
  // The route table writes nothing yet: the first row writes the tables it reads, for the write grant.
  writes: index === 0 ? row.reads : row.writes,
}));

let stack: BlazeStack;
let template: Template;

beforeAll(() => {
  ({ stack, template } = synthesizeBlaze({ senderEmail: 'club@blaze.test', notificationEmail: 'officers@blaze.test' }, { routes: rows }));
});

describe('member and officer routes', () => {
  it('are exactly the routes of the API that need a JWT, at both guarded access levels', () => {
    const jwtRouteKeys = Object.values(resources(template))
      .filter((r) => r.Type === 'AWS::ApiGatewayV2::Route' && r.Properties?.AuthorizationType === 'JWT')
      .map((r) => String(r.Properties?.RouteKey))
      .sort();
    expect(jwtRouteKeys).toEqual(rows.map((r) => `${r.method} ${r.path}`).sort());
    // The synthetic rows exercise officer and member alike (the cycling above, checked once).
    expect(new Set(rows.filter((r) => jwtRouteKeys.includes(`${r.method} ${r.path}`)).map((r) => r.access))).toEqual(new Set(guarded));
  });

  it.each(rows)('$id as $access requires a JWT from the SPA client', (row) => {
    expectAuthorizationFitsAccess(resources(template), stack, row);
  });

  it('share one JWT authorizer', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
  });
});

describe('a writing route', () => {
  it('may put, update, delete and condition-check items of its tables, never Scan or table-wide actions', () => {
    const row = rows.find((r) => r.writes.length > 0);
    const fn = row && stack.routes.functions.get(row.id);
    if (!row || !fn) throw new Error('no writing row');
    const all = resources(template);
    const statements = statementsOf(all, logicalIdOf(stack, fn.role));
    const actions = new Set(statements.flatMap((s) => asArray(s.Action)).filter((a) => a.startsWith('dynamodb:')));
    expect([...actions].sort()).toEqual(
      [
        'dynamodb:BatchGetItem',
        'dynamodb:BatchWriteItem',
        'dynamodb:ConditionCheckItem',
        'dynamodb:DeleteItem',
        'dynamodb:GetItem',
        'dynamodb:PutItem',
        'dynamodb:Query',
        'dynamodb:UpdateItem',
      ].sort(),
    );
    // Writes name the tables themselves; only Query needs the indexes.
    const writeStatements = statements.filter((s) => asArray(s.Action).includes('dynamodb:PutItem'));
    expect(writeStatements.length).toBeGreaterThan(0);
    for (const statement of writeStatements) expect(JSON.stringify(statement.Resource)).not.toContain('/index/');
  });
});

describe('a mail-sending route', () => {
  it('gets the addresses and SendEmail on the sender and recipient identities and the configuration set only', () => {
    const row = rows.find((r) => r.sendsEmail);
    const fn = row && stack.routes.functions.get(row.id);
    if (!fn) throw new Error('no mail-sending row');
    const all = resources(template);
    const environment = all[logicalIdOf(stack, fn.function)]?.Properties?.Environment as
      | { Variables?: Record<string, unknown> }
      | undefined;
    const variables = environment?.Variables ?? {};
    expect(variables[SENDER_EMAIL]).toBe('club@blaze.test');
    expect(variables[NOTIFICATION_EMAIL]).toBe('officers@blaze.test');

    const roleId = logicalIdOf(stack, fn.role);
    const sesStatements = statementsOf(all, roleId).filter((s) => asArray(s.Action).some((a) => a.startsWith('ses:')));
    const identities = Object.entries(all)
      .filter(([, r]) => r.Type === 'AWS::SES::EmailIdentity')
      .map(([id]) => id);
    expect(identities).toHaveLength(2);
    const [configurationSet] = Object.entries(all).find(([, r]) => r.Type === 'AWS::SES::ConfigurationSet') ?? [];
    const targets = new Set(sesStatements.flatMap((s) => [...referencedIds(s.Resource)]));
    expect([...targets].sort()).toEqual([...identities, configurationSet].sort());
  });
});
