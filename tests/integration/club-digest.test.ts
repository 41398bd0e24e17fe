// The club's digest under a flood, against DynamoDB Local with SES mocked and the clock set: past
// the few requests an hour mailed one by one, requests arriving at the same moment are all stored
// and each counted once in the hour's digest, sent once after the hour. DynamoDB Local never cancels
// a transaction for a conflict, so DynamoDB's rule is played here (aws-sdk-client-mock, passing
// every call on to DynamoDB Local): a transaction touching an item another one in flight holds is
// cancelled with TransactionConflict, as DynamoDB does. No request may be refused for that.

import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES_PATH } from '../../common/requests/contact-message';
import { CLUB_NOTICES_PER_HOUR, digestId } from '../../lambdas/domain/mail/club-digest';
import { ddb } from '../../lambdas/runtime/dynamo';
import { HOUR_MS } from '../../lambdas/runtime/rate-limit';
import { tableKeys, type TableName, tableNames } from '../../lambdas/table-keys';
import { LOCAL_NOTIFICATION_EMAIL } from '../../local/handler-env';
import { itemsOf, mockSes, postTo, sentMail } from '../support/form-endpoint';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-digest-${process.pid}-` });
const ses = mockSes();
const { handler: contact } = await import('../../lambdas/handlers/create-contact-message');
const { handler: runJob } = await import('../../lambdas/jobs/send-pending-mail');
const postContact = postTo(contact, CONTACT_MESSAGES_PATH);

// Hours of this file's own, well ahead: every counter here starts from nothing.
const baseHour = (Math.floor(Date.now() / HOUR_MS) + 20) * HOUR_MS;
const CONCURRENT = 30;

let counter = 0;
const message = (email: string) => ({ name: 'Rush Sender', email, subject: 'Hello', message: 'Many at once.' });
const freshEmails = (prefix: string, count: number) => Array.from({ length: count }, () => `${prefix}-${++counter}@d${counter}.example`);

const storedFor = async (emails: readonly string[]) =>
  (await itemsOf(local, 'requests')).filter((item) => emails.includes((item.details as { email: string }).email));

const digestsSent = () =>
  sentMail(ses).filter(
    (mail) =>
      mail.Destination?.ToAddresses?.[0] === LOCAL_NOTIFICATION_EMAIL && /more new request/.test(mail.Content?.Simple?.Subject?.Data ?? ''),
  );

/** The handlers' own calls to DynamoDB Local, before any mock replaces them. */
const realSend = ddb.send.bind(ddb) as (command: object) => Promise<unknown>;

/** The table and key of each item a transaction writes, as DynamoDB tells conflicts apart. */
function itemKeys(input: TransactWriteCommandInput): string[] {
  const logical = (physical: string) => tableNames.find((name) => local.tableName(name) === physical) as TableName;
  return (input.TransactItems ?? []).map((step) => {
    const write = step.Put ?? step.Update ?? step.Delete ?? step.ConditionCheck;
    const table = String(write?.TableName);
    const keys = tableKeys[logical(table)];
    const source = (step.Put ? step.Put.Item : (write as { Key?: Record<string, unknown> }).Key) ?? {};
    return `${table}|${String(source[keys.partitionKey.name])}|${'sortKey' in keys ? String(source[keys.sortKey.name]) : ''}`;
  });
}

/**
 * DynamoDB's rule for transactions at the same moment: one that writes an item another
 * transaction in flight holds is cancelled, each step's reason saying which. Each transaction
 * here holds its items a little while, as DynamoDB's do across its partitions.
 */
function conflictingDynamoDb() {
  const mock = mockClient(ddb);
  const held = new Set<string>();
  mock.on(TransactWriteCommand).callsFake(async (input: TransactWriteCommandInput) => {
    const keys = itemKeys(input);
    if (keys.some((key) => held.has(key))) {
      throw new TransactionCanceledException({
        message: 'Transaction cancelled, please refer cancellation reasons for specific reasons [TransactionConflict]',
        $metadata: {},
        CancellationReasons: keys.map((key) => ({ Code: held.has(key) ? 'TransactionConflict' : 'None' })),
      });
    }
    for (const key of keys) held.add(key);
    try {
      await new Promise((resolve) => setTimeout(resolve, 25));
      return await realSend(new TransactWriteCommand(input));
    } finally {
      for (const key of keys) held.delete(key);
    }
  });
  passTheRestOn(mock);
  return mock;
}

/** Every other call the handlers and the job make goes to DynamoDB Local unchanged. */
function passTheRestOn(mock: ReturnType<typeof mockClient>) {
  mock.on(GetCommand).callsFake((input) => realSend(new GetCommand(input)));
  mock.on(PutCommand).callsFake((input) => realSend(new PutCommand(input)));
  mock.on(UpdateCommand).callsFake((input) => realSend(new UpdateCommand(input)));
  mock.on(DeleteCommand).callsFake((input) => realSend(new DeleteCommand(input)));
  mock.on(QueryCommand).callsFake((input) => realSend(new QueryCommand(input)));
  mock.on(BatchGetCommand).callsFake((input) => realSend(new BatchGetCommand(input)));
}

/** The first requests of the hour, each mailed to the club on its own. */
async function useUpOwnNotices(): Promise<void> {
  for (const email of freshEmails('first', CLUB_NOTICES_PER_HOUR)) expect((await postContact(message(email))).statusCode).toBe(201);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'm' });
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  ses.restore();
  await local.close();
});

describe('requests at the same moment past the hour’s own notifications', () => {
  it(`stores all ${CONCURRENT} and counts each once in the hour's digest`, async () => {
    const start = baseHour + 5 * 60_000;
    vi.setSystemTime(start);
    await useUpOwnNotices();
    const emails = freshEmails('rush', CONCURRENT);

    const answers = await Promise.all(emails.map((email) => postContact(message(email))));

    expect(answers.map((answer) => answer.statusCode)).toEqual(emails.map(() => 201));
    const stored = await storedFor(emails);
    expect(stored).toHaveLength(CONCURRENT);
    expect(stored.every((item) => item.clubNotice === 'digest')).toBe(true);

    // Sent once, a minute after the hour, with the count of what was stored.
    vi.setSystemTime(start + 30 * 60_000);
    await runJob();
    expect(digestsSent()).toEqual([]);
    vi.setSystemTime(baseHour + HOUR_MS + 2 * 60_000);
    await runJob();
    await runJob();
    expect(digestsSent().map((mail) => mail.Content?.Simple?.Subject?.Data)).toEqual([
      `${CONCURRENT} more new requests on the website, open the inbox`,
    ]);
  });

  it(`stores all ${CONCURRENT} when DynamoDB cancels transactions that touch the same item at once`, async () => {
    const start = baseHour + 2 * HOUR_MS + 5 * 60_000;
    vi.setSystemTime(start);
    await useUpOwnNotices();
    const emails = freshEmails('conflict', CONCURRENT);
    const dynamo = conflictingDynamoDb();
    let answers: Awaited<ReturnType<typeof postContact>>[];
    try {
      answers = await Promise.all(emails.map((email) => postContact(message(email))));
    } finally {
      dynamo.restore();
    }

    expect(answers.map((answer) => answer.statusCode)).toEqual(emails.map(() => 201));
    expect(await storedFor(emails)).toHaveLength(CONCURRENT);
    vi.setSystemTime(baseHour + 3 * HOUR_MS + 2 * 60_000);
    await runJob();
    expect(digestsSent().map((mail) => mail.Content?.Simple?.Subject?.Data)).toEqual([
      `${CONCURRENT} more new requests on the website, open the inbox`,
    ]);
  });

  it('sends again a request whose transaction was cancelled for a conflict, and stores it once', async () => {
    vi.setSystemTime(baseHour + 4 * HOUR_MS + 5 * 60_000);
    const [email = ''] = freshEmails('cancelled', 1);
    const dynamo = mockClient(ddb);
    dynamo
      .on(TransactWriteCommand)
      .rejectsOnce(
        new TransactionCanceledException({
          message: 'Transaction cancelled, please refer cancellation reasons for specific reasons [TransactionConflict, None, None]',
          $metadata: {},
          CancellationReasons: [{ Code: 'TransactionConflict' }, { Code: 'None' }, { Code: 'None' }],
        }),
      )
      .callsFake((input) => realSend(new TransactWriteCommand(input)));
    passTheRestOn(dynamo);
    try {
      expect((await postContact(message(email), { key: 'digest-conflict-key-01' })).statusCode).toBe(201);
    } finally {
      dynamo.restore();
    }
    expect(await storedFor([email])).toHaveLength(1);
  });

  it('counts in the digest only the requests that were stored', async () => {
    const start = baseHour + 6 * HOUR_MS + 5 * 60_000;
    vi.setSystemTime(start);
    await useUpOwnNotices();
    const stored = freshEmails('kept', 3);
    for (const email of stored) expect((await postContact(message(email))).statusCode).toBe(201);
    // One whose transaction DynamoDB refuses for good: the visitor is told to try again, and nothing is counted for it.
    const dynamo = mockClient(ddb);
    dynamo.on(TransactWriteCommand).rejects(Object.assign(new Error('throttled'), { name: 'ProvisionedThroughputExceededException' }));
    passTheRestOn(dynamo);
    try {
      expect((await postContact(message('refused@refused.example'))).statusCode).toBe(503);
    } finally {
      dynamo.restore();
    }
    expect((await itemsOf(local, 'outbox')).some((item) => item.id === digestId(start))).toBe(true);

    vi.setSystemTime(baseHour + 7 * HOUR_MS + 2 * 60_000);
    await runJob();
    expect(digestsSent().map((mail) => mail.Content?.Simple?.Subject?.Data)).toEqual([
      '3 more new requests on the website, open the inbox',
    ]);
  });
});
