// The wrapper lets a request reach the handler body only when the row's access allows it: public
// rows anyone; member rows a caller whose token the authorizer verified; officer rows such a caller
// whose `cognito:groups` holds exactly the officers group, in the forms API Gateway writes it and no
// other (`board,officers` is no groups), with an access token (never an ID token) that has the
// officer scope, as API Gateway requires.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFICER_SCOPE, OFFICERS_GROUP } from '../../../common/club/roles';
import { NO_OFFICER_SCOPE_MESSAGE, parseGroupsClaim } from '../../../lambdas/runtime/access';
import { defineHandler } from '../../../lambdas/runtime/handler';
import { json } from '../../../lambdas/runtime/http';
import type { RouteDef } from '../../../lambdas/route-def';
import { apiEvent, errorText, jsonBody, memberClaims } from '../../support/api-event';
import { captureLogs } from '../../support/captured-logs';
import { lambdaContext } from './wrapper-support';

const publicRow = {
  id: 'probe-public',
  method: 'GET',
  path: '/public/api/probe',
  access: 'public',
  throttle: 'read',
  reads: [],
  writes: [],
  cacheSeconds: 60,
} as const satisfies RouteDef;
// The officer class has no per-user limit, whose counter needs DynamoDB (tests/integration/per-user-limit.test.ts).
const memberRow = { ...publicRow, id: 'probe-member', path: '/api/probe/member', access: 'member', throttle: 'officer' } as const;
const officerRow = { ...publicRow, id: 'probe-officer', path: '/api/probe/officer', access: 'officer', throttle: 'officer' } as const;

const reached = vi.fn();

const publicHandler = defineHandler(publicRow, async ({ caller }) => {
  reached(caller);
  return json(200, { signedIn: caller !== undefined });
});
const memberHandler = defineHandler(memberRow, async ({ caller }) => {
  reached(caller);
  return json(200, { sub: caller.sub });
});
const officerHandler = defineHandler(officerRow, async ({ caller }) => {
  reached(caller);
  return json(200, { sub: caller.sub, isOfficer: caller.isOfficer });
});

const SUB = 'a1b2c3d4-member';
const event = (path: string) => apiEvent({ path });
/** A verified member token's claims, with `cognito:groups` exactly as given (absent when undefined). */
const signedIn = (path: string, groups?: string) =>
  apiEvent({ path, claims: groups === undefined ? memberClaims(SUB) : { ...memberClaims(SUB), 'cognito:groups': groups } });
/** A verified access token with the officer scope, with `cognito:groups` exactly as given (absent when undefined). */
const withOfficerScope = (path: string, groups?: string) =>
  apiEvent({
    path,
    claims: {
      sub: SUB,
      token_use: 'access',
      scope: `aws.cognito.signin.user.admin ${OFFICER_SCOPE}`,
      ...(groups === undefined ? {} : { 'cognito:groups': groups }),
    },
  });

beforeEach(() => {
  reached.mockReset();
  captureLogs();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a public row', () => {
  it('lets a caller without a token in', async () => {
    const result = await publicHandler(event(publicRow.path), lambdaContext());

    expect(result.statusCode).toBe(200);
    expect(jsonBody(result)).toEqual({ signedIn: false });
  });
});

describe('a member row', () => {
  it('answers 401 when the request carries no verified claims, without running the handler', async () => {
    const result = await memberHandler(event(memberRow.path), lambdaContext());

    expect(result.statusCode).toBe(401);
    expect(errorText(result)).toMatch(/sign in/i);
    expect(reached).not.toHaveBeenCalled();
  });

  it('answers 401 when the claims name no subject', async () => {
    const result = await memberHandler(
      apiEvent({ path: memberRow.path, claims: { email: 'x@example.com', token_use: 'id' } }),
      lambdaContext(),
    );

    expect(result.statusCode).toBe(401);
    expect(reached).not.toHaveBeenCalled();
  });

  it('lets any signed-in member in, with the caller taken from the claims', async () => {
    const result = await memberHandler(signedIn(memberRow.path), lambdaContext());

    expect(result.statusCode).toBe(200);
    expect(jsonBody(result)).toEqual({ sub: SUB });
  });
});

describe('an officer row', () => {
  it('answers 401 without claims', async () => {
    const result = await officerHandler(event(officerRow.path), lambdaContext());

    expect(result.statusCode).toBe(401);
    expect(reached).not.toHaveBeenCalled();
  });

  it.each([
    ['API Gateway list of one', `[${OFFICERS_GROUP}]`],
    ['API Gateway list of several', `[members ${OFFICERS_GROUP}]`],
    ['plain single value', OFFICERS_GROUP],
  ])('lets an officer in when cognito:groups is an %s (%s)', async (_form, groups) => {
    const result = await officerHandler(withOfficerScope(officerRow.path, groups), lambdaContext());

    expect(result.statusCode).toBe(200);
    expect(jsonBody(result)).toEqual({ sub: SUB, isOfficer: true });
  });

  it.each([
    ['no groups claim', undefined],
    ['another group', '[members]'],
    ['an empty list', '[]'],
    ['a group that starts with the name', `[${OFFICERS_GROUP}-x]`],
    ['a group that ends with the name', `[not${OFFICERS_GROUP}]`],
    ['the name with a suffix, space-separated', `${OFFICERS_GROUP}-x members`],
    ['the name in another case', `[${OFFICERS_GROUP.toUpperCase()}]`],
    ['a JSON array of a longer name', JSON.stringify([`${OFFICERS_GROUP}s`])],
    ['the name inside one JSON string', JSON.stringify([`members ${OFFICERS_GROUP}x`])],
    ['a comma list', `board,${OFFICERS_GROUP}`],
    ['a bracketed comma list', `[board,${OFFICERS_GROUP}]`],
    ['a JSON array (not a form API Gateway writes)', JSON.stringify([OFFICERS_GROUP])],
    ['space-separated text without brackets', `${OFFICERS_GROUP} members`],
  ])('answers 403 to a token with %s, without running the handler', async (_case, groups) => {
    const result = await officerHandler(withOfficerScope(officerRow.path, groups), lambdaContext());

    expect(result.statusCode).toBe(403);
    expect(errorText(result)).toMatch(/officer/i);
    expect(reached).not.toHaveBeenCalled();
  });
});

describe("an officer row, with an access token (the second wall behind API Gateway's scope)", () => {
  const accessClaims = (scope: string) => ({
    sub: SUB,
    token_use: 'access',
    scope,
    'cognito:groups': `[${OFFICERS_GROUP}]`,
    email: 'officer@blazerugby.org',
  });

  it('lets an officer in whose access token carries the officer scope, named by the address the trigger added', async () => {
    const handler = defineHandler(officerRow, async ({ caller }) => json(200, { email: caller.email ?? null }));
    const result = await handler(
      apiEvent({ path: officerRow.path, claims: accessClaims(`aws.cognito.signin.user.admin ${OFFICER_SCOPE}`) }),
      lambdaContext(),
    );

    expect(result.statusCode).toBe(200);
    expect(jsonBody(result)).toEqual({ email: 'officer@blazerugby.org' });
  });

  it('answers 403 to an officer whose access token lacks the officer scope (no authenticator app), without running the handler', async () => {
    const result = await officerHandler(
      apiEvent({ path: officerRow.path, claims: accessClaims('aws.cognito.signin.user.admin') }),
      lambdaContext(),
    );

    expect(result.statusCode).toBe(403);
    expect(errorText(result)).toBe(NO_OFFICER_SCOPE_MESSAGE);
    expect(reached).not.toHaveBeenCalled();
  });

  it.each([
    ['as Cognito makes it', {}],
    ['even with a scope claim beside the groups', { scope: OFFICER_SCOPE }],
  ])("answers 403 to an officer's ID token (%s), without running the handler", async (_case, extra) => {
    const result = await officerHandler(
      apiEvent({ path: officerRow.path, claims: { ...memberClaims(SUB, [OFFICERS_GROUP]), ...extra } }),
      lambdaContext(),
    );

    expect(result.statusCode).toBe(403);
    expect(errorText(result)).toBe(NO_OFFICER_SCOPE_MESSAGE);
    expect(reached).not.toHaveBeenCalled();
  });

  it('answers 403 to a scope that only resembles the officer scope', async () => {
    const result = await officerHandler(
      apiEvent({ path: officerRow.path, claims: accessClaims(`${OFFICER_SCOPE}x blaze/officers`) }),
      lambdaContext(),
    );

    expect(result.statusCode).toBe(403);
    expect(reached).not.toHaveBeenCalled();
  });
});

describe('parseGroupsClaim', () => {
  it.each([
    ['[officers]', ['officers']],
    ['[members officers]', ['members', 'officers']],
    ['officers', ['officers']],
  ])('reads %j, a form API Gateway writes, as %j', (claim, groups) => {
    expect(parseGroupsClaim(claim)).toEqual(groups);
  });

  it.each([
    ['board,officers'],
    ['officers,board'],
    ['[board,officers]'],
    ['[officers, board]'],
    ['officers members'],
    ['["officers","members"]'],
    ['[officers  members]'],
    [' [officers]'],
    ['[[officers]]'],
    ['[]'],
    [''],
  ])('refuses %j: no groups at all', (claim) => {
    expect(parseGroupsClaim(claim)).toEqual([]);
  });

  it('reads no groups from a value that is not text (API Gateway hands every claim on as text)', () => {
    expect(parseGroupsClaim(['officers'])).toEqual([]);
    expect(parseGroupsClaim(42)).toEqual([]);
    expect(parseGroupsClaim(undefined)).toEqual([]);
  });
});
