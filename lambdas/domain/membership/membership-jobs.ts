// The memberships' scheduled mail (lambdas/jobs.ts): a paid member who has not renewed is reminded
// on each of the reminder days of the club's dues settings (./membership-settings.ts) before their
// membership ends, and told once when it has ended without their renewing. Each mail is written in
// the same transaction as the mark on the membership that it went, conditioned on the record read,
// so two runs never mail twice.
// "Never twice" holds when officers change the days too: a membership keeps the days it was reminded
// on, and a reminder is due only for a day nearer the end than any of those (the latest one reached;
// a member who joins late is not sent the older). A day already passed, or one added further from
// the end than a reminder already sent, never sends again. The officers see the lapsed memberships
// in the treasurer's view.

import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { MEMBERSHIP_PAGE, membershipSeasonOf } from '../../../common/membership/membership';
import { ddb, tableName } from '../../runtime/dynamo';
import type { MailMessage } from '../mail/mail-message';
import { sitePageLink } from '../mail/mail-text';
import { deliverNew } from '../mail/outbox';
import { newOutboxItem, outboxPut } from '../mail/outbox-put';
import { type MembershipItem, membershipItemSchema } from './membership-item';
import { isPaid, paidMembers, seasonItems } from './membership-reads';
import { readMembershipSettings } from './membership-settings';
import { membershipEndedMail, renewalReminderMail } from './membership-mail';

const DAY_MS = 86_400_000;
/** The most reminder days a membership keeps: the nearest to its end, which are all the rule reads. */
const KEPT_REMINDED_DAYS = 10;

/**
 * The reminder due at `now` among `days` before the end, for a membership already reminded on
 * `remindedDays`: the smallest of the days reached, when it is nearer the end than every day it was
 * reminded on; none before the first day or after the end.
 */
export function reminderDue(until: number, now: number, days: readonly number[], remindedDays: readonly number[] = []): number | undefined {
  if (now > until) return undefined;
  const reached = days.filter((day) => until - now <= day * DAY_MS);
  if (reached.length === 0) return undefined;
  const due = Math.min(...reached);
  return remindedDays.every((sent) => due < sent) ? due : undefined;
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
  const [previous, current, next, settings] = await Promise.all([
    seasonItems(season - 1),
    seasonItems(season),
    seasonItems(season + 1),
    readMembershipSettings(),
  ]);
  const accountPage = sitePageLink(MEMBERSHIP_PAGE);
  let reminded = 0;
  let ended = 0;

  const renewedNext = paidMembers(next);
  for (const item of current.filter(isPaid)) {
    if (renewedNext.has(item.sub)) continue;
    const due = reminderDue(item.until, now, settings.reminderDays, item.remindedDays);
    if (due === undefined) continue;
    const remindedDays = [...(item.remindedDays ?? []), due].sort((a, b) => b - a).slice(-KEPT_REMINDED_DAYS);
    if (await markAndMail(item, { remindedDays }, renewalReminderMail(item, accountPage), now)) reminded++;
  }

  const renewedNow = paidMembers(current);
  for (const item of previous.filter(isPaid)) {
    if (renewedNow.has(item.sub) || item.endedNoticeAt !== undefined || now <= item.until) continue;
    if (await markAndMail(item, { endedNoticeAt: now }, membershipEndedMail(item, accountPage), now)) ended++;
  }
  return { reminded, ended };
}
