// AWS WAF in the template: absent by default; with `wafRateLimit`, a CloudFront web ACL whose one
// rule blocks an IP over the limit of POSTs to the visitor forms (the route table's `form` rows),
// attached to the distribution, and a regional web ACL with the same per-IP limit on the user pool
// and a tighter one on the calls that make Cognito mail a code (SignUp, ResendConfirmationCode,
// ForgotPassword, by their X-Amz-Target or the hosted UI's pages). A CloudFront web ACL exists only
// in us-east-1, so the synth refuses any other region it can see.

import { beforeAll, describe, expect, it } from 'vitest';
import { CODE_MAIL_WAF_LIMIT, WAF_WINDOW_SECONDS } from '../../infra/constructs/waf';
import { CONTACT_MESSAGES_PATH } from '../../common/contact-message';
import { TOO_MANY_REQUESTS_MESSAGE } from '../../lambdas/runtime/rate-limit';
import { routes } from '../../lambdas/routes';
import { only, props, type Resource, synthesizeBlaze } from './support';

const LIMIT = 120;

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

function onlyRule(acl: Record<string, unknown>): Rule {
  const rules = acl.Rules as Rule[];
  expect(rules).toHaveLength(1);
  return rules[0] as Rule;
}

/** The statements under a statement's ANDs and ORs. */
function leaves(statement: Statement | undefined): Statement[] {
  if (!statement) return [];
  const inner = [...(statement.OrStatement?.Statements ?? []), ...(statement.AndStatement?.Statements ?? [])];
  return inner.length > 0 ? inner.flatMap(leaves) : [statement];
}

/** The exact-match values of one field among a statement's byte matches. */
function matchedValues(statement: Statement | undefined, field: string): string[] {
  return leaves(statement).flatMap((leaf) =>
    leaf.ByteMatchStatement && field in leaf.ByteMatchStatement.FieldToMatch ? [leaf.ByteMatchStatement.SearchString] : [],
  );
}

const scopeDownOf = (all: Record<string, Resource>) =>
  onlyRule(aclOfScope(all, 'CLOUDFRONT')[1]).Statement.RateBasedStatement?.ScopeDownStatement;

describe('by default', () => {
  it('has no web ACL, and the distribution none attached', () => {
    const { all } = synthesizeBlaze();
    expect(Object.values(all).filter((r) => r.Type.startsWith('AWS::WAFv2::'))).toEqual([]);
    const distribution = props(only(all, 'AWS::CloudFront::Distribution')[1]).DistributionConfig as Record<string, unknown>;
    expect(distribution.WebACLId).toBeUndefined();
  });
});

describe('with wafRateLimit', () => {
  let all: Record<string, Resource>;

  beforeAll(() => {
    ({ all } = synthesizeBlaze({ wafRateLimit: String(LIMIT) }));
  });

  it('makes two web ACLs: one for CloudFront, one regional', () => {
    expect(
      webAcls(all)
        .map(([, r]) => props(r).Scope)
        .sort(),
    ).toEqual(['CLOUDFRONT', 'REGIONAL']);
  });

  it('limits each IP to the given requests per 5 minutes on CloudFront, answering 429 over it', () => {
    const rule = onlyRule(aclOfScope(all, 'CLOUDFRONT')[1]);
    expect(rule.Statement.RateBasedStatement).toMatchObject({ Limit: LIMIT, AggregateKeyType: 'IP', EvaluationWindowSec: 300 });
    expect(WAF_WINDOW_SECONDS).toBe(300);
    expect(rule.Action).toMatchObject({ Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'tooManyRequests' } } });
    const bodies = aclOfScope(all, 'CLOUDFRONT')[1].CustomResponseBodies as Record<string, { ContentType: string; Content: string }>;
    expect(bodies.tooManyRequests?.ContentType).toBe('APPLICATION_JSON');
    expect(JSON.parse(bodies.tooManyRequests?.Content ?? '{}')).toEqual({ error: TOO_MANY_REQUESTS_MESSAGE });
  });

  it("counts only POSTs to the form rows' paths, every one of them", () => {
    const scopeDown = scopeDownOf(all);
    const formPosts = routes.filter((row) => row.throttle === 'form' && row.method === 'POST').map((row) => row.path);
    expect(formPosts).toContain(CONTACT_MESSAGES_PATH);
    expect(matchedValues(scopeDown, 'UriPath').sort()).toEqual([...formPosts].sort());
    expect(matchedValues(scopeDown, 'Method')).toEqual(['POST']);
    // Both must hold: a GET of a form path, or a POST elsewhere, is never counted.
    expect(Object.keys(scopeDown ?? {})).toEqual(['AndStatement']);
  });

  it('attaches the CloudFront web ACL to the distribution', () => {
    const [aclId] = aclOfScope(all, 'CLOUDFRONT');
    const distribution = props(only(all, 'AWS::CloudFront::Distribution')[1]).DistributionConfig as Record<string, unknown>;
    expect(distribution.WebACLId).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
  });

  it('holds sign-in to the same per-IP limit: the regional web ACL on the user pool', () => {
    const [aclId, acl] = aclOfScope(all, 'REGIONAL');
    const [signIn] = acl.Rules as Rule[];
    expect(signIn?.Name).toBe('SignInPerIp');
    expect(signIn?.Statement.RateBasedStatement).toMatchObject({ Limit: LIMIT, AggregateKeyType: 'IP', EvaluationWindowSec: 300 });
    expect(signIn?.Statement.RateBasedStatement?.ScopeDownStatement).toBeUndefined();
    const [poolId] = only(all, 'AWS::Cognito::UserPool');
    expect(props(only(all, 'AWS::WAFv2::WebACLAssociation')[1])).toEqual({
      ResourceArn: { 'Fn::GetAtt': [poolId, 'Arn'] },
      WebACLArn: { 'Fn::GetAtt': [aclId, 'Arn'] },
    });
  });
});

describe("the user pool's calls that mail a code, with wafRateLimit", () => {
  let rule: Rule | undefined;

  beforeAll(() => {
    const { all } = synthesizeBlaze({ wafRateLimit: String(LIMIT) });
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
  it('may be us-east-1', () => {
    const { all } = synthesizeBlaze({ wafRateLimit: '100' }, { env: { account: '111111111111', region: 'us-east-1' } });
    expect(webAcls(all)).toHaveLength(2);
  });

  it('may not be another, where no CloudFront web ACL can be made', () => {
    expect(() => synthesizeBlaze({ wafRateLimit: '100' }, { env: { account: '111111111111', region: 'eu-west-1' } })).toThrow(
      /wafRateLimit needs the stack in us-east-1/,
    );
  });

  it('may be anything without WAF', () => {
    expect(() => synthesizeBlaze({}, { env: { account: '111111111111', region: 'eu-west-1' } })).not.toThrow();
  });
});

describe('a form row with a path parameter', () => {
  it('is matched by an anchored pattern with one segment for the parameter', () => {
    const contact = routes.find((row) => row.path === CONTACT_MESSAGES_PATH && row.method === 'POST');
    if (!contact) throw new Error('no contact form row');
    const withParam = { ...contact, path: `${CONTACT_MESSAGES_PATH}/{kind}.json` };
    const { all } = synthesizeBlaze({ wafRateLimit: '100' }, { routes: routes.map((row) => (row === contact ? withParam : row)) });
    const regexes = leaves(scopeDownOf(all)).flatMap((leaf) => (leaf.RegexMatchStatement ? [leaf.RegexMatchStatement] : []));
    expect(regexes).toHaveLength(1);
    expect(regexes[0]?.FieldToMatch).toEqual({ UriPath: {} });
    const pattern = new RegExp(regexes[0]?.RegexString ?? '');
    expect(pattern.test(`${CONTACT_MESSAGES_PATH}/club.json`)).toBe(true);
    expect(pattern.test(`${CONTACT_MESSAGES_PATH}/a/b.json`)).toBe(false);
    expect(pattern.test(`${CONTACT_MESSAGES_PATH}/clubxjson`)).toBe(false);
    expect(pattern.test(`/x${CONTACT_MESSAGES_PATH}/club.json`)).toBe(false);
  });
});
