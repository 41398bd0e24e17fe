// Deploy-time parameters: the one place the stack's settings come from.
//
// Each key is read from CDK context, so it can be given on the command line
// (`npx cdk deploy -c senderEmail=club@example.org -c notificationEmail=officers@example.org`)
// or kept in the "context" block of cdk.json. Values from `-c` arrive as text, hence the coercions.
//
//   notificationEmail  where visitor submissions (rental, sponsorship, player, contact) are announced.
//   senderEmail        the From address of those mails; SES sends it a verification link on first deploy.
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
//   wafRateLimit       off by default (it costs more than the rest of the stack): requests per 5 minutes
//                      one IP address may send to the form paths before AWS WAF blocks it
//                      (infra/constructs/waf.ts). Needs the stack in us-east-1.
//   pricingPlan        off by default (`none`): `free` or `pro` subscribes the distribution and its web ACL
//                      to CloudFront's flat-rate plan (infra/constructs/pricing-plan.ts); needs wafRateLimit.
//   monthlyBudget      the account's monthly cost budget in US dollars (default 10): AWS Budgets mails the
//                      alarm address at 50%, 80% and 100% of it, and when the month is forecast past it
//                      (infra/constructs/budget.ts).

import type { App } from 'aws-cdk-lib';
import { z } from 'zod';

/** The placeholder mail domain; SES cannot verify it, so mail stays pending until real addresses are set. */
export const PLACEHOLDER_MAIL_DOMAIN = 'example.com';

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

/** What AWS WAF accepts as a rate-based rule's limit (requests per evaluation window). */
export const WAF_RATE_LIMIT_RANGE = { min: 10, max: 2_000_000_000 } as const;

export const configSchema = z.object({
  notificationEmail: z.email().default(`officers@${PLACEHOLDER_MAIL_DOMAIN}`),
  senderEmail: z.email().default(`no-reply@${PLACEHOLDER_MAIL_DOMAIN}`),
  domainPrefix: domainPrefix.optional(),
  stackName: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9-]{0,127}$/)
    .default('BlazeRugbyClub'),
  localSiteUrl: z.union([z.literal(''), localCallbackUrl]).default(''),
  apiRateLimit: z.coerce.number().int().positive().default(10),
  apiBurstLimit: z.coerce.number().int().positive().default(20),
  alarmEmail: z.email().optional(),
  wafRateLimit: z.coerce.number().int().min(WAF_RATE_LIMIT_RANGE.min).max(WAF_RATE_LIMIT_RANGE.max).optional(),
  /** A rotation's new origin-secret version, so the deploy changes CloudFront's header (docs/security.md). */
  originSecretVersion: z.uuid().optional(),
  pricingPlan: z.enum(['none', 'free', 'pro'], { error: 'must be none, free or pro' }).default('none'),
  monthlyBudget: z.coerce.number().min(MONTHLY_BUDGET_RANGE.min).max(MONTHLY_BUDGET_RANGE.max).default(10),
});

export type BlazeConfig = z.infer<typeof configSchema>;

/** Reads every key of the schema from the app's context and validates them together. */
export function readConfig(app: App): BlazeConfig {
  const raw = Object.fromEntries(Object.keys(configSchema.shape).map((key) => [key, app.node.tryGetContext(key)] as const));
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
