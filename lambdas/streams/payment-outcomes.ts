// Tells a subject's domain that one of its payments or refunds was settled (lambdas/payment-subjects.ts),
// from the payments table's changes: online, offline and refunds alike, at least once each.

import { tellSubjects } from '../domain/payments/subject-hooks';
import { paymentSubjectHooks } from '../payment-subjects';
import { defineStreamFunction } from '../runtime/stream-function';
import { streamFunction } from '../stream-functions';

export const handler = defineStreamFunction(streamFunction('payment-outcomes'), (changes) => tellSubjects(changes, paymentSubjectHooks));
