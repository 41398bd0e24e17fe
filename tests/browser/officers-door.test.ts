// The door page in Chromium under the production CSP and Permissions-Policy, signed in for real as
// the demo officer, on a phone: a night with two tickets in the lane's tables; Scan asks for the
// camera, which the policy lets the page have (this machine has none to give, so the page says so
// and the officer finds tickets by name); one ticket admitted online; then the signal drops
// (context.setOffline), the other is admitted from the kept list and waits, and once the signal is
// back it is sent and stored. Axe-clean, no site console error.

import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doorPage } from '../../common/tickets/door';
import { CLUB_NIGHTS_LIST, clubNightItemSchema } from '../../lambdas/domain/tickets/club-night-item';
import { ticketItemSchema } from '../../lambdas/domain/tickets/ticket-item';
import { localDynamoDbClient } from '../../local/aws/clients';
import { localTableName } from '../../local/aws/create-tables';
import { chromiumForFile, DESKTOP, PHONE } from './chromium-per-file';
import { signInAsOfficer, siteProblems } from './officer-session';
import { seriousAxeViolations, withPage } from './page-check';
import { apiDynamoDbEndpoint, siteUrl } from './lane';

const doc = DynamoDBDocumentClient.from(localDynamoDbClient(apiDynamoDbEndpoint));
const chromium = chromiumForFile();

const nightId = `2027-03-06-door-night-${process.pid}`;
const orderId = process.pid.toString(16).padStart(14, '0').slice(-14);
const ann = `${orderId}a1-01`;
const bob = `${orderId}b2-01`;
const START = Date.UTC(2027, 2, 7, 0, 0);

let officer: BrowserContext;

async function putTicket(ticketId: string, holderName: string) {
  const ticket = ticketItemSchema.parse({
    nightId,
    ticketId,
    orderId: ticketId.slice(0, 16),
    holderName,
    status: 'valid',
    admittedAt: null,
    priceKind: 'public',
    issuedAt: START - 7 * 86_400_000,
  });
  await doc.send(new PutCommand({ TableName: localTableName('tickets'), Item: ticket }));
}

async function admittedAt(ticketId: string): Promise<number | null> {
  const answer = await doc.send(new GetCommand({ TableName: localTableName('tickets'), Key: { nightId, ticketId } }));
  return ticketItemSchema.parse(answer.Item).admittedAt;
}

async function admitByName(page: Page, name: string) {
  const search = page.getByLabel('Holder’s name or ticket id');
  await search.fill(name);
  await page.getByRole('button', { name: new RegExp(`^Admit ${name}`) }).click();
}

beforeAll(async () => {
  // Signed in at a desktop's width, where the header shows the account's buttons; the door is then used at a phone's.
  officer = await chromium.newContext({ ...DESKTOP, ignoreHTTPSErrors: true });
  const night = clubNightItemSchema.parse({
    id: nightId,
    list: CLUB_NIGHTS_LIST,
    title: 'Door Test Banquet',
    description: '',
    start: START,
    end: START + 5 * 3_600_000,
    capacity: 100,
    seatsLeft: 98,
    memberPriceCents: 4000,
    priceCents: 5000,
    tablesOfTen: false,
    salesCloseAt: START - 86_400_000,
    spaceId: 'banquet-hall',
    createdAt: START - 30 * 86_400_000,
    updatedAt: START - 30 * 86_400_000,
  });
  await doc.send(new PutCommand({ TableName: localTableName('clubNights'), Item: night }));
  await putTicket(ann, 'Ann Archer');
  await putTicket(bob, 'Bob Baker');
});
afterAll(async () => {
  await officer.close();
});

describe('the door page', () => {
  it('admits online, goes on offline from the kept list, and sends the waiting scan when the signal is back', async () => {
    await withPage(officer, async (page) => {
      const problems = siteProblems(page);
      await officer.grantPermissions(['camera'], { origin: siteUrl });
      await signInAsOfficer(page, doorPage(nightId));
      if (PHONE.viewport) await page.setViewportSize(PHONE.viewport);
      await page.getByRole('heading', { name: /Door Test Banquet/ }).waitFor({ timeout: 15_000 });
      const status = page.getByRole('list', { name: 'Door status' });
      await expect.poll(() => status.textContent()).toMatch(/Online.*0 of 2 admitted/);

      // The policy lets the page ask. Under camera=() Chromium logs a permissions policy violation
      // and answers as if there were no camera at all, so the log is what tells the two apart.
      const policyViolations: string[] = [];
      page.on('console', (message) => {
        if (/permissions policy/i.test(message.text())) policyViolations.push(message.text());
      });
      await page.getByRole('button', { name: 'Scan Tickets' }).click();
      // Asked and answered: either the camera's picture or the reason there is none.
      await page.getByText('Opening the camera…').waitFor({ state: 'detached', timeout: 10_000 });
      const cameraProblem = page.locator('.door-camera__problem');
      if ((await cameraProblem.count()) > 0) expect(await cameraProblem.textContent()).not.toMatch(/not allowed/);
      expect(policyViolations).toEqual([]);
      await page.getByRole('button', { name: 'Stop Scanning' }).click();

      await admitByName(page, 'Ann');
      await page.getByText('Admitted: Ann Archer').waitFor();
      expect(await admittedAt(ann)).toEqual(expect.any(Number));
      expect(await seriousAxeViolations(page)).toEqual([]);

      await officer.setOffline(true);
      await expect.poll(() => status.textContent()).toMatch(/Offline/);
      await admitByName(page, 'Bob');
      await page.getByText('Admitted: Bob Baker').waitFor();
      await expect.poll(() => status.textContent()).toMatch(/1 scan waiting to be sent/);
      expect(await admittedAt(bob)).toBeNull();

      await officer.setOffline(false);
      await expect.poll(() => status.textContent(), { timeout: 15_000 }).toMatch(/Online.*No scans waiting to be sent.*2 of 2 admitted/);
      expect(await admittedAt(bob)).toEqual(expect.any(Number));
      expect(await page.getByRole('region', { name: 'Scans the server did not accept' }).count()).toBe(0);
      // Offline, the failed requests were the door's own, which is what offline means.
      expect(problems().consoleErrors.filter((line) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(line))).toEqual([]);
    });
  }, 120_000);
});
