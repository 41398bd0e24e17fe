// The /rental-request page in jsdom, with fetch stubbed: the checks before sending and their exact
// messages, the Estimated Total before and after the prices load (and when they fail), the
// address prefill, the body sent, and what success, failure and sending look like.

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clubDay } from '../../common/club-time';
import { FINAL_PRICING_NOTE, parseClubDateTime, RENTAL_FACILITY_NAME, rentalMessages } from '../../common/rental-rules';
import { IDEMPOTENCY_HEADER } from '../../common/visitor-forms';
import RentalRequestPage from '../../web/src/features/rental-request/rental-request-page';
import { jsonResponse, renderRoute } from './support/news-fixtures';

const DAY = 86_400_000;
/** A club day a month ahead: far enough for every rule, near enough to be allowed. */
const day = clubDay(Date.now() + 30 * DAY);
const configured = [
  { key: 'hourly_rate', value: '100' },
  { key: 'daily_rate', value: '800' },
  { key: 'security_deposit_percentage', value: '0.25' },
  { key: 'minimum_rental_hours', value: '3' },
  { key: 'maximum_rental_days', value: '2' },
];

interface Call {
  readonly url: string;
  readonly init: RequestInit | undefined;
}

type Answer = () => Promise<Response>;

/** fetch answering the config GET and the request POST each with its own answer. */
function stubApi(config: Answer, post: Answer = async () => jsonResponse({ reference: 'ABCDEFGHJK' }, 201)) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    return url.includes('/public/api/rental-config') ? config() : post();
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    posts: () => calls.filter((call) => call.init?.method === 'POST'),
  };
}

const configLoads: Answer = async () => jsonResponse(configured);

function renderPage(search = '') {
  return renderRoute(`/rental-request${search}`, '/rental-request', <RentalRequestPage />);
}

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()/&]/g, '\\$&')}`)) as HTMLInputElement;

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(input(label), { target: { value } });
}

const required = {
  'Full Name': 'Mary Kowalski',
  'Email Address': 'mary@example.com',
  'Phone Number': '(630) 555-0142',
  'Event Title': 'Wedding reception',
  'Start Date & Time': `${day}T17:00`,
  'End Date & Time': `${day}T22:00`,
};

const submit = () => userEvent.setup().click(screen.getByRole('button', { name: /Submit Rental Request|Submitting Request/ }));
const estimate = (part: 'cost' | 'deposit' | 'total') => screen.getByTestId(`estimate-${part}`).textContent;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the rental request page', () => {
  it('has the banner, the four sections with their fields, the calendar link and the rental sidebar', async () => {
    stubApi(configLoads);
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Book Our Facility' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Rental Request')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Rental request' });
    const sections = within(form)
      .getAllByRole('group')
      .map((group) => group.querySelector('legend')?.textContent);
    expect(sections).toEqual(['Contact Information', 'Event Details', 'Date & Time', 'Additional Information']);
    for (const label of [
      'Full Name',
      'Email Address',
      'Phone Number',
      'Organization/Company',
      'Event Title',
      'Event Description',
      'Start Date & Time',
      'End Date & Time',
      'Expected Attendance',
      'Equipment Needed',
      'Special Requirements',
    ]) {
      expect(input(label)).toBeInTheDocument();
    }
    expect(input('Email Address')).toHaveAttribute('type', 'email');
    expect(input('Start Date & Time')).toHaveAttribute('type', 'datetime-local');
    expect(input('Expected Attendance')).toHaveAttribute('min', '1');
    expect(input('Full Name')).toBeRequired();
    expect(screen.getByRole('link', { name: /see which days are free/i })).toHaveAttribute('href', '/rental-calendar');
    expect(screen.getByRole('complementary', { name: 'Clubhouse rental' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('$100/hour or $800/day + 25% security deposit')).toBeInTheDocument());
  });
});

describe('the Estimated Total', () => {
  it('shows 0 with the default prices until the configuration loads, then the configured estimate', async () => {
    let answerConfig: (response: Response) => void = () => undefined;
    stubApi(() => new Promise<Response>((resolve) => (answerConfig = resolve)));
    renderPage(`?start=${day}T17:00&end=${day}T22:00`);

    expect(estimate('total')).toBe('$0.00');
    expect(screen.getByText('$50/hour or $300/day + 10% security deposit')).toBeInTheDocument();
    expect(screen.getByText(FINAL_PRICING_NOTE)).toBeInTheDocument();

    await act(async () => answerConfig(jsonResponse(configured)));

    // 5 hours at $100, and a 25% deposit.
    await waitFor(() => expect(estimate('total')).toBe('$625.00'));
    expect(estimate('cost')).toBe('$500.00');
    expect(estimate('deposit')).toBe('$125.00');
    expect(screen.getByText('$100/hour or $800/day + 25% security deposit')).toBeInTheDocument();
  });

  it('charges by the day from 24 hours, and follows the times as they change', async () => {
    stubApi(configLoads);
    renderPage();
    await screen.findByText('$100/hour or $800/day + 25% security deposit');

    fill({ 'Start Date & Time': `${day}T10:00`, 'End Date & Time': `${day}T12:30` });
    expect(estimate('total')).toBe('$375.00');

    const nextDay = clubDay(Date.now() + 31 * DAY);
    fill({ 'End Date & Time': `${nextDay}T11:00` });
    expect(estimate('cost')).toBe('$1600.00');
    expect(estimate('total')).toBe('$2000.00');

    fill({ 'End Date & Time': `${day}T09:00` });
    expect(estimate('total')).toBe('$0.00');
  });

  it('keeps the default prices when the configuration fails, says so only on the console, and estimates with them', async () => {
    stubApi(async () => jsonResponse({ error: 'Service unavailable' }, 503));
    renderPage(`?start=${day}T17:00&end=${day}T22:00`);

    // 5 hours at the default $50, and the default 10% deposit.
    await waitFor(() => expect(estimate('total')).toBe('$275.00'));
    expect(console.error).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Service unavailable/)).toBeNull();
    expect(screen.getByText('$50/hour or $300/day + 10% security deposit')).toBeInTheDocument();
  });
});

describe('prefill from the address', () => {
  it('takes the start and end the /rental page sends', async () => {
    stubApi(configLoads);
    renderPage(`?start=${day}T18:30&end=${day}T23:00`);

    expect(input('Start Date & Time').value).toBe(`${day}T18:30`);
    expect(input('End Date & Time').value).toBe(`${day}T23:00`);
    await screen.findByText('$100/hour or $800/day + 25% security deposit');
  });

  it('fills a day picked on the calendar with an evening the visitor can change', async () => {
    stubApi(configLoads);
    renderPage(`?date=${day}`);

    expect(input('Start Date & Time').value).toBe(`${day}T18:00`);
    expect(input('End Date & Time').value).toBe(`${day}T22:00`);
    await screen.findByText('$100/hour or $800/day + 25% security deposit');
  });

  it.each([['?date=2026-02-30'], ['?date=soon'], ['?start=2026-13-01T10:00&end=tomorrow'], ['?start=<script>']])(
    'ignores what is not a date: %s',
    async (search) => {
      stubApi(configLoads);
      renderPage(search);

      expect(input('Start Date & Time').value).toBe('');
      expect(input('End Date & Time').value).toBe('');
      await screen.findByText('$100/hour or $800/day + 25% security deposit');
    },
  );
});

describe('the checks before sending', () => {
  it.each(Object.keys(required))('asks for every required field when %s is blank, and sends nothing', async (blank) => {
    const api = stubApi(configLoads);
    renderPage();
    fill({ ...required, [blank]: '' });
    await submit();

    expect(screen.getByRole('alert')).toHaveTextContent(rentalMessages.required);
    expect(input(blank)).toHaveAttribute('aria-invalid', 'true');
    expect(api.posts()).toEqual([]);
  });

  it('refuses an end that is not after the start', async () => {
    const api = stubApi(configLoads);
    renderPage();
    fill({ ...required, 'End Date & Time': `${day}T16:00` });
    await submit();

    expect(screen.getByRole('alert')).toHaveTextContent(rentalMessages.endBeforeStart);
    expect(api.posts()).toEqual([]);
  });

  it('enforces the configured minimum hours and maximum days', async () => {
    const api = stubApi(configLoads);
    renderPage();
    await screen.findByText('$100/hour or $800/day + 25% security deposit');

    fill({ ...required, 'End Date & Time': `${day}T19:00` });
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(rentalMessages.tooShort(3));

    fill({ 'End Date & Time': `${clubDay(Date.now() + 33 * DAY)}T17:00` });
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(rentalMessages.tooLong(2));
    expect(api.posts()).toEqual([]);
  });

  it('refuses a start in the past', async () => {
    const api = stubApi(configLoads);
    renderPage();
    const yesterday = clubDay(Date.now() - DAY);
    fill({ ...required, 'Start Date & Time': `${yesterday}T10:00`, 'End Date & Time': `${yesterday}T15:00` });
    await submit();

    expect(screen.getByRole('alert')).toHaveTextContent(rentalMessages.startInPast);
    expect(api.posts()).toEqual([]);
  });
});

describe('sending', () => {
  it('sends exactly the old site’s body, with the idempotency key, and clears the form on success', async () => {
    const api = stubApi(configLoads);
    renderPage();
    fill({
      ...required,
      'Full Name': '  Mary Kowalski ',
      'Organization/Company': 'Kowalski Family',
      'Event Description': 'Dinner and dancing',
      'Expected Attendance': '110',
      'Equipment Needed': 'Projector',
    });
    await submit();

    await screen.findByText(rentalMessages.success);
    const [sent] = api.posts();
    expect(sent?.url).toBe('/public/api/rental-requests');
    expect(new Headers(sent?.init?.headers).get(IDEMPOTENCY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(sent?.init?.body))).toEqual({
      email: 'mary@example.com',
      name: 'Mary Kowalski',
      phone: '(630) 555-0142',
      start: parseClubDateTime(`${day}T17:00`),
      end: parseClubDateTime(`${day}T22:00`),
      eventTitle: 'Wedding reception',
      eventDescription: 'Dinner and dancing',
      facilityName: RENTAL_FACILITY_NAME,
      organizationName: 'Kowalski Family',
      expectedAttendees: 110,
      additionalNotes: 'Special Requirements: None\nEquipment Needed: Projector',
      website: '',
    });
    expect(screen.getByText(rentalMessages.success)).toHaveClass('form-alert--success');
    for (const label of [...Object.keys(required), 'Organization/Company', 'Expected Attendance', 'Equipment Needed']) {
      expect(input(label).value).toBe('');
    }
  });

  it('sends blank optional fields as the old site says: empty texts and 0 attendees', async () => {
    const api = stubApi(configLoads);
    renderPage();
    fill(required);
    await submit();

    await screen.findByText(rentalMessages.success);
    expect(JSON.parse(String(api.posts()[0]?.init?.body))).toMatchObject({
      eventDescription: '',
      organizationName: '',
      expectedAttendees: 0,
      additionalNotes: '',
    });
  });

  it('shows "Submitting Request..." on a disabled button while sending', async () => {
    let answerPost: (response: Response) => void = () => undefined;
    stubApi(configLoads, () => new Promise<Response>((resolve) => (answerPost = resolve)));
    renderPage();
    fill(required);
    await submit();

    const button = screen.getByRole('button', { name: 'Submitting Request...' });
    expect(button).toBeDisabled();

    await act(async () => answerPost(jsonResponse({ reference: 'ABCDEFGHJK' }, 201)));
    expect(screen.getByRole('button', { name: 'Submit Rental Request' })).toBeEnabled();
  });

  it('shows the server’s error in the failure message and keeps the form, a taken slot included', async () => {
    stubApi(configLoads, async () => jsonResponse({ error: rentalMessages.slotTaken }, 409));
    renderPage();
    fill(required);
    await submit();

    const alert = await screen.findByText(rentalMessages.failure(rentalMessages.slotTaken));
    expect(alert).toHaveClass('form-alert--error');
    expect(input('Full Name').value).toBe('Mary Kowalski');
  });

  it('shows the network error’s message when no answer came, and "Unknown error occurred" when the answer said nothing', async () => {
    stubApi(configLoads, async () => {
      throw new TypeError('Failed to fetch');
    });
    renderPage();
    fill(required);
    await submit();
    await screen.findByText(rentalMessages.failure('Failed to fetch'));

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad Gateway', { status: 502 })),
    );
    await submit();
    await screen.findByText(rentalMessages.failure('Unknown error occurred'));
  });
});
