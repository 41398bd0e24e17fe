// The partners page's 'Become a Sponsor' form: the old site's fields and options, its required-field
// message, the body it sends, the submitting state, success (cleared, type back to other) and the old
// site's failure message with the server's error, a network failure's message, or neither.

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterAt } from './support/router-at';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sponsorshipMessages, sponsorshipTypeLabels, sponsorshipTypes } from '../../common/requests/sponsorship';
import { IDEMPOTENCY_HEADER } from '../../common/requests/visitor-forms';
import { type Sponsor, SPONSORS_PATH } from '../../common/club/sponsors';
import { PageDataContext, pageDataOf } from '../../web/src/components/data/page-data';
import PartnersPage from '../../web/src/features/partners/partners-page';
import { jsonResponse, stubFetch } from './support/stub-fetch';

/** This season's sponsors as the page was rendered with them (its island), by tier. */
const sponsors: Sponsor[] = [
  {
    id: 'lumber',
    name: 'Lemont Lumber Co.',
    tier: 'principal',
    logo: { url: '/media/club/sponsors/lumber-demo.png', width: 800, height: 400 },
    link: 'https://lumber.example/',
    season: 2026,
    sortOrder: 0,
  },
  {
    id: 'dental',
    name: 'Archer Ave Dental',
    tier: 'silver',
    logo: { url: '/media/club/sponsors/dental-demo.png', width: 800, height: 400 },
    link: null,
    season: 2026,
    sortOrder: 1,
  },
  { id: 'tavern', name: 'Illinois & Michigan Tavern', tier: 'bronze', logo: null, link: null, season: 2026, sortOrder: 2 },
];

function renderPage(answers: Record<string, unknown> = { [SPONSORS_PATH]: { season: 2026, sponsors } }) {
  render(
    <PageDataContext.Provider value={pageDataOf(answers, Date.now())}>
      <RouterAt path="/partners">
        <PartnersPage />
      </RouterAt>
    </PageDataContext.Provider>,
  );
  return userEvent.setup();
}

const box = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));
const submitButton = () => screen.getByRole('button', { name: /Submit Sponsorship Request|Submitting/ });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(box('Company Name'), 'Lemont Lumber Co.');
  await user.type(box('Contact Name'), 'Grace Nowak');
  await user.type(box('Email'), 'grace@example.com');
}

function sentBody(fetchMock: ReturnType<typeof stubFetch>, call = 0): Record<string, unknown> {
  return JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as Record<string, unknown>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the partners page', () => {
  it('shows the banner, every sponsor logo and the Become a Sponsor form', () => {
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Our Partners' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Become a Sponsor' })).toBeInTheDocument();
    const logos = within(screen.getByRole('list', { name: 'Our partners in 2026' })).getAllByRole('listitem');
    expect(logos.map((item) => item.textContent || within(item).getByRole('img').getAttribute('alt'))).toEqual(
      sponsors.map((sponsor) => sponsor.name),
    );
    expect(screen.getByRole('img', { name: 'Lemont Lumber Co.' })).toHaveAttribute('src', '/media/club/sponsors/lumber-demo.png');
    expect(screen.getByRole('link', { name: 'Lemont Lumber Co.' })).toHaveAttribute('href', 'https://lumber.example/');
    expect(screen.queryByRole('link', { name: 'Archer Ave Dental' })).not.toBeInTheDocument();
  });

  it('says the partners are still to come when the season has none', () => {
    renderPage({ [SPONSORS_PATH]: { season: 2026, sponsors: [] } });

    expect(screen.getByRole('heading', { name: "This season's partners will be announced soon." })).toBeInTheDocument();
  });

  it('offers the old site’s sponsorship types with Other chosen, and an amount box of step 0.01 from 0', () => {
    renderPage();

    const type = box('Sponsorship Type') as HTMLSelectElement;
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual(sponsorshipTypes.map((value) => [value, sponsorshipTypeLabels[value]]));
    expect(type.value).toBe('other');
    const amount = box('Proposed Amount');
    expect(amount).toHaveAttribute('type', 'number');
    expect(amount).toHaveAttribute('min', '0');
    expect(amount).toHaveAttribute('step', '0.01');
    for (const name of ['Company Name', 'Contact Name', 'Email', 'Sponsorship Type'])
      expect(box(name)).toHaveAttribute('aria-required', 'true');
    for (const name of ['Phone', 'Proposed Amount', 'Message']) expect(box(name)).not.toHaveAttribute('aria-required');
  });

  it('shows the old site’s required-fields message and sends nothing while a required field is blank', async () => {
    const fetchMock = stubFetch();
    const user = renderPage();
    await user.type(box('Company Name'), 'Lemont Lumber Co.');
    await user.type(box('Email'), 'grace@example.com');
    await user.click(submitButton());

    expect(screen.getByRole('alert')).toHaveTextContent(sponsorshipMessages.required);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the rest with the server’s rules before sending', async () => {
    const fetchMock = stubFetch();
    const user = renderPage();
    await fillRequired(user);
    await user.clear(box('Email'));
    await user.type(box('Email'), 'not-an-address');
    await user.click(submitButton());

    // The rules are loaded when the form is sent, so the problem shows a moment later.
    expect(await screen.findByRole('alert')).toHaveTextContent('Email must be a valid email address');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the old site’s body, an empty amount as 0, with an idempotency key, showing Submitting... meanwhile', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubFetch(() => new Promise((resolve) => (answer = resolve)));
    const user = renderPage();
    await fillRequired(user);
    await user.click(submitButton());

    await waitFor(() => expect(submitButton()).toBeDisabled());
    expect(submitButton()).toHaveTextContent('Submitting...');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/public/api/sponsorship-requests');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get(IDEMPOTENCY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(sentBody(fetchMock)).toEqual({
      companyName: 'Lemont Lumber Co.',
      contactName: 'Grace Nowak',
      email: 'grace@example.com',
      phone: '',
      sponsorshipType: 'other',
      amount: 0,
      message: '',
      website: '',
    });
    answer(jsonResponse({ success: true, reference: 'ABC123DEF4' }, 201));
    expect(await screen.findByRole('status')).toHaveTextContent(sponsorshipMessages.success);
  });

  it('on success shows the old site’s thanks, clears the form and resets the type to Other', async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ success: true, reference: 'ABC123DEF4' }, 201));
    const user = renderPage();
    await fillRequired(user);
    await user.type(box('Phone'), '630-555-0177');
    await user.selectOptions(box('Sponsorship Type'), 'season');
    await user.type(box('Proposed Amount'), '1250.50');
    await user.type(box('Message'), 'Season-long banner, please.');
    await user.click(submitButton());

    expect(await screen.findByRole('status')).toHaveTextContent(sponsorshipMessages.success);
    expect(sentBody(fetchMock)).toMatchObject({
      phone: '630-555-0177',
      sponsorshipType: 'season',
      amount: 1250.5,
      message: 'Season-long banner, please.',
    });
    for (const name of ['Company Name', 'Contact Name', 'Email', 'Phone', 'Message']) expect(box(name)).toHaveValue('');
    expect(box('Proposed Amount')).toHaveValue(null);
    expect(box('Sponsorship Type')).toHaveValue('other');
    expect(submitButton()).toBeEnabled();
  });

  it('on a refusal shows the old site’s failure message with the server’s error and keeps the form', async () => {
    stubFetch(async () => jsonResponse({ success: false, error: 'Email must be at most 254 characters.' }, 400));
    const user = renderPage();
    await fillRequired(user);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(sponsorshipMessages.failure('Email must be at most 254 characters.'));
    expect(box('Company Name')).toHaveValue('Lemont Lumber Co.');
  });

  it('falls back to the failure’s own message, then to Unknown error occurred', async () => {
    const fetchMock = stubFetch(
      async () => Promise.reject(new TypeError('Failed to fetch')),
      async () => new Response('Bad gateway', { status: 502 }),
    );
    const user = renderPage();
    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(sponsorshipMessages.failure('Failed to fetch'));

    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(sponsorshipMessages.failure('Unknown error occurred')));
    // A retry of the same filled-in form keeps its idempotency key, so it cannot make a second record.
    const keys = fetchMock.mock.calls.map((call) => new Headers(call[1]?.headers).get(IDEMPOTENCY_HEADER));
    expect(keys[0]).toBe(keys[1]);
  });
});
