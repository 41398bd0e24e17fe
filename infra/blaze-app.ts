// The app as `cdk synth` builds it: parameters validated first, the data stack and the app stack
// that reads it, then cdk-nag over both. Shared by infra/app.ts and the infra tests, so the tests
// check exactly what deploys.

import { Annotations, type App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { BlazeStack, type BlazeStackProps } from './blaze-stack';
import { PLACEHOLDER_MAIL_DOMAIN, readConfig, usesPlaceholderMail } from './config';
import { BlazeDataStack, type BlazeDataStackProps } from './data-stack';

export interface BlazeApp {
  readonly data: BlazeDataStack;
  readonly site: BlazeStack;
}

export type BlazeAppOverrides = Partial<Omit<BlazeStackProps, 'config' | 'data'>> & Pick<BlazeDataStackProps, 'catalogue'>;

/** What the data stack's name adds to the app stack's. */
export const DATA_STACK_SUFFIX = '-Data';

/** The data stack's name: the app stack's with `-Data` after it. */
export function dataStackName(stackName: string): string {
  return `${stackName}${DATA_STACK_SUFFIX}`;
}

export function defineBlazeApp(app: App, overrides: BlazeAppOverrides = {}, options: { readonly nag?: boolean } = {}): BlazeApp {
  const config = readConfig(app);
  const { catalogue, ...siteOverrides } = overrides;
  // Account and region of the CLI's credentials; without any (offline synth) the stacks are env-agnostic.
  // Both stacks share one: the app stack reads the data stack's resources in its own account and region.
  const env = siteOverrides.env ?? { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION };
  const data = new BlazeDataStack(app, dataStackName(config.stackName), {
    description: 'Blaze Rugby Club data: tables, media, members, mail identities (termination-protected, retained)',
    env,
    config,
    catalogue,
    // Its streams are those of the app stack's stream functions.
    streamFunctions: siteOverrides.streamFunctions,
  });
  const site = new BlazeStack(app, config.stackName, {
    description: 'Blaze Rugby Club website: SPA, API, functions, alarms (reads the data stack)',
    ...siteOverrides,
    env,
    config,
    data,
  });
  site.addDependency(data, 'reads its tables, buckets, user pool, mail identities and origin secret');
  if (usesPlaceholderMail(config)) {
    Annotations.of(data).addWarningV2(
      'blaze:placeholderMail',
      `senderEmail/notificationEmail still use @${PLACEHOLDER_MAIL_DOMAIN}: request notifications will not ` +
        'be delivered. Deploy with -c senderEmail=... -c notificationEmail=...',
    );
  }
  if (options.nag !== false) Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { data, site };
}
