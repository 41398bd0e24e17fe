// The JavaScript the home page loads, in the gzip bytes the CloudFront-like server sends for each
// script (bench/static-server.ts), against the home page's budget.

import { get as httpGet } from 'node:http';
import { launchChromium } from '../common/tooling/chromium';
import { frameworkFloorKb } from './framework-floor';
import { atMost, type ReportSection } from './report';

/**
 * The club asked for 100 KB with React Router's data router. React, React DOM and the data router
 * alone, with no page of ours, weigh about 94 KB gzip (the report's "framework floor" row, measured
 * each run), which leaves about 5 KB for the layout, the menus and the home page: below what they
 * are (the report's "the site's own" row). The club then set 120 KB: what a visitor feels is the
 * home page's LCP and TBT on a phone, and those budgets are met (bench/lighthouse-budgets.ts).
 */
const HOME_JS_BUDGET_KB = 120;

/** How many bytes the server sends for a file when the viewer takes gzip only. */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { 'accept-encoding': 'gzip' } }, (reply) => {
      let bytes = 0;
      reply.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      reply.on('end', () => (reply.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url} answered ${reply.statusCode}`))));
    }).on('error', reject);
  });
}

/** Opens the home page of a served build in Chromium until the network is idle, and sums every script it loaded. */
export async function measureHomeJavaScript(siteUrl: string): Promise<ReportSection> {
  const browser = await launchChromium();
  const scripts = new Set<string>();
  try {
    const page = await browser.newPage();
    page.on('response', (response) => {
      if ((response.headers()['content-type'] ?? '').includes('javascript')) scripts.add(response.url());
    });
    await page.goto(`${siteUrl}/`, { waitUntil: 'networkidle' });
  } finally {
    await browser.close();
  }
  const files = await Promise.all([...scripts].map(async (url) => ({ path: new URL(url).pathname, bytes: await gzipBytes(url) })));
  files.sort((a, b) => b.bytes - a.bytes);
  const totalKb = files.reduce((sum, file) => sum + file.bytes, 0) / 1024;
  const floorKb = await frameworkFloorKb();
  return {
    title: 'Home page JavaScript',
    method:
      'The site as built, served by bench/static-server.ts; the home page opened in Chromium until the network is idle, ' +
      'and each script it loaded fetched again as a gzip-only viewer gets it (Brotli viewers get less). The framework floor ' +
      'is a page that renders nothing with React and the data router, built by Vite the same way (bench/framework-floor.ts).',
    tables: [
      {
        header: ['script', 'gzip (KB)'],
        rows: [
          ...files.map((file) => [`\`${file.path}\``, (file.bytes / 1024).toFixed(1)]),
          ['**total**', `**${totalKb.toFixed(1)}**`],
          ['of which the framework floor: React, React DOM and the data router with no page of ours', floorKb.toFixed(1)],
          ["of which the site's own", (totalKb - floorKb).toFixed(1)],
        ],
      },
    ],
    budgets: [atMost('home page JavaScript (gzip)', totalKb, HOME_JS_BUDGET_KB, 'KB')],
  };
}
