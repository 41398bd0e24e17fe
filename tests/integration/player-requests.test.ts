// POST /public/api/player-requests against DynamoDB Local, with SES mocked: a good request is kept
// with both mails; every refusal is a 4xx { error } that keeps nothing; a bot gets a success and
// nothing; a retry makes one record; a mail that fails waits in the outbox.

import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { experienceLabels, positionLabels } from '../../common/squad/player-request';
import { LOCAL_NOTIFICATION_EMAIL } from '../../local/handler-env';
import { route } from '../../lambdas/routes';
import { bodyOf, itemsOf, mockSes, postTo, sentMail } from '../support/form-endpoint';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-player-req-${process.pid}-`, fn: route('create-player-request') });
const ses = mockSes();
const { handler } = await import('../../lambdas/handlers/create-player-request');
const post = postTo(handler, '/public/api/player-requests');

const thisYear = new Date().getUTCFullYear();

function goodRequest(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Tomasz',
    lastName: 'Wisniewski',
    email: 'tomasz@example.com',
    phone: '630-555-0123',
    dateOfBirth: `${thisYear - 24}-03-14`,
    position: 'flanker',
    experience: 'collegiate',
    message: 'Played two seasons at college, new to the area.',
    ...overrides,
  };
}

async function requestsFor(email: string) {
  return (await itemsOf(local, 'requests')).filter((item) => (item.details as { email: string }).email === email);
}

beforeEach(() => {
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'test-message' });
});

afterAll(async () => {
  ses.restore();
  await local.close();
});

describe('POST /public/api/player-requests', () => {
  it('keeps a good request, answers 201 and mails the club every field and the visitor a receipt', async () => {
    const request = goodRequest({ email: 'good@player.example' });
    const result = await post(request, { key: 'player-good-key-00001' });

    expect(result.statusCode).toBe(201);
    const answer = bodyOf(result);
    expect(answer).toEqual({ success: true, reference: expect.stringMatching(/^[0-9A-Z]{10}$/) });

    const [stored, ...others] = await requestsFor('good@player.example');
    expect(others).toEqual([]);
    expect(stored).toMatchObject({ id: answer.reference, kind: 'player', status: 'new', visitorMail: 'queued' });
    expect(stored?.details).toEqual(request);

    const mails = sentMail(ses);
    expect(mails).toHaveLength(2);
    const club = mails.find((mail) => mail.Destination?.ToAddresses?.[0] === LOCAL_NOTIFICATION_EMAIL);
    const receipt = mails.find((mail) => mail.Destination?.ToAddresses?.[0] === 'good@player.example');
    expect(club?.ReplyToAddresses).toEqual(['good@player.example']);
    expect(club?.Content?.Simple?.Subject?.Data).toBe(`New player request ${answer.reference}: Tomasz Wisniewski`);
    const clubText = club?.Content?.Simple?.Body?.Text?.Data ?? '';
    for (const line of [
      'First Name: Tomasz',
      'Last Name: Wisniewski',
      'Email: good@player.example',
      'Phone: 630-555-0123',
      `Date of Birth: ${request.dateOfBirth}`,
      `Position: ${positionLabels.flanker}`,
      `Experience: ${experienceLabels.collegiate}`,
      'Message: Played two seasons at college, new to the area.',
    ]) {
      expect(clubText).toContain(line);
    }
    const receiptText = receipt?.Content?.Simple?.Body?.Text?.Data ?? '';
    expect(receiptText.startsWith('Hello,\n')).toBe(true);
    expect(receiptText).not.toContain('Tomasz');
    expect(receiptText).toContain(String(answer.reference));
    expect(receiptText).not.toContain('college');
  });

  it('keeps a request with only the required fields', async () => {
    const result = await post({ firstName: 'Ann', lastName: 'Lee', email: 'minimal@player.example', phone: '6305550100' });

    expect(result.statusCode).toBe(201);
    const [stored] = await requestsFor('minimal@player.example');
    expect(stored?.details).toMatchObject({ dateOfBirth: '', position: '', experience: '', message: '' });
  });

  it.each([
    ['firstName', { firstName: '' }],
    ['lastName', { lastName: '  ' }],
    ['email', { email: '' }],
    ['phone', { phone: '' }],
  ])('refuses a request without %s with a 400 naming it, and keeps nothing', async (field, change) => {
    const email = `missing-${field}@player.example`;
    const result = await post(goodRequest({ email: field === 'email' ? '' : email, ...change }));

    expect(result.statusCode).toBe(400);
    expect(String(bodyOf(result).error)).toContain(field);
    expect(bodyOf(result)).not.toHaveProperty('success');
    expect(await requestsFor(email)).toEqual([]);
    expect(sentMail(ses)).toEqual([]);
  });

  it.each([
    ['a position not on the list', { position: 'quarterback' }, /position/],
    ['an experience not on the list', { experience: 'legend' }, /experience/],
    ['a date of birth that is no date', { dateOfBirth: '2001-02-30' }, /dateOfBirth/],
    ['a date of birth in the future', { dateOfBirth: `${thisYear + 1}-01-01` }, /dateOfBirth/],
    ['a date of birth as a timestamp', { dateOfBirth: 946_684_800_000 }, /dateOfBirth/],
    ['a first name that is a number', { firstName: 7 }, /firstName/],
    ['an email that is not one', { email: 'not-an-address' }, /email/],
    ['an unknown field', { weightKg: 110 }, /weightKg/],
    ['a last name over two lines', { lastName: 'Lee\nBcc: victim@example.com' }, /lastName/],
  ])('refuses %s with a 400, keeping nothing', async (_what, change, message) => {
    const result = await post(goodRequest({ email: 'refused@player.example', ...change }));

    expect(result.statusCode).toBe(400);
    expect(String(bodyOf(result).error)).toMatch(message);
    expect(await requestsFor('refused@player.example')).toEqual([]);
  });

  it('answers malformed JSON, a wrong content type and an oversize body with 4xx { error }, keeping nothing', async () => {
    const malformed = await post(undefined, { rawBody: '[{"firstName"' });
    const wrongType = await post(goodRequest(), { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const huge = await post(goodRequest({ email: 'huge@player.example', message: 'x'.repeat(70_000) }));

    expect([malformed.statusCode, wrongType.statusCode, huge.statusCode]).toEqual([400, 415, 413]);
    for (const result of [malformed, wrongType, huge]) expect(bodyOf(result).error).toEqual(expect.any(String));
    expect(await requestsFor('huge@player.example')).toEqual([]);
  });

  it('answers a filled honeypot as a success and keeps and sends nothing', async () => {
    const result = await post(goodRequest({ email: 'bot@player.example', website: 'buy-now' }));

    expect(result.statusCode).toBe(201);
    expect(await requestsFor('bot@player.example')).toEqual([]);
    expect(sentMail(ses)).toEqual([]);
  });

  it('makes one record and one set of mails of a retried submission, and refuses the key with another body', async () => {
    const request = goodRequest({ email: 'retry@player.example' });
    const first = await post(request, { key: 'player-retry-key-00001' });
    const again = await post(request, { key: 'player-retry-key-00001' });
    const other = await post({ ...request, position: 'wing' }, { key: 'player-retry-key-00001' });

    expect([first.statusCode, again.statusCode, other.statusCode]).toEqual([201, 201, 422]);
    expect(bodyOf(again).reference).toBe(bodyOf(first).reference);
    expect(await requestsFor('retry@player.example')).toHaveLength(1);
    expect(sentMail(ses)).toHaveLength(2);
  });

  it('keeps the request and answers success when SES fails, the mails pending in the outbox', async () => {
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('SES is down'), { name: 'ServiceUnavailableException' }));

    const result = await post(goodRequest({ email: 'ses-down@player.example' }));

    expect(result.statusCode).toBe(201);
    const reference = String(bodyOf(result).reference);
    expect(await requestsFor('ses-down@player.example')).toHaveLength(1);
    const pending = (await itemsOf(local, 'outbox')).filter((item) => String(item.about).endsWith(reference));
    expect(pending.map((item) => item.state)).toEqual(['pending', 'pending']);
  });
});
