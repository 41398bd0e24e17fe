// The shape of a row of the route table (lambdas/routes.ts), of a scheduled job (lambdas/jobs.ts),
// of an event function (lambdas/event-functions.ts), of a stream function (lambdas/stream-functions.ts)
// and of a Cognito trigger (lambdas/triggers.ts). A row is the whole contract of an
// endpoint: who may call it, the request's schemas, the tables and bucket access it is granted,
// how hard it may be called and how long its answer may be cached. CDK, CloudFront's cache key,
// the local stack, the handler wrapper (lambdas/runtime/handler.ts) and the tests all read it;
// nothing restates it.

import type * as z from 'zod';
import { OFFICER_SCOPE } from '../common/club/roles';
import type { TableName } from './table-keys';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** public: anyone; member: any signed-in user; officer: signed-in member of the `officers` group. */
export type Access = 'public' | 'member' | 'officer';

/**
 * The access-token scopes the authorizer requires on a row (API Gateway's `authorizationScopes`,
 * and the local API server's check): the officer scope on officer rows, none elsewhere.
 */
export function requiredScopes(access: Access): readonly string[] {
  return access === 'officer' ? [OFFICER_SCOPE] : [];
}

/**
 * What a function may do with uploaded files: read media objects, write and delete them, hand the
 * browser a presigned form that uploads into the uploads bucket, or claim an upload (read and delete
 * it there; with `write`, copy it into the media bucket: lambdas/domain/media/uploads.ts). A member's
 * photo waiting for approval is held apart (lambdas/domain/media/held-photos.ts): `hold` puts it
 * there, `read-held` reads it (and, with `write`, copies it into the media bucket), `drop-held` deletes it.
 * `list` lists the media bucket's objects under the media prefix (the club's export, which then reads each).
 */
export type MediaAccess = 'read' | 'write' | 'presign' | 'claim' | 'hold' | 'read-held' | 'drop-held' | 'list';

/**
 * What a function may do with the site's own files (the bucket the SPA build is deployed to; locally
 * the site's build directory): read any of them, or also write and delete the pages under the
 * written pages' prefix (common/site-build/rendered-pages.ts) and nowhere else
 * (lambdas/runtime/site-files.ts).
 */
export type SiteAccess = 'read' | 'write';

/**
 * How hard a route may be called, per second across all visitors (API Gateway route throttling).
 * The limits of each class are in `throttleLimits`; docs/operations.md (Throttling) describes the classes.
 */
export type ThrottleClass = 'read' | 'form' | 'account' | 'officer' | 'webhook';

/**
 * Steady requests per second and burst, per route, of each throttle class. An HTTP API has no
 * limit on the sum of its routes, so the sum is what these allow: docs/security.md ("A bill the
 * club can predict") sizes them from what a club's visitors need and states the total.
 */
export const throttleLimits = {
  /**
   * Public reads: CloudFront answers nearly all of them from its cache (each cache key misses about
   * once a minute per edge), so a club's busiest minute needs about 1 a second per route.
   */
  read: { rateLimit: 3, burstLimit: 10 },
  /** Visitor forms: a club gets a handful a day; more than this is a script. */
  form: { rateLimit: 2, burstLimit: 5 },
  /** A signed-in member's own account. */
  account: { rateLimit: 10, burstLimit: 20 },
  /** The officers' console: a few people at once. */
  officer: { rateLimit: 10, burstLimit: 20 },
  /**
   * A service telling the site something happened (Stripe's events): a club's payments come a few
   * a day, but Stripe sends a backlog at once after an outage and retries what was refused.
   */
  webhook: { rateLimit: 2, burstLimit: 10 },
} as const satisfies Record<ThrottleClass, { rateLimit: number; burstLimit: number }>;

/** At most `requests` calls of one route from one IP address in each fixed window of `windowSeconds`. */
export interface PerIpLimit {
  readonly requests: number;
  readonly windowSeconds: number;
}

/**
 * The per-visitor limit of each throttle class that has one, counted in the rateLimits table by the
 * handler wrapper (lambdas/runtime/rate-limit.ts) on every call, before anything else is done, so a
 * script sending junk is held back as much as one sending valid forms. API Gateway's throttling above
 * is shared by all visitors; this one is per IP, so one sender cannot use up a form for everyone.
 * A household, an office or the clubhouse Wi-Fi shares one address, hence room for a crowd.
 */
export const perIpLimits: Partial<Record<ThrottleClass, PerIpLimit>> = {
  form: { requests: 20, windowSeconds: 600 },
};

/** At most `requests` calls of one route by one signed-in user in each fixed window of `windowSeconds`. */
export interface PerUserLimit {
  readonly requests: number;
  readonly windowSeconds: number;
}

/**
 * The per-user limit of each throttle class that has one, counted in the rateLimits table by the
 * handler wrapper under the token's `sub` (lambdas/runtime/rate-limit.ts), once the caller is known
 * and before the request is read. Anyone can sign up, so a member row is open to any script with a
 * token: this keeps one account's calls a member's worth, however many addresses it comes from. A
 * member's account page makes a call every few seconds at most, hence the room.
 */
export const perUserLimits: Partial<Record<ThrottleClass, PerUserLimit>> = {
  account: { requests: 100, windowSeconds: 300 },
};

/**
 * A zod object schema for the query string or path parameters: every value arrives as text, so
 * each field is a string schema (with its own transform to a number or date where needed).
 */
export type TextFieldsSchema = z.ZodObject<Record<string, z.ZodType<unknown, string | undefined>>>;

/** What a row does in the visitor forms' proof of work: checks a solution, or gives challenges out. */
export type ProofOfWorkRole = 'check' | 'issue';

/** What every function, HTTP or scheduled, is granted. */
export interface FunctionGrants {
  readonly reads: readonly TableName[];
  readonly writes: readonly TableName[];
  /** Sends mail through SES (gets the sender identity and send permission). */
  readonly sendsEmail?: boolean;
  /**
   * Knows the club's notification address (NOTIFICATION_EMAIL) without sending mail: the function
   * that reads SES's events tells the club's own address from a visitor's.
   */
  readonly clubAddress?: boolean;
  /**
   * Writes mail into the outbox, due at once, for the send-pending-mail job to send, without sending
   * itself (no SES client, no send permission): its mail's links need the site's address (SITE_URL).
   * A row whose mail cannot wait a minute, or that must know it went, sends it (`sendsEmail`).
   */
  readonly writesMail?: boolean;
  /**
   * Answers with absolute links to the site's pages without mailing them (SITE_URL): a Stripe
   * Checkout's return address, a receipt's or a calendar file's signed link on the renter's page.
   */
  readonly siteLinks?: boolean;
  readonly media?: readonly MediaAccess[];
  /**
   * Tables read whole, item after item, with Scan. Only the club's export holds it (lambdas/jobs.ts,
   * export-club): an archive is every item. Lists answer a Query on a key or an index, and no route
   * may list a table here (tests/infra/route-table.test.ts). Granted on the table itself, not its indexes.
   */
  readonly scans?: readonly TableName[];
  /**
   * Reads the user pool's members and groups (ListUsers, ListGroups, ListUsersInGroup; USER_POOL_ID):
   * the club's export, which archives them. No password or authenticator is readable through these.
   */
  readonly members?: 'read';
  /** Puts archives of the club into the data stack's backup bucket (BACKUP_BUCKET), under its archives prefix only. */
  readonly backups?: 'write';
  /** The site's files (SITE_BUCKET in AWS, SITE_DIR locally): lambdas/runtime/site-files.ts. */
  readonly site?: SiteAccess;
  /**
   * Reads the site through its own HTTP API, as CloudFront does, with the origin secret's header
   * (API_URL, and the secret as a route function reads it): lambdas/runtime/api-client.ts.
   */
  readonly callsApi?: boolean;
  /**
   * Renders the site's pages with the build deployed with it (lambdas/domain/site/): the build's
   * page renderer, manifest and shell in its package (SITE_BUILD_DIR), the site's address
   * (SITE_URL), and invalidations on the site's distribution (DISTRIBUTION_ID).
   */
  readonly rendersPages?: boolean;
  /**
   * Reads the payments secret at run time (Stripe's keys and the receipt links' key:
   * lambdas/domain/payments/payments-secret.ts): its ARN in PAYMENTS_SECRET_ID, GetSecretValue on
   * that one secret through the secrets extension, as the origin secret is read; never its value in
   * the environment. Locally also STRIPE_ENDPOINT_URL, where the Stripe stand-in listens.
   */
  readonly paymentsSecret?: boolean;
  /** Sends the newsletters' mail at the deployed pace (NEWSLETTER_SEND_RATE: lambdas/domain/newsletter/send-rate.ts). */
  readonly bulkMail?: boolean;
}

/**
 * The tables a function is granted: its row's; for every function that sends mail the suppression
 * list, read, since the outbox looks each recipient up before each send
 * (lambdas/domain/mail/outbox.ts); and for every function that counts in the rateLimits table,
 * that table read too, since a count over a sliding window reads the window before
 * (lambdas/runtime/rate-limit.ts). CDK and the local stack both grant from this.
 */
export function grantedTables(row: FunctionGrants): { readonly reads: readonly TableName[]; readonly writes: readonly TableName[] } {
  const implied: TableName[] = [
    ...(row.sendsEmail ? (['mailSuppressions'] as const) : []),
    ...(row.writes.includes('rateLimits') ? (['rateLimits'] as const) : []),
  ];
  return { reads: [...new Set<TableName>([...row.reads, ...implied])], writes: row.writes };
}

export interface RouteDef extends FunctionGrants {
  /** Names the handler file `lambdas/handlers/<id>.ts` and the Lambda function. */
  readonly id: string;
  readonly method: HttpMethod;
  /** API Gateway path, with `{name}` parameters. */
  readonly path: string;
  readonly access: Access;
  readonly throttle: ThrottleClass;
  /** One field per `{name}` of the path. */
  readonly params?: TextFieldsSchema;
  /**
   * The query string. Its field names are CloudFront's cache key for the route, and the handler
   * sees no other parameter, so `?x=<random>` can neither bypass the cache nor change an answer.
   * Unknown parameters are dropped (a link with `?utm_source=` still works).
   */
  readonly query?: TextFieldsSchema;
  /**
   * The JSON body of a POST, PUT or PATCH. Unknown keys are refused with a 400 naming them
   * (the wrapper makes the top-level object strict; nested objects use `z.strictObject`).
   */
  readonly body?: z.ZodType;
  /**
   * The body reaches the handler as its exact text (`rawBody`), unparsed, for a sender that signs
   * the bytes (Stripe's webhook: lambdas/domain/payments/stripe-events.ts). Everything else the
   * wrapper does still holds: the origin, the per-IP limit, access, `application/json` (415) and
   * MAX_BODY_BYTES (413); the handler parses the text once it has checked the signature, through
   * `parseJson` (lambdas/runtime/http-request.ts). A row with a raw body has no `body` schema.
   */
  readonly rawBody?: true;
  /**
   * The body is an HTML form's, not JSON: `application/x-www-form-urlencoded` or
   * `multipart/form-data` (text fields only), read into an object of strings that the row's `body`
   * schema checks (RFC 8058's one-click unsubscribe, which mail programs POST as a form). Unknown
   * fields are dropped rather than refused: a mail program may send its own beside the one asked for.
   */
  readonly formBody?: true;
  /** Public GETs: seconds CloudFront and browsers may keep a successful answer. */
  readonly cacheSeconds?: number;
  /**
   * The visitor forms' proof of work (common/requests/proof-of-work.ts): `check`, the wrapper refuses a
   * request without a fresh, unspent solution of a challenge before the handler runs (403,
   * lambdas/runtime/proof-of-work.ts), and the row writes formChallenges to spend it; `issue`, the
   * row hands challenges out (lambdas/runtime/form-challenges.ts) and is told how hard to make them.
   */
  readonly proofOfWork?: ProofOfWorkRole;
  /**
   * Fields every error answer of this row carries besides `error`, where the old site's page reads
   * another shape (the sponsorship form reads `{ success: false, error }`).
   */
  readonly errorFields?: Readonly<Record<string, unknown>>;
  /**
   * A page route (a GET under one of the page path prefixes of lambdas/routes.ts): the prerendered
   * frame it answers with, by its path pattern in common/pages/page-meta.ts (`/news/:slug`), with
   * the head written for the one address asked. The function's package carries the frame
   * (infra/constructs/club-function.ts); locally it is read from the build (local/handler-env.ts).
   */
  readonly frame?: string;
}

/** A function that runs on a schedule instead of answering requests (lambdas/jobs/<id>.ts). */
export interface JobDef extends FunctionGrants {
  readonly id: string;
  /** What it does, for the function's description. */
  readonly description: string;
  /** Runs every this many minutes (EventBridge in AWS, a timer under `npm start`). */
  readonly everyMinutes: number;
  /** Seconds a run may take (FUNCTION_TIMEOUT_SECONDS, lambdas/function-limits.ts, unless the job needs longer; Lambda's limit is 900). */
  readonly timeoutSeconds?: number;
}

/**
 * What sets off an event function: `mail-events`, SES's bounce and complaint events for mail sent
 * through the club's configuration set (infra/constructs/email.ts), delivered by EventBridge.
 */
export type EventTrigger = 'mail-events';

/** A function that runs when AWS reports something instead of answering requests (lambdas/events/<id>.ts). */
export interface EventFunctionDef extends FunctionGrants {
  readonly id: string;
  /** What it does, for the function's description. */
  readonly description: string;
  readonly trigger: EventTrigger;
}

/**
 * A function that receives the changes made to catalogue tables (DynamoDB Streams, new and old
 * images), in batches, instead of answering requests (lambdas/streams/<id>.ts, through
 * defineStreamFunction: lambdas/runtime/stream-function.ts). Its `reads` and `writes` are the
 * tables it may query or change; `tables` only says whose changes it is sent.
 */
export interface StreamFunctionDef extends FunctionGrants {
  readonly id: string;
  /** What it does, for the function's description. */
  readonly description: string;
  /** The catalogue tables whose changes it receives: streams are turned on for these (and only tables some row lists). */
  readonly tables: readonly TableName[];
  /**
   * Also sent `{ "renderAll": true }` once after each deploy of the site (a custom resource that
   * runs with every new build or function code) and at each start of the local stack, when the
   * site's build may have changed under whatever it wrote before.
   */
  readonly renderAllAfterDeploy?: boolean;
}

/**
 * A function Cognito calls while it signs a user in (lambdas/triggers/<id>.ts): granted like the
 * others from its row, plus the user-pool actions it lists, on its own pool only.
 */
export interface TriggerDef extends FunctionGrants {
  readonly id: string;
  /** What it does, for the function's description. */
  readonly description: string;
  /**
   * When Cognito calls it. `preTokenGeneration` is the version-2 event, the one that may add
   * access-token scopes (it needs the Essentials or Plus feature plan; the pool is on Essentials);
   * `preSignUp` before a user is made; `customMessage` before each mail or text Cognito sends.
   */
  readonly event: 'preTokenGeneration' | 'preSignUp' | 'customMessage';
  /** The user-pool API actions it calls (`cognito-idp:AdminGetUser`), granted on the pool it serves. */
  readonly userPoolActions: readonly string[];
}

/** The row of `id` in one of the function tables (jobs, event functions, stream functions, triggers); a missing one is a programming error. */
export function rowById<Row extends { readonly id: string }>(rows: readonly Row[], id: string, what: string): Row {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw new Error(`No ${what} row ${id}`);
  return row;
}
