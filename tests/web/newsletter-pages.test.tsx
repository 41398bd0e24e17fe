// The pages the newsletter mails link to: /newsletter/confirm confirms once on opening and then
// offers a one-click unsubscribe; /newsletter/unsubscribe unsubscribes only on a click (link
// scanners open links); both show the server's message for a dead link and refuse a malformed one
// without asking the server. The token comes in the address's fragment (`#token=…`), never sent to
// CloudFront, and the page wipes it from the address bar once read; the old `?token=` is not read.

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { RouterAt } from './support/router-at';
import { Route, Routes } from '../../web/src/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NEWSLETTER_CONFIRM_PAGE,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PAGE,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  newsletterMessages,
} from '../../common/newsletter/newsletter';
import { pagePaths } from '../../common/pages/pages';
import NewsletterConfirmPage from '../../web/src/features/newsletter/newsletter-confirm-page';
import NewsletterUnsubscribePage from '../../web/src/features/newsletter/newsletter-unsubscribe-page';
import { unlistedPages } from '../../common/pages/seo-files';
import { TEAMS_PATH } from '../../common/teams/teams';
import { jsonResponse } from './support/stub-fetch';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123456';

const TEAMS = [
  { id: 'mens-xv', name: 'Men’s XV', order: 0 },
  { id: 'womens-xv', name: 'Women’s XV', order: 1 },
];

/** The link rows answer in turn, as given; the teams' list (the follow form's) always answers TEAMS. Answers the link rows' calls. */
function stubFetch(...answers: (() => Promise<Response>)[]) {
  const rows = vi.fn<typeof fetch>();
  for (const answer of answers) rows.mockImplementationOnce(answer);
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => (String(input) === TEAMS_PATH ? jsonResponse({ teams: TEAMS }) : rows(input, init))),
  );
  return rows;
}

function renderAt(page: string, suffix: string) {
  // StrictMode runs effects twice, as development does: the confirmation must still be asked once.
  render(
    <StrictMode>
      <RouterAt path={`${page}${suffix}`}>
        <Routes>
          <Route path={NEWSLETTER_CONFIRM_PAGE} element={<NewsletterConfirmPage />} />
          <Route path={NEWSLETTER_UNSUBSCRIBE_PAGE} element={<NewsletterUnsubscribePage />} />
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

describe('the newsletter link pages', () => {
  it('are pages of the site that the sitemap leaves out', () => {
    const paths: readonly string[] = pagePaths;
    expect(paths).toContain(NEWSLETTER_CONFIRM_PAGE);
    expect(paths).toContain(NEWSLETTER_UNSUBSCRIBE_PAGE);
    expect(Object.keys(unlistedPages)).toEqual(expect.arrayContaining([NEWSLETTER_CONFIRM_PAGE, NEWSLETTER_UNSUBSCRIBE_PAGE]));
  });
});

describe('/newsletter/confirm', () => {
  it('confirms the link’s token once, says so, and asks search engines not to index it', async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ status: 'confirmed' }));
    renderAt(NEWSLETTER_CONFIRM_PAGE, `#token=${TOKEN}`);

    expect(screen.getByRole('status')).toHaveTextContent('Confirming your subscription...');
    expect(await screen.findByText(newsletterMessages.confirmed)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(NEWSLETTER_CONFIRM_PATH);
    expect(bodyOf(fetchMock, 0)).toEqual({ token: TOKEN });
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('shows the teams the subscriber follows ticked, and saves the ones ticked with the link’s token', async () => {
    const fetchMock = stubFetch(
      async () => jsonResponse({ status: 'confirmed', followedTeams: ['mens-xv'] }),
      async () => jsonResponse({ status: 'confirmed', followedTeams: ['mens-xv', 'womens-xv'] }),
    );
    const user = renderAt(NEWSLETTER_CONFIRM_PAGE, `#token=${TOKEN}`);
    const women = await screen.findByRole('checkbox', { name: 'Women’s XV' });
    expect(screen.getByRole('checkbox', { name: 'Men’s XV' })).toBeChecked();
    expect(women).not.toBeChecked();

    await user.click(women);
    await user.click(screen.getByRole('button', { name: 'Save Teams' }));

    expect(await screen.findByText(/Saved: we will mail you when a match of the Men’s XV, the Women’s XV/)).toBeInTheDocument();
    expect(fetchMock.mock.calls[1]?.[0]).toBe(NEWSLETTER_CONFIRM_PATH);
    expect(bodyOf(fetchMock, 1)).toEqual({ token: TOKEN, followedTeams: ['mens-xv', 'womens-xv'] });
  });

  it('shows the server’s refusal of the teams', async () => {
    stubFetch(
      async () => jsonResponse({ status: 'confirmed', followedTeams: [] }),
      async () => jsonResponse({ error: 'There is no team with that id.' }, 400),
    );
    const user = renderAt(NEWSLETTER_CONFIRM_PAGE, `#token=${TOKEN}`);
    await user.click(await screen.findByRole('checkbox', { name: 'Women’s XV' }));
    await user.click(screen.getByRole('button', { name: 'Save Teams' }));
    expect(await screen.findByText('There is no team with that id.')).toBeInTheDocument();
  });

  it('then unsubscribes with one click on its Unsubscribe button', async () => {
    const fetchMock = stubFetch(
      async () => jsonResponse({ status: 'confirmed' }),
      async () => jsonResponse({ status: 'unsubscribed' }),
    );
    const user = renderAt(NEWSLETTER_CONFIRM_PAGE, `#token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByText(newsletterMessages.unsubscribed)).toBeInTheDocument();
    expect(fetchMock.mock.calls[1]?.[0]).toBe(NEWSLETTER_UNSUBSCRIBE_PATH);
    expect(bodyOf(fetchMock, 1)).toEqual({ token: TOKEN });
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('shows the server’s message for an expired or used link, with no Unsubscribe button', async () => {
    stubFetch(async () => jsonResponse({ error: newsletterMessages.confirmFailed }, 404));
    renderAt(NEWSLETTER_CONFIRM_PAGE, `#token=${TOKEN}`);

    expect(await screen.findByRole('alert')).toHaveTextContent(newsletterMessages.confirmFailed);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('says the link is dead without asking the server when the token is missing or malformed', () => {
    const fetchMock = stubFetch();
    renderAt(NEWSLETTER_CONFIRM_PAGE, '#token=short');

    expect(screen.getByRole('alert')).toHaveTextContent(newsletterMessages.confirmFailed);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads the token from the fragment and wipes it from the address bar, keeping the same history entry', async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ status: 'confirmed' }));
    const entries = window.history.length;
    renderAt(NEWSLETTER_CONFIRM_PAGE, `#token=${TOKEN}`);

    expect(await screen.findByText(newsletterMessages.confirmed)).toBeInTheDocument();
    expect(bodyOf(fetchMock, 0)).toEqual({ token: TOKEN });
    expect(window.location.pathname).toBe(NEWSLETTER_CONFIRM_PAGE);
    expect(window.location.hash).toBe('');
    expect(window.location.href).not.toContain(TOKEN);
    expect(window.history.length).toBe(entries);
  });

  it('does not read a token from the query (the old `?token=` links, which CloudFront would have logged)', () => {
    const fetchMock = stubFetch();
    renderAt(NEWSLETTER_CONFIRM_PAGE, `?token=${TOKEN}`);

    expect(screen.getByRole('alert')).toHaveTextContent(newsletterMessages.confirmFailed);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks to try again when the server cannot be reached', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderAt(NEWSLETTER_CONFIRM_PAGE, `#token=${TOKEN}`);

    expect(await screen.findByRole('alert')).toHaveTextContent(newsletterMessages.linkNoAnswer);
  });
});

describe('/newsletter/unsubscribe', () => {
  it('asks nothing of the server until the button is clicked, then unsubscribes', async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ status: 'unsubscribed' }));
    const user = renderAt(NEWSLETTER_UNSUBSCRIBE_PAGE, `#token=${TOKEN}`);

    expect(screen.getByRole('heading', { level: 1, name: 'NEWSLETTER' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByText(newsletterMessages.unsubscribed)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(NEWSLETTER_UNSUBSCRIBE_PATH);
    expect(bodyOf(fetchMock, 0)).toEqual({ token: TOKEN });
  });

  it('shows the server’s message for a link that no longer works, and lets the visitor try again', async () => {
    stubFetch(async () => jsonResponse({ error: newsletterMessages.unsubscribeFailed }, 404));
    const user = renderAt(NEWSLETTER_UNSUBSCRIBE_PAGE, `#token=${TOKEN}`);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(newsletterMessages.unsubscribeFailed);
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });

  it('keeps the token for its button after wiping it from the address bar', async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ status: 'unsubscribed' }));
    const user = renderAt(NEWSLETTER_UNSUBSCRIBE_PAGE, `#token=${TOKEN}`);
    await vi.waitFor(() => expect(window.location.hash).toBe(''));

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByText(newsletterMessages.unsubscribed)).toBeInTheDocument();
    expect(bodyOf(fetchMock, 0)).toEqual({ token: TOKEN });
  });

  it('says the link is not valid, with no button, when it has no token', () => {
    renderAt(NEWSLETTER_UNSUBSCRIBE_PAGE, '');

    expect(screen.getByRole('alert')).toHaveTextContent(newsletterMessages.unsubscribeFailed);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });
});
