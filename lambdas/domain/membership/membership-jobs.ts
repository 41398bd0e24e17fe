// The memberships' scheduled mail (lambdas/jobs.ts): a paid member who has not renewed is reminded
// on each of MEMBERSHIP_REMINDER_DAYS before their membership ends (each once; only the latest one
// due), and told once when it has ended without their renewing. Each mail is written in the same
// transaction as the mark on the membership that it went, conditioned on the record read, so two
// runs never mail twice. The officers see the lapsed memberships in the treasurer's view.

import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { MEMBERSHIP_PAGE, membershipSeasonOf, membershipSettingsDefaults } from '../../../common/membership/membership';
import { ddb, tableName } from '../../runtime/dynamo';
import type { MailMessage } from '../mail/mail-message';
import { sitePageLink } from '../mail/mail-text';
import { deliverNew } from '../mail/outbox';
import { newOutboxItem, outboxPut } from '../mail/outbox-put';
import { type MembershipItem, membershipItemSchema } from './membership-item';
import { isPaid, paidMembers, seasonItems } from './membership-reads';
import { membershipEndedMail, renewalReminderMail } from './membership-mail';

const DAY_MS = 86_400_000;
/** The reminder due at `now`, by its days before the end: the smallest of the days already reached; none before the first or after the end. */
export function reminderDue(until: number, now: number): number | undefined {
  if (now > until) return undefined;
  const reached = membershipSettingsDefaults.reminderDays.filter((days) => until - now <= days * DAY_MS);
  return reached.length === 0 ? undefined : Math.min(...reached);
}

/** Writes the membership's change and its mail together, over the record read; false when another run got there first. */
async function markAndMail(item: MembershipItem, change: Partial<MembershipItem>, message: MailMessage, now: number): Promise<boolean> {
  const next = membershipItemSchema.parse({ ...item, ...change, updatedAt: Math.max(now, item.updatedAt + 1) });
  const mail = newOutboxItem(message, `membership ${item.id}`, now);
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName('memberships'),
              Item: next,
              ConditionExpression: 'updatedAt = :seen',
              ExpressionAttributeValues: { ':seen': item.updatedAt },
            },
          },
          outboxPut(mail),
        ],
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name === 'TransactionCanceledException') return false;
    throw error;
  }
  await deliverNew([mail], now);
  return true;
}

/** Reminds the paid members of this season who have not renewed, and tells last season's who did not renew that it ended. */
export async function remindMemberships(now: number = Date.now()): Promise<{ reminded: number; ended: number }> {
  const season = membershipSeasonOf(now);
  const [previous, current, next] = await Promise.all([seasonItems(season - 1), seasonItems(season), seasonItems(season + 1)]);
  const accountPage = sitePageLink(MEMBERSHIP_PAGE);
  let reminded = 0;
  let ended = 0;

  const renewedNext = paidMembers(next);
  for (const item of current.filter(isPaid)) {
    if (renewedNext.has(item.sub)) continue;
    const due = reminderDue(item.until, now);
    if (due === undefined || item.remindedDays?.includes(due)) continue;
    // The older reminders are not sent after a newer one: they count as gone.
    const remindedDays = membershipSettingsDefaults.reminderDays.filter((days) => days >= due || item.remindedDays?.includes(days));
    if (await markAndMail(item, { remindedDays }, renewalReminderMail(item, accountPage), now)) reminded++;
  }

  const renewedNow = paidMembers(current);
  for (const item of previous.filter(isPaid)) {
    if (renewedNow.has(item.sub) || item.endedNoticeAt !== undefined || now <= item.until) continue;
    if (await markAndMail(item, { endedNoticeAt: now }, membershipEndedMail(item, accountPage), now)) ended++;
  }
  return { reminded, ended };
}
