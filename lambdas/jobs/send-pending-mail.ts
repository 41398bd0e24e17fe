// Every minute: the outbox's due mail, tried once each (lambdas/commons/outbox.ts decides the
// backoff and when a mail is given up); then the outbox's backlog as metrics for the alarms
// (lambdas/commons/mail-metrics.ts).

import { defineJob } from '../commons/job';
import { mailHealthLine, measureMailHealth } from '../commons/mail-metrics';
import { deliver, dueMail } from '../commons/outbox';
import { job } from '../jobs';

export const handler = defineJob(job('send-pending-mail'), async (now) => {
  const due = await dueMail(now);
  const report = { due: due.length, sent: 0, retry: 0, dead: 0, skipped: 0, suppressed: 0 };
  // One at a time: a batch is small, and SES's send rate is a few per second.
  for (const item of due) report[await deliver(item, now)] += 1;
  const health = await measureMailHealth(Date.now());
  // Only a backlog is published: no data reads as healthy to the alarms, and an idle minute writes no line.
  if (health.oldestPendingSeconds > 0 || health.deadCount > 0) process.stdout.write(`${mailHealthLine(health, Date.now())}\n`);
  return { ...report, ...health };
});
