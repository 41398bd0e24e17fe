// The interactive calendar: FullCalendar (month by default, with week, day and year views) in the
// club's time zone, fed by GET /public/api/rental-availability a club month at a time: bookings with
// the spaces they take, and home-match days with the opponent. A free day leads to the rental request
// form with that day filled in; a booked day says when, and which spaces, it is taken.
// Its own chunk, with its CSS: the page loads it as the calendar nears the screen
// (availability-calendar.tsx), and hands it the month's answer it already has, which it does not
// ask for again.
//
// FullCalendar v7 needs no global Temporal: its date library imports temporal-polyfill's functions
// itself. Its styles are plain CSS files imported here, so it injects no <style> and the site's
// style-src 'self' holds.

import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import multiMonthPlugin from '@fullcalendar/react/multimonth';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from '../../lib/router';
import { availabilityUrl, availabilityWindows } from '../../../../common/teams/availability-windows';
import type { TakenSlot } from '../../../../common/rental/bookings';
import { CLUB_TIME_ZONE, clubDay, formatDate, formatDateTime, formatTime, startOfClubDay } from '../../../../common/club-time';
import { fetchJson } from '../../components/data/use-api';
import { parseSlots } from './availability-answer';
import { dayName } from './day-names';
import type { SetNotice } from './notice';
import { takenDays, takenHours } from './taken-days';

const REQUEST_PATH = '/rental-request';

/** A day's date as the calendar's wall clock writes it (`YYYY-MM-DD`), from FullCalendar's date string. */
const dayOf = (dateStr: string) => dateStr.slice(0, 10);

/**
 * The club day of a Date FullCalendar hands over. Day cells get a "marker" (the wall-clock day at
 * 00:00 UTC); other callbacks may get the real moment, which in Chicago is never 00:00 UTC.
 */
function dayOfDate(date: Date): string {
  return date.getUTCHours() === 0 && date.getUTCMinutes() === 0 ? date.toISOString().slice(0, 10) : clubDay(date.getTime());
}

/** "November 28, 2026 at 5:00 PM to 11:30 PM", or "December 11, 2026, all day": a taken slot read aloud. */
function formatSpan(slot: TakenSlot): string {
  const start = Date.parse(slot.start);
  const end = Date.parse(slot.end);
  if (start === startOfClubDay(start) && end === startOfClubDay(start, 1)) return `${formatDate(start)}, all day`;
  return clubDay(start) === clubDay(end - 1)
    ? `${formatDateTime(start)} to ${formatTime(end)}`
    : `${formatDateTime(start)} to ${formatDateTime(end)}`;
}

export interface FullCalendarViewProps {
  /** Answers the page already has, by the feed's address (the month it was rendered for). */
  readonly known: ReadonlyMap<string, readonly TakenSlot[]>;
  /** Shows what a pick says, or that the booked dates could not load. */
  readonly onNotice: SetNotice;
}

export default function FullCalendarView({ known, onNotice }: FullCalendarViewProps) {
  const navigate = useNavigate();
  const [slots, setSlots] = useState<readonly TakenSlot[]>(() => [...known.values()].flat());
  const taken = useMemo(() => takenDays(slots), [slots]);
  const slotById = useMemo(() => new Map(slots.map((slot) => [slot.id, slot])), [slots]);
  const today = clubDay(Date.now());
  // Each month is asked for once while the page is open: FullCalendar asks again for the months of
  // a view it shows again (and when its options change), and the answer is the same.
  const asked = useRef(new Map<string, Promise<readonly TakenSlot[]>>());
  const monthAnswer = useCallback(
    (url: string): readonly TakenSlot[] | Promise<readonly TakenSlot[]> => {
      const had = known.get(url) ?? asked.current.get(url);
      if (had) return had;
      const answer = fetchJson(url, parseSlots);
      asked.current.set(url, answer);
      // A failed month is asked for again next time.
      answer.catch(() => asked.current.delete(url));
      return answer;
    },
    [known],
  );

  // The feed answers one club month at a time (common/teams/availability-query.ts), so every visitor's
  // view asks for the same few addresses and CloudFront answers most of them.
  const loadSlots = useCallback(
    async (info: { startStr: string; endStr: string }) => {
      const windows = availabilityWindows(Date.parse(info.startStr), Date.parse(info.endStr));
      try {
        const answers = await Promise.all(windows.map((window) => monthAnswer(availabilityUrl(window))));
        // A booking across the end of a month is in both months' answers.
        const found = [...new Map(answers.flat().map((slot) => [slot.id, slot])).values()];
        setSlots((previous) => [...new Map([...previous, ...found].map((slot) => [slot.id, slot])).values()]);
        onNotice((previous) => (previous?.kind === 'error' ? undefined : previous));
        return found;
      } catch (error) {
        onNotice({
          kind: 'error',
          text: `We could not load the booked dates (${error instanceof Error ? error.message : String(error)}). Please try again later, or call the club.`,
        });
        return [];
      }
    },
    [monthAnswer, onNotice],
  );

  function chooseDay(day: string) {
    const spans = taken.get(day);
    if (day < today) {
      onNotice({ kind: 'past', day, text: `${dayName(day)} has passed. Please choose a day from today on.` });
    } else if (spans) {
      const matchDayOnly = spans.every((span) => span.opponent !== undefined);
      onNotice({
        kind: 'taken',
        day,
        text: matchDayOnly
          ? `${dayName(day)} is a home-match day (${takenHours(day, spans)}). Another space may be free that day.`
          : `${dayName(day)} is already booked (${takenHours(day, spans)}). Another space may be free that day; or choose another day, or ask us about other hours.`,
      });
    } else {
      navigate(`${REQUEST_PATH}?date=${day}`);
    }
  }

  return (
    <FullCalendar
      plugins={[classicThemePlugin, dayGridPlugin, timeGridPlugin, multiMonthPlugin, interactionPlugin]}
      initialView="dayGridMonth"
      fixedWeekCount
      timeZone={CLUB_TIME_ZONE}
      height="auto"
      headingLevel={2}
      headerToolbar={{ start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,timeGridDay,multiMonthYear' }}
      buttons={{
        dayGridMonth: { text: 'Month' },
        timeGridWeek: { text: 'Week' },
        timeGridDay: { text: 'Day' },
        multiMonthYear: { text: 'Year' },
      }}
      events={loadSlots}
      todayHint={(unitText) => `Today: this ${unitText}`}
      navLinks
      // Date links only in the month view. The year view's month titles would become links
      // inside each month's table (a table holds rows only), and the week view's day headers
      // would be links whose name ("November 22, 2026") hides their text ("Sun 11/22"): axe
      // refuses both. Those views still take a click on a day; the month offers it to the keyboard.
      views={{ multiMonthYear: { navLinks: false }, timeGridWeek: { navLinks: false }, timeGridDay: { navLinks: false } }}
      navLinkHint={(dateText, date) => `${dateText}: ${taken.has(dayOfDate(date)) ? 'booked' : 'free, request this day'}`}
      navLinkDayClick={(date) => chooseDay(dayOfDate(date))}
      eventDisplay="block"
      eventClass={(info) =>
        slotById.get(info.event.id)?.kind === 'match' ? 'availability__taken availability__taken--match' : 'availability__taken'
      }
      eventContent={(info) => {
        const slot = slotById.get(info.event.id);
        const what = slot?.kind === 'match' ? ` v ${slot.opponent ?? ''}` : slot?.spaces?.length ? `: ${slot.spaces.join(', ')}` : '';
        return (
          <span className="availability__event">
            {info.timeText ? <span aria-hidden="true">{info.timeText} </span> : null}
            {info.event.title}
            {what}
            {slot ? <span className="visually-hidden">{`, ${formatSpan(slot)}`}</span> : null}
          </span>
        );
      }}
      dayCellClass={(info) => (taken.has(dayOfDate(info.date)) ? 'availability__day--taken' : undefined)}
      dateClick={(info) => chooseDay(dayOf(info.dateStr))}
      eventClick={(info) => {
        const slot = slotById.get(info.event.id);
        chooseDay(slot ? clubDay(Date.parse(slot.start)) : dayOf(info.event.startStr));
      }}
    />
  );
}
