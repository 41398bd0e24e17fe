// The officers' squad rows (GET and POST /api/officer/players, PUT /api/officer/players/{slug})
// against DynamoDB Local, on tables of this file's own: a new player's address made from the name
// and never overwritten, one active player per shirt number, retire and reinstate, a guardian's
// consent kept with its first date, one player per member account, the whole record for officers
// only.
// (Photos, which need the S3 stand-in, are in officer-squad-photo.test.ts.)

import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICER_PLAYER_PATH, OFFICER_PLAYERS_PATH, type OfficerPlayer, squadMessages } from '../../common/squad/squad-api';
import type { PlayerFormInput } from '../../common/squad/squad-api-schemas';
import type { HttpMethod } from '../../lambdas/routes';
import { playerItemSchema } from '../../lambdas/domain/squad/player-item';
import { publicPlayer } from '../../lambdas/domain/squad/player-privacy';
import { apiEvent, errorText, jsonBody, memberClaims, officerClaims } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-officer-squad-${process.pid}-` });
const handlers = {
  list: (await import('../../lambdas/handlers/list-officer-players')).handler,
  create: (await import('../../lambdas/handlers/create-player')).handler,
  update: (await import('../../lambdas/handlers/update-player')).handler,
};
const { replacePlayer } = await import('../../lambdas/domain/squad/player-writes');

const officer = officerClaims('officer-it');
const member = memberClaims('member-it');

function call(handler: (typeof handlers)[keyof typeof handlers], method: HttpMethod, slug?: string, body?: unknown, claims = officer) {
  const routePath = slug === undefined ? OFFICER_PLAYERS_PATH : OFFICER_PLAYER_PATH;
  return handler(
    apiEvent({
      method,
      path: slug === undefined ? routePath : routePath.replace('{slug}', slug),
      routePath,
      ...(slug === undefined ? {} : { pathParameters: { slug } }),
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      claims,
    }),
  );
}

const create = (body: PlayerFormInput, claims = officer) => call(handlers.create, 'POST', undefined, body, claims);
const update = (slug: string, body: PlayerFormInput, claims = officer) => call(handlers.update, 'PUT', slug, body, claims);
const list = (claims = officer) => call(handlers.list, 'GET', undefined, undefined, claims);

async function stored(slug: string) {
  const found = await local.ddb.send(new GetCommand({ TableName: local.tableName('players'), Key: { slug } }));
  return found.Item ? playerItemSchema.parse(found.Item) : undefined;
}

beforeAll(async () => {
  // The demo member's player, linked by address: an officer's edit keeps the link.
  await local.ddb.send(
    new PutCommand({
      TableName: local.tableName('players'),
      Item: playerItemSchema.parse({
        slug: 'tomas-rivera',
        name: 'Tomás Rivera',
        status: 'active',
        positions: ['hooker'],
        shirtNumber: 2,
        seasons: [2025, 2026],
        under18: false,
        accountEmail: 'member@blazerugby.local',
        createdAt: 1,
        updatedAt: 1,
      }),
    }),
  );
});

afterAll(async () => {
  await local.close();
});

describe('the officers’ squad rows on DynamoDB Local', () => {
  it('add a player under an address made from the name, and a second of the same name under the next one', async () => {
    const first = await create({ name: 'Sean Murphy', positions: ['number-8'], shirtNumber: 8, bio: 'Captain.' });
    const second = await create({ name: 'Seán Murphy', positions: ['lock'] });

    expect(first.statusCode).toBe(201);
    expect(jsonBody(first)).toMatchObject({ slug: 'sean-murphy', name: 'Sean Murphy', status: 'active', shirtNumber: 8, bio: 'Captain.' });
    expect(jsonBody(second)).toMatchObject({ slug: 'sean-murphy-2', name: 'Seán Murphy', positions: ['lock'] });
    expect((await stored('sean-murphy'))?.bio).toBe('Captain.');
  });

  it('refuse a shirt number an active player wears, naming them, and keep nothing', async () => {
    const result = await create({ name: 'Other Hooker', positions: ['hooker'], shirtNumber: 2 });

    expect(result.statusCode).toBe(409);
    expect(errorText(result)).toBe(
      'Shirt number 2 is already worn by Tomás Rivera, an active player: give one of them another number first.',
    );
    expect(await stored('other-hooker')).toBeUndefined();
  });

  it("change a player's number, refusing another active player's, and keep the address, seasons and linked account", async () => {
    const refused = await update('tomas-rivera', { name: 'Tomás Rivera', positions: ['hooker'], shirtNumber: 8 });
    expect(refused.statusCode).toBe(409);
    expect(errorText(refused)).toContain('Sean Murphy');

    const changed = await update('tomas-rivera', { name: 'Tomás Rivera', positions: ['hooker', 'loosehead-prop'], shirtNumber: 16 });
    expect(changed.statusCode).toBe(200);
    expect(jsonBody(changed)).toMatchObject({ slug: 'tomas-rivera', shirtNumber: 16, positions: ['hooker', 'loosehead-prop'] });
    const item = await stored('tomas-rivera');
    expect(item?.seasons).toEqual([2025, 2026]);
    expect(item?.accountEmail).toBe('member@blazerugby.local');
  });

  it('retire a player, whose number is then free, and refuse to reinstate them while another wears it', async () => {
    const retired = await update('sean-murphy', { name: 'Sean Murphy', positions: ['number-8'], shirtNumber: 8, status: 'retired' });
    expect(jsonBody(retired)).toMatchObject({ status: 'retired', shirtNumber: 8 });

    expect((await create({ name: 'New Eight', positions: ['number-8'], shirtNumber: 8 })).statusCode).toBe(201);
    const reinstated = await update('sean-murphy', { name: 'Sean Murphy', positions: ['number-8'], shirtNumber: 8, status: 'active' });
    expect(reinstated.statusCode).toBe(409);

    const withNewNumber = await update('sean-murphy', { name: 'Sean Murphy', positions: ['number-8'], shirtNumber: 19, status: 'active' });
    expect(jsonBody(withNewNumber)).toMatchObject({ status: 'active', shirtNumber: 19 });
  });

  it("record a guardian's consent for an under-18 player, keep its first date, and refuse it for an adult", async () => {
    const added = jsonBody(await create({ name: 'Young Wing', positions: ['wing'], under18: true })) as OfficerPlayer;
    expect(added.guardianConsentAt).toBeUndefined();

    const consented = jsonBody(
      await update(added.slug, { name: 'Young Wing', positions: ['wing'], under18: true, guardianConsent: true }),
    ) as OfficerPlayer;
    expect(consented.guardianConsentAt).toEqual(expect.any(Number));
    const again = jsonBody(
      await update(added.slug, { name: 'Young Wing', positions: ['wing'], bio: 'Quick.', under18: true, guardianConsent: true }),
    ) as OfficerPlayer;
    expect(again.guardianConsentAt).toBe(consented.guardianConsentAt);

    const adult = await update(added.slug, { name: 'Young Wing', positions: ['wing'], under18: false, guardianConsent: true });
    expect(adult.statusCode).toBe(400);
    expect(errorText(adult)).toBe('A guardian’s consent is recorded only for a player under 18.');
  });

  it("keep an under-18 player's guardian's name and address for officers only, refuse them for an adult, and drop them at 18", async () => {
    const base: PlayerFormInput = { name: 'Young Prop', positions: ['loosehead-prop'], under18: true };
    const added = jsonBody(await create({ ...base, guardianName: ' Maria Prop ', guardianEmail: 'Maria@Example.TEST' })) as OfficerPlayer;
    expect(added).toMatchObject({ guardianName: 'Maria Prop', guardianEmail: 'maria@example.test' });
    // Absent keeps them: retiring, reinstating and other edits send no guardian.
    expect(jsonBody(await update(added.slug, { ...base, bio: 'Strong.' }))).toMatchObject({ guardianName: 'Maria Prop' });
    const item = await stored(added.slug);
    if (!item) throw new Error('not stored');
    const visible = JSON.stringify(publicPlayer(item, []));
    expect(visible).not.toContain('Maria');
    expect(visible).not.toContain('maria@');

    const adult = await update(added.slug, { ...base, under18: false, guardianName: 'Maria Prop' });
    expect(adult.statusCode).toBe(400);
    expect(errorText(adult)).toBe(squadMessages.guardianNameNotUnder18);
    const badName = await update(added.slug, { ...base, guardianName: 'Maria\u0000Prop' });
    expect(badName.statusCode).toBe(400);

    const grown = await update(added.slug, { ...base, under18: false, guardianName: '', guardianEmail: '' });
    expect(grown.statusCode, String(grown.body)).toBe(200);
    expect((await stored(added.slug))?.guardianName).toBeUndefined();
    expect((await stored(added.slug))?.guardianEmail).toBeUndefined();
  });

  it('link a member account in any letter case, refuse one another player has, and unlink it with an empty address', async () => {
    const made = await create({ name: 'Kofi Mensah', positions: ['wing'], accountEmail: ' Kofi.Mensah@Example.TEST ' });
    expect(made.statusCode, String(made.body)).toBe(201);
    const slug = (jsonBody(made) as OfficerPlayer).slug;
    expect((await stored(slug))?.accountEmail).toBe('kofi.mensah@example.test');

    const taken = await update(slug, { name: 'Kofi Mensah', positions: ['wing'], accountEmail: 'member@blazerugby.local' });
    expect(taken.statusCode).toBe(409);
    expect(errorText(taken)).toBe(squadMessages.accountTaken('Tomás Rivera'));
    const takenOnAdd = await create({ name: 'Kofi Twin', positions: ['wing'], accountEmail: 'MEMBER@blazerugby.local' });
    expect(takenOnAdd.statusCode).toBe(409);
    expect(await stored('kofi-twin')).toBeUndefined();
    expect((await stored(slug))?.accountEmail).toBe('kofi.mensah@example.test');

    const bad = await update(slug, { name: 'Kofi Mensah', positions: ['wing'], accountEmail: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect(errorText(bad)).toContain(squadMessages.accountEmail);

    const unlinked = await update(slug, { name: 'Kofi Mensah', positions: ['wing'], accountEmail: '' });
    expect(unlinked.statusCode, String(unlinked.body)).toBe(200);
    expect((await stored(slug))?.accountEmail).toBeUndefined();
  });

  it('give a shirt number to one of two players added or changed at the same moment, never both', async () => {
    const added = await Promise.all([
      create({ name: 'Race One', positions: ['wing'], shirtNumber: 77 }),
      create({ name: 'Race Two', positions: ['wing'], shirtNumber: 77 }),
    ]);
    expect(added.map((result) => result.statusCode).sort()).toEqual([201, 409]);

    const three = jsonBody(await create({ name: 'Race Three', positions: ['lock'] })) as OfficerPlayer;
    const four = jsonBody(await create({ name: 'Race Four', positions: ['lock'] })) as OfficerPlayer;
    const changed = await Promise.all([
      update(three.slug, { name: 'Race Three', positions: ['lock'], shirtNumber: 78 }),
      update(four.slug, { name: 'Race Four', positions: ['lock'], shirtNumber: 78 }),
    ]);
    expect(changed.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    const wearers = [await stored(three.slug), await stored(four.slug)].filter((player) => player?.shirtNumber === 78);
    expect(wearers).toHaveLength(1);
  });

  it('refuse to replace a player changed since it was read, so an approved bio is never overwritten unseen', async () => {
    const made = jsonBody(await create({ name: 'Stale Read', positions: ['hooker'], bio: 'Old words.' })) as OfficerPlayer;
    const seen = await stored(made.slug);
    if (!seen) throw new Error('not stored');
    await local.ddb.send(
      new PutCommand({ TableName: local.tableName('players'), Item: { ...seen, bio: 'Approved words.', updatedAt: seen.updatedAt + 5 } }),
    );

    const error = await replacePlayer({ ...seen, bio: 'The officer’s words.', updatedAt: seen.updatedAt + 10 }, seen).catch(
      (caught: unknown) => caught,
    );

    expect(error).toMatchObject({ status: 409, message: squadMessages.changedMeanwhile });
    expect((await stored(made.slug))?.bio).toBe('Approved words.');
  });

  it('refuse a form with clear words: no position, a position twice, a number out of range, a name with no letters', async () => {
    const cases: [PlayerFormInput, string][] = [
      [{ name: 'No Position', positions: [] }, 'Choose one to 3 positions.'],
      [{ name: 'Twice', positions: ['wing', 'wing'] }, 'A position is listed twice.'],
      [{ name: 'Big Number', positions: ['wing'], shirtNumber: 100 }, 'A shirt number is a whole number from 1 to 99, or empty.'],
      [{ name: '!!!', positions: ['wing'] }, 'The name has no letters or digits'],
    ];
    for (const [body, words] of cases) {
      const result = await create(body);
      expect(result.statusCode, body.name).toBe(400);
      expect(errorText(result)).toContain(words);
    }
  });

  it('answer 404 for a change to an unknown player, and create nothing', async () => {
    const result = await update('nobody-here', { name: 'Nobody Here', positions: ['wing'] });

    expect(result.statusCode).toBe(404);
    expect(await stored('nobody-here')).toBeUndefined();
  });

  it('list every player, active then retired, with the whole record', async () => {
    const players = jsonBody(await list()) as OfficerPlayer[];

    expect(players.map((p) => p.status)).toEqual([...players.map((p) => p.status)].sort());
    expect(players.find((p) => p.slug === 'tomas-rivera')?.accountEmail).toBe('member@blazerugby.local');
  });

  it('refuse a member who is not an officer, on every row, and change nothing', async () => {
    expect((await list(member)).statusCode).toBe(403);
    expect((await create({ name: 'Member Made', positions: ['wing'] }, member)).statusCode).toBe(403);
    expect((await update('tomas-rivera', { name: 'Renamed', positions: ['wing'] }, member)).statusCode).toBe(403);
    expect(await stored('member-made')).toBeUndefined();
    expect((await stored('tomas-rivera'))?.name).toBe('Tomás Rivera');
  });
});
