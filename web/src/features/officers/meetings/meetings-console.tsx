import { useState } from 'react';
import { formatDateTime } from '../../../../../common/club-time';
import { type Meeting, minutesHref, newestFirst } from '../../../../../common/meetings/meetings';
import { meetingsUrl, parseMeetings } from '../../../lib/api/meetings-api';
import { ApiLoaded } from '../console/api-loaded';
import { MeetingForm } from './meeting-form';
import { emptyMeetingText, meetingStatusNames, meetingText } from './meeting-form-values';
import { createMeeting, deleteMeeting, updateMeeting, uploadMinutesPdf } from './meetings-writes';
import { RecordConsole, withoutRecord, withRecord } from '../console/record-console';

const statusName = (status: string) => meetingStatusNames[status as keyof typeof meetingStatusNames] ?? status;

/** The meetings list with add, edit, set status and delete. */
export default function MeetingsConsole() {
  return (
    <ApiLoaded url={meetingsUrl} parse={parseMeetings} what="meetings">
      {(meetings) => <MeetingsEditor loaded={newestFirst(meetings)} />}
    </ApiLoaded>
  );
}

// Kept here after each change: the public list is cached for up to a minute, so reading it again could show the old meeting.
function MeetingsEditor({ loaded }: { readonly loaded: readonly Meeting[] }) {
  const [meetings, setMeetings] = useState(loaded);
  return (
    <RecordConsole
      className="meetings-console"
      heading="Meetings"
      add="Add Meeting"
      note={`The latest ${meetings.length} meetings, newest first. Changes show on the Minutes & Meetings page within a minute.`}
      records={meetings}
      empty="No meetings yet."
      listLabel="Meetings"
      title={(meeting) => meeting.title}
      facts={(meeting) => {
        const minutes = minutesHref(meeting.notes);
        return (
          <>
            <span>{formatDateTime(meeting.start)}</span>
            {meeting.location ? <span>{meeting.location}</span> : null}
            <span>{statusName(meeting.status)}</span>
            {minutes ? (
              <a href={minutes}>
                Minutes <span className="visually-hidden">of {meeting.title}</span>
              </a>
            ) : (
              <span>No minutes</span>
            )}
          </>
        );
      }}
      modes={[
        { mode: 'edit', label: 'Edit' },
        { mode: 'status', label: 'Set Status', name: (title) => `Set status of ${title}` },
      ]}
      form={(editing, done) =>
        editing.mode === 'add' ? (
          <MeetingForm mode="add" initial={emptyMeetingText} save={createMeeting} uploadMinutes={uploadMinutesPdf} {...done} />
        ) : (
          <MeetingForm
            mode={editing.mode}
            initial={meetingText(editing.record)}
            save={(body) => updateMeeting(editing.record.id, body)}
            uploadMinutes={uploadMinutesPdf}
            {...done}
          />
        )
      }
      onSaved={(meeting) => setMeetings((current) => newestFirst(withRecord(current, meeting)))}
      savedMessage={(meeting, verb) => `${meeting.title} ${verb}. The Minutes & Meetings page shows it within a minute.`}
      remove={{
        run: (meeting) => deleteMeeting(meeting.id),
        done: (meeting) => setMeetings((current) => withoutRecord(current, meeting)),
        message: (meeting) => `${meeting.title} deleted. The Minutes & Meetings page drops it within a minute.`,
        action: 'delete the meeting',
        question: (meeting, title) =>
          `Delete ${title} on ${formatDateTime(meeting.start)}? It leaves the Minutes & Meetings page and the calendar feed, with its uploaded minutes; this cannot be undone. A meeting that will not happen is better set to Cancelled.`,
      }}
    />
  );
}
