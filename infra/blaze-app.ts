// The app as `cdk synth` builds it: parameters validated first, the stack, then cdk-nag.
// Shared by infra/app.ts and the cdk-nag test, so the test checks exactly what deploys.

import { Annotations, type App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { BlazeStack, type BlazeStackProps } from './blaze-stack';
import { PLACEHOLDER_MAIL_DOMAIN, readConfig, usesPlaceholderMail } from './config';

export function defineBlazeApp(app: App, overrides: Partial<Omit<BlazeStackProps, 'config'>> = {}): BlazeStack {
  const config = readConfig(app);
  const stack = new BlazeStack(app, config.stackName, {
    description: 'Blaze Rugby Club website: SPA, API, sign-in, data',
    // Account and region of the CLI's credentials; without any (offline synth) the stack is env-agnostic.
    env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
    ...overrides,
    config,
  });
  if (usesPlaceholderMail(config)) {
    Annotations.of(stack).addWarningV2(
      'blaze:placeholderMail',
      `senderEmail/notificationEmail still use @${PLACEHOLDER_MAIL_DOMAIN}: request notifications will not ` +
        'be delivered. Deploy with -c senderEmail=... -c notificationEmail=...',
    );
  }
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return stack;
}
