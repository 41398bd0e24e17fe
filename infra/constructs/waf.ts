// AWS WAF, on by default (`waf`, infra/config.ts): per-address rate-based rules in front of what a
// stranger can spend. API Gateway's throttles are per route and shared by every visitor, and the
// wrapper's own per-IP counter runs only after a request has taken one of a route's tokens, so
// without WAF one client sending a few requests a second to one route (`?limit=7`, `/news/<random>`)
// would give every other visitor 429 there. WAF blocks an address over its limit at CloudFront,
// before API Gateway: the limit on the API's paths is kept below what the tightest route's throttle
// lets through in the same window, so one client, at its limit, cannot use a route up.
//
// The user pool's web ACL has a second, tighter rule on the calls that make Cognito mail a code
// (CODE_MAIL_WAF_LIMIT): the user pool's triggers count codes per mailbox and domain, but never see
// the caller's address; this rule is the per-client limit of those calls.
//
// Two web ACLs: the distribution's (scope CLOUDFRONT), counting the form POSTs (`wafRateLimit`)
// and every request to the API's paths (`wafApiRateLimit`), and the user pool's (scope REGIONAL:
// sign-up, sign-in, codes and token refreshes on Cognito's own domain, `wafRateLimit`).
//
// A CloudFront web ACL can only be created in us-east-1, so while the distribution's web ACL is on
// the synth refuses any other region it can see (infra/constructs/us-east-1.ts, shared with the
// club's domain; docs/operations.md says why the stacks move to us-east-1 rather than gain a second
// stack there), naming the two ways out (`waf=user-pool`, `waf=off`), each of which the stack then
// warns about at every synth.

import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { TOO_MANY_REQUESTS_MESSAGE } from '../../lambdas/runtime/rate-limit';
import { type RouteDef, throttleLimits } from '../../lambdas/route-def';
import { CLOUDFRONT_REGION, requireUsEast1 } from './us-east-1';

/** The only region where a CLOUDFRONT-scope web ACL can be created. */
export const CLOUDFRONT_WAF_REGION = CLOUDFRONT_REGION;

/** The window over which WAF counts each IP's requests; the limits are per this many seconds. */
export const WAF_WINDOW_SECONDS = 300;

/**
 * Calls one IP address may make, per `windowSeconds`, that have Cognito mail a code: SignUp,
 * ResendConfirmationCode and ForgotPassword, through the API or the hosted UI. A member needs three
 * (a sign-up, a code sent again, a password reset); 10 is the lowest limit WAF takes.
 */
export const CODE_MAIL_WAF_LIMIT = { requests: 10, windowSeconds: 600 } as const;

/**
 * The user pool's API operations that mail a code, as the `X-Amz-Target` header names them (the
 * header every Cognito API request carries; WAF sees it, while the address in the body is kept
 * from WAF): lower case, as the rule compares them after lower-casing the header.
 */
export const CODE_MAIL_TARGETS = ['SignUp', 'ResendConfirmationCode', 'ForgotPassword'].map((operation) =>
  `AWSCognitoIdentityProviderService.${operation}`.toLowerCase(),
);

/** The hosted UI's (classic) pages that post the same calls, lower case. */
export const CODE_MAIL_HOSTED_UI_PATHS = ['/signup', '/resendcode', '/forgotpassword'] as const;

const TOO_MANY_BODY_KEY = 'tooManyRequests';
// The same answer as the handler wrapper's own per-IP limit, so the forms show one message.
const tooManyBody = JSON.stringify({ error: TOO_MANY_REQUESTS_MESSAGE });

/** The paths the forms rule counts: every POST of the `form` throttle class (visitor forms). */
export function formPostPaths(routes: readonly RouteDef[]): string[] {
  return routes.filter((row) => row.throttle === 'form' && row.method === 'POST').map((row) => row.path);
}

/**
 * The route whose throttle lets the fewest requests through in one WAF window: its class's steady
 * rate (lambdas/route-def.ts), capped by the stage's (`apiRateLimit`), times the window. A client
 * held below that by WAF cannot take the route from the others.
 */
export function tightestRouteBudget(
  routes: readonly RouteDef[],
  stageRateLimit: number,
): { routeId: string; requests: number } | undefined {
  const budgets = routes.map((row) => ({
    routeId: row.id,
    requests: Math.min(throttleLimits[row.throttle].rateLimit, stageRateLimit) * WAF_WINDOW_SECONDS,
  }));
  return budgets.sort((a, b) => a.requests - b.requests)[0];
}

type Statement = wafv2.CfnWebACL.StatementProperty;

const urlDecoded = [{ priority: 0, type: 'URL_DECODE' }];

/** One route path as WAF matches it: the exact path, or an anchored pattern where it has `{name}` segments. */
function pathStatement(path: string): Statement {
  if (!path.includes('{')) {
    return {
      byteMatchStatement: {
        fieldToMatch: { uriPath: {} },
        positionalConstraint: 'EXACTLY',
        searchString: path,
        textTransformations: urlDecoded,
      },
    };
  }
  const pattern = path
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return { regexMatchStatement: { fieldToMatch: { uriPath: {} }, regexString: `^${pattern}$`, textTransformations: urlDecoded } };
}

/** Any of the statements (WAF's OR needs two or more). */
function anyOf(statements: readonly Statement[]): Statement {
  return statements.length === 1 ? (statements[0] as Statement) : { orStatement: { statements: [...statements] } };
}

const isPost: Statement = {
  byteMatchStatement: {
    fieldToMatch: { method: {} },
    positionalConstraint: 'EXACTLY',
    searchString: 'POST',
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
};

/** POST to one of the paths. */
function postsTo(paths: readonly string[]): Statement {
  return { andStatement: { statements: [isPost, anyOf(paths.map(pathStatement))] } };
}

const lowerCased = [{ priority: 0, type: 'LOWERCASE' }];

/** The calls that mail a code: by the API's X-Amz-Target, or a POST to the hosted UI's page of it. */
function codeMailCalls(): Statement {
  const byTarget = CODE_MAIL_TARGETS.map(
    (target): Statement => ({
      byteMatchStatement: {
        fieldToMatch: { singleHeader: { Name: 'x-amz-target' } },
        positionalConstraint: 'EXACTLY',
        searchString: target,
        textTransformations: lowerCased,
      },
    }),
  );
  const hostedUi: Statement = {
    andStatement: {
      statements: [
        isPost,
        anyOf(
          CODE_MAIL_HOSTED_UI_PATHS.map(
            (path): Statement => ({
              byteMatchStatement: {
                fieldToMatch: { uriPath: {} },
                positionalConstraint: 'EXACTLY',
                searchString: path,
                textTransformations: [
                  { priority: 0, type: 'URL_DECODE' },
                  { priority: 1, type: 'LOWERCASE' },
                ],
              },
            }),
          ),
        ),
      ],
    },
  };
  return anyOf([...byTarget, hostedUi]);
}

/** Any request whose path starts with one of the prefixes (`/api/`, `/news/`, …). */
function underPrefixes(prefixes: readonly string[]): Statement {
  return anyOf(
    prefixes.map((prefix) => ({
      byteMatchStatement: {
        fieldToMatch: { uriPath: {} },
        positionalConstraint: 'STARTS_WITH',
        searchString: prefix,
        textTransformations: urlDecoded,
      },
    })),
  );
}

function visibility(metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty {
  // WAF's own metrics and sampled requests cost nothing; full request logging would.
  return { cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: true };
}

interface PerIpRule {
  readonly name: string;
  /** Requests one IP may send per `windowSeconds` (of `scopeDown`, if given) before it is blocked (429). */
  readonly limit: number;
  readonly windowSeconds: number;
  readonly scopeDown?: Statement;
}

/** A web ACL that lets everything through except an IP over one of its rules' limits. */
function perIpWebAcl(scope: Construct, id: string, aclScope: 'CLOUDFRONT' | 'REGIONAL', rules: readonly PerIpRule[]): wafv2.CfnWebACL {
  return new wafv2.CfnWebACL(scope, id, {
    scope: aclScope,
    defaultAction: { allow: {} },
    visibilityConfig: visibility(`blaze${id}`),
    customResponseBodies: { [TOO_MANY_BODY_KEY]: { contentType: 'APPLICATION_JSON', content: tooManyBody } },
    rules: rules.map((rule, priority) => ({
      name: rule.name,
      priority,
      action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: TOO_MANY_BODY_KEY } } },
      statement: {
        rateBasedStatement: {
          limit: rule.limit,
          aggregateKeyType: 'IP',
          evaluationWindowSec: rule.windowSeconds,
          scopeDownStatement: rule.scopeDown,
        },
      },
      visibilityConfig: visibility(`blaze${rule.name}`),
    })),
  });
}

export interface WafProps {
  /** `on`: the distribution's web ACL and the user pool's; `user-pool`: the user pool's alone. */
  readonly mode: 'on' | 'user-pool';
  /** Requests per WAF_WINDOW_SECONDS one IP may send to the form POSTs, and to the user pool (`wafRateLimit`). */
  readonly formLimit: number;
  /** Requests per WAF_WINDOW_SECONDS one IP may send to the API's paths (`wafApiRateLimit`). */
  readonly apiLimit: number;
  /** The stage's steady rate (`apiRateLimit`), which caps every route's. */
  readonly stageRateLimit: number;
  /** The route table: the forms rule counts its form POSTs, and no route's throttle may be within one client's reach. */
  readonly routes: readonly RouteDef[];
  /** The path prefixes CloudFront sends to the API (functionPathPrefixes). */
  readonly pathPrefixes: readonly string[];
  readonly userPool: cognito.IUserPool;
}

export class Waf extends Construct {
  /** The distribution's web ACL, for its `webAclId`; absent in `user-pool` mode. */
  readonly siteAcl?: wafv2.CfnWebACL;
  readonly signInAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: WafProps) {
    super(scope, id);
    if (props.mode === 'on') this.siteAcl = this.distributionAcl(props);

    // Every request to the user pool is sign-up, sign-in, a code, a password reset or a token
    // refresh; those that mail a code have a limit of their own besides.
    this.signInAcl = perIpWebAcl(this, 'SignInAcl', 'REGIONAL', [
      { name: 'SignInPerIp', limit: props.formLimit, windowSeconds: WAF_WINDOW_SECONDS },
      {
        name: 'CodeMailPerIp',
        limit: CODE_MAIL_WAF_LIMIT.requests,
        windowSeconds: CODE_MAIL_WAF_LIMIT.windowSeconds,
        scopeDown: codeMailCalls(),
      },
    ]);
    new wafv2.CfnWebACLAssociation(this, 'SignInAclAssociation', {
      resourceArn: props.userPool.userPoolArn,
      webAclArn: this.signInAcl.attrArn,
    });
  }

  private distributionAcl(props: WafProps): wafv2.CfnWebACL {
    requireUsEast1(this, {
      parameter: 'waf=on (the default)',
      reason: "the distribution's web ACL can be made nowhere else",
      warningId: 'blaze:wafRegion',
      otherwise:
        'deploy here with -c waf=user-pool (WAF on the user pool alone) or -c waf=off (no WAF): then nothing holds one ' +
        "client to its share of a route, and it can take the route from every visitor (docs/operations.md, 'AWS WAF')",
    });
    const tightest = tightestRouteBudget(props.routes, props.stageRateLimit);
    for (const [key, limit] of [
      ['wafApiRateLimit', props.apiLimit],
      ['wafRateLimit', props.formLimit],
    ] as const) {
      if (tightest && limit >= tightest.requests) {
        throw new Error(
          `${key}=${limit} is not below the ${tightest.requests} requests in ${WAF_WINDOW_SECONDS} s that the throttle of ` +
            `${tightest.routeId} lets through: one client at that limit could still take the route from every visitor. ` +
            'Lower it, or raise the throttle (apiRateLimit, or the class in lambdas/route-def.ts).',
        );
      }
    }
    const paths = formPostPaths(props.routes);
    return perIpWebAcl(this, 'SiteAcl', 'CLOUDFRONT', [
      ...(paths.length > 0
        ? [{ name: 'FormPostsPerIp', limit: props.formLimit, windowSeconds: WAF_WINDOW_SECONDS, scopeDown: postsTo(paths) }]
        : []),
      { name: 'ApiPerIp', limit: props.apiLimit, windowSeconds: WAF_WINDOW_SECONDS, scopeDown: underPrefixes(props.pathPrefixes) },
    ]);
  }
}
