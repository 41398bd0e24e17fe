// GET /api/me/requests against DynamoDB Local: a member sees exactly the requests made with their
// verified address (in any letter case, before or after signing up), newest first and at most
// MY_REQUESTS_LIMIT, with a one-line summary, and their newsletter entry; another person's
// requests never appear, and an unverified or missing address is refused.

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES_PATH } from '../../common/requests/contact-message';
import { MY_REQUESTS_LIMIT, MY_REQUESTS_PATH, myRequestsAnswerSchema, myRequestsMessages } from '../../common/requests/my-requests';
import { positionLabels } from '../../common/squad/player-request';
import { sponsorshipTypeLabels } from '../../common/requests/sponsorship';
import { route } from '../../lambdas/routes';
import { type RequestItem, requestItemSchema } from '../../lambdas/domain/requests/request-item';
import { subscriberItemSchema } from '../../lambdas/domain/newsletter/subscriber-item';
import { apiEvent, errorText, jsonBody, memberClaims } from '../support/api-event';
import { bodyOf, mockSes, postTo } from '../support/form-endpoint';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { demoMember } from '../../local/aws/create-user-pool';
import { demoRequestItems } from '../../local/demo/requests-dataset';
import { bookingOfFragment } from '../../common/rental/rental-booking';
import { forgetPaymentsSecret } from '../../lambdas/domain/payments/payments-secret';
import { setPaymentsSecretSource } from '../../lambdas/domain/payments/payments-secret-source';
import { bookingTokenOpens } from '../../lambdas/domain/rental/booking-token';
import { localPaymentsSecret } from '../../local/api/payments-secret';

const local = await useLocalDynamoDb({
  ownTablesPrefix: `it-my-requests-${process.pid}-`,
  fn: {
    // Both handlers of this file run in one process: the reads of the account row and the writes of the contact form.
    ...route('create-contact-message'),
    id: 'my-requests-test',
    reads: [...route('list-my-requests').reads, ...route('create-contact-message').reads],
  },
});
const ses = mockSes();
// A rental's booking link is signed with the payments secret's key; the file checks it with the same key.
const secret = localPaymentsSecret();
forgetPaymentsSecret();
setPaymentsSecretSource({ secretId: secret.id, read: async () => secret.json });
const { handler } = await import('../../lambdas/handlers/list-my-requests');
const { handler: createContactMessage } = await import('../../lambdas/handlers/create-contact-message');
const postContact = postTo(createContactMessage, CONTACT_MESSAGES_PATH);

afterAll(async () => {
  ses.restore();
  await local.close();
});

function claimsFor(email: string, overrides: Record<string, string> = {}): Record<string, string> {
  return { ...memberClaims(`sub-${email}`), email, ...overrides };
}

function listFor(claims: Record<string, string>) {
  return handler(apiEvent({ method: 'GET', path: MY_REQUESTS_PATH, claims }));
}

async function answerFor(email: string) {
  const result = await listFor(claimsFor(email));
  expect(result.statusCode).toBe(200);
  return myRequestsAnswerSchema.parse(jsonBody(result));
}

let idCounter = 0;
function nextId(): string {
  idCounter += 1;
  return `T${String(idCounter).padStart(9, '0')}`;
}

const HOUR = 3_600_000;
const base = { status: 'new', updatedAt: 1, bodyHash: 'b'.repeat(64), visitorMail: 'queued' } as const;

/** A stored request of each kind, as submitRequest writes it. */
async function putRequest(kind: RequestItem['kind'], email: string, createdAt: number, id = nextId()): Promise<string> {
  const requesterEmail = email.toLowerCase();
  const samples: Record<RequestItem['kind'], Record<string, unknown>> = {
    rental: {
      kind: 'rental',
      details: {
        email,
        name: 'Ann',
        phone: '630 555 0100',
        start: Date.UTC(2030, 5, 1, 17),
        end: Date.UTC(2030, 5, 1, 17) + 4 * HOUR,
        eventTitle: 'Ann and Bo wedding',
      },
      estimate: { cost: 200, deposit: 20, total: 220 },
    },
    sponsorship: {
      kind: 'sponsorship',
      details: { companyName: 'Lemont Hardware', contactName: 'Ann', email, sponsorshipType: 'jersey' },
    },
    player: { kind: 'player', details: { firstName: 'Ann', lastName: 'Lee', email, phone: '630 555 0100', position: 'prop' } },
    contact: { kind: 'contact', details: { name: 'Ann', email, subject: 'Kit sizes', message: 'Which sizes?' } },
    'profile-change': {
      kind: 'profile-change',
      details: { name: 'Ann Lee', email, playerSlug: 'ann-lee', bio: 'Prop since school.', currentBio: '', playerUpdatedAt: 1 },
    },
  };
  const item = requestItemSchema.parse({
    ...base,
    status: kind === 'rental' || kind === 'profile-change' ? 'pending' : 'new',
    ...samples[kind],
    id,
    createdAt,
    requesterEmail,
  });
  await local.ddb.send(new PutCommand({ TableName: local.tableName('requests'), Item: item }));
  return id;
}

describe('GET /api/me/requests', () => {
  it("lists a member's requests of every kind, newest first, each with its summary, and no one else's", async () => {
    const me = 'kinds.member@example.com';
    const rental = await putRequest('rental', me, 1_000);
    const sponsorship = await putRequest('sponsorship', me, 2_000);
    const player = await putRequest('player', me, 3_000);
    const contact = await putRequest('contact', me, 4_000);
    const stranger = await putRequest('contact', 'someone.else@example.com', 5_000);

    const answer = await answerFor(me);

    expect(answer.email).toBe(me);
    expect(answer.requests.map((request) => request.reference)).toEqual([contact, player, sponsorship, rental]);
    expect(answer.requests.map((request) => request.reference)).not.toContain(stranger);
    const [contactRow, playerRow, sponsorshipRow, rentalRow] = answer.requests;
    expect(contactRow).toEqual({ kind: 'contact', reference: contact, status: 'new', createdAt: 4_000, summary: 'Kit sizes' });
    expect(playerRow?.summary).toBe(`Position: ${positionLabels.prop}`);
    expect(sponsorshipRow?.summary).toBe(`Lemont Hardware: ${sponsorshipTypeLabels.jersey}`);
    expect(rentalRow?.summary).toMatch(/^Ann and Bo wedding: June 1, 2030 at 12:00 PM to June 1, 2030 at 4:00 PM$/);
    // A rental links to its booking page with a token that opens that booking, and says where it stands; no other kind has one.
    expect(rentalRow?.booking?.standing).toBe('Requested');
    const link = bookingOfFragment(new URL(rentalRow?.booking?.link ?? '', 'https://club.test').hash);
    expect(link.ref).toBe(rental);
    expect(await bookingTokenOpens(rental, link.token ?? '')).toBe(true);
    expect(contactRow?.booking).toBeUndefined();
    expect(JSON.stringify(answer)).not.toContain('someone.else');
    // Only what the list shows: no phone, message or hash of the stored record.
    expect(Object.keys(contactRow ?? {}).sort()).toEqual(['createdAt', 'kind', 'reference', 'status', 'summary']);
  });

  it('finds a request sent from the contact form before signing up, whatever the letter case of either address', async () => {
    const sent = await postContact(
      { name: 'Early Bird', email: '  Early.Bird@Example.com ', subject: 'Before I joined', message: 'Hello there' },
      { key: 'my-requests-early-bird-0001' },
    );
    expect(sent.statusCode).toBe(201);

    const result = await listFor(claimsFor('EARLY.bird@example.COM'));

    expect(result.statusCode).toBe(200);
    const answer = myRequestsAnswerSchema.parse(jsonBody(result));
    expect(answer.requests).toEqual([
      expect.objectContaining({ kind: 'contact', reference: bodyOf(sent).reference, summary: 'Before I joined' }),
    ]);
  });

  it("never returns another member's requests: each of two members sees only their own", async () => {
    const alice = 'alice.owner@example.com';
    const bob = 'bob.other@example.com';
    const aliceRef = await putRequest('rental', alice, 10_000);
    const bobRef = await putRequest('player', bob, 10_001);

    const aliceSees = (await answerFor(alice)).requests.map((request) => request.reference);
    const bobSees = (await answerFor(bob)).requests.map((request) => request.reference);

    expect(aliceSees).toEqual([aliceRef]);
    expect(bobSees).toEqual([bobRef]);
  });

  it('ignores any address in the query string: the token alone names the member', async () => {
    const victim = 'victim.person@example.com';
    await putRequest('contact', victim, 20_000);
    const result = await handler(
      apiEvent({ method: 'GET', path: MY_REQUESTS_PATH, query: { email: victim }, claims: claimsFor('nosy.member@example.com') }),
    );

    expect(result.statusCode).toBe(200);
    expect(myRequestsAnswerSchema.parse(jsonBody(result)).requests).toEqual([]);
  });

  it('refuses an address Cognito has not verified, with a message saying why', async () => {
    const owner = 'unverified.claim@example.com';
    await putRequest('contact', owner, 30_000);

    const result = await listFor(claimsFor(owner, { email_verified: 'false' }));

    expect(result.statusCode).toBe(403);
    expect(errorText(result)).toBe(myRequestsMessages.unverified);
    expect(String(result.body)).not.toContain('Kit sizes');
  });

  it('refuses a token without an address (an access token), and a request without a token', async () => {
    const { email: _none, ...withoutEmail } = claimsFor('no.email@example.com');
    const noEmail = await listFor(withoutEmail);
    expect(noEmail.statusCode).toBe(403);
    expect(errorText(noEmail)).toBe(myRequestsMessages.noEmail);

    const signedOut = await handler(apiEvent({ method: 'GET', path: MY_REQUESTS_PATH }));
    expect(signedOut.statusCode).toBe(401);
  });

  it(`lists at most ${MY_REQUESTS_LIMIT}, the newest`, async () => {
    const busy = 'busy.member@example.com';
    const total = MY_REQUESTS_LIMIT + 5;
    for (let index = 0; index < total; index += 1) await putRequest('contact', busy, 100_000 + index);

    const answer = await answerFor(busy);

    expect(answer.requests).toHaveLength(MY_REQUESTS_LIMIT);
    expect(answer.requests[0]?.createdAt).toBe(100_000 + total - 1);
    expect(answer.requests.at(-1)?.createdAt).toBe(100_000 + total - MY_REQUESTS_LIMIT);
  });

  it('gives the newsletter status of the address: none, pending or confirmed, with the entry token for its links', async () => {
    const put = (email: string, status: 'pending' | 'confirmed', token: string) =>
      local.ddb.send(
        new PutCommand({
          TableName: local.tableName('subscribers'),
          Item: subscriberItemSchema.parse({
            email,
            name: 'Reader',
            interests: [],
            status,
            token,
            createdAt: 1,
            ...(status === 'pending' ? { expiresAt: Math.floor(Date.now() / 1000) + 3600 } : { confirmedAt: 2 }),
          }),
        }),
      );
    await put('confirmed.reader@example.com', 'confirmed', 'c'.repeat(43));
    await put('pending.reader@example.com', 'pending', 'p'.repeat(43));

    expect((await answerFor('confirmed.reader@example.com')).newsletter).toEqual({ status: 'confirmed', token: 'c'.repeat(43) });
    expect((await answerFor('pending.reader@example.com')).newsletter).toEqual({ status: 'pending', token: 'p'.repeat(43) });
    expect((await answerFor('not.a.reader@example.com')).newsletter).toEqual({ status: 'none' });
  });
});

describe("the demo member's requests", () => {
  it('appear on their account as the demo dataset stores them, newest first', async () => {
    const items = demoRequestItems(Date.now());
    for (const item of items) await local.ddb.send(new PutCommand({ TableName: local.tableName('requests'), Item: item }));

    const answer = await answerFor(demoMember.email);

    expect(answer.requests.map((request) => request.reference)).toEqual(
      [...items].sort((a, b) => b.createdAt - a.createdAt).map((item) => item.id),
    );
  });
});
