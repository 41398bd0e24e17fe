// The club nights' and tickets' schemas (zod): a night's and a ticket's ids in paths and bodies,
// what the officers' night form sends, what a buyer sends, and the answers the pages read; apart
// from common/tickets/tickets.ts so the pages that only show nights do not load zod.
// Imported with extensions: Vite's config loader reads the route table.

import '../zod-setup.ts';
import * as z from 'zod';
import { clubTime } from '../club-time.ts';
import { emailField, optionalText, requiredLine } from '../requests/visitor-forms.ts';
import {
  CLUB_NIGHT_ID_PATTERN,
  CLUB_NIGHT_LIMITS,
  TICKET_ID_PATTERN,
  TICKET_ORDER_ID_PATTERN,
  ticketMessages,
  ticketPriceKinds,
  ticketStatuses,
} from './tickets.ts';

const nightIdRule = 'nightId must be the id of a club night, such as 2027-03-06-annual-banquet';

export const clubNightIdSchema = z
  .string()
  .min(1, nightIdRule)
  .max(CLUB_NIGHT_LIMITS.id, nightIdRule)
  .regex(CLUB_NIGHT_ID_PATTERN, nightIdRule);
export const ticketOrderIdSchema = z.string().regex(TICKET_ORDER_ID_PATTERN, 'Not a ticket order of this site.');
export const ticketIdSchema = z.string().regex(TICKET_ID_PATTERN, 'Not a ticket of this site.');

export const clubNightParamsSchema = z.object({ nightId: clubNightIdSchema });

/** The years a night may be put in. */
const earliest = clubTime(2020, 1, 1);
const latest = clubTime(2101, 1, 1) - 60_000;
function time(label: string) {
  const rule = `${label} must be a time between 2020 and the end of 2100 (epoch milliseconds).`;
  return z.number({ error: rule }).int(rule).min(earliest, rule).max(latest, rule);
}
function cents(label: string) {
  const rule = `${label} must be whole cents from 0 to ${CLUB_NIGHT_LIMITS.priceCents}.`;
  return z.number({ error: rule }).int(rule).min(0, rule).max(CLUB_NIGHT_LIMITS.priceCents, rule);
}

/** A whole night as the console's form sends it, to add one or to replace one. */
export const clubNightFormSchema = z
  .strictObject({
    title: requiredLine('Title', CLUB_NIGHT_LIMITS.title),
    description: optionalText('Description', CLUB_NIGHT_LIMITS.description).default(''),
    start: time('Start'),
    end: time('End'),
    capacity: z
      .number({ error: `Capacity must be a whole number from 1 to ${CLUB_NIGHT_LIMITS.capacity}.` })
      .int(`Capacity must be a whole number from 1 to ${CLUB_NIGHT_LIMITS.capacity}.`)
      .min(1, `Capacity must be a whole number from 1 to ${CLUB_NIGHT_LIMITS.capacity}.`)
      .max(CLUB_NIGHT_LIMITS.capacity, `Capacity must be a whole number from 1 to ${CLUB_NIGHT_LIMITS.capacity}.`),
    memberPriceCents: cents("Members' price"),
    priceCents: cents('Price'),
    tablesOfTen: z.boolean({ error: 'Tables of ten must be true or false.' }),
    salesCloseAt: time('Sales close'),
  })
  .superRefine((night, ctx) => {
    if (night.end <= night.start) ctx.addIssue({ code: 'custom', path: ['end'], message: ticketMessages.endAfterStart });
    else if (night.end - night.start > CLUB_NIGHT_LIMITS.maxHours * 3_600_000) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: ticketMessages.tooLong });
    }
    if (night.salesCloseAt > night.start) {
      ctx.addIssue({ code: 'custom', path: ['salesCloseAt'], message: ticketMessages.salesBeforeStart });
    }
  });
export type ClubNightFormInput = z.input<typeof clubNightFormSchema>;
export type ClubNightForm = z.output<typeof clubNightFormSchema>;

const quantityRule = `Tickets must be a whole number from 1 to ${CLUB_NIGHT_LIMITS.perOrder}.`;

/**
 * What a buyer sends: how many single tickets, or a whole table of ten, and who they are. No
 * amount: the server prices the order (members' price only for a signed-in member whose
 * membership is current).
 */
export const ticketOrderFormSchema = z.strictObject({
  quantity: z.number({ error: quantityRule }).int(quantityRule).min(1, quantityRule).max(CLUB_NIGHT_LIMITS.perOrder, quantityRule),
  /** A whole table of ten: `quantity` must then be ten. */
  tableOfTen: z.boolean({ error: 'Table of ten must be true or false.' }).default(false),
  name: requiredLine('Name', CLUB_NIGHT_LIMITS.holderName),
  email: emailField(),
});
export type TicketOrderFormInput = z.input<typeof ticketOrderFormSchema>;

/** A night as the public answers carry it (common/tickets/tickets.ts ClubNight). */
export const clubNightViewSchema = z.object({
  id: clubNightIdSchema,
  title: z.string().max(CLUB_NIGHT_LIMITS.title),
  description: z.string().max(CLUB_NIGHT_LIMITS.description),
  start: z.number().int(),
  end: z.number().int(),
  capacity: z.number().int().min(0),
  seatsLeft: z.number().int().min(0),
  memberPriceCents: z.number().int().min(0),
  priceCents: z.number().int().min(0),
  tablesOfTen: z.boolean(),
  salesCloseAt: z.number().int(),
});

/** A ticket's signed token as its page sends it: `<nightId>.<ticketId>.<signature>`. */
export const ticketTokenBodySchema = z.object({
  token: z
    .string()
    .max(200, 'Not a ticket of this site.')
    .regex(/^[a-z0-9-]+\.[a-f0-9]{16}-\d{2}\.[A-Za-z0-9_-]{43}$/, 'Not a ticket of this site.'),
});

/** One ticket as its holder's page shows it. */
export const ticketViewSchema = z.object({
  nightId: clubNightIdSchema,
  ticketId: ticketIdSchema,
  holderName: z.string().max(CLUB_NIGHT_LIMITS.holderName),
  status: z.enum(ticketStatuses),
  admittedAt: z.number().int().nullable(),
  priceKind: z.enum(ticketPriceKinds),
});
