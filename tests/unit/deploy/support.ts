// What the preflight and deploy tests share: a small app of two stacks (templates of their own, so a
// check is tested without a synth), the input a check gets, AWS errors by name, and a fake resolver.

import type { CfnTemplate, AppStacks, StackFacts } from '../../../infra/deploy/assembly';
import { makeAwsClients } from '../../../infra/deploy/aws-clients';
import type { CdkRunner } from '../../../infra/deploy/cdk-cli';
import type { DnsResolver, PreflightInput } from '../../../infra/deploy/preflight-input';
import { configSchema, type BlazeConfig } from '../../../infra/config';

export const ACCOUNT = '111122223333';
export const REGION = 'us-east-2';
export const DATA_STACK = 'BlazeRugbyClub-Data';
export const SITE_STACK = 'BlazeRugbyClub';
export const DATA_DESCRIPTION = 'Blaze Rugby Club data: tables, media, members, mail identities (termination-protected, retained)';

export const dataTemplate: CfnTemplate = {
  Description: DATA_DESCRIPTION,
  Resources: {
    Requests: {
      Type: 'AWS::DynamoDB::Table',
      Properties: { TableName: `${DATA_STACK}-requests` },
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    },
    Media: {
      Type: 'AWS::S3::Bucket',
      Properties: { BucketName: { 'Fn::Join': ['', ['blaze-media-abc-', { Ref: 'AWS::AccountId' }, '-', { Ref: 'AWS::Region' }]] } },
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    },
    Sender: { Type: 'AWS::SES::EmailIdentity', Properties: { EmailIdentity: 'website@blazerugby.org' }, DeletionPolicy: 'Retain' },
    HostedUi: {
      Type: 'AWS::Cognito::UserPoolDomain',
      Properties: { Domain: { 'Fn::Join': ['', ['blaze-rugby-', { Ref: 'AWS::AccountId' }]] } },
      DeletionPolicy: 'Retain',
    },
  },
};

export const MEDIA_BUCKET = `blaze-media-abc-${ACCOUNT}-${REGION}`;
export const PREFIX = `blaze-rugby-${ACCOUNT}`;

export const siteTemplate: CfnTemplate = {
  Description: 'Blaze Rugby Club website',
  Resources: {
    SiteBucket: { Type: 'AWS::S3::Bucket', DeletionPolicy: 'Delete', UpdateReplacePolicy: 'Delete' },
    SiteClient: { Type: 'AWS::Cognito::UserPoolClient' },
  },
};

const bootstrap = { requiredVersion: 6, parameter: '/cdk-bootstrap/hnb659fds/version' };

export function appStacks(data: Partial<StackFacts> = {}): AppStacks {
  const dataStack: StackFacts = { stackName: DATA_STACK, template: dataTemplate, bootstrap, ...data };
  const site: StackFacts = { stackName: SITE_STACK, template: siteTemplate, bootstrap };
  return { data: dataStack, site, all: [dataStack, site] };
}

export function config(values: Record<string, unknown> = {}): BlazeConfig {
  return configSchema.parse({ senderEmail: 'website@blazerugby.org', notificationEmail: 'officers@blazerugby.org', ...values });
}

/** An error as the SDK throws it: its name, its message and the HTTP status. */
export function awsError(name: string, message = name, httpStatusCode = 400): Error {
  return Object.assign(new Error(message), { name, $metadata: { httpStatusCode } });
}

/** A DNS error as node:dns/promises throws it. */
export const dnsError = (code: string): Error => Object.assign(new Error(`query failed ${code}`), { code });

/** A resolver that answers from tables of records; a name it lacks answers ENODATA as DNS would. */
export function fakeDns(records: {
  ns?: Record<string, string[] | Error>;
  txt?: Record<string, string[][] | Error>;
  mx?: Record<string, { exchange: string; priority: number }[] | Error>;
}): DnsResolver {
  const answer = async <T>(table: Record<string, T[] | Error> | undefined, name: string): Promise<T[]> => {
    const found = table?.[name];
    if (found instanceof Error) throw found;
    if (!found) throw dnsError('ENODATA');
    return found;
  };
  return {
    resolveNs: (name) => answer(records.ns, name),
    resolveTxt: (name) => answer(records.txt, name),
    resolveMx: (name) => answer(records.mx, name),
  };
}

export function preflightInput(overrides: Partial<PreflightInput> = {}): PreflightInput {
  return {
    identity: { account: ACCOUNT, arn: `arn:aws:iam::${ACCOUNT}:user/admin` },
    aws: makeAwsClients(REGION),
    config: config(),
    stacks: appStacks(),
    dns: fakeDns({}),
    ...overrides,
  };
}

/** The deploy parameters `npm run deploy` adds for a step of its own; a synth shows them, and no other. */
const STEP_KEYS = ['heldBackIndexes', 'deletionProtection'] as const;

/**
 * A CDK CLI that records what it was asked to do, in order, in `calls` (or in the list given, shared
 * with a fake of CloudFormation), and runs `onExecute` for each change set it executes.
 */
export function fakeCdk(calls: string[] = [], onExecute: (stackName: string) => void = () => {}): CdkRunner & { readonly calls: string[] } {
  return {
    calls,
    synth: async (outdir, context) => {
      const step = STEP_KEYS.filter((key) => context[key] !== undefined).map((key) => `${key}=${context[key]}`);
      calls.push(['synth', outdir, ...step].join(' '));
    },
    prepareChangeSet: async (dir, stack) => {
      calls.push(`prepare ${dir} ${stack}`);
    },
    executeChangeSet: async (dir, stack) => {
      calls.push(`execute ${dir} ${stack}`);
      onExecute(stack);
    },
  };
}
