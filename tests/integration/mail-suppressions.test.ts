// Bounces and complaints against DynamoDB Local, SES mocked: the record-mail-events function fed
// SES events in the shape AWS documents for EventBridge (the event record in `detail`), then the
// outbox (the send-pending-mail job and a handler's first try) asked to mail the same addresses.
// The SES emulator of `npm start` has no bounces, so these recorded-shape events stand in for them.

import { randomUUID } from 'node:crypto';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { deliverNew } from '../../lambdas/domain/mail/outbox';
import { newOutboxItem } from '../../lambdas/domain/mail/outbox-put';
import { eventFunction } from '../../lambdas/event-functions';
import { job } from '../../lambdas/jobs';
import { OUTBOX_ID_TAG, type OutboxItem } from '../../lambdas/domain/mail/outbox-item';
import { LOCAL_NOTIFICATION_EMAIL } from '../../local/handler-env';
import { mockSes, sentMail } from '../support/form-endpoint';
import { bounceEvent, complaintEvent, configurationSet } from '../support/ses-events';
import { useLocalDynamoDb } from '../support/local-dynamodb';

// One process runs both functions, so it gets both rows' grants.
const sender = job('send-pending-mail');
const recorder = eventFunction('record-mail-events');
const local = await useLocalDynamoDb({
  ownTablesPrefix: `it-suppress-${process.pid}-`,
  fn: {
    id: 'mail-suppressions-test',
    reads: [...sender.reads, ...recorder.reads],
    writes: [...sender.writes, ...recorder.writes],
    sendsEmail: true,
    clubAddress: true,
  },
});
const ses = mockSes();
const { handler: runJob } = await import('../../lambdas/jobs/send-pending-mail');
const { handler: recordEvent } = await import('../../lambdas/events/record-mail-events');

let counter = 0;
let nextMessageId = 'unset';

beforeEach(() => {
  ses.reset();
  ses.on(SendEmailCommand).callsFake(() => ({ MessageId: nextMessageId }));
});

afterAll(async () => {
  ses.restore();
  await local.close();
});

/** A pending mail to `to`, already due. */
async function dueMail(to: string): Promise<OutboxItem> {
  counter += 1;
  const created = Date.now() - 3_600_000;
  const item: OutboxItem = {
    ...newOutboxItem({ to: [to], subject: `Mail ${counter}`, text: 'Hello' }, `test ${counter}`, created),
    nextAttemptAt: created,
  };
  await local.ddb.send(new PutCommand({ TableName: local.tableName('outbox'), Item: item }));
  return item;
}

async function outboxItem(id: string): Promise<Record<string, unknown> | undefined> {
  return (await local.ddb.send(new GetCommand({ TableName: local.tableName('outbox'), Key: { id }, ConsistentRead: true }))).Item;
}

async function suppression(email: string): Promise<Record<string, unknown> | undefined> {
  return (await local.ddb.send(new GetCommand({ TableName: local.tableName('mailSuppressions'), Key: { email }, ConsistentRead: true })))
    .Item;
}

/** Sends a mail through the job, SES answering with a fresh message id; returns the mail and that id. */
async function sentBy(to: string): Promise<{ mail: OutboxItem; messageId: string }> {
  const mail = await dueMail(to);
  nextMessageId = `0100018b${randomUUID()}-000000`;
  await runJob();
  expect(await outboxItem(mail.id)).toMatchObject({ state: 'sent', sesMessageId: nextMessageId });
  return { mail, messageId: nextMessageId };
}

const sentTo = (address: string) => sentMail(ses).filter((sent) => sent.Destination?.ToAddresses?.includes(address));

describe('the outbox and the configuration set', () => {
  it('sends every mail through the configuration set, tagged with its outbox id', async () => {
    const { mail } = await sentBy('first@example.com');

    const [input] = sentTo('first@example.com');
    expect(input?.ConfigurationSetName).toBe(configurationSet());
    expect(configurationSet()).not.toBe('');
    expect(input?.EmailTags).toEqual([{ Name: OUTBOX_ID_TAG, Value: mail.id }]);
  });
});

describe('a permanent bounce', () => {
  it('suppresses the address: recorded once lower-cased, its mail marked, later mail to it never sent nor retried', async () => {
    const { mail, messageId } = await sentBy('Gone.Away@Example.com');

    const report = await recordEvent(bounceEvent('Permanent', { id: mail.id, messageId, to: 'Gone.Away@Example.com' }));

    expect(report).toMatchObject({ suppressed: 1, mailMarked: 1 });
    expect(await suppression('gone.away@example.com')).toEqual({
      email: 'gone.away@example.com',
      reason: 'bounce',
      detail: 'NoEmail',
      at: Date.parse('2026-11-26T17:00:00.000Z'),
      sesMessageId: messageId,
    });
    expect(await outboxItem(mail.id)).toMatchObject({
      state: 'suppressed',
      queue: 'suppressed',
      suppressed: { reason: 'bounce', at: Date.parse('2026-11-26T17:00:00.000Z') },
    });

    ses.reset();
    ses.on(SendEmailCommand).resolves({ MessageId: 'never' });
    const later = await dueMail('gone.away@EXAMPLE.com');
    await runJob();
    await runJob();

    expect(sentTo('gone.away@EXAMPLE.com')).toEqual([]);
    const after = await outboxItem(later.id);
    expect(after).toMatchObject({
      state: 'suppressed',
      queue: 'suppressed',
      attempts: 1,
      suppressed: { reason: 'bounce', at: Date.parse('2026-11-26T17:00:00.000Z') },
    });
    expect(after?.sentAt).toBeUndefined();
  });
});

describe('a complaint', () => {
  it("suppresses the address, so a handler's first try does not send to it either", async () => {
    const { mail, messageId } = await sentBy('grumpy@example.com');

    await recordEvent(complaintEvent({ id: mail.id, messageId, to: 'grumpy@example.com' }));
    expect(await suppression('grumpy@example.com')).toMatchObject({ reason: 'complaint', detail: 'abuse' });

    ses.reset();
    ses.on(SendEmailCommand).resolves({ MessageId: 'never' });
    const fresh = newOutboxItem({ to: ['grumpy@example.com'], subject: 'Receipt', text: 'Hello' }, 'complaint test', Date.now());
    await local.ddb.send(new PutCommand({ TableName: local.tableName('outbox'), Item: fresh }));
    expect(await deliverNew([fresh], Date.now())).toEqual(['suppressed']);

    expect(sentTo('grumpy@example.com')).toEqual([]);
    expect(await outboxItem(fresh.id)).toMatchObject({ state: 'suppressed', suppressed: { reason: 'complaint' } });
  });
});

describe('a transient bounce', () => {
  it('suppresses nothing: the next mail to the address goes', async () => {
    const { mail, messageId } = await sentBy('full.box@example.com');

    const report = await recordEvent(bounceEvent('Transient', { id: mail.id, messageId, to: 'full.box@example.com' }));

    expect(report).toMatchObject({ suppressed: 0, ignored: 1, mailMarked: 0 });
    expect(await suppression('full.box@example.com')).toBeUndefined();
    expect(await outboxItem(mail.id)).toMatchObject({ state: 'sent' });
    const next = await sentBy('full.box@example.com');
    expect(await outboxItem(next.mail.id)).toMatchObject({ state: 'sent' });
  });
});

describe("the club's own address", () => {
  it('is never suppressed: its bounced mail goes dead (the dead-mail alarm) and the next notification is still sent', async () => {
    const { mail, messageId } = await sentBy(LOCAL_NOTIFICATION_EMAIL);

    const report = await recordEvent(bounceEvent('Permanent', { id: mail.id, messageId, to: LOCAL_NOTIFICATION_EMAIL }));

    expect(report).toMatchObject({ suppressed: 0, clubAddress: 1, mailMarked: 1 });
    expect(await suppression(LOCAL_NOTIFICATION_EMAIL)).toBeUndefined();
    const dead = await outboxItem(mail.id);
    expect(dead).toMatchObject({ state: 'dead', queue: 'dead', lastError: 'Bounced' });
    expect(dead?.expiresAt).toBeUndefined();

    const next = await sentBy(LOCAL_NOTIFICATION_EMAIL);
    expect(await outboxItem(next.mail.id)).toMatchObject({ state: 'sent' });
  });
});

describe('a malformed event', () => {
  const good = () => bounceEvent('Permanent', { id: 'no-such-mail', messageId: '0100018b-abc-000000', to: 'bad.event@example.com' });
  /** The good event with its bounce object changed. */
  const withBounce = (change: Record<string, unknown>) => {
    const event = good();
    return { ...event, detail: { ...event.detail, bounce: { ...(event.detail.bounce as Record<string, unknown>), ...change } } };
  };
  const cases: [string, Record<string, unknown>][] = [
    ['not from SES', { ...good(), source: 'aws.evil' }],
    ['an unknown bounce type', withBounce({ bounceType: 'Soft' })],
    ['a recipient that is no address', withBounce({ bouncedRecipients: [{ emailAddress: 'bad.event@example.com\r\nBcc: x@y' }] })],
    ['no recipient', withBounce({ bouncedRecipients: [] })],
    ['a time that is no time', withBounce({ timestamp: 'yesterday' })],
    ['no detail', { ...good(), detail: undefined }],
    ['an event of another kind', { ...good(), detail: { ...good().detail, eventType: 'Delivery' } }],
  ];

  it.each(cases)('is refused without writing: %s', async (_name, event) => {
    await expect(recordEvent(event)).rejects.toThrow(/shape/);
    expect(await suppression('bad.event@example.com')).toBeUndefined();
  });

  it('is refused when the same event, well formed, is recorded (the check above is not vacuous)', async () => {
    await recordEvent(good());
    expect(await suppression('bad.event@example.com')).toMatchObject({ reason: 'bounce' });
  });
});
