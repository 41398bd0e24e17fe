// Every repository path the docs and the code's comments name exists, so a file renamed or moved
// cannot leave a sentence pointing at nothing: the docs, the README and every comment in a
// TypeScript file are read for paths under the project's top folders, and each must be a tracked
// file or folder (a module named without its `.ts` counts). Paths with a placeholder (`<id>`,
// `{sub}`, `*`) and the build's own output are not files to look for.

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const TOP_FOLDERS = ['web', 'lambdas', 'common', 'infra', 'local', 'tests', 'bench', 'docs'];

/** Made by a build or a run, never committed. */
const GENERATED = ['web/dist'];

const PATH = new RegExp(`(?<![\\w/.@-])((?:${TOP_FOLDERS.join('|')})/[\\w./-]*[\\w/])`, 'g');

/** A placeholder right after the match: the path is a pattern (`lambdas/rows/<id>.ts`, `team-<n>.svg`). */
const PATTERN_FOLLOWS = /^[-.]?[<{*[]/;

const COMMENT_LINE = /^\s*(\/\/|\/\*|\*)/;

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter(Boolean);
}

/** Each path named in `text` (in comment lines only, for code) with its line number. */
function namedPaths(text: string, code: boolean): { path: string; line: number }[] {
  const found: { path: string; line: number }[] = [];
  text.split('\n').forEach((line, index) => {
    if (code && !COMMENT_LINE.test(line)) return;
    for (const match of line.matchAll(PATH)) {
      const end = (match.index ?? 0) + match[0].length;
      if (PATTERN_FOLLOWS.test(line.slice(end))) continue;
      found.push({ path: (match[1] ?? '').replace(/\/$/, ''), line: index + 1 });
    }
  });
  return found;
}

describe('the paths the docs and comments name', () => {
  it('finds a path in prose and a comment, and leaves patterns and code alone', () => {
    expect(namedPaths('see `lambdas/runtime/handler.ts`, and lambdas/rows/<id>.ts.', false).map((p) => p.path)).toEqual([
      'lambdas/runtime/handler.ts',
    ]);
    expect(namedPaths("// from common/club/password-policy\nimport x from '../common/other';", true).map((p) => p.path)).toEqual([
      'common/club/password-policy',
    ]);
    expect(namedPaths('web/public/img/teams/team-<n>.svg', false)).toEqual([]);
  });

  it('all exist in the repository', () => {
    const files = trackedFiles();
    const known = new Set(files);
    for (const file of files) {
      const parts = file.split('/');
      for (let i = 1; i < parts.length; i += 1) known.add(parts.slice(0, i).join('/'));
    }
    const exists = (path: string) =>
      known.has(path) ||
      known.has(`${path}.ts`) ||
      known.has(`${path}.tsx`) ||
      GENERATED.some((root) => path === root || path.startsWith(`${root}/`));

    const missing = files
      .filter((file) => /\.(md|ts|tsx)$/.test(file))
      .flatMap((file) =>
        namedPaths(readFileSync(file, 'utf8'), !file.endsWith('.md'))
          .filter(({ path }) => !exists(path))
          .map(({ path, line }) => `${file}:${line} names ${path}`),
      );
    expect(missing).toEqual([]);
  });
});
