// A mail to an address a visitor typed carries nothing else that visitor typed, for every row of
// the route table that sends mail: each public form is sent through its real handler with a marker
// in every text field its schema accepts one in, and each officer move that mails a rental's
// requester is made on such a request, as is each officer move that mails the applicant of a
// player request and each that mails a member about their player profile change (whose bio the
// member typed); no mail to the visitor's address may hold a marker in its subject, text or
// headers. A new mailing row is caught here: it must be a public form, a row of a renter's booking
// link, or a move on a rental request, a player request or a profile change, or this file fails
// until it says how to reach it.

import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { MY_PROFILE_CHANGES_PATH } from '../../common/squad/profile-change';
import { HONEYPOT_FIELD, IDEMPOTENCY_HEADER } from '../../common/requests/visitor-forms';
import { playerItemSchema } from '../../lambdas/domain/squad/player-item';
import type { LambdaHandler } from '../../lambdas/runtime/handler';
import type { RouteDef } from '../../lambdas/route-def';
import { route, routes } from '../../lambdas/routes';
import { apiEvent, memberClaims, officerClaims } from '../support/api-event';
import { bodyOf, itemsOf, postTo } from '../support/form-endpoint';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { OFFICER_NEWSLETTERS_PATH } from '../../common/newsletter/newsletter-edits';
import { validBodies } from '../../lambdas/valid-bodies';
import { usePaymentsSecret } from '../support/payments';
import { testRentalModel } from '../support/rental-model';
import { quoteRental } from '../../common/rental/rental-quote';
import { bookingOfFragment } from '../../common/rental/rental-booking';
import { bookingLink } from '../../lambdas/domain/rental/booking-token';
import { withInboxKeys } from '../../lambdas/domain/requests/inbox-keys';
import { requestItemSchema } from '../../lambdas/domain/requests/request-item';

// The whole stack's environment: mail goes nowhere, so every mail stays in the outbox to be read.
const local = await useLocalDynamoDb({ ownTablesPrefix: `it-mail-text-${process.pid}-` });

afterAll(() => local.close());

const mailingRows = (routes as readonly RouteDef[]).filter((row) => row.sendsEmail);
// A signed webhook (Stripe's) is public but no form: its receipt is held to fixed words in payments-webhook.test.ts.
// A booking link's rows (the renter's page) take only the link's token: the renter types nothing, so
// they are reached below through a booking of a marked request instead.
const bookingLinkRows = mailingRows.filter((row) => row.access === 'public' && row.path.startsWith('/public/api/bookings/'));
const publicForms = mailingRows.filter((row) => row.access === 'public' && !row.rawBody && !bookingLinkRows.includes(row));
const paymentRows = mailingRows.filter((row) => row.paymentsSecret);
const rentalMoves = mailingRows.filter((row) => /\/requests\/\{requestId\}\//.test(row.path));
// A newsletter's preview (rendered, not sent) and its test send, which mails the officer's own
// address: the text is an officer's, and no visitor's address is typed.
const newsletterTries = mailingRows.filter((row) => row.path.startsWith(`${OFFICER_NEWSLETTERS_PATH}/`));
const playerRequestMoves = mailingRows.filter((row) => /\/player-requests\/\{requestId\}\//.test(row.path));
const profileChangeMoves = mailingRows.filter((row) => /\/profile-changes\/\{requestId\}\//.test(row.path));

async function handlerOf(row: RouteDef): Promise<LambdaHandler> {
  return ((await import(`../../lambdas/handlers/${row.id}.ts`)) as { handler: LambdaHandler }).handler;
}

let counter = 0;
let submissions = 0;

/**
 * A valid body of the row with a marker of its own in every field the schema takes text in (a
 * word marker, or a digits marker where only digits are allowed), and the markers put in.
 */
function markedBody(row: RouteDef, email: string): { body: Record<string, unknown>; markers: string[] } {
  const schema = row.body as unknown as { shape?: Record<string, unknown>; safeParse(value: unknown): { success: boolean } };
  if (!schema?.shape) throw new Error(`${row.id} has no object body to fill in`);
  const body: Record<string, unknown> = { ...(validBodies[row.id as keyof typeof validBodies] as object), email };
  submissions += 1;
  // Each rental a day after the last, so an approved one never overlaps the next.
  if (typeof body.start === 'number' && typeof body.end === 'number') {
    body.start += submissions * 86_400_000;
    body.end += submissions * 86_400_000;
  }
  const markers: string[] = [];
  for (const field of Object.keys(schema.shape)) {
    if (field === HONEYPOT_FIELD || field === 'email') continue;
    counter += 1;
    const word = `Zqx${counter}mark`;
    const digits = `+1 630 9${String(counter).padStart(3, '0')} 7${String(counter).padStart(3, '0')}`;
    const fit = [word, `${word} and words\nover two lines`, digits].find(
      (marker) => schema.safeParse({ ...body, [field]: marker }).success,
    );
    if (fit === undefined) continue;
    body[field] = fit;
    markers.push(fit === digits ? digits.replace(/\D/g, '').slice(1) : word);
  }
  return { body, markers };
}

/** Every mail in the outbox to this address, as the text a leak would show in. */
async function mailTo(email: string): Promise<string[]> {
  return (await itemsOf(local, 'outbox'))
    .filter((item) => (item.to as string[]).includes(email))
    .map((item) => JSON.stringify({ subject: item.subject, text: item.text, headers: item.headers ?? [], replyTo: item.replyTo ?? '' }));
}

function leaks(mails: readonly string[], markers: readonly string[]): string[] {
  const digitsOf = (text: string) => text.replace(/\D/g, '');
  return markers.filter((marker) =>
    mails.some((mail) => (/^\d+$/.test(marker) ? digitsOf(mail).includes(marker) : mail.toLowerCase().includes(marker.toLowerCase()))),
  );
}

async function submit(row: RouteDef, email: string): Promise<{ reference: string; markers: string[] }> {
  const { body, markers } = markedBody(row, email);
  const result = await postTo(await handlerOf(row), row.path)(body);
  expect(result.statusCode, `${row.id}: ${String(result.body)}`).toBeLessThan(300);
  return { reference: String(bodyOf(result).reference ?? ''), markers };
}

/** An officer's move on the request `reference`, with the row's sample body unless given one. */
async function officerMove(row: RouteDef, reference: string, body?: unknown): Promise<Awaited<ReturnType<LambdaHandler>>> {
  return (await handlerOf(row))(
    apiEvent({
      method: 'POST',
      path: row.path.replace('{requestId}', reference),
      routePath: row.path,
      pathParameters: { requestId: reference },
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? validBodies[row.id as keyof typeof validBodies] ?? {}),
      claims: officerClaims('officer-markers'),
    }),
  );
}

/**
 * Makes the rental `reference` an approved booking of the hall that ended yesterday, with a damage
 * deposit, paid in full by cheque; answers a return of part of the deposit in the officer's words.
 */
async function paidAndOver(reference: string): Promise<unknown> {
  const item = (await itemsOf(local, 'requests')).find((stored) => stored.id === reference) as Record<string, unknown>;
  const details = item.details as Record<string, number>;
  const end = Date.now() - 86_400_000;
  const start = end - ((details.end ?? 0) - (details.start ?? 0));
  const quote = quoteRental(testRentalModel, { spaceId: 'hall', start, end, attendees: 0, addOnIds: [], occurrences: 1 });
  const booked = withInboxKeys(requestItemSchema.parse({ ...item, status: 'approved', details: { ...details, start, end }, quote }));
  await local.ddb.send(new PutCommand({ TableName: local.tableName('requests'), Item: booked }));
  const paid = await (await handlerOf(route('record-offline-payment')))(
    apiEvent({
      method: 'POST',
      path: route('record-offline-payment').path,
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER.toLowerCase()]: randomUUID() },
      body: JSON.stringify({
        subject: { kind: 'booking', id: reference },
        amountCents: quote?.totalCents,
        method: 'cheque',
        description: 'Hall hire',
        receivedAt: Date.now() - 1_000,
      }),
      claims: officerClaims('officer-markers'),
    }),
  );
  expect(paid.statusCode, String(paid.body)).toBe(201);
  return validBodies['return-damage-deposit'];
}

describe('mail to an address a visitor typed', () => {
  it('is sent only by public forms and by officer moves on a rental request, a player request or a profile change', () => {
    expect(publicForms.length).toBeGreaterThanOrEqual(5);
    const moves = [
      ...rentalMoves,
      ...playerRequestMoves,
      ...profileChangeMoves,
      ...newsletterTries,
      ...paymentRows.filter((row) => row.access !== 'public'),
    ];
    for (const row of moves) expect(row.access, row.id).toBe('officer');
    expect(mailingRows.filter((row) => row.access !== 'public' && !moves.includes(row)).map((row) => row.id)).toEqual([]);
    expect(paymentRows.map((row) => row.id).sort()).toEqual([
      'approve-rental-request',
      'cancel-rental-booking',
      'cancel-rental-request',
      'record-offline-payment',
      'refund-payment',
      'refund-ticket-order',
      'return-damage-deposit',
      'stripe-webhook',
    ]);
    expect(rentalMoves.map((row) => row.id).sort()).toEqual([
      'approve-rental-request',
      'cancel-rental-request',
      'decline-rental-request',
      'return-damage-deposit',
    ]);
    expect(bookingLinkRows.map((row) => row.id)).toEqual(['cancel-rental-booking']);
    expect(playerRequestMoves.map((row) => row.id)).toEqual(['add-requested-player']);
    expect(profileChangeMoves.map((row) => row.id).sort()).toEqual(['approve-profile-change', 'decline-profile-change']);
    expect(newsletterTries.map((row) => row.id).sort()).toEqual(['preview-newsletter', 'test-send-newsletter']);
  });

  it.each(publicForms.map((row) => [row.id, row] as const))('holds no visitor text when %s mails it', async (id, row) => {
    const email = `markers-${id}@example.com`;
    const { markers } = await submit(row, email);

    // The markers went in and were kept (the club's own copy may show them).
    expect(markers.length, id).toBeGreaterThan(0);
    const stored = JSON.stringify([...(await itemsOf(local, 'requests')), ...(await itemsOf(local, 'subscribers'))]);
    for (const marker of markers.filter((text) => !/^\d+$/.test(text))) expect(stored, id).toContain(marker);
    const mails = await mailTo(email);
    expect(mails.length, id).toBeGreaterThan(0);
    expect(leaks(mails, markers), id).toEqual([]);
  });

  it.each(rentalMoves.map((row) => [row.id, row] as const))('holds no visitor text when %s mails the requester', async (id, row) => {
    const email = `markers-${id}@example.com`;
    const rentalRow = route('create-rental-request');
    const { reference, markers } = await submit(rentalRow, email);
    expect(markers.length).toBeGreaterThan(3);
    const before = (await mailTo(email)).length;
    // An approval's mail links the booking page with a token signed by the payments secret's key.
    usePaymentsSecret();
    // The damage deposit is returned once a paid booking is over: the request is made one.
    const body = id === 'return-damage-deposit' ? await paidAndOver(reference) : undefined;

    const result = await officerMove(row, reference, body);

    expect(result.statusCode, String(result.body)).toBe(200);
    const mails = await mailTo(email);
    expect(mails.length).toBe(before + 1);
    expect(leaks(mails, markers)).toEqual([]);
  });

  it.each(playerRequestMoves.map((row) => [row.id, row] as const))(
    'holds no applicant text when %s mails the applicant',
    async (id, row) => {
      const email = `markers-${id}@example.com`;
      const { reference, markers } = await submit(route('create-player-request'), email);
      expect(markers.length).toBeGreaterThan(3);
      const before = (await mailTo(email)).length;

      const result = await officerMove(row, reference);

      expect(result.statusCode, String(result.body)).toBe(201);
      const mails = await mailTo(email);
      expect(mails.length).toBe(before + 1);
      expect(leaks(mails, markers)).toEqual([]);
    },
  );

  it.each(profileChangeMoves.map((row) => [row.id, row] as const))('holds no member text when %s mails the member', async (id, row) => {
    const claims = { ...memberClaims(`markers-${id}`), email: `markers-${id}@example.com` };
    const slug = `markers-${id}`;
    const player = playerItemSchema.parse({
      slug,
      name: 'Marker Player',
      status: 'active',
      positions: ['wing'],
      seasons: [],
      under18: false,
      accountEmail: claims.email,
      createdAt: 1_000,
      updatedAt: 2_000,
    });
    await local.ddb.send(new PutCommand({ TableName: local.tableName('players'), Item: player }));
    counter += 1;
    const marker = `Zqx${counter}mark`;
    const sent = await (await handlerOf(route('create-profile-change')))(
      apiEvent({
        method: 'POST',
        path: MY_PROFILE_CHANGES_PATH,
        headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: randomUUID() },
        body: JSON.stringify({ bio: `${marker} and words\nover two lines` }),
        claims,
      }),
    );
    expect(sent.statusCode, String(sent.body)).toBe(201);
    const reference = String((bodyOf(sent).latestChange as { reference?: unknown } | undefined)?.reference ?? '');
    const before = (await mailTo(claims.email)).length;

    const result = await officerMove(row, reference);

    expect(result.statusCode, String(result.body)).toBe(200);
    const mails = await mailTo(claims.email);
    expect(mails.length).toBe(before + 1);
    expect(leaks(mails, [marker])).toEqual([]);
  });
});

describe("a booking link's rows", () => {
  it('hold no visitor text when the renter cancels their booking from its page', async () => {
    const email = 'markers-cancel-rental-booking@example.com';
    const { reference, markers } = await submit(route('create-rental-request'), email);
    usePaymentsSecret();
    expect((await officerMove(route('approve-rental-request'), reference)).statusCode).toBe(200);
    const before = (await mailTo(email)).length;
    const { token = '' } = bookingOfFragment(new URL(await bookingLink(reference)).hash);
    const row = route('cancel-rental-booking');

    const result = await (await handlerOf(row))(
      apiEvent({
        method: 'POST',
        path: row.path.replace('{requestId}', reference),
        routePath: row.path,
        pathParameters: { requestId: reference },
        headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': '203.0.113.77:443' },
        body: JSON.stringify({ token }),
      }),
    );

    expect(result.statusCode, String(result.body)).toBe(200);
    const mails = await mailTo(email);
    expect(mails.length).toBe(before + 1);
    expect(leaks(mails, markers)).toEqual([]);
  });
});

describe("a payer's receipt", () => {
  it('holds none of what the officer typed about the payment or the refund', async () => {
    usePaymentsSecret(null);
    const email = 'markers-payer@example.com';
    const claims = officerClaims('officer-markers');
    const post = async (row: RouteDef, path: string, body: unknown, pathParameters?: Record<string, string>) =>
      (await handlerOf(row))(
        apiEvent({
          method: 'POST',
          path,
          routePath: row.path,
          pathParameters,
          headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER.toLowerCase()]: randomUUID() },
          body: JSON.stringify(body),
          claims,
        }),
      );
    const markers = ['Zqxpaydescmark', 'Zqxpayrefmark', 'Zqxpaynamemark', 'Zqxrefundnotemark'];
    const recorded = await post(route('record-offline-payment'), route('record-offline-payment').path, {
      ...(validBodies['record-offline-payment'] as object),
      description: markers[0],
      reference: markers[1],
      payerName: markers[2],
      payerEmail: email,
    });
    expect(recorded.statusCode, String(recorded.body)).toBe(201);
    const paymentId = (bodyOf(recorded).payment as { id: string }).id;
    const refunded = await post(
      route('refund-payment'),
      route('refund-payment').path.replace('{paymentId}', paymentId),
      { amountCents: 500, reason: 'other', note: markers[3] },
      { paymentId },
    );
    expect(refunded.statusCode, String(refunded.body)).toBe(201);

    const mails = await mailTo(email);
    expect(mails).toHaveLength(2);
    expect(leaks(mails, markers)).toEqual([]);
  });
});
