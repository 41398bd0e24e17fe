// One Lambda function and one HTTP API route per row of the route table (lambdas/routes.ts),
// each with exactly the access its row lists, its row's throttle class, and a JWT check on
// member and officer rows.
//
// The routes live in nested stacks, one per kind of caller (public, member, officer): every row is
// five CloudFormation resources (function, role, integration, route, invoke permission), and each
// nested stack has CloudFormation's 500 to itself, so the table can double without the app stack
// reaching the limit (tests/infra/stack-limits.test.ts keeps that true).

import * as path from 'node:path';
import { NestedStack, Validations } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Construct } from 'constructs';
import { requiredScopes, throttleLimits } from '../../lambdas/route-def';
import type { Access } from '../../lambdas/route-def';
import type { RouteDef } from '../../lambdas/routes';
import type { TableName } from '../../lambdas/table-keys';
import { PRERENDER_MANIFEST } from '../../common/site-build/manifest';
import { prerenderedFile } from '../../common/site-build/spa-paths';
import type { Api } from './api';
import type { ClubFunction } from './club-function';
import { type GrantTargets, rowFunction } from './function-grants';

export interface ApiRoutesProps {
  readonly api: Api;
  readonly routes: readonly RouteDef[];
  /** The tables, mail and media bucket a row may be granted, and the names its environment holds. */
  readonly grantTargets: GrantTargets;
  /** The repository root; handlers are `lambdas/handlers/<route id>.ts` under it. */
  readonly projectRoot: string;
  /** Where a row's handler is, when a test's rows are not the route table's. */
  readonly handlerEntry?: (row: RouteDef) => string;
  readonly signIn: SignInRefs;
  /** The site's build (Vite's output), whose frames the page functions carry. */
  readonly siteDistDir: string;
}

export interface SignInRefs {
  /** The user pool's token issuer; tokens from any other issuer are refused. */
  readonly issuerUrl: string;
  /** The client whose tokens are accepted (`aud` of ID tokens, `client_id` of access tokens). */
  readonly userPoolClientId: string;
}

/** The HTTP API's key of a row's route, e.g. `GET /public/api/blog-posts`. */
export function routeKeyOf(row: RouteDef): string {
  return `${row.method} ${row.path}`;
}

/** The nested stack of each kind of caller, by the row attribute that splits them. */
export const routeStackIds: Readonly<Record<Access, string>> = {
  public: 'PublicRoutes',
  member: 'MemberRoutes',
  officer: 'OfficerRoutes',
};

/**
 * Officer rows of some tables have a nested stack of their own: with every officer row in one,
 * twice the table would pass CloudFormation's 500. The rows that keep the club's people (the squad,
 * the club's officers, the sponsors) and those that write the club's teams, the sides its players
 * play in (a row that only reads the teams, such as a game's save checking its team, stays where it
 * was); those of hall hire and the club's money; and those that write and send the newsletters.
 * Told by the tables a row reads or writes, so a row never moves between stacks unless what it
 * touches changes (a route moved between two stacks of one deployment would exist twice for a
 * moment, which API Gateway refuses); the first group whose tables a row touches has it.
 */
interface OfficerStackGroup {
  readonly id: string;
  /** A row that reads or writes one of these is in the group. */
  readonly tables: readonly TableName[];
  /** A row that writes one of these is too. */
  readonly writes?: readonly TableName[];
  readonly what: string;
}

const OFFICER_STACK_GROUPS: readonly OfficerStackGroup[] = [
  { id: 'OfficerPeopleRoutes', tables: ['players', 'clubOfficers', 'sponsors'], writes: ['teams'], what: "that keep the club's people" },
  // Hall hire and the club's money (the bookings, the rental model in the settings, the payments):
  // with the rental model's and the payments' rows in the officers' stack, twice the rest would pass the 500 again.
  { id: 'OfficerHireRoutes', tables: ['bookings', 'bookingLedger', 'settings', 'payments'], what: "of hall hire and the club's money" },
  { id: 'OfficerNewsletterRoutes', tables: ['newsletters'], what: 'that write and send the newsletters' },
];

function officerGroupOf(row: RouteDef) {
  if (row.access !== 'officer') return undefined;
  const touched = [...row.reads, ...row.writes];
  return OFFICER_STACK_GROUPS.find(
    (group) => touched.some((table) => group.tables.includes(table)) || row.writes.some((table) => group.writes?.includes(table)),
  );
}

/** The nested stack a row's function and route are made in. */
export function routeStackIdOf(row: RouteDef): string {
  return officerGroupOf(row)?.id ?? routeStackIds[row.access];
}

export class ApiRoutes extends Construct {
  /** The function of each route, by route id. */
  readonly functions = new Map<string, ClubFunction>();
  /** The API route of each route row, by route id. */
  readonly routes = new Map<string, apigw.HttpRoute>();
  /** The nested stacks that have rows, by id. */
  readonly stacks = new Map<string, NestedStack>();

  constructor(scope: Construct, id: string, props: ApiRoutesProps) {
    super(scope, id);

    // Member rows: any valid token of the SPA's client (the SPA sends the ID token, whose verified
    // email the member's own rows need). Officer rows: an access token carrying the officer scope,
    // which only the officer token trigger adds (lambdas/triggers/officer-token.ts), so a member's
    // token, or an officer's without an authenticator app, is refused with 403 before any Lambda
    // runs. The handler checks the officers group again (lambdas/runtime/access.ts). One
    // authorizer, made on the API itself, serves the routes of every nested stack.
    const authorizer = new HttpJwtAuthorizer('CognitoJwt', props.signIn.issuerUrl, {
      jwtAudience: [props.signIn.userPoolClientId],
    });

    const stackIds = [...new Set(props.routes.map(routeStackIdOf))];
    for (const stackId of stackIds) {
      const rows = props.routes.filter((row) => routeStackIdOf(row) === stackId);
      const access = rows[0]?.access ?? 'public';
      const group = rows[0] ? officerGroupOf(rows[0]) : undefined;
      const stack = new NestedStack(this, stackId, {
        description: `Blaze Rugby Club API: the ${access} routes${group ? ` ${group.what}` : ''} (${rows.length})`,
      });
      this.stacks.set(stackId, stack);
      for (const row of rows) this.addRoute(stack, row, access === 'public' ? undefined : authorizer, props);
    }
  }

  private addRoute(scope: Construct, row: RouteDef, authorizer: HttpJwtAuthorizer | undefined, props: ApiRoutesProps): void {
    const fn = rowFunction(scope, row.id, {
      entry: props.handlerEntry?.(row) ?? path.join(props.projectRoot, 'lambdas', 'handlers', `${row.id}.ts`),
      projectRoot: props.projectRoot,
      description: `${row.method} ${row.path} (${row.id})`,
      row,
      targets: props.grantTargets,
      ...(row.frame
        ? { siteFiles: { distDir: props.siteDistDir, files: [PRERENDER_MANIFEST, prerenderedFile(row.frame).replace(/^\//, '')] } }
        : {}),
    });
    // The handler refuses requests that did not come through CloudFront (lambdas/runtime/origin-check.ts).
    props.api.allowOriginCheck(fn);

    const scopes = requiredScopes(row.access);
    const route = new apigw.HttpRoute(scope, `${row.id}-route`, {
      httpApi: props.api.httpApi,
      routeKey: apigw.HttpRouteKey.with(row.path, apigw.HttpMethod[row.method]),
      integration: new HttpLambdaIntegration(`${row.id}-integration`, fn.function),
      authorizer,
      authorizationScopes: scopes.length > 0 ? [...scopes] : undefined,
    });
    props.api.throttleRoute(route, routeKeyOf(row), throttleLimits[row.throttle]);
    if (row.access === 'public') {
      Validations.of(route).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason: `${row.method} ${row.path} is public by design (route table access 'public'): anyone may call it.`,
      });
    }
    this.functions.set(row.id, fn);
    this.routes.set(row.id, route);
  }
}
