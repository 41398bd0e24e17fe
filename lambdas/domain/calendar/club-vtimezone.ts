// The VTIMEZONE of the club's zone that the calendar feeds carry (RFC 5545 wants one for every
// TZID an event uses): tzurl.org's America/Chicago, as @touch4it/ical-timezones holds it. That
// package reads its zone files from its own directory at run time, which a bundled function does
// not have (its feeds went out without the zone), and its index of every zone weighs 28 KB in a
// bundle; tests/unit/domain/calendar-feed.zoned.test.ts checks this text is still the package's.

import { CLUB_TIME_ZONE } from '../../../common/club-time';

/** The component ical-generator writes for a zone (its `timezone.generator`); only the club's zone has one. */
export function clubVtimezone(zone: string): string | null {
  if (zone !== CLUB_TIME_ZONE) return null;
  return `${[
    'BEGIN:VTIMEZONE',
    'TZID:America/Chicago',
    'TZURL:http://tzurl.org/zoneinfo-outlook/America/Chicago',
    'X-LIC-LOCATION:America/Chicago',
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:-0600',
    'TZOFFSETTO:-0500',
    'TZNAME:CDT',
    'DTSTART:19700308T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:-0500',
    'TZOFFSETTO:-0600',
    'TZNAME:CST',
    'DTSTART:19701101T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
  ].join('\n')}\n`;
}
