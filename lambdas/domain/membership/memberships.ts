// A member's membership of a season and its dues, on the payments spine (lambdas/domain/payments/):
// joining or renewing (a type the member may choose, by the officers' rules, at the price of the
// day), what /account shows (the memberships of this season and the next, their receipts and
// "member until"), the payments' outcome that keeps the record in step, and the officers' list.
// The Stripe Checkout of what is still owed is membership-checkout.ts, so only its row carries
// Stripe's SDK.
// Dues are payments of the subject `membership` with the membership's id; officers record cash and
// cheques against it through the spine's own row (record-offline-payment).

import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  ageFits,
  ageInSeason,
  type MembershipStanding,
  type MembershipType,
  membershipMessages,
  seasonUntil,
} from '../../../common/membership/membership';
import type { JoinMembership, MyMembership, MyMembershipAnswer } from '../../../common/membership/membership-schemas';
import type { PaymentSubject } from '../../../common/payments/payments';
import { ddb, tableName } from '../../runtime/dynamo';
import { HttpError } from '../../runtime/http';
import { receiptLink } from '../payments/receipt-token';
import type { PaymentOutcome } from '../payments/subject-hooks';
import { subjectMoney } from '../payments/subject-money';
import { readTeams } from '../teams/teams';
import { type MembershipItem, membershipId, membershipItemSchema } from './membership-item';
import { membershipsOf, readMembership } from './membership-reads';
import { readOpenSeasons, readSeasonTypes, requireOpenSeason } from './membership-types';

export function membershipSubject(id: string): PaymentSubject {
  return { kind: 'membership', id };
}

export function standingOf(priceCents: number, paidCents: number): MembershipStanding {
  return paidCents >= priceCents ? 'paid' : 'owing';
}

/** A membership as its member sees it: its money read from the payments themselves, so a payment just made shows at once. */
async function myView(item: MembershipItem): Promise<MyMembership> {
  const money = await subjectMoney(membershipSubject(item.id), item.priceCents);
  const receipts = await Promise.all(
    money.payments
      .filter((payment) => payment.status === 'succeeded' && payment.receiptNumber !== undefined)
      .map(async (payment) => ({
        receiptNumber: payment.receiptNumber ?? 0,
        amountCents: payment.amountCents,
        at: payment.bookedAt ?? payment.updatedAt,
        method: payment.method,
        link: await receiptLink(payment.id),
      })),
  );
  return {
    season: item.season,
    typeId: item.typeId,
    typeName: item.typeName,
    name: item.name,
    ...(item.teamId ? { teamId: item.teamId } : {}),
    priceCents: item.priceCents,
    paidCents: money.netCents,
    balanceCents: money.balanceCents ?? 0,
    standing: standingOf(item.priceCents, money.netCents),
    until: item.until,
    receipts,
  };
}

/** The types of a season a member of this birth date may choose themselves. */
function choosable(types: readonly MembershipType[], birthDate: string | undefined, season: number): MembershipType[] {
  return types.filter((type) => type.chosenBy === 'members' && (birthDate === undefined || ageFits(type, ageInSeason(birthDate, season))));
}

/** What /account shows the member: their memberships of the open seasons, "member until", and the seasons they may still join. */
export async function myMembership(sub: string, payOnline: boolean, now: number): Promise<MyMembershipAnswer> {
  const seasons = await readOpenSeasons(now);
  const mine = await membershipsOf(sub);
  const views = await Promise.all(mine.map(myView));
  const paidUntil = views.filter((view) => view.standing === 'paid').map((view) => view.until);
  const open = views.filter((view) => seasons.some((season) => season.season === view.season));
  const lastBirthDate = mine.at(-1)?.birthDate;
  const offers = seasons
    .filter((season) => !open.some((view) => view.season === season.season && view.paidCents > 0))
    .map((season) => ({ ...season, types: choosable(season.types, lastBirthDate, season.season) }))
    .filter((season) => season.types.length > 0);
  return {
    ...(paidUntil.length > 0 ? { memberUntil: Math.max(...paidUntil) } : {}),
    memberships: open,
    offers,
    payOnline,
  };
}

/**
 * Joins a season, or renews for the next, with a type the member may choose; while nothing of the
 * dues is paid the member may choose again (the new type's price replaces the old).
 */
export async function joinMembership(sub: string, email: string, input: JoinMembership, now: number): Promise<MembershipItem> {
  requireOpenSeason(input.season, now);
  const type = (await readSeasonTypes(input.season)).find((candidate) => candidate.id === input.typeId);
  if (!type) throw new HttpError(404, membershipMessages.unknownType);
  if (type.chosenBy !== 'members') throw new HttpError(400, membershipMessages.notOpen);
  const age = ageInSeason(input.birthDate, input.season);
  if (type.minAge !== undefined && age < type.minAge) throw new HttpError(400, membershipMessages.tooYoung(type.name, type.minAge));
  if (type.maxAge !== undefined && age > type.maxAge) throw new HttpError(400, membershipMessages.tooOld(type.name, type.maxAge));
  if (input.teamId !== undefined && !(await readTeams()).some((team) => team.id === input.teamId)) {
    throw new HttpError(400, membershipMessages.unknownTeam);
  }
  const id = membershipId(input.season, sub);
  const before = await readMembership(id);
  if (before) {
    const money = await subjectMoney(membershipSubject(id));
    if (money.netCents >= before.priceCents) throw new HttpError(409, membershipMessages.alreadyPaid);
    if (money.netCents > 0) throw new HttpError(409, membershipMessages.paidSome);
  }
  const item = membershipItemSchema.parse({
    id,
    season: input.season,
    sub,
    email,
    name: input.name,
    birthDate: input.birthDate,
    typeId: type.id,
    typeName: type.name,
    priceCents: type.priceCents,
    ...(input.teamId ? { teamId: input.teamId } : {}),
    paidCents: 0,
    until: seasonUntil(input.season),
    createdAt: before?.createdAt ?? now,
    updatedAt: Math.max(now, (before?.updatedAt ?? 0) + 1),
  });
  // Written over the one read, and only while nothing is recorded paid on it: a payment's hook that
  // ran meanwhile makes this a 409, never a lost payment.
  await ddb.send(
    new PutCommand({
      TableName: tableName('memberships'),
      Item: item,
      ...(before
        ? {
            ConditionExpression: 'updatedAt = :seen AND paidCents = :nothing',
            ExpressionAttributeValues: { ':seen': before.updatedAt, ':nothing': 0 },
          }
        : { ConditionExpression: 'attribute_not_exists(id)' }),
    }),
  );
  return item;
}

/** The member's own membership of a season, or a 404 saying they have not joined it. */
export async function myMembershipOf(sub: string, season: number): Promise<MembershipItem> {
  const item = await readMembership(membershipId(season, sub));
  if (!item || item.sub !== sub) throw new HttpError(404, membershipMessages.notJoined);
  return item;
}

/**
 * The payment-outcomes hook of memberships (lambdas/payment-subjects.ts): keeps what the club holds
 * of a membership's dues on its record, and when they were first covered. Idempotent: it reads the
 * money again and writes only a change, over the record it read.
 */
export async function membershipPaymentSettled(outcome: PaymentOutcome, now: number = Date.now()): Promise<void> {
  if (outcome.kind !== 'payment-succeeded' && outcome.kind !== 'refund-succeeded') return;
  for (let tries = 0; tries < 5; tries++) {
    const item = await readMembership(outcome.subject.id);
    if (!item) return;
    const { netCents } = await subjectMoney(outcome.subject);
    const paidAt = item.paidAt ?? (netCents >= item.priceCents ? now : undefined);
    if (netCents === item.paidCents && paidAt === item.paidAt) return;
    try {
      await ddb.send(
        new UpdateCommand({
          TableName: tableName('memberships'),
          Key: { id: item.id },
          UpdateExpression:
            paidAt === undefined
              ? 'SET paidCents = :paid, updatedAt = :next'
              : 'SET paidCents = :paid, paidAt = :paidAt, updatedAt = :next',
          ConditionExpression: 'updatedAt = :seen',
          ExpressionAttributeValues: {
            ':paid': netCents,
            ':next': Math.max(now, item.updatedAt + 1),
            ':seen': item.updatedAt,
            ...(paidAt === undefined ? {} : { ':paidAt': paidAt }),
          },
        }),
      );
      return;
    } catch (error) {
      if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    }
  }
  throw new Error(`membership ${outcome.subject.id} kept changing while its dues were recorded`);
}
