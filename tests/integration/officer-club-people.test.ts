// The club's officers and sponsors through their rows, against DynamoDB Local and an s3rver of this
// file's own: officers add, change, reorder and remove them; a photo or a logo is claimed as a
// measured raster image under the record's folder, an SVG is refused and nothing kept, a replaced
// or removed picture leaves the bucket; a sponsor's link must be http(s); a member who is not an
// officer is refused; the public lists show the club's order (sponsors by tier, one season).

import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CLUB_OFFICERS_PATH,
  type ClubOfficer,
  OFFICER_CLUB_OFFICER_PATH,
  OFFICER_CLUB_OFFICERS_ORDER_PATH,
  OFFICER_CLUB_OFFICERS_PATH,
} from '../../common/club/club-officers';
import type { ClubOfficerFormInput } from '../../common/club/club-officer-schemas';
import { clubYear } from '../../common/club-time';
import { LOCAL_MEDIA_BUCKET } from '../../common/local-stack/buckets';
import {
  OFFICER_SPONSOR_PATH,
  OFFICER_SPONSORS_ORDER_PATH,
  OFFICER_SPONSORS_PATH,
  type Sponsor,
  type SponsorList,
  SPONSORS_PATH,
  sponsorMessages,
} from '../../common/club/sponsors';
import type { SponsorFormInput } from '../../common/club/sponsor-schemas';
import type { HttpMethod } from '../../lambdas/routes';
import type { ApiResult } from '../../lambdas/runtime/http';
import { apiEvent, errorText, jsonBody, memberClaims, officerClaims } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { useLocalS3 } from '../support/local-s3';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-officer-club-${process.pid}-` });
const s3 = await useLocalS3();
const handlers = {
  listOfficers: (await import('../../lambdas/handlers/list-club-officers')).handler,
  createOfficer: (await import('../../lambdas/handlers/create-club-officer')).handler,
  updateOfficer: (await import('../../lambdas/handlers/update-club-officer')).handler,
  deleteOfficer: (await import('../../lambdas/handlers/delete-club-officer')).handler,
  reorderOfficers: (await import('../../lambdas/handlers/reorder-club-officers')).handler,
  listSponsors: (await import('../../lambdas/handlers/list-sponsors')).handler,
  createSponsor: (await import('../../lambdas/handlers/create-sponsor')).handler,
  updateSponsor: (await import('../../lambdas/handlers/update-sponsor')).handler,
  deleteSponsor: (await import('../../lambdas/handlers/delete-sponsor')).handler,
  reorderSponsors: (await import('../../lambdas/handlers/reorder-sponsors')).handler,
};
type Handler = (typeof handlers)[keyof typeof handlers];

const officerToken = officerClaims('officer-it');
const memberOnly = memberClaims('member-it', []);

function call(
  handler: Handler,
  method: HttpMethod,
  routePath: string,
  options: { params?: Record<string, string>; body?: unknown; claims?: Record<string, string> | null; query?: string } = {},
): Promise<ApiResult> {
  const params = options.params ?? {};
  let path = routePath;
  for (const [name, value] of Object.entries(params)) path = path.replace(`{${name}}`, value);
  return handler(
    apiEvent({
      method,
      path,
      routePath,
      ...(options.query ? { query: Object.fromEntries(new URLSearchParams(options.query)) } : {}),
      ...(Object.keys(params).length > 0 ? { pathParameters: params } : {}),
      ...(options.body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(options.body) }),
      ...(options.claims === null ? {} : { claims: options.claims ?? officerToken }),
    }),
  );
}

/** A real picture staged as a browser's upload would be; answers its upload id. */
async function stagedPicture(width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png'): Promise<string> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#c8102e' } })
    [format]()
    .toBuffer();
  const uploadId = randomUUID();
  await s3.stageUpload(uploadId, bytes, `image/${format}`);
  return uploadId;
}

async function stagedSvg(): Promise<string> {
  const uploadId = randomUUID();
  await s3.stageUpload(uploadId, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'), 'image/png');
  return uploadId;
}

async function mediaKeys(folder: string): Promise<string[]> {
  const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: LOCAL_MEDIA_BUCKET, Prefix: `media/${folder}/` }));
  return (listed.Contents ?? []).map((object) => (object.Key ?? '').slice('media/'.length)).sort();
}

const keyOf = (url: string | undefined) => (url ?? '').slice('/media/'.length);

async function count(table: 'clubOfficers' | 'sponsors'): Promise<number> {
  const result = await local.ddb.send(new ScanCommand({ TableName: local.tableName(table), Select: 'COUNT', ConsistentRead: true }));
  return result.Count ?? 0;
}

afterAll(async () => {
  await s3.close();
  await local.close();
});

const treasurer: ClubOfficerFormInput = { role: 'Treasurer', name: 'Samuel Okafor', mailbox: 'treasurer', askAbout: 'Dues and fees.' };

async function addOfficer(body: ClubOfficerFormInput): Promise<ClubOfficer> {
  const result = await call(handlers.createOfficer, 'POST', OFFICER_CLUB_OFFICERS_PATH, { body });
  expect(result.statusCode, String(result.body)).toBe(201);
  return jsonBody(result) as ClubOfficer;
}

async function officers(): Promise<ClubOfficer[]> {
  return jsonBody(await call(handlers.listOfficers, 'GET', CLUB_OFFICERS_PATH, { claims: null })) as ClubOfficer[];
}

describe('club officers', () => {
  it('adds an officer with a photo claimed under their folder, measured, at the end of the list', async () => {
    const first = await addOfficer({ ...treasurer, role: 'President', name: 'Dennis Kowalczyk', mailbox: 'president' });
    const photo = await stagedPicture(40, 48, 'webp');
    const second = await addOfficer({ ...treasurer, photoUploadId: photo });

    expect(second).toEqual({
      id: expect.any(String),
      role: 'Treasurer',
      name: 'Samuel Okafor',
      photo: { url: expect.stringMatching(/^\/media\/club\/officers\/[0-9a-f-]+-[0-9a-f]{12}\.webp$/), width: 40, height: 48 },
      bio: '',
      mailbox: 'treasurer',
      email: 'treasurer@blazerugbyclub.org',
      askAbout: 'Dues and fees.',
      sortOrder: first.sortOrder + 1,
    });
    expect((await s3.mediaObject(keyOf(second.photo?.url)))?.contentType).toBe('image/webp');
    expect(await s3.isStaged(photo)).toBe(false);
    expect((await officers()).map((officer) => officer.role)).toEqual(['President', 'Treasurer']);

    for (const officer of [first, second]) {
      await call(handlers.deleteOfficer, 'DELETE', OFFICER_CLUB_OFFICER_PATH, { params: { officerId: officer.id } });
    }
    expect(await mediaKeys('club/officers')).toEqual([]);
  });

  it('refuses an SVG photo (whatever type it was sent as), keeping neither the officer nor a file', async () => {
    const result = await call(handlers.createOfficer, 'POST', OFFICER_CLUB_OFFICERS_PATH, {
      body: { ...treasurer, photoUploadId: await stagedSvg() },
    });

    expect(result.statusCode).toBe(415);
    expect(errorText(result)).toContain('JPEG, PNG or WebP');
    expect(await count('clubOfficers')).toBe(0);
    expect(await mediaKeys('club/officers')).toEqual([]);
  });

  it('changes a name and replaces the photo, deleting the old file; removes the photo on request', async () => {
    const officer = await addOfficer({ ...treasurer, photoUploadId: await stagedPicture(10, 10) });
    const result = await call(handlers.updateOfficer, 'PUT', OFFICER_CLUB_OFFICER_PATH, {
      params: { officerId: officer.id },
      body: { ...treasurer, name: 'Grace Mbeki', photoUploadId: await stagedPicture(20, 30, 'jpeg') },
    });

    expect(result.statusCode, String(result.body)).toBe(200);
    const saved = jsonBody(result) as ClubOfficer;
    expect(saved).toMatchObject({ id: officer.id, name: 'Grace Mbeki', sortOrder: officer.sortOrder, photo: { width: 20, height: 30 } });
    expect(await mediaKeys('club/officers')).toEqual([keyOf(saved.photo?.url)]);

    const removed = await call(handlers.updateOfficer, 'PUT', OFFICER_CLUB_OFFICER_PATH, {
      params: { officerId: officer.id },
      body: { ...treasurer, removePhoto: true },
    });
    expect((jsonBody(removed) as ClubOfficer).photo).toBeNull();
    expect(await mediaKeys('club/officers')).toEqual([]);

    await call(handlers.deleteOfficer, 'DELETE', OFFICER_CLUB_OFFICER_PATH, { params: { officerId: officer.id } });
  });

  it('refuses a mailbox that is not a plain local part, and an unknown officer', async () => {
    const bad = await call(handlers.createOfficer, 'POST', OFFICER_CLUB_OFFICERS_PATH, {
      body: { ...treasurer, mailbox: 'x@evil.example' },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorText(bad)).toMatch(/Mailbox must be/);

    const unknown = await call(handlers.updateOfficer, 'PUT', OFFICER_CLUB_OFFICER_PATH, {
      params: { officerId: 'nobody' },
      body: treasurer,
    });
    expect(unknown.statusCode).toBe(404);
    expect(await count('clubOfficers')).toBe(0);
  });

  it('reorders the officers in one go, and changes nothing when an id names no officer', async () => {
    const a = await addOfficer({ ...treasurer, role: 'A' });
    const b = await addOfficer({ ...treasurer, role: 'B' });
    const c = await addOfficer({ ...treasurer, role: 'C' });

    const result = await call(handlers.reorderOfficers, 'PUT', OFFICER_CLUB_OFFICERS_ORDER_PATH, { body: { ids: [c.id, a.id, b.id] } });
    expect(result.statusCode, String(result.body)).toBe(200);
    expect((await officers()).map((officer) => officer.role)).toEqual(['C', 'A', 'B']);

    const stale = await call(handlers.reorderOfficers, 'PUT', OFFICER_CLUB_OFFICERS_ORDER_PATH, { body: { ids: [a.id, 'gone', c.id] } });
    expect(stale.statusCode).toBe(404);
    expect((await officers()).map((officer) => officer.role)).toEqual(['C', 'A', 'B']);

    const twice = await call(handlers.reorderOfficers, 'PUT', OFFICER_CLUB_OFFICERS_ORDER_PATH, { body: { ids: [a.id, a.id] } });
    expect(twice.statusCode).toBe(400);

    for (const officer of [a, b, c])
      await call(handlers.deleteOfficer, 'DELETE', OFFICER_CLUB_OFFICER_PATH, { params: { officerId: officer.id } });
  });

  it('refuses a member who is not an officer, on every officer row', async () => {
    const officer = await addOfficer(treasurer);
    const refused = await Promise.all([
      call(handlers.createOfficer, 'POST', OFFICER_CLUB_OFFICERS_PATH, { body: treasurer, claims: memberOnly }),
      call(handlers.updateOfficer, 'PUT', OFFICER_CLUB_OFFICER_PATH, {
        params: { officerId: officer.id },
        body: treasurer,
        claims: memberOnly,
      }),
      call(handlers.deleteOfficer, 'DELETE', OFFICER_CLUB_OFFICER_PATH, { params: { officerId: officer.id }, claims: memberOnly }),
      call(handlers.reorderOfficers, 'PUT', OFFICER_CLUB_OFFICERS_ORDER_PATH, { body: { ids: [officer.id] }, claims: memberOnly }),
    ]);
    expect(refused.map((result) => result.statusCode)).toEqual([403, 403, 403, 403]);
    expect(await count('clubOfficers')).toBe(1);
    await call(handlers.deleteOfficer, 'DELETE', OFFICER_CLUB_OFFICER_PATH, { params: { officerId: officer.id } });
  });
});

const season = clubYear(Date.now());
const lumber: SponsorFormInput = { name: 'Lemont Lumber Co.', tier: 'gold', link: 'https://lumber.example/', season };

async function addSponsor(body: SponsorFormInput): Promise<Sponsor> {
  const result = await call(handlers.createSponsor, 'POST', OFFICER_SPONSORS_PATH, { body });
  expect(result.statusCode, String(result.body)).toBe(201);
  return jsonBody(result) as Sponsor;
}

async function sponsorList(query?: string): Promise<SponsorList> {
  return jsonBody(await call(handlers.listSponsors, 'GET', SPONSORS_PATH, { claims: null, ...(query ? { query } : {}) })) as SponsorList;
}

describe('sponsors', () => {
  it.each([
    ['a javascript: address', 'javascript:alert(1)'],
    ['a data: address', 'data:text/html,hi'],
    ['an address without a scheme', 'lumber.example'],
    ['an ftp address', 'ftp://lumber.example/'],
  ])('refuses %s as a link, with the rule in the answer', async (_case, link) => {
    const result = await call(handlers.createSponsor, 'POST', OFFICER_SPONSORS_PATH, { body: { ...lumber, link } });
    expect(result.statusCode).toBe(400);
    expect(errorText(result)).toContain(sponsorMessages.link);
    expect(await count('sponsors')).toBe(0);
  });

  it('refuses an SVG logo, keeping neither the sponsor nor a file', async () => {
    const result = await call(handlers.createSponsor, 'POST', OFFICER_SPONSORS_PATH, {
      body: { ...lumber, logoUploadId: await stagedSvg() },
    });
    expect(result.statusCode).toBe(415);
    expect(await count('sponsors')).toBe(0);
    expect(await mediaKeys('club/sponsors')).toEqual([]);
  });

  it("lists one season's sponsors by tier then order, the current season by default", async () => {
    const bronze = await addSponsor({ ...lumber, name: 'Prairie State Plumbing', tier: 'bronze', link: '' });
    const gold = await addSponsor({ ...lumber, logoUploadId: await stagedPicture(80, 40) });
    const principal = await addSponsor({ ...lumber, name: 'Archer Ave Dental', tier: 'principal' });
    const lastSeason = await addSponsor({ ...lumber, name: 'Old Friend', season: season - 1 });

    const current = await sponsorList();
    expect(current.season).toBe(season);
    expect(current.sponsors.map((sponsor) => sponsor.name)).toEqual(['Archer Ave Dental', 'Lemont Lumber Co.', 'Prairie State Plumbing']);
    expect(current.sponsors[1]).toEqual({
      id: gold.id,
      name: 'Lemont Lumber Co.',
      tier: 'gold',
      logo: { url: expect.stringMatching(/^\/media\/club\/sponsors\/[0-9a-f-]+-[0-9a-f]{12}\.png$/), width: 80, height: 40 },
      link: 'https://lumber.example/',
      season,
      sortOrder: gold.sortOrder,
    });
    expect(current.sponsors[2]?.link).toBeNull();
    expect((await sponsorList(`season=${season - 1}`)).sponsors.map((sponsor) => sponsor.name)).toEqual(['Old Friend']);

    for (const sponsor of [bronze, gold, principal, lastSeason]) {
      await call(handlers.deleteSponsor, 'DELETE', OFFICER_SPONSOR_PATH, { params: { sponsorId: sponsor.id } });
    }
    expect(await mediaKeys('club/sponsors')).toEqual([]);
  });

  it('replaces a logo (the old file leaves the bucket) and reorders within a tier', async () => {
    const first = await addSponsor({ ...lumber, logoUploadId: await stagedPicture(40, 20) });
    const second = await addSponsor({ ...lumber, name: 'Timber Ridge Realty' });

    const result = await call(handlers.updateSponsor, 'PUT', OFFICER_SPONSOR_PATH, {
      params: { sponsorId: first.id },
      body: { ...lumber, logoUploadId: await stagedPicture(60, 30, 'webp') },
    });
    expect(result.statusCode, String(result.body)).toBe(200);
    const saved = jsonBody(result) as Sponsor;
    expect(saved.logo).toMatchObject({ width: 60, height: 30 });
    expect(await mediaKeys('club/sponsors')).toEqual([keyOf(saved.logo?.url)]);

    const badLink = await call(handlers.updateSponsor, 'PUT', OFFICER_SPONSOR_PATH, {
      params: { sponsorId: first.id },
      body: { ...lumber, link: 'javascript:alert(1)' },
    });
    expect(badLink.statusCode).toBe(400);

    const order = await call(handlers.reorderSponsors, 'PUT', OFFICER_SPONSORS_ORDER_PATH, { body: { ids: [second.id, first.id] } });
    expect(order.statusCode, String(order.body)).toBe(200);
    expect((await sponsorList()).sponsors.map((sponsor) => sponsor.name)).toEqual(['Timber Ridge Realty', 'Lemont Lumber Co.']);

    const refused = await call(handlers.reorderSponsors, 'PUT', OFFICER_SPONSORS_ORDER_PATH, {
      body: { ids: [first.id, second.id] },
      claims: memberOnly,
    });
    expect(refused.statusCode).toBe(403);
    expect((await sponsorList()).sponsors.map((sponsor) => sponsor.name)).toEqual(['Timber Ridge Realty', 'Lemont Lumber Co.']);

    for (const sponsor of [first, second])
      await call(handlers.deleteSponsor, 'DELETE', OFFICER_SPONSOR_PATH, { params: { sponsorId: sponsor.id } });
    expect(await mediaKeys('club/sponsors')).toEqual([]);
  });
});
