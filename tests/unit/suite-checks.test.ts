// docs/testing.md's "What the suite checks" names each check the suite must keep: its file, the
// exact title of its test and the list it runs over. A cut that drops one fails here until the
// table is changed with it.

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const doc = readFileSync(path.join(root, 'docs/testing.md'), 'utf8');

interface Check {
  readonly what: string;
  readonly over?: string;
  readonly file: string;
  readonly title: string;
}

/** The table's rows under the section's heading, each cell's backticked value unwrapped. */
function checks(): Check[] {
  const section = doc.split('\n## What the suite checks\n')[1]?.split('\n## ')[0] ?? '';
  const code = (cell: string): string => cell.trim().replace(/^`(.*)`$/, '$1');
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| check |') && !line.startsWith('| ---'))
    .map((line) => {
      const [what = '', over = '', file = '', title = ''] = line.slice(2, -2).split(' | ');
      return { what: what.trim(), over: code(over) === '—' ? undefined : code(over), file: code(file), title: code(title) };
    });
}

/** Whether a test file holds a test of this exact title, as a string literal of any quote. */
function hasTitle(source: string, title: string): boolean {
  return ["'", '"', '`'].some((quote) => source.includes(`${quote}${title}${quote}`)) || source.includes(title.replaceAll("'", "\\'"));
}

describe("docs/testing.md's list of what the suite checks", () => {
  const rows = checks();

  it('lists the checks', () => {
    expect(rows.length).toBeGreaterThanOrEqual(20);
  });

  it.each(rows.map((row) => [row.what, row] as const))('%s: still in the suite', (_what, row) => {
    expect(existsSync(path.join(root, row.file)), row.file).toBe(true);
    const source = readFileSync(path.join(root, row.file), 'utf8');
    expect(hasTitle(source, row.title), `"${row.title}" in ${row.file}`).toBe(true);
    if (row.over) expect(source, `${row.over} in ${row.file}`).toMatch(new RegExp(`\\b${row.over}\\b`));
  });
});
