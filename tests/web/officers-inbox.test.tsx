// The officers' inbox page in jsdom with the auth client mocked at its boundary and the API
// stubbed: the list of a view, filters and search changing the query, paging, a request opened
// whole with only the moves its status allows, approve (and a refusal's message), decline with a
// reason, a note, dead mail with Retry, and blocking dates checked before sending.

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clubTime, formatDateTime } from '../../common/club-time';
import type { DeadMail, InboxPage, InboxRequest, InboxRow } from '../../common/requests/inbox';
import { inboxMessages } from '../../common/requests/inbox';
import { quoteRental, type RentalQuote, requote } from '../../common/rental/rental-quote';
import OfficersInboxPage from '../../web/src/features/officers/inbox/officers-inbox-page';
import { type Answer, renderPages, resetAuth, settle, signInOfficer, stubApi } from './support/officer-console';
import { jsonResponse } from './support/stub-fetch';

vi.mock('../../web/src/lib/auth/auth-client', () => ({ loadAuthClient: vi.fn() }));

const HOUR = 3_600_000;
const DAY_45 = 45 * 24 * HOUR;

const start = clubTime(2027, 6, 5, 17);

function row(reference: string, name: string, status: InboxRow['status'] = 'pending'): InboxRow {
  return {
    reference,
    kind: 'rental',
    status,
    createdAt: start - 10 * 24 * HOUR,
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
    summary: `Party of ${name}`,
  };
}

function pageOf(items: InboxRow[], total = items.length, offset = 0): InboxPage {
  return { items, pagination: { total, limit: 25, offset, hasMore: offset + items.length < total } };
}

function detail(reference: string, status: InboxRequest['status'] = 'pending'): InboxRequest {
  return {
    ...row(reference, 'Vera Visitor', status),
    updatedAt: start - 9 * 24 * HOUR,
    details: {
      name: 'Vera Visitor',
      email: 'vera@example.com',
      phone: '630 555 0100',
      start,
      end: start + 4 * HOUR,
      eventTitle: 'Summer party',
    },
    notes: [],
    estimate: { cost: 200, deposit: 20, total: 220 },
  };
}

const noDeadMail: Answer = () => jsonResponse({ items: [] });

const renderInbox = () => renderPages('/officers/inbox', { '/officers/inbox': <OfficersInboxPage /> });

/** The console loads lazily behind the gate; the first render of a run takes a moment. */
const ready = () => screen.findByRole('region', { name: 'Block dates' }, { timeout: 5_000 });

/** Renders the inbox, chooses a kind and opens one of its requests: the request's card. */
async function openRequestOfKind(user: ReturnType<typeof userEvent.setup>, kind: string, reference: string): Promise<HTMLElement> {
  renderInbox();
  await ready();
  await settle();
  await user.selectOptions(await screen.findByLabelText('Kind'), kind);
  await settle();
  await user.click(await screen.findByRole('button', { name: new RegExp(reference) }));
  await settle();
  return screen.getByRole('article', { name: `Request ${reference}` });
}

beforeEach(() => {
  resetAuth();
  signInOfficer();
});
afterEach(() => vi.unstubAllGlobals());

describe('the inbox list', () => {
  it("shows the open rentals, newest first as the server sends them, with the officer's token", async () => {
    const calls = stubApi({
      'GET /api/officer/inbox/requests': () => jsonResponse(pageOf([row('RAAAAAAAA1', 'Vera Visitor'), row('RAAAAAAAA2', 'Walt Walker')])),
      'GET /api/officer/inbox/dead-mail': noDeadMail,
    });
    renderInbox();
    await ready();
    await settle();

    const list = await screen.findByRole('list', { name: 'Requests' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([expect.stringContaining('RAAAAAAAA1'), expect.stringContaining('RAAAAAAAA2')]);
    expect(screen.getByText('1–2 of 2, newest first.')).toBeVisible();
    const listCall = calls.find((call) => call.key === 'GET /api/officer/inbox/requests');
    expect(Object.fromEntries(listCall?.url.searchParams ?? [])).toEqual({ kind: 'rental', status: 'open', limit: '25', offset: '0' });
    expect(listCall?.authorization).toBe('Bearer officer-access-token');
  });

  it('asks for the chosen kind, status and search, and pages on', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/officer/inbox/requests': ({ url }) =>
        jsonResponse(
          pageOf([row(`R${url.searchParams.get('offset')?.padStart(9, '0')}`, 'Vera Visitor')], 60, Number(url.searchParams.get('offset'))),
        ),
      'GET /api/officer/inbox/dead-mail': noDeadMail,
    });
    renderInbox();
    await ready();
    await settle();

    await user.selectOptions(await screen.findByLabelText('Kind'), 'contact');
    await settle();
    await user.selectOptions(screen.getByLabelText('Status'), 'handled');
    await settle();
    await user.type(screen.getByLabelText('Name, email or reference'), 'dora');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await settle();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await settle();

    const last = calls.filter((call) => call.key === 'GET /api/officer/inbox/requests').at(-1);
    expect(Object.fromEntries(last?.url.searchParams ?? [])).toEqual({
      kind: 'contact',
      status: 'handled',
      q: 'dora',
      limit: '25',
      offset: '25',
    });
    // A contact message has no "approved": the status filter offers only its own statuses.
    const statusOptions = within(screen.getByLabelText('Status'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(statusOptions).toEqual(['Open', 'Received', 'Answered', 'All']);
  });
});

describe('one request', () => {
  it('offers a pending rental Approve, Decline and Cancel, and approves it', async () => {
    const user = userEvent.setup();
    let current = detail('RAAAAAAAA1');
    const calls = stubApi({
      'GET /api/officer/inbox/requests': () => jsonResponse(pageOf([row('RAAAAAAAA1', 'Vera Visitor')])),
      'GET /api/officer/inbox/requests/RAAAAAAAA1': () => jsonResponse(current),
      'POST /api/officer/inbox/requests/RAAAAAAAA1/approve': () => {
        current = { ...current, status: 'approved', bookingId: 'rental-RAAAAAAAA1' };
        return jsonResponse({ request: current, booking: { id: 'rental-RAAAAAAAA1', start, end: start + 4 * HOUR } });
      },
      'GET /api/officer/inbox/dead-mail': noDeadMail,
    });
    renderInbox();
    await ready();
    await settle();
    await user.click(await screen.findByRole('button', { name: /RAAAAAAAA1/ }));
    await settle();

    const card = screen.getByRole('article', { name: 'Request RAAAAAAAA1' });
    expect(within(card).getByText('Summer party')).toBeVisible();
    expect(within(card).getByText('Event title')).toBeVisible();
    expect(within(card).queryByText('eventTitle')).toBeNull();
    expect(within(card).getByText('$220.00 ($200.00 + $20.00 deposit)')).toBeVisible();
    expect(
      ['Approve', 'Decline', 'Cancel booking', 'Mark handled'].map((name) => within(card).queryByRole('button', { name }) !== null),
    ).toEqual([true, true, true, false]);

    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    await settle();

    expect(calls.some((call) => call.key === 'POST /api/officer/inbox/requests/RAAAAAAAA1/approve')).toBe(true);
    expect(within(card).getByText('Approved: the space is booked and the visitor is mailed.')).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Cancel booking' })).toBeVisible();
  });

  it("says whether the rental's space asks for an insurance certificate, and saves the one received as a download", async () => {
    const user = userEvent.setup();
    const pdf = '%PDF-1.4\n';
    const at = clubTime(2027, 1, 4, 12);
    stubApi({
      'GET /api/officer/inbox/requests': () => jsonResponse(pageOf([row('RAAAAAAAC1', 'Vera Visitor'), row('RAAAAAAAC2', 'Walt Walker')])),
      'GET /api/officer/inbox/requests/RAAAAAAAC1': () => jsonResponse(detail('RAAAAAAAC1')),
      'GET /api/officer/inbox/rentals/RAAAAAAAC1/certificate': () => jsonResponse({ asked: true }),
      'GET /api/officer/inbox/requests/RAAAAAAAC2': () => jsonResponse(detail('RAAAAAAAC2')),
      'GET /api/officer/inbox/rentals/RAAAAAAAC2/certificate': () =>
        jsonResponse({
          asked: true,
          received: { fileName: 'Cover 2027.pdf', contentType: 'application/pdf', bytes: pdf.length, at, data: btoa(pdf) },
        }),
      'GET /api/officer/inbox/dead-mail': noDeadMail,
    });
    renderInbox();
    await ready();
    await settle();
    await user.click(await screen.findByRole('button', { name: /RAAAAAAAC1/ }));
    await settle();
    const first = screen.getByRole('article', { name: 'Request RAAAAAAAC1' });
    expect(await within(first).findByText('Asked for by the space; not received yet')).toBeVisible();

    await user.click(screen.getByRole('button', { name: /RAAAAAAAC2/ }));
    await settle();
    const second = screen.getByRole('article', { name: 'Request RAAAAAAAC2' });
    const fact = await within(second).findByTestId('inbox-certificate');
    await within(fact).findByRole('button', { name: 'Download the certificate' });
    expect(fact).toHaveTextContent(`Received ${formatDateTime(at)}: Cover 2027.pdf`);

    const saved: { blob?: Blob; name?: string } = {};
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.blob = blob;
      return 'blob:certificate';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.name = this.download;
    });
    await user.click(within(fact).getByRole('button', { name: 'Download the certificate' }));
    click.mockRestore();
    expect(saved.name).toBe('Cover 2027.pdf');
    // Saved as bytes of no type: the browser never opens it inside the site.
    expect(saved.blob?.type).toBe('application/octet-stream');
    expect(await saved.blob?.text()).toBe(pdf);
  });

  it("shows a series' quote line by line, the terms accepted, and after approval the dates left out with why", async () => {
    const user = userEvent.setup();
    const quote = quoteRental(
      {
        version: 3,
        updatedAt: 1,
        spaces: [
          {
            id: 'training-pitch',
            name: 'Training pitch',
            kind: 'field',
            description: '',
            capacity: 300,
            hourlyCents: 5_000,
            dailyCents: 35_000,
            minHours: 1,
            maxHours: 72,
            setupMinutes: 0,
            cleanupMinutes: 0,
            advanceDays: 365,
            overlaps: [],
            closedOnMatchDays: false,
            damageDepositCents: 0,
            insuranceRequired: false,
            retired: false,
          },
        ],
        addOns: [],
        policy: {
          defaultSpaceId: 'training-pitch',
          depositBasisPoints: 2_500,
          taxBasisPoints: 0,
          balanceDueDays: 14,
          balanceReminderDays: 7,
          holdDays: 7,
          cancellation: [],
        },
      },
      { spaceId: 'training-pitch', start, end: start + 2 * HOUR, attendees: 0, addOnIds: [], occurrences: 3 },
    );
    const skipped = [
      {
        start: start + 7 * 24 * HOUR,
        end: start + 7 * 24 * HOUR + 2 * HOUR,
        reason: 'match' as const,
        detail: 'The fields are in use for the home match against Wolves RFC on Saturday 12 June.',
      },
    ];
    let current: InboxRequest = {
      ...detail('RSERIES001'),
      details: { ...detail('RSERIES001').details, spaceId: 'training-pitch', series: { frequency: 'weekly', count: 3 }, termsVersion: 2 },
      spaceId: 'training-pitch',
      quote,
      terms: { version: 2, acceptedAt: start - 10 * 24 * HOUR, clientAddress: '203.0.113.9' },
    };
    stubApi({
      'GET /api/officer/inbox/requests': () => jsonResponse(pageOf([row('RSERIES001', 'Vera Visitor')])),
      'GET /api/officer/inbox/requests/RSERIES001': () => jsonResponse(current),
      'POST /api/officer/inbox/requests/RSERIES001/approve': () => {
        current = {
          ...current,
          status: 'approved',
          bookingId: 'rental-RSERIES001-1',
          skipped,
          bookedQuote: requote(quote as RentalQuote, 2),
        };
        return jsonResponse({
          request: current,
          booking: { id: 'rental-RSERIES001-1', start, end: start + 2 * HOUR },
          bookings: [{}, {}],
          skipped,
        });
      },
      'GET /api/officer/inbox/dead-mail': noDeadMail,
    });
    renderInbox();
    await ready();
    await settle();
    await user.click(await screen.findByRole('button', { name: /RSERIES001/ }));
    await settle();

    const card = screen.getByRole('article', { name: 'Request RSERIES001' });
    expect(within(card).getByText('Every week, 3 dates')).toBeVisible();
    expect(within(card).getByText(`Version 2 accepted ${formatDateTime(start - 10 * 24 * HOUR)} from 203.0.113.9`)).toBeVisible();
    const sent = within(card).getByRole('table', { name: 'Quote when sent (3 dates)' });
    expect(within(sent).getByText('2 hours × $50.00 × 3 dates')).toBeVisible();
    expect(within(sent).getByRole('row', { name: /Total/ })).toHaveTextContent('$300.00');
    // The old estimate gives way to the quote.
    expect(within(card).queryByText('$220.00 ($200.00 + $20.00 deposit)')).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    await settle();

    expect(within(card).getByText(/Approved: 2 dates booked, 1 left out/)).toBeVisible();
    const notBooked = within(card).getByRole('region', { name: 'Dates not booked' });
    expect(notBooked).toHaveTextContent('The fields are in use for the home match against Wolves RFC');
    expect(
      within(within(card).getByRole('table', { name: 'Quote for the 2 dates booked' })).getByRole('row', { name: /Total/ }),
    ).toHaveTextContent('$200.00');
  });

  it("shows a member's profile change with the current and proposed bio side by side, and approves it through its own row", async () => {
    const user = userEvent.setup();
    let current: InboxRequest = {
      reference: 'PAAAAAAAA1',
      kind: 'profile-change',
      status: 'pending',
      createdAt: start,
      updatedAt: start,
      name: 'Tomás Rivera',
      email: 'member@blazerugby.local',
      summary: 'New bio: Throws in straight every day.',
      details: {
        name: 'Tomás Rivera',
        email: 'member@blazerugby.local',
        playerSlug: 'tomas-rivera',
        bio: 'Throws in straight every day.',
        currentBio: 'Throws in straight, most days.',
        playerUpdatedAt: start - HOUR,
      },
      notes: [],
    };
    const calls = stubApi({
      'GET /api/officer/inbox/requests': () => jsonResponse(pageOf([{ ...row('PAAAAAAAA1', 'Tomás Rivera'), kind: 'profile-change' }])),
      'GET /api/officer/inbox/requests/PAAAAAAAA1': () => jsonResponse(current),
      'POST /api/officer/inbox/profile-changes/PAAAAAAAA1/approve': () => {
        current = { ...current, status: 'approved' };
        return jsonResponse(current);
      },
      'GET /api/officer/inbox/dead-mail': noDeadMail,
    });
    const card = await openRequestOfKind(user, 'profile-change', 'PAAAAAAAA1');
    const comparison = within(card).getByRole('group', { name: 'Current and proposed bio' });
    expect(comparison).toHaveTextContent('Current bioThrows in straight, most days.');
    expect(comparison).toHaveTextContent('Proposed bioThrows in straight every day.');
    // The compared fields are not listed a second time.
    expect(within(card).queryByText('Player updated at')).toBeNull();
    expect(
      ['Approve', 'Decline', 'Cancel booking', 'Mark handled'].map((name) => within(card).queryByRole('button', { name }) !== null),
    ).toEqual([true, true, false, false]);

    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    await settle();
    expect(calls.some((call) => call.key === 'POST /api/officer/inbox/profile-changes/PAAAAAAAA1/approve')).toBe(true);
    expect(calls.some((call) => call.key.endsWith('/requests/PAAAAAAAA1/approve'))).toBe(false);
    expect(within(card).getByText("Approved: the new bio shows on the player's profile and the member is mailed.")).toBeVisible();
  });

  it('adds a new player request to the squad with the positions it asked for, and then links the player', async () => {
    const user = userEvent.setup();
    let current: InboxRequest = {
      reference: 'JAAAAAAAA1',
      kind: 'player',
      status: 'new',
      createdAt: start,
      updatedAt: start,
      name: 'Niall Byrne',
      email: 'niall@example.com',
      summary: 'Flanker, collegiate',
      details: { firstName: 'Niall', lastName: 'Byrne', email: 'niall@example.com', position: 'flanker', experience: 'collegiate' },
      notes: [],
    };
    const calls = stubApi({
      'GET /api/officer/inbox/requests': () => jsonResponse(pageOf([{ ...row('JAAAAAAAA1', 'Niall Byrne', 'new'), kind: 'player' }])),
      'GET /api/officer/inbox/requests/JAAAAAAAA1': () => jsonResponse(current),
      'POST /api/officer/inbox/player-requests/JAAAAAAAA1/squad': () => {
        current = { ...current, status: 'handled', playerSlug: 'niall-byrne' };
        return jsonResponse({ request: current, player: {} }, 201);
      },
      'GET /api/officer/inbox/dead-mail': noDeadMail,
    });
    const card = await openRequestOfKind(user, 'player', 'JAAAAAAAA1');
    const form = within(card).getByRole('form', { name: 'Add to the squad' });
    const checked = () =>
      within(form)
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked)
        .map((box) => box.closest('label')?.textContent?.trim());
    // "Flanker" on the form stands for both flankers.
    expect(checked()).toEqual(['Blindside Flanker', 'Openside Flanker']);

    await user.click(within(form).getByRole('checkbox', { name: 'Blindside Flanker' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Openside Flanker' }));
    await user.click(within(form).getByRole('button', { name: 'Add to the Squad and Invite' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Choose one to 3 positions.');
    expect(calls.some((call) => call.key.endsWith('/squad'))).toBe(false);

    await user.click(within(form).getByRole('checkbox', { name: 'Number 8' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Openside Flanker' }));
    await user.click(within(form).getByRole('button', { name: 'Add to the Squad and Invite' }));
    await settle();

    const sent = calls.find((call) => call.key === 'POST /api/officer/inbox/player-requests/JAAAAAAAA1/squad');
    expect(sent?.body).toEqual({ positions: ['number-8', 'openside-flanker'] });
    expect(within(card).getByRole('status')).toHaveTextContent('Added Niall Byrne to the squad');
    expect(within(card).getByRole('link', { name: 'Niall Byrne' })).toHaveAttribute('href', '/players/niall-byrne');
    expect(within(card).queryByRole('form', { name: 'Add to the squad' })).toBeNull();
  });

  it("shows a change's current and proposed photo, the proposed one loaded inline through the change's photos row", async () => {
    const user = userEvent.setup();
    const proposed = 'data:image/webp;base64,UklGRgAAAABXRUJQ';
    const change: InboxRequest = {
      reference: 'PAAAAAAAA2',
      kind: 'profile-change',
      status: 'pending',
      createdAt: start,
      updatedAt: start,
      name: 'Tomás Rivera',
      email: 'member@blazerugby.local',
      summary: 'New photo',
      details: {
        name: 'Tomás Rivera',
        email: 'member@blazerugby.local',
        playerSlug: 'tomas-rivera',
        bio: 'Hooker.',
        currentBio: 'Hooker.',
        playerUpdatedAt: start - HOUR,
        photo: { key: '0f0e0d0c-0b0a-4909-8807-060504030201.webp', width: 60, height: 40 },
        currentPhoto: { key: 'squad/old.webp', width: 80, height: 80 },
      },
      notes: [],
    };
    const calls = stubApi({
      'GET /api/officer/inbox/requests': () => jsonResponse(pageOf([{ ...row('PAAAAAAAA2', 'Tomás Rivera'), kind: 'profile-change' }])),
      'GET /api/officer/inbox/requests/PAAAAAAAA2': () => jsonResponse(change),
      'GET /api/officer/inbox/profile-changes/PAAAAAAAA2/photos': () =>
        jsonResponse({
          current: { url: '/media/squad/old.webp', width: 80, height: 80 },
          proposed: { url: proposed, width: 60, height: 40 },
        }),
      'GET /api/officer/inbox/dead-mail': noDeadMail,
    });
    renderInbox();
    await ready();
    await settle();
    await user.selectOptions(await screen.findByLabelText('Kind'), 'profile-change');
    await settle();
    await user.click(await screen.findByRole('button', { name: /PAAAAAAAA2/ }));
    await settle();

    const card = screen.getByRole('article', { name: 'Request PAAAAAAAA2' });
    const photos = await within(card).findByRole('group', { name: 'Current and proposed photo' });
    expect(within(photos).getByRole('img', { name: 'Current photo of Tomás Rivera' })).toHaveAttribute('src', '/media/squad/old.webp');
    expect(within(photos).getByRole('img', { name: 'Proposed photo of Tomás Rivera' })).toHaveAttribute('src', proposed);
    expect(calls.some((call) => call.key === 'GET /api/officer/inbox/profile-changes/PAAAAAAAA2/photos')).toBe(true);
    // The held photo's key is not listed as a plain field.
    expect(card).not.toHaveTextContent('0f0e0d0c');
  });

  it('shows what cancelling a paid booking refunds under the rule before the officer confirms, and what was given back after', async () => {
    const user = userEvent.setup();
    const text =
      'Cancelling now: $450.00 refunded ($200.00 of the charges, the $250.00 damage deposit); the club keeps $200.00. Cancelled 45 days before the booking: under the rule "30 days or more before", 50% of the charges refunded; the damage deposit is returned in full.';
    const record = {
      daysBefore: 45,
      heldCents: 65_000,
      chargesRefundCents: 20_000,
      damageDepositCents: 25_000,
      overpaidCents: 0,
      refundCents: 45_000,
      keptCents: 20_000,
      toCardCents: 10_000,
      byHandCents: 35_000,
      rule: 'Cancelled 45 days before the booking: under the rule "30 days or more before", 50% of the charges refunded; the damage deposit is returned in full.',
    };
    let current: InboxRequest = { ...detail('RAAAAAAAA1', 'approved'), bookingId: 'rental-RAAAAAAAA1' };
    const calls = stubApi({
      'GET /api/officer/inbox/requests': () => jsonResponse(pageOf([row('RAAAAAAAA1', 'Vera Visitor', 'approved')])),
      'GET /api/officer/inbox/requests/RAAAAAAAA1': () => jsonResponse(current),
      'GET /api/officer/inbox/requests/RAAAAAAAA1/cancellation': () => jsonResponse({ held: true, record, text }),
      'POST /api/officer/inbox/requests/RAAAAAAAA1/cancel': () => {
        current = { ...current, status: 'cancelled', cancellation: { ...record, at: start - DAY_45, by: 'Olive Officer' } };
        return jsonResponse(current);
      },
      'GET /api/officer/inbox/dead-mail': noDeadMail,
    });
    const card = await openRequestOfKind(user, 'rental', 'RAAAAAAAA1');
    await user.click(within(card).getByRole('button', { name: 'Cancel booking' }));
    await settle();
    const confirm = within(card).getByRole('group', { name: 'Confirm cancelling' });
    expect(within(confirm).getByText(text)).toBeVisible();
    expect(calls.some((call) => call.key === 'POST /api/officer/inbox/requests/RAAAAAAAA1/cancel')).toBe(false);

    await user.click(within(confirm).getByRole('button', { name: 'Yes, Cancel' }));
    await settle();
    const given = within(card).getByRole('region', { name: 'Money given back' });
    expect(given).toHaveTextContent('Paid $650.00; refunded $450.00 (of which $250.00 damage deposit); kept $200.00.');
    expect(given).toHaveTextContent('$350.00 was paid by hand: hand it back and record the refund.');

    // A card refund Stripe did not confirm is made by sending the cancel again: the server makes only what is left.
    await user.click(within(given).getByRole('button', { name: 'Retry Card Refunds' }));
    await settle();
    expect(calls.filter((call) => call.key === 'POST /api/officer/inbox/requests/RAAAAAAAA1/cancel')).toHaveLength(2);
    expect(within(card).getByText('Card refunds checked: any still to make were made.')).toBeVisible();
  });

  function depositBooking(eventOver: boolean): InboxRequest {
    // The booking's dates are still ahead by this device's clock: only the server's word decides.
    const ended = Date.now() + 2 * 24 * HOUR;
    const hall = {
      id: 'hall',
      name: 'Banquet hall',
      kind: 'indoor' as const,
      description: '',
      capacity: 120,
      hourlyCents: 10_000,
      dailyCents: 80_000,
      minHours: 1,
      maxHours: 72,
      setupMinutes: 0,
      cleanupMinutes: 0,
      advanceDays: 365,
      overlaps: [],
      closedOnMatchDays: false,
      damageDepositCents: 25_000,
      insuranceRequired: false,
      retired: false,
    };
    const policy = {
      defaultSpaceId: 'hall',
      depositBasisPoints: 2_500,
      taxBasisPoints: 0,
      balanceDueDays: 14,
      balanceReminderDays: 7,
      holdDays: 7,
      cancellation: [],
    };
    const quote = quoteRental(
      { version: 1, updatedAt: 1, spaces: [hall], addOns: [], policy },
      { spaceId: 'hall', start: ended - 4 * HOUR, end: ended, attendees: 0, addOnIds: [], occurrences: 1 },
    );
    const base = detail('RDEPOSIT01', 'approved');
    return {
      ...base,
      details: { ...base.details, start: ended - 4 * HOUR, end: ended },
      quote,
      bookingId: 'rental-RDEPOSIT01',
      eventOver,
    };
  }

  it("offers an approved booking's damage deposit back once the server says the event is over, and asks why when part is kept", async () => {
    const user = userEvent.setup();
    let current = depositBooking(true);
    const sent: unknown[] = [];
    stubApi({
      'GET /api/officer/inbox/requests': () => jsonResponse(pageOf([row('RDEPOSIT01', 'Vera Visitor', 'approved')])),
      'GET /api/officer/inbox/requests/RDEPOSIT01': () => jsonResponse(current),
      'POST /api/officer/inbox/requests/RDEPOSIT01/damage-deposit': (request) => {
        sent.push(request.body);
        current = {
          ...current,
          depositReturn: {
            at: Date.now(),
            by: 'Olive Officer',
            bookingHeldCents: 65_000,
            heldCents: 25_000,
            returnedCents: 15_000,
            keptCents: 10_000,
            reason: 'A broken table',
            toCardCents: 15_000,
            byHandCents: 0,
          },
        };
        return jsonResponse(current);
      },
      'GET /api/officer/inbox/dead-mail': noDeadMail,
    });
    const card = await openRequestOfKind(user, 'rental', 'RDEPOSIT01');
    const form = within(card).getByRole('form', { name: 'Return the damage deposit' });
    expect(within(form).getByLabelText('Amount returned ($)')).toHaveValue('250.00');
    await user.clear(within(form).getByLabelText('Amount returned ($)'));
    await user.type(within(form).getByLabelText('Amount returned ($)'), '150');
    await user.click(within(form).getByRole('button', { name: 'Return Deposit' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Say why part of the deposit is kept');
    expect(sent).toEqual([]);

    await user.type(within(form).getByLabelText(/Why part is kept/), 'A broken table');
    await user.click(within(form).getByRole('button', { name: 'Return Deposit' }));
    await settle();
    expect(sent).toEqual([{ returnCents: 15_000, reason: 'A broken table' }]);
    expect(within(card).getByRole('region', { name: 'Money given back' })).toHaveTextContent(
      'Returned $150.00 of $250.00; kept $100.00: A broken table',
    );
    expect(within(card).queryByRole('form', { name: 'Return the damage deposit' })).toBeNull();
  });

  it("does not offer the damage deposit back while the server says the event is not over, whatever the device's clock", async () => {
    const user = userEvent.setup();
    const booking = depositBooking(false);
    const current = { ...booking, details: { ...booking.details, start: Date.now() - 30 * 24 * HOUR, end: Date.now() - 29 * 24 * HOUR } };
    stubApi({
      'GET /api/officer/inbox/requests': () => jsonResponse(pageOf([row('RDEPOSIT01', 'Vera Visitor', 'approved')])),
      'GET /api/officer/inbox/requests/RDEPOSIT01': () => jsonResponse(current),
      'GET /api/officer/inbox/dead-mail': noDeadMail,
    });
    const card = await openRequestOfKind(user, 'rental', 'RDEPOSIT01');
    expect(within(card).queryByRole('form', { name: 'Return the damage deposit' })).toBeNull();
  });

  it("shows the server's refusal when the time collides with a booking", async () => {
    const user = userEvent.setup();
    const refusal = inboxMessages.collides(
      'Kowalski wedding reception',
      'June 5, 2027 at 5:00 PM to June 5, 2027 at 11:00 PM (Chicago time)',
    );
    stubApi({
      'GET /api/officer/inbox/requests': () => jsonResponse(pageOf([row('RAAAAAAAA1', 'Vera Visitor')])),
      'GET /api/officer/inbox/requests/RAAAAAAAA1': () => jsonResponse(detail('RAAAAAAAA1')),
      'POST /api/officer/inbox/requests/RAAAAAAAA1/approve': () => jsonResponse({ error: refusal }, 409),
      'GET /api/officer/inbox/dead-mail': noDeadMail,
    });
    renderInbox();
    await ready();
    await settle();
    await user.click(await screen.findByRole('button', { name: /RAAAAAAAA1/ }));
    await settle();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await settle();

    expect(screen.getByRole('alert')).toHaveTextContent('Kowalski wedding reception');
  });

  it('declines with a chosen reason and text, refusing to send without a reason', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/officer/inbox/requests': () => jsonResponse(pageOf([row('RAAAAAAAA1', 'Vera Visitor')])),
      'GET /api/officer/inbox/requests/RAAAAAAAA1': () => jsonResponse(detail('RAAAAAAAA1')),
      'POST /api/officer/inbox/requests/RAAAAAAAA1/decline': () =>
        jsonResponse({ ...detail('RAAAAAAAA1', 'declined'), declineReason: 'unsuitable' }),
      'GET /api/officer/inbox/dead-mail': noDeadMail,
    });
    renderInbox();
    await ready();
    await settle();
    await user.click(await screen.findByRole('button', { name: /RAAAAAAAA1/ }));
    await settle();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const form = screen.getByRole('form', { name: 'Decline the request' });
    await user.selectOptions(within(form).getByLabelText('Reason'), 'unsuitable');
    await user.type(within(form).getByLabelText(/Message to the visitor/), 'No fireworks, sorry.');
    await user.click(within(form).getByRole('button', { name: 'Send Decline' }));
    await settle();

    expect(calls.find((call) => call.key.endsWith('/decline'))?.body).toEqual({ reason: 'unsuitable', text: 'No fireworks, sorry.' });
  });

  it('offers a new contact message only Mark handled, and adds a note', async () => {
    const user = userEvent.setup();
    const message: InboxRequest = {
      reference: 'CAAAAAAAA1',
      kind: 'contact',
      status: 'new',
      createdAt: start,
      updatedAt: start,
      name: 'Dora',
      email: 'dora@example.com',
      summary: 'Kit sizes',
      details: { name: 'Dora', email: 'dora@example.com', subject: 'Kit sizes', message: 'Which sizes?' },
      notes: [],
    };
    const calls = stubApi({
      'GET /api/officer/inbox/requests': () => jsonResponse(pageOf([{ ...message }])),
      'GET /api/officer/inbox/requests/CAAAAAAAA1': () => jsonResponse(message),
      'POST /api/officer/inbox/requests/CAAAAAAAA1/notes': ({ body }) =>
        jsonResponse({ ...message, notes: [{ text: (body as { text: string }).text, at: start, by: 'pat@example.com' }] }, 201),
      'GET /api/officer/inbox/dead-mail': noDeadMail,
    });
    renderInbox();
    await ready();
    await settle();
    await user.click(await screen.findByRole('button', { name: /CAAAAAAAA1/ }));
    await settle();

    const card = screen.getByRole('article', { name: 'Request CAAAAAAAA1' });
    expect(within(card).getByRole('button', { name: 'Mark handled' })).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Approve' })).toBeNull();
    await user.type(within(card).getByLabelText('New note (officers only)'), 'Called back.');
    await user.click(within(card).getByRole('button', { name: 'Add Note' }));
    await settle();

    expect(calls.find((call) => call.key.endsWith('/notes'))?.body).toEqual({ text: 'Called back.' });
  });
});

describe('newsletter subscribers', () => {
  it('lists the confirmed subscribers when the newsletter is chosen, and searches them', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/officer/inbox/requests': () => jsonResponse(pageOf([])),
      'GET /api/officer/inbox/dead-mail': noDeadMail,
      'GET /api/officer/inbox/subscribers': () =>
        jsonResponse({
          items: [{ email: 'nina@example.com', name: 'Nina Reader', interests: ['fossils'], status: 'confirmed', createdAt: start }],
          pagination: { total: 1, limit: 25, offset: 0, hasMore: false },
        }),
    });
    renderInbox();
    await ready();
    await user.selectOptions(screen.getByLabelText('Kind'), 'newsletter');

    const list = await screen.findByRole('list', { name: 'Subscribers' });
    expect(within(list).getByText('nina@example.com')).toBeVisible();
    expect(within(list).getByText(/Fossils/)).toBeVisible();
    await user.type(screen.getByLabelText('Name or email'), 'nina');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await settle();

    const last = calls.filter((call) => call.key === 'GET /api/officer/inbox/subscribers').at(-1);
    expect(Object.fromEntries(last?.url.searchParams ?? [])).toEqual({ status: 'confirmed', q: 'nina', limit: '25', offset: '0' });
  });
});

describe('dead mail and blocked dates', () => {
  it('lists dead mail and retries one', async () => {
    const user = userEvent.setup();
    const dead: DeadMail = {
      id: 'mail-1',
      about: 'rental request RAAAAAAAA1',
      to: ['vera@example.com'],
      subject: 'Your rental is booked (RAAAAAAAA1)',
      state: 'dead',
      attempts: 16,
      lastError: 'MessageRejected',
      createdAt: start,
      deadSince: start + HOUR,
    };
    let items = [dead];
    const calls = stubApi({
      'GET /api/officer/inbox/requests': () => jsonResponse(pageOf([])),
      'GET /api/officer/inbox/dead-mail': () => jsonResponse({ items }),
      'POST /api/officer/inbox/dead-mail/mail-1/retry': () => {
        items = [];
        return jsonResponse({ id: 'mail-1', state: 'pending' });
      },
    });
    renderInbox();
    await ready();
    await settle();

    await user.click(await screen.findByRole('button', { name: 'Retry Your rental is booked (RAAAAAAAA1)' }));
    await settle();

    expect(calls.some((call) => call.key === 'POST /api/officer/inbox/dead-mail/mail-1/retry')).toBe(true);
    expect(screen.getByText('None: every mail went out.')).toBeVisible();
  });

  it('shows a mail held back for a bounced address and one complained about, in plain words, with no Retry', async () => {
    const bounced: DeadMail = {
      id: 'mail-2',
      about: 'contact message CAAAAAAAA2',
      to: ['gone@example.com'],
      subject: 'We received your message (CAAAAAAAA2)',
      state: 'suppressed',
      attempts: 1,
      createdAt: start,
      deadSince: start + HOUR,
      suppressed: { reason: 'bounce', at: start - HOUR },
    };
    const complained: DeadMail = {
      id: 'mail-3',
      about: 'newsletter subscription',
      to: ['angry@example.com'],
      subject: 'Confirm your subscription',
      state: 'suppressed',
      attempts: 1,
      createdAt: start,
      sentAt: start,
      deadSince: start + 2 * HOUR,
      suppressed: { reason: 'complaint', at: start + 2 * HOUR },
    };
    stubApi({
      'GET /api/officer/inbox/requests': () => jsonResponse(pageOf([])),
      'GET /api/officer/inbox/dead-mail': () => jsonResponse({ items: [complained, bounced] }),
    });
    renderInbox();
    await ready();
    await settle();

    const bouncedItem = (await screen.findByText('We received your message (CAAAAAAAA2)')).closest('li') as HTMLElement;
    expect(bouncedItem).toHaveTextContent(
      `Not sent: the address bounced on ${formatDateTime(start - HOUR)}: the receiving mail server said it does not exist or refuses mail.`,
    );
    expect(bouncedItem).toHaveTextContent('The website will not write to this address again');
    const complainedItem = screen.getByText('Confirm your subscription').closest('li') as HTMLElement;
    expect(complainedItem).toHaveTextContent(
      `Sent ${formatDateTime(start)}, but the person marked the club's mail as spam on ${formatDateTime(start + 2 * HOUR)}.`,
    );
    expect(screen.queryByRole('button', { name: /^Retry/ })).toBeNull();
  });

  it('blocks dates as Chicago wall-clock times, lists the block and removes it, and refuses an end before the start without sending', async () => {
    const user = userEvent.setup();
    let blocks: { id: string; start: number; end: number; title: string }[] = [];
    const calls = stubApi({
      'GET /api/officer/inbox/requests': () => jsonResponse(pageOf([])),
      'GET /api/officer/inbox/dead-mail': noDeadMail,
      'POST /api/officer/blocked-dates': ({ body }) => {
        blocks = [{ id: 'block-1', ...(body as { start: number; end: number; title: string }) }];
        return jsonResponse(blocks[0], 201);
      },
      'GET /api/officer/blocked-dates': () => jsonResponse({ items: blocks }),
      'DELETE /api/officer/blocked-dates/block-1': () => {
        blocks = [];
        return jsonResponse({ deleted: 'block-1' });
      },
    });
    renderInbox();
    await ready();
    await settle();
    const section = await screen.findByRole('region', { name: 'Block dates' });
    const from = within(section).getByLabelText('From (Chicago time)');
    const to = within(section).getByLabelText('To (Chicago time)');
    await user.type(within(section).getByLabelText('What for'), 'Floor refinishing');
    await user.type(from, '2027-02-04T08:00');
    await user.type(to, '2027-02-01T08:00');
    await user.click(within(section).getByRole('button', { name: 'Block Dates' }));
    expect(within(section).getByText(inboxMessages.blockEnd)).toBeVisible();
    expect(calls.some((call) => call.key === 'POST /api/officer/blocked-dates')).toBe(false);

    await user.clear(to);
    await user.type(to, '2027-02-06T08:00');
    await user.click(within(section).getByRole('button', { name: 'Block Dates' }));
    await settle();

    expect(calls.find((call) => call.key === 'POST /api/officer/blocked-dates')?.body).toEqual({
      start: clubTime(2027, 2, 4, 8),
      end: clubTime(2027, 2, 6, 8),
      title: 'Floor refinishing',
    });
    await user.click(await within(section).findByRole('button', { name: 'Remove Floor refinishing' }));
    await settle();
    expect(calls.some((call) => call.key === 'DELETE /api/officer/blocked-dates/block-1')).toBe(true);
    expect(within(section).queryByRole('list', { name: 'Blocked dates' })).toBeNull();
  });
});
