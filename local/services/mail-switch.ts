// The SES emulator behind a switch, so a developer can see the outbox at work under `npm start`:
// `mail off` stops the emulator (sends then fail, requests still succeed and their mail waits in
// the outbox), `mail on` starts it again on the same port, and the send-pending-mail job delivers
// what waited within a few minutes (its backoff).

import { createInterface } from 'node:readline';
import { startSes, type SesLocal } from './ses';

export interface MailSwitch {
  readonly endpoint: string;
  readonly isOn: () => boolean;
  off(): Promise<void>;
  on(): Promise<void>;
  stop(): Promise<void>;
}

export async function startMailSwitch(options: { port: number }): Promise<MailSwitch> {
  let current: SesLocal | undefined = await startSes(options);
  const endpoint = current.endpoint;
  const off = async (): Promise<void> => {
    const running = current;
    current = undefined;
    await running?.stop();
  };
  return {
    endpoint,
    isOn: () => current !== undefined,
    off,
    async on() {
      current ??= await startSes(options);
    },
    stop: off,
  };
}

/** What the commands are read from: a terminal's stdin (a test gives a stream of its own). */
export type CommandInput = NodeJS.ReadableStream & { readonly isTTY?: boolean; unref?: () => void };

/**
 * Reads `mail off` and `mail on` lines typed at the terminal; the stop function, or undefined when
 * stdin is no terminal (`npm start </dev/null`, a service, a CI step): then no command is offered,
 * and a closed or file stdin is left alone (such a stream has no `unref`).
 */
export function listenForMailCommands(
  mail: MailSwitch,
  input: CommandInput = process.stdin,
  log: (line: string) => void = console.log,
): (() => void) | undefined {
  if (!input.isTTY) return undefined;
  const lines = createInterface({ input, terminal: false });
  lines.on('line', (line) => {
    const command = line.trim().toLowerCase();
    if (command === 'mail off') {
      void mail.off().then(() => log('Mail emulator stopped: mail now waits in the outbox. Type "mail on" to start it again.'));
    } else if (command === 'mail on') {
      void mail.on().then(() => log('Mail emulator started: the send-pending-mail job delivers what waited within a few minutes.'));
    } else if (command !== '') {
      log('Commands: "mail off" stops the mail emulator, "mail on" starts it again.');
    }
  });
  // Stdin must not keep the process alive on its own, nor block Ctrl-C.
  input.unref?.();
  return () => lines.close();
}
