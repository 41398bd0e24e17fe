// How long a visitor's browser takes to pay a form's proof of work, measured on a running site
// (`npm start`'s, at the deploy parameter's default difficulty) in Debian's Chromium under the site's
// own CSP: the contact page opened, its fields filled in and Send pressed at once, as fast as a
// person could; the time from the first field's focus to the form's POST leaving is the fetch of the
// challenge and its solving, which a person typing would not wait for. Run with Chromium's CPU as
// it is and slowed 4 times (DevTools' throttling, a phone's speed). The POST is stopped before it
// reaches the API, so nothing is stored. Not part of `npm run bench`: docs/security.md reports it.
//
//   npx tsx bench/form-proof-time.ts http://localhost:5174/ [runs]

import { CONTACT_MESSAGES_PATH } from '../common/requests/contact-message';
import { FORM_CHALLENGES_PATH } from '../common/requests/form-protocol';
import { launchChromium } from '../common/tooling/chromium';

const site = process.argv[2];
const runs = Number(process.argv[3] ?? 5);
if (!site) throw new Error('Usage: npx tsx bench/form-proof-time.ts <site address> [runs]');

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const browser = await launchChromium();
try {
  for (const rate of [1, 4]) {
    const totals: number[] = [];
    const solves: number[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      let challengeAnswered = 0;
      page.on('response', (response) => {
        if (response.url().endsWith(FORM_CHALLENGES_PATH)) challengeAnswered = performance.now();
      });
      const posted = new Promise<number>((resolve) => {
        void page.route(`**${CONTACT_MESSAGES_PATH}`, async (route) => {
          resolve(performance.now());
          await route.abort();
        });
      });
      await page.goto(new URL('contact', site).href, { waitUntil: 'networkidle' });
      const form = page.getByRole('form', { name: 'Contact the Blaze Below' });
      const field = (label: string) => form.getByLabel(new RegExp(`^${label}`));
      const send = form.getByRole('button', { name: 'Send our Message' });
      await send.waitFor();
      await page.waitForFunction(() => !document.querySelector('.contact-form button[type=submit]')?.hasAttribute('disabled'));
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const started = performance.now();
      await field('Name').fill('Timing Visitor');
      await field('Email').fill(`timing-${run}@example.com`);
      await field('Subject').fill('Timing');
      await field('Message').fill('How long does the check take?');
      await send.click();
      const sentAt = await posted;
      totals.push(sentAt - started);
      solves.push(sentAt - challengeAnswered);
      if (violations.length > 0) throw new Error(`CSP violations: ${violations.join('; ')}`);
      await context.close();
    }
    console.log(
      `CPU ${rate}×: focus to POST median ${median(totals).toFixed(0)} ms (${totals.map((t) => t.toFixed(0)).join(', ')}); ` +
        `solving alone median ${median(solves).toFixed(0)} ms (${solves.map((t) => t.toFixed(0)).join(', ')})`,
    );
  }
} finally {
  await browser.close();
}
