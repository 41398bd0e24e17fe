// The month's bookings as text: every taken day of the club month with its hours. It is the page's
// content (rendered on the server with the month's answer, so it is in the HTML), and what a
// screen reader or a phone reads without opening the calendar.

import { useId } from 'react';
import type { TakenSlot } from '../../../../common/rental/bookings';
import { dayInMonthName, monthName } from './day-names';
import { takenDays, takenHours } from './taken-days';

interface MonthBookingsProps {
  /** The club month, `YYYY-MM`. */
  readonly month: string;
  /** The feed's answer for that month (a booking across the month's edge is in it too). */
  readonly slots: readonly TakenSlot[];
}

/** "Saturday, December 5: 5:00 PM to 11:30 PM", one line a taken day of the month, in order. */
export function MonthBookings({ month, slots }: MonthBookingsProps) {
  const headingId = useId();
  const days = [...takenDays(slots)].filter(([day]) => day.startsWith(`${month}-`)).sort(([a], [b]) => a.localeCompare(b));
  const name = monthName(month);
  return (
    <section className="month-bookings" aria-labelledby={headingId}>
      <h3 id={headingId}>Booked in {name}</h3>
      {days.length === 0 ? (
        <p>Nothing is booked in {name} yet: every day is free to request.</p>
      ) : (
        <ul className="month-bookings__days">
          {days.map(([day, spans]) => (
            <li key={day}>
              <time dateTime={day}>{dayInMonthName(day)}</time>: {takenHours(day, spans)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
