// Every few minutes: mails each player of a coming fixture's team the request for their
// availability once its hour has come, and the reminder to those who have not answered
// (lambdas/domain/availability/requests-due.ts). `now` is the scheduled event's time.

import { job } from '../jobs';
import { sendDueRequests } from '../domain/availability/requests-due';
import { defineJob } from '../runtime/job';

export const handler = defineJob(job('send-availability-requests'), async (now) => sendDueRequests(now));
