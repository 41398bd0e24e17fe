// Custom message: Cognito asks it for the text of every mail it is about to send. It changes no
// text (with Cognito's own sender a trigger may not; the pool's templates decide the words) and
// takes a turn of Cognito's code mail (lambdas/domain/accounts/cognito-mail-limits.ts) for each code
// a visitor can make it send again and again: a sign-up's code sent again, a password reset, the
// code confirming a changed address. Over a limit, or to a suppressed address, it refuses with a
// plain message, and Cognito fails the visitor's call (UserLambdaValidationException) with it; so it
// does while the counters cannot be read. A sign-up's first code was counted by the pre sign-up
// trigger (signup-limits.ts), and the admin's invitations and sign-in codes are not the visitors' to
// repeat: those go through uncounted.

import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { recordCodeMailRefused } from '../domain/accounts/account-metrics';
import { COGNITO_MAIL_REFUSALS } from '../domain/accounts/cognito-mail-limits';
import { cognitoMailTurn } from '../domain/accounts/cognito-mail-turn';
import { defineTrigger, TriggerRefusal } from '../runtime/trigger';
import { trigger } from '../triggers';

/** The messages a visitor can ask for again at will, each counted. */
export const COUNTED_MESSAGES: readonly CustomMessageTriggerEvent['triggerSource'][] = [
  'CustomMessage_ResendCode',
  'CustomMessage_ForgotPassword',
  'CustomMessage_UpdateUserAttribute',
  'CustomMessage_VerifyUserAttribute',
];

export const handler = defineTrigger<CustomMessageTriggerEvent>(trigger('code-mail-limits'), {
  async run(event) {
    if (!COUNTED_MESSAGES.includes(event.triggerSource)) return { answer: event, report: { counted: 0 } };
    const email = event.request.userAttributes.email;
    // Only email is sent (the pool has no SMS); a user without an address is sent nothing by Cognito.
    if (!email) return { answer: event, report: { counted: 0 } };
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
