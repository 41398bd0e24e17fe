// Every 15 minutes: approved rentals whose deposit did not come by their hold's deadline are
// released (lambdas/domain/requests/rental-booking-jobs.ts), so an unpaid booking never keeps a date
// from other renters for long.

import { releaseUnpaidHolds } from '../domain/requests/rental-booking-jobs';
import { job } from '../jobs';
import { defineJob } from '../runtime/job';

export const handler = defineJob(job('release-unpaid-holds'), (now) => releaseUnpaidHolds(now));
