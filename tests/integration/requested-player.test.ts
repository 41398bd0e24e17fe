// A player request turned into a squad entry against DynamoDB Local, on tables of this file's own:
// the player carries the request's name, the positions the officer confirmed, the experience,
// under 18 from the date of birth and the request's address as the linked account; the request is
// handled and names the player; the applicant's invitation is mailed in fixed words; the member who
// then signs up with that address finds the player as their own. Every refusal leaves the request
// new and no player written.

import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { clubDay } from '../../common/club-time';
import { type InboxRequest, inboxMessages } from '../../common/requests/inbox';
import { CONTACT_MESSAGES_PATH } from '../../common/requests/contact-message';
import { PLAYER_REQUESTS_PATH } from '../../common/squad/player-request';
import { MY_PLAYER_PATH, myPlayerAnswerSchema } from '../../common/squad/profile-change';
import { ADD_REQUESTED_PLAYER_PATH, requestedPlayerMessages } from '../../common/squad/requested-player';
import type { OfficerPlayer } from '../../common/squad/squad-api';
import { requestItemSchema } from '../../lambdas/domain/requests/request-item';
import { playerItemSchema } from '../../lambdas/domain/squad/player-item';
import { apiEvent, errorText, jsonBody, memberClaims, officerClaims } from '../support/api-event';
import { bodyOf, mockSes, postTo, sentMail } from '../support/form-endpoint';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-requested-${process.pid}-` });
const ses = mockSes();
const { handler: createPlayerRequest } = await import('../../lambdas/handlers/create-player-request');
const { handler: createContact } = await import('../../lambdas/handlers/create-contact-message');
const { handler: addToSquad } = await import('../../lambdas/handlers/add-requested-player');
const { handler: getMyPlayer } = await import('../../lambdas/handlers/get-my-player');

afterAll(async () => {
  ses.restore();
  await local.close();
});

beforeEach(() => ses.resetHistory());

const officer = officerClaims('officer-requested');
let counter = 0;

/** A date of birth `years` years before today on the club's calendar, shifted by `days`. */
function bornYearsAgo(years: number, days = 0): string {
  const today = clubDay(Date.now() + days * 86_400_000);
  return `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;
}

async function requestToJoin(fields: Record<string, unknown> = {}): Promise<{ reference: string; email: string }> {
  counter += 1;
  const email = `Applicant-${process.pid}-${counter}@Example.test`;
  const result = await postTo(
    createPlayerRequest,
    PLAYER_REQUESTS_PATH,
  )({
    firstName: 'Niall',
    lastName: `Byrne${counter}`,
    email,
    phone: '630-555-0142',
    dateOfBirth: bornYearsAgo(25),
    position: 'prop',
    experience: 'collegiate',
    message: 'Played two seasons at college.',
    ...fields,
  });
  expect(result.statusCode, String(result.body)).toBe(201);
  return { reference: String(bodyOf(result).reference), email };
}

function add(reference: string, positions: readonly string[] = ['loosehead-prop', 'tighthead-prop'], claims = officer) {
  return addToSquad(
    apiEvent({
      method: 'POST',
      path: ADD_REQUESTED_PLAYER_PATH.replace('{requestId}', reference),
      routePath: ADD_REQUESTED_PLAYER_PATH,
      pathParameters: { requestId: reference },
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ positions }),
      claims,
    }),
  );
}

async function added(reference: string): Promise<{ request: InboxRequest; player: OfficerPlayer }> {
  const result = await add(reference);
  expect(result.statusCode, String(result.body)).toBe(201);
  return jsonBody(result) as { request: InboxRequest; player: OfficerPlayer };
}

async function storedRequest(reference: string) {
  const found = await local.ddb.send(
    new GetCommand({ TableName: local.tableName('requests'), Key: { id: reference }, ConsistentRead: true }),
  );
  return requestItemSchema.parse(found.Item);
}

async function storedPlayer(slug: string) {
  const found = await local.ddb.send(new GetCommand({ TableName: local.tableName('players'), Key: { slug }, ConsistentRead: true }));
  return found.Item ? playerItemSchema.parse(found.Item) : undefined;
}

describe('POST /api/officer/inbox/player-requests/{requestId}/squad', () => {
  it('adds the applicant to the squad, marks the request handled and mails the invitation, all at once', async () => {
    const { reference, email } = await requestToJoin();
    ses.resetHistory();

    const { request, player } = await added(reference);

    const slug = `niall-byrne${counter}`;
    expect(player).toMatchObject({ slug, name: `Niall Byrne${counter}`, status: 'active', under18: false, experience: 'collegiate' });
    expect(request).toMatchObject({ status: 'handled', playerSlug: slug, decidedBy: expect.any(String) });
    const stored = await storedPlayer(slug);
    expect(stored).toMatchObject({
      positions: ['loosehead-prop', 'tighthead-prop'],
      accountEmail: email.toLowerCase(),
      joinedFrom: reference,
      seasons: [],
    });
    expect(stored?.shirtNumber).toBeUndefined();
    expect((await storedRequest(reference)).status).toBe('handled');

    const mails = sentMail(ses);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.Destination?.ToAddresses).toEqual([email.toLowerCase()]);
    const text = JSON.stringify(mails[0]);
    expect(text).toContain('/signup');
    expect(text).toContain(reference);
    expect(text).not.toContain('Niall');
    expect(text).not.toContain('college');
  });

  it('links the player to the member who signs up with the request’s address', async () => {
    const { reference, email } = await requestToJoin();
    const { player } = await added(reference);

    const member = { ...memberClaims(`applicant-${counter}`), email: email.toUpperCase() };
    const result = await getMyPlayer(apiEvent({ method: 'GET', path: MY_PLAYER_PATH, claims: member }));

    expect(result.statusCode, String(result.body)).toBe(200);
    expect(myPlayerAnswerSchema.parse(jsonBody(result)).player?.slug).toBe(player.slug);
  });

  it.each([
    ['under 18 until the 18th birthday', bornYearsAgo(18, 1), true],
    ['18 on the birthday', bornYearsAgo(18), false],
    ['under 18 when the request gave no date of birth', '', true],
  ])('counts the applicant %s', async (_name, dateOfBirth, under18) => {
    const { reference } = await requestToJoin({ dateOfBirth });
    expect((await added(reference)).player.under18).toBe(under18);
  });

  it('gives the next free address when one is taken, and never overwrites a player', async () => {
    const { reference } = await requestToJoin();
    const taken = `niall-byrne${counter}`;
    const existing = playerItemSchema.parse({
      slug: taken,
      name: 'Someone Else',
      status: 'active',
      positions: ['wing'],
      seasons: [],
      under18: false,
      createdAt: 1_000,
      updatedAt: 1_000,
    });
    await local.ddb.send(new PutCommand({ TableName: local.tableName('players'), Item: existing }));

    const { player } = await added(reference);

    expect(player.slug).toBe(`${taken}-2`);
    expect((await storedPlayer(taken))?.name).toBe('Someone Else');
  });

  it('refuses a request already handled or already added, and writes nothing more', async () => {
    const { reference } = await requestToJoin();
    await added(reference);
    ses.resetHistory();

    const again = await add(reference);

    expect(again.statusCode).toBe(409);
    expect(sentMail(ses)).toHaveLength(0);
    expect(await storedPlayer(`niall-byrne${counter}-2`)).toBeUndefined();
  });

  it('refuses an address that already has a player, leaving the request new', async () => {
    const first = await requestToJoin();
    const { player } = await added(first.reference);
    const second = await postTo(
      createPlayerRequest,
      PLAYER_REQUESTS_PATH,
    )({
      firstName: 'Other',
      lastName: 'Name',
      email: first.email,
      phone: '630-555-0199',
    });
    const reference = String(bodyOf(second).reference);

    const result = await add(reference);

    expect(result.statusCode).toBe(409);
    expect(errorText(result)).toBe(requestedPlayerMessages.alreadyLinked(player.name));
    expect((await storedRequest(reference)).status).toBe('new');
    expect(await storedPlayer('other-name')).toBeUndefined();
  });

  it('answers 404 for a request that is not a player request', async () => {
    const contact = await postTo(
      createContact,
      CONTACT_MESSAGES_PATH,
    )({
      name: 'Pat',
      email: 'pat@example.test',
      subject: 'Hello',
      message: 'Just saying hello.',
    });
    expect(contact.statusCode, String(contact.body)).toBe(201);

    const result = await add(String(bodyOf(contact).reference));

    expect(result.statusCode).toBe(404);
    expect(errorText(result)).toBe(inboxMessages.unknownRequest);
  });

  it('refuses positions that are not the squad’s with a 400, leaving the request new', async () => {
    const { reference } = await requestToJoin({ position: 'any' });

    for (const positions of [[], ['prop'], ['wing', 'wing'], ['wing', 'lock', 'hooker', 'fullback']]) {
      const result = await add(reference, positions);
      expect(result.statusCode, JSON.stringify(positions)).toBe(400);
    }
    expect((await storedRequest(reference)).status).toBe('new');
  });

  it('is for officers only', async () => {
    const { reference } = await requestToJoin();
    const result = await add(reference, ['wing'], memberClaims('plain-member'));
    expect(result.statusCode).toBe(403);
    expect((await storedRequest(reference)).status).toBe('new');
  });
});
