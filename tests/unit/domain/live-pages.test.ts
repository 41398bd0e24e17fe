// Which pages a change renders again: every prerendered page with an address of its own (the
// renderer tells the static ones from the live), and the own page of each post or product that
// changed, under its old key when it was deleted.

import { describe, expect, it } from 'vitest';
import { clientOnly, pageMeta } from '../../../common/pages/page-meta';
import { detailPages, listPages } from '../../../lambdas/domain/site/live-pages';
import type { TableChange } from '../../../lambdas/runtime/stream-function';

const change = (table: TableChange['table'], kind: TableChange['kind'], keys: Record<string, unknown>): TableChange => ({
  table,
  kind,
  keys,
});

describe('the pages a change renders again', () => {
  it('are every prerendered page with an address of its own, whatever changed', () => {
    const expected = Object.entries(pageMeta)
      .filter(([path, meta]) => meta !== clientOnly && !path.includes('/:'))
      .map(([path]) => path);
    expect(listPages().map((page) => page.path)).toEqual(expected);
    expect(listPages().map((page) => page.path)).toEqual(
      expect.arrayContaining(['/blog-2', '/gallery', '/fixtures', '/store', '/rental-calendar', '/team']),
    );
  });

  it('add the own page of each post or product changed, added or deleted, once each', async () => {
    const pages = await detailPages(
      [
        change('posts', 'insert', { id: 'new-post' }),
        change('posts', 'modify', { id: 'new-post' }),
        change('posts', 'remove', { id: 'gone-post' }),
        change('products', 'modify', { storeId: 'club', productId: 'cap' }),
        change('games', 'insert', { id: 'g1' }),
        change('gallery', 'remove', { id: 'picture' }),
        change('bookings', 'insert', { id: 'b1' }),
        change('meetings', 'modify', { id: 'm1' }),
      ],
      false,
    );
    expect(pages.map((page) => [page.path, page.pattern])).toEqual([
      ['/news/new-post', '/news/:slug'],
      ['/news/gone-post', '/news/:slug'],
      ['/product/club/cap', '/product/:storeId/:productId'],
    ]);
  });

  it("add a player's own page when their record or one of their seasons' figures changed, once each", async () => {
    const pages = await detailPages(
      [
        change('players', 'insert', { slug: 'sean-murphy' }),
        change('playerStats', 'modify', { season: 2026, playerSlug: 'sean-murphy' }),
        change('playerStats', 'insert', { season: 2026, playerSlug: 'leo-marsh' }),
        change('players', 'remove', { slug: 'gone-player' }),
      ],
      false,
    );
    expect(pages.map((page) => [page.path, page.pattern])).toEqual([
      ['/players/sean-murphy', '/players/:slug'],
      ['/players/leo-marsh', '/players/:slug'],
      ['/players/gone-player', '/players/:slug'],
    ]);
  });

  it("add a club night's own page when the night changed, its seats left with each order too, once each", async () => {
    const pages = await detailPages(
      [
        change('clubNights', 'insert', { id: '2027-03-06-annual-banquet' }),
        change('clubNights', 'modify', { id: '2027-03-06-annual-banquet' }),
        change('clubNights', 'modify', { id: '2027-05-01-spring-fundraiser' }),
      ],
      false,
    );
    expect(pages.map((page) => [page.path, page.pattern])).toEqual([
      ['/events/2027-03-06-annual-banquet', '/events/:nightId'],
      ['/events/2027-05-01-spring-fundraiser', '/events/:nightId'],
    ]);
  });
});
