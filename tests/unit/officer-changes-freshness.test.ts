// Every change an officer makes is visible on the public pages within a minute. The pages
// read cached public rows, so each cached public read of a table some officer row writes may be kept
// at most a minute. Calendar feeds are not pages: calendar programs poll them every few hours.

import { describe, expect, it } from 'vitest';
import type { RouteDef } from '../../lambdas/route-def';
import { routes } from '../../lambdas/routes';

/** The longest a public page may show what an officer has changed. */
const FRESH_SECONDS = 60;

const isFeed = (row: RouteDef) => row.path.endsWith('.ics');

/** Cached public reads of tables an officer row writes, pages only, with the seconds they may be kept. */
function staleReads(rows: readonly RouteDef[]): string[] {
  const officerTables = new Set(rows.filter((row) => row.access === 'officer').flatMap((row) => row.writes));
  return rows
    .filter((row) => row.access === 'public' && row.method === 'GET' && !isFeed(row))
    .filter((row) => row.reads.some((table) => officerTables.has(table)) && (row.cacheSeconds ?? 0) > FRESH_SECONDS)
    .map((row) => `${row.id} (${row.cacheSeconds} s)`);
}

describe('public reads of what officers change', () => {
  it(`are cached at most ${FRESH_SECONDS} seconds`, () => {
    expect(staleReads(routes)).toEqual([]);
  });

  it('finds a read cached longer than that', () => {
    const base = { throttle: 'read', writes: [] } as const;
    const rows: RouteDef[] = [
      { ...base, id: 'edit', method: 'PUT', path: '/api/officer/things', access: 'officer', reads: [], writes: ['settings'] },
      { ...base, id: 'read-slow', method: 'GET', path: '/public/api/things', access: 'public', reads: ['settings'], cacheSeconds: 300 },
      { ...base, id: 'feed', method: 'GET', path: '/public/api/things.ics', access: 'public', reads: ['settings'], cacheSeconds: 3600 },
      { ...base, id: 'other', method: 'GET', path: '/public/api/others', access: 'public', reads: ['games'], cacheSeconds: 300 },
    ];
    expect(staleReads(rows)).toEqual(['read-slow (300 s)']);
  });
});
