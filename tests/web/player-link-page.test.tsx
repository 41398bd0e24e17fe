// The page every player link of the club's mails opens (/availability#token=…&do=…): opening it
// reads what the link is about (a POST of the token alone, which records nothing) and wipes the
// token from the address bar; only a button's press sends an answer, a reply or a stop, and the
// button the mail's line offered is only marked, never pressed for the player. A refused link shows
// the server's message; a malformed one asks nothing of the server.

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { availabilityMessages, PLAYER_LINK_PAGE, PLAYER_LINK_PATH, playerLinkPath } from '../../common/teams/availability';
import type { PlayerLinkAnswer } from '../../common/teams/availability-requests';
import { Route, Routes } from '../../web/src/lib/router';
import PlayerLinkPage from '../../web/src/features/availability/player-link-page';
import { RouterAt } from './support/router-at';
import { jsonResponse, stubFetch } from './support/stub-fetch';

const TOKEN = `fixture-1.ada-jones.${(2_000_000_000).toString(36)}.${'s'.repeat(43)}`;

const link = (extra: Partial<PlayerLinkAnswer> = {}): PlayerLinkAnswer => ({
  player: { name: 'Ada Jones' },
  fixture: {
    gameId: 'fixture-1',
    team: { id: 'womens-xv', name: 'Women’s XV' },
    homeTeam: 'Chicago Blaze',
    awayTeam: 'Lakeshore RFC',
    start: Date.UTC(2026, 8, 12, 19),
    venue: 'Lemont',
    status: 'scheduled',
  },
  answerOpen: true,
  cutoffAt: Date.UTC(2026, 8, 11, 19),
  selected: false,
  replyOpen: false,
  receivesMail: true,
  ...extra,
});

function renderAt(address: string) {
  // StrictMode runs effects twice, as development does: the link must still be read once.
  render(
    <StrictMode>
      <RouterAt path={address}>
        <Routes>
          <Route path={PLAYER_LINK_PAGE} element={<PlayerLinkPage />} />
        </Routes>
      </RouterAt>
    </StrictMode>,
  );
  return userEvent.setup();
}

const bodyOf = (fetchMock: ReturnType<typeof stubFetch>, call: number) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/availability', () => {
  it('reads the link once on opening, sending the token alone, and marks the offered answer without sending it', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(link()));
    renderAt(playerLinkPath(TOKEN, 'available'));

    expect(await screen.findByRole('heading', { name: 'Chicago Blaze v Lakeshore RFC' })).toBeInTheDocument();
    expect(screen.getByText('Women’s XV')).toBeInTheDocument();
    expect(screen.getByText('No answer given yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Available' })).toHaveClass('btn--primary');
    expect(screen.getByRole('button', { name: 'Available' })).toHaveAttribute('aria-pressed', 'false');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(PLAYER_LINK_PATH);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(bodyOf(fetchMock, 0)).toEqual({ token: TOKEN });
    expect(window.location.hash).toBe('');
  });

  it('sends the answer on the press of its button, and shows it given', async () => {
    const fetchMock = stubFetch(
      async () => jsonResponse(link()),
      async () => jsonResponse(link({ answer: 'maybe' })),
    );
    const user = renderAt(playerLinkPath(TOKEN, 'available'));
    await user.click(await screen.findByRole('button', { name: 'Maybe' }));

    expect(await screen.findByText('The answer given: Maybe.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 1)).toEqual({ token: TOKEN, answer: 'maybe' });
    expect(screen.getByRole('button', { name: 'Maybe' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers a selected player Confirm and Withdraw, and stops the mails only on a press', async () => {
    const fetchMock = stubFetch(
      async () => jsonResponse(link({ selected: true, replyOpen: true })),
      async () => jsonResponse(link({ selected: true, replyOpen: true, reply: 'confirmed' })),
      async () => jsonResponse(link({ selected: true, replyOpen: true, reply: 'confirmed', receivesMail: false })),
    );
    const user = renderAt(playerLinkPath(TOKEN, 'stop'));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/The reply given: Confirmed/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop these mails' }));

    expect(await screen.findByText('Mails about matches are stopped for this player.')).toBeInTheDocument();
    expect([bodyOf(fetchMock, 1), bodyOf(fetchMock, 2)]).toEqual([
      { token: TOKEN, reply: 'confirmed' },
      { token: TOKEN, receive: false },
    ]);
  });

  it('shows no answer buttons once answers have closed', async () => {
    stubFetch(async () => jsonResponse(link({ answer: 'available', answerOpen: false })));
    renderAt(playerLinkPath(TOKEN));

    expect(await screen.findByText(availabilityMessages.answersClosed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unavailable' })).toBeNull();
  });

  it('shows the server’s refusal of an expired link, and asks nothing for a malformed one', async () => {
    stubFetch(async () => jsonResponse({ error: availabilityMessages.expiredLink }, 410));
    renderAt(playerLinkPath(TOKEN));
    expect(await screen.findByText(availabilityMessages.expiredLink)).toBeInTheDocument();
  });

  it('refuses a malformed token without asking the server', async () => {
    const fetchMock = stubFetch();
    renderAt(`${PLAYER_LINK_PAGE}#token=not-a-token`);

    expect(screen.getByText(availabilityMessages.badLink)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
