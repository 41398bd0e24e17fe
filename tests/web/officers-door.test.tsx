// The door page (/officers/door/:nightId) on jsdom, with the auth client mocked at its boundary and
// the two door rows answered by a small stand-in that admits each ticket once, as the row does: a
// ticket found by name admitted in green and refused in red the second time; the camera's codes
// sent as tokens; and the offline door: scans checked against the kept list, queued, kept across a
// reload, counted on the page, and sent when the signal is back, with a ticket another phone had
// admitted meanwhile shown as a conflict.

import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DoorList, DoorTicket } from '../../common/tickets/door';
import { ticketTokenClaims } from '../../common/tickets/door';
import { admitOffline, emptyDoor, withDownloadedList } from '../../web/src/features/officers/door/door-book';
import OfficersClubNightsPage from '../../web/src/features/officers/club-nights/officers-club-nights-page';
import OfficersDoorPage from '../../web/src/features/officers/door/officers-door-page';
import { DECODE_EVERY_MS, SAME_CODE_MS } from '../../web/src/features/officers/door/qr-camera';
import { renderPages, resetAuth, settle, signInOfficer, stubApi } from './support/officer-console';
import { jsonResponse } from './support/stub-fetch';

vi.mock('../../web/src/lib/auth/auth-client', () => ({ loadAuthClient: vi.fn() }));

// The camera's decoder: what it reads from a frame is set by each test.
const decoded = vi.hoisted(() => ({ text: null as string | null }));
vi.mock('jsqr', () => ({ default: () => (decoded.text === null ? null : { data: decoded.text }) }));

const NIGHT = '2027-03-06-annual-banquet';
const ANN = 'a1a1a1a1a1a1a1a1-01';
const BOB = 'b2b2b2b2b2b2b2b2-01';
const CY = 'c3c3c3c3c3c3c3c3-02';
const ADMIT = `POST /api/officer/club-nights/${NIGHT}/admissions`;
const LIST = `GET /api/officer/club-nights/${NIGHT}/door-list`;
const START = Date.UTC(2027, 2, 7, 0, 0);

/** The door rows as the server keeps them: each ticket admitted once; `down` makes every request fail as with no signal. */
function doorServer() {
  const tickets = new Map<string, DoorTicket>([
    [ANN, { ticketId: ANN, holderName: 'Ann Archer', admittedAt: null }],
    [BOB, { ticketId: BOB, holderName: 'Bob Baker', admittedAt: null }],
    [CY, { ticketId: CY, holderName: 'Cy Cole', admittedAt: null }],
  ]);
  const state = { down: false };
  const unreachable = () => {
    throw new TypeError('Failed to fetch');
  };
  const calls = stubApi({
    [LIST]: () => {
      if (state.down) unreachable();
      const list: DoorList = { nightId: NIGHT, title: 'Annual Banquet', start: START, tickets: [...tickets.values()] };
      return jsonResponse(list);
    },
    [ADMIT]: ({ body }) => {
      if (state.down) unreachable();
      const sent = body as { token?: string; ticketId?: string };
      const ticketId = sent.ticketId ?? (sent.token ? ticketTokenClaims(sent.token)?.ticketId : undefined);
      const ticket = ticketId === undefined ? undefined : tickets.get(ticketId);
      if (!ticket) return jsonResponse({ error: 'No such ticket for this night.' }, 404);
      if (ticket.admittedAt !== null) return jsonResponse({ error: `${ticket.holderName} was already admitted.`, ticket }, 409);
      const admitted = { ...ticket, admittedAt: Date.now() };
      tickets.set(ticket.ticketId, admitted);
      return jsonResponse(admitted);
    },
  });
  const admitCalls = () => calls.filter((call) => call.key === ADMIT).map((call) => call.body);
  return { tickets, state, calls, admitCalls };
}

function setOnline(online: boolean) {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

/** jsdom has no camera: the phone's, answering getUserMedia as given. */
function giveCamera(getUserMedia: () => Promise<unknown>) {
  Object.defineProperty(window.navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
}

/** A camera whose every frame the (mocked) decoder reads as `decoded.text`. */
function fakeCamera() {
  const stop = vi.fn();
  giveCamera(vi.fn(async () => ({ getTracks: () => [{ stop }] })));
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
  vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(320);
  vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(240);
  const frame = { data: new Uint8ClampedArray(320 * 240 * 4), width: 320, height: 240 };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: vi.fn(),
    getImageData: vi.fn(() => frame),
  } as unknown as CanvasRenderingContext2D);
  return stop;
}

function openDoor() {
  return renderPages(`/officers/door/${NIGHT}`, { '/officers/door/:nightId': <OfficersDoorPage /> });
}

const status = () => within(screen.getByRole('list', { name: 'Door status' }));

async function admitByName(name: string) {
  const search = screen.getByLabelText('Holder’s name or ticket id');
  await userEvent.clear(search);
  await userEvent.type(search, name);
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`^Admit ${name}`) }));
  await settle();
}

beforeEach(resetAuth);
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(window.navigator, 'mediaDevices');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  decoded.text = null;
});

describe('the door page', () => {
  it('admits a ticket found by name in green, and a second time says in red when it was admitted', async () => {
    signInOfficer();
    const server = doorServer();
    openDoor();
    await screen.findByRole('heading', { name: /Annual Banquet/ }, { timeout: 5000 });
    expect(status().getByText('Online')).toBeVisible();
    expect(status().getByText(/0 of 3 admitted/)).toBeVisible();

    await admitByName('Ann');
    expect(server.admitCalls()).toEqual([{ ticketId: ANN }]);
    expect(screen.getByText('Admitted: Ann Archer')).toBeVisible();
    expect(screen.getByText('Admitted: Ann Archer').closest('p')).toHaveClass('door-verdict--admitted');
    expect(status().getByText(/1 of 3 admitted/)).toBeVisible();

    // Another phone's scan, seen here as the server's 409 with who and when.
    server.tickets.set(BOB, { ticketId: BOB, holderName: 'Bob Baker', admittedAt: Date.UTC(2027, 2, 7, 2, 12) });
    await admitByName('Bob');
    expect(screen.getByText('Already admitted at 8:12 PM').closest('p')).toHaveClass('door-verdict--refused');
    expect(screen.getByText('Bob Baker', { selector: '.door-verdict__note' })).toBeVisible();
  }, 20_000);

  it('sends a QR code the camera reads as the ticket’s token, and refuses another night’s ticket without asking the server', async () => {
    signInOfficer();
    const server = doorServer();
    const stop = fakeCamera();
    openDoor();
    await screen.findByRole('heading', { name: /Annual Banquet/ }, { timeout: 5000 });

    await userEvent.click(screen.getByRole('button', { name: 'Scan Tickets' }));
    decoded.text = `${NIGHT}.${CY}.c2lnbmF0dXJl`;
    expect(await screen.findByText('Admitted: Cy Cole')).toBeVisible();
    expect(server.admitCalls()).toEqual([{ token: `${NIGHT}.${CY}.c2lnbmF0dXJl` }]);

    decoded.text = `2027-05-01-awards-night.${ANN}.c2lnbmF0dXJl`;
    expect(await screen.findByText('Not a ticket for this night.')).toBeVisible();
    expect(server.admitCalls()).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Stop Scanning' }));
    expect(stop).toHaveBeenCalled();
  }, 20_000);

  it('sends a ticket held in front of the camera once, however long it is held', async () => {
    signInOfficer();
    const server = doorServer();
    fakeCamera();
    openDoor();
    await screen.findByRole('heading', { name: /Annual Banquet/ }, { timeout: 5000 });
    // The camera's frames and its clock on fake time, so a hold of seconds takes none; the rest
    // (the server's answers, testing-library's waits) stays on real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    await userEvent.click(screen.getByRole('button', { name: 'Scan Tickets' }));

    decoded.text = `${NIGHT}.${CY}.c2lnbmF0dXJl`;
    await vi.waitFor(async () => {
      await vi.advanceTimersByTimeAsync(DECODE_EVERY_MS);
      expect(server.admitCalls()).toHaveLength(1);
    });
    expect(await screen.findByText('Admitted: Cy Cole')).toBeVisible();
    // Held a second longer than SAME_CODE_MS, a frame read every DECODE_EVERY_MS.
    await vi.advanceTimersByTimeAsync(SAME_CODE_MS + 1000);
    expect(server.admitCalls()).toHaveLength(1);
    expect(screen.getByText('Admitted: Cy Cole')).toBeVisible();
  }, 20_000);

  it('answers a second scan of a ticket let in while the server was out of reach from the queue, not from the server', async () => {
    signInOfficer();
    const server = doorServer();
    fakeCamera();
    openDoor();
    await screen.findByRole('heading', { name: /Annual Banquet/ }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Scan Tickets' }));

    // The browser still says it is online; the server does not answer.
    server.state.down = true;
    decoded.text = `${NIGHT}.${CY}.c2lnbmF0dXJl`;
    expect(await screen.findByText('Admitted: Cy Cole')).toBeVisible();
    expect(status().getByText('1 scan waiting to be sent')).toBeVisible();

    // The server is back before the queue is tried again, and the same ticket is shown a second time.
    server.state.down = false;
    const tried = server.admitCalls().length;
    decoded.text = `${NIGHT}.${CY}.c2lnbmF0dXJlMg`;
    expect(await screen.findByText(/^Already admitted at/)).toBeVisible();
    expect(server.admitCalls()).toHaveLength(tried);
    expect(server.tickets.get(CY)?.admittedAt).toBeNull();
  }, 20_000);

  it('says so when the camera is not allowed, and the officer finds the ticket by name instead', async () => {
    signInOfficer();
    doorServer();
    giveCamera(vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError'))));
    openDoor();
    await screen.findByRole('heading', { name: /Annual Banquet/ }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Scan Tickets' }));
    expect(await screen.findByText(/The camera was not allowed/)).toBeVisible();
    await admitByName('Cy');
    expect(screen.getByText('Admitted: Cy Cole')).toBeVisible();
  }, 20_000);

  it('goes on offline from the kept list, keeps the queue across a reload, and sends it when the signal is back', async () => {
    signInOfficer();
    const server = doorServer();
    openDoor();
    await screen.findByRole('heading', { name: /Annual Banquet/ }, { timeout: 5000 });

    server.state.down = true;
    setOnline(false);
    expect(status().getByText('Offline: checking against the kept list')).toBeVisible();

    await admitByName('Ann');
    expect(screen.getByText('Admitted: Ann Archer')).toBeVisible();
    expect(screen.getByText(/sent when the signal is back/)).toBeVisible();
    expect(status().getByText('1 scan waiting to be sent')).toBeVisible();

    // The same ticket again on this phone: refused from the kept list, with the time it was let in here.
    const search = screen.getByLabelText('Holder’s name or ticket id');
    await userEvent.clear(search);
    await userEvent.type(search, 'Ann');
    expect(screen.queryByRole('button', { name: /^Admit Ann/ })).toBeNull();
    expect(screen.getByText(/^Admitted at/)).toBeVisible();

    await admitByName('Bob');
    expect(status().getByText('2 scans waiting to be sent')).toBeVisible();
    // Nothing reached the server while it was out of reach.
    expect(server.tickets.get(ANN)?.admittedAt).toBeNull();

    // Meanwhile another phone, still online, let Bob in.
    server.tickets.set(BOB, { ticketId: BOB, holderName: 'Bob Baker', admittedAt: Date.UTC(2027, 2, 7, 2, 12) });

    // The page is reloaded with no signal: the kept list and the queue are still there.
    cleanup();
    openDoor();
    expect(await screen.findByRole('heading', { name: /Annual Banquet/ })).toBeVisible();
    expect(await screen.findByText(/the one kept on this phone is used/)).toBeVisible();
    expect(status().getByText('2 scans waiting to be sent')).toBeVisible();

    server.state.down = false;
    const before = server.admitCalls().length;
    setOnline(true);
    await settle();
    await vi.waitFor(() => expect(status().getByText('No scans waiting to be sent')).toBeVisible());
    expect(server.admitCalls().slice(before)).toEqual([{ ticketId: ANN }, { ticketId: BOB }]);
    expect(server.tickets.get(ANN)?.admittedAt).not.toBeNull();
    expect(status().getByText('Online')).toBeVisible();

    const conflicts = within(screen.getByRole('region', { name: 'Scans the server did not accept' }));
    expect(conflicts.getByText(/Admitted twice/)).toBeVisible();
    expect(conflicts.getByText('Bob Baker')).toBeVisible();
    expect(conflicts.getByText(/admitted first at 8:12 PM/)).toBeVisible();
    expect(conflicts.queryByText('Ann Archer')).toBeNull();
  }, 30_000);
});

describe('the way to the door', () => {
  it('is a link on each night of the club nights console', async () => {
    signInOfficer();
    const night = {
      id: NIGHT,
      title: 'Annual Banquet',
      description: '',
      start: START,
      end: START + 5 * 3_600_000,
      capacity: 100,
      seatsLeft: 90,
    };
    const prices = { memberPriceCents: 4000, priceCents: 5000, tablesOfTen: false, salesCloseAt: START - 86_400_000 };
    stubApi({ 'GET /api/officer/club-nights': () => jsonResponse({ nights: [{ ...night, ...prices }] }) });
    renderPages('/officers/club-nights', { '/officers/club-nights': <OfficersClubNightsPage /> });
    const door = await screen.findByRole('link', { name: 'Door of Annual Banquet' }, { timeout: 5000 });
    expect(door).toHaveAttribute('href', `/officers/door/${NIGHT}`);
  });
});

describe('the kept list’s check', () => {
  const list: DoorList = {
    nightId: NIGHT,
    title: 'Annual Banquet',
    start: START,
    tickets: [{ ticketId: ANN, holderName: 'Ann Archer', admittedAt: null }],
  };
  const kept = withDownloadedList(emptyDoor(NIGHT), list, START);

  it('admits a ticket of the list once, and refuses another night’s token, a ticket not on the list and a scan that is no token', () => {
    const once = admitOffline(kept, { token: `${NIGHT}.${ANN}.sig` }, START + 1, ticketTokenClaims);
    expect(once.verdict).toMatchObject({ kind: 'admitted', offline: true, ticket: { holderName: 'Ann Archer' } });
    expect(once.door.queue).toHaveLength(1);
    expect(admitOffline(once.door, { ticketId: ANN }, START + 2, ticketTokenClaims).verdict).toEqual({
      kind: 'already',
      ticket: { ticketId: ANN, holderName: 'Ann Archer', admittedAt: START + 1 },
      admittedAt: START + 1,
    });
    expect(admitOffline(kept, { token: `2027-05-01-awards-night.${ANN}.sig` }, START, ticketTokenClaims).verdict).toEqual({
      kind: 'refused',
      message: 'Not a ticket for this night.',
    });
    expect(admitOffline(kept, { token: `${NIGHT}.${BOB}.sig` }, START, ticketTokenClaims).verdict).toMatchObject({ kind: 'refused' });
    expect(admitOffline(kept, { token: 'https://example.com/' }, START, ticketTokenClaims).verdict).toMatchObject({ kind: 'refused' });
  });

  it('keeps a queued admission through a fresh download that does not know it yet', () => {
    const once = admitOffline(kept, { ticketId: ANN }, START + 5, ticketTokenClaims).door;
    const refreshed = withDownloadedList(once, list, START + 10);
    expect(refreshed.list?.tickets[0]?.admittedAt).toBe(START + 5);
  });
});
