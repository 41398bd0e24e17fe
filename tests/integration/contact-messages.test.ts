// POST /public/api/contact-messages against DynamoDB Local, with SES mocked: a good message is
// kept and the club gets every field while the visitor's receipt holds only fixed words and the
// reference; a bad one is a 4xx that keeps nothing; a retry makes one record; a bot gets a success
// and nothing; a mail SES refuses waits in the outbox.

import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES_PATH } from '../../common/requests/contact-message';
import { LOCAL_NOTIFICATION_EMAIL } from '../../local/handler-env';
import { route } from '../../lambdas/routes';
import { bodyOf, itemsOf, mockSes, postTo, sentMail } from '../support/form-endpoint';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-contact-${process.pid}-`, fn: route('create-contact-message') });
const ses = mockSes();
const { handler } = await import('../../lambdas/handlers/create-contact-message');
const post = postTo(handler, CONTACT_MESSAGES_PATH);

const SECRET_WORDS = 'The gate code is 4471, please keep it to yourselves';

function goodMessage(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Tomasz Nowak',
    email: 'tomasz@example.com',
    number: '+1 (630) 555-0199',
    subject: 'Old boys reunion',
    message: `Hello all,\n${SECRET_WORDS}.`,
    isCorp: true,
    topics: ['corporation', 'fossils'],
    ...overrides,
  };
}

async function messagesFrom(email: string) {
  return (await itemsOf(local, 'requests')).filter((item) => (item.details as { email: string }).email === email);
}

const textOf = (mail: ReturnType<typeof sentMail>[number] | undefined) => mail?.Content?.Simple?.Body?.Text?.Data ?? '';

beforeEach(() => {
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'test-message' });
});

afterAll(async () => {
  ses.restore();
  await local.close();
});

describe('POST /public/api/contact-messages', () => {
  it('keeps a good message, tells the club every field and sends the visitor a receipt without their words', async () => {
    const result = await post(goodMessage({ email: 'good@example.com' }), { key: 'contact-good-key-0001' });

    expect(result.statusCode).toBe(201);
    const reference = String(bodyOf(result).reference);
    expect(reference).toMatch(/^[0-9A-Z]{10}$/);
    const [stored] = await messagesFrom('good@example.com');
    expect(stored).toMatchObject({ id: reference, kind: 'contact', status: 'new', visitorMail: 'queued' });
    expect(stored?.details).toMatchObject({ isCorp: true, topics: ['corporation', 'fossils'], subject: 'Old boys reunion' });
    expect(stored?.details).not.toHaveProperty('website');

    const mails = sentMail(ses);
    expect(mails).toHaveLength(2);
    const club = mails.find((mail) => mail.Destination?.ToAddresses?.[0] === LOCAL_NOTIFICATION_EMAIL);
    const receipt = mails.find((mail) => mail.Destination?.ToAddresses?.[0] === 'good@example.com');
    expect(club?.ReplyToAddresses).toEqual(['good@example.com']);
    expect(club?.Content?.Simple?.Subject?.Data).toContain('Old boys reunion');
    for (const expected of ['Tomasz Nowak', 'good@example.com', '+1 (630) 555-0199', 'Corporation, Fossils', SECRET_WORDS]) {
      expect(textOf(club)).toContain(expected);
    }
    expect(textOf(receipt)).not.toContain('Tomasz');
    expect(textOf(receipt)).toContain(reference);
    expect(textOf(receipt)).not.toContain(SECRET_WORDS);
    expect(receipt?.Content?.Simple?.Subject?.Data).not.toContain('Old boys reunion');
  });

  it('accepts a message with no box ticked and no number, and says so to the club', async () => {
    const result = await post(goodMessage({ email: 'plain@example.com', number: undefined, isCorp: undefined, topics: undefined }));

    expect(result.statusCode).toBe(201);
    const [stored] = await messagesFrom('plain@example.com');
    expect(stored?.details).toMatchObject({ number: '', isCorp: false, topics: [] });
    const club = sentMail(ses).find((mail) => mail.Destination?.ToAddresses?.[0] === LOCAL_NOTIFICATION_EMAIL);
    expect(textOf(club)).toContain('For: No box ticked');
  });

  it.each([
    ['name', { name: '' }],
    ['email', { email: '' }],
    ['subject', { subject: '  ' }],
    ['message', { message: '' }],
  ])('refuses a message without %s with a 400 naming it, and keeps nothing', async (field, change) => {
    const email = `missing-${field}@example.com`;
    const result = await post(goodMessage({ email, ...change }));

    expect(result.statusCode).toBe(400);
    expect(String(bodyOf(result).error)).toMatch(new RegExp(field, 'i'));
    expect(await messagesFrom(email)).toEqual([]);
    expect(sentMail(ses)).toEqual([]);
  });

  it.each([
    ['an email that is not one', { email: 'not-an-address' }, /email/],
    ['a number with letters', { number: 'call me maybe' }, /Mobile Number/],
    ['isCorp as text', { isCorp: 'yes' }, /isCorp/],
    ['an unknown topic', { topics: ['darts'] }, /topics/],
    ['topics that are not a list', { topics: 'fossils' }, /topics/],
    ['a message that is not text', { message: 42 }, /message/i],
    ['an unknown field', { attachment: 'x' }, /attachment/],
    ['a subject over two lines', { subject: 'Hi\r\nBcc: victim@example.com' }, /subject/i],
  ])('refuses %s with a 400, keeping nothing', async (_what, change, message) => {
    const result = await post(goodMessage({ email: 'refused@example.com', ...change }));

    expect(result.statusCode).toBe(400);
    expect(String(bodyOf(result).error)).toMatch(message);
    expect(await messagesFrom('refused@example.com')).toEqual([]);
  });

  it('answers malformed JSON and an oversize body with 4xx', async () => {
    expect((await post(undefined, { rawBody: '{"name": ' })).statusCode).toBe(400);
    expect((await post(goodMessage({ email: 'huge@example.com', message: 'x'.repeat(70_000) }))).statusCode).toBe(413);
    expect(await messagesFrom('huge@example.com')).toEqual([]);
  });

  it('makes one record and one set of mails of a retried message, and refuses the key with another body', async () => {
    const message = goodMessage({ email: 'retry@example.com' });
    const first = await post(message, { key: 'contact-retry-key-001' });
    const again = await post(message, { key: 'contact-retry-key-001' });
    const other = await post({ ...message, subject: 'Something else' }, { key: 'contact-retry-key-001' });

    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(bodyOf(again).reference).toBe(bodyOf(first).reference);
    expect(other.statusCode).toBe(422);
    expect(await messagesFrom('retry@example.com')).toHaveLength(1);
    expect(sentMail(ses)).toHaveLength(2);
  });

  it('answers a filled honeypot as a success and keeps and sends nothing', async () => {
    const result = await post(goodMessage({ email: 'bot@example.com', website: 'http://spam.example' }));

    expect(result.statusCode).toBe(201);
    expect(bodyOf(result).reference).toMatch(/^[0-9A-Z]{10}$/);
    expect(await messagesFrom('bot@example.com')).toEqual([]);
    expect(sentMail(ses)).toEqual([]);
  });

  it('keeps the message and answers success when SES is down; both mails wait in the outbox', async () => {
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('SES is down'), { name: 'ServiceUnavailableException' }));

    const result = await post(goodMessage({ email: 'ses-down@example.com' }));

    expect(result.statusCode).toBe(201);
    const reference = String(bodyOf(result).reference);
    expect(await messagesFrom('ses-down@example.com')).toHaveLength(1);
    const pending = (await itemsOf(local, 'outbox')).filter((item) => String(item.about).endsWith(reference));
    expect(pending.map((item) => [item.state, item.lastError])).toEqual([
      ['pending', 'ServiceUnavailableException'],
      ['pending', 'ServiceUnavailableException'],
    ]);
  });
});
