// Players' photos through the officers' squad rows, against DynamoDB Local and an s3rver of this
// file's own: an upload is claimed into the media bucket under squad/ with its measured size; a
// refused player (a taken shirt number) keeps no photo; a replaced or removed photo leaves the bucket.

import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_MEDIA_BUCKET } from '../../common/local-stack/buckets';
import { OFFICER_PLAYER_PATH, OFFICER_PLAYERS_PATH, type OfficerPlayer } from '../../common/squad/squad-api';
import type { PlayerFormInput } from '../../common/squad/squad-api-schemas';
import { photosOutOfView } from '../../lambdas/domain/squad/player-privacy';
import { apiEvent, errorText, jsonBody, officerClaims } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { useLocalS3 } from '../support/local-s3';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-officer-squad-photo-${process.pid}-` });
const s3 = await useLocalS3();
const { handler: createPlayer } = await import('../../lambdas/handlers/create-player');
const { handler: updatePlayer } = await import('../../lambdas/handlers/update-player');

const officer = officerClaims('officer-it');
const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const create = (body: PlayerFormInput) =>
  createPlayer(apiEvent({ method: 'POST', path: OFFICER_PLAYERS_PATH, ...json(body), claims: officer }));
const update = (slug: string, body: PlayerFormInput) =>
  updatePlayer(
    apiEvent({
      method: 'PUT',
      path: OFFICER_PLAYER_PATH.replace('{slug}', slug),
      routePath: OFFICER_PLAYER_PATH,
      pathParameters: { slug },
      ...json(body),
      claims: officer,
    }),
  );

/** A real picture of the given size, staged as a browser's upload would be; answers its upload id. */
async function stagedPhoto(width: number, height: number): Promise<string> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#b3261e' } })
    .webp()
    .toBuffer();
  const uploadId = randomUUID();
  await s3.stageUpload(uploadId, bytes, 'image/webp');
  return uploadId;
}

async function playerItem(slug: string): Promise<Record<string, unknown>> {
  const found = await local.ddb.send(new GetCommand({ TableName: local.tableName('players'), Key: { slug }, ConsistentRead: true }));
  if (!found.Item) throw new Error(`no player ${slug}`);
  return found.Item;
}

async function squadKeys(): Promise<string[]> {
  const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: LOCAL_MEDIA_BUCKET, Prefix: 'media/squad/' }));
  return (listed.Contents ?? []).map((object) => `/${object.Key ?? ''}`).sort();
}

afterAll(async () => {
  await s3.close();
  await local.close();
});

describe("players' photos", () => {
  it('claims the upload under squad/ with its size, replaces it, and removes it, leaving no old file', async () => {
    const result = await create({ name: 'Photo Player', positions: ['wing'], shirtNumber: 11, photoUploadId: await stagedPhoto(60, 40) });
    expect(result.statusCode, String(result.body)).toBe(201);
    const added = jsonBody(result) as OfficerPlayer;
    expect(added.photo).toEqual({ url: expect.stringMatching(/^\/media\/squad\/[0-9a-f-]{36}\.webp$/), width: 60, height: 40 });
    expect(await squadKeys()).toEqual([added.photo?.url]);

    const replaced = jsonBody(
      await update(added.slug, { name: 'Photo Player', positions: ['wing'], shirtNumber: 11, photoUploadId: await stagedPhoto(30, 30) }),
    ) as OfficerPlayer;
    expect(replaced.photo?.width).toBe(30);
    expect(await squadKeys()).toEqual([replaced.photo?.url]);

    const kept = jsonBody(await update(added.slug, { name: 'Photo Player', positions: ['fullback'], shirtNumber: 11 })) as OfficerPlayer;
    expect(kept.photo).toEqual(replaced.photo);

    const removed = jsonBody(
      await update(added.slug, { name: 'Photo Player', positions: ['wing'], shirtNumber: 11, removePhoto: true }),
    ) as OfficerPlayer;
    expect(removed.photo).toBeUndefined();
    expect(await squadKeys()).toEqual([]);
  });

  it("takes an under-18 player's photo down when the guardian's consent is withdrawn: file and record, and out of CloudFront's cache", async () => {
    const form: PlayerFormInput = { name: 'Young Player', positions: ['wing'], shirtNumber: 14, under18: true };
    const added = jsonBody(await create({ ...form, guardianConsent: true, photoUploadId: await stagedPhoto(40, 40) })) as OfficerPlayer;
    const shownUrl = added.photo?.url;
    expect(shownUrl).toMatch(/^\/media\/squad\//);
    const before = await playerItem(added.slug);

    const withdrawn = await update(added.slug, { ...form, guardianConsent: false });

    expect(withdrawn.statusCode, String(withdrawn.body)).toBe(200);
    expect((jsonBody(withdrawn) as OfficerPlayer).photo).toBeUndefined();
    expect(await squadKeys()).not.toContain(shownUrl);
    // The change render-pages is handed names the address CloudFront kept for a year.
    const after = await playerItem(added.slug);
    expect(photosOutOfView([{ table: 'players', kind: 'modify', keys: { slug: added.slug }, oldItem: before, newItem: after }])).toEqual([
      shownUrl,
    ]);

    // A photo never shown (no consent yet) stays with the record, for when consent comes.
    const hidden = jsonBody(await update(added.slug, { ...form, photoUploadId: await stagedPhoto(20, 20) })) as OfficerPlayer;
    const kept = jsonBody(await update(added.slug, { ...form, bio: 'Quick.' })) as OfficerPlayer;
    expect(kept.photo).toEqual(hidden.photo);
    expect(await squadKeys()).toEqual([hidden.photo?.url]);
    await update(added.slug, { ...form, removePhoto: true });
    expect(await squadKeys()).toEqual([]);
  });

  it('keeps no photo of a player refused for a taken shirt number', async () => {
    await create({ name: 'Number Nine', positions: ['scrum-half'], shirtNumber: 9 });
    const result = await create({
      name: 'Other Nine',
      positions: ['scrum-half'],
      shirtNumber: 9,
      photoUploadId: await stagedPhoto(20, 20),
    });

    expect(result.statusCode).toBe(409);
    expect(errorText(result)).toContain('Number Nine');
    expect(await squadKeys()).toEqual([]);
  });

  it('refuses a file that is not an image, and keeps no player', async () => {
    const uploadId = randomUUID();
    await s3.stageUpload(uploadId, Buffer.from('%PDF-1.4 not a photo'), 'image/webp');
    const result = await create({ name: 'Pdf Player', positions: ['wing'], photoUploadId: uploadId });

    expect(result.statusCode).toBe(415);
    expect(await squadKeys()).toEqual([]);
  });
});
