// The officers' membership console (/officers/membership) on jsdom, with the auth client mocked at
// its boundary and the rows stubbed: a season's types added under the form's checks (dollars typed,
// cents sent) and changed keeping their id; the dues settings (dues a condition to play, the
// reminder days checked before they are sent); the treasurer's view of a season's dues, paid,
// outstanding and overdue by type and by team; a cheque recorded against a membership through the
// payments row with one idempotency key, the member then shown paid; and a membership started for a
// member, then paid.

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clubYear } from '../../common/club-time';
import { seasonUntil } from '../../common/membership/membership';
import type { OfficerMembershipsAnswer } from '../../common/membership/membership-schemas';
import OfficersMembershipPage from '../../web/src/features/officers/membership/officers-membership-page';
import { ACCESS_TOKEN, renderPages, resetAuth, settle, signInOfficer, stubApi } from './support/officer-console';
import { jsonResponse } from './support/stub-fetch';

vi.mock('../../web/src/lib/auth/auth-client', () => ({ loadAuthClient: vi.fn() }));

const season = clubYear(Date.now());
const playing = {
  season,
  id: 'playing',
  name: 'Playing',
  priceCents: 25_000,
  includes: 'Every game',
  minAge: 18,
  chosenBy: 'members',
  order: 0,
};
const typesAnswer = {
  seasons: [
    { season, until: seasonUntil(season), types: [playing] },
    { season: season + 1, until: seasonUntil(season + 1), types: [] },
  ],
};

const corporate = { ...playing, id: 'corporate', name: 'Corporate', priceCents: 100_000, chosenBy: 'officers', order: 1 } as const;
const settings = { duesToPlay: false, reminderDays: [30, 7] };

const sums = { members: 0, dueCents: 0, paidCents: 0, outstandingCents: 0, overdueCents: 0, paid: 0, outstanding: 0, overdue: 0 };
const joinedAt = Date.now() - 40 * 86_400_000;
const dues: OfficerMembershipsAnswer = {
  season,
  types: [{ ...playing, chosenBy: 'members' }, corporate],
  candidates: [{ sub: 'cora-sub', name: 'Cora Corporate', email: 'cora@example.com' }],
  memberships: [
    {
      id: `${season}-ada`,
      season,
      name: 'Ada Paid',
      email: 'ada@example.com',
      typeId: 'playing',
      typeName: 'Playing',
      teamId: 'mens-xv',
      teamName: 'Men’s XV',
      priceCents: 25_000,
      paidCents: 25_000,
      owedCents: 0,
      standing: 'paid',
      state: 'paid',
      joinedAt,
      dueAt: joinedAt + 30 * 86_400_000,
      paidAt: joinedAt,
      renewal: 'lapsed',
    },
    {
      id: `${season}-ben`,
      season,
      name: 'Ben Late',
      email: 'ben@example.com',
      typeId: 'playing',
      typeName: 'Playing',
      priceCents: 25_000,
      paidCents: 0,
      owedCents: 25_000,
      standing: 'owing',
      state: 'overdue',
      joinedAt,
      dueAt: joinedAt + 30 * 86_400_000,
    },
  ],
  byType: [
    {
      ...sums,
      typeId: 'playing',
      typeName: 'Playing',
      members: 2,
      dueCents: 50_000,
      paidCents: 25_000,
      overdueCents: 25_000,
      paid: 1,
      overdue: 1,
    },
  ],
  byTeam: [
    { ...sums, teamId: 'mens-xv', teamName: 'Men’s XV', members: 1, dueCents: 25_000, paidCents: 25_000, paid: 1 },
    { ...sums, teamName: 'No team', members: 1, dueCents: 25_000, overdueCents: 25_000, overdue: 1 },
  ],
  totals: { ...sums, members: 2, dueCents: 50_000, paidCents: 25_000, overdueCents: 25_000, paid: 1, overdue: 1 },
  lapsed: 1,
};

beforeEach(resetAuth);
afterEach(() => vi.unstubAllGlobals());

describe('the membership console', () => {
  it('adds a season’s type from dollars typed after checking the form, and changes one keeping its id', async () => {
    signInOfficer();
    const calls = stubApi({
      'GET /api/officer/membership-types': () => jsonResponse(typesAnswer),
      'GET /api/officer/memberships': () => jsonResponse({ ...dues, memberships: [], byType: [], byTeam: [], totals: sums, lapsed: 0 }),
      'POST /api/officer/membership-types': ({ body }) =>
        jsonResponse({ season: season + 1, id: 'social', ...(body as { type: object }).type }, 201),
      [`PUT /api/officer/membership-types/${season}/playing`]: ({ body }) => jsonResponse({ season, id: 'playing', ...(body as object) }),
    });
    renderPages('/officers/membership', { '/officers/membership': <OfficersMembershipPage /> });
    const next = within(
      (await screen.findByRole('heading', { name: `Membership types, season ${season + 1}` }, { timeout: 5000 })).closest(
        '.record-console',
      ) as HTMLElement,
    );
    expect(next.getByText(/No membership types for/)).toBeVisible();

    await userEvent.click(next.getByRole('button', { name: `Add a ${season + 1} Type` }));
    const add = screen.getByRole('form', { name: 'Add membership type' });
    await userEvent.type(within(add).getByLabelText('Name'), 'Social');
    await userEvent.type(within(add).getByLabelText('Dues for the season ($)'), '60.005');
    await userEvent.click(within(add).getByRole('button', { name: 'Add Type' }));
    expect(within(add).getByLabelText('Dues for the season ($)')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.key === 'POST /api/officer/membership-types')).toBe(false);

    await userEvent.clear(within(add).getByLabelText('Dues for the season ($)'));
    await userEvent.type(within(add).getByLabelText('Dues for the season ($)'), '60');
    await userEvent.type(within(add).getByLabelText('Oldest age (optional)'), '17');
    await userEvent.click(within(add).getByRole('button', { name: 'Add Type' }));
    await settle();
    const posted = calls.find((call) => call.key === 'POST /api/officer/membership-types');
    expect(posted?.body).toEqual({
      season: season + 1,
      type: { name: 'Social', priceCents: 6_000, includes: '', chosenBy: 'members', maxAge: 17, order: 0 },
    });
    expect(posted?.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(screen.getByText(/Social added/)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Playing' }));
    const edit = screen.getByRole('form', { name: 'Edit membership type' });
    expect(within(edit).getByText(/Its id stays playing/)).toBeVisible();
    expect(within(edit).getByLabelText('Dues for the season ($)')).toHaveValue('250.00');
    await userEvent.selectOptions(within(edit).getByLabelText('Who may choose it'), 'officers');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save Type' }));
    await settle();
    expect(calls.find((call) => call.key === `PUT /api/officer/membership-types/${season}/playing`)?.body).toMatchObject({
      name: 'Playing',
      priceCents: 25_000,
      chosenBy: 'officers',
      minAge: 18,
    });
  }, 30_000);

  it('shows the season’s dues by type and team and records a cheque against an overdue membership once', async () => {
    signInOfficer();
    const keys: (string | null)[] = [];
    const calls = stubApi({
      'GET /api/officer/membership-types': () => jsonResponse(typesAnswer),
      'GET /api/officer/memberships': () => jsonResponse(dues),
      'POST /api/officer/payments': ({ headers }) => {
        keys.push(headers.get('idempotency-key'));
        return jsonResponse({ payment: { id: 'pay_1', receiptNumber: 58 } }, 201);
      },
    });
    renderPages('/officers/membership', { '/officers/membership': <OfficersMembershipPage /> });
    const dueSection = within((await screen.findByRole('heading', { name: 'Dues' }, { timeout: 5000 })).closest('section') as HTMLElement);
    await dueSection.findByText(
      /2 members: paid \$250\.00 \(1\); outstanding \$0\.00 \(0\); overdue \$250\.00 \(1\)\. 1 ended without renewing: each was mailed that it ended\./,
    );
    expect(
      within(dueSection.getByRole('rowheader', { name: /Ada Paid/ }).closest('tr') as HTMLElement).getByText('Ended, not renewed'),
    ).toBeVisible();
    expect(calls.find((call) => call.key === 'GET /api/officer/memberships')?.url.searchParams.get('season')).toBe(String(season));
    const byTeam = within(dueSection.getByRole('table', { name: `By team, season ${season}` }));
    expect(byTeam.getByRole('rowheader', { name: 'No team' })).toBeVisible();
    const row = within(dueSection.getByRole('rowheader', { name: /Ben Late/ }).closest('tr') as HTMLElement);
    expect(row.getByText('Overdue')).toBeVisible();
    expect(dueSection.queryByRole('button', { name: 'Record Payment for Ada Paid' })).toBeNull();

    await userEvent.click(row.getByRole('button', { name: 'Record Payment for Ben Late' }));
    const form = screen.getByRole('form', { name: 'Record dues for Ben Late' });
    expect(within(form).getByLabelText('Amount ($)')).toHaveValue('250.00');
    await userEvent.type(within(form).getByLabelText('Cheque number or reference (optional)'), '2207');
    await userEvent.click(within(form).getByRole('button', { name: 'Record Payment' }));
    await settle();
    const recorded = calls.filter((call) => call.key === 'POST /api/officer/payments');
    expect(recorded).toHaveLength(1);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(recorded[0]?.body).toMatchObject({
      subject: { kind: 'membership', id: `${season}-ben` },
      amountCents: 25_000,
      method: 'cheque',
      reference: '2207',
      payerEmail: 'ben@example.com',
      description: `Playing membership, season ${season}`,
    });
    expect(screen.getByText('Recorded $250.00 for Ben Late: receipt No. 58, mailed to ben@example.com.')).toBeVisible();
    expect(within(dueSection.getByRole('rowheader', { name: /Ben Late/ }).closest('tr') as HTMLElement).getByText('Paid')).toBeVisible();
  }, 30_000);

  it('starts a membership of a type not offered online for a member the club knows, then records its cheque', async () => {
    signInOfficer();
    const calls = stubApi({
      'GET /api/officer/membership-types': () => jsonResponse(typesAnswer),
      'GET /api/officer/membership-settings': () => jsonResponse(settings),
      'GET /api/officer/memberships': () => jsonResponse(dues),
      'POST /api/officer/memberships': () =>
        jsonResponse(
          {
            id: `${season}-cora-sub`,
            season,
            name: 'Cora Corporate',
            email: 'cora@example.com',
            typeId: 'corporate',
            typeName: 'Corporate',
            priceCents: 100_000,
            paidCents: 0,
            owedCents: 100_000,
            standing: 'owing',
            state: 'outstanding',
            joinedAt: Date.now(),
            dueAt: Date.now() + 30 * 86_400_000,
          },
          201,
        ),
      'POST /api/officer/payments': () => jsonResponse({ payment: { id: 'pay_2', receiptNumber: 59 } }, 201),
    });
    renderPages('/officers/membership', { '/officers/membership': <OfficersMembershipPage /> });
    const dueSection = within((await screen.findByRole('heading', { name: 'Dues' }, { timeout: 5000 })).closest('section') as HTMLElement);
    await userEvent.click(await dueSection.findByRole('button', { name: 'Start a Membership' }));
    const start = screen.getByRole('form', { name: `Start a ${season} membership` });
    await userEvent.selectOptions(within(start).getByLabelText('Membership type'), 'corporate');
    expect(within(start).getByRole('option', { name: 'Corporate, $1,000.00 (not offered online)' })).toBeVisible();
    await userEvent.click(within(start).getByRole('button', { name: 'Start Membership' }));
    await settle();
    expect(calls.find((call) => call.key === 'POST /api/officer/memberships')?.body).toEqual({
      season,
      typeId: 'corporate',
      sub: 'cora-sub',
    });

    const pay = screen.getByRole('form', { name: 'Record dues for Cora Corporate' });
    expect(within(pay).getByLabelText('Amount ($)')).toHaveValue('1000.00');
    await userEvent.click(within(pay).getByRole('button', { name: 'Record Payment' }));
    await settle();
    expect(calls.find((call) => call.key === 'POST /api/officer/payments')?.body).toMatchObject({
      subject: { kind: 'membership', id: `${season}-cora-sub` },
      amountCents: 100_000,
      description: `Corporate membership, season ${season}`,
    });
    expect(screen.getByText('Recorded $1,000.00 for Cora Corporate: receipt No. 59, mailed to cora@example.com.')).toBeVisible();
    expect(dueSection.queryByRole('button', { name: 'Start a Membership' })).toBeNull();
  }, 30_000);

  it('changes the dues settings: dues a condition to play, and the reminder days checked before anything is sent', async () => {
    signInOfficer();
    const calls = stubApi({
      'GET /api/officer/membership-types': () => jsonResponse(typesAnswer),
      'GET /api/officer/membership-settings': () => jsonResponse(settings),
      'GET /api/officer/memberships': () => jsonResponse(dues),
      'PUT /api/officer/membership-settings': ({ body }) => jsonResponse(body),
    });
    renderPages('/officers/membership', { '/officers/membership': <OfficersMembershipPage /> });
    const section = within(
      (await screen.findByRole('heading', { name: 'Dues settings' }, { timeout: 5000 })).closest('section') as HTMLElement,
    );
    expect(section.getByText(/Dues are not a condition to play\. Members who have not renewed are reminded 30, 7 days/)).toBeVisible();
    await userEvent.click(section.getByRole('button', { name: 'Change Dues Settings' }));
    const form = screen.getByRole('form', { name: 'Dues settings' });
    await userEvent.click(within(form).getByRole('checkbox', { name: /Dues must be paid to play/ }));
    const days = within(form).getByLabelText('Renewal reminders: days before a membership ends');
    await userEvent.clear(days);
    await userEvent.type(days, '45, 45');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Settings' }));
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.key === 'PUT /api/officer/membership-settings')).toBe(false);

    await userEvent.clear(days);
    await userEvent.type(days, '45, 10');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Settings' }));
    await settle();
    expect(calls.find((call) => call.key === 'PUT /api/officer/membership-settings')?.body).toEqual({
      duesToPlay: true,
      reminderDays: [45, 10],
    });
    expect(section.getByText(/A player may play only once their linked member has paid/)).toBeVisible();
  }, 30_000);

  it('is in the console’s menu', async () => {
    signInOfficer();
    stubApi({
      'GET /api/officer/membership-types': () => jsonResponse(typesAnswer),
      'GET /api/officer/memberships': () => jsonResponse(dues),
    });
    renderPages('/officers/membership', { '/officers/membership': <OfficersMembershipPage /> });
    const menu = await screen.findByRole('navigation', { name: "Officers' console" }, { timeout: 5000 });
    expect(within(menu).getByRole('link', { name: 'Membership' })).toHaveAttribute('href', '/officers/membership');
  });
});
