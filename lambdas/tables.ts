// The table catalogue: every DynamoDB table's name, keys, indexes and TTL (lambdas/table-keys.ts),
// what it holds, and the schema of its items (which lives with the code about those items, in
// lambdas/domain/<area>/ or lambdas/runtime/), defined once. The CDK stack, the local stack (tables
// and demo content) and the tests build their tables and items from this list; a function imports
// only the keys and the item schemas it uses, so it loads no other table's schema.

import type * as z from 'zod';
import { availabilityItemSchema } from './domain/availability/availability-item';
import { eligibilityItemSchema } from './domain/eligibility/eligibility-item';
import { seasonDocumentItemSchema } from './domain/eligibility/season-document-item';
import { clubOfficerItemSchema } from './domain/club/club-officer-item';
import { sponsorItemSchema } from './domain/club/sponsor-item';
import { officerEnrolmentItemSchema } from './domain/accounts/officer-enrolment-item';
import { galleryItemSchema } from './domain/gallery/gallery-item';
import { gameItemSchema } from './domain/fixtures/game-item';
import { outboxItemSchema } from './domain/mail/outbox-item';
import { mailSuppressionItemSchema } from './domain/mail/suppression-item';
import { membershipItemSchema } from './domain/membership/membership-item';
import { membershipTypeItemSchema } from './domain/membership/membership-type-item';
import { meetingItemSchema } from './domain/meetings/meeting-item';
import { newsletterItemSchema } from './domain/newsletter/newsletter-item';
import { subscriberItemSchema } from './domain/newsletter/subscriber-item';
import { postItemSchema } from './domain/news/post-item';
import { paymentEntrySchema } from './domain/payments/payment-item';
import { bookingItemSchema } from './domain/rental/booking-item';
import { ledgerItemSchema } from './domain/rental/ledger-item';
import { settingsTableItemSchema } from './domain/rental/settings';
import { requestItemSchema } from './domain/requests/request-item';
import { productItemSchema } from './domain/store/product-item';
import { playerItemSchema } from './domain/squad/player-item';
import { playerStatsItemSchema } from './domain/squad/player-stats-item';
import { storeItemSchema } from './domain/store/store-item';
import { teamItemSchema } from './domain/teams/team-item';
import { clubNightItemSchema } from './domain/tickets/club-night-item';
import { ticketItemSchema } from './domain/tickets/ticket-item';
import { ticketOrderItemSchema } from './domain/tickets/ticket-order-item';
import { counterItemSchema } from './runtime/counter-item';
import { rateLimitItemSchema } from './runtime/rate-limit-item';
import { formChallengeItemSchema } from './runtime/form-challenge-item';
import { type TableKeysDef, type TableName, tableKeys } from './table-keys';

export interface TableDef extends TableKeysDef {
  /** What the table holds, for people reading the catalogue. */
  readonly description: string;
  /** The shape of every item; handlers, seeding and tests build and read items through it. */
  readonly item: z.ZodType<Record<string, unknown>>;
}

export const tables = {
  posts: {
    ...tableKeys.posts,
    description: 'News posts. Public lists query the byStatus index, or byPublishedCategory for one category, newest first.',
    item: postItemSchema,
  },
  settings: {
    ...tableKeys.settings,
    description:
      'Configuration grouped by area: the rental model (spaces, add-ons, money rules) as one versioned item, each published version of the hire terms, the dues settings (whether dues are a condition to play, the renewal reminders’ days), the availability settings and the old rental pricing entries.',
    item: settingsTableItemSchema,
  },
  meetings: {
    ...tableKeys.meetings,
    description: 'Club and board meetings with their minutes. The public list and feed query the byStart index, newest first.',
    item: meetingItemSchema,
  },
  gallery: {
    ...tableKeys.gallery,
    description: 'Gallery images: their media keys, sizes and captions. The public list queries the byCreated index, newest first.',
    item: galleryItemSchema,
  },
  games: {
    ...tableKeys.games,
    description:
      'Fixtures and results. Lists query byStart (every game) or bySeason (one season), by kick-off; the fixtures feed reads byStart.',
    item: gameItemSchema,
  },
  stores: {
    ...tableKeys.stores,
    description: 'The merchandise stores (id, name, order), all in one partition: the list is one Query.',
    item: storeItemSchema,
  },
  products: {
    ...tableKeys.products,
    description: "Store products with their variants and images, keyed by store: a store's products are one Query.",
    item: productItemSchema,
  },
  requests: {
    ...tableKeys.requests,
    description:
      "Visitors' requests (rental, sponsorship, player, contact) and members' player profile changes, stored before any mail is sent. The officers' inbox queries byOpenKind (sparse: only what is still open), byKindStatus or byKind, a member's account byRequester, newest first.",
    item: requestItemSchema,
  },
  outbox: {
    ...tableKeys.outbox,
    description:
      'Mail to send, written in the same transaction as the request it announces; the send-pending-mail job retries it with backoff until it goes or is given up (dead). Mail to an address on the suppression list is marked suppressed and never sent. Sent and suppressed mail expires after a month.',
    item: outboxItemSchema,
  },
  mailSuppressions: {
    ...tableKeys.mailSuppressions,
    description:
      'Addresses SES reported a permanent bounce or a complaint for, by lower-cased address; the outbox looks every recipient up before sending and never mails one of them again.',
    item: mailSuppressionItemSchema,
  },
  bookings: {
    ...tableKeys.bookings,
    description: 'Confirmed facility bookings. The availability feed and the conflict check query byStart.',
    item: bookingItemSchema,
  },
  bookingLedger: {
    ...tableKeys.bookingLedger,
    description:
      'The conflict guard of bookings: per UTC month, every booking span touching it and a version. An approval, a block and a cancellation change the months they touch in the same transaction as the booking, conditioned on the versions read.',
    item: ledgerItemSchema,
  },
  rateLimits: {
    ...tableKeys.rateLimits,
    description:
      "Counts per window, deleted by TTL: requests to each form route from each IP and to each member route from each account, mail sent to each visitor address, domain and IP, Cognito's code mail to each mailbox and domain (all hashed), receipts waiting for each hour, SES reports of visitor addresses, and the pause they cause.",
    item: rateLimitItemSchema,
  },
  formChallenges: {
    ...tableKeys.formChallenges,
    description:
      'Proof-of-work challenges given to the visitor forms, each spent by the one request that shows its solution, deleted by TTL once expired.',
    item: formChallengeItemSchema,
  },
  subscribers: {
    ...tableKeys.subscribers,
    description:
      "Newsletter subscribers by address; pending ones expire by TTL unless confirmed. Links find an entry by its token (byToken), a newsletter's one-click unsubscribe by its unsubscribe key (byUnsubscribeKey, sparse); the officers' inbox and a newsletter's sending list one status, newest first (byStatus).",
    item: subscriberItemSchema,
  },
  newsletters: {
    ...tableKeys.newsletters,
    description:
      "The newsletters officers write and send: drafts, scheduled, sending and sent, by id. The send-newsletters job finds the due ones, and the archive lists the sent ones, on byStatus; each one's report is counters in the counters table.",
    item: newsletterItemSchema,
  },
  counters: {
    ...tableKeys.counters,
    description:
      'The length of each paged list (for example published posts), changed in the same transaction as the items it counts, so a page answer never counts the whole list.',
    item: counterItemSchema,
  },
  players: {
    ...tableKeys.players,
    description:
      "The squad: each player by address (slug), current and retired. /team queries byStatus; a member's own player is found by their verified address (byAccount, sparse).",
    item: playerItemSchema,
  },
  playerStats: {
    ...tableKeys.playerStats,
    description:
      "Each player's appearances and points per season, changed in the same transaction as the fixture's team sheet: a season's table is one Query, a player's seasons one Query on byPlayer.",
    item: playerStatsItemSchema,
  },
  clubOfficers: {
    ...tableKeys.clubOfficers,
    description: "The club's officers (role, name, photo, role mailbox), all in one partition: the list is one Query.",
    item: clubOfficerItemSchema,
  },
  sponsors: {
    ...tableKeys.sponsors,
    description: 'The sponsors (name, tier, logo, link, season), all in one partition: the list is one Query.',
    item: sponsorItemSchema,
  },
  payments: {
    ...tableKeys.payments,
    description:
      "Money the club took and gave back: payments (through Stripe Checkout or recorded offline by officers) and their refunds, one entry each, in the same states. A subject's money (a booking, a membership, a ticket order) is one Query on bySubject; the treasurer's export and the daily reconciliation with Stripe read byBooked (sparse: only entries that moved money).",
    item: paymentEntrySchema,
  },
  officerEnrolments: {
    ...tableKeys.officerEnrolments,
    description:
      "Each officer's authenticator app as the officer token trigger saw it, and who vouched for it and when: the officer scope is given only to a vouched enrolment. The console lists one status with byStatus.",
    item: officerEnrolmentItemSchema,
  },
  teams: {
    ...tableKeys.teams,
    description:
      "The club's sides (the Men's XV, the Women's XV, …) with their names and order, all in one partition: the list is one Query. Fixtures name their team, players the teams they play in.",
    item: teamItemSchema,
  },
  membershipTypes: {
    ...tableKeys.membershipTypes,
    description:
      "The membership types officers keep for each season (playing, social, Fossils, youth, corporate…): price, what it includes and who may choose it. A season's types are one Query on its partition.",
    item: membershipTypeItemSchema,
  },
  memberships: {
    ...tableKeys.memberships,
    description:
      "Each member's membership of a season (`<season>-<sub>`): the type and price they chose and what the club holds of its dues, kept in step with its payments by the payment-outcomes hook. A member's are one Query on byMember, a season's on bySeason.",
    item: membershipItemSchema,
  },
  availability: {
    ...tableKeys.availability,
    description:
      "Each player's answer for each fixture of their team, the request and reminder mailed (each once), and their place and reply in the published selection. A fixture's answers are one Query; a player's season one Query on byPlayer.",
    item: availabilityItemSchema,
  },
  seasonDocuments: {
    ...tableKeys.seasonDocuments,
    description:
      "Every version of the club's season documents (the medical form, the waiver, the code of conduct) as officers wrote them, never changed once stored: a document's current version is one Query, newest first, Limit 1.",
    item: seasonDocumentItemSchema,
  },
  eligibility: {
    ...tableKeys.eligibility,
    description:
      "Each player's USA Rugby registration as they keep it on /account, and every signature of a season document: the version signed, the typed name, who signed (the player or their guardian), when and from which address. A player's records are one Query; every registration, or a season's signatures, one Query on byKind.",
    item: eligibilityItemSchema,
  },
  clubNights: {
    ...tableKeys.clubNights,
    description:
      "The club's own nights in its banquet hall (the annual banquet, the awards night, fundraisers): their times, prices and capacity, and `seatsLeft`, the counter every ticket order takes its seats from under a condition, so a night is never oversold. The public list and the console are one Query on byStart.",
    item: clubNightItemSchema,
  },
  ticketOrders: {
    ...tableKeys.ticketOrders,
    description:
      "Each buyer's order of seats for a club night, priced by the server, held while Stripe Checkout is open and paid, released or refunded after; its payment is the subject `ticketOrder`. A night's orders are one Query on byNight; the unpaid holds to release one Query on byHold (sparse).",
    item: ticketOrderItemSchema,
  },
  tickets: {
    ...tableKeys.tickets,
    description:
      "The tickets a paid order issued, one per seat, by night: the holder's name, `valid` or `refunded`, and `admittedAt` (null until the door scans its signed QR code). A night's door list is one Query.",
    item: ticketItemSchema,
  },
} as const satisfies Record<TableName, TableDef>;
