import { useMemo } from 'react';
import { MEETINGS_FEED_PATH, newestFirst } from '../../../../common/meetings/meetings';
import { EmptyState, ErrorState, LoadingState } from '../../components/data/data-states';
import { useApi } from '../../components/data/use-api';
import { PageBanner } from '../../components/layout/page-banner';
import { MeetingCard } from './meeting-card';
import { meetingsUrl, parseMeetings } from '../../lib/api/meetings-api';
import './corp-meetings.css';
import { HydrateWhen } from '../../components/hydration/hydrate-when';

function Meetings() {
  const { state, retry } = useApi(meetingsUrl, parseMeetings);
  const meetings = useMemo(() => (state.status === 'success' ? newestFirst(state.data) : []), [state]);

  if (state.status === 'loading') return <LoadingState text="Loading meetings..." />;
  if (state.status === 'error') {
    return <ErrorState title="Error Loading Meetings" message={`Failed to load meetings: ${state.message}`} onRetry={retry} />;
  }
  if (meetings.length === 0) return <EmptyState title="No meetings found" />;
  return (
    <ol className="meetings-list">
      {meetings.map((meeting) => (
        <li key={meeting.id}>
          <MeetingCard meeting={meeting} />
        </li>
      ))}
    </ol>
  );
}

export default function CorpMeetingsPage() {
  return (
    <>
      <PageBanner title="MINUTES & MEETINGS" crumb="Minutes & Meetings" />
      <HydrateWhen on="view" as="section" className="section" aria-labelledby="corp-meetings-title">
        <div className="container">
          <span className="eyebrow">Blaze Rugby Club &amp; Corporation</span>
          <h2 id="corp-meetings-title" className="section-title">
            Board and members’ meetings
          </h2>
          <div className="meetings-intro">
            <p>
              Every meeting of the board and the members, newest first, with the minutes once they are approved. Times are Lemont time
              (Central).
            </p>
            <p className="meetings-subscribe">
              <a className="btn btn--outline" href={MEETINGS_FEED_PATH} type="text/calendar">
                Subscribe to the meetings calendar
              </a>
              <span className="meetings-subscribe__hint">
                Or copy the link into your calendar app’s “subscribe by URL” option, and changes appear there by themselves.
              </span>
            </p>
          </div>
          <Meetings />
        </div>
      </HydrateWhen>
    </>
  );
}
