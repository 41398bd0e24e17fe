// The officers' squad console: every player, active then retired, with the under-18 players' consent;
// adding a player with a photo (uploaded through the upload spine, then named by its id, with a
// preview), the server's refusal of a taken shirt number shown as it says, retiring a player, and
// a form without a position refused in the browser before anything is sent.

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfficerPlayer } from '../../common/squad/squad-api';
import OfficersSquadPage from '../../web/src/features/officers/squad/officers-squad-page';
import { postUpload } from '../../web/src/components/uploads/upload-files';
import { type Answer, renderPages, resetAuth, signInOfficer, stubApi } from './support/officer-console';
import { jsonResponse } from './support/stub-fetch';

vi.mock('../../web/src/lib/auth/auth-client', () => ({ loadAuthClient: vi.fn() }));
vi.mock('../../web/src/components/uploads/upload-files', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../web/src/components/uploads/upload-files')>()),
  postUpload: vi.fn(),
}));

const player = (slug: string, name: string, extra: Partial<OfficerPlayer> = {}): OfficerPlayer => ({
  slug,
  name,
  status: 'active',
  positions: ['wing'],
  teams: [],
  seasons: [2026],
  under18: false,
  createdAt: 1,
  updatedAt: 1,
  ...extra,
});

const sean = player('sean-murphy', 'Sean Murphy', { positions: ['number-8'], shirtNumber: 8 });
const leo = player('leo-marsh', 'Leo Marsh', { shirtNumber: 21, under18: true });
const greg = player('greg-malinowski', 'Greg Malinowski', { status: 'retired' });

async function openConsole(answers: Record<string, Answer> = {}) {
  signInOfficer();
  const calls = stubApi({ 'GET /api/officer/players': () => jsonResponse([sean, leo, greg]), ...answers });
  renderPages('/officers/squad', { '/officers/squad': <OfficersSquadPage /> });
  await screen.findByRole('heading', { name: '8. Sean Murphy' }, { timeout: 3000 });
  return calls;
}

beforeEach(() => {
  resetAuth();
  vi.mocked(postUpload).mockReset();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe("the officers' squad console", () => {
  it('lists the active players by number, then the retired, with an under-18 player’s consent, read with the officer’s token', async () => {
    const calls = await openConsole();
    expect(calls.find((call) => call.key === 'GET /api/officer/players')?.authorization).toBe('Bearer officer-access-token');
    const titles = within(screen.getByRole('list', { name: 'Players' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);

    expect(titles).toEqual(['8. Sean Murphy', '21. Leo Marsh', 'Greg Malinowski']);
    expect(screen.getByText('Under 18: no guardian consent (photo and bio hidden)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reinstate Greg Malinowski' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('adds a player with a photo: the upload first, then the save naming it', async () => {
    const uploadId = '00000000-0000-4000-8000-0000000000aa';
    vi.mocked(postUpload).mockResolvedValue();
    const added = player('andre-thompson', 'Andre Thompson', {
      shirtNumber: 11,
      photo: { url: '/media/squad/x.png', width: 64, height: 64 },
    });
    const calls = await openConsole({
      'POST /api/officer/uploads': () => jsonResponse({ uploads: [{ uploadId, url: 'http://uploads.test', fields: {} }] }, 201),
      'POST /api/officer/players': () => jsonResponse(added, 201),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Player' }));
    const form = screen.getByRole('form', { name: 'Add player' });
    await user.type(within(form).getByLabelText('Name'), 'Andre Thompson');
    await user.selectOptions(within(form).getByLabelText('Main position'), 'wing');
    await user.type(within(form).getByLabelText(/^Shirt number/), '11');
    await user.type(within(form).getByLabelText(/^Member account email/), ' Andre@Example.com');
    const file = new File([new Uint8Array(2048)], 'andre.png', { type: 'image/png' });
    await user.upload(within(form).getByLabelText(/^Photo/), file);
    expect(within(form).getByRole('img', { name: 'Portrait of Andre Thompson (new, not saved yet)' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(within(form).getByRole('button', { name: 'Add Player' }));

    expect(await screen.findByText(/Andre Thompson added\./)).toBeInTheDocument();
    expect(calls.find((call) => call.key === 'POST /api/officer/uploads')?.body).toEqual({
      files: [{ kind: 'image', contentType: 'image/png', bytes: 2048 }],
    });
    expect(calls.find((call) => call.key === 'POST /api/officer/players')?.body).toEqual({
      name: 'Andre Thompson',
      positions: ['wing'],
      shirtNumber: 11,
      bio: '',
      status: 'active',
      under18: false,
      guardianConsent: false,
      accountEmail: 'andre@example.com',
      // A new player is the default side's unless an officer ticks otherwise.
      teams: ['mens-xv'],
      contactEmail: '',
      guardianName: '',
      guardianEmail: '',
      removePhoto: false,
      photoUploadId: uploadId,
    });
  });

  it("shows the server's refusal of a taken shirt number and keeps the form", async () => {
    const taken = 'Shirt number 8 is already worn by Sean Murphy, an active player: give one of them another number first.';
    await openConsole({ 'POST /api/officer/players': () => jsonResponse({ error: taken }, 409) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Player' }));
    const form = screen.getByRole('form', { name: 'Add player' });
    await user.type(within(form).getByLabelText('Name'), 'Other Eight');
    await user.selectOptions(within(form).getByLabelText('Main position'), 'number-8');
    await user.type(within(form).getByLabelText(/^Shirt number/), '8');
    await user.click(within(form).getByRole('button', { name: 'Add Player' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(taken);
    expect(within(form).getByLabelText('Name')).toHaveValue('Other Eight');
  });

  it('refuses a player without a position in the browser, sending nothing', async () => {
    const calls = await openConsole();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Player' }));
    const form = screen.getByRole('form', { name: 'Add player' });
    await user.type(within(form).getByLabelText('Name'), 'No Position');
    await user.click(within(form).getByRole('button', { name: 'Add Player' }));

    expect(await within(form).findByText('Choose one to 3 positions.')).toBeInTheDocument();
    expect(calls.filter((call) => call.key.startsWith('POST'))).toEqual([]);
  });

  it('retires a player, keeping the rest of the record', async () => {
    const calls = await openConsole({
      'PUT /api/officer/players/sean-murphy': () => jsonResponse({ ...sean, status: 'retired' }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Retire 8. Sean Murphy' }));

    expect(await screen.findByText(/Sean Murphy saved \(retired\)\./)).toBeInTheDocument();
    expect(calls.find((call) => call.key === 'PUT /api/officer/players/sean-murphy')?.body).toMatchObject({
      name: 'Sean Murphy',
      positions: ['number-8'],
      shirtNumber: 8,
      status: 'retired',
    });
    expect(screen.getByRole('button', { name: 'Reinstate 8. Sean Murphy' })).toBeInTheDocument();
  });

  it("puts an under-18 player in the teams ticked, with a guardian's name and address, checked before sending", async () => {
    const calls = await openConsole({
      'GET /public/api/teams': () =>
        jsonResponse({
          teams: [
            { id: 'mens-xv', name: 'Men’s XV', order: 0 },
            { id: 'u18-colts', name: 'U18 Colts', order: 1 },
          ],
        }),
      'PUT /api/officer/players/leo-marsh': ({ body }) =>
        jsonResponse({ ...leo, ...(body as object), teams: [{ id: 'u18-colts', name: 'U18 Colts' }] }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit 21. Leo Marsh' }));
    const form = screen.getByRole('form', { name: 'Edit player' });
    await user.click(await within(form).findByRole('checkbox', { name: 'U18 Colts' }));
    await user.type(within(form).getByLabelText("Guardian's name"), 'Maria Marsh');
    await user.type(within(form).getByLabelText(/^Guardian's email/), 'not an address');
    await user.click(within(form).getByRole('button', { name: 'Save Player' }));
    expect(within(form).getByLabelText(/^Guardian's email/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.key === 'PUT /api/officer/players/leo-marsh')).toBe(false);

    await user.clear(within(form).getByLabelText(/^Guardian's email/));
    await user.type(within(form).getByLabelText(/^Guardian's email/), 'maria@example.com');
    await user.click(within(form).getByRole('button', { name: 'Save Player' }));
    expect(await screen.findByText(/Leo Marsh saved/)).toBeInTheDocument();
    expect(calls.find((call) => call.key === 'PUT /api/officer/players/leo-marsh')?.body).toMatchObject({
      under18: true,
      teams: ['u18-colts'],
      guardianName: 'Maria Marsh',
      guardianEmail: 'maria@example.com',
    });
  });

  it("sends no guardian for a player not under 18, and shows no guardian's fields", async () => {
    const calls = await openConsole({
      'PUT /api/officer/players/sean-murphy': ({ body }) => jsonResponse({ ...sean, ...(body as object) }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit 8. Sean Murphy' }));
    const form = screen.getByRole('form', { name: 'Edit player' });
    expect(within(form).queryByLabelText("Guardian's name")).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Save Player' }));
    expect(await screen.findByText(/Sean Murphy saved/)).toBeInTheDocument();
    expect(calls.find((call) => call.key === 'PUT /api/officer/players/sean-murphy')?.body).toMatchObject({
      guardianName: '',
      guardianEmail: '',
    });
  });
});

describe('who may play, under the squad', () => {
  const report = {
    season: 2030,
    documents: [
      { id: 'medical-form', title: 'Medical form', version: 1 },
      { id: 'waiver', title: 'Waiver', version: 2 },
      { id: 'code-of-conduct', title: 'Code of conduct' },
    ],
    players: [
      {
        slug: 'leo-marsh',
        name: 'Leo Marsh',
        under18: true,
        reachable: false,
        eligibility: { eligible: false, reasons: [{ kind: 'document-unsigned', documentId: 'medical-form' }] },
      },
      {
        slug: 'sean-murphy',
        name: 'Sean Murphy',
        under18: false,
        reachable: true,
        registration: { number: '20301234', status: 'active', expiresOn: '2029-08-31', updatedAt: 1 },
        eligibility: { eligible: false, reasons: [{ kind: 'registration-expired', expiresOn: '2029-08-31' }] },
      },
    ],
  };
  const documents = {
    documents: [
      { id: 'medical-form', title: 'Medical form', version: 1, text: 'Allergies.', publishedAt: 1 },
      { id: 'waiver', title: 'Waiver', version: 2, text: 'At my own risk.', publishedAt: 1 },
      { id: 'code-of-conduct', title: 'Code of conduct' },
    ],
  };

  it('lists who is missing what, sends one reminder to all of them, and publishes a document’s next version', async () => {
    const calls = await openConsole({
      'GET /api/officer/eligibility': () => jsonResponse(report),
      'GET /api/officer/season-documents': () => jsonResponse(documents),
      'POST /api/officer/eligibility/reminders': () => jsonResponse({ missing: 2, mailed: 1, unreachable: 1 }),
      'PUT /api/officer/season-documents/waiver': ({ body }) =>
        jsonResponse({ id: 'waiver', title: 'Waiver', version: 3, text: (body as { text: string }).text, publishedAt: 2 }),
    });
    const section = await screen.findByRole('region', { name: 'Who may play, 2030' }, { timeout: 3000 });
    const missing = within(section).getByRole('list', { name: 'Players missing something' });
    expect(missing).toHaveTextContent('Leo Marsh (under 18: the guardian signs) (no address for mail): Medical form not signed.');
    expect(missing).toHaveTextContent('Sean Murphy: USA Rugby registration lapsed (expired 2029-08-31).');

    await userEvent.click(within(section).getByRole('button', { name: 'Send One Reminder to All 2' }));
    expect(await within(section).findByText(/Reminder sent to 1 of 2 players missing something/, {}, { timeout: 3000 })).toHaveTextContent(
      '1 have no address for mail',
    );
    expect(calls.find((call) => call.key === 'POST /api/officer/eligibility/reminders')?.body).toEqual({ season: 2030 });

    await userEvent.click(within(section).getByRole('button', { name: 'Edit Waiver' }));
    const text = within(section).getByLabelText('Waiver text');
    await userEvent.clear(text);
    await userEvent.type(text, 'At my own risk, now in plain words.');
    await userEvent.click(within(section).getByRole('button', { name: 'Publish Version 3' }));
    await within(section).findByText('Waiver: version 3 published. Players sign it again.', {}, { timeout: 3000 });
    expect(calls.find((call) => call.key === 'PUT /api/officer/season-documents/waiver')?.body).toEqual({
      text: 'At my own risk, now in plain words.',
      baseVersion: 2,
    });
  });
});
