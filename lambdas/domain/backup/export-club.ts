// Writes the whole club into one archive (lambdas/domain/backup/archive-format.ts): every table of
// the catalogue, the members and their groups, and the media objects, streamed one entry after
// another into the output, so memory holds one table's page or one object's chunk at a time, never
// the archive. The manifest comes last, once every count and checksum is known (a zip's order does
// not matter to its readers).

import { createHash } from 'node:crypto';
import { Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { ZipFile } from 'yazl';
import { type TableDef, tables } from '../../tables';
import { type KeyDef, tableNames, type TableName } from '../../table-keys';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  archiveReadme,
  GROUPS_FILE,
  type Manifest,
  MANIFEST_FILE,
  type MediaObjectEntry,
  MEMBERS_FILE,
  mediaFile,
  README_FILE,
  tableFile,
} from './archive-format';
import { ARCHIVED_MEDIA_PREFIX, type Club } from './club-location';
import { listObjects, readMembers, scanItems } from './club-reader';

/**
 * The media the scheduled export may hold: it writes the archive into Lambda's scratch space (512 MB)
 * before putting it in the backup bucket, and the archive is the media plus the items and members (a
 * few MB for a club). docs/operations.md says what to do when a club's media outgrow it.
 */
export const SCHEDULED_EXPORT_MEDIA_LIMIT_BYTES = 400 * 1024 * 1024;

export interface ExportOptions {
  readonly now: number;
  /** Where the club is, for the manifest (`aws:<data stack>`, `local`). */
  readonly source: string;
  /**
   * Refuse, before writing anything, a club whose media add up to more than this many bytes: the
   * export job's scratch space (lambdas/jobs/export-club.ts).
   */
  readonly maxMediaBytes?: number;
}

export interface ExportSummary {
  readonly tables: number;
  readonly items: number;
  readonly members: number;
  readonly groups: number;
  readonly mediaObjects: number;
  readonly mediaBytes: number;
  /**
   * Items that do not fit their table's item schema today: exported as they are, but an import
   * refuses the archive until they are mended. Each as `<table> <key>`.
   */
  readonly misfits: readonly string[];
}

/** The key of an item, as people read it in a message. */
export function itemKeyText(name: TableName, item: Record<string, unknown>): string {
  return ownKeys(tables[name])
    .map((key) => `${key.name}=${JSON.stringify(item[key.name])}`)
    .join(' ');
}

/** A table's own key attributes: its partition key, and its sort key where it has one. */
export function ownKeys(def: TableDef): KeyDef[] {
  return [def.partitionKey, ...(def.sortKey ? [def.sortKey] : [])];
}

/** A stream that hashes and counts what passes through it. */
function hashing(onEnd: (sha256: string, size: number) => void): Transform {
  const hash = createHash('sha256');
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
    flush(callback) {
      onEnd(hash.digest('hex'), size);
      callback();
    },
  });
}

export async function exportClub(club: Club, output: Writable, options: ExportOptions): Promise<ExportSummary> {
  const { location, clients } = club;
  const listed = await listObjects(clients.s3, location.mediaBucket, ARCHIVED_MEDIA_PREFIX);
  const mediaBytes = listed.reduce((total, object) => total + object.size, 0);
  if (options.maxMediaBytes !== undefined && mediaBytes > options.maxMediaBytes) {
    throw new Error(
      `The media add up to ${mediaBytes} bytes, more than the ${options.maxMediaBytes} this export may hold: nothing was written.`,
    );
  }
  const { members, groups } = await readMembers(club);

  const zip = new ZipFile();
  const mtime = new Date(options.now);
  let failure: Error | undefined;
  const fail = (error: unknown) => {
    failure ??= error instanceof Error ? error : new Error(String(error));
    (zip.outputStream as Readable).destroy(failure);
  };
  zip.on('error', fail);
  // yazl asks for each entry's stream only when the entries before it are written: one at a time.
  const addLazy = (path: string, compress: boolean, produce: () => Promise<Readable>) =>
    zip.addReadStreamLazy(path, { mtime, compress }, (callback) => {
      produce().then(
        (stream) => {
          stream.on('error', fail);
          callback(null, stream);
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), undefined as unknown as Readable),
      );
    });

  const counts = Object.fromEntries(tableNames.map((name) => [name, 0])) as Record<TableName, number>;
  const misfits: string[] = [];
  for (const name of tableNames) {
    addLazy(tableFile(name), true, async () =>
      Readable.from(
        (async function* () {
          for await (const item of scanItems(club, location.tables[name])) {
            counts[name] += 1;
            if (!tables[name].item.safeParse(item).success) misfits.push(`${name} ${itemKeyText(name, item)}`);
            yield `${JSON.stringify(item)}\n`;
          }
        })(),
      ),
    );
  }
  zip.addBuffer(Buffer.from(members.map((member) => `${JSON.stringify(member)}\n`).join('')), MEMBERS_FILE, { mtime });
  zip.addBuffer(Buffer.from(`${JSON.stringify(groups, null, 2)}\n`), GROUPS_FILE, { mtime });

  const objects: MediaObjectEntry[] = [];
  for (const { key } of listed) {
    // Pictures and PDFs are compressed already: stored as they are.
    addLazy(mediaFile(key), false, async () => {
      const got = await clients.s3.send(new GetObjectCommand({ Bucket: location.mediaBucket, Key: key }));
      const body: unknown = got.Body;
      if (!(body instanceof Readable)) throw new Error(`The media object ${key} has no readable body`);
      const hasher = hashing((sha256, size) =>
        objects.push({
          key,
          size,
          sha256,
          ...(got.ContentType ? { contentType: got.ContentType } : {}),
          ...(got.CacheControl ? { cacheControl: got.CacheControl } : {}),
          ...(got.ContentDisposition ? { contentDisposition: got.ContentDisposition } : {}),
        }),
      );
      body.on('error', (error) => hasher.destroy(error));
      return body.pipe(hasher);
    });
  }

  let manifest: Manifest | undefined;
  addLazy(MANIFEST_FILE, true, async () => {
    manifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: new Date(options.now).toISOString(),
      source: options.source,
      tables: Object.fromEntries(tableNames.map((name) => [name, { items: counts[name] }])) as Manifest['tables'],
      members: { count: members.length },
      groups: { count: groups.length },
      media: { prefix: ARCHIVED_MEDIA_PREFIX, objects },
    };
    return Readable.from([`${JSON.stringify(manifest, null, 2)}\n`]);
  });
  addLazy(README_FILE, true, async () => {
    if (!manifest) throw new Error('The manifest was not written before the README');
    return Readable.from([archiveReadme(manifest)]);
  });
  zip.end();

  try {
    await pipeline(zip.outputStream, output);
  } catch (error) {
    throw failure ?? error;
  }
  if (failure) throw failure;
  return {
    tables: tableNames.length,
    items: Object.values(counts).reduce((a, b) => a + b, 0),
    members: members.length,
    groups: groups.length,
    mediaObjects: objects.length,
    mediaBytes: objects.reduce((total, object) => total + object.size, 0),
    misfits,
  };
}
