// Restores a checked archive (lambdas/domain/backup/read-archive.ts) into a club's tables, media
// bucket and user pool: the media first, then the items, then the members, so a page rendered again
// while the import runs (render-pages reads the tables' streams) never points at a missing picture.
// Members come back with their attributes and groups and a random password nobody knows, confirmed and
// with no invitation mailed: they choose their own with "Forgot your password?" (docs/operations.md).
// An import goes only into an empty club unless told to replace what is there (emptyClub first).

import { randomBytes } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminSetUserPasswordCommand,
  CreateGroupCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { BatchWriteCommand, type BatchWriteCommandInput, type BatchWriteCommandOutput, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { tables } from '../../tables';
import { tableNames, type TableName } from '../../table-keys';
import type { Member } from './archive-format';
import { ARCHIVED_MEDIA_PREFIX, type Club } from './club-location';
import { listGroups, listObjects, scanItems } from './club-reader';
import { ownKeys } from './export-club';
import type { CheckedArchive } from './read-archive';

/** DynamoDB's limit of requests in one BatchWriteItem. */
const BATCH_SIZE = 25;
/** Objects and members written at once: enough to hide each call's latency, few enough for the services' rate limits. */
const PARALLEL = 4;

export interface RestoreSummary {
  readonly items: number;
  readonly members: number;
  readonly groupsCreated: number;
  readonly mediaObjects: number;
}

/** What a club already holds, one line per place that is not empty; none for an empty club. */
export async function clubContents(club: Club): Promise<string[]> {
  const { ddb, s3, cognito } = club.clients;
  const found: string[] = [];
  for (const name of tableNames) {
    const page = await ddb.send(new ScanCommand({ TableName: club.location.tables[name], Limit: 1 }));
    if ((page.Items ?? []).length > 0 || page.LastEvaluatedKey) found.push(`the ${name} table has items`);
  }
  const objects = await s3.send(new ListObjectsV2Command({ Bucket: club.location.mediaBucket, Prefix: ARCHIVED_MEDIA_PREFIX, MaxKeys: 1 }));
  if ((objects.Contents ?? []).length > 0) found.push('the media bucket has files');
  const users = await cognito.send(new ListUsersCommand({ UserPoolId: club.location.userPoolId, Limit: 1 }));
  if ((users.Users ?? []).length > 0) found.push('the user pool has members');
  return found;
}

/** Runs `work` over `values`, `PARALLEL` at a time. */
async function eachInParallel<T>(values: readonly T[], work: (value: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < values.length) {
      const value = values[next++] as T;
      await work(value);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, values.length) }, worker));
}

/** Writes the requests in batches of 25, sending again whatever DynamoDB left unprocessed. */
async function batchWrite(club: Club, tableName: string, requests: NonNullable<BatchWriteCommandInput['RequestItems']>[string]) {
  for (let start = 0; start < requests.length; start += BATCH_SIZE) {
    let pending: BatchWriteCommandInput['RequestItems'] = { [tableName]: requests.slice(start, start + BATCH_SIZE) };
    for (let attempt = 0; pending && Object.keys(pending).length > 0; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 50 * 2 ** attempt)));
      if (attempt > 10) throw new Error(`DynamoDB kept refusing writes to ${tableName}`);
      const result: BatchWriteCommandOutput = await club.clients.ddb.send(new BatchWriteCommand({ RequestItems: pending }));
      pending = result.UnprocessedItems;
    }
  }
}

/**
 * Empties a club: every item of every table, every media object, every member (groups stay: they
 * are the stack's). For `npm run import -- --replace` and the restore drill; the items go through
 * the tables' streams like any delete.
 */
export async function emptyClub(club: Club): Promise<void> {
  const { location, clients } = club;
  for (const name of tableNames) {
    const keyNames = ownKeys(tables[name]).map((key) => key.name);
    const keys: Record<string, unknown>[] = [];
    for await (const item of scanItems(club, location.tables[name])) keys.push(Object.fromEntries(keyNames.map((key) => [key, item[key]])));
    await batchWrite(
      club,
      location.tables[name],
      keys.map((Key) => ({ DeleteRequest: { Key } })),
    );
  }
  const objects = await listObjects(clients.s3, location.mediaBucket, ARCHIVED_MEDIA_PREFIX);
  await eachInParallel(objects, async ({ key }) => {
    await clients.s3.send(new DeleteObjectCommand({ Bucket: location.mediaBucket, Key: key }));
  });
  let users: string[];
  do {
    const page = await clients.cognito.send(new ListUsersCommand({ UserPoolId: location.userPoolId, Limit: 60 }));
    users = (page.Users ?? []).flatMap((user) => (user.Username ? [user.Username] : []));
    await eachInParallel(users, async (username) => {
      await clients.cognito.send(new AdminDeleteUserCommand({ UserPoolId: location.userPoolId, Username: username }));
    });
  } while (users.length > 0);
}

/** A password nobody is told, that any Cognito password policy takes: the member sets their own. */
function unknownPassword(): string {
  return `${randomBytes(24).toString('base64url')}aA1!`;
}

async function restoreMember(club: Club, member: Member): Promise<void> {
  const { cognito } = club.clients;
  const UserPoolId = club.location.userPoolId;
  const created = await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId,
      Username: member.attributes.email,
      // No invitation: the member is told by the club, and chooses a password with "Forgot your password?".
      MessageAction: 'SUPPRESS',
      UserAttributes: Object.entries(member.attributes).map(([Name, Value]) => ({ Name, Value })),
    }),
  );
  // The pool's own name for the new user (a new UUID where members sign in by address).
  const Username = created.User?.Username ?? member.attributes.email;
  // A permanent password makes the member CONFIRMED, the state in which "Forgot your password?"
  // works; with none, Cognito leaves them waiting for a temporary password they were never sent.
  await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId, Username, Password: unknownPassword(), Permanent: true }));
  for (const GroupName of member.groups) await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId, Username, GroupName }));
  if (!member.enabled) await cognito.send(new AdminDisableUserCommand({ UserPoolId, Username }));
}

/** Writes a checked archive into the club. The caller has made sure the club is empty (or emptied it). */
export async function restoreClub(club: Club, archive: CheckedArchive): Promise<RestoreSummary> {
  const { location, clients } = club;
  const { objects } = archive.manifest.media;
  await eachInParallel(objects, async (object) => {
    await clients.s3.send(
      new PutObjectCommand({
        Bucket: location.mediaBucket,
        Key: object.key,
        Body: await archive.openMedia(object.key),
        ContentLength: object.size,
        ContentType: object.contentType,
        CacheControl: object.cacheControl,
        ContentDisposition: object.contentDisposition,
      }),
    );
  });

  let items = 0;
  for (const name of tableNames as readonly TableName[]) {
    const tableItems = archive.items[name];
    await batchWrite(
      club,
      location.tables[name],
      tableItems.map((Item) => ({ PutRequest: { Item } })),
    );
    items += tableItems.length;
  }

  const existing = new Set((await listGroups(clients.cognito, location.userPoolId)).map((group) => group.name));
  const missing = archive.groups.filter((group) => !existing.has(group.name));
  for (const group of missing) {
    await clients.cognito.send(
      new CreateGroupCommand({
        UserPoolId: location.userPoolId,
        GroupName: group.name,
        Description: group.description,
        Precedence: group.precedence,
      }),
    );
  }
  await eachInParallel(archive.members, (member) => restoreMember(club, member));
  return { items, members: archive.members.length, groupsCreated: missing.length, mediaObjects: objects.length };
}
