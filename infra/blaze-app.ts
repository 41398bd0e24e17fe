// The app as `cdk synth` builds it: parameters validated first, the data stack and the app stack
// that reads it, then cdk-nag over both. Shared by infra/app.ts and the infra tests, so the tests
// check exactly what deploys.

import { Annotations, type App, type Environment, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { BlazeStack, type BlazeStackProps } from './blaze-stack';
import { type BlazeConfig, PLACEHOLDER_MAIL_DOMAIN, readConfig, usesPlaceholderMail } from './config';
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

/** Account and region of the CLI's credentials; without any (offline synth) the stacks are env-agnostic. */
function stackEnv(overrides: BlazeAppOverrides): Environment {
  return overrides.env ?? { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION };
}

/** The data stack as the app makes it: defineBlazeApp's, and the tests' of its template alone. */
export function defineDataStack(app: App, config: BlazeConfig, overrides: BlazeAppOverrides = {}): BlazeDataStack {
  return new BlazeDataStack(app, dataStackName(config.stackName), {
    description: 'Blaze Rugby Club data: tables, media, members, mail identities (termination-protected, retained)',
    env: stackEnv(overrides),
    config,
    catalogue: overrides.catalogue,
    // Its streams are those of the app stack's stream functions.
    streamFunctions: overrides.streamFunctions,
  });
}

export function defineBlazeApp(app: App, overrides: BlazeAppOverrides = {}, options: { readonly nag?: boolean } = {}): BlazeApp {
  const config = readConfig(app);
  const { catalogue: _catalogue, ...siteOverrides } = overrides;
  // Both stacks share one environment: the app stack reads the data stack's resources in its own account and region.
  const env = stackEnv(overrides);
  const data = defineDataStack(app, config, overrides);
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
