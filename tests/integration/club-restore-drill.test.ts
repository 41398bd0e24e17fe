// The restore drill: the demo club (the demo datasets of local/demo/, the demo officer and member,
// and a member who is disabled) on DynamoDB Local, an s3rver and a cognito-local of this file's own,
// exported into an archive, the club emptied (tables, media bucket, user pool), the archive imported,
// and then every item, media object and member (attributes, groups, enabled) compared with what
// was there before, one by one. Then the same through the nightly job and `npm run import --
// backup:latest`: the job's archive in the backup bucket, refused over a club that is not empty,
// restored with --replace.

import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  type CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCAL_BACKUP_BUCKET, LOCAL_MEDIA_BUCKET } from '../../common/local-stack/buckets';
import { freePort } from '../../common/local-stack/ports';
import { OFFICERS_GROUP } from '../../common/club/roles';
import { type Club, tablesNamed } from '../../lambdas/domain/backup/club-location';
import { listGroups, listObjects, scanItems } from '../../lambdas/domain/backup/club-reader';
import { exportClub, itemKeyText } from '../../lambdas/domain/backup/export-club';
import { clubContents, emptyClub, restoreClub } from '../../lambdas/domain/backup/import-club';
import { readArchive } from '../../lambdas/domain/backup/read-archive';
import { tableNames } from '../../lambdas/table-keys';
import { runImport } from '../../infra/club-archive';
import { backupKey } from '../../lambdas/domain/backup/backup-keys';
import { job } from '../../lambdas/jobs';
import { localCognitoClient, localCredentials } from '../../local/aws/clients';
import { handlerEnv, UNREACHABLE_ENDPOINT } from '../../local/handler-env';
import { createUserPool, demoMember, demoOfficer } from '../../local/aws/create-user-pool';
import { demoImages } from '../../local/demo/gallery';
import { galleryDataset } from '../../local/demo/gallery-dataset';
import { demoDatasets, seedDemoData } from '../../local/demo/seed';
import { type CognitoLocal, startCognito } from '../../local/services/cognito';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { type LocalS3, useLocalS3 } from '../support/local-s3';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-restore-drill-${process.pid}-` });
const DISABLED_MEMBER = 'former@blazerugby.local';
// Every demo dataset, the gallery with a few of its pictures: drawing them all is most of a minute.
const drillDatasets = demoDatasets.map((dataset) => (dataset.name === 'gallery' ? galleryDataset(1, demoImages.slice(0, 3)) : dataset));

let workDir: string;
let s3: LocalS3;
let cognito: CognitoLocal;
let cognitoClient: CognitoIdentityProviderClient;
let club: Club;
let userPool: { userPoolId: string; userPoolClientId: string };

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'blaze-restore-drill-'));
  s3 = await useLocalS3();
  cognito = await startCognito({ port: await freePort(), directory: join(workDir, 'cognito'), logFile: join(workDir, 'cognito.log') });
  cognitoClient = localCognitoClient(cognito.endpoint);
  const pool = await createUserPool(cognitoClient, 'http://localhost:5174/');
  userPool = pool;
  await cognitoClient.send(
    new AdminCreateUserCommand({
      UserPoolId: pool.userPoolId,
      Username: DISABLED_MEMBER,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: DISABLED_MEMBER },
        { Name: 'email_verified', Value: 'false' },
        { Name: 'given_name', Value: 'Former' },
      ],
    }),
  );
  await cognitoClient.send(new AdminDisableUserCommand({ UserPoolId: pool.userPoolId, Username: DISABLED_MEMBER }));
  await seedDemoData({
    client: local.client,
    tableName: local.tableName,
    markerFile: join(workDir, 'demo-datasets.json'),
    datasets: drillDatasets,
    media: { client: s3.client, bucket: LOCAL_MEDIA_BUCKET },
  });
  club = {
    location: {
      tables: tablesNamed(local.tableName),
      mediaBucket: LOCAL_MEDIA_BUCKET,
      userPoolId: pool.userPoolId,
      backupBucket: LOCAL_BACKUP_BUCKET,
    },
    clients: { ddb: local.ddb, s3: s3.client, cognito: cognitoClient },
  };
}, 120_000);

afterAll(async () => {
  cognitoClient?.destroy();
  await cognito?.stop();
  await s3?.close();
  await local.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** Everything the club holds, in an order that does not depend on how it was read. */
async function snapshot(of: Club) {
  const items: Record<string, Record<string, unknown>[]> = {};
  for (const name of tableNames) {
    const read: Record<string, unknown>[] = [];
    for await (const item of scanItems(of, of.location.tables[name])) read.push(item);
    items[name] = read.sort((a, b) => itemKeyText(name, a).localeCompare(itemKeyText(name, b)));
  }
  const media = [];
  for (const { key } of await listObjects(of.clients.s3, of.location.mediaBucket, 'media/')) {
    const got = await of.clients.s3.send(new GetObjectCommand({ Bucket: of.location.mediaBucket, Key: key }));
    const bytes = (await got.Body?.transformToByteArray()) ?? new Uint8Array();
    media.push({
      key,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      contentType: got.ContentType,
      cacheControl: got.CacheControl,
      contentDisposition: got.ContentDisposition,
    });
  }
  const users = (await of.clients.cognito.send(new ListUsersCommand({ UserPoolId: of.location.userPoolId }))).Users ?? [];
  const members = [];
  for (const user of users) {
    const email = user.Attributes?.find((a) => a.Name === 'email')?.Value ?? '';
    const username = user.Username ?? '';
    const detail = await of.clients.cognito.send(new AdminGetUserCommand({ UserPoolId: of.location.userPoolId, Username: username }));
    members.push({
      email,
      username,
      attributes: Object.fromEntries((user.Attributes ?? []).filter((a) => a.Name !== 'sub').map((a) => [a.Name, a.Value])),
      enabled: detail.Enabled,
    });
  }
  const groups = await listGroups(of.clients.cognito, of.location.userPoolId);
  const officers = [];
  for (const member of members) {
    const listed = await of.clients.cognito.send(
      new AdminListGroupsForUserCommand({ UserPoolId: of.location.userPoolId, Username: member.username }),
    );
    if (listed.Groups?.some((group) => group.GroupName === OFFICERS_GROUP)) officers.push(member.email);
  }
  return {
    items,
    media: media.sort((a, b) => a.key.localeCompare(b.key)),
    // The pool's own name for a member (its sub, here) is new on a restore: they sign in by address.
    members: members.map(({ username: _, ...member }) => member).sort((a, b) => a.email.localeCompare(b.email)),
    groups,
    officers: officers.sort(),
  };
}

describe('the restore drill', () => {
  it('exports the demo club, empties it, imports the archive, and every item, file and member is back', async () => {
    const before = await snapshot(club);
    // The drill is worth something only if the demo club fills every kind of thing it restores.
    expect(Object.values(before.items).flat().length).toBeGreaterThan(100);
    expect(before.media.length).toBeGreaterThan(20);
    expect(before.media.some((object) => object.contentType === 'image/webp')).toBe(true);
    expect(before.members.map((member) => member.email)).toEqual([demoMember.email, DISABLED_MEMBER, demoOfficer.email].sort());
    expect(before.officers).toEqual([demoOfficer.email]);

    const archive = join(workDir, 'club.zip');
    const summary = await exportClub(club, createWriteStream(archive), { now: Date.now(), source: 'local' });
    expect(summary.misfits).toEqual([]);
    expect(summary.members).toBe(3);

    await emptyClub(club);
    expect(await clubContents(club)).toEqual([]);

    const checked = await readArchive(archive);
    try {
      const restored = await restoreClub(club, checked);
      expect(restored.mediaObjects).toBe(before.media.length);
    } finally {
      checked.close();
    }

    const after = await snapshot(club);
    for (const name of tableNames) expect(after.items[name], name).toEqual(before.items[name]);
    expect(after.media).toEqual(before.media);
    expect(after.members).toEqual(before.members);
    expect(after.officers).toEqual(before.officers);
    expect(after.groups).toEqual(before.groups);
    // Now a second import would be refused until told to replace what is there.
    expect(await clubContents(club)).toEqual(
      expect.arrayContaining(['the posts table has items', 'the media bucket has files', 'the user pool has members']),
    );
  }, 120_000);

  it('restores the nightly job’s archive from the backup bucket with npm run import -- backup:latest, only when told to replace', async () => {
    const before = await snapshot(club);
    // The job as the local stack runs it: its own row's environment, its clients made at module load.
    Object.assign(
      process.env,
      handlerEnv(job('export-club'), {
        ...local.stack,
        credentials: localCredentials,
        endpoints: { dynamodb: local.stack.endpoints.dynamodb, s3: s3.endpoint, ses: UNREACHABLE_ENDPOINT, cognito: cognito.endpoint },
        userPool,
        backupBucket: LOCAL_BACKUP_BUCKET,
      }),
    );
    // Loaded afresh: the demo datasets imported the runtime's S3 client before this file's s3rver was
    // in the environment, and the job's clients must be made as Lambda makes them, from its own.
    vi.resetModules();
    const { handler } = await import('../../lambdas/jobs/export-club');
    const now = Date.now();
    const report = await handler();
    expect(report).toMatchObject({
      items: Object.values(before.items).flat().length,
      members: 3,
      mediaObjects: before.media.length,
      misfits: 0,
    });
    const stored = await s3.client.send(new GetObjectCommand({ Bucket: LOCAL_BACKUP_BUCKET, Key: backupKey(now) }));
    expect(stored.ContentLength).toBe(report.archiveBytes);

    const said: string[] = [];
    const open = async () => ({ club, source: 'test', close: () => undefined });
    const args = { target: { kind: 'local' as const }, archive: 'backup:latest' };
    await expect(runImport({ ...args, replace: false }, (line) => said.push(line), open)).rejects.toThrow(
      /^The target is not empty, so nothing was written:\n {2}- the posts table has items/,
    );
    await runImport({ ...args, replace: true }, (line) => said.push(line), open);
    expect(said.join('\n')).toMatch(/Forgot your password\?/);

    const after = await snapshot(club);
    for (const name of tableNames) expect(after.items[name], name).toEqual(before.items[name]);
    expect(after.media).toEqual(before.media);
    expect(after.members).toEqual(before.members);
    expect(after.officers).toEqual(before.officers);
  }, 120_000);
});
