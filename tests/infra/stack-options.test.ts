// What a deployer's context and a later catalogue entry change: the localhost sign-in client
// (opt-in, never a callback on the production client), a lower stage throttle capping every route's own, and a table's TTL.
// The context's options are the fully configured app's; the catalogue's TTL is the data stack's alone.

import { beforeAll, describe, expect, it } from 'vitest';
import type { BlazeStack } from '../../infra/blaze-stack';
import { domainSiteUrl } from '../../infra/domain-records';
import { throttleLimits } from '../../lambdas/route-def';
import { routes } from '../../lambdas/routes';
import { tables, type TableDef } from '../../lambdas/tables';
import type { TableName } from '../../lambdas/table-keys';
import {
  CONFIGURED_CONTEXT,
  flatten,
  logicalIdOf,
  only,
  props,
  referencedIds,
  resourceOf,
  synthesizeConfigured,
  synthesizeDataStack,
  type Resource,
} from './support';

// The counters table as a later catalogue might declare it: its items expire.
const catalogue: Readonly<Record<TableName, TableDef>> = {
  ...tables,
  counters: { ...tables.counters, ttlAttribute: 'expiresAt' },
};

let stack: BlazeStack;
let all: Record<string, Resource>;

beforeAll(() => {
  expect(CONFIGURED_CONTEXT).toMatchObject({ localSiteUrl: 'http://localhost:5174/', apiRateLimit: '5', apiBurstLimit: '8' });
  ({ stack, all } = synthesizeConfigured());
});

describe('a deployer who opts in to the localhost callback', () => {
  const clients = () => Object.entries(all).filter(([, r]) => r.Type === 'AWS::Cognito::UserPoolClient');

  it("gets an app client of its own for http://localhost:5174/, and the production client keeps the site's address alone", () => {
    const siteUrl = domainSiteUrl(CONFIGURED_CONTEXT.domainName);
    const urlsOf = (id: string) => {
      const client = props(all[id]);
      return { callback: (client.CallbackURLs as unknown[]).map(flatten), logout: (client.LogoutURLs as unknown[]).map(flatten) };
    };
    expect(clients()).toHaveLength(2);
    expect(urlsOf(logicalIdOf(stack, stack.spaClient))).toEqual({
      callback: [siteUrl],
      logout: [siteUrl],
    });
    const [localId] = clients()
      .map(([id]) => id)
      .filter((id) => id !== logicalIdOf(stack, stack.spaClient));
    expect(urlsOf(localId ?? '')).toEqual({ callback: ['http://localhost:5174/'], logout: ['http://localhost:5174/'] });
  });

  it("keeps the API's authorizer on the production client's tokens alone", () => {
    const authorizer = props(only(all, 'AWS::ApiGatewayV2::Authorizer')[1]);
    const audience = (authorizer.JwtConfiguration as { Audience: unknown }).Audience;
    expect([...referencedIds(audience)]).toEqual([logicalIdOf(stack, stack.spaClient)]);
  });
});

describe('a stage throttle below a route class', () => {
  it("keeps the stage default as every route's ceiling", () => {
    const stage = props(only(all, 'AWS::ApiGatewayV2::Stage')[1]);
    expect(stage.DefaultRouteSettings).toEqual({ ThrottlingRateLimit: 5, ThrottlingBurstLimit: 8 });
    const settings = stage.RouteSettings as Record<string, Record<string, number>>;
    for (const row of routes) {
      const limits = throttleLimits[row.throttle];
      expect(settings[`${row.method} ${row.path}`], row.id).toEqual({
        ThrottlingRateLimit: Math.min(limits.rateLimit, 5),
        ThrottlingBurstLimit: Math.min(limits.burstLimit, 8),
      });
    }
  });
});

describe('a catalogue entry with a TTL', () => {
  const { data, dataTemplate } = synthesizeDataStack({}, { catalogue });

  it('gives the table its TTL attribute', () => {
    const p = props(resourceOf(dataTemplate, data, data.database.table('counters')));
    expect(p.TimeToLiveSpecification).toEqual({ AttributeName: 'expiresAt', Enabled: true });
  });

  it('leaves the tables without one as they were', () => {
    const p = props(resourceOf(dataTemplate, data, data.database.table('posts')));
    expect(p.TimeToLiveSpecification).toBeUndefined();
  });
});
