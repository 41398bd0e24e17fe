// The SES emulator behind a switch, so a developer can see the outbox at work under `npm start`:
// `mail off` stops the emulator (sends then fail, requests still succeed and their mail waits in
// the outbox), `mail on` starts it again on the same port, and the send-pending-mail job delivers
// what waited within a few minutes (its backoff). The same terminal moves the local clock
// (local/clock.ts): `clock +6d`, `clock 2026-09-06 19:00`, `clock now`, `clock` to see it.

import { createInterface } from 'node:readline';
import { describeClock, type LocalClock, offsetAsked } from '../clock';
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

/** What the terminal says of the commands it takes. */
export function commandsHelp(withClock: boolean): string {
  const mail = '"mail off" stops the mail emulator, "mail on" starts it again';
  return withClock
    ? `Commands: ${mail}; "clock +6d" (or +2h, +30m, 2026-09-06 19:00 club time) moves the local clock, "clock now" puts it back, "clock" shows it.`
    : `Commands: ${mail}.`;
}

function clockCommand(words: string, clock: LocalClock, log: (line: string) => void): void {
  if (words !== '') {
    const offset = offsetAsked(words, clock, Date.now());
    if (offset === undefined) {
      log(commandsHelp(true));
      return;
    }
    clock.setOffset(offset);
    log(`Clock moved: ${describeClock(clock)}. The jobs run now, and every function runs on this clock.`);
    return;
  }
  log(`Clock: ${describeClock(clock)}.`);
}

/**
 * Reads `mail off`, `mail on` and, given the local clock, `clock …` lines typed at the terminal; the
 * stop function, or undefined when stdin is no terminal (`npm start </dev/null`, a service, a CI
 * step): then no command is offered, and a closed or file stdin is left alone (such a stream has no `unref`).
 */
export function listenForMailCommands(
  mail: MailSwitch,
  input: CommandInput = process.stdin,
  log: (line: string) => void = console.log,
  clock?: LocalClock,
): (() => void) | undefined {
  if (!input.isTTY) return undefined;
  const lines = createInterface({ input, terminal: false });
  lines.on('line', (line) => {
    const command = line.trim().toLowerCase();
    const clockWords = /^clock(?:\s+(.*))?$/.exec(command);
    if (clock && clockWords) {
      clockCommand(clockWords[1]?.trim() ?? '', clock, log);
    } else if (command === 'mail off') {
      void mail.off().then(() => log('Mail emulator stopped: mail now waits in the outbox. Type "mail on" to start it again.'));
    } else if (command === 'mail on') {
      void mail.on().then(() => log('Mail emulator started: the send-pending-mail job delivers what waited within a few minutes.'));
    } else if (command !== '') {
      log(commandsHelp(clock !== undefined));
    }
  });
  // Stdin must not keep the process alive on its own, nor block Ctrl-C.
  input.unref?.();
  return () => lines.close();
}
