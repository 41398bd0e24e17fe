// The team page: the 'Join the club' player form (the old site's fields and options, browser-level
// required fields, the body it sends, success clearing it, the server's error text or the old site's
// fallbacks) and the officers to ask, by role, at the club's own addresses.

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterAt } from './support/router-at';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { experienceLabels, experienceLevels, playerMessages, playerPositions, positionLabels } from '../../common/squad/player-request';
import { CLUB } from '../../common/club/club';
import { CLUB_OFFICERS_PATH, type ClubOfficer, roleEmail } from '../../common/club/club-officers';
import { PageDataContext, pageDataOf } from '../../web/src/components/data/page-data';
import TeamPage from '../../web/src/features/team/team-page';
import { jsonResponse, stubFetch } from './support/stub-fetch';

function officer(role: string, name: string, mailbox: string, askAbout: string, sortOrder: number): ClubOfficer {
  return { id: mailbox, role, name, photo: null, bio: '', mailbox, email: roleEmail(mailbox), askAbout, sortOrder };
}

/** The officers the page was rendered with (its island), in the club's order; one has nothing to be asked. */
const officers: ClubOfficer[] = [
  officer('Club Captain', 'Daniel Park', 'captain', 'Joining a side and training times.', 0),
  officer('Treasurer', 'Samuel Okafor', 'treasurer', 'Membership dues and fees.', 1),
  officer('Historian', 'Ada Byrne', 'historian', '', 2),
  officer('Facilities Manager', 'Luis Navarro', 'rentals', 'Renting the clubhouse.', 3),
];
const contacts = officers.filter((entry) => entry.askAbout !== '');

function renderPage(answers: Record<string, unknown> = { [CLUB_OFFICERS_PATH]: officers }) {
  render(
    <PageDataContext.Provider value={pageDataOf(answers, Date.now())}>
      <RouterAt path="/team">
        <TeamPage />
      </RouterAt>
    </PageDataContext.Provider>,
  );
  return userEvent.setup();
}

const box = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));
const submitButton = () => screen.getByRole('button', { name: /Send Player Request|Submitting/ });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(box('First Name'), 'Tomasz');
  await user.type(box('Last Name'), 'Wisniewski');
  await user.type(box('Email'), 'tomasz@example.com');
  await user.type(box('Phone'), '630-555-0123');
}

/** The squad's answer, which the page asks for first (team-squad.test.tsx tests it). */
const noSquad = async () => jsonResponse({ season: 2026, players: [] });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the team page', () => {
  it('shows the banner, the Join the club form and the officers to ask', () => {
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Our Team' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Join the club' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Who to ask' })).toBeInTheDocument();
  });

  it('marks first name, last name, email and phone required for the browser, and nothing else', () => {
    renderPage();

    for (const name of ['First Name', 'Last Name', 'Email', 'Phone']) expect(box(name)).toBeRequired();
    for (const name of ['Date of Birth', 'Position', 'Experience', 'Message']) expect(box(name)).not.toBeRequired();
    expect(box('Email')).toHaveAttribute('type', 'email');
    expect(box('Date of Birth')).toHaveAttribute('type', 'date');
  });

  it('offers the old site’s positions and experience levels after an empty choice', () => {
    renderPage();

    const values = (name: string) =>
      within(box(name))
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]);
    expect(values('Position').slice(1)).toEqual(playerPositions.map((value) => [value, positionLabels[value]]));
    expect(values('Experience').slice(1)).toEqual(experienceLevels.map((value) => [value, experienceLabels[value]]));
    expect(values('Position')[0]?.[0]).toBe('');
    expect(box('Position')).toHaveValue('');
  });

  it('sends the old site’s body, shows Submitting... meanwhile, then the old site’s thanks and an empty form', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubFetch(noSquad, () => new Promise((resolve) => (answer = resolve)));
    const user = renderPage();
    await fillRequired(user);
    await user.type(box('Date of Birth'), '2001-03-14');
    await user.selectOptions(box('Position'), 'number-8');
    await user.selectOptions(box('Experience'), 'collegiate');
    await user.type(box('Message'), 'New to Chicago.');
    await user.click(submitButton());

    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('Submitting...');
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('/public/api/player-requests');
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      firstName: 'Tomasz',
      lastName: 'Wisniewski',
      email: 'tomasz@example.com',
      phone: '630-555-0123',
      dateOfBirth: '2001-03-14',
      position: 'number-8',
      experience: 'collegiate',
      message: 'New to Chicago.',
      website: '',
    });

    answer(jsonResponse({ success: true, reference: 'ABC123DEF4' }, 201));
    expect(await screen.findByRole('status')).toHaveTextContent(playerMessages.success);
    for (const name of ['First Name', 'Last Name', 'Email', 'Phone', 'Date of Birth', 'Position', 'Experience', 'Message']) {
      expect(box(name)).toHaveValue('');
    }
    expect(submitButton()).toBeEnabled();
  });

  it('shows the server’s error text and keeps the form', async () => {
    stubFetch(noSquad, async () => jsonResponse({ error: 'Phone may hold only digits, spaces and + ( ) - .' }, 400));
    const user = renderPage();
    await fillRequired(user);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Phone may hold only digits, spaces and + ( ) - .');
    expect(box('First Name')).toHaveValue('Tomasz');
  });

  it('says the old site’s failure text when the server gives no error, and its network text when nothing answers', async () => {
    stubFetch(
      noSquad,
      async () => new Response('<html>Bad gateway</html>', { status: 502 }),
      async () => Promise.reject(new TypeError('Failed to fetch')),
    );
    const user = renderPage();
    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(playerMessages.failure);

    await user.click(submitButton());
    expect(await screen.findByText(playerMessages.network)).toBeInTheDocument();
  });

  it('lists the officers with something to be asked, in the club’s order, with what to ask them and the role’s address', () => {
    renderPage();
    const domain = CLUB.email.split('@')[1];

    const items = within(screen.getByRole('list', { name: 'Club officers by role' })).getAllByRole('listitem');
    expect(items).toHaveLength(contacts.length);
    contacts.forEach((entry, index) => {
      const item = items[index] as HTMLElement;
      expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent(entry.role);
      expect(item).toHaveTextContent(entry.name);
      expect(item).toHaveTextContent(entry.askAbout);
      expect(within(item).getByRole('link')).toHaveAttribute('href', `mailto:${entry.mailbox}@${domain}`);
    });
    expect(screen.queryByText('Ada Byrne')).not.toBeInTheDocument();
  });

  it('shows no officer list, only the club’s own line, when no officer is listed', () => {
    renderPage({ [CLUB_OFFICERS_PATH]: [] });

    expect(screen.queryByRole('list', { name: 'Club officers by role' })).not.toBeInTheDocument();
    expect(screen.getByText(/Not sure whom to ask/)).toBeInTheDocument();
  });

  it('loads the officers when the page was not rendered with them, and offers a retry when that fails', async () => {
    stubFetch(
      async () => new Response('{}', { status: 503 }),
      async () => jsonResponse(officers),
    );
    const user = renderPage({});

    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Club officers by role' })).toBeInTheDocument();
  });
});
