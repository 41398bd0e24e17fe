// The confirmation code cognito-local "mails" on SignUp: it prints a box to its log with the
// destination address and the code, which is where a developer signing up locally reads it too.

import { readFile } from 'node:fs/promises';

/** The newest code logged for `email`, or undefined when none is there (yet). */
export function confirmationCodeIn(log: string, email: string): string | undefined {
  let code: string | undefined;
  for (const delivery of log.split('Confirmation Code Delivery').slice(1)) {
    const destination = /Destination:\s+(\S+)/.exec(delivery)?.[1];
    const logged = /Code:\s+(\d+)/.exec(delivery)?.[1];
    if (destination === email && logged) code = logged;
  }
  return code;
}

/** Waits for cognito-local to write the code for `email` to its log (its output is piped there). */
export async function waitForConfirmationCode(logFile: string, email: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const code = confirmationCodeIn(await readFile(logFile, 'utf8').catch(() => ''), email);
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`No confirmation code for ${email} in ${logFile}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every address cognito-local "mailed" a code to, in order, once per mail. */
export function deliveriesIn(log: string): string[] {
  return log
    .split('Confirmation Code Delivery')
    .slice(1)
    .flatMap((delivery) => /Destination:\s+(\S+)/.exec(delivery)?.[1] ?? []);
}
