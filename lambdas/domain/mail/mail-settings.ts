// The mail settings a function reads from its environment (lambdas/runtime/env-names.ts), apart from the SES
// client in mail.ts, so a function that only needs the club's address does not load SES.

import { NOTIFICATION_EMAIL, SENDER_EMAIL } from '../../runtime/env-names';

/** A mail setting; a function without it was not granted mail, which is a deployment error. */
export function setting(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** The From address of every mail. */
export function senderAddress(): string {
  return setting(SENDER_EMAIL);
}

/** Where the club's notifications go. */
export function clubAddress(): string {
  return setting(NOTIFICATION_EMAIL);
}
