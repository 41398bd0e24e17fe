// The /contact page: banner and the club's details, the form 'Contact the Blaze Below' with every
// field wired (the message box included) and the three boxes, the body it sends (isCorp and
// topics from the boxes), the checks it shares with the server, sending, success (cleared) and
// the failure messages.

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterAt } from './support/router-at';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES_PATH, contactMessages, contactTopicLabels, contactTopics } from '../../common/requests/contact-message';
import { HONEYPOT_FIELD, IDEMPOTENCY_HEADER } from '../../common/requests/visitor-forms';
import { CLUB, formatAddress } from '../../common/club/club';
import ContactPage from '../../web/src/features/contact/contact-page';
import { jsonResponse, stubFetch } from './support/stub-fetch';

function renderPage() {
  render(
    <RouterAt path="/contact">
      <ContactPage />
    </RouterAt>,
  );
  return userEvent.setup();
}

const form = () => screen.getByRole('form', { name: 'Contact the Blaze Below' });
const field = (label: string) => within(form()).getByLabelText(new RegExp(`^${label}`));
const sendButton = () => within(form()).getByRole('button', { name: /Send our Message|Sending/ });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Name'), 'Tomasz Nowak');
  await user.type(field('Email'), 'tomasz@example.com');
  await user.type(field('Mobile Number'), '630-555-0199');
  await user.type(field('Subject'), 'Reunion');
  await user.type(field('Message'), 'Hello,\nare the Fossils playing on Saturday?');
}

function sentBody(fetchMock: ReturnType<typeof stubFetch>, call = 0): Record<string, unknown> {
  return JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as Record<string, unknown>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the contact page', () => {
  it('has the CONTACT US banner, the club’s address, phone and email, and the form', () => {
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'CONTACT US' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Contact');
    expect(screen.getByText(formatAddress())).toBeInTheDocument();
    expect(screen.getByRole('link', { name: (name) => name.includes(CLUB.phone) })).toHaveAttribute('href', CLUB.phoneHref);
    expect(screen.getByRole('link', { name: (name) => name.includes(CLUB.email) })).toHaveAttribute('href', `mailto:${CLUB.email}`);
    expect(within(form()).getByRole('heading', { level: 2, name: 'Contact the Blaze Below' })).toBeInTheDocument();
  });

  it('labels every field, with the old site’s placeholders, and offers the three boxes unticked', () => {
    renderPage();

    expect(field('Name')).toHaveAttribute('placeholder', 'Your Name *');
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Mobile Number')).toHaveAttribute('type', 'tel');
    expect(field('Subject')).toHaveAttribute('placeholder', 'Your Subject *');
    expect(field('Message').tagName).toBe('TEXTAREA');
    const boxes = within(screen.getByRole('group', { name: 'Your message is for' })).getAllByRole('checkbox');
    expect(boxes.map((box) => box.parentElement?.textContent)).toEqual(contactTopics.map((topic) => contactTopicLabels[topic]));
    for (const box of boxes) expect(box).not.toBeChecked();
  });

  it('sends every field, the ticked boxes as topics and isCorp, with an idempotency key; then thanks and clears the form', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = renderPage();
    await fillIn(user);
    await user.click(screen.getByRole('checkbox', { name: 'Fossils' }));
    await user.click(screen.getByRole('checkbox', { name: 'Corporation' }));

    await user.click(sendButton());

    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveTextContent('Sending...');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(CONTACT_MESSAGES_PATH);
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers[IDEMPOTENCY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    expect(sentBody(fetchMock)).toEqual({
      name: 'Tomasz Nowak',
      email: 'tomasz@example.com',
      number: '630-555-0199',
      subject: 'Reunion',
      message: 'Hello,\nare the Fossils playing on Saturday?',
      isCorp: true,
      topics: ['corporation', 'fossils'],
      [HONEYPOT_FIELD]: '',
    });

    answer(jsonResponse({ reference: 'ABCDEFGHJK' }, 201));
    expect(await screen.findByText(contactMessages.success)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(contactMessages.success);
    expect(field('Name')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Corporation' })).not.toBeChecked();
    expect(sendButton()).toBeEnabled();
  });

  it('sends isCorp false when the Corporation box is not ticked', async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ reference: 'ABCDEFGHJK' }, 201));
    const user = renderPage();
    await fillIn(user);
    await user.click(screen.getByRole('checkbox', { name: 'Rugby Club' }));
    await user.click(sendButton());

    await screen.findByText(contactMessages.success);
    expect(sentBody(fetchMock)).toMatchObject({ isCorp: false, topics: ['rugbyClub'] });
  });

  it.each([
    ['Name', 'Name is required.'],
    ['Subject', 'Subject is required.'],
    ['Message', 'Message is required.'],
  ])('says %s is missing without sending anything', async (label, message) => {
    const fetchMock = stubFetch();
    const user = renderPage();
    await fillIn(user);
    await user.clear(field(label));
    await user.click(sendButton());

    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says an email address is not one without sending anything', async () => {
    const fetchMock = stubFetch();
    const user = renderPage();
    await fillIn(user);
    await user.clear(field('Email'));
    await user.type(field('Email'), 'tomasz-at-example');
    await user.click(sendButton());

    expect(screen.getByRole('alert')).toHaveTextContent(/valid email address/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s error and keeps what was typed; the retry uses the same idempotency key', async () => {
    const fetchMock = stubFetch(
      async () => jsonResponse({ error: 'Too many requests. Please wait a minute.' }, 429),
      async () => jsonResponse({ reference: 'ABCDEFGHJK' }, 201),
    );
    const user = renderPage();
    await fillIn(user);
    await user.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(contactMessages.failure('Too many requests. Please wait a minute.'));
    expect(field('Subject')).toHaveValue('Reunion');

    await user.click(sendButton());
    await screen.findByText(contactMessages.success);
    const keyOf = (call: number) => (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string> | undefined)?.[IDEMPOTENCY_HEADER];
    expect(keyOf(1)).toBe(keyOf(0));
  });

  it('says so when the server cannot be reached', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const user = renderPage();
    await fillIn(user);
    await user.click(sendButton());

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(contactMessages.failure(contactMessages.noAnswer)));
  });
});
