// The club's iCalendar feeds (RFC 5545) through ical-generator: times in America/Chicago with
// its VTIMEZONE (club-vtimezone.ts), and the answer a calendar program subscribes to.

import ical, { type ICalCalendar, type ICalEvent, type ICalEventData } from 'ical-generator';
import { CLUB_TIME_ZONE, clubWallClock } from '../../../common/club-time';
import type { ApiResult } from '../../runtime/http';
import { clubVtimezone } from './club-vtimezone';

/** The domain part of every event UID, so UIDs stay the same across feeds and deploys. */
export const CALENDAR_UID_DOMAIN = 'blazerugby.org';

/** A calendar in the club's zone, its VTIMEZONE included; add events with `calendar.createEvent`. */
export function clubCalendar(name: string, description: string): ICalCalendar {
  return ical({
    name,
    description,
    prodId: { company: 'Blaze Rugby Club', product: 'blaze-rugby-site', language: 'EN' },
    timezone: { name: CLUB_TIME_ZONE, generator: clubVtimezone },
    ttl: 60 * 60,
  });
}

export interface ClubEventData extends Omit<ICalEventData, 'start' | 'end' | 'timezone' | 'id'> {
  /** Stable: the same record always gives the same UID (see eventUid). */
  readonly uid: string;
  readonly startMs: number;
  readonly endMs: number;
}

/** Where the events' revision numbers count from (2020-01-01T00:00:00Z). */
const REVISIONS_FROM_MS = Date.UTC(2020, 0, 1);

/**
 * An event's SEQUENCE from its last change: seconds since 2020, so every change of the record gives a
 * higher number (RFC 5545 3.8.7.4), which calendar programs compare to take a moved kick-off over
 * the copy they hold, with no counter to keep; it stays inside a 32-bit integer until 2088.
 */
export function revisionOf(lastModified: Date): number {
  return Math.max(0, Math.floor((lastModified.getTime() - REVISIONS_FROM_MS) / 1000));
}

/**
 * Adds an event at epoch-ms times, written as the club's wall-clock time with TZID=America/Chicago.
 * (ical-generator writes a plain Date's UTC digits under the TZID, so it gets wall-clock text.) An
 * event with its last change gets the SEQUENCE of it.
 */
export function addClubEvent(calendar: ICalCalendar, { uid, startMs, endMs, ...rest }: ClubEventData): ICalEvent {
  const lastModified = rest.lastModified instanceof Date ? rest.lastModified : undefined;
  return calendar.createEvent({
    ...(lastModified ? { sequence: revisionOf(lastModified) } : {}),
    ...rest,
    id: uid,
    start: clubWallClock(startMs),
    end: clubWallClock(endMs),
    timezone: CLUB_TIME_ZONE,
  });
}

/** A stable event UID: the same record always gives the same UID, so a subscriber updates it. */
export function eventUid(kind: string, id: string): string {
  return `${kind}-${id}@${CALENDAR_UID_DOMAIN}`;
}

/** The feed as an HTTP answer (the wrapper adds Cache-Control from the row). */
export function calendarResult(calendar: ICalCalendar, fileName: string): ApiResult {
  return {
    statusCode: 200,
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `inline; filename="${fileName}"`,
    },
    body: calendar.toString(),
  };
}
