// Object-level checks of every member row, through the local API server's JWT authorizer and the
// handler wrapper on DynamoDB Local: two members, each with data of their own, each see only their
// own; an address Cognito has not verified sees nothing stored for it; and no query parameter or
// path picks another member. The rows come from the route table: a member row added later without
// a case below fails the first test, so its own-data rule is written down before it ships.

import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MY_REQUESTS_PATH } from '../../common/requests/my-requests';
import { normalizeEmail } from '../../common/requests/visitor-forms';
import { type RouteDef, routes } from '../../lambdas/routes';
import { requestItemSchema } from '../../lambdas/domain/requests/request-item';
import { subscriberItemSchema } from '../../lambdas/domain/newsletter/subscriber-item';
import { playerItemSchema } from '../../lambdas/domain/squad/player-item';
import { REGISTRATION_KIND, REGISTRATION_RECORD, registrationItemSchema } from '../../lambdas/domain/eligibility/eligibility-item';
import { membershipItemSchema } from '../../lambdas/domain/membership/membership-item';
import { membershipTypeItemSchema } from '../../lambdas/domain/membership/membership-type-item';
import { clubYear } from '../../common/club-time';
import { seasonUntil } from '../../common/membership/membership';
import { type ApiServer, startApiServer } from '../../local/api-server';
import { localPaymentsSecret } from '../../local/api/payments-secret';
import { standInKeys, startStripeStandIn } from '../../local/services/stripe/stripe-stand-in';
import { memberClaims } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { putClubNight } from '../support/club-nights';
import type { ClubNightItem } from '../../lambdas/domain/tickets/club-night-item';
import { MEMBER_CLUB_NIGHT_ORDERS_PATH } from '../../common/tickets/tickets';
import { startTestIssuer } from '../support/test-issuer';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-own-data-${process.pid}-` });
const issuer = await startTestIssuer();
// A membership's dues are paid through Stripe: its checkout row opens a session on the stand-in.
const stripeKeys = standInKeys();
const stripe = await startStripeStandIn({ port: 0, ...stripeKeys, log: () => undefined });
let api: ApiServer;

interface Member {
  readonly sub: string;
  readonly email: string;
}

/** A member as Cognito knows them: an opaque sub, and an address that does not spell it out. */
function member(name: string): Member {
  return { sub: randomUUID(), email: `${name}.${process.pid}@example.test` };
}

const alice = member('alice');
const bob = member('bob');

interface OwnDataCase {
  /**
   * Stores data that belongs to the member and answers the texts only that member's answers may
   * hold (references, tokens, their sub): the test looks for them in every answer.
   */
  seed(owner: Member): Promise<readonly string[]>;
  /** The address that asks for the member's own data; the row's path when it has no parameters. */
  pathFor?(owner: Member): string;
  /** The JSON body a row that takes one is sent: nothing in it names the member. */
  readonly body?: unknown;
}

let counter = 0;
/** The night both members order tickets to. */
let sharedNight: ClubNightItem | undefined;
/** A request reference of this run's own, so a rerun on the same tables never finds an old one. */
function reference(): string {
  counter += 1;
  return `O${String(process.pid).slice(-5).padStart(5, '0')}${String(counter).padStart(4, '0')}`;
}

async function putContactRequest(owner: Member): Promise<string> {
  const id = reference();
  const now = Date.now();
  await local.ddb.send(
    new PutCommand({
      TableName: local.tableName('requests'),
      Item: requestItemSchema.parse({
        id,
        kind: 'contact',
        status: 'new',
        createdAt: now,
        updatedAt: now,
        bodyHash: 'e'.repeat(64),
        visitorMail: 'queued',
        requesterEmail: normalizeEmail(owner.email),
        details: { name: 'Own Data', email: owner.email, subject: `Subject of ${id}`, message: 'Only mine.' },
      }),
    }),
  );
  return id;
}

async function putSubscriber(owner: Member): Promise<string> {
  const token = `${owner.sub}-newsletter-token`.padEnd(43, 'x').slice(0, 43);
  await local.ddb.send(
    new PutCommand({
      TableName: local.tableName('subscribers'),
      Item: subscriberItemSchema.parse({
        email: normalizeEmail(owner.email),
        name: 'Own Data',
        interests: [],
        status: 'confirmed',
        token,
        createdAt: 1,
        confirmedAt: 2,
      }),
    }),
  );
  return token;
}

/** A player of the squad linked to the member's verified address, keyed by their sub: seeding twice keeps one. */
async function putLinkedPlayer(owner: Member): Promise<string> {
  const slug = `own-${owner.sub}`;
  await local.ddb.send(
    new PutCommand({
      TableName: local.tableName('players'),
      Item: playerItemSchema.parse({
        slug,
        name: 'Own Data',
        status: 'active',
        positions: ['hooker'],
        bio: `Bio of ${slug}`,
        seasons: [],
        under18: false,
        accountEmail: normalizeEmail(owner.email),
        createdAt: 1,
        updatedAt: 2,
      }),
    }),
  );
  return slug;
}

/**
 * The member's linked player in a team of their own, with a coming fixture of it (selected, with
 * `selected`): the fixture's opponent and id are only theirs.
 */
async function putPlayerWithFixture(owner: Member, selected = false): Promise<{ readonly gameId: string; readonly texts: string[] }> {
  const team = `t-${owner.sub.slice(0, 8)}`;
  const gameId = `own-game-${owner.sub}`;
  const start = Date.now() + 10 * 86_400_000;
  await local.ddb.send(
    new PutCommand({ TableName: local.tableName('teams'), Item: { list: 'all', id: team, name: `Team ${team}`, order: 5, updatedAt: 1 } }),
  );
  await local.ddb.send(
    new PutCommand({
      TableName: local.tableName('players'),
      Item: playerItemSchema.parse({
        slug: `own-${owner.sub}`,
        name: 'Own Data',
        status: 'active',
        positions: ['hooker'],
        seasons: [],
        under18: false,
        teams: [team],
        accountEmail: normalizeEmail(owner.email),
        createdAt: 1,
        updatedAt: 2,
      }),
    }),
  );
  await local.ddb.send(
    new PutCommand({
      TableName: local.tableName('games'),
      Item: {
        id: gameId,
        list: 'all',
        start,
        homeTeam: 'Chicago Blaze',
        awayTeam: `Opponent of ${owner.sub}`,
        venue: '',
        status: 'scheduled',
        gameType: 'regular',
        season: new Date(start).getUTCFullYear(),
        teamId: team,
        updatedAt: 1,
      },
    }),
  );
  if (selected) {
    await local.ddb.send(
      new PutCommand({
        TableName: local.tableName('availability'),
        Item: { gameId, playerSlug: `own-${owner.sub}`, selectedAt: 1, updatedAt: 1 },
      }),
    );
  }
  return { gameId, texts: [gameId, `Opponent of ${owner.sub}`] };
}

/** The member's linked player with a USA Rugby registration of their own: its number is only theirs. */
async function putPlayerWithRegistration(owner: Member): Promise<string[]> {
  const slug = await putLinkedPlayer(owner);
  const number = `R-${owner.sub.slice(0, 8)}`;
  await local.ddb.send(
    new PutCommand({
      TableName: local.tableName('eligibility'),
      Item: registrationItemSchema.parse({
        playerSlug: slug,
        record: REGISTRATION_RECORD,
        kind: REGISTRATION_KIND,
        number,
        status: 'active',
        expiresOn: '2099-08-31',
        updatedAt: 1,
      }),
    }),
  );
  return [number];
}

/** The club's waiver in its first version, which every member's player may sign. */
async function putWaiver(): Promise<void> {
  await local.ddb.send(
    new PutCommand({
      TableName: local.tableName('seasonDocuments'),
      Item: { documentId: 'waiver', version: 1, text: 'The waiver.', publishedAt: 1, publishedBy: 'officer@example.test' },
    }),
  );
}

const thisSeason = clubYear(Date.now());

/** A season of the member's own: this one for Alice, the next for Bob, so each one's checkout path is theirs alone. */
const seasonOf = (owner: Member) => (owner.sub === alice.sub ? thisSeason : thisSeason + 1);

/** A membership type members may choose, in both open seasons. */
async function putOwnType(): Promise<void> {
  for (const season of [thisSeason, thisSeason + 1]) {
    await local.ddb.send(
      new PutCommand({
        TableName: local.tableName('membershipTypes'),
        Item: membershipTypeItemSchema.parse({
          season,
          id: 'own-type',
          name: 'Own Type',
          priceCents: 4_000,
          includes: '',
          chosenBy: 'members',
          order: 0,
          updatedAt: 1,
        }),
      }),
    );
  }
}

/** The member's membership of their season, unpaid, named after them: the name is theirs alone. */
async function putMembership(owner: Member): Promise<string> {
  const season = seasonOf(owner);
  const name = `Member ${owner.sub.slice(0, 13)}`;
  await local.ddb.send(
    new PutCommand({
      TableName: local.tableName('memberships'),
      Item: membershipItemSchema.parse({
        id: `${season}-${owner.sub}`,
        season,
        sub: owner.sub,
        email: normalizeEmail(owner.email),
        name,
        birthDate: '1990-01-01',
        typeId: 'own-type',
        typeName: `Type of ${owner.sub}`,
        priceCents: 4_000,
        paidCents: 0,
        until: seasonUntil(season),
        createdAt: 1,
        updatedAt: 1,
      }),
    }),
  );
  return name;
}

/** The member's paid membership of this season, kept out of the directory: only its member sees its name. */
async function putUnlistedMember(owner: Member): Promise<string> {
  const name = `Dir ${owner.sub.slice(0, 13)}`;
  await local.ddb.send(
    new PutCommand({
      TableName: local.tableName('memberships'),
      Item: membershipItemSchema.parse({
        id: `${thisSeason}-${owner.sub}`,
        season: thisSeason,
        sub: owner.sub,
        email: normalizeEmail(owner.email),
        name,
        birthDate: '1990-01-01',
        typeId: 'own-type',
        typeName: 'Own Type',
        priceCents: 4_000,
        paidCents: 4_000,
        until: seasonUntil(thisSeason),
        directory: { listed: false, email: false, team: false },
        createdAt: 1,
        updatedAt: 1,
      }),
    }),
  );
  return name;
}

// One case per member row, keyed by its id: what is that member's own, and how it is stored.
const cases: Readonly<Record<string, OwnDataCase>> = {
  'list-my-requests': {
    seed: async (owner) => [await putContactRequest(owner), await putContactRequest(owner), await putSubscriber(owner)],
  },
  'get-my-player': { seed: async (owner) => [await putLinkedPlayer(owner)] },
  // The season of the member's own player: their team's fixtures only.
  'get-my-season': { seed: async (owner) => (await putPlayerWithFixture(owner)).texts },
  // An answer for a fixture of the member's own team, found by their address; another's fixture is 404.
  'answer-my-fixture': {
    seed: async (owner) => (await putPlayerWithFixture(owner)).texts,
    pathFor: (owner) => `/api/me/season/own-game-${owner.sub}/answer`,
    body: { answer: 'available' },
  },
  'reply-my-selection': {
    seed: async (owner) => (await putPlayerWithFixture(owner, true)).texts,
    pathFor: (owner) => `/api/me/season/own-game-${owner.sub}/selection`,
    body: { reply: 'confirmed' },
  },
  // The choice is stored on the member's own player; the answer is the choice alone.
  'update-my-mail-choices': {
    seed: async (owner) => {
      await putLinkedPlayer(owner);
      return [];
    },
    body: { availability: true, selection: false, changes: true },
  },
  // The registration and signatures of the member's own player, found by their address.
  'get-my-eligibility': { seed: putPlayerWithRegistration },
  'update-my-registration': {
    seed: async (owner) => {
      await putLinkedPlayer(owner);
      return [];
    },
    body: { number: '2026123456', status: 'active', expiresOn: '2099-08-31' },
  },
  // Signed for the player the token's address is linked to (a second signature of the version is 409).
  'sign-my-document': {
    seed: async (owner) => {
      await putWaiver();
      await putLinkedPlayer(owner);
      return [];
    },
    pathFor: () => '/api/me/documents/waiver/signature',
    body: { version: 1, typedName: 'Own Data' },
  },
  // The change goes to the player the token's address is linked to; the answer names that player.
  'create-profile-change': { seed: async (owner) => [await putLinkedPlayer(owner)], body: { bio: 'Words of my own.' } },
  // A photo's form for the member's own player: its key is below the member's own prefix, named by their sub.
  'create-my-upload-forms': {
    seed: async (owner) => {
      await putLinkedPlayer(owner);
      return [`uploads/members/${owner.sub}/`];
    },
    body: { files: [{ kind: 'portrait', contentType: 'image/jpeg', bytes: 1_000 }] },
  },
  // The member's memberships, found by their token's user: their name and type as they joined.
  'get-my-membership': { seed: async (owner) => [await putMembership(owner), `Type of ${owner.sub}`] },
  // Joining writes the membership of the token's user; the answer is the type and its season alone.
  'join-membership': {
    seed: async () => {
      await putOwnType();
      return [];
    },
    body: { season: thisSeason, typeId: 'own-type', name: 'Own Data', birthDate: '1990-01-01' },
  },
  // The checkout of the member's own membership of their season; another's season is a 404.
  'start-membership-checkout': {
    seed: async (owner) => {
      await putMembership(owner);
      return [];
    },
    pathFor: (owner) => `/api/me/membership/${seasonOf(owner)}/checkout`,
    body: {},
  },
  // A member's order of a night's tickets, priced by the token's user's membership: the night is the
  // club's, the same for both, and the answer is Stripe's page for the order alone.
  'start-member-ticket-checkout': {
    seed: async () => {
      sharedNight ??= await putClubNight(local);
      return [];
    },
    pathFor: () => MEMBER_CLUB_NIGHT_ORDERS_PATH.replace('{nightId}', sharedNight?.id ?? 'no-night'),
    body: { quantity: 1, name: 'Own Data', email: 'own-data@example.com' },
  },
  // The directory lists the members who chose to be listed; these two did not, so each sees only their own choices.
  'get-member-directory': { seed: async (owner) => [await putUnlistedMember(owner)] },
  // The choices are kept on the token's user's own membership of this season; the answer is the choices alone.
  'update-my-directory-choices': {
    seed: async (owner) => {
      await putUnlistedMember(owner);
      return [];
    },
    body: { listed: false, email: false, team: false },
  },
};

const memberRows: readonly RouteDef[] = routes.filter((row) => row.access === 'member');

/** Names a caller might try to point a row at someone else with, beyond those the row declares. */
const pickingNames = ['email', 'sub', 'user', 'userId', 'username', 'member', 'memberId', 'owner', 'requesterEmail', 'id', 'as'];

function queryNames(row: RouteDef): string[] {
  return [...new Set([...Object.keys(row.query?.shape ?? {}), ...pickingNames])];
}

interface TokenOptions {
  readonly verified?: boolean;
}

/** A Cognito-like ID token for `who`: memberClaims with their address (email_verified as the JWT's boolean). */
function tokenFor(who: Member, options: TokenOptions = {}): string {
  const claims = memberClaims(who.sub);
  return issuer.sign({ ...claims, email: who.email, email_verified: options.verified ?? true, aud: issuer.clientId });
}

async function ask(row: RouteDef, token: string, path: string, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  const body = cases[row.id]?.body;
  const response = await fetch(`${api.url}${path}${search ? `?${search}` : ''}`, {
    method: row.method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.text() };
}

const pathOf = (row: RouteDef, owner: Member) => cases[row.id]?.pathFor?.(owner) ?? row.path;

beforeAll(async () => {
  const stack = {
    ...local.stack,
    endpoints: { ...local.stack.endpoints, stripe: stripe.url },
    paymentsSecret: localPaymentsSecret(stripeKeys),
  };
  api = await startApiServer({ port: 0, stack, jwt: issuer.jwt, log: () => undefined });
});

afterAll(async () => {
  await Promise.all([api?.close(), issuer.close(), stripe.close()]);
  await local.close();
});

it('has an own-data case for every member row of the route table, and none for a row that is gone', () => {
  expect(memberRows.map((row) => row.id)).toContain('list-my-requests');
  for (const row of memberRows) expect(cases[row.id], `member row ${row.id} needs an own-data case here`).toBeDefined();
  expect(Object.keys(cases).sort()).toEqual(memberRows.map((row) => row.id).sort());
  expect(memberRows.some((row) => row.path === MY_REQUESTS_PATH)).toBe(true);
});

describe.each(memberRows.filter((row) => cases[row.id]).map((row) => [`${row.method} ${row.path}`, row] as const))('%s', (_name, row) => {
  const ownCase = cases[row.id] as OwnDataCase;
  let aliceOwn: readonly string[] = [];
  let bobOwn: readonly string[] = [];

  beforeAll(async () => {
    aliceOwn = await ownCase.seed(alice);
    bobOwn = await ownCase.seed(bob);
  });

  const expectOnly = (body: string, own: readonly string[], others: readonly string[]) => {
    for (const text of own) expect(body, `own ${text}`).toContain(text);
    for (const text of others) expect(body, `someone else's ${text}`).not.toContain(text);
  };

  it("shows each of two members their own data and never the other's", async () => {
    const asAlice = await ask(row, tokenFor(alice), pathOf(row, alice));
    const asBob = await ask(row, tokenFor(bob), pathOf(row, bob));

    // 201 for a row that makes something of the member's own.
    expect([200, 201], asAlice.body).toContain(asAlice.status);
    expect([200, 201], asBob.body).toContain(asBob.status);
    expectOnly(asAlice.body, aliceOwn, [...bobOwn, bob.email, bob.sub]);
    expectOnly(asBob.body, bobOwn, [...aliceOwn, alice.email, alice.sub]);
  });

  it('lets no query parameter pick another member: the token alone says whose data it is', async () => {
    for (const value of [bob.email, bob.sub, bob.email.toUpperCase()]) {
      const query = Object.fromEntries(queryNames(row).map((name) => [name, value]));
      const { status, body } = await ask(row, tokenFor(alice), pathOf(row, alice), query);

      // A row may refuse a query it does not know; it may never answer with Bob's data.
      expect(status, body).toBeLessThan(500);
      for (const text of bobOwn) expect(body, `Bob's ${text} through ?…=${value}`).not.toContain(text);
      if (status === 200) expectOnly(body, aliceOwn, []);
    }
  });

  it("lets no path pick another member: Bob's address, Bob's sub or Bob's own path answer nothing of his", async () => {
    const paths = [`${pathOf(row, alice)}/${encodeURIComponent(bob.email)}`, `${pathOf(row, alice)}/${bob.sub}`];
    // Bob's own path, where it names something of his (a path the same for every member names no one).
    if (ownCase.pathFor && ownCase.pathFor(bob) !== ownCase.pathFor(alice)) paths.push(ownCase.pathFor(bob));
    for (const path of paths) {
      const { status, body } = await ask(row, tokenFor(alice), path);

      expect([403, 404], `${path}: ${body}`).toContain(status);
      for (const text of bobOwn) expect(body, `Bob's ${text} at ${path}`).not.toContain(text);
    }
  });

  it('shows an address Cognito has not verified nothing stored for it, whoever holds the token', async () => {
    // Anyone may sign up with Bob's address; until its code comes back from Bob's mailbox it proves nothing.
    const mallory = { sub: randomUUID(), email: bob.email };
    const squatter = await ask(row, tokenFor(mallory, { verified: false }), pathOf(row, bob));
    const bobUnverified = await ask(row, tokenFor(bob, { verified: false }), pathOf(row, bob));

    for (const { status, body } of [squatter, bobUnverified]) {
      expect(status, body).toBeLessThan(500);
      const stored = bobOwn.filter((text) => text !== bob.sub);
      for (const text of stored) expect(body, `Bob's ${text} for an unverified address`).not.toContain(text);
    }
    expect(squatter.body).not.toContain(bob.sub);
  });
});
