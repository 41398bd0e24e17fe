// The officers' and sponsors' consoles' calls to their officer rows, with the signed-in officer's ID
// token, and the upload of a photo or a logo (one `image` form, then the file). Answers are checked
// with the public pages' own readers, since the rows answer in their shape.

import {
  type ClubOfficer,
  OFFICER_CLUB_OFFICERS_ORDER_PATH,
  OFFICER_CLUB_OFFICERS_PATH,
  officerClubOfficerPath,
} from '../../../../../common/club/club-officers';
import type { ClubOfficerForm } from '../../../../../common/club/club-officer-schemas';
import { OFFICER_SPONSORS_ORDER_PATH, OFFICER_SPONSORS_PATH, officerSponsorPath, type Sponsor } from '../../../../../common/club/sponsors';
import type { SponsorForm } from '../../../../../common/club/sponsor-schemas';
import { postUpload, requestUploadForms } from '../../../components/uploads/upload-files';
import { parseClubOfficer, parseSponsor } from '../../../lib/api/club-api';
import { officerFetchJson } from '../../../lib/auth/signed-in-fetch';

/** Uploads a picture (PNG, JPEG or WebP); answers the id the save sends, which the server claims. */
export async function uploadPicture(file: File, onProgress: (fraction: number) => void): Promise<string> {
  const [form] = await requestUploadForms([{ kind: 'image', file }]);
  if (!form) throw new Error('the server gave no upload form');
  await postUpload(form, file, onProgress);
  return form.uploadId;
}

const ignore = () => undefined;

export function createClubOfficer(form: ClubOfficerForm): Promise<ClubOfficer> {
  return officerFetchJson(OFFICER_CLUB_OFFICERS_PATH, parseClubOfficer, { method: 'POST', body: form });
}

export function updateClubOfficer(officerId: string, form: ClubOfficerForm): Promise<ClubOfficer> {
  return officerFetchJson(officerClubOfficerPath(officerId), parseClubOfficer, { method: 'PUT', body: form });
}

export async function deleteClubOfficer(officerId: string): Promise<void> {
  await officerFetchJson(officerClubOfficerPath(officerId), ignore, { method: 'DELETE' });
}

export async function reorderClubOfficers(ids: readonly string[]): Promise<void> {
  await officerFetchJson(OFFICER_CLUB_OFFICERS_ORDER_PATH, ignore, { method: 'PUT', body: { ids } });
}

export function createSponsor(form: SponsorForm): Promise<Sponsor> {
  return officerFetchJson(OFFICER_SPONSORS_PATH, parseSponsor, { method: 'POST', body: form });
}

export function updateSponsor(sponsorId: string, form: SponsorForm): Promise<Sponsor> {
  return officerFetchJson(officerSponsorPath(sponsorId), parseSponsor, { method: 'PUT', body: form });
}

export async function deleteSponsor(sponsorId: string): Promise<void> {
  await officerFetchJson(officerSponsorPath(sponsorId), ignore, { method: 'DELETE' });
}

export async function reorderSponsors(ids: readonly string[]): Promise<void> {
  await officerFetchJson(OFFICER_SPONSORS_ORDER_PATH, ignore, { method: 'PUT', body: { ids } });
}
