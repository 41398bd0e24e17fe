// Deploy-time parameters: the one place the stack's settings come from.
//
// Each key is read from CDK context, so it can be given on the command line
// (`npx cdk deploy -c senderEmail=club@example.org -c notificationEmail=officers@example.org`)
// or kept in the "context" block of cdk.json. Values from `-c` arrive as text, hence the coercions.
//
//   notificationEmail  where visitor submissions (rental, sponsorship, player, contact) are announced.
//   senderEmail        the From address of those mails; SES sends it a verification link on first deploy.
//                      With domainName it must be an address at that domain (default website@<domainName>):
//                      the domain's identity verifies it and signs its mail, and no link is sent.
//   domainPrefix       Cognito hosted-UI prefix: https://<prefix>.auth.<region>.amazoncognito.com.
//                      Must be unique in the region; default `blaze-rugby-<account id>`.
//   stackName          the app stack's CloudFormation name; the data stack's is it with `-Data` after it.
//   localSiteUrl       a second app client, with this as its only sign-in callback and sign-out URL, so a
//                      developer's `npm start` site (http://localhost:5174/) can sign in against the real
//                      user pool; the production client never lists it, and the API takes only the
//                      production client's tokens. Empty by default: a deployer opts in. http is accepted
//                      for localhost only.
//   apiRateLimit       HTTP API stage default, steady requests per second of each route (10); every
//                      route's own limit (its throttle class, lambdas/route-def.ts) is capped by it.
//   apiBurstLimit      the same for bursts (20).
//   alarmEmail         where the CloudWatch alarms are mailed (infra/constructs/alarms.ts); defaults to
//                      notificationEmail. SNS mails it a confirmation link on first deploy.
//   waf                AWS WAF's per-address limits (infra/constructs/waf.ts): `on` (default) puts a web ACL
//                      on the distribution (the form POSTs and every API path) and one on the user pool;
//                      the distribution's can only be made in us-east-1, so elsewhere the synth stops and
//                      asks for `user-pool` (the user pool's web ACL alone) or `off` (none: one client can
//                      then take a route from every visitor), each with a warning at every synth.
//   wafRateLimit       requests per 5 minutes one IP address may send to the form POSTs, and to the user
//                      pool (sign-up, sign-in, codes), before AWS WAF blocks it (default 100).
//   wafApiRateLimit    requests per 5 minutes one IP address may send to the API's paths (every route,
//                      pages included) before AWS WAF blocks it (default 300); must stay below what the
//                      smallest route's throttle lets through in 5 minutes, or one client could still take it.
//   pricingPlan        off by default (`none`): `free` or `pro` subscribes the distribution and its web ACL
//                      to CloudFront's flat-rate plan (infra/constructs/pricing-plan.ts); needs waf=on.
//   monthlyBudget      the account's monthly cost budget in US dollars (default 35): AWS Budgets mails the
//                      alarm address at 50%, 80% and 100% of it, and when the month is forecast past it
//                      (infra/constructs/budget.ts).
//   domainName         the club's own domain, its apex (`blazerugby.org`): the site is served at
//                      https://www.<domainName>/ and the apex redirects there; its mail is sent from a
//                      DKIM-signed domain identity. Unset, the site lives at CloudFront's own address.
//                      Needs the stacks in us-east-1 (infra/constructs/site-domain.ts, docs/operations.md).
//   hostedZoneId       the Route 53 hosted zone of domainName, when the club's DNS is in this account:
//                      the validation, alias and mail records are then created in it; without it they
//                      are printed for the club's DNS host. Needs domainName.
//   cognitoMail        who sends the user pool's own mail (sign-up codes, password resets): `cognito`
//                      (default, Cognito's own sender, a few mails a day, works on the first deploy) or
//                      `ses` (the club's sender through SES, once SES can deliver: identity verified and
//                      production access; `npm run preflight` checks both).
//   authDomain         `true` puts the hosted UI at https://auth.<domainName>/ (a Cognito custom domain)
//                      instead of the Cognito prefix domain. Needs domainName.
//   backupRetentionDays how many days the scheduled export of the whole club is kept in the data
//                      stack's backup bucket (default 35).
//   newsletterSendRate how many newsletter mails a second leave (default 1, SES's rate for a new account,
//                      safe on any account; lambdas/domain/newsletter/send-rate.ts says why a fixed rate).
//                      `npm run preflight` fails a rate above the account's SES quota.
//   heldBackIndexes    set by `npm run deploy` itself, not by hand: indexes (`requests.byKind`, comma
//                      separated) the data stack leaves out of one of its steps, because CloudFormation
//                      adds one global secondary index per table update (infra/deploy/index-steps.ts).
//   deletionProtection set by `npm run deploy` itself, not by hand: `false` only while it creates the
//                      data stack for the first time, so that a failed create can roll back whole
//                      (CloudFormation cannot delete a protected table or user pool), then on again in
//                      the update that follows (infra/deploy/deploy-app.ts). On by default, so any other
//                      deploy, `cdk deploy` included, keeps the tables and the pool protected.
//   proofOfWork        how hard the visitor forms' proof of work is: the most PBKDF2 rounds a browser
//                      runs for one form (lambdas/runtime/proof-of-work-difficulty.ts; default 3,000,000:
//                      about a second on a desktop, a few on a phone, paid while the visitor types).
//                      Lower it if visitors on old phones wait at Send; raise it against a flood.

import type { App } from 'aws-cdk-lib';
import { z } from 'zod';
import { DEFAULT_PROOF_OF_WORK_ROUNDS } from '../lambdas/runtime/proof-of-work-difficulty';
import { DEFAULT_NEWSLETTER_SEND_RATE, NEWSLETTER_SEND_RATE_RANGE } from '../lambdas/domain/newsletter/send-rate';

/** The placeholder mail domain; SES cannot verify it, so mail stays pending until real addresses are set. */
export const PLACEHOLDER_MAIL_DOMAIN = 'example.com';

/** The sender's local part when the club has a domain and gives no senderEmail: website@<domainName>. */
export const DOMAIN_SENDER_LOCAL_PART = 'website';

// Cognito's rule for prefix domains; the reserved words are rejected by the service at deploy time,
// which would be a slow way to find out.
const domainPrefix = z
  .string()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'lowercase letters, digits and inner hyphens, at most 63')
  .refine((value) => !/aws|amazon|cognito/.test(value), 'may not contain "aws", "amazon" or "cognito"');

// Cognito takes http callbacks for localhost only; a path ending in `/` is what Amplify sends back.
const localCallbackUrl = z
  .url({ protocol: /^https?$/ })
  .endsWith('/', 'must end with "/"')
  .refine((value) => {
    // zod runs refinements even after the URL check failed.
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return url.protocol === 'https:' || url.hostname === 'localhost';
  }, 'http is allowed for localhost only');

/** The monthly budget's bounds, in US dollars: above nothing, and below a typo's worth. */
export const MONTHLY_BUDGET_RANGE = { min: 1, max: 100_000 } as const;

/** Days the scheduled export of the club is kept: at least one, at most ten years. */
export const BACKUP_RETENTION_DAYS_RANGE = { min: 1, max: 3650 } as const;

// A DNS name the club registered: lower case labels of letters, digits and inner hyphens, at least two,
// no trailing dot, and not the `www.` host the site itself lives on.
const domainName = z
  .string()
  .max(253)
  .regex(
    /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/,
    'a domain such as blazerugby.org, lower case, without a trailing dot',
  )
  .refine((value) => !value.startsWith('www.'), 'the apex of the domain (blazerugby.org), not www: the site goes on www by itself');

// `-c key=true` arrives as text; a boolean from cdk.json's context stays one.
const contextBoolean = z
  .union([z.boolean(), z.enum(['true', 'false'], { error: 'must be true or false' })])
  .transform((value) => value === true || value === 'true');

/**
 * The forms' proof of work, in PBKDF2 rounds: from one (the tests') to what would keep a phone busy
 * for about a minute.
 */
export const PROOF_OF_WORK_RANGE = { min: 1, max: 100_000_000 } as const;

/** What AWS WAF accepts as a rate-based rule's limit (requests per evaluation window). */
export const WAF_RATE_LIMIT_RANGE = { min: 10, max: 2_000_000_000 } as const;

/**
 * The per-address limits, requests per 5 minutes (WAF_WINDOW_SECONDS): a person sends a handful of
 * forms and sign-ins, and at most one API call per page view (a busy clubhouse Wi-Fi of many
 * visitors shares one address, hence the room); 300 is one API call a second, half of what the
 * tightest route's throttle (a form's 2 a second) lets through in 5 minutes.
 */
export const WAF_DEFAULT_LIMITS = { wafRateLimit: 100, wafApiRateLimit: 300 } as const;

/**
 * What AWS WAF covers: `on`, the distribution's web ACL and the user pool's; `user-pool`, the user
 * pool's alone (a deploy outside us-east-1, where the distribution's cannot be made); `off`, none.
 */
export const wafModes = ['on', 'user-pool', 'off'] as const;
export type WafMode = (typeof wafModes)[number];

/** The monthly budget when none is given, in US dollars: above a normal month with WAF (docs/costs.md). */
export const DEFAULT_MONTHLY_BUDGET = 35;

const wafLimit = (fallback: number) =>
  z.coerce.number().int().min(WAF_RATE_LIMIT_RANGE.min).max(WAF_RATE_LIMIT_RANGE.max).default(fallback);

/** Every key, each with its own rule; configSchema adds the rules between keys. */
const configFields = z.object({
  notificationEmail: z.email().default(`officers@${PLACEHOLDER_MAIL_DOMAIN}`),
  // Defaulted below, once domainName is known.
  senderEmail: z.email().optional(),
  domainPrefix: domainPrefix.optional(),
  stackName: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9-]{0,127}$/)
    .default('BlazeRugbyClub'),
  localSiteUrl: z.union([z.literal(''), localCallbackUrl]).default(''),
  apiRateLimit: z.coerce.number().int().positive().default(10),
  apiBurstLimit: z.coerce.number().int().positive().default(20),
  alarmEmail: z.email().optional(),
  waf: z.enum(wafModes, { error: `must be ${wafModes.join(', ')}` }).default('on'),
  wafRateLimit: wafLimit(WAF_DEFAULT_LIMITS.wafRateLimit),
  wafApiRateLimit: wafLimit(WAF_DEFAULT_LIMITS.wafApiRateLimit),
  /** A rotation's new origin-secret version, so the deploy changes CloudFront's header (docs/security.md). */
  originSecretVersion: z.uuid().optional(),
  pricingPlan: z.enum(['none', 'free', 'pro'], { error: 'must be none, free or pro' }).default('none'),
  monthlyBudget: z.coerce.number().min(MONTHLY_BUDGET_RANGE.min).max(MONTHLY_BUDGET_RANGE.max).default(DEFAULT_MONTHLY_BUDGET),
  domainName: domainName.optional(),
  hostedZoneId: z
    .string()
    .regex(/^Z[A-Z0-9]{1,31}$/, 'a Route 53 hosted zone id, such as Z0123456789ABCDEFGHIJ')
    .optional(),
  cognitoMail: z.enum(['cognito', 'ses'], { error: 'must be cognito or ses' }).default('cognito'),
  authDomain: contextBoolean.default(false),
  backupRetentionDays: z.coerce.number().int().min(BACKUP_RETENTION_DAYS_RANGE.min).max(BACKUP_RETENTION_DAYS_RANGE.max).default(35),
  newsletterSendRate: z.coerce
    .number()
    .int()
    .min(NEWSLETTER_SEND_RATE_RANGE.min)
    .max(NEWSLETTER_SEND_RATE_RANGE.max)
    .default(DEFAULT_NEWSLETTER_SEND_RATE),
  heldBackIndexes: z
    .string()
    .regex(/^(?:[A-Za-z0-9]+\.[A-Za-z0-9]+(?:,[A-Za-z0-9]+\.[A-Za-z0-9]+)*)?$/, 'table.index names, comma separated')
    .default('')
    .transform((value) => (value ? value.split(',') : [])),
  deletionProtection: contextBoolean.default(true),
  proofOfWork: z.coerce.number().int().min(PROOF_OF_WORK_RANGE.min).max(PROOF_OF_WORK_RANGE.max).default(DEFAULT_PROOF_OF_WORK_ROUNDS),
});

export const configSchema = configFields
  .superRefine((config, context) => {
    if (config.domainName && config.senderEmail && !isAddressAt(config.senderEmail, config.domainName)) {
      context.addIssue({
        code: 'custom',
        path: ['senderEmail'],
        message:
          `must be an address at domainName (${DOMAIN_SENDER_LOCAL_PART}@${config.domainName}, or leave it out for that one): ` +
          `the domain's SES identity verifies and signs the club's mail, and receivers check the From domain against it`,
      });
    }
    if (config.pricingPlan !== 'none' && config.waf !== 'on') {
      context.addIssue({
        code: 'custom',
        path: ['pricingPlan'],
        message: `needs waf=on: a CloudFront flat-rate plan covers one distribution and its web ACL (waf is ${config.waf})`,
      });
    }
    if (config.hostedZoneId && !config.domainName) {
      context.addIssue({ code: 'custom', path: ['hostedZoneId'], message: 'needs domainName: the zone of which domain?' });
    }
    if (config.authDomain && !config.domainName) {
      context.addIssue({ code: 'custom', path: ['authDomain'], message: 'needs domainName: auth.<domainName> is the hosted UI' });
    }
    if (config.cognitoMail === 'ses' && isPlaceholderAddress(senderOf(config))) {
      context.addIssue({
        code: 'custom',
        path: ['cognitoMail'],
        message: `ses needs a real senderEmail: SES can never verify @${PLACEHOLDER_MAIL_DOMAIN}`,
      });
    }
  })
  .transform((config) => ({ ...config, senderEmail: senderOf(config) }));

/** The From address: as given, else website@<domainName> with a domain, else the placeholder. */
function senderOf(config: { readonly senderEmail?: string; readonly domainName?: string }): string {
  if (config.senderEmail) return config.senderEmail;
  return config.domainName ? `${DOMAIN_SENDER_LOCAL_PART}@${config.domainName}` : `no-reply@${PLACEHOLDER_MAIL_DOMAIN}`;
}

/** Whether an address is at exactly this domain (not a subdomain: its identity is the domain's own). */
export function isAddressAt(address: string, domainName: string): boolean {
  return address.toLowerCase().endsWith(`@${domainName}`);
}

export type BlazeConfig = z.infer<typeof configSchema>;

/** Reads every key of the schema from the app's context and validates them together. */
export function readConfig(app: App): BlazeConfig {
  const raw = Object.fromEntries(Object.keys(configFields.shape).map((key) => [key, app.node.tryGetContext(key)] as const));
  const result = configSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(`Invalid deploy-time parameters (CDK context):\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

/** True for the schema's placeholder domain, which SES can never verify. */
export function isPlaceholderAddress(address: string): boolean {
  return address.endsWith(`@${PLACEHOLDER_MAIL_DOMAIN}`);
}

/** True while a mail address is still the schema's placeholder. */
export function usesPlaceholderMail(config: BlazeConfig): boolean {
  return [config.notificationEmail, config.senderEmail].some(isPlaceholderAddress);
}
