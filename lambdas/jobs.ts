// The scheduled jobs: functions that run every few minutes instead of answering requests, one
// file `lambdas/jobs/<id>.ts` exporting `handler` per row. CDK gives each a schedule and exactly
// its row's grants; `npm start` runs each on a timer with the same scoped environment.

import { type JobDef, rowById } from './route-def';
import { tableNames } from './table-keys';

export const jobs = [
  {
    id: 'send-pending-mail',
    description:
      "Sends mail the request handlers could not send at once, with backoff, until it goes or is given up (dead); receipts waiting for their turn under the hourly ceiling, and the club's hourly digest.",
    everyMinutes: 1,
    // requests: a digest counts its hour's requests when it is sent.
    reads: ['outbox', 'requests'],
    // rateLimits: a waiting receipt counts under the ceiling of the hour it is sent in, and none is sent while mail to visitors is paused.
    writes: ['outbox', 'rateLimits'],
    sendsEmail: true,
  },
  {
    id: 'send-newsletters',
    description:
      "Starts the newsletters whose time has come, queues one mail per confirmed subscriber of their audience in the outbox's bulk queue, and sends that queue at the deployed rate (newsletterSendRate).",
    everyMinutes: 1,
    // A run spends at most 45 s (lambdas/jobs/send-newsletters.ts), and never overlaps the next by much.
    timeoutSeconds: 55,
    reads: ['newsletters', 'subscribers', 'outbox'],
    // subscribers: a subscriber's unsubscribe key, given with the first newsletter; counters: the reports.
    writes: ['newsletters', 'subscribers', 'outbox', 'counters'],
    sendsEmail: true,
    bulkMail: true,
  },
  {
    id: 'export-club',
    description:
      "Writes the whole club (every table, the members with their groups, the media) into one archive in the data stack's backup bucket, one a day, each kept backupRetentionDays.",
    everyMinutes: 24 * 60,
    // Lambda's longest run: a club's archive takes a minute or two (docs/operations.md says how big a club fits).
    timeoutSeconds: 15 * 60,
    reads: [],
    writes: [],
    // Scan, which no other function holds: an archive is every item of every table. DynamoDB's own
    // export (ExportTableToPointInTime) would write each table apart, in its own format, minutes
    // later, into a bucket, without the members or the media, and DynamoDB Local has none: the
    // archive would no longer be `npm run export`'s, nor restorable by `npm run import`, nor tried locally.
    scans: tableNames,
    media: ['list', 'read'],
    members: 'read',
    backups: 'write',
  },
  {
    id: 'reconcile-payments',
    description:
      'Compares what Stripe says with the payments table over the last days, both ways, and counts each difference in a metric that raises an alarm.',
    everyMinutes: 24 * 60,
    reads: ['payments'],
    writes: [],
    paymentsSecret: true,
  },
  {
    id: 'release-unpaid-holds',
    description:
      "Releases each approved rental whose deposit did not come by its hold's deadline: its bookings leave the calendar, it is cancelled and the renter is mailed; a payment still open or settling keeps the hold.",
    everyMinutes: 15,
    reads: ['requests', 'bookings', 'bookingLedger', 'payments'],
    writes: ['requests', 'bookings', 'bookingLedger', 'outbox'],
    sendsEmail: true,
  },
  {
    id: 'release-ticket-holds',
    description:
      "Gives back to its night the seats of each ticket order whose hold ran out unpaid; a payment already in issues the order's tickets, one Stripe is still settling keeps the hold a day longer.",
    everyMinutes: 5,
    reads: ['ticketOrders', 'clubNights', 'payments'],
    // A payment whose hook has not run yet issues the tickets here, mailed through the outbox.
    writes: ['ticketOrders', 'clubNights', 'tickets', 'outbox'],
    writesMail: true,
    // The tickets' tokens are signed with the payments secret's receipt key.
    paymentsSecret: true,
  },
  {
    id: 'remind-rental-balances',
    description:
      'Mails each renter whose deposit is in, once, the balance still owed of their booking, the days the money rules say before it is due, with their booking page to pay it.',
    everyMinutes: 60,
    // The settings: the money rules' reminder lead time.
    reads: ['requests', 'payments', 'settings'],
    writes: ['requests', 'outbox'],
    sendsEmail: true,
    // The mail links the booking page with a token signed by the payments secret's key.
    paymentsSecret: true,
  },
  {
    id: 'remind-memberships',
    description:
      'Mails each paid member who has not renewed a reminder on each of the reminder days of the dues settings before their membership ends, once each, and tells them once when it has ended without their renewing.',
    everyMinutes: 60,
    // settings: the dues settings' reminder days.
    reads: ['memberships', 'settings'],
    writes: ['memberships', 'outbox'],
    sendsEmail: true,
  },
  {
    id: 'send-availability-requests',
    description:
      'Mails the players of each coming fixture the request for their availability at the hour the officers set, and the reminder to those who have not answered, each once.',
    // A request is due at a whole hour; five minutes is close enough, and a run a few milliseconds long.
    everyMinutes: 5,
    reads: ['games', 'players', 'availability', 'settings'],
    writes: ['availability', 'outbox'],
    sendsEmail: true,
    // Its receiptKey signs the players' links (lambdas/domain/availability/player-links.ts).
    paymentsSecret: true,
  },
] as const satisfies readonly JobDef[];

export type JobId = (typeof jobs)[number]['id'];

/** The row of a job id; a job passes it to defineJob. */
export function job(id: JobId): JobDef {
  return rowById(jobs, id, 'job');
}

export type { JobDef } from './route-def';
