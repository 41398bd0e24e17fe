// A member's player profile change against DynamoDB Local, on tables of this file's own: a member
// reads and changes only the player their verified address is linked to (no body field, path or
// other member's token reaches another player), a member with no player gets 404, one change is
// open at a time, an officer's approval writes the bio onto the player with the request in one
// transaction conditioned on the player being as the change saw it, and a decline leaves the player
// as it was. Both decisions mail the member in fixed words.

import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { inboxMessages } from '../../common/requests/inbox';
import { MY_REQUESTS_PATH } from '../../common/requests/my-requests';
import {
  APPROVE_PROFILE_CHANGE_PATH,
  DECLINE_PROFILE_CHANGE_PATH,
  MY_PLAYER_PATH,
  MY_PROFILE_CHANGES_PATH,
  type MyPlayerAnswer,
  myPlayerAnswerSchema,
  profileChangeMessages,
} from '../../common/squad/profile-change';
import { IDEMPOTENCY_HEADER } from '../../common/requests/visitor-forms';
import { requestItemSchema } from '../../lambdas/domain/requests/request-item';
import { type PlayerItem, playerItemSchema } from '../../lambdas/domain/squad/player-item';
import { apiEvent, errorText, jsonBody, memberClaims, officerClaims } from '../support/api-event';
import { mockSes, sentMail } from '../support/form-endpoint';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-profile-${process.pid}-` });
const ses = mockSes();
const { handler: getMyPlayer } = await import('../../lambdas/handlers/get-my-player');
const { handler: createChange } = await import('../../lambdas/handlers/create-profile-change');
const { handler: approve } = await import('../../lambdas/handlers/approve-profile-change');
const { handler: decline } = await import('../../lambdas/handlers/decline-profile-change');
const { handler: myRequests } = await import('../../lambdas/handlers/list-my-requests');

afterAll(async () => {
  ses.restore();
  await local.close();
});

beforeEach(() => ses.resetHistory());

const officer = officerClaims('officer-profiles');
let counter = 0;

interface Member {
  readonly claims: Record<string, string>;
  readonly slug: string;
}

/** A member linked to a player of their own (stored as the squad console stores one), with a bio. */
async function linkedMember(bio = 'Plays prop.'): Promise<Member> {
  counter += 1;
  const sub = `member-${process.pid}-${counter}`;
  const claims = { ...memberClaims(sub), email: `${sub}@Example.test` };
  const slug = `player-${process.pid}-${counter}`;
  const player = playerItemSchema.parse({
    slug,
    name: `Player ${counter}`,
    status: 'active',
    positions: ['loosehead-prop'],
    bio,
    seasons: [2026],
    under18: false,
    accountEmail: claims.email.toLowerCase(),
    createdAt: 1_000,
    updatedAt: 2_000,
  });
  await local.ddb.send(new PutCommand({ TableName: local.tableName('players'), Item: player }));
  return { claims, slug };
}

async function playerAt(slug: string): Promise<PlayerItem> {
  const found = await local.ddb.send(new GetCommand({ TableName: local.tableName('players'), Key: { slug }, ConsistentRead: true }));
  return playerItemSchema.parse(found.Item);
}

function read(claims: Record<string, string>, path = MY_PLAYER_PATH, query: Record<string, string> = {}) {
  return getMyPlayer(apiEvent({ method: 'GET', path, query, claims }));
}

function send(claims: Record<string, string>, body: unknown, key: string = randomUUID()) {
  return createChange(
    apiEvent({
      method: 'POST',
      path: MY_PROFILE_CHANGES_PATH,
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: key },
      body: JSON.stringify(body),
      claims,
    }),
  );
}

async function sent(claims: Record<string, string>, bio: string): Promise<MyPlayerAnswer> {
  const result = await send(claims, { bio });
  expect(result.statusCode, String(result.body)).toBe(201);
  return myPlayerAnswerSchema.parse(jsonBody(result));
}

function decide(handler: typeof approve, path: string, id: string) {
  return handler(
    apiEvent({
      method: 'POST',
      path: path.replace('{requestId}', id),
      routePath: path,
      pathParameters: { requestId: id },
      headers: { 'content-type': 'application/json' },
      body: '{}',
      claims: officer,
    }),
  );
}

describe('GET /api/me/player', () => {
  it("answers the member's own player, found by the token's verified address in any letter case", async () => {
    const member = await linkedMember('Loves the scrum.');
    const result = await read(member.claims);
    expect(result.statusCode, String(result.body)).toBe(200);
    const answer = myPlayerAnswerSchema.parse(jsonBody(result));
    expect(answer.player).toEqual({ slug: member.slug, name: expect.any(String), bio: 'Loves the scrum.' });
    expect(answer.latestChange).toBeUndefined();
  });

  it('answers no player for a member no player is linked to, and 403 for an unverified address', async () => {
    const stranger = { ...memberClaims(`nobody-${process.pid}`) };
    const none = await read(stranger);
    expect(none.statusCode).toBe(200);
    expect(jsonBody(none)).toEqual({});

    const member = await linkedMember();
    const unverified = await read({ ...member.claims, email_verified: 'false' });
    expect(unverified.statusCode).toBe(403);
  });

  it("never answers another member's player, whatever the query or path names", async () => {
    const alice = await linkedMember('Alice bio.');
    const bob = await linkedMember('Bob bio.');
    const bobEmail = String(bob.claims.email);
    const queries: Record<string, string>[] = [{ slug: bob.slug }, { email: bobEmail }, { player: bob.slug }];
    for (const query of queries) {
      const answer = myPlayerAnswerSchema.parse(jsonBody(await read(alice.claims, MY_PLAYER_PATH, query)));
      expect(answer.player?.slug).toBe(alice.slug);
    }
    const viaPath = await read(alice.claims, `${MY_PLAYER_PATH}/${bob.slug}`);
    expect(JSON.stringify(viaPath.body)).not.toContain('Bob bio.');
  });
});

describe('POST /api/me/player/changes', () => {
  it("changes only the sender's own player: a slug in the body is refused, and another member's token reaches only theirs", async () => {
    const alice = await linkedMember('Alice bio.');
    const bob = await linkedMember('Bob bio.');

    const withSlug = await send(alice.claims, { bio: 'Hijack.', slug: bob.slug });
    expect(withSlug.statusCode).toBe(400);
    const withPlayer = await send(alice.claims, { bio: 'Hijack.', playerSlug: bob.slug, email: bob.claims.email });
    expect(withPlayer.statusCode).toBe(400);

    const answer = await sent(alice.claims, 'Alice, new words.');
    expect(answer.player?.slug).toBe(alice.slug);
    expect(answer.latestChange).toMatchObject({ status: 'pending', bio: 'Alice, new words.' });
    const reference = answer.latestChange?.reference ?? '';
    // Approved, Alice's words land on Alice's player, never on Bob's.
    expect((await decide(approve, APPROVE_PROFILE_CHANGE_PATH, reference)).statusCode).toBe(200);
    expect((await playerAt(alice.slug)).bio).toBe('Alice, new words.');
    expect((await playerAt(bob.slug)).bio).toBe('Bob bio.');
    // Bob's token sees Bob's player and none of Alice's change.
    const asBob = myPlayerAnswerSchema.parse(jsonBody(await read(bob.claims)));
    expect(asBob.player?.slug).toBe(bob.slug);
    expect(asBob.latestChange).toBeUndefined();
  });

  it('is 404 for a member with no player, and keeps nothing', async () => {
    const result = await send(memberClaims(`no-player-${process.pid}`), { bio: 'Who am I?' });
    expect(result.statusCode).toBe(404);
    expect(errorText(result)).toBe(profileChangeMessages.noPlayer);
  });

  it('keeps one change open at a time: a second is 409 until the first is decided, and a retry with the same key answers the first', async () => {
    const member = await linkedMember();
    const key = randomUUID();
    const first = await send(member.claims, { bio: 'First words.' }, key);
    expect(first.statusCode).toBe(201);
    const retry = await send(member.claims, { bio: 'First words.' }, key);
    expect(retry.statusCode).toBe(201);
    expect(myPlayerAnswerSchema.parse(jsonBody(retry)).latestChange?.reference).toBe(
      myPlayerAnswerSchema.parse(jsonBody(first)).latestChange?.reference,
    );

    const second = await send(member.claims, { bio: 'Second words.' });
    expect(second.statusCode).toBe(409);
    expect(errorText(second)).toBe(profileChangeMessages.openChange);

    const reference = myPlayerAnswerSchema.parse(jsonBody(first)).latestChange?.reference ?? '';
    expect((await decide(decline, DECLINE_PROFILE_CHANGE_PATH, reference)).statusCode).toBe(200);
    await sent(member.claims, 'Second words.');
  });

  it('lets two changes sent at once leave exactly one open', async () => {
    const member = await linkedMember();
    const results = await Promise.all(['One.', 'Two.', 'Three.', 'Four.'].map((bio) => send(member.claims, { bio })));
    expect(results.map((result) => result.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });
});

describe('approving and declining in the inbox', () => {
  it('approval writes the bio onto the player and mails the member; the account lists the change as approved', async () => {
    const member = await linkedMember('Old words.');
    const change = await sent(member.claims, 'New words.');
    const reference = change.latestChange?.reference ?? '';

    const result = await decide(approve, APPROVE_PROFILE_CHANGE_PATH, reference);
    expect(result.statusCode, String(result.body)).toBe(200);
    expect(jsonBody(result)).toMatchObject({ reference, kind: 'profile-change', status: 'approved' });
    const player = await playerAt(member.slug);
    expect(player.bio).toBe('New words.');
    expect(player.updatedAt).toBeGreaterThan(2_000);
    const mails = sentMail(ses);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.Destination?.ToAddresses).toEqual([String(member.claims.email).toLowerCase()]);
    expect(JSON.stringify(mails[0])).not.toContain('New words.');

    const listed = jsonBody(await myRequests(apiEvent({ method: 'GET', path: MY_REQUESTS_PATH, claims: member.claims }))) as {
      requests: { reference: string; kind: string; status: string }[];
    };
    expect(listed.requests).toContainEqual(expect.objectContaining({ reference, kind: 'profile-change', status: 'approved' }));
    const again = await decide(approve, APPROVE_PROFILE_CHANGE_PATH, reference);
    expect(again.statusCode).toBe(409);
  });

  it('approval is 409 and changes nothing when an officer edited the player since the change was sent', async () => {
    const member = await linkedMember('Officer-checked words.');
    const change = await sent(member.claims, "Member's words.");
    await local.ddb.send(
      new UpdateCommand({
        TableName: local.tableName('players'),
        Key: { slug: member.slug },
        UpdateExpression: 'SET bio = :bio, updatedAt = :now',
        ExpressionAttributeValues: { ':bio': 'An officer rewrote this.', ':now': 3_000 },
      }),
    );
    const result = await decide(approve, APPROVE_PROFILE_CHANGE_PATH, change.latestChange?.reference ?? '');
    expect(result.statusCode).toBe(409);
    expect(errorText(result)).toBe(profileChangeMessages.playerChanged);
    expect((await playerAt(member.slug)).bio).toBe('An officer rewrote this.');
    expect(sentMail(ses)).toHaveLength(0);
  });

  it('decline leaves the player unchanged and mails the member', async () => {
    const member = await linkedMember('Stays.');
    const change = await sent(member.claims, 'Never shown.');
    const result = await decide(decline, DECLINE_PROFILE_CHANGE_PATH, change.latestChange?.reference ?? '');
    expect(result.statusCode).toBe(200);
    expect(jsonBody(result)).toMatchObject({ status: 'declined' });
    const player = await playerAt(member.slug);
    expect(player.bio).toBe('Stays.');
    expect(player.updatedAt).toBe(2_000);
    expect(sentMail(ses)).toHaveLength(1);
    const answer = myPlayerAnswerSchema.parse(jsonBody(await read(member.claims)));
    expect(answer.latestChange).toMatchObject({ status: 'declined', bio: 'Never shown.' });
  });

  it("the officer rows touch only profile changes: a pending rental's reference, or none, is 404 and the rental stays pending", async () => {
    const rental = requestItemSchema.parse({
      id: `PR${String(process.pid).padStart(8, '0').slice(-8)}`,
      kind: 'rental',
      status: 'pending',
      createdAt: 1,
      updatedAt: 1,
      bodyHash: 'f'.repeat(64),
      visitorMail: 'queued',
      requesterEmail: 'vera@example.com',
      details: {
        email: 'vera@example.com',
        name: 'Vera',
        phone: '630 555 0100',
        start: Date.UTC(2030, 5, 1, 17),
        end: Date.UTC(2030, 5, 1, 21),
        eventTitle: 'Party',
      },
      estimate: { cost: 200, deposit: 20, total: 220 },
    });
    await local.ddb.send(new PutCommand({ TableName: local.tableName('requests'), Item: rental }));
    for (const [handler, path] of [
      [approve, APPROVE_PROFILE_CHANGE_PATH],
      [decline, DECLINE_PROFILE_CHANGE_PATH],
    ] as const) {
      for (const id of [rental.id, 'ZZZZZZZZZZ']) {
        const result = await decide(handler, path, id);
        expect(result.statusCode).toBe(404);
        expect(errorText(result)).toBe(inboxMessages.unknownRequest);
      }
    }
    const stored = await local.ddb.send(
      new GetCommand({ TableName: local.tableName('requests'), Key: { id: rental.id }, ConsistentRead: true }),
    );
    expect(stored.Item?.status).toBe('pending');
  });
});
