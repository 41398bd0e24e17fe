// Reads the whole club for an archive: every item of a table (a Scan, the one whole-table read the
// site makes: only the export is granted it, lambdas/jobs.ts), the media objects' listing, and the
// user pool's members with their groups (never a password: no API returns one).

import {
  type CognitoIdentityProviderClient,
  ListGroupsCommand,
  ListUsersCommand,
  ListUsersInGroupCommand,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import { paginateListObjectsV2, type S3Client } from '@aws-sdk/client-s3';
import { paginateScan } from '@aws-sdk/lib-dynamodb';
import type { Group, Member } from './archive-format';
import type { Club } from './club-location';

/**
 * Every item of a table, page by page, strongly consistent (an archive of items a second old would
 * miss what was just written). Items hold strings, numbers, booleans, lists and maps only, which
 * JSON keeps exactly; anything else (a set, binary) is refused rather than written as `{}`.
 */
export async function* scanItems(club: Club, tableName: string): AsyncGenerator<Record<string, unknown>> {
  for await (const page of paginateScan({ client: club.clients.ddb }, { TableName: tableName, ConsistentRead: true })) {
    for (const item of page.Items ?? []) {
      assertJsonValue(item, `${tableName} item`);
      yield item;
    }
  }
}

function assertJsonValue(value: unknown, where: string): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${where} holds a number JSON cannot keep`);
    return;
  }
  if (Array.isArray(value)) {
    for (const element of value) assertJsonValue(element, where);
    return;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const element of Object.values(value)) assertJsonValue(element, where);
    return;
  }
  throw new Error(`${where} holds a ${value?.constructor?.name ?? typeof value}, which the archive's JSON cannot keep`);
}

export interface ListedObject {
  readonly key: string;
  readonly size: number;
}

/** The objects of a bucket under a prefix, with their sizes. */
export async function listObjects(s3: S3Client, bucket: string, prefix: string): Promise<ListedObject[]> {
  const objects: ListedObject[] = [];
  for await (const page of paginateListObjectsV2({ client: s3 }, { Bucket: bucket, Prefix: prefix })) {
    for (const object of page.Contents ?? []) {
      if (object.Key) objects.push({ key: object.Key, size: object.Size ?? 0 });
    }
  }
  return objects;
}

async function allUsers(cognito: CognitoIdentityProviderClient, userPoolId: string): Promise<UserType[]> {
  const users: UserType[] = [];
  let token: string | undefined;
  do {
    const page = await cognito.send(new ListUsersCommand({ UserPoolId: userPoolId, Limit: 60, PaginationToken: token }));
    users.push(...(page.Users ?? []));
    token = page.PaginationToken;
  } while (token);
  return users;
}

async function usersInGroup(cognito: CognitoIdentityProviderClient, userPoolId: string, group: string): Promise<string[]> {
  const names: string[] = [];
  let token: string | undefined;
  do {
    const page = await cognito.send(new ListUsersInGroupCommand({ UserPoolId: userPoolId, GroupName: group, Limit: 60, NextToken: token }));
    for (const user of page.Users ?? []) if (user.Username) names.push(user.Username);
    token = page.NextToken;
  } while (token);
  return names;
}

/** The user pool's groups. */
export async function listGroups(cognito: CognitoIdentityProviderClient, userPoolId: string): Promise<Group[]> {
  const groups: Group[] = [];
  let token: string | undefined;
  do {
    const page = await cognito.send(new ListGroupsCommand({ UserPoolId: userPoolId, Limit: 60, NextToken: token }));
    for (const group of page.Groups ?? []) {
      if (!group.GroupName) continue;
      groups.push({
        name: group.GroupName,
        ...(group.Description ? { description: group.Description } : {}),
        ...(group.Precedence === undefined ? {} : { precedence: group.Precedence }),
      });
    }
    token = page.NextToken;
  } while (token);
  return groups.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Every member with their attributes (but `sub`, which the pool gives each new user) and groups.
 * One group listing per group rather than one per member: a club has one group and many members.
 */
export async function readMembers(club: Club): Promise<{ members: Member[]; groups: Group[] }> {
  const { cognito } = club.clients;
  const { userPoolId } = club.location;
  const groups = await listGroups(cognito, userPoolId);
  const groupsOf = new Map<string, string[]>();
  for (const group of groups) {
    for (const username of await usersInGroup(cognito, userPoolId, group.name)) {
      groupsOf.set(username, [...(groupsOf.get(username) ?? []), group.name]);
    }
  }
  const members = (await allUsers(cognito, userPoolId)).map((user): Member => {
    const attributes = Object.fromEntries(
      (user.Attributes ?? []).filter((a) => a.Name && a.Name !== 'sub' && a.Value !== undefined).map((a) => [a.Name, a.Value]),
    ) as Record<string, string>;
    return {
      username: user.Username ?? '',
      attributes,
      groups: (groupsOf.get(user.Username ?? '') ?? []).sort(),
      enabled: user.Enabled !== false,
      status: user.UserStatus ?? 'UNKNOWN',
      ...(user.UserCreateDate ? { createdAt: new Date(user.UserCreateDate).toISOString() } : {}),
    };
  });
  return { members: members.sort((a, b) => (a.attributes.email ?? '').localeCompare(b.attributes.email ?? '')), groups };
}
