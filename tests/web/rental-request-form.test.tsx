// The /rental-request page in jsdom, with fetch stubbed: the checks before sending and their exact
// messages, the quote as the space, add-ons, people, times and a series change (and when the prices
// cannot load), the hire terms' tick box, the address prefill, the body sent, and what success,
// failure and sending look like.

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clubDay } from '../../common/club-time';
import { RENTAL_MODEL_PATH, type RentalModelAnswer } from '../../common/rental/rental-model';
import { parseClubDateTime, RENTAL_FACILITY_NAME, rentalMessages } from '../../common/rental/rental-rules';
import { seriesMessages } from '../../common/rental/rental-series';
import { RENTAL_TERMS_PAGE } from '../../common/rental/rental-terms';
import { IDEMPOTENCY_HEADER } from '../../common/requests/visitor-forms';
import RentalRequestPage from '../../web/src/features/rental-request/rental-request-page';
import { jsonResponse, renderRoute } from './support/news-fixtures';

const DAY = 86_400_000;
/** A club day a month ahead: far enough for every rule, near enough to be allowed. */
const day = clubDay(Date.now() + 30 * DAY);

const space = (id: string, name: string, kind: string, hourlyCents: number, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  kind,
  description: '',
  capacity: 120,
  hourlyCents,
  dailyCents: 80_000,
  minHours: 3,
  maxHours: 48,
  setupMinutes: 0,
  cleanupMinutes: 0,
  advanceDays: 365,
  overlaps: [],
  closedOnMatchDays: false,
  damageDepositCents: 0,
  insuranceRequired: false,
  retired: false,
  ...extra,
});

const modelAnswer = {
  model: {
    version: 7,
    updatedAt: 1,
    spaces: [
      space('banquet-hall', 'Banquet hall', 'indoor', 10_000, { damageDepositCents: 25_000, description: 'Tables for 120.' }),
      space('main-pitch', 'Main pitch', 'field', 7_500, { capacity: 500 }),
      space('old-barn', 'Old barn', 'indoor', 1_000, { retired: true }),
    ],
    addOns: [
      {
        id: 'bar-service',
        name: 'Bar service',
        description: 'A bartender.',
        pricing: 'per-hour',
        amount: 4_000,
        spaceIds: ['banquet-hall'],
        retired: false,
      },
      {
        id: 'member-discount',
        name: "Member's discount",
        description: '',
        pricing: 'percent-off',
        amount: 1_000,
        spaceIds: ['banquet-hall', 'main-pitch'],
        retired: false,
      },
    ],
    policy: {
      defaultSpaceId: 'banquet-hall',
      depositBasisPoints: 2_500,
      taxBasisPoints: 0,
      balanceDueDays: 14,
      balanceReminderDays: 7,
      holdDays: 7,
      cancellation: [{ daysBefore: 30, refundBasisPoints: 10_000 }],
    },
  },
  terms: { version: 3, publishedAt: Date.UTC(2026, 2, 3, 18), html: '<h2>Deposit</h2><p>Due on approval.</p>' },
} as unknown as RentalModelAnswer;

interface Call {
  readonly url: string;
  readonly init: RequestInit | undefined;
}

type Answer = () => Promise<Response>;

/** fetch answering the model GET and the request POST each with its own answer. */
function stubApi(model: Answer, post: Answer = async () => jsonResponse({ reference: 'ABCDEFGHJK' }, 201)) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    return url.includes(RENTAL_MODEL_PATH) ? model() : post();
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    posts: () => calls.filter((call) => call.init?.method === 'POST'),
    modelLoads: () => calls.filter((call) => call.url.includes(RENTAL_MODEL_PATH)).length,
  };
}

const modelLoads: Answer = async () => jsonResponse(modelAnswer);

function renderPage(search = '') {
  return renderRoute(`/rental-request${search}`, '/rental-request', <RentalRequestPage />);
}

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()/&]/g, '\\$&')}`)) as HTMLInputElement;
const spaceSelect = () => screen.findByRole('combobox', { name: 'Space' }) as Promise<HTMLSelectElement>;
const termsBox = () => screen.getByRole('checkbox', { name: /hire terms/ });

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
const total = () => screen.getByTestId('quote-total').textContent;
const quoteLines = () =>
  within(screen.getByRole('region', { name: 'Your quote' }))
    .getAllByRole('definition')
    .map((amount) => amount.textContent);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the rental request page', () => {
  it('has the banner, its sections with their fields, the calendar link and the rental sidebar', async () => {
    stubApi(modelLoads);
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Book Our Facility' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Rental Request')).toBeInTheDocument();
    await spaceSelect();
    const form = screen.getByRole('form', { name: 'Rental request' });
    const sections = within(form)
      .getAllByRole('group')
      .filter((group) => group.tagName === 'FIELDSET')
      .map((group) => group.querySelector('legend')?.textContent);
    expect(sections).toEqual([
      'Contact Information',
      'Event Details',
      'Space and Extras',
      'Add-ons',
      'Date & Time',
      'Additional Information',
    ]);
    for (const label of [
      'Full Name',
      'Email Address',
      'Phone Number',
      'Organization/Company',
      'Event Title',
      'Event Description',
      'Start Date & Time',
      'End Date & Time',
      'Repeats',
      'Expected Attendance',
      'Equipment Needed',
      'Special Requirements',
    ]) {
      expect(input(label)).toBeInTheDocument();
    }
    expect(input('Email Address')).toHaveAttribute('type', 'email');
    expect(input('Start Date & Time')).toHaveAttribute('type', 'datetime-local');
    expect(input('Expected Attendance')).toHaveAttribute('max', '120');
    expect(input('Full Name')).toBeRequired();
    expect(screen.getByRole('link', { name: /see which days are free/i })).toHaveAttribute('href', '/rental-calendar');
    expect(screen.getByRole('complementary', { name: 'Clubhouse rental' })).toBeInTheDocument();
  });

  it('offers the spaces not retired, the default one chosen, each with its facts, and its add-ons with their prices', async () => {
    stubApi(modelLoads);
    renderPage();

    const select = await spaceSelect();
    expect([...select.options].map((option) => option.textContent)).toEqual(['Banquet hall', 'Main pitch']);
    expect(select.value).toBe('banquet-hall');
    expect(
      screen.getByText(/Up to 120 people · \$100\.00 an hour or \$800\.00 a day · 3 hours to 2 days\. Tables for 120\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Bar service \$40\.00 per hour/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Member's discount 10% off/ })).toBeInTheDocument();

    fireEvent.change(select, { target: { value: 'main-pitch' } });

    expect(screen.queryByRole('checkbox', { name: /Bar service/ })).toBeNull();
  });
});

describe('the quote', () => {
  it('says the prices are loading, then shows each line and the total, following the add-ons, the space and the times', async () => {
    let answerModel: (response: Response) => void = () => undefined;
    stubApi(() => new Promise<Response>((resolve) => (answerModel = resolve)));
    renderPage(`?start=${day}T17:00&end=${day}T22:00`);

    expect(screen.getByText('Loading the prices…')).toBeInTheDocument();
    await act(async () => answerModel(jsonResponse(modelAnswer)));

    // 5 hours of the hall at $100, and its $250 refundable damage deposit.
    await waitFor(() => expect(total()).toBe('$750.00'));
    expect(quoteLines()).toEqual(['$500.00', '$250.00', '$750.00']);
    expect(
      screen.getByText(/Deposit due on approval: \$125\.00 \(25% of the charges\), to hold the date for 7 days\./),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('checkbox', { name: /Bar service/ }));
    expect(total()).toBe('$950.00');
    fireEvent.click(screen.getByRole('checkbox', { name: /Member's discount/ }));
    // 10% off the $700 of hall and bar.
    expect(quoteLines()).toEqual(['$500.00', '$200.00', '−$70.00', '$250.00', '$880.00']);

    fireEvent.change(await spaceSelect(), { target: { value: 'main-pitch' } });
    // The pitch has no bar: 5 hours at $75, 10% off, no damage deposit.
    expect(quoteLines()).toEqual(['$375.00', '−$37.50', '$337.50']);

    const nextDay = clubDay(Date.now() + 31 * DAY);
    fill({ 'End Date & Time': `${nextDay}T18:00` });
    // 25 hours: two days at the daily rate.
    expect(quoteLines()[0]).toBe('$1600.00');
  });

  it('multiplies by the dates of a weekly series, and says which they are', async () => {
    stubApi(modelLoads);
    renderPage(`?start=${day}T17:00&end=${day}T22:00`);
    await spaceSelect();

    fireEvent.change(input('Repeats'), { target: { value: 'weekly' } });
    fill({ 'Number of dates': '4' });

    expect(screen.getByTestId('series-dates')).toHaveTextContent(/^4 dates, from /);
    expect(total()).toBe(`$${4 * 500 + 250}.00`);
  });

  it('says when the prices could not load, and the form still sends the old body', async () => {
    const api = stubApi(async () => jsonResponse({ error: 'Service unavailable' }, 503));
    renderPage();

    await screen.findByText(/The prices could not load/);
    expect(screen.queryByRole('combobox', { name: 'Space' })).toBeNull();
    fill(required);
    await submit();

    await screen.findByText(rentalMessages.success);
    const body = JSON.parse(String(api.posts()[0]?.init?.body));
    expect(body.spaceId).toBeUndefined();
    expect(body.termsVersion).toBeUndefined();
  });
});

describe('prefill from the address', () => {
  it('takes the start and end the /rental page sends', async () => {
    stubApi(modelLoads);
    renderPage(`?start=${day}T18:30&end=${day}T23:00`);

    expect(input('Start Date & Time').value).toBe(`${day}T18:30`);
    expect(input('End Date & Time').value).toBe(`${day}T23:00`);
    await spaceSelect();
  });

  it('fills a day picked on the calendar with an evening the visitor can change, and a space named', async () => {
    stubApi(modelLoads);
    renderPage(`?date=${day}&space=main-pitch`);

    expect(input('Start Date & Time').value).toBe(`${day}T18:00`);
    expect(input('End Date & Time').value).toBe(`${day}T22:00`);
    expect((await spaceSelect()).value).toBe('main-pitch');
  });

  it.each([['?date=2026-02-30'], ['?date=soon'], ['?start=2026-13-01T10:00&end=tomorrow'], ['?start=<script>']])(
    'ignores what is not a date: %s',
    async (search) => {
      stubApi(modelLoads);
      renderPage(search);

      expect(input('Start Date & Time').value).toBe('');
      expect(input('End Date & Time').value).toBe('');
      await spaceSelect();
    },
  );
});

describe('the checks before sending', () => {
  it.each(Object.keys(required))('asks for every required field when %s is blank, and sends nothing', async (blank) => {
    const api = stubApi(modelLoads);
    renderPage();
    await spaceSelect();
    fill({ ...required, [blank]: '' });
    await submit();

    expect(screen.getByRole('alert')).toHaveTextContent(rentalMessages.required);
    expect(input(blank)).toHaveAttribute('aria-invalid', 'true');
    expect(api.posts()).toEqual([]);
  });

  it('refuses an end that is not after the start', async () => {
    const api = stubApi(modelLoads);
    renderPage();
    await spaceSelect();
    fill({ ...required, 'End Date & Time': `${day}T16:00` });
    await submit();

    expect(screen.getByRole('alert')).toHaveTextContent(rentalMessages.endBeforeStart);
    expect(api.posts()).toEqual([]);
  });

  it("enforces the space's minimum and maximum length and its capacity", async () => {
    const api = stubApi(modelLoads);
    renderPage();
    await spaceSelect();

    fill({ ...required, 'End Date & Time': `${day}T19:00` });
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(rentalMessages.tooShort(3));

    fill({ 'End Date & Time': `${clubDay(Date.now() + 33 * DAY)}T17:00` });
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(rentalMessages.tooLong(2));

    fill({ 'End Date & Time': `${day}T22:00`, 'Expected Attendance': '121' });
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(rentalMessages.overCapacity('the banquet hall', 120));
    expect(api.posts()).toEqual([]);
  });

  it('refuses a start in the past', async () => {
    const api = stubApi(modelLoads);
    renderPage();
    await spaceSelect();
    const yesterday = clubDay(Date.now() - DAY);
    fill({ ...required, 'Start Date & Time': `${yesterday}T10:00`, 'End Date & Time': `${yesterday}T15:00` });
    await submit();

    expect(screen.getByRole('alert')).toHaveTextContent(rentalMessages.startInPast);
    expect(api.posts()).toEqual([]);
  });

  it('asks for a series’ number of dates or its last day', async () => {
    const api = stubApi(modelLoads);
    renderPage();
    await spaceSelect();
    fill(required);
    fireEvent.change(input('Repeats'), { target: { value: 'monthly' } });
    await submit();

    expect(screen.getByRole('alert')).toHaveTextContent(seriesMessages.countOrUntil);
    expect(api.posts()).toEqual([]);
  });

  it('asks for the tick that accepts the hire terms, which names their version and links them', async () => {
    const api = stubApi(modelLoads);
    renderPage();
    await spaceSelect();
    fill(required);
    await submit();

    expect(screen.getByRole('alert')).toHaveTextContent(rentalMessages.termsRequired);
    expect(api.posts()).toEqual([]);
    expect(termsBox()).toHaveAccessibleName(/version 3, published March 3, 2026/);
    expect(screen.getByRole('link', { name: /Read the hire terms/ })).toHaveAttribute('href', RENTAL_TERMS_PAGE);
    // Or read in place, as published.
    expect(screen.getByText('Or read them here').closest('details')).toHaveTextContent('Due on approval.');
  });
});

describe('sending', () => {
  it("sends the old site's fields with the space, the add-ons and the terms' version, with the idempotency key, and clears the form", async () => {
    const api = stubApi(modelLoads);
    renderPage();
    await spaceSelect();
    fill({
      ...required,
      'Full Name': '  Mary Kowalski ',
      'Organization/Company': 'Kowalski Family',
      'Event Description': 'Dinner and dancing',
      'Expected Attendance': '110',
      'Equipment Needed': 'Projector',
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /Bar service/ }));
    fireEvent.click(termsBox());
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
      spaceId: 'banquet-hall',
      addOnIds: ['bar-service'],
      termsVersion: 3,
      website: '',
    });
    expect(screen.getByText(rentalMessages.success)).toHaveClass('form-alert--success');
    for (const label of [...Object.keys(required), 'Organization/Company', 'Expected Attendance', 'Equipment Needed']) {
      expect(input(label).value).toBe('');
    }
    expect(termsBox()).not.toBeChecked();
  });

  it('sends a weekly series by its number of dates', async () => {
    const api = stubApi(modelLoads);
    renderPage();
    await spaceSelect();
    fill(required);
    fireEvent.change(input('Repeats'), { target: { value: 'weekly' } });
    fill({ 'Number of dates': '6' });
    fireEvent.click(termsBox());
    await submit();

    await screen.findByText(rentalMessages.success);
    expect(JSON.parse(String(api.posts()[0]?.init?.body))).toMatchObject({ series: { frequency: 'weekly', count: 6 } });
  });

  it('loads the terms again when the server says they changed, and asks for the tick again', async () => {
    const api = stubApi(modelLoads, async () => jsonResponse({ error: rentalMessages.termsChanged }, 409));
    renderPage();
    await spaceSelect();
    fill(required);
    fireEvent.click(termsBox());
    await submit();

    await screen.findByText(rentalMessages.failure(rentalMessages.termsChanged));
    await waitFor(() => expect(api.modelLoads()).toBe(2));
    await waitFor(() => expect(termsBox()).not.toBeChecked());
  });

  it('shows "Submitting Request..." on a disabled button while sending', async () => {
    let answerPost: (response: Response) => void = () => undefined;
    stubApi(modelLoads, () => new Promise<Response>((resolve) => (answerPost = resolve)));
    renderPage();
    await spaceSelect();
    fill(required);
    fireEvent.click(termsBox());
    await submit();

    const button = screen.getByRole('button', { name: 'Submitting Request...' });
    expect(button).toBeDisabled();

    await act(async () => answerPost(jsonResponse({ reference: 'ABCDEFGHJK' }, 201)));
    expect(screen.getByRole('button', { name: 'Submit Rental Request' })).toBeEnabled();
  });

  it('shows the server’s error in the failure message and keeps the form, a taken slot included', async () => {
    stubApi(modelLoads, async () => jsonResponse({ error: rentalMessages.slotTaken }, 409));
    renderPage();
    await spaceSelect();
    fill(required);
    fireEvent.click(termsBox());
    await submit();

    const alert = await screen.findByText(rentalMessages.failure(rentalMessages.slotTaken));
    expect(alert).toHaveClass('form-alert--error');
    expect(input('Full Name').value).toBe('Mary Kowalski');
  });

  it('shows the network error’s message when no answer came, and "Unknown error occurred" when the answer said nothing', async () => {
    stubApi(modelLoads, async () => {
      throw new TypeError('Failed to fetch');
    });
    renderPage();
    await spaceSelect();
    fill(required);
    fireEvent.click(termsBox());
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
