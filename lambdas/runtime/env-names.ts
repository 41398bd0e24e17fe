// The names of the environment variables a handler may read (besides its table names, which
// come from tableEnvVar in lambdas/tables.ts). CDK sets them in AWS, the local stack sets the
// same names locally, and the tests read them back: one spelling for all three.

/** The From address of a mail-sending handler. */
export const SENDER_EMAIL = 'SENDER_EMAIL';
/** Where a mail-sending handler's notifications go. */
export const NOTIFICATION_EMAIL = 'NOTIFICATION_EMAIL';
/**
 * The SES configuration set every mail is sent through (infra/constructs/email.ts): it reports
 * bounces and complaints and keeps SES's suppression list on. Set with the mail settings (locally
 * a name the emulator accepts and ignores), so no mail leaves without it.
 */
export const MAIL_CONFIGURATION_SET = 'MAIL_CONFIGURATION_SET';
/**
 * The site's own address with a trailing slash (`https://d123.cloudfront.net/`), for links in
 * mail (the newsletter's confirmation and unsubscribe links) and a page's absolute addresses. Set
 * for mail-sending functions and page functions.
 */
export const SITE_URL = 'SITE_URL';
/**
 * Where a page function finds the site's build: the prerender manifest and its frame, at their
 * paths in the build (CDK copies them into the function's package; locally, web/dist).
 */
export const SITE_BUILD_DIR = 'SITE_BUILD_DIR';
/** The media bucket's name, for a function whose row lists media access. */
export const MEDIA_BUCKET = 'MEDIA_BUCKET';
/**
 * The uploads bucket's name, for a function whose row may presign or claim uploads: browsers put
 * officers' files there, and a handler moves them into the media bucket once it has checked them.
 */
export const UPLOADS_BUCKET = 'UPLOADS_BUCKET';
/**
 * The ARN of the Secrets Manager secret whose values CloudFront puts in the origin-secret header of
 * every API request (lambdas/runtime/origin-secret.ts): its id, never its value. Unset locally,
 * where the local API server hands its containers a secret of its own instead.
 */
export const ORIGIN_SECRET_ID = 'ORIGIN_SECRET_ID';
/**
 * The site bucket's name (the bucket the SPA build is deployed to), for a function whose row lists
 * site access (lambdas/runtime/site-files.ts). Unset locally, where SITE_DIR is set instead.
 */
export const SITE_BUCKET = 'SITE_BUCKET';
/**
 * Locally, the directory the local site serves (the site's build), in place of the site bucket: a
 * function with site access reads and writes its files there. Unset in AWS.
 */
export const SITE_DIR = 'SITE_DIR';
/** The site's CloudFront distribution, which a function that renders pages invalidates them on (unset locally: no cache to clear). */
export const DISTRIBUTION_ID = 'DISTRIBUTION_ID';
/**
 * The site's HTTP API, for a function whose row calls it (lambdas/runtime/api-client.ts): the API's
 * own endpoint in AWS (`https://<id>.execute-api.<region>.amazonaws.com`), the local API server's
 * address locally; no trailing slash.
 */
export const API_URL = 'API_URL';
/** The user pool's id, for a function whose row reads its members (the club's export). */
export const USER_POOL_ID = 'USER_POOL_ID';
/** The data stack's backup bucket, where the club's export puts its archives. */
export const BACKUP_BUCKET = 'BACKUP_BUCKET';
/**
 * The ARN of the payments secret (Stripe's keys and the receipt links' key), for a function whose
 * row lists `paymentsSecret`: its id, never its value (lambdas/domain/payments/payments-secret.ts).
 */
export const PAYMENTS_SECRET_ID = 'PAYMENTS_SECRET_ID';
/**
 * Where the Stripe SDK sends its calls when not to Stripe itself: the local stack's stand-in
 * (`http://127.0.0.1:<port>`). Set by the local stack only, as AWS_ENDPOINT_URL_* are for AWS's
 * stand-ins; unset, the SDK calls api.stripe.com.
 */
export const STRIPE_ENDPOINT_URL = 'STRIPE_ENDPOINT_URL';
/**
 * How hard the forms' proof of work is (lambdas/runtime/form-challenges.ts): the most PBKDF2 rounds a
 * browser may have to run for one challenge. Set for the row that gives challenges out, from the
 * `proofOfWork` deploy parameter (locally the same default; tests a small value).
 */
export const PROOF_OF_WORK_ROUNDS = 'PROOF_OF_WORK_ROUNDS';
/**
 * How many newsletter mails a second the send-newsletters job sends (the `newsletterSendRate` deploy
 * parameter; lambdas/domain/newsletter/send-rate.ts), for a function whose row has `bulkMail`.
 */
export const NEWSLETTER_SEND_RATE = 'NEWSLETTER_SEND_RATE';
