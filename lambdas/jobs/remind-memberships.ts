// Every hour: paid members who have not renewed are reminded before their membership ends, and told
// once when it has ended (lambdas/domain/membership/membership-jobs.ts).

import { remindMemberships } from '../domain/membership/membership-jobs';
import { job } from '../jobs';
import { defineJob } from '../runtime/job';

export const handler = defineJob(job('remind-memberships'), (now) => remindMemberships(now));
