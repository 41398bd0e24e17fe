// Limits on the mail Cognito sends to addresses visitors choose: a sign-up's confirmation code, a
// code sent again, a password-reset code, the code that confirms a changed address. Anyone can call
// Cognito's SignUp, ResendConfirmationCode and ForgotPassword with the app client's public id, so
// without these a script could mail a stranger from the club's sender without end, and every
// sign-up is a user the club pays for past the free tier (docs/costs.md). The user pool's triggers
// (lambdas/triggers/signup-limits.ts before a user is made, code-mail-limits.ts before any other
// code goes out) take a turn for each mail (cognito-mail-turn.ts), by the forms' rules:
// - never to an address on the suppression list (it bounced for good, or its owner complained);
// - per victim: COGNITO_MAIL_LIMITS.perMailbox to one mailbox (canonicalEmail: `+tags` and Gmail
//   dots are one mailbox) each hour and each day, and perDomain to one mail domain each hour (a
//   script cycling random names at one domain);
// - for everyone: at most `everyone` an hour and a day, all visitors together: the sign-up
//   ceiling, since every new user takes one of these turns for their first code.
// Over any of them Cognito is refused (the visitor sees the message, nothing is sent, no user is
// made). Counts are rows of the rateLimits table under a hash of the mailbox or domain
// (lambdas/runtime/rate-limit.ts), deleted by TTL after their window. This file is plain data, so
// the alarms (infra/constructs/alarms.ts) read the ceiling without loading the runtime.

export const COGNITO_MAIL_LIMITS = {
  /**
   * Codes one mailbox may be sent: a sign-up, a code sent again and a password reset fit in an
   * hour; six a day is more than anyone signing up needs, and all a script gets to send one victim.
   */
  perMailbox: { perHour: 3, perDay: 6 },
  /** Codes to one mail domain an hour: more than a club's whole normal hour, gmail.com included. */
  perDomain: { perHour: 10 },
  /**
   * Codes an hour and a day, all visitors together. A club gets a few sign-ups a week (docs/costs.md);
   * 20 in an hour is a season's launch, and 60 a day caps what a flood adds to the month's users at
   * 1,860, far inside Cognito's free tier.
   */
  everyone: { perHour: 20, perDay: 60 },
} as const;

/** Why a code was not sent: each has its own plain message (COGNITO_MAIL_REFUSALS). */
export type CognitoMailRefusal = 'suppressed' | 'mailbox' | 'domain' | 'everyone';

/**
 * What the visitor reads, through Cognito, when a code is refused: plain words that say what to
 * do, the same whether or not the address has an account, and nothing the visitor typed. No final
 * full stop: Cognito puts one after the trigger's words ("PreSignUp failed with error <words>.").
 */
export const COGNITO_MAIL_REFUSALS: Readonly<Record<CognitoMailRefusal | 'unavailable', string>> = {
  suppressed: 'The club cannot send email to this address: earlier mail to it bounced or was marked as spam. Please use another address',
  mailbox: 'Too many codes have been sent to this email address lately. Please try again in a few hours',
  domain: 'Too many codes have been sent to addresses at this email provider in the last hour. Please try again later',
  everyone: 'The club is sending no more sign-up or password emails for a while. Please try again in an hour',
  unavailable: 'Sign-up and password emails are not available right now. Please try again in a few minutes',
};
