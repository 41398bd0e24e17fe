// The officers' teams console (/officers/teams) on jsdom, with the auth client mocked at its boundary
// and the teams rows stubbed: the club's teams in its order, a team added under the form's checks,
// and a team renamed and moved keeping its id.

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Team } from '../../common/teams/teams';
import OfficersTeamsPage from '../../web/src/features/officers/teams/officers-teams-page';
import { renderPages, resetAuth, settle, signInOfficer, stubApi } from './support/officer-console';
import { jsonResponse } from './support/stub-fetch';

vi.mock('../../web/src/lib/auth/auth-client', () => ({ loadAuthClient: vi.fn() }));

const teams: Team[] = [
  { id: 'womens-xv', name: 'Women’s XV', order: 1 },
  { id: 'mens-xv', name: 'Men’s XV', order: 0 },
];

beforeEach(resetAuth);
afterEach(() => vi.unstubAllGlobals());

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('the teams console', () => {
  it('lists the teams in the club’s order, adds one after checking its name, and renames one keeping its id', async () => {
    signInOfficer();
    const calls = stubApi({
      'GET /public/api/teams': () => jsonResponse({ teams }),
      'POST /api/officer/teams': ({ body }) => jsonResponse({ id: 'fossils', ...(body as object) }, 201),
      'PUT /api/officer/teams/mens-xv': ({ body }) => jsonResponse({ id: 'mens-xv', ...(body as object) }),
    });
    renderPages('/officers/teams', { '/officers/teams': <OfficersTeamsPage /> });
    await screen.findByRole('heading', { name: "The club's teams" }, { timeout: 5000 });
    expect(titles()).toEqual(['Men’s XV', 'Women’s XV']);

    await userEvent.click(screen.getByRole('button', { name: 'Add Team' }));
    const add = screen.getByRole('form', { name: 'Add team' });
    // A new team goes after the last by default.
    expect(within(add).getByLabelText('Order')).toHaveValue(2);
    await userEvent.click(within(add).getByRole('button', { name: 'Add Team' }));
    expect(within(add).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.key === 'POST /api/officer/teams')).toBe(false);

    await userEvent.type(within(add).getByLabelText('Name'), 'Fossils');
    await userEvent.click(within(add).getByRole('button', { name: 'Add Team' }));
    await settle();
    expect(calls.find((call) => call.key === 'POST /api/officer/teams')?.body).toEqual({ name: 'Fossils', order: 2 });
    expect(screen.getByText(/Fossils added/)).toBeVisible();
    expect(titles()).toEqual(['Men’s XV', 'Women’s XV', 'Fossils']);

    await userEvent.click(screen.getByRole('button', { name: 'Edit Men’s XV' }));
    const edit = screen.getByRole('form', { name: 'Edit team' });
    expect(within(edit).getByText(/Its id stays mens-xv/)).toBeVisible();
    await userEvent.clear(within(edit).getByLabelText('Name'));
    await userEvent.type(within(edit).getByLabelText('Name'), 'Men’s First XV');
    await userEvent.clear(within(edit).getByLabelText('Order'));
    await userEvent.type(within(edit).getByLabelText('Order'), '5');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save Team' }));
    await settle();
    expect(calls.find((call) => call.key === 'PUT /api/officer/teams/mens-xv')?.body).toEqual({ name: 'Men’s First XV', order: 5 });
    expect(titles()).toEqual(['Women’s XV', 'Fossils', 'Men’s First XV']);
  }, 20_000);

  it('is in the console’s menu', async () => {
    signInOfficer();
    stubApi({ 'GET /public/api/teams': () => jsonResponse({ teams }) });
    renderPages('/officers/teams', { '/officers/teams': <OfficersTeamsPage /> });
    const menu = await screen.findByRole('navigation', { name: "Officers' console" }, { timeout: 5000 });
    expect(within(menu).getByRole('link', { name: 'Teams' })).toHaveAttribute('href', '/officers/teams');
  });
});
