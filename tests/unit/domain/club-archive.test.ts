// The club archive's checks (lambdas/domain/backup/read-archive.ts) on archives made here, file by
// file: a whole one opens with its items, members, groups and media; anything an import could not
// write back as it was (a file that is not a zip, another format or version, an item its table's
// schema or keys refuse, two items with one key, a count that disagrees, a member without an address
// or in a group the archive lacks, a media file that is missing, changed or named to climb out of its
// folder, a file the manifest does not list) refuses the whole archive and lists what is wrong.

import { createHash } from 'node:crypto';
import { createWriteStream, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  GROUPS_FILE,
  type Manifest,
  MANIFEST_FILE,
  type Member,
  MEMBERS_FILE,
  mediaFile,
  tableFile,
} from '../../../lambdas/domain/backup/archive-format';
import { ArchiveRefused, readArchive } from '../../../lambdas/domain/backup/read-archive';
import { tableNames } from '../../../lambdas/table-keys';
import { demoPosts } from '../../../local/demo/posts';
import { demoPostItem } from '../../../local/demo/posts-dataset';

const NOW = Date.UTC(2026, 10, 28, 18);
const post = demoPostItem(demoPosts[0] ?? (undefined as never), NOW) as unknown as Record<string, unknown>;
const picture = Buffer.from('RIFF....WEBPVP8 a picture');
const member: Member = {
  username: 'a1b2c3',
  attributes: { email: 'officer@blaze.test', email_verified: 'true', given_name: 'Olive' },
  groups: ['officers'],
  enabled: true,
  status: 'CONFIRMED',
};

interface Parts {
  manifest: Record<string, unknown>;
  files: Record<string, string | Buffer>;
}

/** A whole, valid archive's parts: one post, one member in the officers group, one picture. */
function validParts(): Parts {
  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    createdAt: new Date(NOW).toISOString(),
    source: 'test',
    tables: Object.fromEntries(tableNames.map((name) => [name, { items: name === 'posts' ? 1 : 0 }])) as Manifest['tables'],
    members: { count: 1 },
    groups: { count: 1 },
    media: {
      prefix: 'media/',
      objects: [
        {
          key: 'media/gallery/one.webp',
          size: picture.length,
          sha256: createHash('sha256').update(picture).digest('hex'),
          contentType: 'image/webp',
        },
      ],
    },
  };
  const files: Record<string, string | Buffer> = Object.fromEntries(tableNames.map((name) => [tableFile(name), '']));
  files[tableFile('posts')] = `${JSON.stringify(post)}\n`;
  files[MEMBERS_FILE] = `${JSON.stringify(member)}\n`;
  files[GROUPS_FILE] = JSON.stringify([{ name: 'officers', description: 'Club officers' }]);
  files[mediaFile('media/gallery/one.webp')] = picture;
  return { manifest: manifest as unknown as Record<string, unknown>, files };
}

let dir: string;
let made = 0;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'club-archive-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function write(parts: Parts): Promise<string> {
  const file = join(dir, `archive-${++made}.zip`);
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(parts.manifest)), MANIFEST_FILE);
  for (const [name, content] of Object.entries(parts.files)) zip.addBuffer(Buffer.from(content), name);
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(file));
  return file;
}

/** The problems the archive is refused for; fails the test if it is not refused. */
async function refusal(parts: Parts): Promise<string[]> {
  const error = await readArchive(await write(parts)).then(
    (archive) => {
      archive.close();
      return undefined;
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ArchiveRefused);
  expect((error as ArchiveRefused).message).toMatch(/^The archive was refused; nothing was written:/);
  return [...(error as ArchiveRefused).problems];
}

function withPosts(parts: Parts, ...items: Record<string, unknown>[]): Parts {
  parts.files[tableFile('posts')] = items.map((item) => `${JSON.stringify(item)}\n`).join('');
  (parts.manifest.tables as Record<string, { items: number }>).posts = { items: items.length };
  return parts;
}

describe('a whole archive', () => {
  it('opens with every table, member, group and media file, each as written', async () => {
    const archive = await readArchive(await write(validParts()));
    try {
      expect(archive.items.posts).toEqual([post]);
      expect(archive.items.games).toEqual([]);
      expect(archive.members).toEqual([member]);
      expect(archive.groups).toEqual([{ name: 'officers', description: 'Club officers' }]);
      const chunks: Buffer[] = [];
      for await (const chunk of await archive.openMedia('media/gallery/one.webp')) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks)).toEqual(picture);
    } finally {
      archive.close();
    }
  });
});

describe('an archive refused whole', () => {
  it('is not a zip', async () => {
    const file = join(dir, 'not-a-zip.zip');
    writeFileSync(file, 'just text');
    await expect(readArchive(file)).rejects.toThrow(/is not a zip archive/);
  });

  it('has no manifest', async () => {
    const parts = validParts();
    const file = join(dir, 'no-manifest.zip');
    const zip = new ZipFile();
    for (const [name, content] of Object.entries(parts.files)) zip.addBuffer(Buffer.from(content), name);
    zip.end();
    await pipeline(zip.outputStream, createWriteStream(file));
    await expect(readArchive(file)).rejects.toThrow(/manifest\.json is missing: this is not a club archive/);
  });

  it('is of another format or version, or lacks a table of the catalogue', async () => {
    const parts = validParts();
    parts.manifest.format = 'something-else';
    parts.manifest.version = ARCHIVE_VERSION + 1;
    delete (parts.manifest.tables as Record<string, unknown>).games;
    const problems = await refusal(parts);
    expect(problems.join('\n')).toMatch(/format: .*this is not a club archive/);
    expect(problems.join('\n')).toMatch(/version: .*another version of the site/);
    expect(problems.join('\n')).toMatch(/tables\.games/);
  });

  it('holds an item its table’s schema refuses, naming the file, the line and the key', async () => {
    const problems = await refusal(withPosts(validParts(), { ...post, title: 42 }));
    expect(problems).toEqual([expect.stringMatching(/^tables\/posts\.jsonl line 1 \(id="[^"]+"\): title: /)]);
  });

  it('holds an item without its key, with a key of the wrong type, or with an index key DynamoDB would refuse', async () => {
    const { id: _id, ...keyless } = post;
    const problems = await refusal(withPosts(validParts(), keyless, { ...post, id: 7 }, { ...post, id: 'other', status: '' }));
    expect(problems).toEqual([
      expect.stringMatching(/line 1 .*: has no id$/),
      expect.stringMatching(/line 2 .*: id is not a string$/),
      expect.stringMatching(/line 3 .*: status is empty$/),
    ]);
  });

  it('holds two items with one key', async () => {
    const problems = await refusal(withPosts(validParts(), post, post));
    expect(problems).toEqual([expect.stringMatching(/line 2 .*: a second item with this key$/)]);
  });

  it('holds a line that is not JSON, or other counts than its manifest', async () => {
    const parts = validParts();
    parts.files[tableFile('posts')] = `${JSON.stringify(post)}\n{not json\n`;
    parts.manifest.members = { count: 2 };
    const problems = await refusal(parts);
    expect(problems).toContain('tables/posts.jsonl line 2: not a JSON object');
    expect(problems).toContain('members/members.jsonl holds 1 members where the manifest says 2');
  });

  it('holds a member without an address, with a password-like or `sub` attribute, or in a group it lacks', async () => {
    const parts = validParts();
    const noAddress = { ...member, username: 'x', attributes: { given_name: 'Nobody' } };
    const withSub = { ...member, username: 'y', attributes: { ...member.attributes, email: 'two@blaze.test', sub: 'abc' } };
    const withPassword = { ...member, username: 'z', attributes: { email: 'three@blaze.test' }, password: 'hunter2' };
    const elsewhere = { ...member, username: 'w', attributes: { email: 'four@blaze.test' }, groups: ['treasurers'] };
    parts.files[MEMBERS_FILE] = [member, noAddress, withSub, withPassword, elsewhere].map((m) => `${JSON.stringify(m)}\n`).join('');
    parts.manifest.members = { count: 5 };
    const problems = (await refusal(parts)).join('\n');
    expect(problems).toMatch(/line 2: attributes: has no valid email attribute/);
    expect(problems).toMatch(/line 3: attributes\.sub: "sub" is given by the user pool/);
    expect(problems).toMatch(/line 4: Unrecognized key: "password"/);
    expect(problems).toMatch(/four@blaze\.test is in treasurers, which members\/groups\.json lacks/);
  });

  it('holds a media file that is missing, changed, or named to climb out of its folder', async () => {
    const changed = validParts();
    changed.files[mediaFile('media/gallery/one.webp')] = Buffer.alloc(picture.length, 'x');
    expect(await refusal(changed)).toEqual([
      'media-bucket/media/gallery/one.webp is not the file the manifest lists (its SHA-256 differs)',
    ]);

    const missing = validParts();
    delete missing.files[mediaFile('media/gallery/one.webp')];
    expect(await refusal(missing)).toEqual(['media-bucket/media/gallery/one.webp is missing']);

    const climbing = validParts();
    (climbing.manifest.media as { objects: { key: string }[] }).objects[0] = {
      ...(climbing.manifest.media as { objects: Record<string, unknown>[] }).objects[0],
      key: 'media/../../etc/passwd',
    } as { key: string };
    expect((await refusal(climbing)).join('\n')).toMatch(/media\.objects\.0\.key: is not a plain object key/);
  });

  it('holds a file its manifest does not list', async () => {
    const parts = validParts();
    parts.files['tables/extra.jsonl'] = '{}\n';
    expect(await refusal(parts)).toEqual(['tables/extra.jsonl is not listed in the manifest']);
  });
});
