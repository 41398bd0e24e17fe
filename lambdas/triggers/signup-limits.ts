// Pre sign-up: every sign-up takes a turn of Cognito's code mail (lambdas/domain/accounts/
// cognito-mail-limits.ts) before Cognito makes the user and mails their code. Over a limit, or to a
// suppressed address, the sign-up is refused with a plain message (Cognito answers the visitor
// UserLambdaValidationException with it, and makes no user and sends nothing); so is every sign-up
// while the counters cannot be read (closed, never open: an outage is no mail cannon). Users the
// admin makes (AdminCreateUser) and the pool's own other sources are let through uncounted.

import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { recordCodeMailRefused, recordSignUp } from '../domain/accounts/account-metrics';
import { COGNITO_MAIL_REFUSALS } from '../domain/accounts/cognito-mail-limits';
import { cognitoMailTurn } from '../domain/accounts/cognito-mail-turn';
import { defineTrigger, TriggerRefusal } from '../runtime/trigger';
import { trigger } from '../triggers';

export const handler = defineTrigger<PreSignUpTriggerEvent>(trigger('signup-limits'), {
  async run(event) {
    if (event.triggerSource !== 'PreSignUp_SignUp') return { answer: event, report: { counted: 0 } };
    recordSignUp();
    const email = event.request.userAttributes.email;
    // The pool requires an email (it is the username); Cognito never asks without one.
    if (!email) throw new TriggerRefusal(COGNITO_MAIL_REFUSALS.unavailable, { refused: 1 });
    const refusal = await cognitoMailTurn(email, Date.now());
    if (refusal) {
      recordCodeMailRefused();
      throw new TriggerRefusal(COGNITO_MAIL_REFUSALS[refusal], { refused: 1 });
    }
    return { answer: event, report: { counted: 1 } };
  },
  fallback: () => {
    throw new TriggerRefusal(COGNITO_MAIL_REFUSALS.unavailable, { refused: 1 });
  },
});
