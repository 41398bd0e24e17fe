// The eligibility rows against DynamoDB Local: a member keeps their player's USA Rugby registration
// and signs the season's documents on /account with their typed name (a guardian's for an under-18),
// each signature kept with its version, time and address, an old version refused; officers publish
// a document's next version (earlier signatures then out of date), see who is missing what, send one
// reminder to all of them, and the team sheet's availability says who may not play and why; with
// the club's dues settings making dues a condition to play, unpaid dues are a reason in all three.

import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubDay } from '../../common/club-time';
import { OFFICER_MEMBERSHIP_SETTINGS_PATH, seasonUntil } from '../../common/membership/membership';
import { GameStatus } from '../../common/fixtures/fixtures';
import {
  eligibilitySeason,
  ineligibleReasonText,
  MY_DOCUMENT_SIGNATURE_PATH,
  MY_ELIGIBILITY_PATH,
  MY_REGISTRATION_PATH,
  OFFICER_ELIGIBILITY_PATH,
  OFFICER_ELIGIBILITY_REMINDERS_PATH,
  OFFICER_SEASON_DOCUMENT_PATH,
  OFFICER_SEASON_DOCUMENTS_PATH,
} from '../../common/squad/eligibility';
import {
  type EligibilityReport,
  eligibilityReportSchema,
  type MyEligibilityAnswer,
  myEligibilityAnswerSchema,
} from '../../common/squad/eligibility-schemas';
import { OFFICER_FIXTURE_AVAILABILITY_PATH } from '../../common/teams/availability';
import { fixtureAvailabilitySchema } from '../../common/teams/availability-requests';
import { membershipId, membershipItemSchema } from '../../lambdas/domain/membership/membership-item';
import { signatureRecord } from '../../lambdas/domain/eligibility/eligibility-item';
import { GAMES_LIST, gameItemSchema } from '../../lambdas/domain/fixtures/game-item';
import { playerItemSchema } from '../../lambdas/domain/squad/player-item';
import { TEAMS_LIST } from '../../lambdas/domain/teams/team-item';
import type { HttpMethod } from '../../lambdas/routes';
import type { LambdaHandler } from '../../lambdas/runtime/handler';
import { apiEvent, jsonBody, memberClaims, officerClaims } from '../support/api-event';
import { itemsOf } from '../support/form-endpoint';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const FIXTURE_ID = `eligibility-fixture-${process.pid}`;

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-eligibility-rows-${process.pid}-` });
const load = async (id: string) => ((await import(`../../lambdas/handlers/${id}.ts`)) as { handler: LambdaHandler }).handler;
const handlers = {
  mine: await load('get-my-eligibility'),
  register: await load('update-my-registration'),
  sign: await load('sign-my-document'),
  documents: await load('list-season-documents'),
  publish: await load('update-season-document'),
  report: await load('get-eligibility-report'),
  remind: await load('send-eligibility-reminders'),
  fixture: await load('get-fixture-availability'),
  duesSettings: await load('get-membership-settings'),
  saveDuesSettings: await load('update-membership-settings'),
};

const DAY = 86_400_000;
const TEAM = 'eligibility-xv';
const officer = officerClaims('officer-eligibility');
const ada = memberClaims('ada-eligible');
const kid = memberClaims('kid-eligible');
const stranger = memberClaims('no-player');
const season = eligibilitySeason(Date.now());
const VIEWER = '203.0.113.7';

function call(handler: LambdaHandler, method: HttpMethod, routePath: string, claims: Record<string, string>, params = {}, body?: unknown) {
  const path = Object.entries(params).reduce((at, [name, value]) => at.replace(`{${name}}`, String(value)), routePath);
  return handler(
    apiEvent({
      method,
      path,
      routePath,
      pathParameters: params,
      claims,
      headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': `${VIEWER}:443` },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    }),
  );
}

async function storePlayer(slug: string, extra: Record<string, unknown> = {}) {
  await local.ddb.send(
    new PutCommand({
      TableName: local.tableName('players'),
      Item: playerItemSchema.parse({
        slug,
        name: `Player ${slug}`,
        status: 'active',
        positions: ['wing'],
        seasons: [],
        under18: false,
        teams: [TEAM],
        createdAt: 1,
        updatedAt: 1,
        ...extra,
      }),
    }),
  );
}

const mine = async (claims: Record<string, string>) =>
  myEligibilityAnswerSchema.parse(jsonBody(await call(handlers.mine, 'GET', MY_ELIGIBILITY_PATH, claims)));
const publish = (documentId: string, text: string, baseVersion: number) =>
  call(handlers.publish, 'PUT', OFFICER_SEASON_DOCUMENT_PATH, officer, { documentId }, { text, baseVersion });
const sign = (claims: Record<string, string>, documentId: string, version: number, typedName: string) =>
  call(handlers.sign, 'POST', MY_DOCUMENT_SIGNATURE_PATH, claims, { documentId }, { version, typedName });
const register = (claims: Record<string, string>, body: unknown) => call(handlers.register, 'PUT', MY_REGISTRATION_PATH, claims, {}, body);
const report = async (): Promise<EligibilityReport> =>
  eligibilityReportSchema.parse(jsonBody(await call(handlers.report, 'GET', OFFICER_ELIGIBILITY_PATH, officer)));
const reasonsOf = (answer: MyEligibilityAnswer) => answer.eligibility?.reasons.map((reason) => reason.kind);

afterAll(async () => {
  await local.close();
});

beforeAll(async () => {
  await local.ddb.send(
    new PutCommand({
      TableName: local.tableName('teams'),
      Item: { list: TEAMS_LIST, id: TEAM, name: 'Eligibility XV', order: 1, updatedAt: 1 },
    }),
  );
  await storePlayer('ada-eligible', { name: 'Ada Jones', accountEmail: ada.email });
  await storePlayer('kid-eligible', {
    name: 'Kid Smith',
    under18: true,
    guardianName: 'Pat Smith',
    guardianEmail: 'pat@example.org',
    accountEmail: kid.email,
  });
  await storePlayer('bea-missing', { contactEmail: 'bea@example.org' });
  await storePlayer('cy-unreachable');
  for (const id of ['medical-form', 'waiver', 'code-of-conduct'])
    expect((await publish(id, `The ${id}, first version.`, 0)).statusCode).toBe(200);
});

describe('officers’ season documents', () => {
  it('publish the next version only over the one they edited, and refuse an empty text or an unknown document', async () => {
    const listed = jsonBody(await call(handlers.documents, 'GET', OFFICER_SEASON_DOCUMENTS_PATH, officer)) as {
      documents: { id: string; version?: number }[];
    };
    expect(listed.documents.map((document) => [document.id, document.version])).toEqual([
      ['medical-form', 1],
      ['waiver', 1],
      ['code-of-conduct', 1],
    ]);
    const stale = await publish('code-of-conduct', 'Someone else’s edit.', 0);
    expect(stale.statusCode).toBe(409);
    expect((await publish('code-of-conduct', '   ', 1)).statusCode).toBe(400);
    expect((await publish('bar-tab', 'Pay up.', 0)).statusCode).toBe(404);
    const stored = await local.ddb.send(
      new GetCommand({ TableName: local.tableName('seasonDocuments'), Key: { documentId: 'code-of-conduct', version: 1 } }),
    );
    expect(stored.Item?.text).toBe('The code-of-conduct, first version.');
  });

  it('are the officers’ alone: a member is refused every officer row with 403', async () => {
    const refused = await Promise.all([
      call(handlers.documents, 'GET', OFFICER_SEASON_DOCUMENTS_PATH, ada),
      call(handlers.publish, 'PUT', OFFICER_SEASON_DOCUMENT_PATH, ada, { documentId: 'waiver' }, { text: 'Mine now.', baseVersion: 1 }),
      call(handlers.report, 'GET', OFFICER_ELIGIBILITY_PATH, ada),
      call(handlers.remind, 'POST', OFFICER_ELIGIBILITY_REMINDERS_PATH, ada, {}, { season }),
    ]);
    expect(refused.map((result) => result.statusCode)).toEqual([403, 403, 403, 403]);
  });
});

describe('a member on /account', () => {
  it('without a linked player sees the documents but keeps and signs nothing (404)', async () => {
    const answer = await mine(stranger);
    expect(answer.player).toBeUndefined();
    expect(answer.documents.map((document) => document.version)).toEqual([1, 1, 1]);
    expect((await register(stranger, { number: '12345678', status: 'active', expiresOn: '2099-08-31' })).statusCode).toBe(404);
    expect((await sign(stranger, 'waiver', 1, 'No Player')).statusCode).toBe(404);
  });

  it('keeps their registration, refusing a date that does not exist or a status USA Rugby does not give', async () => {
    expect(reasonsOf(await mine(ada))).toEqual(['no-registration', 'document-unsigned', 'document-unsigned', 'document-unsigned']);
    const refusals = await Promise.all([
      register(ada, { number: '12345678', status: 'active', expiresOn: '2026-02-30' }),
      register(ada, { number: '12345678', status: 'paid-up', expiresOn: '2099-08-31' }),
      register(ada, { number: '12<b>', status: 'active', expiresOn: '2099-08-31' }),
      register(ada, '{"number":'),
    ]);
    expect(refusals.map((result) => result.statusCode)).toEqual([400, 400, 400, 400]);
    expect((await mine(ada)).registration).toBeUndefined();

    const kept = await register(ada, { number: ' 20261234 ', status: 'active', expiresOn: '2099-08-31' });
    expect(kept.statusCode).toBe(200);
    const answer = myEligibilityAnswerSchema.parse(jsonBody(kept));
    expect(answer.registration).toMatchObject({ number: '20261234', status: 'active', expiresOn: '2099-08-31' });
    expect(reasonsOf(answer)).toEqual(['document-unsigned', 'document-unsigned', 'document-unsigned']);
  });

  it('signs with the name the club has, kept with the version, time and address; a second signature of it is refused', async () => {
    expect((await sign(ada, 'medical-form', 1, 'Somebody Else')).statusCode).toBe(400);
    const before = Date.now();
    const signed = await sign(ada, 'medical-form', 1, '  ada   JONES ');
    expect(signed.statusCode).toBe(201);
    expect(myEligibilityAnswerSchema.parse(jsonBody(signed)).documents[0]?.signature).toMatchObject({ version: 1, signer: 'self' });

    const stored = await local.ddb.send(
      new GetCommand({
        TableName: local.tableName('eligibility'),
        Key: { playerSlug: 'ada-eligible', record: signatureRecord(season, 'medical-form', 1) },
      }),
    );
    expect(stored.Item).toMatchObject({
      documentId: 'medical-form',
      version: 1,
      season,
      typedName: 'ada   JONES',
      signer: { kind: 'self' },
      accountEmail: ada.email,
      clientIp: VIEWER,
    });
    expect(Number(stored.Item?.signedAt)).toBeGreaterThanOrEqual(before);
    expect((await sign(ada, 'medical-form', 1, 'Ada Jones')).statusCode).toBe(409);
  });

  it('cannot sign an old version once officers published the next, and the new version makes the old signature out of date', async () => {
    expect((await sign(ada, 'waiver', 1, 'Ada Jones')).statusCode).toBe(201);
    expect((await publish('waiver', 'The waiver, second version.', 1)).statusCode).toBe(200);

    const old = await sign(ada, 'code-of-conduct', 2, 'Ada Jones');
    expect(old.statusCode).toBe(409);
    const refused = await sign(ada, 'waiver', 1, 'Ada Jones');
    expect(refused.statusCode).toBe(409);
    expect(jsonBody(refused)).toMatchObject({ error: expect.stringContaining('newer version (2)') });
    expect((await mine(ada)).eligibility?.reasons).toEqual([
      { kind: 'document-outdated', documentId: 'waiver', signedVersion: 1, version: 2 },
      { kind: 'document-unsigned', documentId: 'code-of-conduct' },
    ]);

    expect((await sign(ada, 'waiver', 2, 'Ada Jones')).statusCode).toBe(201);
    expect((await sign(ada, 'code-of-conduct', 1, 'Ada Jones')).statusCode).toBe(201);
    expect((await mine(ada)).eligibility).toEqual({ eligible: true, reasons: [] });
  });

  it('has an under-18’s documents signed by the guardian on record, typing the guardian’s name', async () => {
    expect((await sign(kid, 'medical-form', 1, 'Kid Smith')).statusCode).toBe(400);
    expect((await sign(kid, 'medical-form', 1, 'Pat Smith')).statusCode).toBe(201);
    const answer = await mine(kid);
    expect(answer.player).toEqual({ name: 'Kid Smith', under18: true, guardianName: 'Pat Smith' });
    expect(answer.documents[0]?.signature).toMatchObject({ signer: 'guardian', typedName: 'Pat Smith' });
    const stored = await local.ddb.send(
      new GetCommand({
        TableName: local.tableName('eligibility'),
        Key: { playerSlug: 'kid-eligible', record: signatureRecord(season, 'medical-form', 1) },
      }),
    );
    expect(stored.Item?.signer).toEqual({ kind: 'guardian', name: 'Pat Smith' });
  });
});

describe('officers’ list and reminder', () => {
  it('lists who is missing what, the ineligible first, and mails each of them one reminder however often it is pressed', async () => {
    const listed = await report();
    expect(listed.season).toBe(season);
    expect(listed.players.map((player) => [player.slug, player.eligibility.eligible])).toEqual([
      ['kid-eligible', false],
      ['bea-missing', false],
      ['cy-unreachable', false],
      ['ada-eligible', true],
    ]);
    expect(listed.players[0]?.eligibility.reasons.map((reason) => reason.kind)).toEqual([
      'no-registration',
      'document-unsigned',
      'document-unsigned',
    ]);

    const first = await call(handlers.remind, 'POST', OFFICER_ELIGIBILITY_REMINDERS_PATH, officer, {}, { season });
    expect(jsonBody(first)).toEqual({ missing: 3, mailed: 2, unreachable: 1 });
    const again = await call(handlers.remind, 'POST', OFFICER_ELIGIBILITY_REMINDERS_PATH, officer, {}, { season });
    expect(jsonBody(again)).toEqual({ missing: 3, mailed: 0, unreachable: 1 });

    const reminders = (await itemsOf(local, 'outbox')).filter((mail) => mail.about === `eligibility ${season}`);
    expect(reminders.flatMap((mail) => mail.to as string[]).sort()).toEqual(['bea@example.org', 'pat@example.org']);
    const toGuardian = reminders.find((mail) => (mail.to as string[]).includes('pat@example.org'));
    expect(String(toGuardian?.text)).toContain('as the guardian the club has on record');
    expect(String(toGuardian?.text)).toContain('Waiver not signed');
    expect(String(toGuardian?.text)).not.toContain('Kid Smith');
  });

  it('refuses a reminder for another season (409) or a body that is not a year (400)', async () => {
    expect((await call(handlers.remind, 'POST', OFFICER_ELIGIBILITY_REMINDERS_PATH, officer, {}, { season: season - 1 })).statusCode).toBe(
      409,
    );
    expect((await call(handlers.remind, 'POST', OFFICER_ELIGIBILITY_REMINDERS_PATH, officer, {}, { season: '2026' })).statusCode).toBe(400);
  });
});

describe('the team sheet', () => {
  it('says which players of the fixture may not play on the match’s day and why: a registration lapsing before it', async () => {
    const start = Math.floor((Date.now() + 20 * DAY) / 3_600_000) * 3_600_000;
    const game = gameItemSchema.parse({
      id: FIXTURE_ID,
      list: GAMES_LIST,
      start,
      homeTeam: 'Chicago Blaze',
      awayTeam: 'Opponents',
      venue: 'Lemont',
      status: GameStatus.scheduled,
      gameType: 'regular',
      season: new Date(start).getUTCFullYear(),
      teamId: TEAM,
      updatedAt: Date.now(),
    });
    await local.ddb.send(new PutCommand({ TableName: local.tableName('games'), Item: game }));
    // Valid today, lapsed before the match.
    const lapsing = clubDay(Date.now() + 5 * DAY);
    expect((await register(ada, { number: '20261234', status: 'active', expiresOn: lapsing })).statusCode).toBe(200);
    expect((await mine(ada)).eligibility?.eligible).toBe(true);

    const view = fixtureAvailabilitySchema.parse(
      jsonBody(await call(handlers.fixture, 'GET', OFFICER_FIXTURE_AVAILABILITY_PATH, officer, { gameId: game.id })),
    );
    const adaRow = view.players.find((player) => player.slug === 'ada-eligible');
    expect(adaRow?.eligibility).toEqual({
      eligible: false,
      reasons: expect.arrayContaining([{ kind: 'registration-expired', expiresOn: lapsing }]),
    });
    expect(view.players.find((player) => player.slug === 'bea-missing')?.eligibility.eligible).toBe(false);
  });
});

describe('dues as a condition to play', () => {
  const saveDues = (duesToPlay: boolean) =>
    call(handlers.saveDuesSettings, 'PUT', OFFICER_MEMBERSHIP_SETTINGS_PATH, officer, {}, { duesToPlay, reminderDays: [30, 7] });
  const adaInReport = async () => (await report()).players.find((player) => player.slug === 'ada-eligible')?.eligibility;
  const adaOnTheSheet = async () =>
    fixtureAvailabilitySchema
      .parse(jsonBody(await call(handlers.fixture, 'GET', OFFICER_FIXTURE_AVAILABILITY_PATH, officer, { gameId: FIXTURE_ID })))
      .players.find((player) => player.slug === 'ada-eligible')?.eligibility.reasons;
  const storeAdaMembership = (paidCents: number) =>
    local.ddb.send(
      new PutCommand({
        TableName: local.tableName('memberships'),
        Item: membershipItemSchema.parse({
          id: membershipId(season, ada.sub ?? ''),
          season,
          sub: ada.sub,
          email: ada.email,
          name: 'Ada Jones',
          birthDate: '1990-04-02',
          typeId: 'playing',
          typeName: 'Playing',
          priceCents: 12_000,
          paidCents,
          until: seasonUntil(season),
          createdAt: Date.now(),
          updatedAt: Date.now() + paidCents,
        }),
      }),
    );
  const unpaid = { kind: 'dues-unpaid', season };

  afterAll(async () => {
    await saveDues(false);
  });

  it('are no reason while the club does not ask them: the default, as before the setting', async () => {
    expect(jsonBody(await call(handlers.duesSettings, 'GET', OFFICER_MEMBERSHIP_SETTINGS_PATH, officer))).toEqual({
      duesToPlay: false,
      reminderDays: [30, 7],
    });
    expect(await adaInReport()).toEqual({ eligible: true, reasons: [] });
    expect(reasonsOf(await mine(ada))).toEqual([]);
  });

  it('once the club asks them, keep a player whose linked member has not paid the season in full from playing, in every list', async () => {
    expect((await saveDues(true)).statusCode).toBe(200);
    expect(await adaInReport()).toEqual({ eligible: false, reasons: [unpaid] });
    expect((await mine(ada)).eligibility).toEqual({ eligible: false, reasons: [unpaid] });
    expect(await adaOnTheSheet()).toContainEqual(unpaid);
    expect(ineligibleReasonText({ kind: 'dues-unpaid', season })).toBe(`Dues unpaid for ${season}`);
    // A player linked to no member has paid no dues either.
    expect((await report()).players.find((player) => player.slug === 'cy-unreachable')?.eligibility.reasons).toContainEqual(unpaid);
    // The reminder names it: Ada, missing nothing before, gets her first.
    expect((await call(handlers.remind, 'POST', OFFICER_ELIGIBILITY_REMINDERS_PATH, officer, {}, { season })).statusCode).toBe(200);
    const toAda = (await itemsOf(local, 'outbox')).find((mail) => (mail.to as string[]).includes(ada.email ?? ''));
    expect(String(toAda?.text)).toContain(`- Dues unpaid for ${season}\n`);
    expect(String(toAda?.text)).toContain("the season's dues paid");

    // Chosen, not yet paid in full: still unpaid.
    await storeAdaMembership(6_000);
    expect(await adaInReport()).toEqual({ eligible: false, reasons: [unpaid] });
    expect(reasonsOf(await mine(ada))).toEqual(['dues-unpaid']);

    await storeAdaMembership(12_000);
    expect(await adaInReport()).toEqual({ eligible: true, reasons: [] });
    expect((await mine(ada)).eligibility).toEqual({ eligible: true, reasons: [] });
    expect(await adaOnTheSheet()).not.toContainEqual(unpaid);
  });
});
