// The club demo dataset against DynamoDB Local and an s3rver of this file's own: the six officers
// and eight sponsors the site showed when they were code, in the same order, each picture a raster
// image the seed drew and uploaded (never SVG), the sponsors this season's; a second run adds nothing.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClubOfficer } from '../../common/club/club-officers';
import { clubYear } from '../../common/club-time';
import { LOCAL_MEDIA_BUCKET } from '../../common/local-stack/buckets';
import { freePort } from '../../common/local-stack/ports';
import type { SponsorList } from '../../common/club/sponsors';
import { MEDIA_IMAGE_CACHE_CONTROL } from '../../lambdas/domain/media/media';
import { localS3Client } from '../../local/aws/clients';
import { createMediaBucket } from '../../local/aws/create-buckets';
import { demoClubOfficers, demoSponsors } from '../../local/demo/club';
import { demoClubDataset } from '../../local/demo/club-dataset';
import { seedDemoData } from '../../local/demo/seed';
import { type S3Local, startS3 } from '../../local/services/s3';
import { apiEvent, jsonBody } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-club-seed-${process.pid}-` });
const { handler: listOfficers } = await import('../../lambdas/handlers/list-club-officers');
const { handler: listSponsors } = await import('../../lambdas/handlers/list-sponsors');

let workDir: string;
let s3: S3Local;
let s3Client: ReturnType<typeof localS3Client>;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'blaze-club-seed-'));
  s3 = await startS3({ port: await freePort(), directory: join(workDir, 's3') });
  s3Client = localS3Client(s3.endpoint);
  await createMediaBucket(s3Client, LOCAL_MEDIA_BUCKET, 'http://localhost:5174');
}, 60_000);

afterAll(async () => {
  s3Client?.destroy();
  await s3?.stop();
  await local.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

async function seed(markerName: string) {
  return seedDemoData({
    client: local.client,
    tableName: local.tableName,
    markerFile: join(workDir, markerName),
    datasets: [demoClubDataset],
    media: { client: s3Client, bucket: LOCAL_MEDIA_BUCKET },
  });
}

async function picture(url: string): Promise<{ contentType: string | undefined; cacheControl: string | undefined; head: string }> {
  const object = await s3Client.send(new GetObjectCommand({ Bucket: LOCAL_MEDIA_BUCKET, Key: url.slice(1) }));
  const bytes = await object.Body?.transformToByteArray();
  return {
    contentType: object.ContentType,
    cacheControl: object.CacheControl,
    head: Buffer.from(bytes ?? [])
      .subarray(0, 16)
      .toString('latin1'),
  };
}

describe('the club demo dataset', () => {
  it('adds the officers and sponsors in order, with raster pictures, and nothing on a second run', async () => {
    const [outcome] = await seed('marker-1.json');
    expect(outcome).toEqual({ name: 'club', version: 1, added: demoClubOfficers.length + demoSponsors.length });

    const officers = jsonBody(await listOfficers(apiEvent({ path: '/public/api/club-officers' }))) as ClubOfficer[];
    expect(officers.map((officer) => officer.name)).toEqual(demoClubOfficers.map((officer) => officer.name));
    const sponsors = jsonBody(await listSponsors(apiEvent({ path: '/public/api/sponsors' }))) as SponsorList;
    expect(sponsors.season).toBe(clubYear(Date.now()));
    expect(sponsors.sponsors.map((sponsor) => sponsor.name)).toEqual(demoSponsors.map((sponsor) => sponsor.name));

    const portrait = await picture(officers[0]?.photo?.url ?? '');
    expect(portrait).toMatchObject({ contentType: 'image/webp', cacheControl: MEDIA_IMAGE_CACHE_CONTROL });
    expect(portrait.head).toMatch(/^RIFF.{4}WEBP/);
    expect(officers[0]?.photo).toMatchObject({ width: 800, height: 800 });
    const logo = await picture(sponsors.sponsors[0]?.logo?.url ?? '');
    expect(logo).toMatchObject({ contentType: 'image/png', cacheControl: MEDIA_IMAGE_CACHE_CONTROL });
    expect(logo.head.startsWith('\x89PNG')).toBe(true);
    expect(sponsors.sponsors[0]?.logo).toMatchObject({ width: 800, height: 400 });

    const [again] = await seed('marker-2.json');
    expect(again?.added).toBe(0);
  }, 60_000);
});
