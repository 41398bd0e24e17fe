// The live public pages as a visitor gets them once the regeneration has run (the lane's API
// renders every page at its start, as after a deploy): each page's HTML carries its content,
// the JSON island beside #root holds exactly what the API answers for the addresses the page
// asks for, and a browser shows the page without asking the API again, hydrating without a
// mismatch under the production CSP. A page whose data was deleted stays not found.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerPagePath } from '../../common/squad/squad-api';
import { productPagePath } from '../../common/store/store';
import { CLUB_STORE_ID, demoStoreProducts } from '../../local/demo/store';
import { demoPosts } from '../../local/demo/posts';
import { demoClubOfficers, demoSponsors } from '../../local/demo/club';
import { DEMO_NEWSLETTER_ID, demoNewsletterItem } from '../../local/demo/newsletters-dataset';
import { NEWSLETTER_ARCHIVE_PAGE, newsletterPagePath } from '../../common/newsletter/newsletters';
import { PAGE_DATA_ID, type PageDataIsland } from '../../web/src/components/data/page-data';
import { chromiumForFile, DESKTOP } from './chromium-per-file';
import { openPage, settled, watchProblems, withoutDemoMissingPicture, withPage } from './page-check';
import { siteUrl } from './lane';
import type { BrowserContext } from 'playwright-core';

const demoPost = demoPosts.find((post) => post.publishedDaysAgo !== undefined);
const demoProduct = demoStoreProducts.find((product) => product.item.storeId === CLUB_STORE_ID)?.item;
if (!demoPost || !demoProduct) throw new Error('The demo data has no published post or club product');

/** The live pages, each with a text its content shows (from the demo data). */
const livePages: readonly (readonly [path: string, shows: string])[] = [
  ['/blog-2', demoPost.title],
  [`/news/${demoPost.id}`, demoPost.title],
  ['/corp-meetings', 'Meeting'],
  ['/game-list2', 'Chicago Blaze'],
  ['/fixtures', 'Chicago Blaze'],
  ['/store', demoProduct.name],
  [productPagePath(demoProduct.storeId, demoProduct.productId), demoProduct.name],
  ['/gallery', 'gallery'],
  ['/team', 'Sean Murphy'],
  [playerPagePath('sean-murphy'), 'Carries hard off the back of the scrum'],
  ['/corp-officers', demoClubOfficers[0]?.name ?? ''],
  ['/team', demoClubOfficers[0]?.askAbout ?? ''],
  ['/partners', demoSponsors[0]?.name ?? ''],
  ['/about', demoSponsors[0]?.name ?? ''],
  [NEWSLETTER_ARCHIVE_PAGE, demoNewsletterItem(Date.now()).subject],
  [newsletterPagePath(DEMO_NEWSLETTER_ID), demoNewsletterItem(Date.now()).subject],
];

const at = (path: string) => new URL(path, siteUrl).href;

function islandOf(html: string): PageDataIsland {
  const json = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">([^<]*)</script>`).exec(html)?.[1];
  if (!json) throw new Error('The page has no data island');
  return JSON.parse(json) as PageDataIsland;
}

/** The page's HTML as a crawler or a link preview gets it, once the regeneration has written it. */
async function renderedHtml(path: string): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        html = await (await fetch(at(path))).text();
        return html.includes(`id="${PAGE_DATA_ID}"`);
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBe(true);
  return html;
}

const chromium = chromiumForFile();
let desktop: BrowserContext;
beforeAll(async () => {
  desktop = await chromium.newContext(DESKTOP);
});
afterAll(async () => {
  await desktop.close();
});

describe('a live page as the regeneration wrote it', () => {
  it.each(livePages)('%s has its content in the HTML, and its island is what the API answers', async (path, shows) => {
    const html = await renderedHtml(path);
    const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
    expect(root).not.toContain('data-state--loading');
    expect(root.toLowerCase()).toContain(shows.toLowerCase().replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    const island = islandOf(html);
    expect(Object.keys(island.answers).length).toBeGreaterThan(0);
    for (const [url, answer] of Object.entries(island.answers)) {
      const current: unknown = await (await fetch(at(url))).json();
      expect(answer, url).toEqual(current);
    }
  });

  it.each(livePages)('%s shows in a browser without asking the API again, and hydrates cleanly', async (path) => {
    await renderedHtml(path);
    await withPage(desktop, async (page) => {
      const problems = watchProblems(page);
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/') || pathname.startsWith('/public/api/')) apiCalls.push(pathname);
      });
      await openPage(page, siteUrl, path);
      await settled(page);
      // The app has taken the page over: its links are the router's.
      await expect.poll(() => page.evaluate(() => document.querySelector('#root')?.hasChildNodes())).toBe(true);
      expect(apiCalls).toEqual([]);
      expect(withoutDemoMissingPicture(problems)).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });

  it('keeps an unknown post not found (the frame with 404)', async () => {
    const response = await fetch(at('/news/no-such-post-anywhere'));
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(`id="${PAGE_DATA_ID}"`);
  });
});
