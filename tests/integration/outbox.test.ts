// The outbox and its job against DynamoDB Local, SES mocked: due mail is sent once even by two
// runs at the same moment, mail under a lease waits, a failure backs off and after the last try
// the mail is dead (still kept, for an officer); sent mail leaves the queue and expires.

import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { job } from '../../lambdas/jobs';
import { backoffMs, OUTBOX_KEEP_SENT_DAYS, OUTBOX_MAX_ATTEMPTS } from '../../lambdas/domain/mail/outbox';
import { newOutboxItem } from '../../lambdas/domain/mail/outbox-put';
import type { OutboxItem } from '../../lambdas/domain/mail/outbox-item';
import { mockSes, sentMail } from '../support/form-endpoint';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-outbox-${process.pid}-`, fn: job('send-pending-mail') });
const ses = mockSes();
const { handler: runJob } = await import('../../lambdas/jobs/send-pending-mail');

let counter = 0;

/** A pending mail already due (its lease long over), optionally with earlier failed tries. */
async function dueMail(attempts = 0): Promise<OutboxItem> {
  counter += 1;
  const created = Date.now() - 3_600_000;
  const item: OutboxItem = {
    ...newOutboxItem({ to: [`to-${counter}@example.com`], subject: `Mail ${counter}`, text: 'Hello' }, `test ${counter}`, created),
    attempts,
    nextAttemptAt: created,
  };
  await local.ddb.send(new PutCommand({ TableName: local.tableName('outbox'), Item: item }));
  return item;
}

async function read(id: string): Promise<Record<string, unknown> | undefined> {
  return (await local.ddb.send(new GetCommand({ TableName: local.tableName('outbox'), Key: { id }, ConsistentRead: true }))).Item;
}

beforeEach(() => {
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'm' });
});

afterAll(async () => {
  ses.restore();
  await local.close();
});

describe('the send-pending-mail job', () => {
  it('sends due mail, takes it off the queue and lets it expire a month later', async () => {
    const mail = await dueMail();

    await runJob();

    const after = await read(mail.id);
    expect(after).toMatchObject({ state: 'sent', attempts: 1 });
    expect(after?.queue).toBeUndefined();
    expect(Number(after?.expiresAt) - Number(after?.sentAt) / 1000).toBeCloseTo(OUTBOX_KEEP_SENT_DAYS * 86_400, -1);
    expect(sentMail(ses).map((sent) => sent.Destination?.ToAddresses)).toContainEqual(mail.to);
  });

  it('sends a due mail once when two runs start together', async () => {
    const mail = await dueMail();

    await Promise.all([runJob(), runJob()]);

    expect(sentMail(ses).filter((sent) => sent.Destination?.ToAddresses?.[0] === mail.to[0])).toHaveLength(1);
  });

  it('leaves a mail alone while the handler that wrote it holds its lease', async () => {
    const leased = newOutboxItem({ to: ['leased@example.com'], subject: 'Leased', text: 'x' }, 'lease test', Date.now());
    await local.ddb.send(new PutCommand({ TableName: local.tableName('outbox'), Item: leased }));

    await runJob();

    expect(await read(leased.id)).toMatchObject({ state: 'pending', attempts: 0 });
    expect(sentMail(ses).map((sent) => sent.Destination?.ToAddresses?.[0])).not.toContain('leased@example.com');
  });

  it('backs a failed mail off, records the error name only, and tries again when due', async () => {
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('throttled for a@b.example'), { name: 'TooManyRequestsException' }));
    const mail = await dueMail(2);
    const before = Date.now();

    await runJob();

    const after = await read(mail.id);
    expect(after).toMatchObject({ state: 'pending', queue: 'pending', attempts: 3, lastError: 'TooManyRequestsException' });
    expect(Number(after?.nextAttemptAt)).toBeGreaterThanOrEqual(before + backoffMs(3));
  });

  it('gives a mail up as dead after its last try, and keeps it for an officer to see', async () => {
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('rejected'), { name: 'MessageRejected' }));
    const mail = await dueMail(OUTBOX_MAX_ATTEMPTS - 1);

    await runJob();

    expect(await read(mail.id)).toMatchObject({
      state: 'dead',
      queue: 'dead',
      attempts: OUTBOX_MAX_ATTEMPTS,
      lastError: 'MessageRejected',
    });
    // A dead mail is never tried again.
    ses.reset();
    ses.on(SendEmailCommand).resolves({ MessageId: 'm' });
    await runJob();
    expect(sentMail(ses).map((sent) => sent.Destination?.ToAddresses?.[0])).not.toContain(mail.to[0]);
  });
});
