// AWS WAF, off by default (`wafRateLimit`, infra/config.ts): a per-IP rate-based rule in front of the
// visitor forms (a web ACL on CloudFront) and of sign-in (a web ACL on the Cognito user pool, whose
// hosted UI is on Cognito's own domain, not CloudFront's). Each web ACL costs more a month than the
// rest of the stack, so the always-on per-IP limit is the counter in the handler wrapper; this is
// for a club under a sustained attack, where WAF blocks before a request reaches Lambda at all.
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

/** POST to one of the paths. */
function postsTo(paths: readonly string[]): Statement {
  const post: Statement = {
    byteMatchStatement: {
      fieldToMatch: { method: {} },
      positionalConstraint: 'EXACTLY',
      searchString: 'POST',
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  };
  const statements = paths.map(pathStatement);
  // WAF's OR needs two statements or more.
  const anyPath = statements.length === 1 ? (statements[0] as Statement) : { orStatement: { statements } };
  return { andStatement: { statements: [post, anyPath] } };
}

function visibility(metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty {
  // WAF's own metrics and sampled requests cost nothing; full request logging would.
  return { cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: true };
}

/** A web ACL that lets everything through except an IP over `limit` requests (of `scopeDown`, if given) per window. */
function perIpWebAcl(
  scope: Construct,
  id: string,
  aclScope: 'CLOUDFRONT' | 'REGIONAL',
  limit: number,
  ruleName: string,
  scopeDown?: Statement,
): wafv2.CfnWebACL {
  return new wafv2.CfnWebACL(scope, id, {
    scope: aclScope,
    defaultAction: { allow: {} },
    visibilityConfig: visibility(`blaze${id}`),
    customResponseBodies: { [TOO_MANY_BODY_KEY]: { contentType: 'APPLICATION_JSON', content: tooManyBody } },
    rules: [
      {
        name: ruleName,
        priority: 0,
        action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: TOO_MANY_BODY_KEY } } },
        statement: {
          rateBasedStatement: {
            limit,
            aggregateKeyType: 'IP',
            evaluationWindowSec: WAF_WINDOW_SECONDS,
            scopeDownStatement: scopeDown,
          },
        },
        visibilityConfig: visibility(`blaze${ruleName}`),
      },
    ],
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
    this.siteAcl = perIpWebAcl(this, 'SiteAcl', 'CLOUDFRONT', props.limit, 'FormPostsPerIp', postsTo(paths));

    // Every request to the user pool is sign-in, sign-up, a password reset or a token refresh.
    this.signInAcl = perIpWebAcl(this, 'SignInAcl', 'REGIONAL', props.limit, 'SignInPerIp');
    new wafv2.CfnWebACLAssociation(this, 'SignInAclAssociation', {
      resourceArn: props.userPool.userPoolArn,
      webAclArn: this.signInAcl.attrArn,
    });
  }
}
