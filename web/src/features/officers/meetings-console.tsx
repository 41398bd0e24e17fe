import { useRef, useState } from 'react';
import { formatDateTime } from '../../../../common/club-time';
import { type Meeting, minutesHref, newestFirst } from '../../../../common/meetings';
import { useApi } from '../../components/data/use-api';
import { FormAlert } from '../../components/forms/form-alert';
import type { FormStatus } from '../../components/forms/use-form-submission';
import { meetingsUrl, parseMeetings } from '../../lib/api/meetings-api';
import { ConfirmDelete } from './confirm-delete';
import { useConfirmedDelete } from './use-confirmed-delete';
import { createMeeting, deleteMeeting, updateMeeting, uploadMinutesPdf } from './meetings-api';
import { MeetingForm, type MeetingFormMode } from './meeting-form';
import { emptyMeetingText, meetingStatusNames, meetingText } from './meeting-form-values';
import { LoadError } from './load-error';

type Editing = { readonly mode: 'add' } | { readonly mode: Exclude<MeetingFormMode, 'add'>; readonly meeting: Meeting };

const statusName = (status: string) => meetingStatusNames[status as keyof typeof meetingStatusNames] ?? status;

/** The meetings list with add, edit, set status and delete. */
export default function MeetingsConsole() {
  const { state, retry } = useApi(meetingsUrl, parseMeetings);
  if (state.status === 'loading') {
    return (
      <p className="officers-gate" role="status">
        Loading the meetings…
      </p>
    );
  }
  if (state.status === 'error') {
    return <LoadError what="meetings" message={state.message} retry={retry} />;
  }
  return <MeetingsEditor loaded={newestFirst(state.data)} />;
}

// Kept here after each change: the public list is cached for up to a minute, so reading it again could show the old meeting.
function MeetingsEditor({ loaded }: { readonly loaded: readonly Meeting[] }) {
  const [meetings, setMeetings] = useState(loaded);
  const [editing, setEditing] = useState<Editing>();
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const { confirming, setConfirming, deleting, remove: removeEntry } = useConfirmedDelete(setStatus);
  const addButton = useRef<HTMLButtonElement>(null);

  const open = (next: Editing) => {
    setEditing(next);
    setConfirming(undefined);
    setStatus({ state: 'idle' });
  };

  const saved = (meeting: Meeting, verb: string) => {
    setMeetings((current) => newestFirst([meeting, ...current.filter((other) => other.id !== meeting.id)]));
    setEditing(undefined);
    setStatus({ state: 'success', message: `${meeting.title} ${verb}. The Minutes & Meetings page shows it within a minute.` });
  };

  const remove = (meeting: Meeting) =>
    removeEntry({
      run: () => deleteMeeting(meeting.id),
      done: () => {
        setMeetings((current) => current.filter((other) => other.id !== meeting.id));
        addButton.current?.focus();
      },
      message: `${meeting.title} deleted. The Minutes & Meetings page drops it within a minute.`,
      action: 'delete the meeting',
    });

  const form =
    editing?.mode === 'add' ? (
      <MeetingForm
        mode="add"
        initial={emptyMeetingText}
        save={createMeeting}
        uploadMinutes={uploadMinutesPdf}
        onSaved={(meeting) => saved(meeting, 'added')}
        onCancel={() => setEditing(undefined)}
      />
    ) : editing ? (
      <MeetingForm
        key={`${editing.mode}-${editing.meeting.id}`}
        mode={editing.mode}
        initial={meetingText(editing.meeting)}
        save={(body) => updateMeeting(editing.meeting.id, body)}
        uploadMinutes={uploadMinutesPdf}
        onSaved={(meeting) => saved(meeting, 'saved')}
        onCancel={() => setEditing(undefined)}
      />
    ) : null;

  return (
    <div className="officers-fixtures">
      <div className="officers-fixtures__bar">
        <h2>Meetings</h2>
        <button
          ref={addButton}
          type="button"
          className="btn btn--primary"
          onClick={() => open({ mode: 'add' })}
          disabled={editing?.mode === 'add'}
        >
          Add Meeting
        </button>
      </div>
      <p className="officers-note">
        The latest {meetings.length} meetings, newest first. Changes show on the Minutes &amp; Meetings page within a minute.
      </p>
      <FormAlert status={status} />
      {editing?.mode === 'add' ? form : null}
      {meetings.length === 0 ? <p>No meetings yet.</p> : null}
      <ul className="officers-games" aria-label="Meetings">
        {meetings.map((meeting) => {
          const minutes = minutesHref(meeting.notes);
          return (
            <li key={meeting.id} className="officers-game card">
              <div className="card__body">
                <h3 className="officers-game__title">{meeting.title}</h3>
                <p className="officers-game__facts">
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
                </p>
                <div className="form-actions">
                  <button
                    type="button"
                    className="btn btn--outline btn--small"
                    onClick={() => open({ mode: 'edit', meeting })}
                    aria-label={`Edit ${meeting.title}`}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="btn btn--outline btn--small"
                    onClick={() => open({ mode: 'status', meeting })}
                    aria-label={`Set status of ${meeting.title}`}
                  >
                    Set Status
                  </button>
                  <button
                    type="button"
                    className="btn btn--outline btn--small"
                    onClick={() => {
                      setEditing(undefined);
                      setConfirming(meeting.id);
                    }}
                    aria-label={`Delete ${meeting.title}`}
                  >
                    Delete
                  </button>
                </div>
                {confirming === meeting.id ? (
                  <ConfirmDelete
                    label={meeting.title}
                    itemId={meeting.id}
                    busy={deleting}
                    onYes={() => void remove(meeting)}
                    onNo={() => setConfirming(undefined)}
                  >
                    Delete {meeting.title} on {formatDateTime(meeting.start)}? It leaves the Minutes &amp; Meetings page and the calendar
                    feed, with its uploaded minutes; this cannot be undone. A meeting that will not happen is better set to Cancelled.
                  </ConfirmDelete>
                ) : null}
                {editing && editing.mode !== 'add' && editing.meeting.id === meeting.id ? form : null}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
