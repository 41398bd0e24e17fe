// What officers see of the season: every active player with their registration and whatever keeps
// them from playing today, the ineligible first; and the one reminder to all of those missing
// something, each written to the outbox under an id made from the season, the player and the club's
// day, so a second press the same day (or two officers at once) mails no one twice.

import { clubDay } from '../../../common/club-time';
import { eligibilityAt, eligibilityMessages, eligibilitySeason } from '../../../common/squad/eligibility';
import type { EligibilityReport, RemindersAnswer } from '../../../common/squad/eligibility-schemas';
import { HttpError } from '../../runtime/http';
import { mailAddressOf, mailsGuardian } from '../availability/availability';
import { newOutboxItem, outboxIdOf, putOutboxOnce } from '../mail/outbox-put';
import { queryPlayers } from '../squad/players';
import { eligibilityReminderMail } from './eligibility-mail';
import { readSeasonEligibility } from './season-eligibility';
import { toSeasonDocument } from './season-documents';

/** The season's list at `now`. */
export async function eligibilityReport(now: number): Promise<EligibilityReport> {
  const season = eligibilitySeason(now);
  const [players, facts] = await Promise.all([queryPlayers('active'), readSeasonEligibility(season)]);
  const rows = players.map((player) => {
    const registration = facts.registrationOf(player.slug);
    return {
      slug: player.slug,
      name: player.name,
      under18: player.under18,
      reachable: mailAddressOf(player) !== undefined,
      ...(registration
        ? {
            registration: {
              number: registration.number,
              status: registration.status,
              expiresOn: registration.expiresOn,
              updatedAt: registration.updatedAt,
            },
          }
        : {}),
      eligibility: eligibilityAt(now, facts.factsOf(player)),
    };
  });
  rows.sort((a, b) => Number(a.eligibility.eligible) - Number(b.eligibility.eligible) || a.name.localeCompare(b.name));
  return {
    season,
    documents: [...facts.documents.entries()].map(([id, item]) => {
      const { text: _text, publishedAt: _at, ...shown } = toSeasonDocument(id, item);
      return shown;
    }),
    players: rows,
  };
}

/** Mails every active player missing something for `season` (the current one: 409 otherwise) one reminder. */
export async function sendEligibilityReminders(season: number, now: number): Promise<RemindersAnswer> {
  const current = eligibilitySeason(now);
  if (season !== current) throw new HttpError(409, eligibilityMessages.notThisSeason(current));
  const [players, facts] = await Promise.all([queryPlayers('active'), readSeasonEligibility(season)]);
  let missing = 0;
  let mailed = 0;
  let unreachable = 0;
  for (const player of players) {
    const { eligible, reasons } = eligibilityAt(now, facts.factsOf(player));
    if (eligible) continue;
    missing += 1;
    const to = mailAddressOf(player);
    if (!to) {
      unreachable += 1;
      continue;
    }
    const message = eligibilityReminderMail(to, mailsGuardian(player), season, reasons);
    // Due at once for the send-pending-mail job: this officer row sends no mail itself.
    const item = newOutboxItem(message, `eligibility ${season}`, now, {
      id: outboxIdOf('eligibility-reminder', season, player.slug, clubDay(now)),
      dueNow: true,
    });
    // Reminded already today: the first mail stands.
    if (await putOutboxOnce(item)) mailed += 1;
  }
  return { missing, mailed, unreachable };
}
