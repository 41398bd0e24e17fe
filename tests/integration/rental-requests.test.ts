// POST /public/api/rental-requests against DynamoDB Local, with SES mocked: a good request is
// kept with its estimate and both mails; a bad one is a 4xx that keeps nothing; a taken slot is a
// 409; a mail that fails waits in the outbox for the job; a retry makes one record; a bot gets a
// success and nothing; nothing a visitor types reaches a mail header or another inbox.

import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rentalDefaults } from '../../common/rental/rental-pricing';
import { rentalMessages } from '../../common/rental/rental-request';
import { LOCAL_NOTIFICATION_EMAIL } from '../../local/handler-env';
import { CLUB_NOTICES_PER_HOUR, digestId } from '../../lambdas/domain/mail/club-digest';
import { route } from '../../lambdas/routes';
import { BOOKINGS_CALENDAR } from '../../lambdas/domain/rental/booking-item';
import { bodyOf, itemsOf, mockSes, postTo, sentMail } from '../support/form-endpoint';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { putRentalModel, putTerms, testRentalModel } from '../support/rental-model';
import { quoteRental } from '../../common/rental/rental-quote';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-rental-req-${process.pid}-`, fn: route('create-rental-request') });
const ses = mockSes();
const { handler } = await import('../../lambdas/handlers/create-rental-request');
const { handler: sendPendingMail } = await import('../../lambdas/jobs/send-pending-mail');
const post = postTo(handler, '/public/api/rental-requests');

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Far enough ahead for every rule, on a whole hour; each test takes its own day so none collide.
const base = Math.ceil((Date.now() + 20 * DAY) / HOUR) * HOUR;
let dayCounter = 0;
function freshStart(): number {
  dayCounter += 1;
  return base + dayCounter * 2 * DAY;
}

function goodRequest(overrides: Record<string, unknown> = {}) {
  const start = freshStart();
  return {
    email: 'bride.mother@example.com',
    name: 'Mary Kowalski',
    phone: '(630) 555-0142',
    start,
    end: start + 5 * HOUR,
    eventTitle: 'Wedding reception',
    eventDescription: 'Dinner and dancing for our daughter.',
    facilityName: 'Blaze Rugby Clubhouse & Banquet Hall',
    organizationName: '',
    expectedAttendees: 110,
    additionalNotes: 'Special Requirements: None\nEquipment Needed: Projector',
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

describe('POST /public/api/rental-requests', () => {
  it('keeps a good request with the server estimate, and mails the club and the visitor', async () => {
    const request = goodRequest({ email: 'good@example.com' });
    const result = await post(request, { key: 'good-request-key-0001' });

    expect(result.statusCode).toBe(201);
    const answer = bodyOf(result);
    expect(answer.reference).toMatch(/^[0-9A-Z]{10}$/);
    // 5 hours at the default hourly rate, plus the default deposit.
    const cost = 5 * rentalDefaults.hourly_rate;
    expect(answer.estimate).toEqual({ cost, deposit: cost * rentalDefaults.security_deposit_percentage, total: cost * 1.1 });

    const [stored] = await requestsFor('good@example.com');
    expect(stored).toMatchObject({
      id: answer.reference,
      kind: 'rental',
      status: 'pending',
      visitorMail: 'queued',
      estimate: answer.estimate,
    });
    expect(stored?.details).toMatchObject({ start: request.start, end: request.end, expectedAttendees: 110 });

    const mails = sentMail(ses);
    expect(mails).toHaveLength(2);
    const club = mails.find((mail) => mail.Destination?.ToAddresses?.[0] === LOCAL_NOTIFICATION_EMAIL);
    const receipt = mails.find((mail) => mail.Destination?.ToAddresses?.[0] === 'good@example.com');
    expect(club?.ReplyToAddresses).toEqual(['good@example.com']);
    expect(club?.Content?.Simple?.Body?.Text?.Data).toContain('Dinner and dancing');
    expect(receipt?.Content?.Simple?.Body?.Text?.Data).toContain(String(answer.reference));
    // The visitor's receipt never repeats what they typed beyond their name.
    expect(receipt?.Content?.Simple?.Body?.Text?.Data).not.toContain('Dinner and dancing');
    expect(receipt?.Content?.Simple?.Body?.Text?.Data).not.toContain('Wedding reception');

    const outbox = await itemsOf(local, 'outbox');
    const ours = outbox.filter((item) => String(item.about).endsWith(String(answer.reference)));
    expect(ours.map((item) => item.state)).toEqual(['sent', 'sent']);
  });

  it.each([
    ['name', { name: '' }],
    ['email', { email: '' }],
    ['phone', { phone: '' }],
    ['eventTitle', { eventTitle: '   ' }],
    ['start', { start: undefined }],
    ['end', { end: undefined }],
  ])('refuses a request without %s with a 400 naming it, and keeps nothing', async (field, change) => {
    const email = `missing-${field}@example.com`;
    const result = await post(goodRequest({ email: field === 'email' ? '' : email, ...change }));

    expect(result.statusCode).toBe(400);
    expect(String(bodyOf(result).error)).toContain(field);
    expect(await requestsFor(email)).toEqual([]);
  });

  it.each([
    ['an email that is not one', { email: 'not-an-address' }, /email/],
    ['text where a number belongs', { expectedAttendees: 'many' }, /expectedAttendees/],
    ['a fractional attendance', { expectedAttendees: 2.5 }, /whole number/],
    ['a negative attendance', { expectedAttendees: -1 }, /negative/],
    ['another facility', { facilityName: 'The moon' }, /facilityName/],
    ['an unknown field', { price: 0 }, /price/],
    ['a name over two lines', { name: 'Mary\r\nBcc: victim@example.com' }, /name/],
  ])('refuses %s with a 400', async (_what, change, message) => {
    const result = await post(goodRequest({ email: 'refused@example.com', ...change }));

    expect(result.statusCode).toBe(400);
    expect(String(bodyOf(result).error)).toMatch(message);
    expect(await requestsFor('refused@example.com')).toEqual([]);
  });

  it('refuses an end before the start with the shared message', async () => {
    const start = freshStart();
    const result = await post(goodRequest({ email: 'backwards@example.com', start, end: start - HOUR }));

    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).error).toContain(rentalMessages.endBeforeStart);
  });

  it('refuses a start in the past, a rental shorter than the minimum and one longer than the maximum', async () => {
    const past = Date.now() - DAY;
    const start = freshStart();
    const cases = [
      [{ start: past, end: past + 3 * HOUR }, rentalMessages.startInPast],
      [{ start, end: start + HOUR }, rentalMessages.tooShort(rentalDefaults.minimum_rental_hours)],
      [{ start, end: start + 8 * DAY }, rentalMessages.tooLong(rentalDefaults.maximum_rental_days)],
    ] as const;
    for (const [times, message] of cases) {
      const result = await post(goodRequest({ email: 'limits@example.com', ...times }));
      expect(result.statusCode).toBe(400);
      expect(bodyOf(result).error).toBe(message);
    }
    expect(await requestsFor('limits@example.com')).toEqual([]);
  });

  it('answers malformed JSON, a wrong content type and an oversize body with 4xx, keeping nothing', async () => {
    expect((await post(undefined, { rawBody: '{"name": ' })).statusCode).toBe(400);
    expect((await post(goodRequest(), { headers: { 'content-type': 'text/plain' } })).statusCode).toBe(415);
    const huge = goodRequest({ email: 'huge@example.com', eventDescription: 'x'.repeat(70_000) });
    expect((await post(huge)).statusCode).toBe(413);
    expect(await requestsFor('huge@example.com')).toEqual([]);
  });

  it('refuses a request overlapping a confirmed booking with a 409 that says the slot is taken', async () => {
    const start = freshStart();
    await local.ddb.send(
      new PutCommand({
        TableName: local.tableName('bookings'),
        Item: { id: `booking-${start}`, calendar: BOOKINGS_CALENDAR, start, end: start + 6 * HOUR, title: 'Private party', createdAt: 1 },
      }),
    );

    const overlapping = await post(goodRequest({ email: 'overlap@example.com', start: start + 5 * HOUR, end: start + 9 * HOUR }));
    const backToBack = await post(goodRequest({ email: 'after@example.com', start: start + 6 * HOUR, end: start + 9 * HOUR }));

    expect(overlapping.statusCode).toBe(409);
    expect(bodyOf(overlapping).error).toBe(rentalMessages.slotTaken);
    expect(await requestsFor('overlap@example.com')).toEqual([]);
    expect(backToBack.statusCode).toBe(201);
  });

  it('keeps the request and answers success when SES fails; the job sends the mail once SES is back', async () => {
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('SES is down'), { name: 'ServiceUnavailableException' }));

    const result = await post(goodRequest({ email: 'ses-down@example.com' }));

    expect(result.statusCode).toBe(201);
    const reference = String(bodyOf(result).reference);
    expect(await requestsFor('ses-down@example.com')).toHaveLength(1);
    const pending = (await itemsOf(local, 'outbox')).filter((item) => String(item.about).endsWith(reference));
    expect(pending.map((item) => [item.state, item.attempts, item.lastError])).toEqual([
      ['pending', 1, 'ServiceUnavailableException'],
      ['pending', 1, 'ServiceUnavailableException'],
    ]);

    // SES is back; the job runs once the backoff has passed.
    ses.reset();
    ses.on(SendEmailCommand).resolves({ MessageId: 'later' });
    const due = Math.max(...pending.map((item) => Number(item.nextAttemptAt)));
    const realNow = Date.now;
    Date.now = () => due + 1;
    try {
      await sendPendingMail();
    } finally {
      Date.now = realNow;
    }

    const after = (await itemsOf(local, 'outbox')).filter((item) => String(item.about).endsWith(reference));
    expect(after.map((item) => item.state)).toEqual(['sent', 'sent']);
    expect(
      sentMail(ses)
        .map((mail) => mail.Destination?.ToAddresses?.[0])
        .sort(),
    ).toEqual(['ses-down@example.com', LOCAL_NOTIFICATION_EMAIL].sort());
  });

  it('makes one record and one set of mails of a retried submission, and refuses the key with another body', async () => {
    const request = goodRequest({ email: 'retry@example.com' });
    const first = await post(request, { key: 'retry-key-000000001' });
    const again = await post(request, { key: 'retry-key-000000001' });
    const other = await post({ ...request, name: 'Someone Else' }, { key: 'retry-key-000000001' });

    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(bodyOf(again).reference).toBe(bodyOf(first).reference);
    expect(other.statusCode).toBe(422);
    expect(await requestsFor('retry@example.com')).toHaveLength(1);
    expect(sentMail(ses)).toHaveLength(2);
  });

  it('makes one record of two identical submissions sent at the same moment', async () => {
    const request = goodRequest({ email: 'double-click@example.com' });
    const answers = await Promise.all([post(request, { key: 'double-click-key-01' }), post(request, { key: 'double-click-key-01' })]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(await requestsFor('double-click@example.com')).toHaveLength(1);
  });

  it('answers a filled honeypot as a success and keeps and sends nothing', async () => {
    const result = await post(goodRequest({ email: 'bot@example.com', website: 'http://spam.example' }));

    expect(result.statusCode).toBe(201);
    expect(bodyOf(result).reference).toMatch(/^[0-9A-Z]{10}$/);
    expect(await requestsFor('bot@example.com')).toEqual([]);
    expect(sentMail(ses)).toEqual([]);
  });

  it('never puts a line break from the event title into the subject', async () => {
    const result = await post(goodRequest({ email: 'subject@example.com', eventTitle: 'Party\u0085Bcc: victim@example.com' }));

    expect(result.statusCode).toBe(201);
    for (const mail of sentMail(ses)) {
      expect(mail.Content?.Simple?.Subject?.Data).not.toMatch(/[\r\n\u0085\u2028\u2029]/);
      expect(mail.Destination?.ToAddresses).not.toContain('victim@example.com');
    }
  });

  it('stops mailing receipts to one address past the hourly limit, but keeps every request and tells the club', async () => {
    const email = 'limited@example.com';
    for (let i = 0; i < 5; i += 1) expect((await post(goodRequest({ email }))).statusCode).toBe(201);

    const receipts = sentMail(ses).filter((mail) => mail.Destination?.ToAddresses?.[0] === email);
    expect(receipts).toHaveLength(3);
    // Each request reaches the club: in a notification of its own or, past a few an hour, counted in the hour's digest.
    const references = (await requestsFor(email)).map((item) => String(item.id));
    const outbox = await itemsOf(local, 'outbox');
    const notices = outbox.filter((item) => (item.to as string[])[0] === LOCAL_NOTIFICATION_EMAIL && item.digestOf === undefined);
    const noticed = references.filter((reference) => notices.some((item) => String(item.about).endsWith(reference)));
    const inDigest = (await requestsFor(email)).filter((item) => item.clubNotice === 'digest');
    expect(noticed.length + inDigest.length).toBe(5);
    if (inDigest.length > 0) expect(outbox.some((item) => item.id === digestId(Date.now()))).toBe(true);
    expect(noticed.length).toBeLessThanOrEqual(CLUB_NOTICES_PER_HOUR);
    expect((await requestsFor(email)).map((item) => item.visitorMail).sort()).toEqual(['limited', 'limited', 'queued', 'queued', 'queued']);
  });

  it('stops mailing receipts caused from one IP past its hourly limit', async () => {
    for (let i = 0; i < 12; i += 1) {
      expect((await post(goodRequest({ email: `ip-${i}@example.com` }), { ip: '203.0.113.99' })).statusCode).toBe(201);
    }

    const receipts = sentMail(ses).filter((mail) => mail.Destination?.ToAddresses?.[0] !== LOCAL_NOTIFICATION_EMAIL);
    expect(receipts).toHaveLength(10);
  });
});

describe('POST /public/api/rental-requests with the rental model and the hire terms', () => {
  beforeAll(async () => {
    await putRentalModel(local);
    await putTerms(local, 1);
    await putTerms(local, 2);
  });

  const modelRequest = (overrides: Record<string, unknown> = {}) => goodRequest({ spaceId: 'hall', termsVersion: 2, ...overrides });

  it('still takes the old form body, for the default space, recording that no terms were accepted', async () => {
    const request = goodRequest({ email: 'old-form@example.com' });

    const result = await post(request);

    expect(result.statusCode).toBe(201);
    const [stored] = await requestsFor('old-form@example.com');
    expect(stored).toMatchObject({ spaceId: 'hall', quote: { spaceId: 'hall', totalCents: 5 * 10_000 + 25_000 } });
    expect(stored?.terms).toBeUndefined();
  });

  it('keeps the quote it answers, the add-ons asked, and the terms accepted: the version, when and from which address', async () => {
    // Another domain than the file's other receipts, which reach example.com's hourly limit first.
    const request = modelRequest({ email: 'quoted@example.net', addOnIds: ['bar', 'member'] });
    const before = Date.now();

    const result = await post(request, { ip: '203.0.113.9' });

    expect(result.statusCode).toBe(201);
    const expected = quoteRental(testRentalModel, {
      spaceId: 'hall',
      start: request.start,
      end: request.end,
      attendees: 110,
      addOnIds: ['bar', 'member'],
      occurrences: 1,
    });
    // 5 hours of the hall and of the bar, 10% off, and the damage deposit.
    expect(expected?.totalCents).toBe(70_000 - 7_000 + 25_000);
    expect(bodyOf(result).quote).toEqual(expected);
    const [stored] = await requestsFor('quoted@example.net');
    expect(stored?.quote).toEqual(expected);
    expect(stored?.terms).toEqual({ version: 2, acceptedAt: expect.any(Number), clientAddress: '203.0.113.9' });
    expect(Number((stored?.terms as { acceptedAt?: number } | undefined)?.acceptedAt)).toBeGreaterThanOrEqual(before);
    const receipt = sentMail(ses).find((mail) => mail.Destination?.ToAddresses?.[0] === 'quoted@example.net');
    expect(receipt?.Content?.Simple?.Body?.Text?.Data).toContain('Quoted total: $880.00 (deposit $157.50 due on approval)');
  });

  it('refuses a request that accepted an older version of the terms, saying they changed, and keeps nothing', async () => {
    const result = await post(modelRequest({ email: 'old-terms@example.com', termsVersion: 1 }));

    expect(result.statusCode).toBe(409);
    expect(bodyOf(result).error).toBe(rentalMessages.termsChanged);
    expect(await requestsFor('old-terms@example.com')).toEqual([]);
  });

  it('refuses a request that names a space without accepting the terms', async () => {
    const result = await post(modelRequest({ email: 'no-terms@example.com', termsVersion: undefined }));

    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).error).toBe(rentalMessages.termsRequired);
    expect(await requestsFor('no-terms@example.com')).toEqual([]);
  });

  it('refuses an add-on the space does not offer and more people than it takes', async () => {
    const bar = await post(modelRequest({ email: 'bar-on-pitch@example.com', spaceId: 'main', addOnIds: ['bar'] }));
    const crowd = await post(modelRequest({ email: 'crowd@example.com', expectedAttendees: 121 }));

    expect([bar.statusCode, crowd.statusCode]).toEqual([400, 400]);
    expect(bodyOf(bar).error).toBe(rentalMessages.unknownAddOn('Bar service'));
    expect(bodyOf(crowd).error).toBe(rentalMessages.overCapacity('the banquet hall', 120));
  });

  it('takes a weekly series and quotes every date of it', async () => {
    const request = modelRequest({ email: 'series@example.com', series: { frequency: 'weekly', count: 4 } });

    const result = await post(request);

    expect(result.statusCode).toBe(201);
    expect(bodyOf(result).quote).toMatchObject({ occurrences: 4, totalCents: 4 * 5 * 10_000 + 25_000 });
    const [stored] = await requestsFor('series@example.com');
    expect(stored?.details).toMatchObject({ series: { frequency: 'weekly', count: 4 } });
  });
});
