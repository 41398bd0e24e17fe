// The wrapper lets a request reach the handler body only when the row's access allows it: public
// rows anyone; member rows a caller whose token the authorizer verified; officer rows such a caller
// whose `cognito:groups` holds exactly the officers group, in every form API Gateway writes it.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFICERS_GROUP } from '../../../common/roles';
import { parseGroupsClaim } from '../../../lambdas/commons/access';
import { defineHandler } from '../../../lambdas/commons/handler';
import { json } from '../../../lambdas/commons/http';
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
const memberRow = { ...publicRow, id: 'probe-member', path: '/api/probe/member', access: 'member', throttle: 'account' } as const;
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
    ['space-separated text', `${OFFICERS_GROUP} members`],
    ['JSON array', JSON.stringify([OFFICERS_GROUP])],
    ['JSON array of several', JSON.stringify(['members', OFFICERS_GROUP])],
  ])('lets an officer in when cognito:groups is an %s (%s)', async (_form, groups) => {
    const result = await officerHandler(signedIn(officerRow.path, groups), lambdaContext());

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
  ])('answers 403 to a member token with %s, without running the handler', async (_case, groups) => {
    const result = await officerHandler(signedIn(officerRow.path, groups), lambdaContext());

    expect(result.statusCode).toBe(403);
    expect(errorText(result)).toMatch(/officer/i);
    expect(reached).not.toHaveBeenCalled();
  });
});

describe('parseGroupsClaim', () => {
  it.each([
    ['[officers]', ['officers']],
    ['[members officers]', ['members', 'officers']],
    ['officers members', ['officers', 'members']],
    ['["officers","members"]', ['officers', 'members']],
    ['', []],
  ])('reads %j as %j', (claim, groups) => {
    expect(parseGroupsClaim(claim)).toEqual(groups);
  });

  it('reads no groups from a value that is neither text nor a list', () => {
    expect(parseGroupsClaim(42)).toEqual([]);
    expect(parseGroupsClaim(undefined)).toEqual([]);
  });
});
