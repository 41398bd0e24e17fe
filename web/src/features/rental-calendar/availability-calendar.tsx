// The hall's availability: this month's bookings as text, rendered with the page (the month of the
// page's clock in the club's zone, from GET /public/api/rental-availability through useApi, so the
// page arrives with them and their answer), then the interactive calendar (full-calendar-view.tsx),
// whose code and styles load only as its box nears the screen, starting from the month's answer.
// The box keeps its height meanwhile, so nothing moves when the calendar arrives.

import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { Link } from '../../lib/router';
import { availabilityUrl, clubMonthWindow } from '../../../../common/teams/availability-windows';
import type { TakenSlot } from '../../../../common/rental/bookings';
import { clubWallClock } from '../../../../common/club-time';
import { ErrorState, LoadingState } from '../../components/data/data-states';
import { usePageNow } from '../../components/data/page-data';
import { useApi } from '../../components/data/use-api';
import { useNearViewport } from '../../hooks/use-near-viewport';
import { parseSlots } from './availability-answer';
import { MonthBookings } from './month-bookings';
import type { Notice } from './notice';

/** In place of the calendar when its code could not be fetched: the month's list above still reads. */
function CalendarUnavailable() {
  return (
    <p className="availability__message availability__message--error" role="alert">
      The calendar could not load. Reload the page to try again, or call the club.
    </p>
  );
}

const FullCalendarView = lazy(() => import('./full-calendar-view').catch(() => ({ default: CalendarUnavailable })));

/** The calendar starts loading when its box is this near the screen: a phone's screen or so of scrolling ahead. */
const CALENDAR_ROOT_MARGIN = '600px 0px';

/** The calendar's place before it loads: its height, so the page does not move when it arrives. */
const frame = <div className="availability__frame" aria-hidden="true" />;

export function AvailabilityCalendar() {
  const now = usePageNow();
  const month = clubWallClock(now).slice(0, 7);
  const url = availabilityUrl(clubMonthWindow(now));
  const { state, retry } = useApi(url, parseSlots);
  const [notice, setNotice] = useState<Notice>();
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, CALENDAR_ROOT_MARGIN);
  const monthSlots = state.status === 'success' ? state.data : undefined;
  // The month's answer, for the calendar not to ask for it again; kept as one object while the
  // answer is the same, as a new one would make the calendar load its events again.
  const known = useMemo<ReadonlyMap<string, readonly TakenSlot[]>>(() => new Map(monthSlots ? [[url, monthSlots]] : []), [url, monthSlots]);

  return (
    <div className="availability">
      {state.status === 'success' ? (
        <MonthBookings month={month} slots={state.data} />
      ) : state.status === 'error' ? (
        <ErrorState
          title="Booked dates unavailable"
          message={`We could not load this month's bookings: ${state.message}`}
          onRetry={retry}
        />
      ) : (
        <LoadingState text="Loading this month's bookings..." />
      )}
      <ul className="availability__legend" aria-label="Key">
        <li>
          <span className="availability__swatch availability__swatch--taken" aria-hidden="true" /> Booked (the space is named)
        </li>
        <li>
          <span className="availability__swatch availability__swatch--match" aria-hidden="true" /> Home match: the fields are closed
        </li>
        <li>
          <span className="availability__swatch availability__swatch--free" aria-hidden="true" /> Free: pick the day to request it
        </li>
      </ul>
      <div className="availability__notice" role={notice?.kind === 'error' ? 'alert' : 'status'}>
        {notice ? (
          <p className={`availability__message availability__message--${notice.kind}`}>
            {notice.text}
            {notice.kind === 'taken' ? (
              <>
                {' '}
                <Link to={`/rental-request?date=${notice.day}`}>Request another space that day</Link> or{' '}
                <Link to="/contact">contact the club</Link>.
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      <div className="availability__calendar" ref={box}>
        {/* Once the month's answer is in (or failed: the calendar then asks itself), so it is asked for once. */}
        {near && state.status !== 'loading' ? (
          <Suspense fallback={frame}>
            <FullCalendarView known={known} onNotice={setNotice} />
          </Suspense>
        ) : (
          frame
        )}
      </div>
    </div>
  );
}
