// The console's calls to the squad's officer rows, with the signed-in officer's ID token. A photo goes
// up through the upload spine first; the save then names it by its upload id and the server checks
// and keeps it.

import { OFFICER_PLAYERS_PATH, type OfficerPlayer, officerPlayerPath } from '../../../../../common/squad/squad-api';
import type { PlayerForm } from '../../../../../common/squad/squad-api-schemas';
import { postUpload, requestUploadForms } from '../../../components/uploads/upload-files';
import { officerFetchJson } from '../../../lib/auth/signed-in-fetch';
import { parseOfficerPlayer, parseOfficerPlayers } from '../../../lib/api/squad-api';

/** Every player, active and retired, with the whole record (an officer row: the signed-in call). */
export function fetchPlayers(signal?: AbortSignal): Promise<OfficerPlayer[]> {
  return officerFetchJson(OFFICER_PLAYERS_PATH, parseOfficerPlayers, { signal });
}

/** Adds a player; the server chooses their address from the name. */
export function createPlayer(form: PlayerForm): Promise<OfficerPlayer> {
  return officerFetchJson(OFFICER_PLAYERS_PATH, parseOfficerPlayer, { method: 'POST', body: form });
}

/** Replaces a player's record (status and shirt number included). */
export function updatePlayer(slug: string, form: PlayerForm): Promise<OfficerPlayer> {
  return officerFetchJson(officerPlayerPath(slug), parseOfficerPlayer, { method: 'PUT', body: form });
}

/** Uploads a photo (one `image` form, then the file); answers the id the save sends. */
export async function uploadPlayerPhoto(file: File, onProgress: (fraction: number) => void): Promise<string> {
  const [form] = await requestUploadForms([{ kind: 'image', file }]);
  if (!form) throw new Error('the server gave no upload form');
  await postUpload(form, file, onProgress);
  return form.uploadId;
}
