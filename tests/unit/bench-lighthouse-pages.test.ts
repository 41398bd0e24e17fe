// The bench measures every public page: a page with a pattern (a post, a product, a player) must
// have a real address to measure, or `npm run bench` stops before measuring anything.

import { describe, expect, it } from 'vitest';
import { lighthousePages } from '../../bench/lighthouse';
import { prerenderedPages } from '../../common/pages/page-meta';

describe('lighthousePages', () => {
  it('gives every public page pattern one real address', () => {
    const publicPatterns = prerenderedPages.filter(([, meta]) => !meta.noindex).map(([pattern]) => pattern);
    expect(lighthousePages.map((page) => page.pattern)).toEqual(publicPatterns);
    for (const page of lighthousePages) expect(page.path, page.pattern).not.toMatch(/\/:/);
    expect(lighthousePages.find((page) => page.pattern === '/players/:slug')?.path).toMatch(/^\/players\/[a-z0-9-]+$/);
  });
});
