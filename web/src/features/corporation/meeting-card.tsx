import { formatDate, formatTime } from '../../../../common/club-time';
import {
  formatDurationMinutes,
  type Meeting,
  meetingBadge,
  meetingDurationMinutes,
  meetingExcerpt,
  minutesHref,
} from '../../../../common/meetings/meetings';

function Minutes({ meeting }: { readonly meeting: Meeting }) {
  const href = minutesHref(meeting.notes);
  if (href) {
    return (
      <a className="meeting-card__minutes" href={href}>
        Read the minutes <span className="visually-hidden">of {meeting.title}</span>
      </a>
    );
  }
  return meeting.notes ? <p className="meeting-card__note">{meeting.notes}</p> : null;
}

/** One meeting: title and status badge, then its facts as a definition list (no table to overflow a phone). */
export function MeetingCard({ meeting }: { readonly meeting: Meeting }) {
  const badge = meetingBadge(meeting.status);
  const duration = meetingDurationMinutes(meeting.start, meeting.end);
  const times = duration === null ? formatTime(meeting.start) : `${formatTime(meeting.start)} – ${formatTime(meeting.end)}`;
  return (
    <article className="meeting-card" aria-labelledby={`meeting-${meeting.id}`}>
      <header className="meeting-card__header">
        <h3 id={`meeting-${meeting.id}`} className="meeting-card__title">
          {meeting.title || 'Meeting'}
        </h3>
        <span className={`meeting-badge meeting-badge--${badge.tone}`}>{badge.label}</span>
      </header>
      {meeting.description ? <p className="meeting-card__description">{meetingExcerpt(meeting.description)}</p> : null}
      <dl className="meeting-card__facts">
        <div>
          <dt>Date</dt>
          <dd>
            <time dateTime={new Date(meeting.start).toISOString()}>{formatDate(meeting.start)}</time>
          </dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{times}</dd>
        </div>
        {duration === null ? null : (
          <div>
            <dt>Duration</dt>
            <dd>{formatDurationMinutes(duration)}</dd>
          </div>
        )}
        {meeting.location ? (
          <div>
            <dt>Location</dt>
            <dd>{meeting.location}</dd>
          </div>
        ) : null}
        {meeting.meetingType ? (
          <div>
            <dt>Type</dt>
            <dd>{meeting.meetingType}</dd>
          </div>
        ) : null}
        {meeting.organizer ? (
          <div>
            <dt>Organizer</dt>
            <dd>{meeting.organizer}</dd>
          </div>
        ) : null}
        {meeting.attendees === null ? null : (
          <div>
            <dt>Attendees</dt>
            <dd>{meeting.attendees}</dd>
          </div>
        )}
      </dl>
      <Minutes meeting={meeting} />
    </article>
  );
}
