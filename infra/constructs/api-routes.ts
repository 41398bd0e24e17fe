// One Lambda function and one HTTP API route per row of the route table (lambdas/routes.ts),
// each with exactly the access its row lists, its row's throttle class, and a JWT check on
// member and officer rows.

import * as path from 'node:path';
import { Validations } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Construct } from 'constructs';
import { SITE_URL, USER_POOL_CLIENT_ID, USER_POOL_ID } from '../../lambdas/commons/env-names';
import { requiredScopes, throttleLimits } from '../../lambdas/route-def';
import type { RouteDef } from '../../lambdas/routes';
import type { Api } from './api';
import { ApiFunction } from './api-function';
import { grantFunction, type GrantTargets } from './function-grants';
import { PRERENDER_MANIFEST } from '../../web/prerender/manifest';
import { prerenderedFile } from '../spa-paths';

export interface ApiRoutesProps {
  readonly api: Api;
  readonly routes: readonly RouteDef[];
  /** The tables, mail and media bucket a row may be granted. */
  readonly grantTargets: GrantTargets;
  /** The repository root; handlers are `lambdas/handlers/<route id>.ts` under it. */
  readonly projectRoot: string;
  readonly signIn: SignInRefs;
  /** The site's address (page functions' absolute addresses) and its build (their frames). */
  readonly site: { readonly url: string; readonly distDir: string };
}

export interface SignInRefs {
  /** The user pool's token issuer; tokens from any other issuer are refused. */
  readonly issuerUrl: string;
  readonly userPoolId: string;
  /** The client whose tokens are accepted (`aud` of ID tokens, `client_id` of access tokens). */
  readonly userPoolClientId: string;
}

/** The HTTP API's key of a row's route, e.g. `GET /public/api/blog-posts`. */
export function routeKeyOf(row: RouteDef): string {
  return `${row.method} ${row.path}`;
}

export class ApiRoutes extends Construct {
  /** The function of each route, by route id. */
  readonly functions = new Map<string, ApiFunction>();
  /** The API routes of each route row, by route id. */
  readonly routes = new Map<string, apigw.HttpRoute[]>();

  constructor(scope: Construct, id: string, props: ApiRoutesProps) {
    super(scope, id);

    // Member rows: any valid token of the SPA's client (the SPA sends the ID token, whose verified
    // email the member's own rows need). Officer rows: an access token carrying the officer scope,
    // which only the officer token trigger adds (lambdas/triggers/officer-token.ts), so a member's
    // token, or an officer's without an authenticator app, is refused with 403 before any Lambda
    // runs. The handler checks the officers group again (lambdas/commons/access.ts).
    const authorizer = new HttpJwtAuthorizer('CognitoJwt', props.signIn.issuerUrl, {
      jwtAudience: [props.signIn.userPoolClientId],
    });

    for (const row of props.routes) {
      const fn = new ApiFunction(this, row.id, {
        entry: path.join(props.projectRoot, 'lambdas', 'handlers', `${row.id}.ts`),
        projectRoot: props.projectRoot,
        logGroup: props.grantTargets.logs,
        description: `${row.method} ${row.path} (${row.id})`,
        ...(row.frame
          ? { siteFiles: { distDir: props.site.distDir, files: [PRERENDER_MANIFEST, prerenderedFile(row.frame).replace(/^\//, '')] } }
          : {}),
      });
      if (row.frame) fn.addEnvironment(SITE_URL, props.site.url);
      grantFunction(fn, row, props.grantTargets);
      // The handler refuses requests that did not come through CloudFront (lambdas/commons/origin-check.ts).
      props.api.allowOriginCheck(fn);
      if (row.access !== 'public') {
        // For the handler's own checks (the officers group), the same way under the local stack.
        fn.addEnvironment(USER_POOL_ID, props.signIn.userPoolId);
        fn.addEnvironment(USER_POOL_CLIENT_ID, props.signIn.userPoolClientId);
      }

      const routes = props.api.httpApi.addRoutes({
        path: row.path,
        methods: [apigw.HttpMethod[row.method]],
        integration: new HttpLambdaIntegration(`${row.id}-integration`, fn.function),
        authorizer: row.access === 'public' ? undefined : authorizer,
        authorizationScopes: requiredScopes(row.access).length > 0 ? [...requiredScopes(row.access)] : undefined,
      });
      for (const route of routes) props.api.throttleRoute(route, routeKeyOf(row), throttleLimits[row.throttle]);
      if (row.access === 'public') {
        for (const route of routes) {
          Validations.of(route).acknowledge({
            id: 'AwsSolutions-APIG4',
            reason: `${row.method} ${row.path} is public by design (route table access 'public'): anyone may call it.`,
          });
        }
      }
      this.functions.set(row.id, fn);
      this.routes.set(row.id, routes);
    }
  }
}
