// AWS WAF, off by default (`wafRateLimit`, infra/config.ts): a per-IP rate-based rule in front of the
// visitor forms (a web ACL on CloudFront) and of sign-in (a web ACL on the Cognito user pool, whose
// hosted UI is on Cognito's own domain, not CloudFront's). Each web ACL costs more a month than the
// rest of the stack, so the always-on per-IP limit is the counter in the handler wrapper; this is
// for a club under a sustained attack, where WAF blocks before a request reaches Lambda at all.
// The pool's web ACL has a second, tighter rule on the calls that make Cognito mail a code
// (CODE_MAIL_WAF_LIMIT): the user pool's triggers count codes per mailbox and domain, but never see
// the caller's address; this rule is the per-client limit of those calls.
//
// A CloudFront web ACL can only be created in us-east-1, so with WAF on the synth refuses any other
// region it can see (infra/constructs/us-east-1.ts, shared with the club's domain; docs/operations.md
// says why the stacks move to us-east-1 rather than gain a second stack there).

import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { TOO_MANY_REQUESTS_MESSAGE } from '../../lambdas/runtime/rate-limit';
import type { RouteDef } from '../../lambdas/route-def';
import { CLOUDFRONT_REGION, requireUsEast1 } from './us-east-1';

/** The only region where a CLOUDFRONT-scope web ACL can be created. */
export const CLOUDFRONT_WAF_REGION = CLOUDFRONT_REGION;

/** The window over which WAF counts each IP's requests; `wafRateLimit` is per this many seconds. */
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

/** The paths the CloudFront rule counts: every POST of the `form` throttle class (visitor forms). */
export function formPostPaths(routes: readonly RouteDef[]): string[] {
  return routes.filter((row) => row.throttle === 'form' && row.method === 'POST').map((row) => row.path);
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
  /** Requests per WAF_WINDOW_SECONDS one IP address may send before it is blocked (429). */
  readonly limit: number;
  /** The route table: the rule counts its form POSTs (formPostPaths). */
  readonly routes: readonly RouteDef[];
  readonly userPool: cognito.IUserPool;
}

export class Waf extends Construct {
  /** For the distribution's `webAclId`. */
  readonly siteAcl: wafv2.CfnWebACL;
  readonly signInAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: WafProps) {
    super(scope, id);
    requireUsEast1(this, {
      parameter: 'wafRateLimit',
      reason: 'a CloudFront web ACL can be created nowhere else',
      warningId: 'blaze:wafRegion',
    });

    const paths = formPostPaths(props.routes);
    if (paths.length === 0) throw new Error('wafRateLimit is set, but the route table has no POST row of the form throttle class');
    this.siteAcl = perIpWebAcl(this, 'SiteAcl', 'CLOUDFRONT', [
      { name: 'FormPostsPerIp', limit: props.limit, windowSeconds: WAF_WINDOW_SECONDS, scopeDown: postsTo(paths) },
    ]);

    // Every request to the user pool is sign-in, sign-up, a password reset or a token refresh; those
    // that mail a code have a limit of their own besides.
    this.signInAcl = perIpWebAcl(this, 'SignInAcl', 'REGIONAL', [
      { name: 'SignInPerIp', limit: props.limit, windowSeconds: WAF_WINDOW_SECONDS },
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
}
