// AWS WAF in the template, on by default: a CloudFront web ACL whose rules block an IP over its
// limit of POSTs to the visitor forms (the route table's `form` rows) and over its limit of requests
// to any API path, attached to the distribution; and a regional web ACL with the forms' limit on the
// user pool. The API limit stays below what the tightest route's throttle lets through in the same
// window, so one client cannot take a route from everyone. A CloudFront web ACL exists only in
// us-east-1: elsewhere the synth stops unless the deployer asks for the user pool's web ACL alone or
// none, and the stack then warns at every synth.
// The user pool's web ACL also holds the calls that make Cognito mail a code (SignUp,
// ResendConfirmationCode, ForgotPassword, by their X-Amz-Target or the hosted UI's pages) to a
// tighter per-IP limit.

import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { beforeAll, describe, expect, it } from 'vitest';
import { WAF_DEFAULT_LIMITS } from '../../infra/config';
import { CODE_MAIL_WAF_LIMIT, tightestRouteBudget, Waf, type WafProps, WAF_WINDOW_SECONDS } from '../../infra/constructs/waf';
import { CONTACT_MESSAGES_PATH } from '../../common/requests/contact-message';
import { functionPathPrefixes } from '../../common/site-paths';
import { throttleLimits } from '../../lambdas/route-def';
import { TOO_MANY_REQUESTS_MESSAGE } from '../../lambdas/runtime/rate-limit';
import { type RouteDef, routes } from '../../lambdas/routes';
import {
  CONFIGURED_CONTEXT,
  CONFIGURED_ENV,
  hasWarning,
  only,
  props,
  type Resource,
  synthesizeBlaze,
  synthesizeConfigured,
  synthesizeDefault,
  OUTSIDE_US_EAST_1,
} from './support';

interface Statement {
  readonly ByteMatchStatement?: {
    FieldToMatch: Record<string, unknown>;
    PositionalConstraint: string;
    SearchString: string;
    TextTransformations: { Type: string }[];
  };
  readonly RegexMatchStatement?: { FieldToMatch: Record<string, unknown>; RegexString: string };
  readonly OrStatement?: { Statements: Statement[] };
  readonly AndStatement?: { Statements: Statement[] };
  readonly RateBasedStatement?: {
    Limit: number;
    AggregateKeyType: string;
    EvaluationWindowSec: number;
    ScopeDownStatement?: Statement;
  };
}

interface Rule {
  readonly Name: string;
  readonly Action: unknown;
  readonly Statement: Statement;
}

const webAcls = (all: Record<string, Resource>) => Object.entries(all).filter(([, r]) => r.Type === 'AWS::WAFv2::WebACL');

function aclOfScope(all: Record<string, Resource>, scope: string): [string, Record<string, unknown>] {
  const found = webAcls(all).filter(([, r]) => props(r).Scope === scope);
  expect(found, scope).toHaveLength(1);
  const [id, resource] = found[0] as [string, Resource];
  return [id, props(resource)];
}

function ruleNamed(acl: Record<string, unknown>, name: string): Rule {
  const rule = (acl.Rules as Rule[]).find((candidate) => candidate.Name === name);
  if (!rule) throw new Error(`no rule ${name}`);
  return rule;
}

/** The statements under a statement's ANDs and ORs. */
function leaves(statement: Statement | undefined): Statement[] {
  if (!statement) return [];
  const inner = [...(statement.OrStatement?.Statements ?? []), ...(statement.AndStatement?.Statements ?? [])];
  return inner.length > 0 ? inner.flatMap(leaves) : [statement];
}

/** The values one field is matched against among a statement's byte matches, with how. */
function matchedValues(statement: Statement | undefined, field: string, how = 'EXACTLY'): string[] {
  return leaves(statement).flatMap((leaf) =>
    leaf.ByteMatchStatement && field in leaf.ByteMatchStatement.FieldToMatch && leaf.ByteMatchStatement.PositionalConstraint === how
      ? [leaf.ByteMatchStatement.SearchString]
      : [],
  );
}

const rateOf = (all: Record<string, Resource>, scope: string, name: string) =>
  ruleNamed(aclOfScope(all, scope)[1], name).Statement.RateBasedStatement;

/**
 * The Waf construct alone, as the app stack makes it (infra/blaze-stack.ts) with the default limits,
 * in a stack of its own in `region` (region-agnostic without one): for what only another region,
 * mode or route table shows, without synthesizing the whole app for it.
 */
function wafAlone(overrides: Partial<WafProps> = {}, region?: string): { stack: Stack; all: Record<string, Resource> } {
  const stack = new Stack(new App(), 'WafAlone', region ? { env: { account: OUTSIDE_US_EAST_1.account, region } } : {});
  new Waf(stack, 'Waf', {
    mode: 'on',
    formLimit: WAF_DEFAULT_LIMITS.wafRateLimit,
    apiLimit: WAF_DEFAULT_LIMITS.wafApiRateLimit,
    stageRateLimit: 10,
    routes,
    pathPrefixes: functionPathPrefixes,
    userPool: new cognito.UserPool(stack, 'Pool'),
    ...overrides,
  });
  return { stack, all: Template.fromStack(stack).toJSON().Resources as Record<string, Resource> };
}

const distributionAclId = (all: Record<string, Resource>) =>
  (props(only(all, 'AWS::CloudFront::Distribution')[1]).DistributionConfig as Record<string, unknown>).WebACLId;

describe('by default', () => {
  let all: Record<string, Resource>;

  beforeAll(() => {
    ({ all } = synthesizeDefault());
  });

  it('makes two web ACLs: one for CloudFront, attached to the distribution, and one regional, on the user pool', () => {
    expect(
      webAcls(all)
        .map(([, r]) => props(r).Scope)
        .sort(),
    ).toEqual(['CLOUDFRONT', 'REGIONAL']);
    const [siteAclId] = aclOfScope(all, 'CLOUDFRONT');
    expect(distributionAclId(all)).toEqual({ 'Fn::GetAtt': [siteAclId, 'Arn'] });
    const [signInAclId] = aclOfScope(all, 'REGIONAL');
    const [poolId] = only(all, 'AWS::Cognito::UserPool');
    expect(props(only(all, 'AWS::WAFv2::WebACLAssociation')[1])).toEqual({
      ResourceArn: { 'Fn::GetAtt': [poolId, 'Arn'] },
      WebACLArn: { 'Fn::GetAtt': [signInAclId, 'Arn'] },
    });
  });

  it("limits each IP's requests to every API path, pages included, per 5 minutes, answering 429 over it", () => {
    const api = rateOf(all, 'CLOUDFRONT', 'ApiPerIp');
    expect(api).toMatchObject({ Limit: WAF_DEFAULT_LIMITS.wafApiRateLimit, AggregateKeyType: 'IP', EvaluationWindowSec: 300 });
    expect(WAF_WINDOW_SECONDS).toBe(300);
    expect(matchedValues(api?.ScopeDownStatement, 'UriPath', 'STARTS_WITH').sort()).toEqual([...functionPathPrefixes].sort());
    const rule = ruleNamed(aclOfScope(all, 'CLOUDFRONT')[1], 'ApiPerIp');
    expect(rule.Action).toMatchObject({ Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'tooManyRequests' } } });
    const bodies = aclOfScope(all, 'CLOUDFRONT')[1].CustomResponseBodies as Record<string, { ContentType: string; Content: string }>;
    expect(bodies.tooManyRequests?.ContentType).toBe('APPLICATION_JSON');
    expect(JSON.parse(bodies.tooManyRequests?.Content ?? '{}')).toEqual({ error: TOO_MANY_REQUESTS_MESSAGE });
  });

  it("keeps one IP below what any route's throttle lets through in the same 5 minutes, so no client can take a route", () => {
    const everyRouteBudget = routes.map((row) => Math.min(throttleLimits[row.throttle].rateLimit, 10) * WAF_WINDOW_SECONDS);
    const smallest = Math.min(...everyRouteBudget);
    expect(tightestRouteBudget(routes, 10)?.requests).toBe(smallest);
    expect(rateOf(all, 'CLOUDFRONT', 'ApiPerIp')?.Limit).toBeLessThan(smallest);
    expect(rateOf(all, 'CLOUDFRONT', 'FormPostsPerIp')?.Limit).toBeLessThan(smallest);
  });

  it("counts, in its own rule, only POSTs to the form rows' paths, every one of them", () => {
    const forms = rateOf(all, 'CLOUDFRONT', 'FormPostsPerIp');
    expect(forms).toMatchObject({ Limit: WAF_DEFAULT_LIMITS.wafRateLimit, AggregateKeyType: 'IP', EvaluationWindowSec: 300 });
    const formPosts = routes.filter((row) => row.throttle === 'form' && row.method === 'POST').map((row) => row.path);
    expect(formPosts).toContain(CONTACT_MESSAGES_PATH);
    // A path is matched as written, or, with a parameter, by a pattern (tested below).
    const withParams = formPosts.filter((path) => path.includes('{'));
    expect(matchedValues(forms?.ScopeDownStatement, 'UriPath').sort()).toEqual(formPosts.filter((path) => !path.includes('{')).sort());
    const patterns = leaves(forms?.ScopeDownStatement).flatMap((leaf) =>
      leaf.RegexMatchStatement ? [new RegExp(leaf.RegexMatchStatement.RegexString)] : [],
    );
    expect(patterns).toHaveLength(withParams.length);
    for (const path of withParams) {
      const sample = path.replace(/\{[^}]+\}/g, 'a1');
      expect(
        patterns.filter((pattern) => pattern.test(sample)),
        path,
      ).toHaveLength(1);
    }
    expect(matchedValues(forms?.ScopeDownStatement, 'Method')).toEqual(['POST']);
    // Both must hold: a GET of a form path, or a POST elsewhere, is never counted here.
    expect(Object.keys(forms?.ScopeDownStatement ?? {})).toEqual(['AndStatement']);
  });

  it('holds sign-up, sign-in and codes to the forms limit per IP: the regional web ACL on the user pool', () => {
    expect(rateOf(all, 'REGIONAL', 'SignInPerIp')).toMatchObject({ Limit: WAF_DEFAULT_LIMITS.wafRateLimit, AggregateKeyType: 'IP' });
    expect(rateOf(all, 'REGIONAL', 'SignInPerIp')?.ScopeDownStatement).toBeUndefined();
  });
});

describe('the limits', () => {
  it('are read from wafRateLimit and wafApiRateLimit', () => {
    // The fully configured app's.
    expect(CONFIGURED_CONTEXT).toMatchObject({ wafRateLimit: '50', wafApiRateLimit: '200' });
    const { all } = synthesizeConfigured();
    expect(rateOf(all, 'CLOUDFRONT', 'FormPostsPerIp')?.Limit).toBe(50);
    expect(rateOf(all, 'REGIONAL', 'SignInPerIp')?.Limit).toBe(50);
    expect(rateOf(all, 'CLOUDFRONT', 'ApiPerIp')?.Limit).toBe(200);
  });

  it("are refused at or over what the tightest route's throttle lets through, saying which route", () => {
    const budget = tightestRouteBudget(routes, 10);
    if (!budget) throw new Error('no route');
    expect(() => wafAlone({ apiLimit: budget.requests })).toThrow(
      new RegExp(
        `wafApiRateLimit=${budget.requests} is not below the ${budget.requests} requests in 300 s that the throttle of ${budget.routeId}`,
      ),
    );
    // A lower stage rate lowers every route's share: the whole app passes apiRateLimit on.
    expect(() => synthesizeBlaze({ apiRateLimit: '1' })).toThrow(/wafApiRateLimit=300 is not below the 300 requests/);
  });
});

describe("the user pool's calls that mail a code", () => {
  let rule: Rule | undefined;

  beforeAll(() => {
    const { all } = synthesizeDefault();
    rule = (aclOfScope(all, 'REGIONAL')[1].Rules as Rule[]).find((candidate) => candidate.Name === 'CodeMailPerIp');
  });

  it('are held to 10 per IP in 10 minutes, whatever wafRateLimit says, answering 429 over it', () => {
    expect(rule?.Statement.RateBasedStatement).toMatchObject({ Limit: 10, AggregateKeyType: 'IP', EvaluationWindowSec: 600 });
    expect(CODE_MAIL_WAF_LIMIT).toEqual({ requests: 10, windowSeconds: 600 });
    expect(rule?.Action).toMatchObject({ Block: { CustomResponse: { ResponseCode: 429 } } });
  });

  it('are SignUp, ResendConfirmationCode and ForgotPassword by their X-Amz-Target header, compared in lower case', () => {
    const targets = leaves(rule?.Statement.RateBasedStatement?.ScopeDownStatement).filter(
      (leaf) => leaf.ByteMatchStatement?.FieldToMatch.SingleHeader !== undefined,
    );
    expect(targets.map((leaf) => leaf.ByteMatchStatement?.FieldToMatch)).toEqual(
      targets.map(() => ({ SingleHeader: { Name: 'x-amz-target' } })),
    );
    expect(targets.map((leaf) => leaf.ByteMatchStatement?.SearchString).sort()).toEqual([
      'awscognitoidentityproviderservice.forgotpassword',
      'awscognitoidentityproviderservice.resendconfirmationcode',
      'awscognitoidentityproviderservice.signup',
    ]);
    for (const leaf of targets) {
      expect(leaf.ByteMatchStatement?.PositionalConstraint).toBe('EXACTLY');
      expect(leaf.ByteMatchStatement?.TextTransformations.map((t) => t.Type)).toEqual(['LOWERCASE']);
    }
  });

  it("and the hosted UI's posts of the same: /signup, /resendcode, /forgotPassword", () => {
    const scopeDown = rule?.Statement.RateBasedStatement?.ScopeDownStatement;
    expect(matchedValues(scopeDown, 'UriPath').sort()).toEqual(['/forgotpassword', '/resendcode', '/signup']);
    expect(matchedValues(scopeDown, 'Method')).toEqual(['POST']);
    const hostedUi = scopeDown?.OrStatement?.Statements.find((statement) => statement.AndStatement);
    expect(hostedUi?.AndStatement?.Statements).toHaveLength(2);
  });
});

describe('the region', () => {
  it('is us-east-1 with WAF on', () => {
    // The fully configured app, as `cdk deploy` makes it with credentials for us-east-1.
    const { all, stack } = synthesizeConfigured();
    expect(stack.region).toBe(CONFIGURED_ENV.region);
    expect(webAcls(all)).toHaveLength(2);
  });

  it('stops the synth anywhere else, naming both ways out', () => {
    const elsewhere = () => wafAlone({}, OUTSIDE_US_EAST_1.region);
    expect(elsewhere).toThrow(/waf=on \(the default\) needs the stack in us-east-1 .*; this stack deploys to eu-west-1/);
    expect(elsewhere).toThrow(/-c waf=user-pool .* -c waf=off/);
  });

  it('takes waf=user-pool there: the user pool keeps its web ACL, the distribution has none, and the stack warns', () => {
    // Without the route table, which decides nothing here: a small app to synthesize.
    const app = synthesizeBlaze({ waf: 'user-pool' }, { env: OUTSIDE_US_EAST_1, routes: [] });
    const { all } = app;
    expect(webAcls(all).map(([, r]) => props(r).Scope)).toEqual(['REGIONAL']);
    expect(only(all, 'AWS::WAFv2::WebACLAssociation')).toBeDefined();
    expect(distributionAclId(all)).toBeUndefined();
    expect(hasWarning(app, /waf=user-pool: the distribution has no web ACL/)).toBe(true);
  });

  it('takes waf=off there: no web ACL at all, and the stack warns that one client can take a route', () => {
    // Without the route table here too (the whole app without WAF is checked in log-retention and nag).
    const app = synthesizeBlaze({ waf: 'off' }, { env: OUTSIDE_US_EAST_1, routes: [] });
    const { all } = app;
    expect(Object.values(all).filter((r) => r.Type.startsWith('AWS::WAFv2::'))).toEqual([]);
    expect(distributionAclId(all)).toBeUndefined();
    expect(hasWarning(app, /waf=off: the distribution has no web ACL/)).toBe(true);
    expect(hasWarning(app, /one client can take a route from every visitor/)).toBe(true);
  });

  it('warns, with WAF on, when the template is region-agnostic', () => {
    const app = synthesizeDefault();
    expect(hasWarning(app, /deploys only in us-east-1/)).toBe(true);
    expect(hasWarning(app, /the distribution has no web ACL/)).toBe(false);
  });
});

describe('a form row with a path parameter', () => {
  it('is matched by an anchored pattern with one segment for the parameter', () => {
    const contact = routes.find((row) => row.path === CONTACT_MESSAGES_PATH && row.method === 'POST');
    if (!contact) throw new Error('no contact form row');
    const withParam = { ...contact, path: `${CONTACT_MESSAGES_PATH}/{kind}.json` };
    const rows: readonly RouteDef[] = routes.map((row) => (row === contact ? withParam : row));
    const { all } = wafAlone({ routes: rows });
    const scopeDown = rateOf(all, 'CLOUDFRONT', 'FormPostsPerIp')?.ScopeDownStatement;
    // The one pattern that matches the parameter's path (other form rows may have parameters too).
    const regexes = leaves(scopeDown)
      .flatMap((leaf) => (leaf.RegexMatchStatement ? [leaf.RegexMatchStatement] : []))
      .filter((regex) => new RegExp(regex.RegexString).test(`${CONTACT_MESSAGES_PATH}/club.json`));
    expect(regexes).toHaveLength(1);
    expect(regexes[0]?.FieldToMatch).toEqual({ UriPath: {} });
    const pattern = new RegExp(regexes[0]?.RegexString ?? '');
    expect(pattern.test(`${CONTACT_MESSAGES_PATH}/club.json`)).toBe(true);
    expect(pattern.test(`${CONTACT_MESSAGES_PATH}/a/b.json`)).toBe(false);
    expect(pattern.test(`${CONTACT_MESSAGES_PATH}/clubxjson`)).toBe(false);
    expect(pattern.test(`/x${CONTACT_MESSAGES_PATH}/club.json`)).toBe(false);
  });
});
