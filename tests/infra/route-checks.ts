// Checks of one route row against the synthesized template, shared by the suite on the
// real route table and the one on synthetic member/officer rows.

import { expect } from 'vitest';
import { OFFICER_SCOPE } from '../../common/club/roles';
import type { BlazeStack } from '../../infra/blaze-stack';
import type { RouteDef } from '../../lambdas/routes';
import { flatten, logicalIdOf, only, referencedIds, type Resource } from './support';

export function apiRouteOf(all: Record<string, Resource>, row: RouteDef): Resource {
  const routeKey = `${row.method} ${row.path}`;
  const matches = Object.values(all).filter((r) => r.Type === 'AWS::ApiGatewayV2::Route' && r.Properties?.RouteKey === routeKey);
  expect(matches, `API routes with key "${routeKey}"`).toHaveLength(1);
  return matches[0] as Resource;
}

/**
 * Public rows have no authorizer; member and officer rows need a JWT from this pool's SPA client,
 * and officer rows an access token with the officer scope (nothing else requires a scope).
 */
export function expectAuthorizationFitsAccess(all: Record<string, Resource>, stack: BlazeStack, row: RouteDef): void {
  const route = apiRouteOf(all, row).Properties ?? {};
  if (row.access === 'officer') expect(route.AuthorizationScopes, `${row.id} scopes`).toEqual([OFFICER_SCOPE]);
  else expect(route.AuthorizationScopes, `${row.id} scopes`).toBeUndefined();
  if (row.access === 'public') {
    expect(route.AuthorizationType, `${row.id} authorization`).toBe('NONE');
    expect(route.AuthorizerId, `${row.id} authorizer`).toBeUndefined();
    return;
  }
  expect(route.AuthorizationType, `${row.id} authorization`).toBe('JWT');
  const [authorizerId] = [...referencedIds(route.AuthorizerId)];
  const authorizer = authorizerId ? all[authorizerId] : undefined;
  expect(authorizer?.Type, `${row.id} authorizer`).toBe('AWS::ApiGatewayV2::Authorizer');
  const props = authorizer?.Properties ?? {};
  expect(props.AuthorizerType).toBe('JWT');
  const jwt = props.JwtConfiguration as { Issuer: unknown; Audience: unknown };
  const userPoolId = logicalIdOf(stack, stack.data.auth.userPool);
  expect(flatten(jwt.Issuer)).toBe(`https://cognito-idp.{AWS::Region}.{AWS::URLSuffix}/{${userPoolId}}`);
  const [clientId] = only(all, 'AWS::Cognito::UserPoolClient');
  expect([...referencedIds(jwt.Audience)]).toEqual([clientId]);
}
