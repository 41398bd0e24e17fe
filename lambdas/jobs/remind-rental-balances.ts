// Every hour: renters whose deposit is in are reminded, once, of the balance still owed a week
// before it is due (lambdas/domain/requests/rental-booking-jobs.ts).

import { remindBalances } from '../domain/requests/rental-booking-jobs';
import { job } from '../jobs';
import { defineJob } from '../runtime/job';

export const handler = defineJob(job('remind-rental-balances'), (now) => remindBalances(now));
