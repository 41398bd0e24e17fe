// What a deployer's context and a later catalogue entry change: the localhost sign-in callback
// (opt-in), a lower stage throttle capping every route's own, and a table's TTL and stream.

import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlazeStack } from '../../infra/blaze-stack';
import { throttleLimits } from '../../lambdas/route-def';
import { routes } from '../../lambdas/routes';
import { tables, type TableDef, type TableName } from '../../lambdas/tables';
import { flatten, only, props, resourceOf, synthesizeBlaze, type Resource } from './support';

// The counters table as a later issue might declare it: items expire, changes are streamed.
const catalogue: Readonly<Record<TableName, TableDef>> = {
  ...tables,
  counters: { ...tables.counters, ttlAttribute: 'expiresAt', stream: true },
};

let stack: BlazeStack;
let all: Record<string, Resource>;
let template: Template;

beforeAll(() => {
  ({ stack, all, template } = synthesizeBlaze(
    { localSiteUrl: 'http://localhost:5174/', apiRateLimit: '5', apiBurstLimit: '8' },
    { catalogue },
  ));
});

describe('a deployer who opts in to the localhost callback', () => {
  it('gets the site and http://localhost:5174/ as callback and sign-out URLs', () => {
    const client = props(only(all, 'AWS::Cognito::UserPoolClient')[1]);
    const [distributionId] = only(all, 'AWS::CloudFront::Distribution');
    const urls = [`https://{${distributionId}.DomainName}/`, 'http://localhost:5174/'];
    expect((client.CallbackURLs as unknown[]).map(flatten)).toEqual(urls);
    expect((client.LogoutURLs as unknown[]).map(flatten)).toEqual(urls);
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

describe('catalogue entries with a TTL and a stream', () => {
  it('give the table its TTL attribute and a stream of new and old images', () => {
    const p = props(resourceOf(template, stack, stack.database.table('counters')));
    expect(p.TimeToLiveSpecification).toEqual({ AttributeName: 'expiresAt', Enabled: true });
    expect(p.StreamSpecification).toEqual({ StreamViewType: 'NEW_AND_OLD_IMAGES' });
  });

  it('leave the tables without them as they were', () => {
    const p = props(resourceOf(template, stack, stack.database.table('posts')));
    expect(p.TimeToLiveSpecification).toBeUndefined();
    expect(p.StreamSpecification).toBeUndefined();
  });
});
