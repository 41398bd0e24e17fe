// The footer newsletter form: the old site's fields and boxes, the body it sends to the sign-up
// endpoint (interests from the boxes, the honeypot, an idempotency key, a proof of work paid from
// the first focus), sending, the thanks with the name (form cleared) and the failure messages.

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NEWSLETTER_SUBSCRIPTIONS_PATH,
  newsletterInterestLabels,
  newsletterInterests,
  newsletterMessages,
} from '../../common/newsletter/newsletter';
import { HONEYPOT_FIELD, IDEMPOTENCY_HEADER } from '../../common/requests/visitor-forms';
import { PROOF_OF_WORK_HEADER, PROOF_REFUSED_MESSAGE } from '../../common/requests/form-protocol';
import { fetchProof, TEST_PROOF_HEADER } from './support/proof-of-work';
import { NewsletterForm } from '../../web/src/components/layout/newsletter-form';
import { jsonResponse, stubFetch } from './support/stub-fetch';

const nameBox = () => screen.getByRole('textbox', { name: 'Your name (required)' });
const emailBox = () => screen.getByRole('textbox', { name: 'Your email (required)' });
const sendButton = () => screen.getByRole('button', { name: /Send Message|Sending/ });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(nameBox(), 'Ada');
  await user.type(emailBox(), 'ada@example.com');
}

function sentBody(fetchMock: ReturnType<typeof stubFetch>, call = 0): Record<string, unknown> {
  return JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as Record<string, unknown>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the footer newsletter form', () => {
  it('asks for a name and an email address, both required', () => {
    render(<NewsletterForm />);

    expect(nameBox()).toHaveAttribute('placeholder', 'Your Name *');
    expect(nameBox()).toHaveAttribute('name', 'newsName');
    expect(nameBox()).toBeRequired();
    expect(emailBox()).toHaveAttribute('placeholder', 'Your Email *');
    expect(emailBox()).toHaveAttribute('type', 'email');
    expect(emailBox()).toHaveAttribute('name', 'newsEmail');
    expect(emailBox()).toBeRequired();
  });

  it('offers the three topics as unticked checkboxes in the old site’s order, and a Send Message button', () => {
    render(<NewsletterForm />);
    const topics = screen.getByRole('group', { name: 'News about' });

    const boxes = within(topics).getAllByRole('checkbox');
    expect(boxes.map((box) => box.parentElement?.textContent)).toEqual(['Corporation', 'Fossils', 'Rugby Club']);
    expect(boxes.map((box) => box.getAttribute('value'))).toEqual([...newsletterInterests]);
    for (const box of boxes) expect(box).not.toBeChecked();
    expect(sendButton()).toHaveAttribute('type', 'submit');
  });

  it('has the hidden honeypot field once loaded', async () => {
    const { container } = render(<NewsletterForm />);

    await waitFor(() => expect(container.querySelector(`input[name="${HONEYPOT_FIELD}"]`)).not.toBeNull());
    expect(container.querySelector(`input[name="${HONEYPOT_FIELD}"]`)).toHaveAttribute('tabindex', '-1');
  });

  it('signs up with the name, email, ticked interests and honeypot; thanks by name and clears the form', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await fillIn(user);
    await user.click(screen.getByRole('checkbox', { name: newsletterInterestLabels.rugbyClub }));
    await user.click(screen.getByRole('checkbox', { name: newsletterInterestLabels.corporation }));

    await user.click(sendButton());

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveTextContent('Sending...');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(NEWSLETTER_SUBSCRIPTIONS_PATH);
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers[IDEMPOTENCY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    expect(sentBody(fetchMock)).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      interests: ['corporation', 'rugbyClub'],
      [HONEYPOT_FIELD]: '',
    });

    answer(jsonResponse({ status: 'pending-confirmation' }, 202));
    expect(await screen.findByText(newsletterMessages.subscribed('Ada'))).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(newsletterMessages.subscribed('Ada'));
    expect(nameBox()).toHaveValue('');
    expect(emailBox()).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: newsletterInterestLabels.corporation })).not.toBeChecked();
    expect(sendButton()).toBeEnabled();
  });

  it('shows the server’s error, keeps what was typed, and retries with the same key', async () => {
    const fetchMock = stubFetch(
      async () => jsonResponse({ error: 'Email must be a valid email address, like name@example.com.' }, 400),
      async () => jsonResponse({ status: 'pending-confirmation' }, 202),
    );
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await fillIn(user);
    await user.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      newsletterMessages.failure('Email must be a valid email address, like name@example.com.'),
    );
    expect(emailBox()).toHaveValue('ada@example.com');

    await user.click(sendButton());
    await screen.findByText(newsletterMessages.subscribed('Ada'));
    const keyOf = (call: number) => (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string> | undefined)?.[IDEMPOTENCY_HEADER];
    expect(keyOf(1)).toBe(keyOf(0));
  });

  it('pays its proof of work from the first focus, not on the page alone, and sends it', async () => {
    fetchProof.mockClear();
    const fetchMock = stubFetch(async () => jsonResponse({ status: 'pending-confirmation' }, 202));
    const user = userEvent.setup();
    render(<NewsletterForm />);
    expect(fetchProof).not.toHaveBeenCalled();

    await user.click(nameBox());
    await waitFor(() => expect(fetchProof).toHaveBeenCalledTimes(1));
    await fillIn(user);
    await user.click(sendButton());

    await screen.findByText(newsletterMessages.subscribed('Ada'));
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string> | undefined;
    expect(headers?.[PROOF_OF_WORK_HEADER]).toBe(TEST_PROOF_HEADER);
    expect(fetchProof).toHaveBeenCalledTimes(1);
  });

  it('pays a fresh proof and sends once more when the server no longer takes the first', async () => {
    fetchProof.mockClear();
    const fetchMock = stubFetch(
      async () => jsonResponse({ error: PROOF_REFUSED_MESSAGE }, 403),
      async () => jsonResponse({ status: 'pending-confirmation' }, 202),
    );
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await fillIn(user);
    await user.click(sendButton());

    await screen.findByText(newsletterMessages.subscribed('Ada'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchProof).toHaveBeenCalledTimes(2);
  });

  it('says so when the server cannot be reached', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await fillIn(user);
    await user.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(newsletterMessages.failure(newsletterMessages.noAnswer));
  });

  it('sends nothing while a required field is empty', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await user.type(emailBox(), 'ada@example.com');
    await user.click(sendButton());

    expect(fetchMock).not.toHaveBeenCalled();
    expect(nameBox()).toBeInvalid();
  });
});
