// Every minute: the outbox's due mail, tried once each (lambdas/commons/outbox.ts decides the
// backoff and when a mail is given up).

import { defineJob } from '../commons/job';
import { deliver, dueMail } from '../commons/outbox';
import { job } from '../jobs';

export const handler = defineJob(job('send-pending-mail'), async (now) => {
  const due = await dueMail(now);
  const report = { due: due.length, sent: 0, retry: 0, dead: 0, skipped: 0 };
  // One at a time: a batch is small, and SES's send rate is a few per second.
  for (const item of due) report[await deliver(item, now)] += 1;
  return report;
});
