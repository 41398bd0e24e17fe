// Opens a club archive (lambdas/domain/backup/archive-format.ts) and checks all of it before an
// import writes anything: the manifest, every item against its table's item schema and key types
// (the catalogue, lambdas/tables.ts), no two items with one key, every member and group, and every
// media object's size and SHA-256. A bad archive is refused with the list of what is wrong
// (ArchiveRefused); only a checked archive reaches restoreClub.

import { createHash } from 'node:crypto';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import * as yauzl from 'yauzl';
import type * as z from 'zod';
import { type TableDef, tables } from '../../tables';
import { type IndexDef, type KeyDef, tableNames, type TableName } from '../../table-keys';
import {
  GROUPS_FILE,
  type Group,
  groupsSchema,
  type Manifest,
  MANIFEST_FILE,
  manifestSchema,
  type Member,
  MEMBERS_FILE,
  memberSchema,
  mediaFile,
  README_FILE,
  tableFile,
} from './archive-format';
import { ARCHIVED_MEDIA_PREFIX } from './club-location';
import { itemKeyText, ownKeys } from './export-club';

/** The most problems a refusal lists: the first ones are enough to see what is wrong. */
export const MAX_LISTED_PROBLEMS = 20;

export class ArchiveRefused extends Error {
  constructor(readonly problems: readonly string[]) {
    const listed = problems.slice(0, MAX_LISTED_PROBLEMS).map((problem) => `  - ${problem}`);
    const more = problems.length > MAX_LISTED_PROBLEMS ? [`  ... and ${problems.length - MAX_LISTED_PROBLEMS} more`] : [];
    super(['The archive was refused; nothing was written:', ...listed, ...more].join('\n'));
    this.name = 'ArchiveRefused';
  }
}

export interface CheckedArchive {
  readonly manifest: Manifest;
  readonly items: Readonly<Record<TableName, readonly Record<string, unknown>[]>>;
  readonly members: readonly Member[];
  readonly groups: readonly Group[];
  /** A media object's bytes, checked once already. */
  openMedia(key: string): Promise<Readable>;
  close(): void;
}

function issueText(error: z.ZodError): string {
  const [issue] = error.issues;
  if (!issue) return 'does not fit';
  return `${issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''}${issue.message}`;
}

async function readText(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function* lines(zip: yauzl.ZipFile, entry: yauzl.Entry): AsyncGenerator<[number, string]> {
  let number = 0;
  for await (const line of createInterface({ input: await zip.openReadStreamPromise(entry), crlfDelay: Number.POSITIVE_INFINITY })) {
    number += 1;
    if (line.trim() !== '') yield [number, line];
  }
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * A key attribute DynamoDB would refuse: missing or of the wrong type on the table's own key, or of
 * the wrong type (or an empty string) on an index key the item carries.
 */
function keyProblem(item: Record<string, unknown>, key: KeyDef, required: boolean): string | undefined {
  const value = item[key.name];
  if (value === undefined) return required ? `has no ${key.name}` : undefined;
  const expected = key.type === 'S' ? 'string' : 'number';
  if (typeof value !== expected) return `${key.name} is not a ${expected}`;
  if (value === '') return `${key.name} is empty`;
  return undefined;
}

async function checkTable(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry | undefined,
  name: TableName,
  expected: number,
  problems: string[],
): Promise<Record<string, unknown>[]> {
  const file = tableFile(name);
  if (!entry) {
    problems.push(`${file} is missing`);
    return [];
  }
  const def: TableDef = tables[name];
  const keys = ownKeys(def);
  const indexKeys = (def.indexes as readonly IndexDef[]).flatMap((index) => [
    index.partitionKey,
    ...(index.sortKey ? [index.sortKey] : []),
  ]);
  const seen = new Set<string>();
  const items: Record<string, unknown>[] = [];
  let count = 0;
  for await (const [line, text] of lines(zip, entry)) {
    count += 1;
    const parsed = parseJson(text);
    if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) {
      problems.push(`${file} line ${line}: not a JSON object`);
      continue;
    }
    const item = parsed.value as Record<string, unknown>;
    const where = `${file} line ${line} (${itemKeyText(name, item)})`;
    const keyIssue = [...keys.map((key) => keyProblem(item, key, true)), ...indexKeys.map((key) => keyProblem(item, key, false))].find(
      Boolean,
    );
    if (keyIssue) {
      problems.push(`${where}: ${keyIssue}`);
      continue;
    }
    const fits = def.item.safeParse(item);
    if (!fits.success) problems.push(`${where}: ${issueText(fits.error)}`);
    const identity = JSON.stringify(keys.map((key) => item[key.name]));
    if (seen.has(identity)) problems.push(`${where}: a second item with this key`);
    seen.add(identity);
    items.push(item);
  }
  if (count !== expected) problems.push(`${file} holds ${count} items where the manifest says ${expected}`);
  return items;
}

async function checkJsonLines<T>(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry | undefined,
  file: string,
  schema: z.ZodType<T>,
  problems: string[],
): Promise<{ values: T[]; count: number }> {
  if (!entry) {
    problems.push(`${file} is missing`);
    return { values: [], count: 0 };
  }
  const values: T[] = [];
  let count = 0;
  for await (const [line, text] of lines(zip, entry)) {
    count += 1;
    const parsed = parseJson(text);
    const checked = parsed.ok ? schema.safeParse(parsed.value) : undefined;
    if (!checked) problems.push(`${file} line ${line}: not JSON`);
    else if (!checked.success) problems.push(`${file} line ${line}: ${issueText(checked.error)}`);
    else values.push(checked.data);
  }
  return { values, count };
}

async function checkMedia(zip: yauzl.ZipFile, entries: Map<string, yauzl.Entry>, manifest: Manifest, problems: string[]): Promise<void> {
  if (manifest.media.prefix !== ARCHIVED_MEDIA_PREFIX) {
    problems.push(`${MANIFEST_FILE}: media.prefix is ${JSON.stringify(manifest.media.prefix)}, not "${ARCHIVED_MEDIA_PREFIX}"`);
  }
  const keys = new Set<string>();
  for (const object of manifest.media.objects) {
    const file = mediaFile(object.key);
    if (!object.key.startsWith(ARCHIVED_MEDIA_PREFIX)) problems.push(`${file}: its key is not under ${ARCHIVED_MEDIA_PREFIX}`);
    if (keys.has(object.key)) problems.push(`${file}: listed twice`);
    keys.add(object.key);
    const entry = entries.get(file);
    if (!entry) {
      problems.push(`${file} is missing`);
      continue;
    }
    const hash = createHash('sha256');
    let size = 0;
    try {
      for await (const chunk of await zip.openReadStreamPromise(entry)) {
        hash.update(chunk as Buffer);
        size += (chunk as Buffer).length;
      }
    } catch (error) {
      problems.push(`${file} cannot be read: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    if (size !== object.size) problems.push(`${file} holds ${size} bytes where the manifest says ${object.size}`);
    else if (hash.digest('hex') !== object.sha256) problems.push(`${file} is not the file the manifest lists (its SHA-256 differs)`);
  }
}

/** Opens the archive at `path` and checks all of it; throws ArchiveRefused listing every problem found. */
export async function readArchive(path: string): Promise<CheckedArchive> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false, strictFileNames: true });
  } catch (error) {
    throw new ArchiveRefused([`${path} is not a zip archive (${error instanceof Error ? error.message : String(error)})`]);
  }
  try {
    return await check(zip);
  } catch (error) {
    zip.close();
    if (error instanceof ArchiveRefused) throw error;
    throw new ArchiveRefused([`the archive cannot be read: ${error instanceof Error ? error.message : String(error)}`]);
  }
}

async function check(zip: yauzl.ZipFile): Promise<CheckedArchive> {
  const entries = new Map<string, yauzl.Entry>();
  for await (const entry of zip.eachEntry()) {
    if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
  }
  const manifestEntry = entries.get(MANIFEST_FILE);
  if (!manifestEntry) throw new ArchiveRefused([`${MANIFEST_FILE} is missing: this is not a club archive`]);
  const parsed = parseJson(await readText(zip, manifestEntry));
  if (!parsed.ok) throw new ArchiveRefused([`${MANIFEST_FILE} is not JSON`]);
  const manifestResult = manifestSchema.safeParse(parsed.value);
  if (!manifestResult.success) {
    throw new ArchiveRefused(manifestResult.error.issues.map((issue) => `${MANIFEST_FILE}: ${issue.path.join('.')}: ${issue.message}`));
  }
  const manifest = manifestResult.data;

  const problems: string[] = [];
  const items = {} as Record<TableName, Record<string, unknown>[]>;
  for (const name of tableNames) {
    items[name] = await checkTable(zip, entries.get(tableFile(name)), name, manifest.tables[name].items, problems);
  }
  const { values: members, count } = await checkJsonLines(zip, entries.get(MEMBERS_FILE), MEMBERS_FILE, memberSchema, problems);
  if (count !== manifest.members.count) {
    problems.push(`${MEMBERS_FILE} holds ${count} members where the manifest says ${manifest.members.count}`);
  }
  const emails = new Set<string>();
  for (const member of members) {
    const email = (member.attributes.email ?? '').toLowerCase();
    if (emails.has(email)) problems.push(`${MEMBERS_FILE}: ${email} is there twice`);
    emails.add(email);
  }

  let groups: Group[] = [];
  const groupsEntry = entries.get(GROUPS_FILE);
  if (!groupsEntry) problems.push(`${GROUPS_FILE} is missing`);
  else {
    const parsedGroups = parseJson(await readText(zip, groupsEntry));
    const checked = parsedGroups.ok ? groupsSchema.safeParse(parsedGroups.value) : undefined;
    if (!checked) problems.push(`${GROUPS_FILE} is not JSON`);
    else if (!checked.success) problems.push(`${GROUPS_FILE}: ${issueText(checked.error)}`);
    else groups = checked.data;
  }
  if (groupsEntry && groups.length !== manifest.groups.count) {
    problems.push(`${GROUPS_FILE} holds ${groups.length} groups where the manifest says ${manifest.groups.count}`);
  }
  const groupNames = new Set(groups.map((group) => group.name));
  for (const member of members) {
    for (const group of member.groups) {
      if (!groupNames.has(group)) problems.push(`${MEMBERS_FILE}: ${member.attributes.email} is in ${group}, which ${GROUPS_FILE} lacks`);
    }
  }

  await checkMedia(zip, entries, manifest, problems);
  const known = new Set([
    MANIFEST_FILE,
    README_FILE,
    MEMBERS_FILE,
    GROUPS_FILE,
    ...tableNames.map(tableFile),
    ...manifest.media.objects.map((object) => mediaFile(object.key)),
  ]);
  for (const name of entries.keys()) if (!known.has(name)) problems.push(`${name} is not listed in the manifest`);

  if (problems.length > 0) throw new ArchiveRefused(problems);
  return {
    manifest,
    items,
    members,
    groups,
    async openMedia(key) {
      const entry = entries.get(mediaFile(key));
      if (!entry) throw new Error(`${mediaFile(key)} is not in the archive`);
      return zip.openReadStreamPromise(entry);
    },
    close: () => zip.close(),
  };
}
