// The send-pending-mail job run as if later than now, for the fault run (bench/fault-run.ts): a
// mail that failed waits minutes for its next try (the outbox's backoff), and a bench should not
// wait them out. It runs in the job's own container (local/api/function-container.ts), so moving
// Date.now here moves only that worker's clock, and the job's code stays untouched.

import { handler as sendPendingMail } from '../lambdas/jobs/send-pending-mail';

/** The scheduled event with how far ahead of the real clock this run happens. */
export interface LaterEvent {
  readonly detail: { readonly clockAheadMs: number };
}

const realNow = Date.now;

export async function handler(event: LaterEvent): Promise<Awaited<ReturnType<typeof sendPendingMail>>> {
  const ahead = event.detail.clockAheadMs;
  Date.now = () => realNow() + ahead;
  try {
    return await sendPendingMail(event);
  } finally {
    Date.now = realNow;
  }
}
