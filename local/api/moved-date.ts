// A function worker's Date, moved by the local clock's offset (local/clock.ts): `Date.now()` and
// `new Date()` give the moved time, so a handler, a job or a stream function sees the week a
// developer moved to without any code of theirs knowing. Dates built from a value are left alone.
// `realNow` keeps the machine's time for what must stay real (the Lambda context's deadline).

const RealDate = Date;

/** The machine's own time, whatever the worker's Date says. */
export const realNow = (): number => RealDate.now();

let installed: ((offsetMs: number) => void) | undefined;

/** Replaces the worker's global Date by one `offsetMs` ahead; answers the function that moves it again. */
export function installMovedDate(offsetMs: number): (offsetMs: number) => void {
  if (installed) {
    installed(offsetMs);
    return installed;
  }
  let offset = offsetMs;
  class MovedDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(RealDate.now() + offset);
      // biome-ignore lint/suspicious/noExplicitAny: Date's overloads cannot be spread with their types; the arguments are Date's own.
      else super(...(args as [any]));
    }

    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = MovedDate as DateConstructor;
  installed = (next) => {
    offset = next;
  };
  return installed;
}
