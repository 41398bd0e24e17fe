// A stored request as its owner's account lists it: what, when, where it stands and one line in
// their own words; never the phone, message or anything else of the record.

import { formatDateTime } from '../../../common/club-time';
import { type MyRequest, myRequestsMessages } from '../../../common/requests/my-requests';
import { normalizeEmail } from '../../../common/requests/visitor-forms';
import type { Caller } from '../../runtime/access';
import { HttpError } from '../../runtime/http';
import { positionLabels } from '../../../common/squad/player-request';
import { sponsorshipTypeLabels } from '../../../common/requests/sponsorship';
import type { RequestItem } from './request-item';

/** How much of a proposed bio the one line shows. */
const PROFILE_SUMMARY_LENGTH = 80;

function ellipsis(text: string, length: number): string {
  const line = text.replace(/\s+/g, ' ');
  return line.length <= length ? line : `${line.slice(0, length - 1)}…`;
}

/** The line a member recognizes their request by. */
export function summaryOf(item: RequestItem): string {
  switch (item.kind) {
    case 'rental':
      return `${item.details.eventTitle}: ${formatDateTime(item.details.start)} to ${formatDateTime(item.details.end)}`;
    case 'sponsorship':
      return `${item.details.companyName}: ${sponsorshipTypeLabels[item.details.sponsorshipType]}`;
    case 'player':
      return item.details.position === '' ? 'Position not given' : `Position: ${positionLabels[item.details.position]}`;
    case 'contact':
      return item.details.subject;
    case 'profile-change': {
      const { bio, currentBio, photo, removePhoto } = item.details;
      const photoPart = photo ? ['New photo'] : removePhoto ? ['Remove the photo'] : [];
      // A change that keeps the bio says only what it does to the photo.
      const bioPart =
        bio === currentBio && photoPart.length > 0
          ? []
          : [bio === '' ? 'Remove the bio' : `New bio: ${ellipsis(bio, PROFILE_SUMMARY_LENGTH)}`];
      return [...bioPart, ...photoPart].join('; ');
    }
  }
}

export function toMyRequest(item: RequestItem): MyRequest {
  return { kind: item.kind, reference: item.id, status: item.status, createdAt: item.createdAt, summary: summaryOf(item) };
}

/**
 * The signed-in member's own address, normalized, from their verified token alone: what every
 * member row finds the member's data by. An address Cognito has not verified proves nothing and is refused.
 */
export function verifiedEmail(caller: Caller): string {
  if (caller.email === undefined) throw new HttpError(403, myRequestsMessages.noEmail);
  if (!caller.emailVerified) throw new HttpError(403, myRequestsMessages.unverified);
  return normalizeEmail(caller.email);
}
