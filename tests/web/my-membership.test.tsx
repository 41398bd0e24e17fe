// "Membership" on /account (jsdom), with the auth client mocked at its boundary and the membership
// rows stubbed: a member not yet paid up joins with a type they may choose (checked before anything
// is sent), then pays online through Stripe's hosted Checkout (a plain navigation, watched here); a
// paid-up member reads "member until …" with their numbered receipt and is offered the renewal.

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clubTime } from '../../common/club-time';
import { seasonUntil } from '../../common/membership/membership';
import type { MyMembershipAnswer } from '../../common/membership/membership-schemas';
import MyAccountPage from '../../web/src/features/my-account/my-account-page';
import { RETURN_POLL_MS } from '../../web/src/features/my-account/my-membership-section';
import { goToCheckout } from '../../web/src/lib/checkout-redirect';
import { ID_TOKEN, mockAuthClient, renderPages, resetAuth, settle, stubApi } from './support/officer-console';
import { jsonResponse } from './support/stub-fetch';

vi.mock('../../web/src/lib/auth/auth-client', () => ({ loadAuthClient: vi.fn(), loadAccountSecurity: vi.fn() }));
vi.mock('../../web/src/lib/checkout-redirect', () => ({ goToCheckout: vi.fn() }));

const SEASON = 2030;
const types = [
  {
    season: SEASON,
    id: 'playing',
    name: 'Playing',
    priceCents: 25_000,
    includes: 'Every game and training',
    minAge: 18,
    chosenBy: 'members',
    order: 0,
  },
  {
    season: SEASON,
    id: 'social',
    name: 'Social',
    priceCents: 6_000,
    includes: 'The clubhouse and its nights',
    chosenBy: 'members',
    order: 1,
  },
] as const;

const quiet = {
  'GET /api/me/requests': () => jsonResponse({ email: 'pat@example.com', requests: [], newsletter: { status: 'none' } }),
  'GET /api/me/player': () => jsonResponse({}),
  'GET /api/me/season': () => jsonResponse({ season: SEASON, fixtures: [] }),
  'GET /public/api/teams': () => jsonResponse({ teams: [{ id: 'mens-xv', name: 'Men’s XV', order: 0 }] }),
  'GET /api/me/directory': () => jsonResponse({ season: SEASON, open: false, members: [] }),
};

const owing: MyMembershipAnswer = {
  memberships: [],
  offers: [{ season: SEASON, until: seasonUntil(SEASON), types: [...types] }],
  payOnline: true,
};

beforeEach(() => {
  resetAuth();
  vi.mocked(goToCheckout).mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the membership card on /account', () => {
  it('joins with a chosen type after checking the form, then pays what is owed on Stripe’s page', async () => {
    mockAuthClient({});
    let answer: MyMembershipAnswer = owing;
    const calls = stubApi({
      ...quiet,
      'GET /api/me/membership': () => jsonResponse(answer),
      'POST /api/me/membership': ({ body }) => {
        answer = {
          ...owing,
          memberships: [
            {
              season: SEASON,
              typeId: 'social',
              typeName: 'Social',
              name: 'Pat Member',
              priceCents: 6_000,
              paidCents: 0,
              balanceCents: 6_000,
              standing: 'owing',
              until: seasonUntil(SEASON),
              receipts: [],
            },
          ],
        };
        return jsonResponse({ season: SEASON, typeName: 'Social', priceCents: 6_000, until: seasonUntil(SEASON), sent: body }, 201);
      },
      'POST /api/me/membership/2030/checkout': () =>
        jsonResponse({ checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_1', amountCents: 6_000 }, 201),
    });
    renderPages('/account', { '/account': <MyAccountPage /> });
    await screen.findByRole('heading', { name: 'Membership' }, { timeout: 5000 });
    await settle();
    const card = within(screen.getByRole('heading', { name: 'Membership' }).closest('section') as HTMLElement);
    expect(card.getByText('You are not a paid-up member yet.')).toBeVisible();
    const form = card.getByRole('form', { name: 'Join the club' });
    expect(within(form).getByText('Playing: $250.00')).toBeVisible();
    expect(within(form).getByText('Members choose it, 18 and over')).toBeVisible();

    // No type chosen: refused in the browser, nothing sent.
    await userEvent.click(within(form).getByRole('button', { name: 'Join' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Choose a membership type.');
    expect(calls.some((call) => call.key === 'POST /api/me/membership')).toBe(false);

    await userEvent.click(within(form).getByRole('radio', { name: /Social: \$60\.00/ }));
    await userEvent.type(within(form).getByLabelText('Your name'), 'Pat Member');
    await userEvent.type(within(form).getByLabelText(/Date of birth/), '1991-04-02');
    await userEvent.selectOptions(within(form).getByLabelText('Your team (optional)'), 'mens-xv');
    await userEvent.click(within(form).getByRole('button', { name: 'Join' }));
    await settle();
    const joined = calls.find((call) => call.key === 'POST /api/me/membership');
    expect(joined?.body).toEqual({ season: SEASON, typeId: 'social', name: 'Pat Member', birthDate: '1991-04-02', teamId: 'mens-xv' });
    expect(joined?.authorization).toBe(`Bearer ${ID_TOKEN}`);

    expect(await card.findByText('Dues $60.00; paid $0.00; owing $60.00.')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Pay $60.00 Online' }));
    await settle();
    expect(calls.some((call) => call.key === 'POST /api/me/membership/2030/checkout')).toBe(true);
    expect(goToCheckout).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1');
  }, 20_000);

  it('says “member until” with the numbered receipt once the dues are paid, and offers next season’s renewal', async () => {
    mockAuthClient({});
    const paidAt = clubTime(SEASON, 3, 2, 12);
    stubApi({
      ...quiet,
      'GET /api/me/membership': () =>
        jsonResponse({
          memberUntil: seasonUntil(SEASON),
          memberships: [
            {
              season: SEASON,
              typeId: 'playing',
              typeName: 'Playing',
              name: 'Pat Member',
              priceCents: 25_000,
              paidCents: 25_000,
              balanceCents: 0,
              standing: 'paid',
              until: seasonUntil(SEASON),
              receipts: [
                { receiptNumber: 41, amountCents: 25_000, at: paidAt, method: 'cheque', link: 'https://club.example/receipt?token=t' },
              ],
            },
          ],
          offers: [{ season: SEASON + 1, until: seasonUntil(SEASON + 1), types: [{ ...types[0], season: SEASON + 1 }] }],
          payOnline: true,
        } satisfies MyMembershipAnswer),
    });
    renderPages('/account', { '/account': <MyAccountPage /> });
    const card = within((await screen.findByRole('heading', { name: 'Membership' }, { timeout: 5000 })).closest('section') as HTMLElement);
    expect(card.getByText('You are a member until December 31, 2030.')).toBeVisible();
    expect(card.getByRole('link', { name: 'Receipt No. 41' })).toHaveAttribute('href', 'https://club.example/receipt?token=t');
    expect(card.getByText(/\$250\.00 paid by cheque on March 2, 2030/)).toBeVisible();
    expect(card.queryByRole('button', { name: /Online/ })).toBeNull();
    expect(card.getByRole('form', { name: 'Renew your membership' })).toBeVisible();
    expect(card.getByText('Season 2031, until December 31, 2031.')).toBeVisible();
  }, 20_000);

  it('asks again after Stripe sent the member back, until the payment is booked, then shows them paid', async () => {
    mockAuthClient({});
    const owingEntry = {
      season: SEASON,
      typeId: 'social',
      typeName: 'Social',
      name: 'Pat Member',
      priceCents: 6_000,
      paidCents: 0,
      balanceCents: 6_000,
      standing: 'owing' as const,
      until: seasonUntil(SEASON),
      receipts: [],
    };
    let asked = 0;
    let directoryReads = 0;
    stubApi({
      ...quiet,
      'GET /api/me/directory': () => {
        directoryReads += 1;
        return jsonResponse({ season: SEASON, open: false, members: [] });
      },
      'GET /api/me/membership': () => {
        asked += 1;
        // Stripe's event is booked between the second and the third read.
        if (asked <= 2) return jsonResponse({ ...owing, memberships: [owingEntry] });
        return jsonResponse({
          memberUntil: seasonUntil(SEASON),
          memberships: [{ ...owingEntry, paidCents: 6_000, balanceCents: 0, standing: 'paid' }],
          offers: [],
          payOnline: true,
        });
      },
    });
    // The page's asking again on fake time, so its seconds between reads take none.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderPages('/account?dues=paid', { '/account': <MyAccountPage /> });
    expect(await screen.findByText('Dues $60.00; paid $0.00; owing $60.00.')).toBeVisible();
    await vi.waitFor(async () => {
      await vi.advanceTimersByTimeAsync(RETURN_POLL_MS);
      expect(screen.getByText('You are a member until December 31, 2030.')).toBeVisible();
    });
    // The first read, two asked again while it owed, and the page's reload once paid; then no more.
    expect(asked).toBe(4);
    await vi.advanceTimersByTimeAsync(RETURN_POLL_MS * 3);
    expect(asked).toBe(4);
    expect(window.location.search).toBe('');
    // The directory is read again: it opens once the dues are paid.
    await vi.waitFor(() => expect(directoryReads).toBeGreaterThanOrEqual(2));
  }, 20_000);

  it('keeps the member’s directory choices and lists the members who chose to be listed, with only what each chose', async () => {
    mockAuthClient({});
    let answer = {
      season: SEASON,
      open: true,
      mine: { name: 'Pat Member', choices: { listed: false, email: false, team: false }, chosen: false },
      members: [{ name: 'Ada Listed', typeName: 'Playing', teamName: 'Men’s XV' }],
    };
    const calls = stubApi({
      ...quiet,
      'GET /api/me/membership': () => jsonResponse(owing),
      'GET /api/me/directory': () => jsonResponse(answer),
      'PUT /api/me/directory': ({ body }) => {
        answer = { ...answer, mine: { ...answer.mine, choices: body as typeof answer.mine.choices, chosen: true } };
        return jsonResponse(body);
      },
    });
    renderPages('/account', { '/account': <MyAccountPage /> });
    await screen.findByRole('heading', { name: 'Members’ directory' }, { timeout: 5000 });
    await settle();
    const card = within(screen.getByRole('heading', { name: 'Members’ directory' }).closest('section') as HTMLElement);
    expect(card.getByRole('list', { name: 'Members' })).toHaveTextContent('Ada Listed, Playing, Men’s XV');
    const form = within(card.getByRole('form', { name: 'What other members see' }));
    // Not listed (an under-18's default): the address and team cannot be shown either.
    expect(form.getByRole('checkbox', { name: /Show my email address/ })).toBeDisabled();
    await userEvent.click(form.getByRole('checkbox', { name: /List me/ }));
    await userEvent.click(form.getByRole('checkbox', { name: /Show my email address/ }));
    await userEvent.click(form.getByRole('button', { name: 'Save Choices' }));
    await settle();
    expect(calls.find((call) => call.key === 'PUT /api/me/directory')?.body).toEqual({ listed: true, email: true, team: false });
    expect(calls.find((call) => call.key === 'PUT /api/me/directory')?.authorization).toBe(`Bearer ${ID_TOKEN}`);
  }, 20_000);
});
