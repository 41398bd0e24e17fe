// The one rule for what a function's environment holds, from its row (a route, job, event function,
// stream function or trigger) and the names of what the stack made. CDK calls it with the deployed
// names (infra/constructs/club-function.ts) and the local stack with the stand-ins' (local/handler-env.ts),
// so a handler that reads a variable its row does not earn fails locally as it would in AWS.
// Pure: no CDK, no SDK; the grants that go with each variable are infra/constructs/function-grants.ts.

import {
  API_URL,
  MAIL_CONFIGURATION_SET,
  MEDIA_BUCKET,
  NOTIFICATION_EMAIL,
  ORIGIN_SECRET_ID,
  PAYMENTS_SECRET_ID,
  SENDER_EMAIL,
  SITE_BUCKET,
  SITE_BUILD_DIR,
  DISTRIBUTION_ID,
  SITE_DIR,
  SITE_URL,
  UPLOADS_BUCKET,
  USER_POOL_ID,
  BACKUP_BUCKET,
  PROOF_OF_WORK_ROUNDS,
  NEWSLETTER_SEND_RATE,
} from './runtime/env-names';
import { type Access, type FunctionGrants, grantedTables, type MediaAccess, type ProofOfWorkRole } from './route-def';
import { streamTableEnvVar, tableEnv, type TableName } from './table-keys';

/** A function's row, as far as its environment goes: routes add who may call them and a page's frame. */
export interface FunctionEnvRow extends FunctionGrants {
  readonly id: string;
  /** Present on route rows only: every route function checks the origin secret. */
  readonly access?: Access;
  /** A page route's frame (lambdas/route-def.ts): it reads the site's build and writes absolute addresses. */
  readonly frame?: string;
  /** Present on stream function rows only: the tables whose changes it receives. */
  readonly tables?: readonly TableName[];
  /** Present on the form rows and the row that gives their challenges out. */
  readonly proofOfWork?: ProofOfWorkRole;
}

/** What the stack made, by the names a function is told. CDK passes tokens, the local stack plain values. */
export interface StackNames {
  /** The physical name of a catalogue table. */
  readonly tableName: (name: TableName) => string;
  readonly mediaBucket: string;
  readonly uploadsBucket: string;
  readonly mail: { readonly senderEmail: string; readonly notificationEmail: string; readonly configurationSet: string };
  /**
   * The site's address with a trailing slash: links in mail, a page's absolute addresses. Absent
   * for the user pool's triggers, which deploy before the site exists; a row there that needs it is refused.
   */
  readonly siteUrl?: string;
  /** Where a page function finds the site's build; absent where no build is given (it then answers 503). */
  readonly siteBuildDir?: string;
  /** The origin secret's id, which route functions read; absent locally, where the API server hands one over. */
  readonly originSecretId?: string;
  /**
   * Where the site's own files are: the site bucket in AWS, the directory the local site serves
   * locally. Absent where the site does not exist yet (the user pool's triggers); a row there that
   * needs it is refused.
   */
  readonly siteFiles?: { readonly bucket: string } | { readonly dir: string };
  /** The payments secret's id (its ARN in AWS), for rows that read it; absent where it does not exist (a row there that needs it is refused). */
  readonly paymentsSecretId?: string;
  /** The site's HTTP API (API_URL), for rows that call it; absent where it does not exist yet. */
  readonly apiUrl?: string;
  /** The site's CloudFront distribution, for rows that render pages; absent locally, where nothing caches them. */
  readonly distributionId?: string;
  /** The user pool's id, for rows that read its members; absent where no user pool runs. */
  readonly userPoolId?: string;
  /** The backup bucket, for rows that put archives there; absent where there is none. */
  readonly backupBucket?: string;
  /** How hard the forms' proof of work is (the `proofOfWork` deploy parameter), for the row that gives challenges out. */
  readonly proofOfWorkRounds?: number;
  /** Newsletter mails a second (the `newsletterSendRate` deploy parameter), for rows that send them. */
  readonly newsletterSendRate?: number;
}

/**
 * Where media access reaches: the media bucket's objects, the uploads bucket's staged uploads, and
 * the uploads bucket's held photos (lambdas/domain/media/upload-keys.ts), each granted apart.
 */
export type MediaSide = 'media' | 'uploads' | 'held';

/**
 * The object actions of each kind of media access, on each side. A presigned upload is signed with
 * the function's own credentials, so S3 checks PutObject against its role when the browser uploads;
 * a claim reads and deletes the staged file and, with `write`, copies it into the media bucket
 * (lambdas/domain/media/uploads.ts); with `hold`, it copies it to the held photos instead.
 */
export const mediaActions: Readonly<Record<MediaAccess, Readonly<Record<MediaSide, readonly string[]>>>> = {
  read: { media: ['s3:GetObject'], uploads: [], held: [] },
  write: { media: ['s3:PutObject', 's3:DeleteObject'], uploads: [], held: [] },
  presign: { media: [], uploads: ['s3:PutObject'], held: [] },
  claim: { media: [], uploads: ['s3:GetObject', 's3:DeleteObject'], held: [] },
  hold: { media: [], uploads: [], held: ['s3:PutObject'] },
  'read-held': { media: [], uploads: [], held: ['s3:GetObject'] },
  'drop-held': { media: [], uploads: [], held: ['s3:DeleteObject'] },
  // A listing is of the bucket, not of an object: s3:ListBucket on the media bucket, limited to the
  // media prefix (infra/constructs/club-function.ts bindMedia).
  list: { media: [], uploads: [], held: [] },
};

/** The object actions a row's media access needs on one side, sorted; none means no access and no name. */
export function bucketActions(access: readonly MediaAccess[], side: MediaSide): string[] {
  return [...new Set(access.flatMap((kind) => mediaActions[kind][side]))].sort();
}

/** The environment a function's row earns, beyond what the Lambda runtime sets. */
export function functionEnvironment(row: FunctionEnvRow, names: StackNames): Record<string, string> {
  const { reads, writes } = grantedTables(row);
  const env: Record<string, string> = tableEnv(names.tableName, [...new Set([...reads, ...writes, ...(row.scans ?? [])])]);
  const media = row.media ?? [];
  if (bucketActions(media, 'media').length > 0 || media.includes('list')) env[MEDIA_BUCKET] = names.mediaBucket;
  if (bucketActions(media, 'uploads').length > 0 || bucketActions(media, 'held').length > 0) env[UPLOADS_BUCKET] = names.uploadsBucket;
  if (row.sendsEmail) {
    env[SENDER_EMAIL] = names.mail.senderEmail;
    env[MAIL_CONFIGURATION_SET] = names.mail.configurationSet;
  }
  if (row.sendsEmail || row.clubAddress) env[NOTIFICATION_EMAIL] = names.mail.notificationEmail;
  if (row.sendsEmail || row.writesMail || row.siteLinks || row.frame || row.rendersPages) {
    if (names.siteUrl === undefined)
      throw new Error(
        `${row.id} sends or writes mail, links to the site or renders a page, so it needs the site's address, which is not known where it is built`,
      );
    env[SITE_URL] = names.siteUrl;
  }
  if ((row.frame || row.rendersPages) && names.siteBuildDir) env[SITE_BUILD_DIR] = names.siteBuildDir;
  if (row.rendersPages && names.distributionId) env[DISTRIBUTION_ID] = names.distributionId;
  if (row.site) {
    if (names.siteFiles === undefined) throw new Error(`${row.id} reaches the site's files, which do not exist where it is built`);
    if ('bucket' in names.siteFiles) env[SITE_BUCKET] = names.siteFiles.bucket;
    else env[SITE_DIR] = names.siteFiles.dir;
  }
  if (row.callsApi) {
    if (names.apiUrl === undefined) throw new Error(`${row.id} calls the site's API, which does not exist where it is built`);
    env[API_URL] = names.apiUrl;
  }
  // Every route function refuses a request that did not come through CloudFront (lambdas/runtime/origin-check.ts),
  // and a function that calls the API sends what CloudFront sends.
  if ((row.access || row.callsApi) && names.originSecretId) env[ORIGIN_SECRET_ID] = names.originSecretId;
  if (row.paymentsSecret) {
    if (names.paymentsSecretId === undefined)
      throw new Error(`${row.id} reads the payments secret, which does not exist where it is built`);
    env[PAYMENTS_SECRET_ID] = names.paymentsSecretId;
  }
  if (row.proofOfWork === 'issue') {
    if (names.proofOfWorkRounds === undefined)
      throw new Error(`${row.id} gives out the forms' challenges, whose difficulty is not known where it is built`);
    env[PROOF_OF_WORK_ROUNDS] = String(names.proofOfWorkRounds);
  }
  for (const name of row.tables ?? []) env[streamTableEnvVar(name)] = names.tableName(name);
  if (row.members) {
    if (names.userPoolId === undefined)
      throw new Error(`${row.id} reads the user pool's members, and no user pool is known where it is built`);
    env[USER_POOL_ID] = names.userPoolId;
  }
  if (row.backups) {
    if (names.backupBucket === undefined)
      throw new Error(`${row.id} puts archives into the backup bucket, which does not exist where it is built`);
    env[BACKUP_BUCKET] = names.backupBucket;
  }
  if (row.bulkMail) {
    if (names.newsletterSendRate === undefined)
      throw new Error(`${row.id} sends the newsletters, whose pace is not known where it is built`);
    env[NEWSLETTER_SEND_RATE] = String(names.newsletterSendRate);
  }
  return env;
}
