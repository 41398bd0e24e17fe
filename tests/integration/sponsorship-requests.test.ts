// POST /public/api/sponsorship-requests against DynamoDB Local, with SES mocked: a good request is
// kept with both mails and answered { success: true }; every refusal is a 4xx { success: false,
// error } that keeps nothing; a bot gets a success and nothing; a retry makes one record; a mail
// that fails waits in the outbox.

import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { sponsorshipTypeLabels } from '../../common/requests/sponsorship';
import { LOCAL_NOTIFICATION_EMAIL } from '../../local/handler-env';
import { route } from '../../lambdas/routes';
import { bodyOf, itemsOf, mockSes, postTo, sentMail } from '../support/form-endpoint';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-sponsor-req-${process.pid}-`, fn: route('create-sponsorship-request') });
const ses = mockSes();
const { handler } = await import('../../lambdas/handlers/create-sponsorship-request');
const post = postTo(handler, '/public/api/sponsorship-requests');

function goodRequest(overrides: Record<string, unknown> = {}) {
  return {
    companyName: 'Lemont Lumber Co.',
    contactName: 'Grace Nowak',
    email: 'grace@lemontlumber.example',
    phone: '(630) 555-0177',
    sponsorshipType: 'jersey',
    amount: 2500.5,
    message: 'We would like our logo on the back of the home jersey.',
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

describe('POST /public/api/sponsorship-requests', () => {
  it('keeps a good request, answers { success: true, reference } and mails the club every field and the visitor a receipt', async () => {
    const result = await post(goodRequest({ email: 'good@sponsor.example' }), { key: 'sponsor-good-key-0001' });

    expect(result.statusCode).toBe(201);
    const answer = bodyOf(result);
    expect(answer).toEqual({ success: true, reference: expect.stringMatching(/^[0-9A-Z]{10}$/) });

    const [stored, ...others] = await requestsFor('good@sponsor.example');
    expect(others).toEqual([]);
    expect(stored).toMatchObject({ id: answer.reference, kind: 'sponsorship', status: 'new', visitorMail: 'queued' });
    expect(stored?.details).toEqual({
      companyName: 'Lemont Lumber Co.',
      contactName: 'Grace Nowak',
      email: 'good@sponsor.example',
      phone: '(630) 555-0177',
      sponsorshipType: 'jersey',
      amount: 2500.5,
      message: 'We would like our logo on the back of the home jersey.',
    });

    const mails = sentMail(ses);
    expect(mails).toHaveLength(2);
    const club = mails.find((mail) => mail.Destination?.ToAddresses?.[0] === LOCAL_NOTIFICATION_EMAIL);
    const receipt = mails.find((mail) => mail.Destination?.ToAddresses?.[0] === 'good@sponsor.example');
    expect(club?.ReplyToAddresses).toEqual(['good@sponsor.example']);
    expect(club?.Content?.Simple?.Subject?.Data).toBe(`New sponsorship request ${answer.reference}: Lemont Lumber Co.`);
    const clubText = club?.Content?.Simple?.Body?.Text?.Data ?? '';
    for (const line of [
      'Company Name: Lemont Lumber Co.',
      'Contact Name: Grace Nowak',
      'Email: good@sponsor.example',
      'Phone: (630) 555-0177',
      `Sponsorship Type: ${sponsorshipTypeLabels.jersey}`,
      'Proposed Amount: $2500.50',
      'Message: We would like our logo on the back of the home jersey.',
    ]) {
      expect(clubText).toContain(line);
    }
    const receiptText = receipt?.Content?.Simple?.Body?.Text?.Data ?? '';
    expect(receiptText.startsWith('Hello,\n')).toBe(true);
    expect(receiptText).not.toContain('Grace');
    expect(receiptText).toContain(String(answer.reference));
    // The receipt never repeats what the visitor typed, not even their name.
    expect(receiptText).not.toContain('logo');
    expect(receiptText).not.toContain('Lemont Lumber');
  });

  it('keeps a request with only the required fields, an absent amount stored as 0', async () => {
    const result = await post({
      companyName: 'Archer Ave Dental',
      contactName: 'Dr. Lee',
      email: 'minimal@sponsor.example',
      sponsorshipType: 'other',
    });

    expect(result.statusCode).toBe(201);
    const [stored] = await requestsFor('minimal@sponsor.example');
    expect(stored?.details).toMatchObject({ amount: 0, phone: '', message: '', sponsorshipType: 'other' });
    const club = sentMail(ses).find((mail) => mail.Destination?.ToAddresses?.[0] === LOCAL_NOTIFICATION_EMAIL);
    expect(club?.Content?.Simple?.Body?.Text?.Data).toContain('Proposed Amount: Not given');
  });

  it.each([
    ['companyName', { companyName: '' }],
    ['contactName', { contactName: '   ' }],
    ['email', { email: '' }],
    ['sponsorshipType', { sponsorshipType: undefined }],
  ])('refuses a request without %s with a 400 { success: false } naming it, and keeps nothing', async (field, change) => {
    const email = `missing-${field}@sponsor.example`;
    const result = await post(goodRequest({ email: field === 'email' ? '' : email, ...change }));

    expect(result.statusCode).toBe(400);
    const answer = bodyOf(result);
    expect(answer.success).toBe(false);
    expect(String(answer.error)).toContain(field);
    expect(await requestsFor(email)).toEqual([]);
    expect(sentMail(ses)).toEqual([]);
  });

  it.each([
    ['a sponsorship type not on the list', { sponsorshipType: 'naming-rights' }, /sponsorshipType/],
    ['a negative amount', { amount: -5 }, /negative/],
    ['an amount in fractions of a cent', { amount: 10.005 }, /step 0\.01/],
    ['an amount sent as text', { amount: '100' }, /amount/],
    ['an empty amount sent as text', { amount: '' }, /amount/],
    ['a company name that is a number', { companyName: 42 }, /companyName/],
    ['an email that is not one', { email: 'not-an-address' }, /email/],
    ['letters in the phone', { phone: 'call me' }, /phone/],
    ['an unknown field', { logoUrl: 'http://example.com/logo.png' }, /logoUrl/],
    ['a contact name over two lines', { contactName: 'Grace\r\nBcc: victim@example.com' }, /contactName/],
  ])('refuses %s with a 400 { success: false }, keeping nothing', async (_what, change, message) => {
    const result = await post(goodRequest({ email: 'refused@sponsor.example', ...change }));

    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).success).toBe(false);
    expect(String(bodyOf(result).error)).toMatch(message);
    expect(await requestsFor('refused@sponsor.example')).toEqual([]);
  });

  it('answers malformed JSON, a wrong content type and an oversize body with 4xx { success: false }, keeping nothing', async () => {
    const malformed = await post(undefined, { rawBody: '{"companyName": ' });
    const wrongType = await post(goodRequest(), { headers: { 'content-type': 'text/plain' } });
    const huge = await post(goodRequest({ email: 'huge@sponsor.example', message: 'x'.repeat(70_000) }));

    expect([malformed.statusCode, wrongType.statusCode, huge.statusCode]).toEqual([400, 415, 413]);
    for (const result of [malformed, wrongType, huge]) expect(bodyOf(result)).toMatchObject({ success: false, error: expect.any(String) });
    expect(await requestsFor('huge@sponsor.example')).toEqual([]);
  });

  it('answers a filled honeypot as a success and keeps and sends nothing', async () => {
    const result = await post(goodRequest({ email: 'bot@sponsor.example', website: 'http://spam.example' }));

    expect(result.statusCode).toBe(201);
    expect(bodyOf(result).success).toBe(true);
    expect(await requestsFor('bot@sponsor.example')).toEqual([]);
    expect(sentMail(ses)).toEqual([]);
  });

  it('makes one record and one set of mails of a retried submission, and refuses the key with another body', async () => {
    const request = goodRequest({ email: 'retry@sponsor.example' });
    const first = await post(request, { key: 'sponsor-retry-key-0001' });
    const again = await post(request, { key: 'sponsor-retry-key-0001' });
    const other = await post({ ...request, amount: 1 }, { key: 'sponsor-retry-key-0001' });

    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(bodyOf(again).reference).toBe(bodyOf(first).reference);
    expect(other.statusCode).toBe(422);
    expect(bodyOf(other).success).toBe(false);
    expect(await requestsFor('retry@sponsor.example')).toHaveLength(1);
    expect(sentMail(ses)).toHaveLength(2);
  });

  it('keeps the request and answers success when SES fails, the mails pending in the outbox', async () => {
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('SES is down'), { name: 'ServiceUnavailableException' }));

    const result = await post(goodRequest({ email: 'ses-down@sponsor.example' }));

    expect(result.statusCode).toBe(201);
    expect(bodyOf(result).success).toBe(true);
    const reference = String(bodyOf(result).reference);
    expect(await requestsFor('ses-down@sponsor.example')).toHaveLength(1);
    const pending = (await itemsOf(local, 'outbox')).filter((item) => String(item.about).endsWith(reference));
    expect(pending.map((item) => item.state)).toEqual(['pending', 'pending']);
  });

  it('never puts a line break from the company name into the subject', async () => {
    const result = await post(goodRequest({ email: 'subject@sponsor.example', companyName: 'Acme\u2028Bcc: victim@example.com' }));

    expect(result.statusCode).toBe(201);
    for (const mail of sentMail(ses)) {
      expect(mail.Content?.Simple?.Subject?.Data).not.toMatch(/[\r\n\u0085\u2028\u2029]/);
      expect(mail.Destination?.ToAddresses).not.toContain('victim@example.com');
    }
  });
});
