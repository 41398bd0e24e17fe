// The officers' club nights console (/officers/club-nights) on jsdom, with the auth client mocked at
// its boundary and the night rows stubbed: the nights are listed by start with their seats sold,
// a new night is sent with its times in club time and its prices in cents, and the server's refusal
// (the hall taken) is shown on the form.

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clubTime } from '../../common/club-time';
import type { ClubNight } from '../../common/tickets/tickets';
import OfficersClubNightsPage from '../../web/src/features/officers/club-nights/officers-club-nights-page';
import { type Answer, renderPages, resetAuth, settle, signInOfficer, stubApi } from './support/officer-console';
import { jsonResponse } from './support/stub-fetch';

vi.mock('../../web/src/lib/auth/auth-client', () => ({ loadAuthClient: vi.fn() }));

const HOUR = 3_600_000;
const banquetStart = clubTime(2027, 3, 6, 18, 0);
const banquet: ClubNight = {
  id: '2027-03-06-annual-banquet',
  title: 'Annual banquet',
  description: 'Dinner and speeches.',
  start: banquetStart,
  end: banquetStart + 5 * HOUR,
  capacity: 120,
  seatsLeft: 80,
  memberPriceCents: 4_500,
  priceCents: 6_000,
  tablesOfTen: true,
  salesCloseAt: banquetStart - 48 * HOUR,
};
const quiz: ClubNight = {
  ...banquet,
  id: '2027-01-15-quiz-night',
  title: 'Quiz night',
  start: clubTime(2027, 1, 15, 19),
  end: clubTime(2027, 1, 15, 22),
};

async function openConsole(answers: Record<string, Answer> = {}) {
  signInOfficer();
  const calls = stubApi({ 'GET /api/officer/club-nights': () => jsonResponse({ nights: [banquet, quiz] }), ...answers });
  renderPages('/officers/club-nights', { '/officers/club-nights': <OfficersClubNightsPage /> });
  await screen.findByRole('heading', { name: 'Annual banquet' }, { timeout: 5000 });
  return calls;
}

beforeEach(resetAuth);
afterEach(() => vi.unstubAllGlobals());

describe("the officers' club nights console", () => {
  it('lists the nights by start with the seats sold and a link to each page', async () => {
    await openConsole();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Quiz night', 'Annual banquet']);
    const [, second] = within(screen.getByRole('list', { name: 'Nights' })).getAllByRole('listitem');
    expect(second).toHaveTextContent('40 of 120 seats sold or held');
    expect(within(second as HTMLElement).getByRole('link', { name: 'Page of Annual banquet' })).toHaveAttribute(
      'href',
      '/events/2027-03-06-annual-banquet',
    );
  });

  it('adds a night: times in club time, prices in cents, tables of ten as a yes or no', async () => {
    const calls = await openConsole({
      'POST /api/officer/club-nights': ({ body }) =>
        jsonResponse({ ...(body as object), id: '2027-05-01-spring-fundraiser', seatsLeft: 90 }, 201),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add Night' }));
    const form = screen.getByRole('form', { name: 'Add night' });
    await userEvent.type(within(form).getByLabelText('Title'), 'Spring fundraiser');
    await userEvent.type(within(form).getByLabelText(/^Starts/), '2027-05-01T19:00');
    await userEvent.type(within(form).getByLabelText(/^Ends/), '2027-05-01T23:30');
    await userEvent.type(within(form).getByLabelText('Seats'), '90');
    await userEvent.type(within(form).getByLabelText(/^Members' price/), '35.50');
    await userEvent.type(within(form).getByLabelText(/^Price per ticket/), '50');
    await userEvent.type(within(form).getByLabelText(/^Sales close/), '2027-04-29T12:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Night' }));
    await settle();
    const post = calls.find((call) => call.key === 'POST /api/officer/club-nights');
    expect(post?.authorization).toBe('Bearer officer-access-token');
    expect(post?.body).toEqual({
      title: 'Spring fundraiser',
      description: '',
      start: clubTime(2027, 5, 1, 19, 0),
      end: clubTime(2027, 5, 1, 23, 30),
      capacity: 90,
      memberPriceCents: 3_550,
      priceCents: 5_000,
      tablesOfTen: false,
      salesCloseAt: clubTime(2027, 4, 29, 12, 0),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Spring fundraiser added');
  });

  it("shows the server's refusal when the hall is taken, and sends nothing the schema refuses", async () => {
    const refusal = 'This booking would collide with "Blocked: Floor refinishing" (Sat, Mar 6, 2027).';
    const calls = await openConsole({
      'PUT /api/officer/club-nights/2027-03-06-annual-banquet': () => jsonResponse({ error: refusal }, 409),
    });
    const item = within(screen.getByRole('list', { name: 'Nights' })).getAllByRole('listitem')[1] as HTMLElement;
    await userEvent.click(within(item).getByRole('button', { name: /Edit/ }));
    const form = screen.getByRole('form', { name: 'Edit night' });
    const seats = within(form).getByLabelText('Seats');
    await userEvent.clear(seats);
    await userEvent.click(within(form).getByRole('button', { name: 'Save Night' }));
    await settle();
    expect(calls.filter((call) => call.key.startsWith('PUT'))).toEqual([]);
    await userEvent.type(seats, '130');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Night' }));
    await settle();
    expect(calls.filter((call) => call.key.startsWith('PUT'))).toHaveLength(1);
    expect(await within(form).findByText(/Floor refinishing/)).toBeVisible();
  });

  it("lists a night's orders and refunds a paid one after a confirmation", async () => {
    const order = (id: string, status: string, buyerName: string) => ({
      id,
      status,
      seats: 2,
      tableOfTen: false,
      priceKind: 'member',
      totalCents: 9_000,
      buyerName,
      buyerEmail: `${id}@example.com`,
      createdAt: banquetStart - 30 * 24 * HOUR,
    });
    const calls = await openConsole({
      'GET /api/officer/club-nights/2027-03-06-annual-banquet/orders': () =>
        jsonResponse({ orders: [order('aaaaaaaaaaaaaaaa', 'paid', 'Nora Buyer'), order('bbbbbbbbbbbbbbbb', 'released', 'Ned Late')] }),
      'POST /api/officer/ticket-orders/aaaaaaaaaaaaaaaa/refund': () => jsonResponse({ id: 'aaaaaaaaaaaaaaaa', status: 'refunded' }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Orders for Annual banquet' }));
    const orders = await screen.findByRole('list', { name: 'Orders' });
    expect(
      within(orders)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining("Nora Buyer (aaaaaaaaaaaaaaaa@example.com): 2 seats, $90.00 (members' price), Paid"),
      expect.stringContaining("Ned Late (bbbbbbbbbbbbbbbb@example.com): 2 seats, $90.00 (members' price), Not paid (seats released)"),
    ]);
    expect(
      within(orders)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(["Refund Nora Buyer's order"]);
    await userEvent.click(within(orders).getByRole('button', { name: "Refund Nora Buyer's order" }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Refund' }));
    await settle();
    expect(calls.filter((call) => call.key === 'POST /api/officer/ticket-orders/aaaaaaaaaaaaaaaa/refund')).toHaveLength(1);
    expect(screen.getByText(/Nora Buyer's 2 tickets refunded/)).toBeVisible();
  });
});
