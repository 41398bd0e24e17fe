// A member's proposed photo for their own player, against DynamoDB Local, an s3rver and the site's
// CloudFront stand-in of this file's own: the member's upload form puts the file below their own
// prefix; the change holds it where the site serves nothing; the officers' photos row answers it
// inline; an approval publishes it as the player's photo (the public player shows it) and deletes the
// held object and the old photo; a decline deletes the held object. Another member's upload, an SVG
// and a non-officer's look at the photos are refused.

import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_MEDIA_BUCKET, LOCAL_UPLOADS_BUCKET } from '../../common/local-stack/buckets';
import {
  APPROVE_PROFILE_CHANGE_PATH,
  DECLINE_PROFILE_CHANGE_PATH,
  MY_PROFILE_CHANGES_PATH,
  myPlayerAnswerSchema,
  PROFILE_CHANGE_PHOTOS_PATH,
  profileChangeMessages,
  profileChangePhotosSchema,
} from '../../common/squad/profile-change';
import { PLAYER_PATH, type PlayerProfile } from '../../common/squad/squad-api';
import { MY_UPLOADS_PATH, type UploadForms } from '../../common/uploads';
import { IDEMPOTENCY_HEADER } from '../../common/requests/visitor-forms';
import { requestItemSchema } from '../../lambdas/domain/requests/request-item';
import { type PlayerItem, playerItemSchema } from '../../lambdas/domain/squad/player-item';
import { startLocalSite } from '../../local/cloudfront/local-site';
import type { SiteServer } from '../../local/cloudfront/site-server';
import { localRuntimeConfig } from '../../local/runtime-config';
import { apiEvent, errorText, jsonBody, memberClaims, officerClaims } from '../support/api-event';
import { mockSes } from '../support/form-endpoint';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { useLocalS3 } from '../support/local-s3';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-profile-photo-${process.pid}-` });
const s3 = await useLocalS3();
const ses = mockSes();
const { handler: uploadForms } = await import('../../lambdas/handlers/create-my-upload-forms');
const { handler: createChange } = await import('../../lambdas/handlers/create-profile-change');
const { handler: photos } = await import('../../lambdas/handlers/get-profile-change-photos');
const { handler: approve } = await import('../../lambdas/handlers/approve-profile-change');
const { handler: decline } = await import('../../lambdas/handlers/decline-profile-change');
const { handler: getPlayer } = await import('../../lambdas/handlers/get-player');

const officer = officerClaims('officer-profile-photos');
let site: SiteServer;
let emptyRoot: string;

beforeAll(async () => {
  emptyRoot = await mkdtemp(path.join(tmpdir(), 'blaze-photo-site-'));
  // The stand-in as `npm start` makes it: /media/* from the media bucket, nothing else of S3.
  site = await startLocalSite({
    distDir: emptyRoot,
    apiUrl: 'http://127.0.0.1:9',
    mediaBucketUrl: `${s3.endpoint}/${LOCAL_MEDIA_BUCKET}`,
    runtimeConfig: (url) =>
      localRuntimeConfig({ pool: { userPoolId: 'local_none', userPoolClientId: 'none' }, hostedUiPort: 9, plainPort: 9 }, url),
  });
});

afterAll(async () => {
  ses.restore();
  await site?.close();
  if (emptyRoot) await rm(emptyRoot, { recursive: true, force: true });
  await s3.close();
  await local.close();
});

const webp = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#b3261e' } })
    .webp()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));
const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');

let counter = 0;

interface Member {
  readonly claims: Record<string, string>;
  readonly sub: string;
  readonly slug: string;
}

/** A member linked to an adult player of their own, with a photo an officer gave it. */
async function linkedMember(): Promise<Member> {
  counter += 1;
  const sub = randomUUID();
  const claims = { ...memberClaims(sub), email: `photo-${process.pid}-${counter}@example.test` };
  const slug = `photo-player-${process.pid}-${counter}`;
  const oldKey = `squad/${randomUUID()}.webp`;
  await s3.client.send(
    new PutObjectCommand({ Bucket: LOCAL_MEDIA_BUCKET, Key: `media/${oldKey}`, Body: await webp(8, 8), ContentType: 'image/webp' }),
  );
  const player = playerItemSchema.parse({
    slug,
    name: `Photo Player ${counter}`,
    status: 'active',
    positions: ['wing'],
    bio: 'Runs fast.',
    photo: { key: oldKey, width: 8, height: 8 },
    seasons: [2026],
    under18: false,
    accountEmail: claims.email,
    createdAt: 1_000,
    updatedAt: 2_000,
  });
  await local.ddb.send(new PutCommand({ TableName: local.tableName('players'), Item: player }));
  return { claims, sub, slug };
}

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

function askForms(claims: Record<string, string>, files: unknown) {
  return uploadForms(apiEvent({ method: 'POST', path: MY_UPLOADS_PATH, ...json({ files }), claims }));
}

/** Uploads a file through the member's own form, as /account does; answers the upload id. */
async function uploaded(member: Member, bytes: Uint8Array, contentType = 'image/webp'): Promise<string> {
  const result = await askForms(member.claims, [{ kind: 'portrait', contentType, bytes: bytes.length }]);
  expect(result.statusCode, String(result.body)).toBe(201);
  const [form] = (jsonBody(result) as UploadForms).uploads;
  if (!form) throw new Error('no form');
  expect(form.fields.key).toBe(`uploads/members/${member.sub}/${form.uploadId}`);
  expect(await s3.postUpload(form, bytes, contentType)).toBeLessThan(300);
  return form.uploadId;
}

function send(claims: Record<string, string>, body: unknown) {
  return createChange(
    apiEvent({
      method: 'POST',
      path: MY_PROFILE_CHANGES_PATH,
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: randomUUID() },
      body: JSON.stringify(body),
      claims,
    }),
  );
}

async function sentReference(member: Member, body: unknown): Promise<string> {
  const result = await send(member.claims, body);
  expect(result.statusCode, String(result.body)).toBe(201);
  return myPlayerAnswerSchema.parse(jsonBody(result)).latestChange?.reference ?? '';
}

function withRequest(handler: typeof approve, routePath: string, id: string, claims = officer, body?: string) {
  return handler(
    apiEvent({
      method: body === undefined ? 'GET' : 'POST',
      path: routePath.replace('{requestId}', id),
      routePath,
      pathParameters: { requestId: id },
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body }),
      claims,
    }),
  );
}

const decide = (handler: typeof approve, routePath: string, id: string) => withRequest(handler, routePath, id, officer, '{}');

async function heldPhotoOf(reference: string) {
  const found = await local.ddb.send(
    new GetCommand({ TableName: local.tableName('requests'), Key: { id: reference }, ConsistentRead: true }),
  );
  const item = requestItemSchema.parse(found.Item);
  if (item.kind !== 'profile-change') throw new Error('not a profile change');
  return item.details.photo;
}

async function keysUnder(bucket: string, prefix: string): Promise<string[]> {
  const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key ?? '');
}

async function playerAt(slug: string): Promise<PlayerItem> {
  const found = await local.ddb.send(new GetCommand({ TableName: local.tableName('players'), Key: { slug }, ConsistentRead: true }));
  return playerItemSchema.parse(found.Item);
}

describe("a member's upload form", () => {
  it('is one portrait form below their own prefix; an SVG, a second file or a large photo is refused, and so is a member with no player', async () => {
    const member = await linkedMember();
    await uploaded(member, await webp(20, 20));
    const refused = [
      [{ kind: 'portrait', contentType: 'image/svg+xml', bytes: 100 }],
      [{ kind: 'portrait', contentType: 'image/webp', bytes: 4 * 1024 * 1024 }],
      [{ kind: 'image', contentType: 'image/webp', bytes: 100 }],
      [
        { kind: 'portrait', contentType: 'image/webp', bytes: 100 },
        { kind: 'portrait', contentType: 'image/webp', bytes: 100 },
      ],
    ];
    for (const files of refused) expect((await askForms(member.claims, files)).statusCode).toBe(400);
    const stranger = await askForms(memberClaims(`no-player-${process.pid}`), [
      { kind: 'portrait', contentType: 'image/webp', bytes: 100 },
    ]);
    expect(stranger.statusCode).toBe(404);
  });
});

describe('a change with a photo', () => {
  it('holds the photo where the site serves nothing, shows it to officers inline, and publishes it on approval', async () => {
    const member = await linkedMember();
    const before = await playerAt(member.slug);
    const bytes = await webp(60, 40);
    const uploadId = await uploaded(member, bytes);

    const reference = await sentReference(member, { bio: 'Runs fast.', photoUploadId: uploadId });
    const held = await heldPhotoOf(reference);
    expect(held).toEqual({ key: expect.stringMatching(/^[0-9a-f-]{36}\.webp$/), width: 60, height: 40 });
    const heldKey = `held/${held?.key}`;
    expect(await keysUnder(LOCAL_UPLOADS_BUCKET, heldKey)).toEqual([heldKey]);
    expect(await keysUnder(LOCAL_UPLOADS_BUCKET, `uploads/members/${member.sub}/`)).toEqual([]);
    // Nothing of it is in the media bucket, and no address of the site reaches it.
    expect(JSON.stringify(await keysUnder(LOCAL_MEDIA_BUCKET, ''))).not.toContain(held?.key);
    for (const address of [`/media/${heldKey}`, `/media/../${heldKey}`, `/media/%2e%2e/${heldKey}`, `/${heldKey}`, `/media/${held?.key}`]) {
      const response = await fetch(`${site.url}${address}`);
      const body = new Uint8Array(await response.arrayBuffer());
      expect(response.headers.get('content-type') ?? '', address).not.toMatch(/^image\//);
      expect(Buffer.from(body).equals(Buffer.from(bytes)), address).toBe(false);
    }

    const shown = await withRequest(photos, PROFILE_CHANGE_PHOTOS_PATH, reference);
    expect(shown.statusCode, String(shown.body)).toBe(200);
    expect(shown.headers?.['cache-control']).toBe('no-store');
    const answer = profileChangePhotosSchema.parse(jsonBody(shown));
    expect(answer.current).toEqual({ url: `/media/${before.photo?.key}`, width: 8, height: 8 });
    expect(answer.proposed).toEqual({ url: `data:image/webp;base64,${Buffer.from(bytes).toString('base64')}`, width: 60, height: 40 });

    const approved = await decide(approve, APPROVE_PROFILE_CHANGE_PATH, reference);
    expect(approved.statusCode, String(approved.body)).toBe(200);
    const after = await playerAt(member.slug);
    expect(after.photo).toEqual({ key: expect.stringMatching(/^squad\/[0-9a-f-]{36}\.webp$/), width: 60, height: 40 });
    expect((await s3.mediaObject(after.photo?.key ?? ''))?.bytes).toEqual(bytes);
    // The public player shows it, and neither the held object nor the old photo is kept.
    const publicPlayer = jsonBody(
      await getPlayer(
        apiEvent({ path: PLAYER_PATH.replace('{slug}', member.slug), routePath: PLAYER_PATH, pathParameters: { slug: member.slug } }),
      ),
    ) as PlayerProfile;
    expect(publicPlayer.photo).toEqual({ url: `/media/${after.photo?.key}`, width: 60, height: 40 });
    expect(await keysUnder(LOCAL_UPLOADS_BUCKET, heldKey)).toEqual([]);
    expect(await s3.mediaObject(before.photo?.key ?? '')).toBeNull();
  });

  it('removes the player photo when an approved change says so', async () => {
    const member = await linkedMember();
    const before = await playerAt(member.slug);
    const reference = await sentReference(member, { bio: 'Runs fast.', removePhoto: true });
    expect((await decide(approve, APPROVE_PROFILE_CHANGE_PATH, reference)).statusCode).toBe(200);
    expect((await playerAt(member.slug)).photo).toBeUndefined();
    expect(await s3.mediaObject(before.photo?.key ?? '')).toBeNull();
  });

  it('deletes the held photo on a decline and leaves the player as it was', async () => {
    const member = await linkedMember();
    const before = await playerAt(member.slug);
    const reference = await sentReference(member, { bio: 'New words.', photoUploadId: await uploaded(member, await webp(30, 30)) });
    const heldKey = `held/${(await heldPhotoOf(reference))?.key}`;
    expect(await keysUnder(LOCAL_UPLOADS_BUCKET, heldKey)).toEqual([heldKey]);

    expect((await decide(decline, DECLINE_PROFILE_CHANGE_PATH, reference)).statusCode).toBe(200);
    expect(await keysUnder(LOCAL_UPLOADS_BUCKET, heldKey)).toEqual([]);
    expect(await playerAt(member.slug)).toEqual(before);
    expect(await s3.mediaObject(before.photo?.key ?? '')).not.toBeNull();
  });

  it("refuses another member's upload, an SVG, a photo with its removal, and a change that changes nothing", async () => {
    const alice = await linkedMember();
    const bob = await linkedMember();
    const bobsUpload = await uploaded(bob, await webp(10, 10));
    const stolen = await send(alice.claims, { bio: 'Runs fast.', photoUploadId: bobsUpload });
    expect(stolen.statusCode).toBe(400);
    // Bob's upload is still his to send.
    expect((await send(bob.claims, { bio: 'Runs fast.', photoUploadId: bobsUpload })).statusCode).toBe(201);
    const heldBefore = await keysUnder(LOCAL_UPLOADS_BUCKET, 'held/');

    const svgId = randomUUID();
    await s3.client.send(
      new PutObjectCommand({
        Bucket: LOCAL_UPLOADS_BUCKET,
        Key: `uploads/members/${alice.sub}/${svgId}`,
        Body: svg,
        ContentType: 'image/webp',
      }),
    );
    const disguised = await send(alice.claims, { bio: 'Runs fast.', photoUploadId: svgId });
    expect(disguised.statusCode).toBe(415);

    const both = await send(alice.claims, { bio: 'Runs fast.', photoUploadId: randomUUID(), removePhoto: true });
    expect(both.statusCode).toBe(400);
    expect(errorText(both)).toContain(profileChangeMessages.photoAndRemove);
    const nothing = await send(alice.claims, { bio: 'Runs fast.' });
    expect(nothing.statusCode).toBe(400);
    expect(errorText(nothing)).toBe(profileChangeMessages.nothingChanged);
    // None of the refused changes kept a held photo.
    expect(await keysUnder(LOCAL_UPLOADS_BUCKET, 'held/')).toEqual(heldBefore);
  });

  it("answers the photos to officers only: a member's token is 403", async () => {
    const member = await linkedMember();
    const reference = await sentReference(member, { bio: 'Runs fast.', photoUploadId: await uploaded(member, await webp(12, 12)) });
    const asMember = await withRequest(photos, PROFILE_CHANGE_PHOTOS_PATH, reference, member.claims);
    expect(asMember.statusCode).toBe(403);
    expect(String(asMember.body)).not.toContain('base64');
  });
});
