// Every minute: the scheduled newsletters whose time has come start; the recipients of those being
// sent are queued in the outbox's bulk queue (lambdas/domain/newsletter/newsletter-sending.ts), for
// at most half the run; then the bulk queue's mail leaves at the deployed rate
// (lambdas/domain/newsletter/bulk-sending.ts) until the run's time is up. The next run goes on.

import { defineJob } from '../runtime/job';
import { SENDER_LEASE_MARGIN_MS, sendBulkMail } from '../domain/newsletter/bulk-sending';
import { siteAddress } from '../domain/newsletter/newsletter-mail';
import { queueRecipients, sendingNewsletters, startDueNewsletters } from '../domain/newsletter/newsletter-sending';
import { systemClock } from '../domain/newsletter/pacing';
import { newsletterSendRate } from '../domain/newsletter/send-rate';
import { FUNCTION_TIMEOUT_SECONDS } from '../function-limits';
import { job } from '../jobs';

/** What a run may spend, well within its timeout (lambdas/jobs.ts) and the minute before the next. */
const RUN_MS = 45_000;

// The sender's lease must outlive the run: Lambda stops it at its timeout at the latest.
const timeoutSeconds = job('send-newsletters').timeoutSeconds ?? FUNCTION_TIMEOUT_SECONDS;
if (timeoutSeconds * 1000 > RUN_MS + SENDER_LEASE_MARGIN_MS) {
  throw new Error(`send-newsletters may run ${timeoutSeconds} s, past the sender's lease (${RUN_MS + SENDER_LEASE_MARGIN_MS} ms)`);
}

export const handler = defineJob(job('send-newsletters'), async (now) => {
  const deadline = now + RUN_MS;
  const started = await startDueNewsletters(now);
  let queued = 0;
  let finished = 0;
  for (const newsletter of await sendingNewsletters()) {
    const result = await queueRecipients(newsletter, { now: Date.now, deadline: now + RUN_MS / 2, siteUrl: siteAddress() });
    queued += result.queued;
    if (result.done) finished += 1;
  }
  const sent = await sendBulkMail({ rate: newsletterSendRate(), deadline, clock: systemClock });
  return { started, queued, finished, ...sent };
});
