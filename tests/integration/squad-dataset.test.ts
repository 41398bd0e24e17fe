// The squad demo dataset against DynamoDB Local and an s3rver of this file's own: the roster in the
// players table with the slugs the fixtures' team sheets use, each portrait a WebP it drew and
// uploaded, the two under-18 players (one consented), the retired player, the demo member's
// player found by address, and a second run that adds nothing.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_MEDIA_BUCKET } from '../../common/local-stack/buckets';
import { freePort } from '../../common/local-stack/ports';
import type { OfficerPlayer } from '../../common/squad/squad-api';
import { MEDIA_IMAGE_CACHE_CONTROL } from '../../lambdas/domain/media/media';
import { route } from '../../lambdas/routes';
import { indexName } from '../../lambdas/table-keys';
import { demoMember } from '../../local/aws/create-user-pool';
import { localS3Client } from '../../local/aws/clients';
import { createMediaBucket } from '../../local/aws/create-buckets';
import { seedDemoData } from '../../local/demo/seed';
import { demoSquad } from '../../local/demo/squad';
import { demoSquadDataset } from '../../local/demo/squad-dataset';
import { startS3, type S3Local } from '../../local/services/s3';
import { apiEvent, jsonBody, officerClaims } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-squad-seed-${process.pid}-`, fn: route('list-officer-players') });
const { handler: listPlayers } = await import('../../lambdas/handlers/list-officer-players');

let workDir: string;
let s3: S3Local;
let s3Client: ReturnType<typeof localS3Client>;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'blaze-squad-seed-'));
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

const seed = (markerName: string) =>
  seedDemoData({
    client: local.client,
    tableName: local.tableName,
    markerFile: join(workDir, markerName),
    datasets: [demoSquadDataset],
    media: { client: s3Client, bucket: LOCAL_MEDIA_BUCKET },
  });

async function players(): Promise<OfficerPlayer[]> {
  const result = await listPlayers(apiEvent({ path: '/api/officer/players', claims: officerClaims('officer') }));
  return jsonBody(result) as OfficerPlayer[];
}

describe('the squad demo dataset', () => {
  it('adds the roster under its own slugs, with the under-18, retired and member players the pages need', async () => {
    const [outcome] = await seed('marker.json');
    const all = await players();

    expect(outcome).toEqual({ name: 'squad', version: demoSquadDataset.version, added: demoSquad.length });
    expect(all.map((p) => p.slug).sort()).toEqual(demoSquad.map((p) => p.slug).sort());
    const bySlug = new Map(all.map((p) => [p.slug, p]));
    expect(bySlug.get('leo-marsh')).toMatchObject({ under18: true });
    expect(bySlug.get('leo-marsh')?.guardianConsentAt).toBeUndefined();
    expect(bySlug.get('sam-whitfield')?.guardianConsentAt).toEqual(expect.any(Number));
    expect(bySlug.get('greg-malinowski')?.status).toBe('retired');
    const active = all.filter((p) => p.status === 'active' && p.shirtNumber !== undefined).map((p) => p.shirtNumber);
    expect(new Set(active).size).toBe(active.length);
  }, 120_000);

  it("links the demo member's account to the player marked so, found by the byAccount index", async () => {
    const found = await local.ddb.send(
      new QueryCommand({
        TableName: local.tableName('players'),
        IndexName: indexName('players', 'byAccount'),
        KeyConditionExpression: 'accountEmail = :email',
        ExpressionAttributeValues: { ':email': demoMember.email },
      }),
    );
    const marked = demoSquad.filter((p) => p.memberAccount).map((p) => p.slug);
    expect(found.Items?.map((item) => item.slug)).toEqual(marked);
  });

  it('points every photo at a WebP portrait it uploaded', async () => {
    for (const player of await players()) {
      const url = player.photo?.url ?? '';
      expect(url).toMatch(/^\/media\/squad\/demo-[a-z0-9-]+\.webp$/);
      const object = await s3Client.send(new GetObjectCommand({ Bucket: LOCAL_MEDIA_BUCKET, Key: url.slice(1) }));
      expect(object.ContentType).toBe('image/webp');
      expect(object.CacheControl).toBe(MEDIA_IMAGE_CACHE_CONTROL);
      const meta = await sharp(Buffer.from(await (object.Body?.transformToByteArray() ?? new Uint8Array()))).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', player.photo?.width, player.photo?.height]);
    }
  });

  it('adds nothing on a second run', async () => {
    const [outcome] = await seed('second-marker.json');
    expect(outcome?.added).toBe(0);
  });
});
