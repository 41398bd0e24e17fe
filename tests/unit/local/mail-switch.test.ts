// `npm start` reads "mail off"/"mail on" only at a terminal: as a service, in a container or a CI
// step stdin is /dev/null or a closed pipe, which must neither crash the stack nor be read.

import { createReadStream } from 'node:fs';
import { PassThrough } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { type CommandInput, listenForMailCommands, type MailSwitch } from '../../../local/services/mail-switch';

function fakeSwitch(): MailSwitch & { readonly calls: string[] } {
  const calls: string[] = [];
  let on = true;
  return {
    calls,
    endpoint: 'http://127.0.0.1:1',
    isOn: () => on,
    off: async () => {
      calls.push('off');
      on = false;
    },
    on: async () => {
      calls.push('on');
      on = true;
    },
    stop: async () => undefined,
  };
}

describe('the mail commands of npm start', () => {
  it('are not offered when stdin is /dev/null, and nothing throws', () => {
    const devNull = createReadStream('/dev/null');
    try {
      expect(listenForMailCommands(fakeSwitch(), devNull)).toBeUndefined();
    } finally {
      devNull.destroy();
    }
  });

  it('are not offered on a pipe that is no terminal', () => {
    const pipe = new PassThrough();
    expect(listenForMailCommands(fakeSwitch(), pipe)).toBeUndefined();
    pipe.end();
  });

  it('turn the mail emulator off and on from a terminal, without holding the process open', async () => {
    const terminal = Object.assign(new PassThrough(), { isTTY: true, unref: vi.fn() }) satisfies CommandInput;
    const mail = fakeSwitch();
    const log = vi.fn();
    const stop = listenForMailCommands(mail, terminal, log);
    expect(stop).toBeTypeOf('function');
    expect(terminal.unref).toHaveBeenCalled();
    terminal.write('mail off\n');
    terminal.write('MAIL ON\n');
    terminal.write('hello\n');
    await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(3));
    expect(mail.calls).toEqual(['off', 'on']);
    stop?.();
  });
});
