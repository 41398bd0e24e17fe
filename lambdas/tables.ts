// The table catalogue: every DynamoDB table's keys, indexes, item schema, TTL and stream,
// defined once. The CDK stack, the local stack (tables and demo content), the handlers and the
// tests all build their tables and items from this list.

import * as z from 'zod';
import { GAME_LIMITS, gameStatuses } from '../common/fixtures';
import { MEETING_LIMITS, MeetingStatus } from '../common/meetings';
import { GALLERY_LIMITS } from '../common/gallery-edits';
import { NEWS_CATEGORY_MAX_LENGTH, PostStatus } from '../common/news';
import { storeEntityIdSchema } from '../common/store-requests';
import { contactMessageSchema } from '../common/contact-message';
import { type RequestKind, requestKinds, requestStatuses } from '../common/my-requests';
import { declineReasons, suppressionReasons } from '../common/inbox';
import { isOpen, messageStatuses, rentalStatuses } from '../common/request-status';
import { newsletterInterests } from '../common/newsletter';
import { newsletterTokenSchema } from '../common/newsletter-requests';
import { playerRequestSchema } from '../common/player-request';
import { rentalRequestSchema } from '../common/rental-request';
import { sponsorshipRequestSchema } from '../common/sponsorship';
import { mediaImageTypes } from './domain/media/media';

export type KeyType = 'S' | 'N';

export interface KeyDef {
  readonly name: string;
  readonly type: KeyType;
}

export interface IndexDef {
  readonly name: string;
  readonly partitionKey: KeyDef;
  readonly sortKey?: KeyDef;
}

export interface TableDef {
  /** What the table holds, for people reading the catalogue or the AWS console. */
  readonly description: string;
  readonly partitionKey: KeyDef;
  readonly sortKey?: KeyDef;
  readonly indexes: readonly IndexDef[];
  /** The shape of every item; handlers, seeding and tests build and read items through it. */
  readonly item: z.ZodType<Record<string, unknown>>;
  /** An epoch-seconds attribute after which DynamoDB deletes the item. */
  readonly ttlAttribute?: string;
  /** Publish item changes to a stream (new and old images), for a stream consumer. */
  readonly stream?: boolean;
}

const epochMs = z.number().int().nonnegative();

export const postItemSchema = z.object({
  id: z.string().min(1).max(200),
  title: z.string().max(300),
  content: z.string().max(200_000),
  status: z.enum([PostStatus.published, PostStatus.draft]),
  /** The byStatus index sorts on this: the published date, else the created date. */
  sortDate: epochMs,
  publishedAt: epochMs.optional(),
  createdAt: epochMs,
  updatedAt: epochMs.optional(),
  authorName: z.string().max(200).optional(),
  authorFirstName: z.string().max(100).optional(),
  authorLastName: z.string().max(100).optional(),
  category: z.string().max(NEWS_CATEGORY_MAX_LENGTH).optional(),
  /**
   * The category again, set only while the post is published and has one (lambdas/domain/news/posts.ts
   * sets it): the key of the sparse byPublishedCategory index, so one category's list is a Query.
   */
  publishedCategory: z.string().max(NEWS_CATEGORY_MAX_LENGTH).optional(),
});
export type PostItem = z.infer<typeof postItemSchema>;

export const settingItemSchema = z.object({
  group: z.string().min(1).max(100),
  key: z.string().min(1).max(100),
  /** Numeric text, as the spec's rental-config answer carries it. */
  value: z.string().max(100),
  updatedAt: epochMs,
});
export type SettingItem = z.infer<typeof settingItemSchema>;

/** The one value of `meetingItemSchema.list`: every meeting sits in one partition of the byStart index. */
export const MEETINGS_LIST = 'all';

export const meetingItemSchema = z.object({
  id: z.string().min(1).max(200),
  /** The byStart index's partition: one list of every meeting, ordered by start, read without a Scan. */
  list: z.literal(MEETINGS_LIST),
  title: z.string().min(1).max(MEETING_LIMITS.title),
  description: z.string().max(MEETING_LIMITS.description),
  location: z.string().max(MEETING_LIMITS.location),
  status: z.enum([
    MeetingStatus.scheduled,
    MeetingStatus.confirmed,
    MeetingStatus.tentative,
    MeetingStatus.cancelled,
    MeetingStatus.completed,
  ]),
  start: epochMs,
  end: epochMs,
  meetingType: z.string().max(MEETING_LIMITS.meetingType),
  /** The minutes: a site path or https address, or a short text. */
  notes: z.string().max(MEETING_LIMITS.notes).optional(),
  /** How many attended (or are expected): a count, so the public list names no one. */
  attendees: z.number().int().nonnegative().max(MEETING_LIMITS.attendees).optional(),
  organizer: z.string().max(MEETING_LIMITS.organizer),
  createdAt: epochMs,
  updatedAt: epochMs,
});
export type MeetingItem = z.infer<typeof meetingItemSchema>;

/** The one value of `galleryItemSchema.kind`: every image sits in one partition of the byCreated index. */
export const GALLERY_IMAGE_KIND = 'image';

/** A media key below the media prefix (lambdas/domain/media/media.ts): plain path characters, so its address needs no escaping. */
const mediaKey = z
  .string()
  .min(1)
  .max(300)
  .regex(/^[a-z0-9][a-z0-9._/-]*$/);
const pixels = z.number().int().min(1).max(20_000);

export const galleryItemSchema = z.object({
  id: z.string().min(1).max(200),
  /** The byCreated index's partition: one list of every image, newest first, read without a Scan. */
  kind: z.literal(GALLERY_IMAGE_KIND),
  /** The full image's key below the media prefix. */
  imageKey: mediaKey,
  thumbnailKey: mediaKey,
  /**
   * The full image's Content-Type, chosen by the server from its bytes (raster formats only); an
   * uploaded thumbnail may be of another (its key's extension says which).
   */
  contentType: z.enum(mediaImageTypes),
  title: z.string().max(GALLERY_LIMITS.title).optional(),
  /** The uploaded file's name, shown when there is no title. */
  fileName: z.string().max(GALLERY_LIMITS.fileName).optional(),
  description: z.string().max(GALLERY_LIMITS.description).optional(),
  tags: z.array(z.string().min(1).max(GALLERY_LIMITS.tag)).max(GALLERY_LIMITS.tags),
  createdAt: epochMs,
  width: pixels,
  height: pixels,
  thumbWidth: pixels,
  thumbHeight: pixels,
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;

/** The one value of `gameItemSchema.list`: every game sits in one partition of the byStart index. */
export const GAMES_LIST = 'all';

const points = z.number().int().nonnegative().max(GAME_LIMITS.points);

export const gameItemSchema = z.object({
  id: z.string().min(1).max(200),
  /** The byStart index's partition: one list of every game, ordered by start, read without a Scan. */
  list: z.literal(GAMES_LIST),
  /** Kick-off. */
  start: epochMs,
  homeTeam: z.string().min(1).max(GAME_LIMITS.team),
  awayTeam: z.string().min(1).max(GAME_LIMITS.team),
  /** Absent until points are on the board. */
  homeScore: points.optional(),
  awayScore: points.optional(),
  venue: z.string().max(GAME_LIMITS.venue),
  status: z.enum(gameStatuses),
  /** regular, friendly, playoff, sevens, ... */
  gameType: z.string().min(1).max(GAME_LIMITS.gameType),
  /** The season the game counts for (a year): the bySeason index's partition. */
  season: z.number().int().min(1900).max(2100),
  /** The last change: the feed's DTSTAMP, so the same data always gives the same feed. */
  updatedAt: epochMs,
});
export type GameItem = z.infer<typeof gameItemSchema>;

/** The one value of `storeItemSchema.list`: every store sits in one partition, read with one Query. */
export const STORES_LIST = 'all';

export const storeItemSchema = z.object({
  /** The table's partition: one list of every store (a club has a handful), so listing needs no Scan. */
  list: z.literal(STORES_LIST),
  id: storeEntityIdSchema,
  name: z.string().min(1).max(200),
  /** The stores' order in the list; the first is the one the store page opens on. */
  sortOrder: z.number().int().min(0).max(10_000),
  /**
   * Raised by every product added to the store, so deleting a store it found empty is conditional on
   * no product having been added meanwhile (absent until the first officer-added product).
   */
  productsRevision: z.number().int().min(0).optional(),
});
export type StoreItem = z.infer<typeof storeItemSchema>;

/** An image address: a site path (our media, `/media/...`) or an https address. */
const imageAddress = z
  .string()
  .min(1)
  .max(500)
  .regex(/^(\/[^/]|https:\/\/)/, 'an image address is a site path or an https address');
const stockStatus = z.string().min(1).max(50).nullable();
const productImageSchema = z.object({
  url: imageAddress,
  sortOrder: z.number().int().min(0).max(1_000),
  mockupType: z.string().min(1).max(50).nullable(),
  /** Measured from an officer's upload (pictures from elsewhere have none). */
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
const productImages = z.array(productImageSchema).max(10);
const money = z.number().nonnegative().max(100_000).nullable();

export const productVariantSchema = z.object({
  id: storeEntityIdSchema,
  name: z.string().min(1).max(200),
  size: z.string().min(1).max(50).nullable(),
  color: z.string().min(1).max(50).nullable(),
  price: money,
  sku: z.string().min(1).max(100).nullable(),
  stockStatus,
  printfulStockStatus: stockStatus,
  ProductImages: productImages,
});

/** A product, whole: its variants and images ride along (bounded, so an item stays far below DynamoDB's 400 KB). */
export const productItemSchema = z.object({
  storeId: storeEntityIdSchema,
  productId: storeEntityIdSchema,
  name: z.string().min(1).max(200),
  description: z.string().max(5_000),
  category: z.string().min(1).max(100).nullable(),
  brand: z.string().min(1).max(100).nullable(),
  price: money,
  sku: z.string().min(1).max(100).nullable(),
  stockStatus,
  images: z.array(imageAddress).max(10),
  ProductImages: productImages,
  ProductVariants: z.array(productVariantSchema).max(100),
});
export type ProductItem = z.infer<typeof productItemSchema>;

export const counterItemSchema = z.object({
  /** `<table>#<list>`, e.g. `posts#published`. */
  list: z.string().min(1).max(200),
  count: z.number().int(),
});
export type CounterItem = z.infer<typeof counterItemSchema>;

export { type RequestKind, requestKinds, requestStatuses };

/** An officer's internal note on a request: never shown to the visitor. */
export const requestNoteSchema = z.object({ text: z.string().min(1).max(2_000), at: epochMs, by: z.string().max(300) });

const requestBase = {
  /** The reference the visitor is given: derived from the idempotency key, so a retry finds it. */
  id: z.string().regex(/^[A-Z0-9]{10}$/),
  status: z.enum(messageStatuses),
  createdAt: epochMs,
  updatedAt: epochMs,
  /** A hash of the submitted body: a retry with the same key and another body is refused. */
  bodyHash: z.string().regex(/^[a-f0-9]{64}$/),
  /** The visitor's receipt: queued in the outbox, waiting for an hour under the ceiling, or dropped by the per-address/per-IP limit. */
  visitorMail: z.enum(['queued', 'waiting', 'limited']),
  /**
   * The visitor's address, normalized (normalizeEmail): the byRequester index's partition, so a
   * member's account finds their requests, made before or after signing up, with one Query.
   */
  requesterEmail: z.email(),
  /** Officers' internal notes, oldest first. */
  notes: z.array(requestNoteSchema).max(50).optional(),
  /** Who last moved the request, and when (the inbox's detail shows it). */
  decidedBy: z.string().max(300).optional(),
  decidedAt: epochMs.optional(),
  // The officers' inbox's keys, derived by withInboxKeys whenever a request is written.
  /** `<kind>#<status>`: the byKindStatus index's partition. */
  kindStatus: z.string().max(50).optional(),
  /** The kind, only while the request is still open: the sparse byOpenKind index's partition. */
  openKind: z.enum(requestKinds).optional(),
  /** Names, address and reference, lower-cased: what the inbox's search looks in. */
  searchText: z.string().max(1_000).optional(),
};

export const requestItemSchema = z.discriminatedUnion('kind', [
  z.object({
    ...requestBase,
    kind: z.literal('rental'),
    status: z.enum(rentalStatuses),
    details: rentalRequestSchema,
    /** The server's estimate at the time of the request, in dollars. */
    estimate: z.object({ cost: z.number(), deposit: z.number(), total: z.number() }),
    /** The booking an approval made (kept after a cancellation, for the record). */
    bookingId: z.string().max(100).optional(),
    /** Why it was declined: one of the shared reasons, and the officer's own words sent with it. */
    declineReason: z.enum(declineReasons).optional(),
    declineText: z.string().max(2_000).optional(),
  }),
  z.object({ ...requestBase, kind: z.literal('sponsorship'), details: sponsorshipRequestSchema }),
  z.object({ ...requestBase, kind: z.literal('player'), details: playerRequestSchema }),
  z.object({ ...requestBase, kind: z.literal('contact'), details: contactMessageSchema }),
]);
export type RequestItem = z.infer<typeof requestItemSchema>;

/** A request with its inbox keys set from its kind, status and details; every write of a request goes through this. */
export function withInboxKeys(item: RequestItem): RequestItem {
  const { openKind: _stale, ...rest } = item;
  const details: Record<string, unknown> = item.details;
  const names = ['name', 'contactName', 'companyName', 'firstName', 'lastName'].map((field) => details[field]);
  const searchText = [...names.filter((value): value is string => typeof value === 'string'), item.requesterEmail, item.id]
    .join(' ')
    .toLowerCase()
    .slice(0, 1_000);
  return requestItemSchema.parse({
    ...rest,
    kindStatus: `${item.kind}#${item.status}`,
    ...(isOpen(item.kind, item.status) ? { openKind: item.kind } : {}),
    searchText,
  });
}

/** SES message ids are letters, digits and dashes (`0100018b…-000000`). */
export const sesMessageIdSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9-]+$/);

/**
 * An address the club never mails again (lambdas/domain/mail/mail-suppressions.ts): SES reported a
 * permanent bounce or a complaint for it. Written only from SES's events, read by the outbox
 * before every send.
 */
export const mailSuppressionItemSchema = z.object({
  /** Trimmed and lower-cased, as the outbox looks it up. */
  email: z.email().max(254),
  reason: z.enum(suppressionReasons),
  /** SES's finer word for it (`General`, `NoEmail`, `abuse`…), for the officers' view. */
  detail: z
    .string()
    .max(60)
    .regex(/^[A-Za-z0-9 _-]*$/)
    .optional(),
  /** When SES saw the bounce or complaint. */
  at: epochMs,
  /** The mail that bounced or was complained about. */
  sesMessageId: sesMessageIdSchema,
});
export type MailSuppressionItem = z.infer<typeof mailSuppressionItemSchema>;

/** The SES message tag that carries a mail's outbox id, so its bounce or complaint event finds it. */
export const OUTBOX_ID_TAG = 'outbox-id';

/** A mail waiting in, or gone from, the outbox (lambdas/domain/mail/outbox.ts). */
export const outboxItemSchema = z.object({
  id: z.string().min(1).max(100),
  /** The request (or subscription) it belongs to, for the officers' view. */
  about: z.string().max(300),
  to: z.array(z.email()).min(1).max(10),
  replyTo: z.email().optional(),
  subject: z.string().min(1).max(300),
  text: z.string().min(1).max(60_000),
  /** Extra headers such as List-Unsubscribe. */
  headers: z
    .array(z.object({ name: z.string().max(100), value: z.string().max(1_000) }))
    .max(5)
    .optional(),
  /** `suppressed`: a recipient bounced or complained (`suppressed` says which); never sent, or not again. */
  state: z.enum(['pending', 'sent', 'dead', 'suppressed']),
  /** Set while pending, dead or suppressed: the byQueue index's partition, so the job and officers query, never scan. */
  queue: z.enum(['pending', 'dead', 'suppressed']).optional(),
  /** When the next try is due (pending), when it was given up (dead), or when it was suppressed. */
  nextAttemptAt: epochMs,
  attempts: z.number().int().min(0).max(1_000),
  /** The last failure's error name (never its message, which may quote an address). */
  lastError: z.string().max(200).optional(),
  createdAt: epochMs,
  sentAt: epochMs.optional(),
  /** The id SES gave the mail when it took it; its bounce and complaint events name it. */
  sesMessageId: sesMessageIdSchema.optional(),
  /** Why a suppressed mail was held back or bounced: the recipient's entry in mailSuppressions. */
  suppressed: z.object({ reason: z.enum(suppressionReasons), at: epochMs }).optional(),
  /** Sent and suppressed mail is deleted a month later (TTL, epoch seconds). */
  expiresAt: z.number().int().optional(),
  /** A visitor's receipt held back by the hourly ceiling: the job sends it in an hour with room (lambdas/domain/mail/mail-limits.ts). */
  waitsForCeiling: z.literal(true).optional(),
  /** The club's digest of an hour's requests past the per-request notifications: how many (lambdas/domain/mail/club-digest.ts). */
  digestCount: z.number().int().min(1).optional(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

/** The one value of `bookingItemSchema.calendar`: every booking sits in one partition of the byStart index. */
export const BOOKINGS_CALENDAR = 'club';

/** A rental (from an approved request) or a range officers blocked (maintenance, club events): both are taken on the calendar. */
export const bookingKinds = ['rental', 'blocked'] as const;

export const bookingItemSchema = z.object({
  id: z.string().min(1).max(100),
  calendar: z.literal(BOOKINGS_CALENDAR),
  kind: z.enum(bookingKinds).default('rental'),
  start: epochMs,
  end: epochMs,
  /** The rental request it confirms, when it came from one. */
  requestId: z.string().max(100).optional(),
  /** For officers only; the public feed never shows it. */
  title: z.string().max(200),
  createdAt: epochMs,
});
export type BookingItem = z.infer<typeof bookingItemSchema>;

/** One month (UTC) of the booking ledger: the conflict guard of approvals (lambdas/domain/rental/booking-ledger.ts). */
export const ledgerItemSchema = z.object({
  /** `YYYY-MM` in UTC. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  /** Every booking touching the month, by id. */
  spans: z.record(z.string(), z.object({ start: epochMs, end: epochMs })),
  /** Raised by every change, so a change made from a stale read fails its condition. */
  version: z.number().int().nonnegative(),
});
export type LedgerItem = z.infer<typeof ledgerItemSchema>;

export const rateLimitItemSchema = z.object({
  /** `<what>#<hash of the address or IP>#<window>` (lambdas/runtime/rate-limit.ts): no address is stored in the clear. */
  key: z.string().min(1).max(200),
  count: z.number().int().min(0),
  expiresAt: z.number().int(),
});
export type RateLimitItem = z.infer<typeof rateLimitItemSchema>;

export const subscriberItemSchema = z.object({
  /** Trimmed and lower-cased, so one address is one entry however it was typed. */
  email: z.email(),
  name: z.string().min(1).max(100),
  interests: z.array(z.enum(newsletterInterests)).max(newsletterInterests.length),
  status: z.enum(['pending', 'confirmed']),
  /** The secret of the confirmation and unsubscribe links (byToken index). */
  token: newsletterTokenSchema,
  createdAt: epochMs,
  confirmedAt: epochMs.optional(),
  /** Only while pending: DynamoDB deletes an unconfirmed entry after the link expires. */
  expiresAt: z.number().int().optional(),
});
export type SubscriberItem = z.infer<typeof subscriberItemSchema>;

export const tables = {
  posts: {
    description: 'News posts. Public lists query the byStatus index, or byPublishedCategory for one category, newest first.',
    partitionKey: { name: 'id', type: 'S' },
    indexes: [
      {
        name: 'byStatus',
        partitionKey: { name: 'status', type: 'S' },
        sortKey: { name: 'sortDate', type: 'N' },
      },
      {
        name: 'byPublishedCategory',
        partitionKey: { name: 'publishedCategory', type: 'S' },
        sortKey: { name: 'sortDate', type: 'N' },
      },
    ],
    item: postItemSchema,
  },
  settings: {
    description: 'Configuration entries grouped by area (for example the rental pricing), key and numeric-text value.',
    partitionKey: { name: 'group', type: 'S' },
    sortKey: { name: 'key', type: 'S' },
    indexes: [],
    item: settingItemSchema,
  },
  meetings: {
    description: 'Club and board meetings with their minutes. The public list and feed query the byStart index, newest first.',
    partitionKey: { name: 'id', type: 'S' },
    indexes: [
      {
        name: 'byStart',
        partitionKey: { name: 'list', type: 'S' },
        sortKey: { name: 'start', type: 'N' },
      },
    ],
    item: meetingItemSchema,
  },
  gallery: {
    description: 'Gallery images: their media keys, sizes and captions. The public list queries the byCreated index, newest first.',
    partitionKey: { name: 'id', type: 'S' },
    indexes: [
      {
        name: 'byCreated',
        partitionKey: { name: 'kind', type: 'S' },
        sortKey: { name: 'createdAt', type: 'N' },
      },
    ],
    item: galleryItemSchema,
  },
  games: {
    description:
      'Fixtures and results. Lists query byStart (every game) or bySeason (one season), by kick-off; the fixtures feed reads byStart.',
    partitionKey: { name: 'id', type: 'S' },
    indexes: [
      {
        name: 'byStart',
        partitionKey: { name: 'list', type: 'S' },
        sortKey: { name: 'start', type: 'N' },
      },
      {
        name: 'bySeason',
        partitionKey: { name: 'season', type: 'N' },
        sortKey: { name: 'start', type: 'N' },
      },
    ],
    item: gameItemSchema,
  },
  stores: {
    description: 'The merchandise stores (id, name, order), all in one partition: the list is one Query.',
    partitionKey: { name: 'list', type: 'S' },
    sortKey: { name: 'id', type: 'S' },
    indexes: [],
    item: storeItemSchema,
  },
  products: {
    description: "Store products with their variants and images, keyed by store: a store's products are one Query.",
    partitionKey: { name: 'storeId', type: 'S' },
    sortKey: { name: 'productId', type: 'S' },
    indexes: [],
    item: productItemSchema,
  },
  requests: {
    description:
      "Visitors' requests (rental, sponsorship, player, contact), stored before any mail is sent. The officers' inbox queries byOpenKind (sparse: only what is still open), byKindStatus or byKind, a member's account byRequester, newest first.",
    partitionKey: { name: 'id', type: 'S' },
    indexes: [
      {
        name: 'byOpenKind',
        partitionKey: { name: 'openKind', type: 'S' },
        sortKey: { name: 'createdAt', type: 'N' },
      },
      {
        name: 'byKindStatus',
        partitionKey: { name: 'kindStatus', type: 'S' },
        sortKey: { name: 'createdAt', type: 'N' },
      },
      {
        name: 'byKind',
        partitionKey: { name: 'kind', type: 'S' },
        sortKey: { name: 'createdAt', type: 'N' },
      },
      {
        name: 'byStatus',
        partitionKey: { name: 'status', type: 'S' },
        sortKey: { name: 'createdAt', type: 'N' },
      },
      {
        name: 'byRequester',
        partitionKey: { name: 'requesterEmail', type: 'S' },
        sortKey: { name: 'createdAt', type: 'N' },
      },
    ],
    item: requestItemSchema,
  },
  outbox: {
    description:
      'Mail to send, written in the same transaction as the request it announces; the send-pending-mail job retries it with backoff until it goes or is given up (dead). Mail to an address on the suppression list is marked suppressed and never sent. Sent and suppressed mail expires after a month.',
    partitionKey: { name: 'id', type: 'S' },
    indexes: [
      {
        name: 'byQueue',
        partitionKey: { name: 'queue', type: 'S' },
        sortKey: { name: 'nextAttemptAt', type: 'N' },
      },
    ],
    item: outboxItemSchema,
    ttlAttribute: 'expiresAt',
  },
  mailSuppressions: {
    description:
      'Addresses SES reported a permanent bounce or a complaint for, by lower-cased address; the outbox looks every recipient up before sending and never mails one of them again.',
    partitionKey: { name: 'email', type: 'S' },
    indexes: [],
    item: mailSuppressionItemSchema,
  },
  bookings: {
    description: 'Confirmed facility bookings. The availability feed and the conflict check query byStart.',
    partitionKey: { name: 'id', type: 'S' },
    indexes: [
      {
        name: 'byStart',
        partitionKey: { name: 'calendar', type: 'S' },
        sortKey: { name: 'start', type: 'N' },
      },
    ],
    item: bookingItemSchema,
  },
  bookingLedger: {
    description:
      'The conflict guard of bookings: per UTC month, every booking span touching it and a version. An approval, a block and a cancellation change the months they touch in the same transaction as the booking, conditioned on the versions read.',
    partitionKey: { name: 'month', type: 'S' },
    indexes: [],
    item: ledgerItemSchema,
  },
  rateLimits: {
    description:
      'Counts per fixed window, deleted by TTL: requests to each form route from each IP, and mail sent to each visitor address and IP (all hashed).',
    partitionKey: { name: 'key', type: 'S' },
    indexes: [],
    item: rateLimitItemSchema,
    ttlAttribute: 'expiresAt',
  },
  subscribers: {
    description:
      "Newsletter subscribers by address; pending ones expire by TTL unless confirmed. Links find an entry by its token (byToken); the officers' inbox lists one status, newest first (byStatus).",
    partitionKey: { name: 'email', type: 'S' },
    indexes: [
      { name: 'byToken', partitionKey: { name: 'token', type: 'S' } },
      { name: 'byStatus', partitionKey: { name: 'status', type: 'S' }, sortKey: { name: 'createdAt', type: 'N' } },
    ],
    item: subscriberItemSchema,
    ttlAttribute: 'expiresAt',
  },
  counters: {
    description:
      'The length of each paged list (for example published posts), changed in the same transaction as the items it counts, so a page answer never counts the whole list.',
    partitionKey: { name: 'list', type: 'S' },
    indexes: [],
    item: counterItemSchema,
  },
} as const satisfies Record<string, TableDef>;

export type TableName = keyof typeof tables;

export const tableNames = Object.keys(tables) as TableName[];

/** An index of a table, by name, so handlers reference the catalogue instead of retyping it. */
export function indexName<T extends TableName>(table: T, name: (typeof tables)[T]['indexes'][number]['name']): string {
  const def: TableDef = tables[table];
  if (!def.indexes.some((index) => index.name === name)) throw new Error(`${table} has no index ${name}`);
  return name;
}

/** The environment variable that carries a table's physical name into a handler. */
export function tableEnvVar(name: TableName): string {
  return `TABLE_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
}

/** The `TABLE_*` variables of the given tables (every table by default), set to their physical names. */
export function tableEnv(physicalName: (name: TableName) => string, names: readonly TableName[] = tableNames): Record<string, string> {
  return Object.fromEntries(names.map((name) => [tableEnvVar(name), physicalName(name)]));
}
