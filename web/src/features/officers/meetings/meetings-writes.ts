// The console's calls to the meeting rows, with the signed-in officer's ID token; answers are read
// with the Minutes & Meetings page's own parser. A PDF of the minutes goes up through the upload
// spine first; the save then names it by its upload id and the server checks and keeps it.

import { fillPath } from '../../../../../common/fill-path';
import { type MeetingForm, OFFICER_MEETING_PATH, OFFICER_MEETINGS_PATH } from '../../../../../common/meetings/meeting-edits';
import type { Meeting } from '../../../../../common/meetings/meetings';
import { postUpload, requestUploadForms } from '../../../components/uploads/upload-files';
import { officerFetchJson } from '../../../lib/auth/signed-in-fetch';
import { parseMeeting } from '../../../lib/api/meetings-api';

const meetingPath = (meetingId: string) => fillPath(OFFICER_MEETING_PATH, { meetingId });

/** Adds a meeting; answers it as the public list shows it (the server picks its id). */
export function createMeeting(form: MeetingForm): Promise<Meeting> {
  return officerFetchJson(OFFICER_MEETINGS_PATH, parseMeeting, { method: 'POST', body: form });
}

/** Replaces a meeting; answers it as the public list shows it. */
export function updateMeeting(meetingId: string, form: MeetingForm): Promise<Meeting> {
  return officerFetchJson(meetingPath(meetingId), parseMeeting, { method: 'PUT', body: form });
}

export async function deleteMeeting(meetingId: string): Promise<void> {
  await officerFetchJson(meetingPath(meetingId), () => undefined, { method: 'DELETE' });
}

/** Uploads a PDF of the minutes (one `pdf` form, then the file); answers the id the save sends. */
export async function uploadMinutesPdf(file: File, onProgress: (fraction: number) => void): Promise<string> {
  const [form] = await requestUploadForms([{ kind: 'pdf', file }]);
  if (!form) throw new Error('the server gave no upload form');
  await postUpload(form, file, onProgress);
  return form.uploadId;
}
