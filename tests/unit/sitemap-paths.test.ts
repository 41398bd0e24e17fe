// The sitemap points search engines at the public pages only: a page for signed-in people (the
// officers' console, a member's account) added to the page list without a reason to leave it out
// would be listed, so these are checked by their address rather than by a list kept by hand.

import { describe, expect, it } from 'vitest';
import { pagePaths } from '../../common/pages/pages';
import { robotsTxt, sitemapPaths } from '../../common/pages/seo-files';

describe('sitemapPaths', () => {
  it("lists no officers' page, no member's page and no pattern", () => {
    const listed = sitemapPaths();
    expect(listed.filter((path) => path.startsWith('/officers') || path === '/account' || /[:*]/.test(path))).toEqual([]);
  });

  it('lists the public pages a visitor comes for', () => {
    const listed = sitemapPaths();
    for (const path of ['/', '/team', '/blog-2', '/fixtures', '/rental-calendar', '/partners']) expect(listed).toContain(path);
    expect(listed.length).toBeGreaterThan(10);
    expect(listed.length).toBeLessThan(pagePaths.length);
  });

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt('https://www.example.org')).toContain('Sitemap: https://www.example.org/sitemap.xml');
  });
});
