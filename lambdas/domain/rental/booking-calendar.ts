// A renter's booked dates as an iCalendar file (RFC 5545, through the club's feed helpers: times in
// America/Chicago with its VTIMEZONE): one event per booked date, a series' dates its approval
// left out skipped, each with a UID that stays the same, so importing the file again updates them.

import type { ICalCalendar } from 'ical-generator';
import { CLUB, formatAddress } from '../../../common/club/club';
import { seriesSpans } from '../../../common/rental/rental-series';
import { addClubEvent, clubCalendar, eventUid } from '../calendar/calendar-feed';
import type { RequestItem } from '../requests/request-item';

type RentalItem = Extract<RequestItem, { kind: 'rental' }>;

/** The file name the page offers the calendar as. */
export function bookingCalendarFile(rental: RentalItem): string {
  return `blaze-booking-${rental.id.toLowerCase()}.ics`;
}

/** The dates the approval booked: every date of the series but those it skipped. */
export function bookedSpans(rental: RentalItem): { start: number; end: number }[] {
  const skipped = new Set((rental.skipped ?? []).map((date) => date.start));
  return seriesSpans(rental.details, rental.details.series).filter((span) => !skipped.has(span.start));
}

export function bookingCalendar(rental: RentalItem): ICalCalendar {
  const calendar = clubCalendar(`${CLUB.name} booking ${rental.id}`, `Your booking with ${CLUB.fullName}`);
  bookedSpans(rental).forEach((span, index) => {
    addClubEvent(calendar, {
      uid: eventUid('booking', `${rental.id}-${index + 1}`),
      startMs: span.start,
      endMs: span.end,
      stamp: new Date(rental.approvedAt ?? rental.updatedAt),
      summary: rental.details.eventTitle,
      description: `Booking ${rental.id} with ${CLUB.fullName}. Questions: ${CLUB.phone}, ${CLUB.email}.`,
      location: formatAddress(),
    });
  });
  return calendar;
}
