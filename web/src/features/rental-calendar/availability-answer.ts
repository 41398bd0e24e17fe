// The availability feed's answer as the page reads it: the month's list and the calendar check it
// the same way, and the calendar reuses the month's answer the page arrived with.

import type { TakenSlot } from '../../../../common/rental/bookings';

/** The feed's list of taken slots; anything that is not one is left out. */
export function parseSlots(body: unknown): TakenSlot[] {
  if (!Array.isArray(body)) throw new Error('The availability is not a list.');
  return body.filter(
    (slot: unknown): slot is TakenSlot =>
      !!slot && typeof slot === 'object' && 'id' in slot && 'start' in slot && 'end' in slot && typeof slot.start === 'string',
  );
}
