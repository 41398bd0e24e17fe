import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { availabilityMessages } from '../../common/teams/availability';
import { clubTime, formatShortDate } from '../../common/club-time';
import { gameMessages } from '../../common/fixtures/game-edits';
import { rentalModelMessages } from '../../common/rental/rental-model-schemas';
import OfficersFixturesPage from '../../web/src/features/officers/fixtures/officers-fixtures-page';
import OfficersHomePage from '../../web/src/features/officers/console/officers-home-page';
import OfficersRentalPage from '../../web/src/features/officers/rental/officers-rental-page';
import { type Answer, type ApiCall, mockAuthClient, renderPages, resetAuth, settle, stubApi } from './support/officer-console';
import { jsonResponse } from './support/stub-fetch';

// The boundary: everything Amplify does sits behind loadAuthClient.
vi.mock('../../web/src/lib/auth/auth-client', () => ({ loadAuthClient: vi.fn() }));

const pages = {
  '/account': <p>My Account stand-in</p>,
  '/officers': <OfficersHomePage />,
  '/officers/rental': <OfficersRentalPage />,
  '/officers/fixtures': <OfficersFixturesPage />,
};

const renderAt = (path: string) => renderPages(path, pages);

beforeEach(resetAuth);
afterEach(() => vi.unstubAllGlobals());

describe('the console gate', () => {
  it('offers a signed-out visitor a Sign In button and none of the tools', async () => {
    const client = mockAuthClient(null);
    renderAt('/officers/rental');
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Rental Settings' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: "Officers' console" })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await settle();
    expect(client.signIn).toHaveBeenCalledOnce();
    expect(JSON.parse(sessionStorage.getItem('blaze.auth.pending') ?? '{}')).toEqual({ action: 'sign-in', returnTo: '/officers/rental' });
  });

  it('tells a signed-in member who is not an officer that the area is for officers, and shows no tools', async () => {
    mockAuthClient({ isOfficer: false });
    const calls = stubApi({});
    renderAt('/officers/fixtures');
    await settle();
    expect(screen.getByRole('heading', { name: 'This area is for club officers' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add Game' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('sends an officer without an authenticator app to /account before any tool loads or any officer row is called', async () => {
    const client = mockAuthClient({ isOfficer: true }, { twoStep: false });
    const calls = stubApi({});
    renderAt('/officers/rental');
    await settle();
    expect(await screen.findByText('My Account stand-in')).toBeVisible();
    expect(client.authenticatorEnabled).toHaveBeenCalled();
    expect(screen.queryByRole('navigation', { name: "Officers' console" })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    expect(calls).toEqual([]);
    expect(client.accessToken).not.toHaveBeenCalled();
  });

  it("shows an officer the console's menu and its tools", async () => {
    mockAuthClient({ isOfficer: true });
    renderAt('/officers');
    const nav = await screen.findByRole('navigation', { name: "Officers' console" }, { timeout: 3000 });
    expect(within(nav).getByRole('link', { name: 'Console home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Rental settings' })).toHaveAttribute('href', '/officers/rental');
    expect(screen.getByRole('heading', { level: 2, name: 'Fixtures' })).toBeVisible();
    expect(screen.queryByText('This area is for club officers')).toBeNull();
  });
});

const space = (id: string, name: string, kind: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  kind,
  description: '',
  capacity: 120,
  hourlyCents: 10_000,
  dailyCents: 80_000,
  minHours: 2,
  maxHours: 168,
  setupMinutes: 60,
  cleanupMinutes: 60,
  advanceDays: 730,
  overlaps: [],
  closedOnMatchDays: false,
  damageDepositCents: 25_000,
  insuranceRequired: false,
  retired: false,
  ...extra,
});

const storedModel = {
  version: 7,
  updatedAt: 1,
  spaces: [
    space('banquet-hall', 'Banquet hall', 'indoor'),
    space('main-pitch', 'Main pitch', 'field', { capacity: 500, setupMinutes: 0, damageDepositCents: 0 }),
    space('whole-site', 'Whole site', 'site', { capacity: 1500 }),
  ],
  addOns: [
    {
      id: 'bar-service',
      name: 'Bar service',
      description: '',
      pricing: 'per-hour',
      amount: 4_000,
      spaceIds: ['banquet-hall'],
      retired: false,
    },
  ],
  policy: {
    defaultSpaceId: 'banquet-hall',
    depositBasisPoints: 2_500,
    taxBasisPoints: 0,
    balanceDueDays: 14,
    balanceReminderDays: 7,
    holdDays: 7,
    cancellation: [{ daysBefore: 30, refundBasisPoints: 10_000 }],
  },
};

const storedTerms = {
  version: 2,
  publishedAt: Date.UTC(2026, 2, 3, 18),
  html: '<h2>Hire terms</h2><p>Leave the hall <strong>clean</strong>.</p>',
};

type ModelBody = typeof storedModel;

/** The PUT's answer: the model sent, its version raised, as the server answers. */
const savedModel: Answer = ({ body }) =>
  jsonResponse({ model: { ...(body as ModelBody), version: (body as ModelBody).version + 1, updatedAt: 2 } });

const moneyRow = (reference: string, name: string, state: string, start: number, cents: number[]) => {
  const [dueCents = 0, paidCents = 0, refundedCents = 0, owedToClubCents = 0, owedToRenterCents = 0, damageDepositHeldCents = 0] = cents;
  return {
    reference,
    name,
    start,
    end: start + 4 * 3_600_000,
    state,
    totalCents: 65_000,
    dueCents,
    paidCents,
    refundedCents,
    owedToClubCents,
    owedToRenterCents,
    damageDepositHeldCents,
    balanceDueAt: start - 14 * 86_400_000,
  };
};
const moneyAnswer = {
  items: [
    moneyRow('ROVERDUE01', 'Olive Renter', 'overdue', clubTime(2027, 3, 6, 17), [65_000, 10_000, 0, 55_000, 0, 0]),
    moneyRow('RCANCEL001', 'Carl Renter', 'cancelled', clubTime(2027, 4, 6, 17), [20_000, 65_000, 10_000, 0, 35_000, 0]),
    moneyRow('RDONE00001', 'Dana Renter', 'completed', clubTime(2027, 5, 6, 17), [65_000, 65_000, 0, 0, 0, 25_000]),
  ],
  totals: {
    totalCents: 195_000,
    dueCents: 150_000,
    paidCents: 140_000,
    refundedCents: 10_000,
    owedToClubCents: 55_000,
    owedToRenterCents: 35_000,
    damageDepositHeldCents: 25_000,
  },
};

describe('rental settings', () => {
  async function openConsole(answers: Record<string, Answer> = {}) {
    mockAuthClient({ isOfficer: true });
    const calls = stubApi({
      'GET /api/officer/rental-model': () => jsonResponse({ model: storedModel, terms: storedTerms }),
      'GET /api/officer/bookings/money': () => jsonResponse(moneyAnswer),
      ...answers,
    });
    renderAt('/officers/rental');
    // The console's module loads on demand the first time.
    await screen.findByRole('heading', { name: 'Banquet hall' }, { timeout: 3000 });
    return calls;
  }

  const puts = (calls: ApiCall[]) => calls.filter((call) => call.key === 'PUT /api/officer/rental-model');

  it("shows every booking's money with what is owed, overdue and held, the totals, and the treasurer's CSV", async () => {
    const calls = await openConsole({
      'GET /api/officer/bookings.csv': () => new Response('Reference\n', { headers: { 'content-type': 'text/csv' } }),
    });
    const money = await screen.findByRole('region', { name: 'Bookings and Money' });
    expect(money).toHaveTextContent(
      'Owed to the club $550.00, of which $550.00 is overdue on 1 booking; owed back to renters $350.00; damage deposits held $250.00.',
    );
    const rows = within(money).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'BookingStateDuePaidRefundedOwed to clubOwed to renterDeposit held',
      `ROVERDUE01Olive Renter, ${formatShortDate(moneyAnswer.items[0]?.start ?? 0)}Balance overdue$650.00$100.00$0.00$550.00$0.00$0.00`,
      `RCANCEL001Carl Renter, ${formatShortDate(moneyAnswer.items[1]?.start ?? 0)}Cancelled$200.00$650.00$100.00$0.00$350.00$0.00`,
      `RDONE00001Dana Renter, ${formatShortDate(moneyAnswer.items[2]?.start ?? 0)}Completed$650.00$650.00$0.00$0.00$0.00$250.00`,
      'Total (3)$1,500.00$1,400.00$100.00$550.00$350.00$250.00',
    ]);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:bookings', revokeObjectURL: () => undefined }));
    await userEvent.click(within(money).getByRole('button', { name: 'Download Bookings CSV' }));
    await settle();
    expect(calls.some((call) => call.key === 'GET /api/officer/bookings.csv')).toBe(true);
  });

  const bodyOf = (call: ApiCall | undefined) => (call?.body ?? {}) as ModelBody;

  it('lists each space and add-on with its facts, and saves a changed rate as the whole model over its version, in cents', async () => {
    const calls = await openConsole({ 'PUT /api/officer/rental-model': savedModel });
    expect(screen.getByText(/Up to 120 people · \$100\.00 an hour, \$800\.00 a day · 2 hours to 7 days/)).toBeVisible();
    expect(screen.getByText(/Whole site/, { selector: 'h3' })).toBeVisible();
    expect(screen.getByText(/Up to 1500 people .* shares ground with every space/)).toBeVisible();
    expect(screen.getByText(/\$40\.00 per hour · with Banquet hall/)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Banquet hall' }));
    const form = await screen.findByRole('form', { name: 'Edit space' });
    const hourly = within(form).getByLabelText('Hourly rate ($)');
    await userEvent.clear(hourly);
    await userEvent.type(hourly, '120.50');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Main pitch' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: /insurance certificate/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save Space' }));
    await settle();

    const [put] = puts(calls);
    expect(put?.authorization).toBe('Bearer officer-access-token');
    const body = put?.body as ModelBody;
    expect(body.version).toBe(7);
    expect(body.spaces[0]).toMatchObject({ id: 'banquet-hall', hourlyCents: 12_050, overlaps: ['main-pitch'], insuranceRequired: true });
    expect(body.spaces.slice(1)).toEqual(storedModel.spaces.slice(1));
    expect(await screen.findByText(/Banquet hall saved\./)).toBeVisible();
    expect(screen.getByText(/\$120\.50 an hour/)).toBeVisible();
    expect(screen.getByText(/insurance certificate asked for/)).toBeVisible();
  });

  it("refuses a rate in fractions of a cent and an add-on on no space with the schema's messages, sending nothing", async () => {
    const calls = await openConsole();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Banquet hall' }));
    const spaceForm = await screen.findByRole('form', { name: 'Edit space' });
    const daily = within(spaceForm).getByLabelText('Daily rate ($)');
    await userEvent.clear(daily);
    await userEvent.type(daily, '80.005');
    await userEvent.click(within(spaceForm).getByRole('button', { name: 'Save Space' }));
    expect(daily).toHaveAttribute('aria-invalid', 'true');
    expect(daily).toHaveAccessibleDescription(expect.stringContaining('The daily rate must be in whole cents.'));
    expect(daily).toHaveFocus();
    await userEvent.click(within(spaceForm).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Add Add-on' }));
    const addOnForm = await screen.findByRole('form', { name: 'Add add-on' });
    await userEvent.type(within(addOnForm).getByLabelText('Name'), 'Security staff');
    await userEvent.type(within(addOnForm).getByLabelText('Price ($)'), '45');
    await userEvent.click(within(addOnForm).getByRole('button', { name: 'Add Add-on' }));
    expect(within(addOnForm).getByText(rentalModelMessages.noAddOnSpace)).toBeVisible();
    expect(puts(calls)).toEqual([]);
  });

  it('adds an add-on priced per person on the spaces chosen, its id made from its name', async () => {
    const calls = await openConsole({ 'PUT /api/officer/rental-model': savedModel });
    await userEvent.click(screen.getByRole('button', { name: 'Add Add-on' }));
    const form = await screen.findByRole('form', { name: 'Add add-on' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Tables & Chairs');
    await userEvent.selectOptions(within(form).getByLabelText('Priced'), 'per-person');
    await userEvent.type(within(form).getByLabelText('Price ($)'), '3');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Banquet hall' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Whole site' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add Add-on' }));
    await settle();

    expect(bodyOf(puts(calls)[0]).addOns[1]).toEqual({
      id: 'tables-chairs',
      name: 'Tables & Chairs',
      description: '',
      pricing: 'per-person',
      amount: 300,
      spaceIds: ['banquet-hall', 'whole-site'],
      retired: false,
    });
    expect(await screen.findByText(/Tables & Chairs added\./)).toBeVisible();
  });

  it('retires a space rather than deleting it, and offers it again', async () => {
    const calls = await openConsole({ 'PUT /api/officer/rental-model': savedModel });
    await userEvent.click(screen.getByRole('button', { name: 'Retire Main pitch' }));
    await settle();
    expect(bodyOf(puts(calls)[0]).spaces[1]).toMatchObject({ id: 'main-pitch', retired: true });
    expect(await screen.findByText(/Main pitch retired\./)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete Main pitch' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Offer again Main pitch' }));
    await settle();
    expect(bodyOf(puts(calls)[1]).version).toBe(8);
  });

  it('saves the money rules typed in percent as basis points, and refuses refund tiers out of order', async () => {
    const calls = await openConsole({ 'PUT /api/officer/rental-model': savedModel });
    const form = screen.getByRole('form', { name: 'Money and rules' });
    const deposit = within(form).getByLabelText('Deposit on approval (%)');
    expect(deposit).toHaveValue('25');
    await userEvent.clear(deposit);
    await userEvent.type(deposit, '30');
    await userEvent.type(within(form).getByLabelText('Tax (%)'), '.25');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Tier' }));
    await userEvent.type(within(form).getByLabelText('Tier 2: days before'), '60');
    await userEvent.type(within(form).getByLabelText('Tier 2: refunded (%)'), '100');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Rules' }));
    expect(within(form).getByText(rentalModelMessages.tiers)).toBeVisible();
    expect(puts(calls)).toEqual([]);

    await userEvent.clear(within(form).getByLabelText('Tier 2: days before'));
    await userEvent.type(within(form).getByLabelText('Tier 2: days before'), '7');
    await userEvent.clear(within(form).getByLabelText('Tier 2: refunded (%)'));
    await userEvent.type(within(form).getByLabelText('Tier 2: refunded (%)'), '50');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Rules' }));
    await settle();
    expect(within(form).getByRole('status')).toHaveTextContent('Money and rules saved: every quote from now on uses them.');
    expect(within(form).getByLabelText('Deposit on approval (%)')).toHaveValue('30');
    expect(bodyOf(puts(calls)[0]).policy).toEqual({
      ...storedModel.policy,
      depositBasisPoints: 3_000,
      taxBasisPoints: 25,
      cancellation: [
        { daysBefore: 30, refundBasisPoints: 10_000 },
        { daysBefore: 7, refundBasisPoints: 5_000 },
      ],
    });
  });

  it('says when another officer saved first', async () => {
    await openConsole({
      'PUT /api/officer/rental-model': () => jsonResponse({ error: 'The rental settings were changed by another officer.' }, 409),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save Rules' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Could not save the money rules: The rental settings were changed by another officer.',
    );
  });

  it('edits the hire terms in the editor, previews them sanitized, and publishes them over the version shown', async () => {
    const calls = await openConsole({
      'POST /api/officer/rental-terms': ({ body }) =>
        jsonResponse({ version: 3, html: (body as { html: string }).html, publishedAt: Date.UTC(2026, 3, 1) }, 201),
    });
    const form = screen.getByRole('form', { name: 'Hire terms' });
    expect(within(form).getByText(/Version 2, published/)).toBeVisible();
    const editor = within(form).getByRole('textbox', { name: 'Terms' });
    expect(editor.querySelector('strong')?.textContent).toBe('clean');
    const preview = within(form).getByRole('region', { name: 'Preview of the terms' });
    expect(preview.querySelector('.news-html h2')?.textContent).toBe('Hire terms');

    await userEvent.click(within(form).getByRole('button', { name: 'Publish as Version 3' }));
    await settle();

    const post = calls.find((call) => call.key === 'POST /api/officer/rental-terms');
    expect(post?.body).toEqual({ html: expect.stringContaining('<strong>clean</strong>'), basedOn: 2 });
    expect(await within(form).findByText(/Version 3 published\./)).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Publish as Version 4' })).toBeVisible();
  });
});

const kickoff = clubTime(2026, 9, 12, 13, 0);
const lakeshore = {
  id: '2026-lakeshore-home',
  start: kickoff,
  homeTeam: 'Chicago Blaze',
  awayTeam: 'Lakeshore RFC',
  homeScore: null,
  awayScore: null,
  venue: 'Blaze Field',
  status: 'scheduled',
  gameType: 'regular',
  season: 2026,
};

describe('fixtures', () => {
  async function openConsole(answers: Record<string, Answer>) {
    mockAuthClient({ isOfficer: true });
    const calls = stubApi({ 'GET /public/api/games': () => jsonResponse([lakeshore]), ...answers });
    renderAt('/officers/fixtures');
    await screen.findByRole('heading', { name: 'Chicago Blaze vs Lakeshore RFC' }, { timeout: 3000 });
    return calls;
  }

  it('adds a game: the kick-off in club time as epoch milliseconds, and the new game joins the list', async () => {
    const calls = await openConsole({
      'POST /api/officer/games': ({ body }) => jsonResponse({ ...(body as object), id: 'new-1', season: 2026 }, 201),
    });
    expect(screen.getByRole('heading', { name: 'Chicago Blaze vs Lakeshore RFC' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Add Game' }));
    const form = screen.getByRole('form', { name: 'Add game' });
    await userEvent.type(within(form).getByLabelText(/Kick-off/), '2026-10-03T14:30');
    await userEvent.type(within(form).getByLabelText('Home team'), 'Chicago Blaze');
    await userEvent.type(within(form).getByLabelText('Away team'), 'Rockford');
    await userEvent.type(within(form).getByLabelText('Venue'), 'Blaze Field');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Game' }));
    await settle();
    expect(calls.find((call) => call.key === 'POST /api/officer/games')?.body).toEqual({
      start: clubTime(2026, 10, 3, 14, 30),
      homeTeam: 'Chicago Blaze',
      awayTeam: 'Rockford',
      venue: 'Blaze Field',
      status: 'scheduled',
      gameType: 'regular',
      // The default side: the team list was not read (this test's API answers no /public/api/teams).
      teamId: 'mens-xv',
      homeScore: null,
      awayScore: null,
    });
    expect(screen.getByRole('heading', { name: 'Chicago Blaze vs Rockford' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Chicago Blaze vs Rockford added');
  });

  it("keeps a game's team through an edit, choosing from the club's teams", async () => {
    mockAuthClient({ isOfficer: true });
    const women = { ...lakeshore, team: { id: 'womens-xv', name: 'Women’s XV' } };
    const calls = stubApi({
      'GET /public/api/games': () => jsonResponse([women]),
      'GET /public/api/teams': () =>
        jsonResponse({
          teams: [
            { id: 'mens-xv', name: 'Men’s XV', order: 0 },
            { id: 'womens-xv', name: 'Women’s XV', order: 1 },
          ],
        }),
      'PUT /api/officer/games/2026-lakeshore-home': ({ body }) => jsonResponse({ ...(body as object), id: lakeshore.id, season: 2026 }),
    });
    renderAt('/officers/fixtures');
    await screen.findByRole('heading', { name: 'Chicago Blaze vs Lakeshore RFC' }, { timeout: 3000 });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Chicago Blaze vs Lakeshore RFC' }));
    const form = screen.getByRole('form', { name: 'Edit game' });
    expect(within(form).getByLabelText('Team')).toHaveValue('womens-xv');
    await userEvent.clear(within(form).getByLabelText('Venue'));
    await userEvent.type(within(form).getByLabelText('Venue'), 'Lemont');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Game' }));
    await settle();

    expect(calls.find((call) => call.key.startsWith('PUT'))?.body).toMatchObject({ teamId: 'womens-xv', venue: 'Lemont' });
  });

  const availabilityView = (selected: readonly string[]) => ({
    fixture: {
      gameId: lakeshore.id,
      team: { id: 'mens-xv', name: 'Men’s XV' },
      homeTeam: 'Chicago Blaze',
      awayTeam: 'Lakeshore RFC',
      start: lakeshore.start,
      venue: 'Blaze Field',
      status: 'scheduled',
    },
    settings: { promptDaysBefore: 6, promptHour: 19, reminderDaysBefore: 2, cutoffHoursBefore: 24 },
    promptAt: lakeshore.start - 6 * 86_400_000,
    reminderAt: lakeshore.start - 2 * 86_400_000,
    cutoffAt: lakeshore.start - 86_400_000,
    players: [
      {
        slug: 'sean-murphy',
        name: 'Sean Murphy',
        under18: false,
        reachable: true,
        answer: 'available',
        eligibility: { eligible: true, reasons: [] },
        selected: selected.includes('sean-murphy'),
      },
      {
        slug: 'leo-marsh',
        name: 'Leo Marsh',
        under18: true,
        reachable: true,
        eligibility: {
          eligible: false,
          reasons: [
            { kind: 'registration-expired', expiresOn: '2026-08-31' },
            { kind: 'document-unsigned', documentId: 'waiver' },
          ],
        },
        selected: selected.includes('leo-marsh'),
      },
    ],
  });

  it("shows the team's answers in Availability mode and publishes the ticked side", async () => {
    const view = availabilityView;
    const calls = await openConsole({
      'GET /api/officer/games/2026-lakeshore-home/availability': () => jsonResponse(view([])),
      'PUT /api/officer/games/2026-lakeshore-home/selection': () => jsonResponse(view(['sean-murphy'])),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Availability and selection of Chicago Blaze vs Lakeshore RFC' }));
    const sean = await screen.findByRole('checkbox', { name: /Sean Murphy: Available/ }, { timeout: 3000 });
    expect(screen.getByRole('checkbox', { name: /Leo Marsh: No answer/ })).not.toBeChecked();
    await userEvent.click(sean);
    await userEvent.click(screen.getByRole('button', { name: 'Publish Selection' }));
    await settle();

    expect(calls.find((call) => call.key.startsWith('PUT'))?.body).toEqual({ players: ['sean-murphy'] });
    expect(await screen.findByText('Selected: Sean Murphy')).toBeVisible();
  });

  it('warns before publishing a player who may not play on the match’s day, says why, and publishes only once told to', async () => {
    const calls = await openConsole({
      'GET /api/officer/games/2026-lakeshore-home/availability': () => jsonResponse(availabilityView([])),
      'PUT /api/officer/games/2026-lakeshore-home/selection': () => jsonResponse(availabilityView(['sean-murphy', 'leo-marsh'])),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Availability and selection of Chicago Blaze vs Lakeshore RFC' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: /Sean Murphy: Available/ }, { timeout: 3000 }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Leo Marsh: No answer \(may not play\)/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish Selection' }));

    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent('One selected player may not play on the match’s day');
    expect(warning).toHaveTextContent('Leo Marsh: USA Rugby registration lapsed (expired 2026-08-31); Waiver not signed.');
    expect(warning).not.toHaveTextContent('Sean Murphy');
    expect(calls.some((call) => call.key.startsWith('PUT'))).toBe(false);

    await userEvent.click(within(warning).getByRole('button', { name: 'Change the Selection' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Publish Selection' }));
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Publish Anyway' }));
    await settle();
    expect(calls.find((call) => call.key.startsWith('PUT'))?.body).toEqual({ players: ['sean-murphy', 'leo-marsh'] });
  });

  it('changes when every fixture’s players are asked from the Availability view, refusing a reminder before the request', async () => {
    const settings = { promptDaysBefore: 6, promptHour: 19, reminderDaysBefore: 2, cutoffHoursBefore: 24 };
    let stored = settings;
    const view = () => ({
      fixture: {
        gameId: lakeshore.id,
        team: { id: 'mens-xv', name: 'Men’s XV' },
        homeTeam: 'Chicago Blaze',
        awayTeam: 'Lakeshore RFC',
        start: lakeshore.start,
        venue: 'Blaze Field',
        status: 'scheduled',
      },
      settings: stored,
      promptAt: lakeshore.start - stored.promptDaysBefore * 86_400_000,
      reminderAt: lakeshore.start - stored.reminderDaysBefore * 86_400_000,
      cutoffAt: lakeshore.start - stored.cutoffHoursBefore * 3_600_000,
      players: [],
    });
    const calls = await openConsole({
      'GET /api/officer/games/2026-lakeshore-home/availability': () => jsonResponse(view()),
      'PUT /api/officer/availability-settings': ({ body }) => {
        stored = body as typeof settings;
        return jsonResponse(body);
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Availability and selection of Chicago Blaze vs Lakeshore RFC' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Change When Players Are Asked' }, { timeout: 3000 }));
    const form = screen.getByRole('form', { name: 'Availability settings' });
    expect(within(form).getByLabelText('Request: days before the match')).toHaveValue(6);

    await userEvent.clear(within(form).getByLabelText('Reminder: days before the match'));
    await userEvent.type(within(form).getByLabelText('Reminder: days before the match'), '7');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Settings' }));
    expect(within(form).getByText(availabilityMessages.reminderAfterPrompt)).toBeVisible();
    expect(calls.some((call) => call.key === 'PUT /api/officer/availability-settings')).toBe(false);

    await userEvent.clear(within(form).getByLabelText('Reminder: days before the match'));
    await userEvent.type(within(form).getByLabelText('Reminder: days before the match'), '3');
    await userEvent.clear(within(form).getByLabelText('Hour of the request and the reminder'));
    await userEvent.type(within(form).getByLabelText('Hour of the request and the reminder'), '18');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Settings' }));
    await settle();

    expect(calls.find((call) => call.key === 'PUT /api/officer/availability-settings')?.body).toEqual({
      ...settings,
      reminderDaysBefore: 3,
      promptHour: 18,
    });
    expect(await screen.findByText(/Settings saved/)).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Availability settings' })).toBeNull();
    // The fixture's times are read again, as the server works them out from the new settings.
    expect(calls.filter((call) => call.key === 'GET /api/officer/games/2026-lakeshore-home/availability').length).toBeGreaterThan(1);
  });

  it('records a score with PUT of the whole game, the save button disabled while saving', async () => {
    let release: () => void = () => {};
    const calls = await openConsole({
      'PUT /api/officer/games/2026-lakeshore-home': async ({ body }) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return jsonResponse({ ...(body as object), id: lakeshore.id, season: 2026 });
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Record score of Chicago Blaze vs Lakeshore RFC' }));
    const form = screen.getByRole('form', { name: 'Record score' });
    await userEvent.selectOptions(within(form).getByLabelText('Status'), 'completed');
    await userEvent.type(within(form).getByLabelText('Chicago Blaze score'), '24');
    await userEvent.type(within(form).getByLabelText('Lakeshore RFC score'), '17');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Game' }));
    await settle();
    expect(within(form).getByRole('button', { name: /Saving/ })).toBeDisabled();
    await act(async () => release());
    await settle();
    expect(calls.find((call) => call.key.startsWith('PUT'))?.body).toEqual({
      start: kickoff,
      homeTeam: 'Chicago Blaze',
      awayTeam: 'Lakeshore RFC',
      venue: 'Blaze Field',
      status: 'completed',
      gameType: 'regular',
      teamId: 'mens-xv',
      homeScore: 24,
      awayScore: 17,
    });
    expect(screen.getByText('24 – 17')).toBeVisible();
  });

  it("records a result's team sheet: the saved sheet opens, the squad comes from the public list, and the card shows the scorers", async () => {
    const result = { ...lakeshore, status: 'completed', homeScore: 12, awayScore: 3 };
    const saved = { squad: [{ shirt: 8, playerSlug: 'sean-murphy' }], scorers: [] };
    const calls = stubApi({
      'GET /public/api/games': () => jsonResponse([result]),
      'GET /api/officer/games/2026-lakeshore-home/sheet': () => jsonResponse({ gameId: result.id, sheet: saved }),
      'GET /public/api/players': () =>
        jsonResponse({
          players: [
            { slug: 'sean-murphy', name: 'Sean Murphy' },
            { slug: 'patrick-walsh', name: 'Patrick Walsh' },
          ],
        }),
      'PUT /api/officer/games/2026-lakeshore-home/sheet': ({ body }) => jsonResponse({ gameId: result.id, sheet: body }),
    });
    mockAuthClient({ isOfficer: true });
    renderAt('/officers/fixtures');
    await userEvent.click(await screen.findByRole('button', { name: 'Team sheet of Chicago Blaze vs Lakeshore RFC' }, { timeout: 3000 }));
    const form = await screen.findByRole('form', { name: 'Team sheet' });
    expect(within(form).getByLabelText('Shirt 8')).toHaveValue('sean-murphy');
    await userEvent.selectOptions(within(form).getByLabelText('Shirt 10'), 'patrick-walsh');
    await userEvent.type(within(form).getByLabelText('Sean Murphy: Tries'), '1');
    await userEvent.type(within(form).getByLabelText('Patrick Walsh: Cons'), '2');
    await userEvent.type(within(form).getByLabelText('Patrick Walsh: Pens'), '1');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Team Sheet' }));
    await settle();

    expect(calls.find((call) => call.key.startsWith('PUT'))?.body).toEqual({
      squad: [
        { shirt: 8, playerSlug: 'sean-murphy' },
        { shirt: 10, playerSlug: 'patrick-walsh' },
      ],
      scorers: [
        { playerSlug: 'sean-murphy', tries: 1, conversions: 0, penalties: 0, dropGoals: 0 },
        { playerSlug: 'patrick-walsh', tries: 0, conversions: 2, penalties: 1, dropGoals: 0 },
      ],
    });
    expect(calls.find((call) => call.key.startsWith('PUT'))?.authorization).toMatch(/^Bearer /);
    expect(screen.queryByRole('form', { name: 'Team sheet' })).toBeNull();
    expect(screen.getByText('Tries: Sean Murphy; Cons: Patrick Walsh 2; Pens: Patrick Walsh')).toBeVisible();
  });

  it('checks a game in the browser with the shared schema: one score alone is refused', async () => {
    const calls = await openConsole({});
    await userEvent.click(screen.getByRole('button', { name: 'Edit Chicago Blaze vs Lakeshore RFC' }));
    const form = screen.getByRole('form', { name: 'Edit game' });
    await userEvent.type(within(form).getByLabelText('Home score'), '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Game' }));
    expect(within(form).getByLabelText('Away score')).toHaveAccessibleDescription(gameMessages.bothScores);
    expect(calls.some((call) => call.key.startsWith('PUT'))).toBe(false);
  });

  it("shows the server's refusal of an edit", async () => {
    await openConsole({
      'PUT /api/officer/games/2026-lakeshore-home': () => jsonResponse({ error: gameMessages.unknownGame }, 404),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Chicago Blaze vs Lakeshore RFC' }));
    const form = screen.getByRole('form', { name: 'Edit game' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save Game' }));
    await settle();
    expect(within(form).getByRole('alert')).toHaveTextContent(`Could not save the game: ${gameMessages.unknownGame.replace(/\.$/, '')}.`);
  });

  it('deletes a game only after confirmation', async () => {
    const calls = await openConsole({ 'DELETE /api/officer/games/2026-lakeshore-home': () => jsonResponse({ deleted: lakeshore.id }) });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Chicago Blaze vs Lakeshore RFC' }));
    expect(calls.some((call) => call.key.startsWith('DELETE'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Keep It' }));
    expect(screen.getByRole('heading', { name: 'Chicago Blaze vs Lakeshore RFC' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Chicago Blaze vs Lakeshore RFC' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    await settle();
    expect(calls.filter((call) => call.key.startsWith('DELETE'))).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Chicago Blaze vs Lakeshore RFC' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('deleted');
  });
});
