// `npm run export` and `npm run import` (infra/club-archive-main.ts): the whole club to and from one
// archive (lambdas/domain/backup/). Against AWS, with the admin's credentials, the club is where the
// data stack's ClubData output says (infra/data-stack.ts); with --local, where the running
// `npm start` says (.local/club-data.json, local/start.ts). Nothing here names a table or a bucket.

import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { clubDay } from '../common/club-time';
import { localPaths } from '../common/local-stack/paths';
import { BACKUP_KEY_PREFIX, backupKey } from '../lambdas/domain/backup/backup-keys';
import {
  CLUB_DATA_OUTPUT,
  type Club,
  type ClubLocation,
  clubLocationSchema,
  standInClubSchema,
} from '../lambdas/domain/backup/club-location';
import { listObjects } from '../lambdas/domain/backup/club-reader';
import { exportClub } from '../lambdas/domain/backup/export-club';
import { clubContents, emptyClub, restoreClub } from '../lambdas/domain/backup/import-club';
import { ArchiveRefused, readArchive } from '../lambdas/domain/backup/read-archive';
import { dataStackName } from './blaze-app';
import { configSchema } from './config';

export const EXPORT_USAGE = 'usage: npm run export -- [--local | --stack <app stack name>] [--out <file.zip>]';
export const IMPORT_USAGE =
  'usage: npm run import -- <file.zip | backup:latest | backup:YYYY-MM-DD> [--local | --stack <app stack name>] [--replace]';

/** Where the club is: the deployed data stack of an app stack's name, or the running local stack. */
export type Target = { readonly kind: 'aws'; readonly stackName: string } | { readonly kind: 'local' };

export interface ExportArgs {
  readonly target: Target;
  readonly out?: string;
}

export interface ImportArgs {
  readonly target: Target;
  /** A file, or `backup:latest` / `backup:<club day>` from the target's backup bucket. */
  readonly archive: string;
  readonly replace: boolean;
}

export class UsageError extends Error {}

/** The app stack's name `cdk deploy` uses when none is given (infra/config.ts). */
const defaultStackName = (): string => configSchema.parse({}).stackName;

function parseCommon(args: readonly string[], flags: readonly string[]): { target: Target; rest: string[]; values: Map<string, string> } {
  const rest: string[] = [];
  const values = new Map<string, string>();
  let local = false;
  let stackName: string | undefined;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? '';
    if (arg === '--local') local = true;
    else if (arg === '--stack' || flags.includes(arg)) {
      const value = args[++index];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`${arg} needs a value`);
      if (arg === '--stack') stackName = value;
      else values.set(arg, value);
    } else if (arg.startsWith('--') && !flags.includes(arg)) values.set(arg, 'true');
    else rest.push(arg);
  }
  if (local && stackName) throw new UsageError('--local and --stack name two different clubs: give one');
  return { target: local ? { kind: 'local' } : { kind: 'aws', stackName: stackName ?? defaultStackName() }, rest, values };
}

export function parseExportArgs(args: readonly string[]): ExportArgs {
  const { target, rest, values } = parseCommon(args, ['--out']);
  const unknown = [...values.keys()].filter((key) => key !== '--out');
  if (rest.length > 0 || unknown.length > 0) throw new UsageError(`unexpected ${[...rest, ...unknown].join(' ')}`);
  return { target, out: values.get('--out') };
}

export function parseImportArgs(args: readonly string[]): ImportArgs {
  const { target, rest, values } = parseCommon(args, []);
  const unknown = [...values.keys()].filter((key) => key !== '--replace');
  if (unknown.length > 0) throw new UsageError(`unexpected ${unknown.join(' ')}`);
  const [archive, ...more] = rest;
  if (archive === undefined) throw new UsageError('which archive? a file, or backup:latest');
  if (more.length > 0) throw new UsageError(`unexpected ${more.join(' ')}`);
  if (archive.startsWith('backup:') && !/^backup:(?:latest|\d{4}-\d{2}-\d{2})$/.test(archive)) {
    throw new UsageError(`${archive}: backup:latest or backup:YYYY-MM-DD`);
  }
  return { target, archive, replace: values.has('--replace') };
}

/** The club of a target, with clients that reach it (the admin's credentials in AWS, the stand-ins' locally). */
export async function openClub(target: Target): Promise<{ club: Club; source: string; close(): void }> {
  if (target.kind === 'local') {
    if (!existsSync(localPaths.clubData)) {
      throw new Error('No local stack has run here yet (.local/club-data.json is missing): start it with npm start, then try again.');
    }
    const standIn = standInClubSchema.parse(JSON.parse(readFileSync(localPaths.clubData, 'utf8')));
    const common = { region: standIn.region, credentials: standIn.credentials };
    const ddb = new DynamoDBClient({ ...common, endpoint: standIn.endpoints.dynamodb, maxAttempts: 1 });
    // The same settings as the local stack's own S3 client (local/aws/clients.ts): s3rver needs them.
    const s3 = new S3Client({
      ...common,
      endpoint: standIn.endpoints.s3,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    const cognito = new CognitoIdentityProviderClient({ ...common, endpoint: standIn.endpoints.cognito });
    return clubOf(standIn.location, { ddb, s3, cognito }, 'local');
  }
  const stackName = dataStackName(target.stackName);
  const cloudFormation = new CloudFormationClient({});
  let outputs: { OutputKey?: string; OutputValue?: string }[];
  try {
    outputs = (await cloudFormation.send(new DescribeStacksCommand({ StackName: stackName }))).Stacks?.[0]?.Outputs ?? [];
  } finally {
    cloudFormation.destroy();
  }
  const value = outputs.find((output) => output.OutputKey === CLUB_DATA_OUTPUT)?.OutputValue;
  if (!value) throw new Error(`${stackName} has no ${CLUB_DATA_OUTPUT} output: deploy this version of the site first (npm run deploy).`);
  const location = clubLocationSchema.parse(JSON.parse(value));
  return clubOf(
    location,
    { ddb: new DynamoDBClient({}), s3: new S3Client({}), cognito: new CognitoIdentityProviderClient({}) },
    `aws:${stackName}`,
  );
}

function clubOf(
  location: ClubLocation,
  clients: { ddb: DynamoDBClient; s3: S3Client; cognito: CognitoIdentityProviderClient },
  source: string,
) {
  const ddb = DynamoDBDocumentClient.from(clients.ddb, { marshallOptions: { removeUndefinedValues: true } });
  return {
    club: { location, clients: { ddb, s3: clients.s3, cognito: clients.cognito } },
    source,
    close() {
      ddb.destroy();
      clients.s3.destroy();
      clients.cognito.destroy();
    },
  };
}

/** `npm run export`: writes the archive, and answers what it says to the admin. */
export async function runExport(args: ExportArgs, now = Date.now()): Promise<string[]> {
  const { club, source, close } = await openClub(args.target);
  const file = args.out ?? `blaze-club-${clubDay(now)}.zip`;
  try {
    const summary = await exportClub(club, createWriteStream(file, { flags: 'wx' }), { now, source });
    return [
      `Wrote ${file}: ${summary.items} items of ${summary.tables} tables, ${summary.members} members, ${summary.mediaObjects} media files (${summary.mediaBytes} bytes).`,
      ...(summary.misfits.length > 0
        ? [
            `! ${summary.misfits.length} items do not fit their table's schema and are in the archive as they are; npm run import refuses it until they are mended:`,
            ...summary.misfits.slice(0, 20).map((misfit) => `  ${misfit}`),
          ]
        : []),
    ];
  } finally {
    close();
  }
}

/** The archive's file: the path given, or a scheduled export fetched from the target's backup bucket into `scratch`. */
async function archiveFile(club: Club, archive: string, scratch: string): Promise<string> {
  if (!archive.startsWith('backup:')) return archive;
  const bucket = club.location.backupBucket;
  if (!bucket) throw new Error('This club has no backup bucket.');
  const wanted = archive.slice('backup:'.length);
  let key: string;
  if (wanted === 'latest') {
    const keys = (await listObjects(club.clients.s3, bucket, BACKUP_KEY_PREFIX)).map((object) => object.key).sort();
    const newest = keys.at(-1);
    if (!newest) throw new Error(`The backup bucket ${bucket} holds no archive yet.`);
    key = newest;
  } else {
    key = backupKey(Date.parse(`${wanted}T12:00:00Z`));
  }
  const got = await club.clients.s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  const file = join(scratch, 'club.zip');
  await pipeline(got.Body as NodeJS.ReadableStream, createWriteStream(file));
  return file;
}

/** `npm run import`: checks the whole archive, then restores it into an empty club (or, with --replace, an emptied one). */
export async function runImport(args: ImportArgs, say: (line: string) => void, open = openClub): Promise<void> {
  const { club, close } = await open(args.target);
  const scratch = await mkdtemp(join(tmpdir(), 'club-import-'));
  try {
    const checked = await readArchive(await archiveFile(club, args.archive, scratch));
    try {
      say(
        `${args.archive} is a whole club archive from ${checked.manifest.createdAt} (${checked.manifest.source}); every item, member and file checks.`,
      );
      const found = await clubContents(club);
      if (found.length > 0 && !args.replace) {
        throw new Error(
          [
            'The target is not empty, so nothing was written:',
            ...found.map((line) => `  - ${line}`),
            'Import into a new, empty deployment, or pass --replace to delete all of that first (the site then holds the archive and nothing else).',
          ].join('\n'),
        );
      }
      if (found.length > 0) {
        say('Emptying the target (--replace)...');
        await emptyClub(club);
      }
      const restored = await restoreClub(club, checked);
      say(
        `Restored ${restored.items} items, ${restored.mediaObjects} media files and ${restored.members} members` +
          `${restored.groupsCreated > 0 ? ` (and ${restored.groupsCreated} groups)` : ''}.`,
      );
      say(
        'Members have no password: each signs in with "Forgot your password?" on the sign-in page, which mails a code to their address. Officers then set up their authenticator app again on /account.',
      );
      say('The public pages follow the tables: render-pages rewrites them from the tables’ streams within a minute or two.');
    } finally {
      checked.close();
    }
  } finally {
    close();
    await rm(scratch, { recursive: true, force: true });
  }
}

export { ArchiveRefused };
