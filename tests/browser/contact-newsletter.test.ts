// The contact form (/contact) and the newsletter (the footer's sign-up, the confirmation and
// unsubscribe pages its mail links to) in Chromium against the built site and a throwaway API on
// DynamoDB Local, under the production CSP, on a laptop and a phone. Each message or sign-up is
// stored with its mail in the outbox (sent or waiting, whether a mail emulator answers or not); the
// test reads the link's token from the subscribers table, as the mail would carry it.

import { DynamoDBDocumentClient, GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../common/requests/contact-message';
import {
  NEWSLETTER_CONFIRM_PAGE,
  NEWSLETTER_UNSUBSCRIBE_PAGE,
  newsletterInterestLabels,
  newsletterLinkPath,
  newsletterMessages,
} from '../../common/newsletter/newsletter';
import { HONEYPOT_FIELD } from '../../common/requests/visitor-forms';
import { localDynamoDbClient } from '../../local/aws/clients';
import { localTableName } from '../../local/aws/create-tables';
import { chromiumForFile, DESKTOP, PHONE } from './chromium-per-file';
import { holdRequests, openPage, seriousAxeViolations, watchProblems, withPage } from './page-check';
import { apiDynamoDbEndpoint, siteUrl } from './lane';
import { forgetHourlyMailCounts } from './hourly-mail-counts';

const doc = DynamoDBDocumentClient.from(localDynamoDbClient(apiDynamoDbEndpoint));

const chromium = chromiumForFile();
let desktop: BrowserContext;
let phone: BrowserContext;

beforeAll(async () => {
  desktop = await chromium.newContext(DESKTOP);
  phone = await chromium.newContext(PHONE);
});

afterAll(() => {
  doc.destroy();
});

const screens = [
  ['a laptop', () => desktop, 'laptop'],
  ['a phone', () => phone, 'phone'],
] as const;

async function storedFrom(email: string): Promise<Record<string, unknown>[]> {
  const { Items = [] } = await doc.send(new ScanCommand({ TableName: localTableName('requests'), ConsistentRead: true }));
  return Items.filter((item) => (item.details as { email?: string } | undefined)?.email === email);
}

/** Mails in the outbox (sent or not) that pass `wanted`. */
async function outboxMail(wanted: (item: Record<string, unknown>) => boolean): Promise<number> {
  const { Items = [] } = await doc.send(new ScanCommand({ TableName: localTableName('outbox'), ConsistentRead: true }));
  return Items.filter(wanted).length;
}

// The first call of an endpoint loads its handler in the throwaway API: allow it a few seconds.
const API_ANSWER = { timeout: 10_000 };

async function subscriber(email: string): Promise<Record<string, unknown> | undefined> {
  const found = await doc.send(new GetCommand({ TableName: localTableName('subscribers'), Key: { email }, ConsistentRead: true }));
  return found.Item;
}

async function phoneFits(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const contactForm = (page: Page) => page.getByRole('form', { name: 'Contact the Blaze Below' });
const footerForm = (page: Page) => page.getByRole('form', { name: 'Newsletter sign-up' });
const field = (page: Page, label: string) => contactForm(page).getByLabel(new RegExp(`^${label}`));

/** Signs up from the footer of `path` and returns the link token the confirmation mail carries. */
async function signUp(page: Page, path: string, name: string, email: string): Promise<string> {
  await openPage(page, siteUrl, path);
  const form = footerForm(page);
  await form.scrollIntoViewIfNeeded();
  await form.getByPlaceholder('Your Name *').fill(name);
  await form.getByPlaceholder('Your Email *').fill(email);
  await form.getByRole('checkbox', { name: 'Fossils' }).check();
  await forgetHourlyMailCounts(doc);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect.poll(() => form.getByRole('status').textContent(), API_ANSWER).toBe(newsletterMessages.subscribed(name));
  expect(await form.getByPlaceholder('Your Email *').inputValue()).toBe('');
  const entry = await subscriber(email);
  expect(entry).toMatchObject({ name, status: 'pending', interests: ['fossils'] });
  return String(entry?.token);
}

describe.each(screens)('/contact on %s', (_screen, context, tag) => {
  it('keeps a message missing a field or with a bad address in the browser, then sends a good one', async () => {
    await withPage(context(), async (page) => {
      const problems = watchProblems(page);
      await openPage(page, siteUrl, '/contact');
      expect(await page.locator('main h1').textContent()).toBe('CONTACT US');
      expect(await seriousAxeViolations(page)).toEqual([]);
      if (tag === 'phone') await phoneFits(page);

      const email = `contact-${tag}@example.com`;
      const send = contactForm(page).getByRole('button', { name: 'Send our Message' });
      await send.click();
      await expect.poll(() => contactForm(page).getByRole('alert').textContent()).toBe('Name is required.');

      await field(page, 'Name').fill('Ola Nowak');
      await field(page, 'Email').fill('ola@');
      await field(page, 'Subject').fill('Fossils training');
      await field(page, 'Message').fill('When do the Fossils train in winter?');
      await send.click();
      await expect.poll(() => contactForm(page).getByRole('alert').textContent()).toMatch(/Email must be a valid email address/);
      expect(await storedFrom(email)).toEqual([]);

      await field(page, 'Email').fill(email);
      await field(page, 'Mobile Number').fill('630 555 0177');
      await contactForm(page).getByRole('checkbox', { name: 'Fossils' }).check();
      await contactForm(page).getByRole('checkbox', { name: 'Corporation' }).check();
      await forgetHourlyMailCounts(doc);
      await send.click();

      await expect.poll(() => contactForm(page).getByRole('status').textContent(), API_ANSWER).toBe(contactMessages.success);
      expect(await field(page, 'Message').inputValue()).toBe('');
      expect(await contactForm(page).getByRole('checkbox', { name: 'Corporation' }).isChecked()).toBe(false);
      const [stored, ...more] = await storedFrom(email);
      expect(more).toEqual([]);
      expect(stored).toMatchObject({
        kind: 'contact',
        details: { message: 'When do the Fossils train in winter?', isCorp: true, topics: ['corporation', 'fossils'] },
      });
      const reference = String(stored?.id);
      expect(await outboxMail((item) => String(item.about).endsWith(reference))).toBe(2);

      expect(await seriousAxeViolations(page)).toEqual([]);
      if (tag === 'phone') await phoneFits(page);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });
});

describe.each(screens)('the newsletter on %s', (_screen, context, tag) => {
  it('signs up from the footer, confirms from the mail’s link, and unsubscribes with one click there', async () => {
    await withPage(context(), async (page) => {
      const problems = watchProblems(page);
      const email = `reader-confirm-${tag}@example.com`;
      const token = await signUp(page, '/about', 'Reader One', email);
      expect(await footerForm(page).locator(`input[name="${HONEYPOT_FIELD}"]`).count()).toBe(1);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // What the browser sends: the token only in the API call's body, never in an address or a
      // Referer (the fragment, which Playwright shows with the URL, never goes on the wire).
      const sent: string[] = [];
      page.on('request', (request) => sent.push(`${request.url().split('#')[0]} ${request.headers().referer ?? ''}`));
      await openPage(page, siteUrl, newsletterLinkPath(NEWSLETTER_CONFIRM_PAGE, token));
      await expect
        .poll(() => page.locator('main').getByRole('status').first().textContent(), API_ANSWER)
        .toBe(newsletterMessages.confirmed);
      expect(sent.filter((line) => line.includes(token))).toEqual([]);
      expect(page.url()).not.toContain(token);
      expect(await subscriber(email)).toMatchObject({ status: 'confirmed' });
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(await seriousAxeViolations(page)).toEqual([]);
      if (tag === 'phone') await phoneFits(page);

      await page.locator('main').getByRole('button', { name: 'Unsubscribe' }).click();
      await expect
        .poll(() => page.locator('main .newsletter-link__action').getByRole('status').textContent())
        .toBe(newsletterMessages.unsubscribed);
      expect(await subscriber(email)).toBeUndefined();
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });

  it('unsubscribes from the unsubscribe link only when its button is clicked', async () => {
    await withPage(context(), async (page) => {
      const problems = watchProblems(page);
      const email = `reader-leave-${tag}@example.com`;
      const token = await signUp(page, '/contact', 'Reader Two', email);
      expect(await outboxMail((item) => (item.to as string[]).includes(email))).toBe(1);

      await openPage(page, siteUrl, newsletterLinkPath(NEWSLETTER_UNSUBSCRIBE_PAGE, token));
      await page.waitForLoadState('networkidle');
      expect(await subscriber(email)).toMatchObject({ status: 'pending' });
      expect(await seriousAxeViolations(page)).toEqual([]);
      if (tag === 'phone') await phoneFits(page);

      await page.locator('main').getByRole('button', { name: 'Unsubscribe' }).click();
      await expect
        .poll(() => page.locator('main').getByRole('status').last().textContent(), API_ANSWER)
        .toBe(newsletterMessages.unsubscribed);
      expect(await subscriber(email)).toBeUndefined();
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });

  it('says a used or unknown link does not work', async () => {
    await withPage(context(), async (page) => {
      const problems = watchProblems(page);
      const unknown = 'N'.repeat(43);
      await openPage(page, siteUrl, newsletterLinkPath(NEWSLETTER_CONFIRM_PAGE, unknown));
      await expect.poll(() => page.locator('main').getByRole('alert').textContent(), API_ANSWER).toBe(newsletterMessages.confirmFailed);
      expect(await seriousAxeViolations(page)).toEqual([]);
      // The one failed request is the API's 404 for the unknown link, which the page explains.
      expect(problems.failedRequests).toEqual([expect.stringMatching(/^404 .*\/public\/api\/newsletter-subscriptions\/confirm$/)]);
      expect(problems.consoleErrors.filter((line) => !/status of 404/.test(line))).toEqual([]);
    });
  });
});

describe('a prerendered form before its script has run', () => {
  const earlyEmail = `early.visitor.${process.pid}@example.com`;
  it('cannot be sent by the browser itself (which would put the name and address in a query string), and sends what was typed once it can', async () => {
    await withPage(desktop, async (page) => {
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(request.url());
      });
      const release = await holdRequests(page, '**/assets/*.js');
      // Module scripts hold DOMContentLoaded back: wait for the prerendered form itself.
      await page.goto(new URL('/', siteUrl).href, { waitUntil: 'commit' });
      const form = page.getByRole('form', { name: 'Newsletter sign-up' });
      const send = form.getByRole('button', { name: 'Send Message' });
      await form.getByLabel('Your name (required)').fill('Early Visitor');
      await form.getByLabel('Your email (required)').fill(earlyEmail);
      await form.getByRole('checkbox', { name: newsletterInterestLabels.rugbyClub }).check();
      expect(await send.isDisabled()).toBe(true);
      await form.getByLabel('Your email (required)').press('Enter');

      release();
      await expect.poll(() => send.isEnabled(), { timeout: 30_000 }).toBe(true);
      expect(documents).toEqual([new URL('/', siteUrl).href]);
      expect(page.url()).toBe(new URL('/', siteUrl).href);

      // React keeps the typed text on screen; the form sends it, and the box ticked.
      expect(await form.getByLabel('Your name (required)').inputValue()).toBe('Early Visitor');
      await send.click();
      await form.getByText(newsletterMessages.subscribed('Early Visitor')).waitFor(API_ANSWER);
      expect(await subscriber(earlyEmail)).toMatchObject({ name: 'Early Visitor', interests: ['rugbyClub'] });
    });
  });
});
