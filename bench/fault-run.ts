// The fault run: visitor forms at a steady pace while DynamoDB Local is stopped and started again,
// with the mail emulator down throughout; then the checks of docs/features.md's "Visitor requests:
// kept first, mailed after, never lost": no 5xx tells anything about what is behind it, every request
// answered 2xx has its record, every other one was answered (the visitor told to retry, which
// works after recovery), and once the mail emulator is up the send-pending-mail job sends every
// mail the outbox kept, once.

import { availableParallelism, loadavg } from 'node:os';
import { GetCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { normalizeEmail } from '../common/requests/visitor-forms';
import { digestSubject } from '../lambdas/domain/mail/club-digest';
import { OUTBOX_MAX_ATTEMPTS } from '../lambdas/domain/mail/outbox';
import { outboxItemSchema, type OutboxItem } from '../lambdas/domain/mail/outbox-item';
import { tables } from '../lambdas/tables';
import type { TableName } from '../lambdas/table-keys';
import { isGatewayAnswer, leakIn } from './fault-leaks';
import { startFaultStack, type FaultStack } from './fault-stack';
import { attempt, FORM_ROWS, formRequest, steadyTraffic, type FormAnswer, type Outcome } from './fault-traffic';
import type { BudgetCheck, ReportSection } from './report';

// Within what the local API server keeps up with on a two-core machine that others load too (at 5
// a second and a load average of 15 it fell behind before the fault), so what goes wrong is the fault's doing.
const PER_SECOND = 2;
const TRAFFIC_MS = 30_000;
/**
 * The traffic goes on this long after DynamoDB Local answers again, however long its start took:
 * its first seconds back are slow (a cold JVM), and the report should show the service after that too.
 */
const AFTER_RECOVERY_MS = 30_000;
const MAX_TRAFFIC_MS = 90_000;
/** The end of the traffic, whose answers say whether the service is back to normal. */
const LAST_MS = 5_000;
const STOP_DYNAMODB_AT_MS = 10_000;
const START_DYNAMODB_AT_MS = 20_000;
/**
 * The job's runs, each this much later on its clock than the one before: the scheduler runs it every
 * minute, but the run's receipts are more than an hour's ceiling (VISITOR_MAIL_LIMITS.allVisitorsPerHour),
 * so the rest wait for later hours; steps of five minutes reach them in fewer runs, and every
 * retry's backoff (1, 2, 4 … minutes) has come due by the next step.
 */
const JOB_STEP_MS = 5 * 60_000;
/** Six hours of steps: three hours of ceiling for the run's receipts, and slack. */
const MAX_JOB_RUNS = 72;

const is2xx = (answer?: FormAnswer): boolean => answer !== undefined && answer.status >= 200 && answer.status < 300;

async function scanAll(ddb: DynamoDBDocumentClient, table: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(new ScanCommand({ TableName: table, ConsistentRead: true, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** The record a 2xx answer stands for, and how its mail is told apart in the outbox. */
interface Stored {
  readonly found: boolean;
  readonly isItsMail: (mail: OutboxItem) => boolean;
}

async function storedRecord(stack: FaultStack, outcome: Outcome, answer: FormAnswer): Promise<Stored> {
  const table = (name: TableName) => stack.stack.tableName(name);
  if (outcome.request.row === 'create-newsletter-subscription') {
    const email = normalizeEmail(outcome.request.email);
    const found = await stack.ddb.send(new GetCommand({ TableName: table('subscribers'), Key: { email }, ConsistentRead: true }));
    return { found: found.Item !== undefined, isItsMail: (mail) => mail.to.some((to) => normalizeEmail(to) === email) };
  }
  const { reference } = JSON.parse(answer.body) as { reference?: unknown };
  if (typeof reference !== 'string') return { found: false, isItsMail: () => false };
  const found = await stack.ddb.send(new GetCommand({ TableName: table('requests'), Key: { id: reference }, ConsistentRead: true }));
  return { found: found.Item !== undefined, isItsMail: (mail) => mail.about.endsWith(` request ${reference}`) };
}

async function outbox(stack: FaultStack): Promise<OutboxItem[]> {
  return (await scanAll(stack.ddb, stack.stack.tableName('outbox'))).map((item) => outboxItemSchema.parse(item));
}

interface ReceivedMail {
  readonly destination: { readonly to: readonly string[] };
  readonly subject: string;
}

const mailKey = (to: readonly string[], subject: string) => `${[...to].sort().join(',')}\n${subject}`;

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** Mails the emulator and the outbox disagree on (sent twice, sent but not in the outbox, or in the outbox as sent but never received), each with how many it got and how many the outbox says. */
function mismatches(received: readonly ReceivedMail[], sent: readonly OutboxItem[]): { key: string; got: number; expected: number }[] {
  const got = countBy(received, (mail) => mailKey(mail.destination.to, mail.subject));
  // As it was sent: an hour's digest is written when it goes, with its count then; one that counted none sent nothing.
  const expected = countBy(
    sent.filter((mail) => mail.digestCount !== 0),
    (mail) => mailKey(mail.to, mail.digestCount === undefined ? mail.subject : digestSubject(mail.digestCount)),
  );
  return [...new Set([...got.keys(), ...expected.keys()])]
    .map((key) => ({ key, got: got.get(key) ?? 0, expected: expected.get(key) ?? 0 }))
    .filter((mail) => mail.got !== mail.expected);
}

function budget(name: string, measured: number): BudgetCheck {
  return { name, limit: '0', measured: String(measured), ok: measured === 0 };
}

/** The gateway's own `{ message }` (a function that timed out), told apart from the handlers' `{ error }`. */
function fromGateway(answer?: FormAnswer): boolean {
  try {
    return isGatewayAnswer(JSON.parse(answer?.body ?? '') as Record<string, unknown>);
  } catch {
    return false;
  }
}

/** One request per row first, outside the count: a container's cold start is not the fault's doing. */
async function warmUp(apiUrl: string): Promise<void> {
  for (const [offset] of FORM_ROWS.entries()) {
    const outcome = await attempt(apiUrl, formRequest(10_000 + offset), 0);
    if (!is2xx(outcome.answer)) throw new Error(`Warming up ${outcome.request.row} failed: ${outcome.answer?.body ?? outcome.error}`);
  }
}

export async function runFaultRun(): Promise<ReportSection> {
  const stack = await startFaultStack();
  try {
    await warmUp(stack.apiUrl);
    // A busy machine slows the restarted DynamoDB Local and the handlers' cold starts; the report says how busy.
    const loadBefore = loadavg()[0] ?? 0;
    const timeline: Record<string, number> = {};
    const began = performance.now();
    const mark = (what: string) => {
      timeline[what] = Math.round(performance.now() - began);
    };
    const outcomes = await steadyTraffic(stack.apiUrl, {
      perSecond: PER_SECOND,
      keepGoing: (ms) => ms < MAX_TRAFFIC_MS && (ms < TRAFFIC_MS || timeline.up === undefined || ms < timeline.up + AFTER_RECOVERY_MS),
      at: [
        {
          ms: STOP_DYNAMODB_AT_MS,
          action: async () => {
            mark('stopping');
            await stack.stopDynamoDb();
            mark('down');
          },
        },
        {
          ms: START_DYNAMODB_AT_MS,
          action: async () => {
            mark('starting');
            await stack.startDynamoDb();
            mark('up');
          },
        },
      ],
    });
    mark('answered');

    const answered = outcomes.filter((outcome) => outcome.answer !== undefined);
    const unanswered = outcomes.filter((outcome) => outcome.answer === undefined);
    const faults = answered.filter((outcome) => (outcome.answer?.status ?? 0) >= 500);
    const clientErrors = answered.filter((outcome) => {
      const status = outcome.answer?.status ?? 0;
      return status >= 400 && status < 500;
    });
    const internals = {
      tableNames: Object.keys(tables).map((name) => stack.stack.tableName(name as TableName)),
      // Not the unreachable S3 stand-in's port 1: a lone digit is no sign of anything.
      ports: Object.values(stack.stack.endpoints)
        .flatMap((endpoint) => (endpoint ? [Number(new URL(endpoint).port)] : []))
        .filter((port) => port >= 1024),
    };

    // The visitors told to retry do so once the store is back, with the same Idempotency-Key.
    const refused = outcomes.filter((outcome) => !is2xx(outcome.answer));
    const retries: Outcome[] = [];
    for (const outcome of refused) retries.push(await attempt(stack.apiUrl, outcome.request, outcome.sentAtMs));
    const retriedOk = retries.filter((outcome) => is2xx(outcome.answer));

    const leaks = [...faults, ...retries.filter((outcome) => (outcome.answer?.status ?? 0) >= 500)].flatMap((outcome) => {
      const why = leakIn(outcome.answer?.body ?? '', internals);
      return why ? [`${outcome.request.row} ${outcome.answer?.status}: ${why} (${outcome.answer?.body.slice(0, 200)})`] : [];
    });

    const accepted = [...outcomes, ...retries].filter((outcome) => is2xx(outcome.answer));
    const records = await Promise.all(accepted.map((outcome) => storedRecord(stack, outcome, outcome.answer as FormAnswer)));
    const missing = records.filter((record) => !record.found).length;

    const kept = await outbox(stack);
    const pendingAfterRun = kept.filter((mail) => mail.state === 'pending').length;
    const withoutMail = records.filter((record) => record.found && !kept.some(record.isItsMail)).length;

    await stack.startMail();
    let runs = 0;
    let left = pendingAfterRun;
    while (left > 0 && runs < MAX_JOB_RUNS) {
      runs += 1;
      await stack.runMailJob(runs * JOB_STEP_MS);
      left = (await outbox(stack)).filter((mail) => mail.state === 'pending').length;
    }
    const finalOutbox = await outbox(stack);
    const sent = finalOutbox.filter((mail) => mail.state === 'sent');
    const unsent = finalOutbox.length - sent.length;
    const store = (await (await fetch(`${stack.stack.endpoints.ses}/store`)).json()) as { emails: ReceivedMail[] };
    const differing = mismatches(store.emails, sent);
    const differ = differing.reduce((sum, mail) => sum + Math.abs(mail.got - mail.expected), 0);

    const timedOut = faults.filter((outcome) => fromGateway(outcome.answer)).map((outcome) => outcome.sentAtMs);
    const gateway = timedOut.length;
    const byStatus = (status: number) =>
      faults.filter((outcome) => outcome.answer?.status === status && !fromGateway(outcome.answer)).length;
    const otherFaults = faults.length - byStatus(500) - byStatus(503) - gateway;
    const beforeStop = outcomes.filter((outcome) => outcome.sentAtMs < (timeline.stopping ?? 0));
    const afterRecovery = outcomes.filter((outcome) => outcome.sentAtMs >= (timeline.up ?? Number.POSITIVE_INFINITY));
    const lastSent = Math.max(...outcomes.map((outcome) => outcome.sentAtMs));
    const last = outcomes.filter((outcome) => outcome.sentAtMs > lastSent - LAST_MS);
    const perRow = FORM_ROWS.map((row) => {
      const mine = outcomes.filter((outcome) => outcome.request.row === row);
      return [
        row,
        String(mine.length),
        String(mine.filter((outcome) => is2xx(outcome.answer)).length),
        String(mine.filter((outcome) => (outcome.answer?.status ?? 0) >= 500).length),
        String(mine.filter((outcome) => outcome.answer === undefined).length),
        String(retriedOk.filter((outcome) => outcome.request.row === row).length),
      ];
    });

    return {
      title: 'Fault run: DynamoDB Local stopped and restarted, mail emulator down',
      method:
        `After one request per row to start the containers, ${outcomes.length} visitor form POSTs (${FORM_ROWS.length} rows in turn, ${PER_SECOND} a second for ${TRAFFIC_MS / 1000} s and at least ${AFTER_RECOVERY_MS / 1000} s past recovery, ` +
        'each with its own Idempotency-Key, address at a domain of its own and loopback client address 127.0.0.2-254) to the local API server with the ' +
        `real handlers; DynamoDB Local (on a data directory) stopped at ${STOP_DYNAMODB_AT_MS / 1000} s and started again on the ` +
        `same port and data at ${START_DYNAMODB_AT_MS / 1000} s; the mail emulator's port has nothing behind it until the traffic ` +
        'and the retries are over. Every request not answered 2xx is sent again once after recovery with its key. Then the mail ' +
        'emulator starts and the send-pending-mail job runs in its own container as the scheduler runs it, each run five minutes later on ' +
        'its clock than the one before (bench/send-pending-mail-later.ts), until no mail is pending.',
      tables: [
        {
          header: [
            'requests sent',
            '2xx',
            '4xx',
            '5xx (503 / 500 / gateway timeout / other)',
            'no answer',
            'records found',
            'mails pending after the run',
            'mails sent after recovery',
          ],
          rows: [
            [
              String(outcomes.length),
              String(outcomes.filter((outcome) => is2xx(outcome.answer)).length),
              String(clientErrors.length),
              `${faults.length} (${byStatus(503)} / ${byStatus(500)} / ${gateway} / ${otherFaults})`,
              String(unanswered.length),
              `${records.length - missing} of ${records.length}`,
              String(pendingAfterRun),
              String(store.emails.length),
            ],
          ],
        },
        {
          caption: 'By form row (retried: a request refused during the outage and answered 2xx when sent again after it)',
          header: ['row', 'sent', '2xx', '5xx', 'no answer', 'retried 2xx'],
          rows: perRow,
        },
      ],
      budgets: [
        budget("5xx answers not the generic { error } (or the gateway's { message }), or telling internals", leaks.length),
        budget('requests lost (2xx without a record, or no answer)', missing + unanswered.length),
        budget('mails unsent after recovery (pending or dead), or a stored request without its mail', unsent + withoutMail),
        budget('mails the emulator got twice, or not as the outbox says', differ),
      ],
      notes: [
        `Load average (1 min) at the start: ${loadBefore.toFixed(1)} on ${availableParallelism()} cores.`,
        `Timeline (ms after the first request): DynamoDB Local told to stop at ${timeline.stopping}, gone at ${timeline.down}, ` +
          `started again at ${timeline.starting}, answering at ${timeline.up}, ` +
          `every request answered by ${timeline.answered}.`,
        `Sent before DynamoDB Local was told to stop: ${beforeStop.length}, of which ${beforeStop.filter((outcome) => is2xx(outcome.answer)).length} answered 2xx.`,
        `Sent after DynamoDB Local answered again: ${afterRecovery.length}, of which ${afterRecovery.filter((outcome) => is2xx(outcome.answer)).length} answered 2xx; ` +
          `in the traffic's last ${LAST_MS / 1000} s: ${last.length}, of which ${last.filter((outcome) => is2xx(outcome.answer)).length} answered 2xx.`,
        ...(gateway > 0
          ? [
              `The ${gateway} gateway answers are Lambda timeouts (10 s), for requests sent between ${Math.min(...timedOut)} and ` +
                `${Math.max(...timedOut)} ms; the local API server ends every invocation under way in a route's container when one ` +
                'times out, where Lambda would end only that one.',
            ]
          : []),
        `Refused during the outage and sent again after it: ${refused.length}, of which ${retriedOk.length} answered 2xx.`,
        `The job ran ${runs} time(s) to send ${sent.length} mail(s) (a mail is given up after ${OUTBOX_MAX_ATTEMPTS} tries).`,
        ...differing
          .slice(0, 5)
          .map((mail) => `Mail received ${mail.got} time(s), sent ${mail.expected} by the outbox: ${mail.key.replace('\n', ' / ')}`),
        ...finalOutbox
          .filter((mail) => mail.state !== 'sent')
          .slice(0, 5)
          .map(
            (mail) =>
              `Unsent: ${mail.about} (${mail.state}, ${mail.attempts} tries${mail.lastError ? `, last error ${mail.lastError.slice(0, 120)}` : ''})`,
          ),
        ...clientErrors
          .slice(0, 3)
          .map((outcome) => `A 4xx: ${outcome.request.row} ${outcome.answer?.status} ${outcome.answer?.body.slice(0, 200)}`),
        ...leaks.slice(0, 5).map((leak) => `Leak: ${leak}`),
        ...unanswered.slice(0, 3).map((outcome) => `No answer: ${outcome.request.row} at ${outcome.sentAtMs} ms: ${outcome.error}`),
      ],
    };
  } finally {
    await stack.close();
  }
}
