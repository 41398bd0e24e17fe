import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clubTime } from '../../common/club-time';
import { gameMessages } from '../../common/game-edits';
import { rentalConfigMessages } from '../../common/rental-pricing';
import OfficersFixturesPage from '../../web/src/features/officers/officers-fixtures-page';
import OfficersHomePage from '../../web/src/features/officers/officers-home-page';
import OfficersRentalPage from '../../web/src/features/officers/officers-rental-page';
import { type Answer, mockAuthClient, renderPages, resetAuth, settle, stubApi } from './support/officer-console';
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

const storedConfig = [
  { key: 'hourly_rate', value: '50' },
  { key: 'daily_rate', value: '300' },
  { key: 'security_deposit_percentage', value: '0.1' },
  { key: 'minimum_rental_hours', value: '2' },
  { key: 'maximum_rental_days', value: '7' },
];

describe('rental settings', () => {
  async function openForm(put: Answer) {
    mockAuthClient({ isOfficer: true });
    const calls = stubApi({
      'GET /public/api/rental-config': () => jsonResponse(storedConfig),
      'PUT /api/rental-config': put,
    });
    renderAt('/officers/rental');
    // The form's module loads on demand the first time.
    await screen.findByLabelText('Hourly rate', {}, { timeout: 3000 });
    return calls;
  }

  it('shows the stored values (the deposit in percent) and sends all five, the deposit as a fraction, with the access token', async () => {
    const calls = await openForm(({ body }) =>
      jsonResponse({ updated: (body as { entries: { key: string }[] }).entries.map((entry) => entry.key) }),
    );
    expect(screen.getByText(/changes within a minute/)).toBeVisible();
    const deposit = screen.getByLabelText('Security deposit');
    expect(deposit).toHaveValue(10);
    const hourly = screen.getByLabelText('Hourly rate');
    await userEvent.clear(hourly);
    await userEvent.type(hourly, '65.5');
    await userEvent.clear(deposit);
    await userEvent.type(deposit, '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await settle();
    const put = calls.find((call) => call.key === 'PUT /api/rental-config');
    expect(put?.authorization).toBe('Bearer officer-access-token');
    expect(put?.body).toEqual({
      entries: [
        { key: 'hourly_rate', value: 65.5 },
        { key: 'daily_rate', value: 300 },
        { key: 'security_deposit_percentage', value: 0.125 },
        { key: 'minimum_rental_hours', value: 2 },
        { key: 'maximum_rental_days', value: 7 },
      ],
    });
    expect(screen.getByRole('status')).toHaveTextContent('Rental settings saved');
  });

  it('refuses a negative rate and a deposit over 100% in the browser with the schema messages, sending nothing', async () => {
    const calls = await openForm(() => jsonResponse({ updated: [] }));
    const daily = screen.getByLabelText('Daily rate');
    await userEvent.clear(daily);
    await userEvent.type(daily, '-5');
    const deposit = screen.getByLabelText('Security deposit');
    await userEvent.clear(deposit);
    await userEvent.type(deposit, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(daily).toHaveAttribute('aria-invalid', 'true');
    expect(daily).toHaveAccessibleDescription(expect.stringContaining(rentalConfigMessages.negative('daily_rate')));
    expect(deposit).toHaveAccessibleDescription(expect.stringContaining(rentalConfigMessages.deposit));
    expect(daily).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('nothing was saved');
    expect(calls.some((call) => call.key.startsWith('PUT'))).toBe(false);
  });

  it('says what the server refused', async () => {
    await openForm(() => jsonResponse({ error: 'Only officers may do that.' }, 403));
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save the rental settings: Only officers may do that.');
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
      homeScore: null,
      awayScore: null,
    });
    expect(screen.getByRole('heading', { name: 'Chicago Blaze vs Rockford' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Chicago Blaze vs Rockford added');
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
