// The one way a function's environment is built locally, for `npm start`, the throwaway API of
// the browser tests and the bench, and the integration tests: what CDK gives that function in AWS,
// from the same rule (lambdas/function-env.ts functionEnvironment) with the stand-ins' names, plus
// what the Lambda runtime sets and where each stand-in listens. A function sees only what its row
// earns, so a handler that reads something its row does not grant fails locally, not after
// `cdk deploy` (tests/infra/function-env.test.ts compares the two for every row).
// Handlers never ask where they run: the SDK reads AWS_ENDPOINT_URL_<SERVICE>.

import { DEFAULT_NEWSLETTER_SEND_RATE } from '../lambdas/domain/newsletter/send-rate';
import { type FunctionEnvRow, functionEnvironment, type StackNames } from '../lambdas/function-env';
import { FUNCTION_MEMORY_MB } from '../lambdas/function-limits';
import type { LocalClock } from './clock';
import type { TableName } from '../lambdas/table-keys';
import { DEFAULT_PROOF_OF_WORK_ROUNDS } from '../lambdas/runtime/proof-of-work-difficulty';
import { localFunctionName } from './api/lambda-context';
import { LOCAL_PAYMENTS_SECRET_ID, type LocalPaymentsSecret } from './api/payments-secret';
import { STRIPE_ENDPOINT_URL } from '../lambdas/runtime/env-names';

export const LOCAL_SENDER_EMAIL = 'website@blazerugby.local';
export const LOCAL_NOTIFICATION_EMAIL = 'officers@blazerugby.local';
/** The emulator has no configuration sets; it takes the name and ignores it, so mail code runs as in AWS. */
export const LOCAL_MAIL_CONFIGURATION_SET = 'blaze-rugby-local';
/** The site `npm start` serves, which mail links point at unless a stack names another. */
export const LOCAL_SITE_URL = 'http://localhost:5174/';

/**
 * Where a stack has no stand-in for a service (the integration tests have only DynamoDB Local):
 * nothing listens there, so a call fails at once instead of reaching AWS.
 */
export const UNREACHABLE_ENDPOINT = 'http://127.0.0.1:1';

/** What a running local stack offers the functions: where each stand-in listens and what it made. */
export interface LocalStack {
  readonly region: string;
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string };
  readonly endpoints: {
    readonly dynamodb: string;
    readonly s3: string;
    readonly ses: string;
    readonly cognito?: string;
    /** The Stripe stand-in (local/services/stripe/), where one runs: the SDK of a row with `paymentsSecret` calls it. */
    readonly stripe?: string;
  };
  /** The physical name of a catalogue table in this stack. */
  readonly tableName: (name: TableName) => string;
  readonly mediaBucket: string;
  /** Where officers' browsers post files (lambdas/domain/media/uploads.ts). */
  readonly uploadsBucket: string;
  /** Where the export job puts its archives; absent where no S3 stand-in keeps them. */
  readonly backupBucket?: string;
  /** The site's address with a trailing slash, for links in mail; LOCAL_SITE_URL when absent. */
  readonly siteUrl?: string;
  /**
   * The site's build (Vite's output directory) whose frames the page functions answer with, as CDK
   * packages them with the function. `npm start` gives web/dist, built when stale (local/site-build.ts);
   * without one, a page function answers 500.
   */
  readonly siteBuildDir?: string;
  /**
   * The directory the local site serves (its build): a function with site access reads and writes
   * the site's files there (SITE_DIR), as it does the site bucket's in AWS. `npm start` gives its
   * site build; without one, such a function cannot start.
   */
  readonly siteDir?: string;
  /** The local API server's address (API_URL), for a function that calls the API; known once it listens. */
  readonly apiUrl?: string;
  /**
   * The payments secret the containers serve (local/api/payments-secret.ts): with the Stripe
   * stand-in's keys under `npm start`; absent, a secret without Stripe (offline payments only).
   */
  readonly paymentsSecret?: LocalPaymentsSecret;
  /**
   * Absent where no user pool runs (the throwaway API): its API server then refuses every member
   * and officer request with 401 before a handler runs, as API Gateway's authorizer would.
   */
  readonly userPool?: { readonly userPoolId: string; readonly userPoolClientId: string };
  /**
   * How hard the forms' proof of work is: the deploy parameter's default unless given. The tests
   * and the throwaway API of the browser suite and the bench make it small (TEST_PROOF_OF_WORK_ROUNDS).
   */
  readonly proofOfWorkRounds?: number;
  /**
   * The clock a developer can move under `npm start` (local/clock.ts): every function container
   * runs on it and the job scheduler hands it to each run. Absent, real time.
   */
  readonly clock?: LocalClock;
}

/** The proof of work the tests and the bench pay: one derivation of one round, a millisecond. */
export const TEST_PROOF_OF_WORK_ROUNDS = 1;

/** A route row, a scheduled job, an event function or a stream function: its id, its grants, and (routes) who may call it. */
export type LocalFunction = FunctionEnvRow;

/** The whole environment (`process.env`) one function sees under the local stack. */
export function handlerEnv(fn: LocalFunction, stack: LocalStack): Record<string, string> {
  const env: Record<string, string> = {
    AWS_REGION: stack.region,
    AWS_DEFAULT_REGION: stack.region,
    AWS_ACCESS_KEY_ID: stack.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: stack.credentials.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: stack.endpoints.dynamodb,
    AWS_ENDPOINT_URL_S3: stack.endpoints.s3,
    // The SES v1 client reads _SES, the v2 client (@aws-sdk/client-sesv2) reads _SESV2.
    AWS_ENDPOINT_URL_SES: stack.endpoints.ses,
    AWS_ENDPOINT_URL_SESV2: stack.endpoints.ses,
    // The variables the Lambda runtime sets, which Powertools reads.
    AWS_LAMBDA_FUNCTION_NAME: localFunctionName(fn.id),
    AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(FUNCTION_MEMORY_MB),
    // Powertools reports cold starts only where Lambda says how the container started.
    AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
  // Where there is no user pool, nowhere: a call fails at once instead of reaching AWS.
  env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER = stack.endpoints.cognito ?? UNREACHABLE_ENDPOINT;
  // As AWS_ENDPOINT_URL_* point the AWS SDK at its stand-ins: the Stripe SDK's host, for the rows that call Stripe.
  if (stack.endpoints.stripe && fn.paymentsSecret) env[STRIPE_ENDPOINT_URL] = stack.endpoints.stripe;
  return { ...env, ...functionEnvironment(fn, localNames(stack)) };
}

/** The stand-ins' names, as the one environment rule (lambdas/function-env.ts) takes them. */
export function localNames(stack: LocalStack): StackNames {
  return {
    tableName: stack.tableName,
    mediaBucket: stack.mediaBucket,
    uploadsBucket: stack.uploadsBucket,
    mail: { senderEmail: LOCAL_SENDER_EMAIL, notificationEmail: LOCAL_NOTIFICATION_EMAIL, configurationSet: LOCAL_MAIL_CONFIGURATION_SET },
    siteUrl: stack.siteUrl ?? LOCAL_SITE_URL,
    siteBuildDir: stack.siteBuildDir,
    // The site's files are the build the local site serves: the pages rendered into it are there.
    siteFiles: (stack.siteDir ?? stack.siteBuildDir) === undefined ? undefined : { dir: stack.siteDir ?? stack.siteBuildDir ?? '' },
    apiUrl: stack.apiUrl,
    userPoolId: stack.userPool?.userPoolId,
    backupBucket: stack.backupBucket,
    paymentsSecretId: stack.paymentsSecret?.id ?? LOCAL_PAYMENTS_SECRET_ID,
    proofOfWorkRounds: stack.proofOfWorkRounds ?? DEFAULT_PROOF_OF_WORK_ROUNDS,
    // The deploy's default pace: what the club's first deploy sends at.
    newsletterSendRate: DEFAULT_NEWSLETTER_SEND_RATE,
  };
}
