// Every minute: the outbox's due mail, tried once each (lambdas/domain/mail/outbox.ts decides the
// backoff and when a mail is given up; a receipt waiting for its turn under the hourly ceiling is
// counted under it, or dropped while mail to visitors is paused: lambdas/domain/mail/mail-limits.ts);
// then the outbox's backlog as metrics for the alarms (lambdas/domain/mail/mail-metrics.ts).

import { defineJob } from '../runtime/job';
import { releaseWaiting } from '../domain/mail/mail-limits';
import { measureMailHealth, recordMailHealth } from '../domain/mail/mail-metrics';
import { deliver, dueMail } from '../domain/mail/outbox';
import { job } from '../jobs';

export const handler = defineJob(job('send-pending-mail'), async (now) => {
  const due = await dueMail(now);
  const report = { due: due.length, sent: 0, retry: 0, dead: 0, skipped: 0, dropped: 0, suppressed: 0 };
  // One at a time: a batch is small, and SES's send rate is a few per second.
  for (const item of due) {
    const turn = item.queue === 'waiting' ? await releaseWaiting(item, now) : 'ready';
    report[turn === 'ready' ? await deliver(item, now) : turn] += 1;
  }
  const health = await measureMailHealth(Date.now());
  // Only a backlog is published: no data reads as healthy to the alarms, and an idle minute writes no line.
  if (health.oldestPendingSeconds > 0 || health.deadCount > 0) recordMailHealth(health);
  return { ...report, ...health };
});
