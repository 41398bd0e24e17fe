import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterAt } from './support/router-at';
import { Route, Routes } from '../../web/src/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MY_REQUESTS_PATH, type MyRequestsAnswer, myRequestsMessages, requestStatusLabels } from '../../common/requests/my-requests';
import { NEWSLETTER_CONFIRM_PAGE, NEWSLETTER_UNSUBSCRIBE_PAGE } from '../../common/newsletter/newsletter';
import { type AuthClient, loadAuthClient, type SignedInMember } from '../../web/src/lib/auth/auth-client';
import { AuthProvider } from '../../web/src/lib/auth/auth-provider';
import MyAccountPage from '../../web/src/features/my-account/my-account-page';
import { jsonResponse } from './support/stub-fetch';
import { MY_PLAYER_PATH, MY_PROFILE_CHANGES_PATH, type MyPlayerAnswer } from '../../common/squad/profile-change';
import { MY_MAIL_CHOICES_PATH, MY_SEASON_PATH } from '../../common/teams/availability';
import type { MySeasonAnswer } from '../../common/teams/availability-requests';
import { MY_UPLOADS_PATH } from '../../common/uploads';
import { MY_ELIGIBILITY_PATH, MY_REGISTRATION_PATH } from '../../common/squad/eligibility';
import type { MyEligibilityAnswer } from '../../common/squad/eligibility-schemas';
import { MEMBER_DIRECTORY_PATH, MY_MEMBERSHIP_PATH } from '../../common/membership/membership';
import { TEAMS_PATH } from '../../common/teams/teams';
import { postUpload } from '../../web/src/components/uploads/upload-files';

// The boundaries: everything Amplify does sits behind loadAuthClient, and the file's trip to the
// uploads bucket (an XMLHttpRequest jsdom cannot make) behind postUpload.
vi.mock('../../web/src/lib/auth/auth-client', () => ({ loadAuthClient: vi.fn(), loadAccountSecurity: vi.fn() }));
vi.mock('../../web/src/components/uploads/upload-files', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../web/src/components/uploads/upload-files')>()),
  postUpload: vi.fn(),
}));

const HOUR = 3_600_000;

function fakeClient(who: Partial<SignedInMember> | null) {
  const client: AuthClient = {
    currentMember: vi.fn(async () => (who ? { email: 'sam@example.com', isOfficer: false, expiresAt: Date.now() + HOUR, ...who } : null)),
    signIn: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    idToken: vi.fn(async () => 'member-id-token'),
    accessToken: vi.fn(async () => 'member-access-token'),
    authenticatorEnabled: vi.fn(async () => false),
    onEvent: vi.fn(() => () => {}),
  };
  vi.mocked(loadAuthClient).mockResolvedValue(client);
  if (who) localStorage.setItem('CognitoIdentityServiceProvider.client123.LastAuthUser', 'sam');
  return client;
}

/**
 * The player rows' answers, in order (GET /api/me/player, POST …/changes), and what was sent to them;
 * with none left, the member has no linked player.
 */
let playerAnswers: Response[] = [];
let playerCalls: { method: string; path: string; body: unknown }[] = [];
/** The season rows' answers (GET /api/me/season, the answer and mail choice PUTs); with none left, no linked player. */
let seasonAnswers: Response[] = [];
let seasonCalls: { method: string; path: string; body: unknown }[] = [];
/** The eligibility rows' answers (GET /api/me/eligibility, the registration PUT, a signature POST); with none left, no linked player. */
let eligibilityAnswers: Response[] = [];
let eligibilityCalls: { method: string; path: string; body: unknown }[] = [];
const eligibilityPaths = [MY_ELIGIBILITY_PATH, MY_REGISTRATION_PATH, '/api/me/documents/'];

/** fetch answering each call with the next of `answers`, recording the address and Authorization header (the player rows apart). */
function stubApi(...answers: Response[]) {
  const calls: { path: string; authorization: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path.startsWith(MY_SEASON_PATH) || path === MY_MAIL_CHOICES_PATH) {
        seasonCalls.push({ method: init?.method ?? 'GET', path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        return seasonAnswers.shift() ?? jsonResponse({ season: 2030, fixtures: [] });
      }
      if (eligibilityPaths.some((prefix) => path.startsWith(prefix))) {
        eligibilityCalls.push({ method: init?.method ?? 'GET', path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        return eligibilityAnswers.shift() ?? jsonResponse({ season: 2030, documents: [] });
      }
      // The membership card has a test file of its own (tests/web/my-membership.test.tsx): here, no membership offered.
      if (path.startsWith(MY_MEMBERSHIP_PATH)) return jsonResponse({ memberships: [], offers: [], payOnline: false });
      if (path === TEAMS_PATH) return jsonResponse({ teams: [] });
      if (path === MEMBER_DIRECTORY_PATH) return jsonResponse({ season: 2030, open: false, members: [] });
      if (path.startsWith(MY_PLAYER_PATH) || path === MY_UPLOADS_PATH) {
        playerCalls.push({ method: init?.method ?? 'GET', path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        return playerAnswers.shift() ?? jsonResponse({});
      }
      calls.push({
        path: new URL(String(input), 'http://localhost').pathname,
        authorization: new Headers(init?.headers).get('authorization'),
      });
      return answers.shift() ?? jsonResponse({ error: 'no more answers' }, 500);
    }),
  );
  return calls;
}

const JUNE_1_2030 = Date.UTC(2030, 5, 1, 17);
const answer = (overrides: Partial<MyRequestsAnswer> = {}): MyRequestsAnswer => ({
  email: 'sam@example.com',
  requests: [
    {
      kind: 'rental',
      reference: 'RENT000001',
      status: 'approved',
      createdAt: JUNE_1_2030,
      summary: 'Sam and Jo wedding: June 20, 2030',
      booking: { link: `/booking#ref=RENT000001&token=${'b'.repeat(43)}`, standing: 'Confirmed: the deposit is in' },
    },
    { kind: 'contact', reference: 'CONT000001', status: 'new', createdAt: JUNE_1_2030 - 86_400_000, summary: 'Kit sizes' },
  ],
  newsletter: { status: 'confirmed', token: 't'.repeat(43) },
  ...overrides,
});

function renderAccount() {
  render(
    <RouterAt path="/account">
      <AuthProvider>
        <main>
          <Routes>
            <Route path="/account" element={<MyAccountPage />} />
          </Routes>
        </main>
      </AuthProvider>
    </RouterAt>,
  );
}

/** Lets the provider's after-paint load and the stubbed answers arrive. */
const settle = () => act(async () => new Promise<void>((resolve) => setTimeout(resolve, 40)));

beforeEach(() => {
  vi.mocked(loadAuthClient).mockReset();
  localStorage.clear();
  sessionStorage.clear();
  playerAnswers = [];
  playerCalls = [];
  seasonAnswers = [];
  seasonCalls = [];
  eligibilityAnswers = [];
  eligibilityCalls = [];
});
afterEach(() => vi.unstubAllGlobals());

/** The demo member's player with a photo of their own. */
const playerWithPhoto: MyPlayerAnswer = {
  player: {
    slug: 'tomas-rivera',
    name: 'Tomás Rivera',
    bio: 'Hooker.',
    photo: { url: '/media/squad/old.webp', width: 80, height: 80 },
  },
};

describe('/account', () => {
  it('offers a signed-out visitor Sign In, which comes back to /account, and asks the API for nothing', async () => {
    const client = fakeClient(null);
    const calls = stubApi();
    renderAccount();
    await settle();

    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Your requests' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await settle();
    expect(client.signIn).toHaveBeenCalledOnce();
    expect(JSON.parse(sessionStorage.getItem('blaze.auth.pending') ?? '{}')).toEqual({ action: 'sign-in', returnTo: '/account' });
    expect(calls).toEqual([]);
  });

  it("shows a member their address, their requests with status badges, newest first, and a confirmed subscription's unsubscribe link", async () => {
    fakeClient({});
    const calls = stubApi(jsonResponse(answer()));
    renderAccount();

    const list = await screen.findByRole('list', { name: 'Your requests' }, { timeout: 3000 });
    expect(screen.getByText('sam@example.com')).toBeVisible();
    expect(calls).toEqual([{ path: MY_REQUESTS_PATH, authorization: 'Bearer member-id-token' }]);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole('heading', { name: 'Facility rental' })).toBeVisible();
    expect(within(items[0] as HTMLElement).getByText(requestStatusLabels.approved)).toHaveClass('request-badge--green');
    expect(within(items[0] as HTMLElement).getByText('Sam and Jo wedding: June 20, 2030')).toBeVisible();
    expect(items[0]).toHaveTextContent('RENT000001');
    expect(items[0]).toHaveTextContent('June 1, 2030');
    // A rental says where its booking stands and links to its page; a message has no booking.
    expect(items[0]).toHaveTextContent('Confirmed: the deposit is in');
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Open your booking RENT000001' })).toHaveAttribute(
      'href',
      `/booking#ref=RENT000001&token=${'b'.repeat(43)}`,
    );
    expect(within(items[1] as HTMLElement).queryByRole('link')).toBeNull();
    expect(within(items[1] as HTMLElement).getByText(requestStatusLabels.new)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Unsubscribe' })).toHaveAttribute(
      'href',
      `${NEWSLETTER_UNSUBSCRIBE_PAGE}#token=${'t'.repeat(43)}`,
    );
  });

  it('says so when the member has no requests and no subscription, pointing to the footer form', async () => {
    fakeClient({});
    stubApi(jsonResponse(answer({ requests: [], newsletter: { status: 'none' } })));
    renderAccount();

    expect(await screen.findByRole('heading', { name: 'No requests yet' }, { timeout: 3000 })).toBeVisible();
    expect(screen.getByText(/You are not subscribed/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Unsubscribe' })).toBeNull();
  });

  it('links a pending subscription to its confirmation page', async () => {
    fakeClient({});
    stubApi(jsonResponse(answer({ newsletter: { status: 'pending', token: 'p'.repeat(43) } })));
    renderAccount();

    const confirm = await screen.findByRole('link', { name: 'confirm it now' }, { timeout: 3000 });
    expect(confirm).toHaveAttribute('href', `${NEWSLETTER_CONFIRM_PAGE}#token=${'p'.repeat(43)}`);
  });

  it("announces the server's refusal of an unverified address, and Try Again loads once more", async () => {
    fakeClient({});
    const calls = stubApi(jsonResponse({ error: myRequestsMessages.unverified }, 403), jsonResponse(answer()));
    renderAccount();

    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('Your requests could not be loaded');
    expect(alert).toHaveTextContent(myRequestsMessages.unverified);
    expect(screen.queryByRole('heading', { name: 'Newsletter' })).toBeNull();

    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Your requests' }, { timeout: 3000 })).toBeVisible();
    expect(calls).toHaveLength(2);
  });

  it('shows no player profile to a member no player is linked to', async () => {
    fakeClient({});
    stubApi(jsonResponse(answer()));
    renderAccount();

    await screen.findByRole('list', { name: 'Your requests' }, { timeout: 3000 });
    expect(playerCalls).toEqual([{ method: 'GET', path: MY_PLAYER_PATH, body: undefined }]);
    expect(screen.queryByRole('heading', { name: 'My player profile' })).toBeNull();
  });

  it("shows a linked member's profile, previews a new bio and sends it for approval, then shows it awaiting review", async () => {
    fakeClient({});
    const player: MyPlayerAnswer = { player: { slug: 'tomas-rivera', name: 'Tomás Rivera', bio: 'Throws in straight, most days.' } };
    const pending: MyPlayerAnswer = {
      ...player,
      latestChange: { reference: 'PROF000001', status: 'pending', createdAt: JUNE_1_2030, bio: 'Throws in straight every day.' },
    };
    playerAnswers = [jsonResponse(player), jsonResponse(pending, 201), jsonResponse(pending)];
    stubApi(jsonResponse(answer()), jsonResponse(answer()));
    renderAccount();

    const section = await screen.findByRole('region', { name: 'My player profile' }, { timeout: 3000 });
    expect(section).toHaveTextContent('Throws in straight, most days.');
    const bio = within(section).getByRole('textbox', { name: 'Bio' });
    await userEvent.clear(bio);
    await userEvent.type(bio, 'Throws in straight every day.');
    expect(within(section).getByRole('group', { name: 'Preview' })).toHaveTextContent('Throws in straight every day.');
    await userEvent.click(within(section).getByRole('button', { name: 'Send for Approval' }));

    expect(await within(section).findByText(requestStatusLabels.pending, {}, { timeout: 3000 })).toBeVisible();
    expect(playerCalls[1]).toEqual({ method: 'POST', path: MY_PROFILE_CHANGES_PATH, body: { bio: 'Throws in straight every day.' } });
    // While the change waits, no second one can be started.
    expect(within(section).queryByRole('textbox', { name: 'Bio' })).toBeNull();
    expect(section).toHaveTextContent('PROF000001');
  });

  it('takes a new photo through the picture field (raster only), uploads it, then sends the change naming it', async () => {
    fakeClient({});
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    vi.mocked(postUpload).mockReset().mockResolvedValue(undefined);
    const uploadId = '0f0e0d0c-0b0a-4909-8807-060504030201';
    const player = playerWithPhoto;
    const pending: MyPlayerAnswer = {
      ...player,
      latestChange: { reference: 'PROF000002', status: 'pending', createdAt: JUNE_1_2030, bio: 'Hooker.', photo: 'new' },
    };
    const form = { uploadId, url: 'http://uploads.example.test/', fields: { key: `uploads/members/sub/${uploadId}` } };
    playerAnswers = [jsonResponse(player), jsonResponse({ uploads: [form] }, 201), jsonResponse(pending, 201), jsonResponse(pending)];
    stubApi(jsonResponse(answer()), jsonResponse(answer()));
    renderAccount();

    const section = await screen.findByRole('region', { name: 'My player profile' }, { timeout: 3000 });
    const photo = within(section).getByRole('group', { name: 'Photo' });
    expect(within(photo).getByRole('img', { name: 'Tomás Rivera' })).toHaveAttribute('src', '/media/squad/old.webp');
    const input = within(photo).getByLabelText('New photo');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');

    // An SVG is refused in the browser: nothing is asked of the API.
    await userEvent.upload(input, new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }), { applyAccept: false });
    await userEvent.click(within(section).getByRole('button', { name: 'Send for Approval' }));
    expect(await within(photo).findByText('The file must be a JPEG, PNG or WebP image.')).toBeVisible();
    expect(playerCalls).toHaveLength(1);

    const file = new File([new Uint8Array(2_000)], 'me.webp', { type: 'image/webp' });
    await userEvent.upload(input, file);
    expect(within(photo).getByRole('img', { name: 'Tomás Rivera (new, not saved yet)' })).toHaveAttribute('src', 'blob:preview');
    await userEvent.click(within(section).getByRole('button', { name: 'Send for Approval' }));

    expect(await within(section).findByText(/A new photo is waiting for an officer/, {}, { timeout: 3000 })).toBeVisible();
    expect(playerCalls[1]).toEqual({
      method: 'POST',
      path: MY_UPLOADS_PATH,
      body: { files: [{ kind: 'portrait', contentType: 'image/webp', bytes: 2_000 }] },
    });
    expect(vi.mocked(postUpload)).toHaveBeenCalledWith(form, file, expect.any(Function));
    expect(playerCalls[2]).toEqual({ method: 'POST', path: MY_PROFILE_CHANGES_PATH, body: { bio: 'Hooker.', photoUploadId: uploadId } });
  });

  it('sends the removal of the photo when Remove is ticked', async () => {
    fakeClient({});
    const player = playerWithPhoto;
    const pending: MyPlayerAnswer = {
      ...player,
      latestChange: { reference: 'PROF000003', status: 'pending', createdAt: JUNE_1_2030, bio: 'Hooker.', photo: 'remove' },
    };
    playerAnswers = [jsonResponse(player), jsonResponse(pending, 201), jsonResponse(pending)];
    stubApi(jsonResponse(answer()), jsonResponse(answer()));
    renderAccount();

    const section = await screen.findByRole('region', { name: 'My player profile' }, { timeout: 3000 });
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Remove the photo' }));
    expect(within(section).getByRole('group', { name: 'Preview' }).querySelector('img')).toBeNull();
    await userEvent.click(within(section).getByRole('button', { name: 'Send for Approval' }));

    expect(await within(section).findByText('Remove the photo.', {}, { timeout: 3000 })).toBeVisible();
    expect(playerCalls[1]).toEqual({ method: 'POST', path: MY_PROFILE_CHANGES_PATH, body: { bio: 'Hooker.', removePhoto: true } });
  });

  it("shows a linked player's matches, sends an answer on a button's press and the mail choices on Save", async () => {
    fakeClient({});
    const fixture = {
      fixture: {
        gameId: 'game-1',
        team: { id: 'womens-xv', name: 'Women’s XV' },
        homeTeam: 'Chicago Blaze',
        awayTeam: 'Lakeshore RFC',
        start: JUNE_1_2030 + 6 * 86_400_000,
        venue: 'Lemont',
        status: 'scheduled',
      },
      answerOpen: true,
      cutoffAt: JUNE_1_2030 + 5 * 86_400_000,
      selected: false,
      replyOpen: false,
    };
    const season = (answer?: 'available'): MySeasonAnswer => ({
      player: { name: 'Tomás Rivera', teams: [{ id: 'womens-xv', name: 'Women’s XV' }] },
      season: 2030,
      mail: { availability: true, selection: true, changes: true },
      fixtures: [{ ...fixture, ...(answer ? { answer } : {}) }],
    });
    seasonAnswers = [
      jsonResponse(season()),
      jsonResponse({}),
      jsonResponse(season('available')),
      jsonResponse({}),
      jsonResponse(season('available')),
    ];
    stubApi(jsonResponse(answer()));
    renderAccount();

    const section = await screen.findByRole('region', { name: 'My matches' }, { timeout: 3000 });
    expect(section).toHaveTextContent('Chicago Blaze v Lakeshore RFC');
    expect(seasonCalls).toEqual([{ method: 'GET', path: MY_SEASON_PATH, body: undefined }]);
    await userEvent.click(within(section).getByRole('button', { name: 'Available' }));
    expect(await within(section).findByText('Your answer: Available.', { exact: false }, { timeout: 3000 })).toBeVisible();
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Availability requests and reminders' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Save choices' }));
    await within(section).findByText('Saved: the club mails you about matches as you chose.', {}, { timeout: 3000 });

    expect(seasonCalls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/me/season/game-1/answer', body: { answer: 'available' } },
      { method: 'PUT', path: MY_MAIL_CHOICES_PATH, body: { availability: false, selection: true, changes: true } },
    ]);
  });

  it('shows a linked player what keeps them from playing, keeps their registration and signs a document with their typed name', async () => {
    fakeClient({});
    const waiver = { id: 'waiver', title: 'Waiver', version: 2, text: 'I play at my own risk.', publishedAt: JUNE_1_2030 } as const;
    const eligibility = (over: Partial<MyEligibilityAnswer> = {}): MyEligibilityAnswer => ({
      season: 2030,
      player: { name: 'Tomás Rivera', under18: false },
      documents: [{ ...waiver, signature: { version: 1, typedName: 'Tomás Rivera', signer: 'self', signedAt: JUNE_1_2030 } }],
      eligibility: {
        eligible: false,
        reasons: [{ kind: 'no-registration' }, { kind: 'document-outdated', documentId: 'waiver', signedVersion: 1, version: 2 }],
      },
      ...over,
    });
    const registration = { number: '20301234', status: 'active', expiresOn: '2030-08-31', updatedAt: JUNE_1_2030 } as const;
    const signed = eligibility({
      registration,
      documents: [{ ...waiver, signature: { version: 2, typedName: 'Tomás Rivera', signer: 'self', signedAt: JUNE_1_2030 } }],
      eligibility: { eligible: true, reasons: [] },
    });
    eligibilityAnswers = [
      jsonResponse(eligibility()),
      jsonResponse(eligibility({ registration })),
      jsonResponse(
        eligibility({ registration, eligibility: { eligible: false, reasons: [eligibility().eligibility?.reasons[1] as never] } }),
      ),
      jsonResponse(signed, 201),
      jsonResponse(signed),
    ];
    stubApi(jsonResponse(answer()));
    renderAccount();

    const section = await screen.findByRole('region', { name: 'Eligibility to play' }, { timeout: 8000 });
    expect(section).toHaveTextContent('Before you may play in the 2030 season:');
    expect(section).toHaveTextContent('No USA Rugby registration on record');
    expect(section).toHaveTextContent('Waiver signed in version 1, not the current version 2');
    expect(within(section).getByRole('region', { name: 'Waiver, its text' })).toHaveTextContent('I play at my own risk.');
    expect(section).toHaveTextContent('version 2 replaced it, please sign again');

    await userEvent.type(within(section).getByLabelText('Registration number'), '20301234');
    await userEvent.type(within(section).getByLabelText('Expires on'), '2030-08-31');
    await userEvent.click(within(section).getByRole('button', { name: 'Save registration' }));
    await within(section).findByText('Saved: your USA Rugby registration.', {}, { timeout: 8000 });
    // Once the section has loaded again (the registration's reason gone), the message is still there to read.
    await waitFor(() => expect(section).not.toHaveTextContent('No USA Rugby registration on record'), { timeout: 8000 });
    expect(within(section).getByText('Saved: your USA Rugby registration.')).toBeVisible();

    const sign = within(section).getByRole('button', { name: 'Sign Waiver' });
    expect(sign).toBeDisabled();
    await userEvent.type(within(section).getByLabelText('Typed name to sign the waiver'), 'Tomás Rivera');
    await userEvent.click(within(section).getByRole('button', { name: 'Sign Waiver' }));
    expect(await within(section).findByText(/You may play in the 2030 season/, {}, { timeout: 8000 })).toBeVisible();

    expect(eligibilityCalls.filter((call) => call.method !== 'GET')).toEqual([
      { method: 'PUT', path: MY_REGISTRATION_PATH, body: { number: '20301234', status: 'active', expiresOn: '2030-08-31' } },
      { method: 'POST', path: '/api/me/documents/waiver/signature', body: { version: 2, typedName: 'Tomás Rivera' } },
    ]);
  }, 20_000);

  it('asks the guardian to sign for an under-18 player', async () => {
    fakeClient({});
    eligibilityAnswers = [
      jsonResponse({
        season: 2030,
        player: { name: 'Leo Marsh', under18: true, guardianName: 'Ann Marsh' },
        documents: [{ id: 'medical-form', title: 'Medical form', version: 1, text: 'Allergies and conditions.', publishedAt: JUNE_1_2030 }],
        eligibility: { eligible: false, reasons: [{ kind: 'document-unsigned', documentId: 'medical-form' }] },
      }),
    ];
    stubApi(jsonResponse(answer()));
    renderAccount();

    const section = await screen.findByRole('region', { name: 'Eligibility to play' }, { timeout: 3000 });
    expect(within(section).getByLabelText('Typed name to sign the medical form')).toHaveAccessibleDescription(
      'The guardian signs for an under-18 player: type the guardian’s name (Ann Marsh).',
    );
  });

  it('shows loading while the answer is on its way', async () => {
    fakeClient({});
    stubApi(jsonResponse(answer()));
    // The requests held until the test lets them go; the page's other cards answered as they ask.
    const answerAsAsked = vi.mocked(fetch).getMockImplementation();
    if (!answerAsAsked) throw new Error('stubApi set no fetch');
    let answerNow: () => void = () => {};
    const held = new Promise<void>((resolve) => (answerNow = resolve));
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      if (new URL(String(input), 'http://localhost').pathname === MY_REQUESTS_PATH) await held;
      return answerAsAsked(input, init);
    });
    renderAccount();

    expect(await screen.findByText('Loading your requests…', {}, { timeout: 3000 })).toBeVisible();
    // Asked, and every answer but the held one taken in (a macrotask drains the promise chains).
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([input]) => String(input).includes(MY_REQUESTS_PATH))).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByText('Loading your requests…')).toBeVisible();
    await act(async () => answerNow());
    expect(await screen.findByRole('list', { name: 'Your requests' })).toBeVisible();
  });
});
