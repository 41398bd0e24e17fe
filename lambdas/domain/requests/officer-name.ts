import type { Caller } from '../../runtime/access';

/** How a request's record names the officer who moved it or wrote a note: their address, else their user id. */
export function officerName(caller: Caller): string {
  return (caller.email ?? caller.sub).slice(0, 300);
}
