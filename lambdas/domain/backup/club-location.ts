// Where a club's data is and the clients that reach it: the tables of the catalogue by their
// physical names, the media bucket and the user pool. The export job finds them in its environment
// (lambdas/jobs/export-club.ts); `npm run export` and `npm run import` in the data stack's ClubData
// output (infra/data-stack.ts) or in the running local stack's (local/start.ts).

import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { S3Client } from '@aws-sdk/client-s3';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { MEDIA_KEY_PREFIX } from '../../../common/site-paths';
import { tableNames, type TableName } from '../../table-keys';

/**
 * The data stack's output holding a ClubLocation as JSON (infra/data-stack.ts), which `npm run export`
 * and `npm run import` read (infra/club-archive.ts).
 */
export const CLUB_DATA_OUTPUT = 'ClubData';

export const clubLocationSchema = z.strictObject({
  /** The physical name of every catalogue table. */
  tables: z.record(z.enum(tableNames), z.string().min(1)),
  mediaBucket: z.string().min(1),
  userPoolId: z.string().min(1),
  /** Where scheduled exports are kept; absent where there is none. */
  backupBucket: z.string().min(1).optional(),
});
export type ClubLocation = z.infer<typeof clubLocationSchema>;

/**
 * A club on stand-ins, as `npm start` describes the one it runs (local/start.ts, in
 * `.local/club-data.json`) for `npm run export -- --local` and `npm run import -- --local`: where it
 * is, where each stand-in listens and the stand-ins' fixed key pair (not a secret: s3rver takes no other).
 */
export const standInClubSchema = z.strictObject({
  location: clubLocationSchema,
  region: z.string().min(1),
  endpoints: z.strictObject({ dynamodb: z.url(), s3: z.url(), cognito: z.url() }),
  credentials: z.strictObject({ accessKeyId: z.string(), secretAccessKey: z.string() }),
});
export type StandInClub = z.infer<typeof standInClubSchema>;

export interface ClubClients {
  readonly ddb: DynamoDBDocumentClient;
  readonly s3: S3Client;
  readonly cognito: CognitoIdentityProviderClient;
}

/** A club's data and the clients that reach it. */
export interface Club {
  readonly location: ClubLocation;
  readonly clients: ClubClients;
}

/** The media objects the archive holds: those the site serves, under the media prefix. */
export const ARCHIVED_MEDIA_PREFIX = MEDIA_KEY_PREFIX;

/** The physical name of each table, from a rule such as the local stack's. */
export function tablesNamed(physicalName: (name: TableName) => string): Record<TableName, string> {
  return Object.fromEntries(tableNames.map((name) => [name, physicalName(name)])) as Record<TableName, string>;
}
