// How a club night is put in words, the same on its page, in its link preview and in the mails: when
// it is and what a ticket costs. No zod: the public pages import it.

import { clubDay, formatDateTime, formatTime } from '../club-time.ts';
import { formatCents } from '../payments/money-text.ts';
import type { ClubNight } from './tickets.ts';

/** When it begins, to when it ends (with the end's day too when it ends on another one), on the club's clock. */
export function clubNightWhen(night: Pick<ClubNight, 'start' | 'end'>): string {
  const sameDay = clubDay(night.start) === clubDay(night.end);
  return `${formatDateTime(night.start)} to ${sameDay ? formatTime(night.end) : formatDateTime(night.end)}`;
}

/** The prices: "$45.00 for members, $60.00 for everyone else" (one price when both are the same). */
export function clubNightPrices(night: Pick<ClubNight, 'memberPriceCents' | 'priceCents'>): string {
  if (night.memberPriceCents === night.priceCents) return `${formatCents(night.priceCents)} a ticket`;
  return `${formatCents(night.memberPriceCents)} for members, ${formatCents(night.priceCents)} for everyone else`;
}

/** The night's description for its page's head and its link preview: when, where and what it costs. */
export function clubNightDescription(night: Pick<ClubNight, 'title' | 'start' | 'end' | 'memberPriceCents' | 'priceCents'>): string {
  return `${night.title} in the Blaze Rugby Club's banquet hall, Lemont: ${clubNightWhen(night)}. Tickets ${clubNightPrices(night)}.`;
}
