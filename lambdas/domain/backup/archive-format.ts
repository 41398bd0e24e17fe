// The club's archive: one zip file holding the whole club, readable without this code (any unzip
// tool, then JSON files and the media as they were uploaded). Written by `npm run export` and the
// nightly export job (lambdas/domain/backup/export-club.ts), read by `npm run import`
// (lambdas/domain/backup/read-archive.ts). docs/operations.md ("The club's archive") describes it
// for people; the schemas below are the same description for the code.
//
//   manifest.json                     what the archive holds: every file below, with its counts, sizes and SHA-256
//   README.txt                        the same layout in a few lines, for whoever opens the zip
//   tables/<table>.jsonl              every item of each table of the catalogue (lambdas/tables.ts), one JSON object a line
//   members/members.jsonl             every member of the user pool: attributes and groups, one a line; never a password
//   members/groups.json               the user pool's groups (name, description, precedence)
//   media-bucket/<key>                each object of the media bucket (keys begin with media/), byte for byte

import * as z from 'zod';
import { tableNames, type TableName } from '../../table-keys';

export const ARCHIVE_FORMAT = 'blaze-club-archive';
/** Raised when the layout changes in a way an older reader would misread. */
export const ARCHIVE_VERSION = 1;

export const MANIFEST_FILE = 'manifest.json';
export const README_FILE = 'README.txt';
export const MEMBERS_FILE = 'members/members.jsonl';
export const GROUPS_FILE = 'members/groups.json';
const MEDIA_DIR = 'media-bucket/';

/** Where a table's items are in the archive. */
export function tableFile(name: TableName): string {
  return `tables/${name}.jsonl`;
}

/** Where a media object's bytes are in the archive. */
export function mediaFile(key: string): string {
  return `${MEDIA_DIR}${key}`;
}

// A key that could climb out of the folder an unzip tool extracts into, or that S3 would not take back.
const safeKey = z
  .string()
  .min(1)
  .max(1024)
  .refine((key) => !key.split('/').some((part) => part === '..' || part === '.') && !key.startsWith('/') && !key.includes('\\'), {
    message: 'is not a plain object key',
  });

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 in hex');

export const mediaObjectEntrySchema = z.strictObject({
  key: safeKey,
  size: z.number().int().min(0),
  sha256,
  contentType: z.string().max(256).optional(),
  cacheControl: z.string().max(256).optional(),
  contentDisposition: z.string().max(256).optional(),
});
export type MediaObjectEntry = z.infer<typeof mediaObjectEntrySchema>;

const tableEntrySchema = z.strictObject({ items: z.number().int().min(0) });

export const manifestSchema = z.strictObject({
  format: z.literal(ARCHIVE_FORMAT, { error: `is not "${ARCHIVE_FORMAT}": this is not a club archive` }),
  version: z.literal(ARCHIVE_VERSION, { error: `is not ${ARCHIVE_VERSION}: this archive was written by another version of the site` }),
  createdAt: z.iso.datetime(),
  /** Where it was taken from, for people: `aws:<data stack>` or `local`. */
  source: z.string().max(200),
  /** Every table of the catalogue, none missing and no other. */
  tables: z.record(z.enum(tableNames), tableEntrySchema),
  members: z.strictObject({ count: z.number().int().min(0) }),
  groups: z.strictObject({ count: z.number().int().min(0) }),
  media: z.strictObject({ prefix: z.string(), objects: z.array(mediaObjectEntrySchema) }),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** Attribute names as Cognito spells them: standard attributes and custom ones. */
const attributeName = z.string().regex(/^(?:[a-z_]{1,32}|custom:[A-Za-z0-9_]{1,20})$/, 'an attribute name');

export const memberSchema = z.strictObject({
  /** The user pool's own name for the member (a UUID in AWS), for people; a restore signs them in by address. */
  username: z.string().min(1).max(128),
  /**
   * What a restore sets. Never `sub` (Cognito gives every new user its own), nor anything of a
   * password or an authenticator, which no API returns.
   */
  attributes: z.record(attributeName, z.string().max(2048)).superRefine((attributes, context) => {
    if ('sub' in attributes) context.addIssue({ code: 'custom', path: ['sub'], message: '"sub" is given by the user pool, not restored' });
    if (!z.email().safeParse(attributes.email).success) {
      context.addIssue({ code: 'custom', message: 'has no valid email attribute: members sign in by address' });
    }
  }),
  groups: z.array(z.string().min(1).max(128)),
  enabled: z.boolean(),
  /** Cognito's status when exported (CONFIRMED, UNCONFIRMED, ...), for people; a restore always confirms. */
  status: z.string().max(64),
  createdAt: z.iso.datetime().optional(),
});
export type Member = z.infer<typeof memberSchema>;

export const groupSchema = z.strictObject({
  name: z.string().min(1).max(128),
  description: z.string().max(2048).optional(),
  precedence: z.number().int().min(0).optional(),
});
export type Group = z.infer<typeof groupSchema>;

export const groupsSchema = z.array(groupSchema);

/** The README inside every archive: enough to use it without this repository. */
export function archiveReadme(manifest: Manifest): string {
  const tables = Object.entries(manifest.tables)
    .map(([name, { items }]) => `  ${tableFile(name as TableName)}  (${items} item${items === 1 ? '' : 's'})`)
    .join('\n');
  return `Blaze Rugby Club: the whole club's data, taken ${manifest.createdAt} from ${manifest.source}.

${MANIFEST_FILE}
  What this archive holds: each file below with its count, and every media object's size and SHA-256.
${tables}
  One item of the table per line, as JSON: each line is one record (a news post, a booking, ...).
${MEMBERS_FILE}  (${manifest.members.count} member${manifest.members.count === 1 ? '' : 's'})
  One member per line: their attributes (email, names, ...) and groups. No passwords: none are ever exported.
${GROUPS_FILE}
  The user pool's groups (officers).
${MEDIA_DIR}...  (${manifest.media.objects.length} file${manifest.media.objects.length === 1 ? '' : 's'})
  The site's pictures and documents, byte for byte, by their key in the media bucket.

npm run import -- <this file> restores it into an empty deployment of the site (docs/operations.md).
`;
}
