// The console home's officers awaiting a vouch: listed from the officer row with the access token,
// oldest first, with what to check before vouching; Vouch posts for that officer alone and lists
// again; a refusal is said in the row's words; the vouched list names who vouched and when.

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../common/club-time';
import {
  ADMIN_VOUCHER,
  OFFICER_ENROLMENTS_PATH,
  officerEnrolmentMessages,
  type OfficerEnrolmentsAnswer,
} from '../../common/club/officer-enrolments';
import OfficersHomePage from '../../web/src/features/officers/console/officers-home-page';
import { ACCESS_TOKEN, mockAuthClient, renderPages, resetAuth, settle, stubApi } from './support/officer-console';
import { jsonResponse } from './support/stub-fetch';

vi.mock('../../web/src/lib/auth/auth-client', () => ({ loadAuthClient: vi.fn() }));

const NEW_SUB = '0f8fad5b-d9cb-469f-a165-70867728950e';
const OLD_SUB = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const SEEN = Date.UTC(2027, 2, 4, 18, 0);

const waiting: OfficerEnrolmentsAnswer = {
  awaiting: [{ sub: NEW_SUB, email: 'new.officer@example.com', status: 'awaiting', enrolledAt: SEEN }],
  vouched: [
    {
      sub: OLD_SUB,
      email: 'chair@example.com',
      status: 'vouched',
      enrolledAt: SEEN - 1000,
      vouchedBy: ADMIN_VOUCHER,
      vouchedAt: SEEN - 500,
    },
  ],
};

beforeEach(resetAuth);
afterEach(() => vi.unstubAllGlobals());

async function openHome(answers: Parameters<typeof stubApi>[0]) {
  mockAuthClient({ isOfficer: true });
  const calls = stubApi(answers);
  renderPages('/officers', { '/officers': <OfficersHomePage /> });
  await screen.findByRole('heading', { name: 'Officers awaiting a vouch' }, { timeout: 3000 });
  await settle();
  return calls;
}

describe('officers awaiting a vouch', () => {
  it('lists who waits, since when, and who vouched for the others, read with the access token', async () => {
    const calls = await openHome({ [`GET ${OFFICER_ENROLMENTS_PATH}`]: () => jsonResponse(waiting) });
    expect(screen.getByText(/ask them, by phone or in person/)).toBeVisible();
    expect(screen.getByText('new.officer@example.com').closest('li')).toHaveTextContent(
      `set up an authenticator app on ${formatDateTime(SEEN)}`,
    );
    const vouched = screen.getByText('chair@example.com').closest('li') as HTMLElement;
    expect(within(vouched).getByText(new RegExp(`vouched for by ${ADMIN_VOUCHER.replace(/[()]/g, '\\$&')}`))).toBeVisible();
    expect(within(vouched).queryByRole('button')).toBeNull();
    expect(calls.find((call) => call.key === `GET ${OFFICER_ENROLMENTS_PATH}`)?.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
  });

  it('vouches for that officer alone, says so and lists again', async () => {
    let answer = waiting;
    const calls = await openHome({
      [`GET ${OFFICER_ENROLMENTS_PATH}`]: () => jsonResponse(answer),
      [`POST ${OFFICER_ENROLMENTS_PATH}/${NEW_SUB}/vouch`]: () => {
        answer = { awaiting: [], vouched: [...waiting.vouched] };
        return jsonResponse({ sub: NEW_SUB, status: 'vouched' });
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Vouch for new.officer@example.com' }));
    await settle();
    const post = calls.find((call) => call.key.startsWith('POST'));
    expect(post?.key).toBe(`POST ${OFFICER_ENROLMENTS_PATH}/${NEW_SUB}/vouch`);
    expect(post?.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(post?.body).toEqual({});
    expect(screen.getByText(`new.officer@example.com: ${officerEnrolmentMessages.vouched}`)).toBeVisible();
    expect(screen.getByText('No one is waiting.')).toBeVisible();
  });

  it('tells an officer no one has vouched for yet (the API refuses them) to ask another officer', async () => {
    await openHome({ [`GET ${OFFICER_ENROLMENTS_PATH}`]: () => jsonResponse({ message: 'Forbidden' }, 403) });
    expect(screen.getByText(officerEnrolmentMessages.awaitingYou)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Vouch/ })).toBeNull();
  });

  it("says why a vouch was refused, in the row's words", async () => {
    await openHome({
      [`GET ${OFFICER_ENROLMENTS_PATH}`]: () => jsonResponse(waiting),
      [`POST ${OFFICER_ENROLMENTS_PATH}/${NEW_SUB}/vouch`]: () => jsonResponse({ error: officerEnrolmentMessages.unknown }, 404),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Vouch for new.officer@example.com' }));
    await settle();
    expect(screen.getByText(/Could not vouch: There is no officer awaiting a vouch/)).toBeVisible();
  });
});
