// The membership console's reads and writes: the types from the public list, the officer rows that
// add a type or change one, the dues settings, the treasurer's view of a season, a membership started
// for a member and the season's CSV, and the
// spine's row that records cash or a cheque against a membership, with the signed-in officer's token.

import {
  type MembershipSettings,
  type MembershipType,
  OFFICER_MEMBERSHIP_SETTINGS_PATH,
  OFFICER_MEMBERSHIP_TYPES_PATH,
  OFFICER_MEMBERSHIPS_CSV_PATH,
  OFFICER_MEMBERSHIPS_PATH,
  officerMembershipTypePath,
} from '../../../../../common/membership/membership';
import {
  type MembershipTypeForm,
  membershipSettingsSchema,
  membershipTypeSchema,
  type OfficerMembership,
  type OfficerMembershipsAnswer,
  officerMembershipSchema,
  officerMembershipsAnswerSchema,
  type StartMembership,
} from '../../../../../common/membership/membership-schemas';
import { type OfflinePaymentInput, PAYMENTS_PATH } from '../../../../../common/payments/payments';
import { officerFetchJson } from '../../../lib/auth/signed-in-fetch';
import { saveCsv } from '../inbox/inbox-api';

const parseType = (body: unknown): MembershipType => membershipTypeSchema.parse(body);

export function createMembershipType(season: number, type: MembershipTypeForm): Promise<MembershipType> {
  return officerFetchJson(OFFICER_MEMBERSHIP_TYPES_PATH, parseType, { method: 'POST', body: { season, type } });
}

export function updateMembershipType(season: number, typeId: string, type: MembershipTypeForm): Promise<MembershipType> {
  return officerFetchJson(officerMembershipTypePath(season, typeId), parseType, { method: 'PUT', body: type });
}

export function fetchSeasonDues(season: number, signal?: AbortSignal): Promise<OfficerMembershipsAnswer> {
  const url = `${OFFICER_MEMBERSHIPS_PATH}?${new URLSearchParams({ season: String(season) })}`;
  return officerFetchJson(url, (body) => officerMembershipsAnswerSchema.parse(body), { signal });
}

/** Starts a membership of the season for a member, owing its type's dues. */
export function startMembership(body: StartMembership): Promise<OfficerMembership> {
  return officerFetchJson(OFFICER_MEMBERSHIPS_PATH, (answer) => officerMembershipSchema.parse(answer), { method: 'POST', body });
}

export function downloadSeasonDues(season: number): Promise<void> {
  return saveCsv(`${OFFICER_MEMBERSHIPS_CSV_PATH}?${new URLSearchParams({ season: String(season) })}`, `memberships-${season}.csv`);
}

/** Cash, a cheque or a transfer handed to an officer, recorded against a membership once per filled-in form. */
export function recordDues(input: OfflinePaymentInput, idempotencyKey: string): Promise<{ receiptNumber?: number }> {
  return officerFetchJson(
    PAYMENTS_PATH,
    (body) => {
      const payment = body && typeof body === 'object' ? (body as { payment?: { receiptNumber?: unknown } }).payment : undefined;
      if (!payment) throw new Error('the answer is not a payment');
      return typeof payment.receiptNumber === 'number' ? { receiptNumber: payment.receiptNumber } : {};
    },
    { method: 'POST', body: input, idempotencyKey },
  );
}

const parseSettings = (body: unknown): MembershipSettings => membershipSettingsSchema.parse(body);

export function fetchMembershipSettings(signal?: AbortSignal): Promise<MembershipSettings> {
  return officerFetchJson(OFFICER_MEMBERSHIP_SETTINGS_PATH, parseSettings, { signal });
}

export function updateMembershipSettings(settings: MembershipSettings): Promise<MembershipSettings> {
  return officerFetchJson(OFFICER_MEMBERSHIP_SETTINGS_PATH, parseSettings, { method: 'PUT', body: settings });
}
