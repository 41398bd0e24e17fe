// One function of the stack (a route, job, event function, stream function or trigger) as a Lambda
// function, with the defaults every one shares, its row's environment, and the least-privilege
// grants that go with it.

import { Aws, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICE_LOG_RETENTION } from './log-retention';
import { nagText } from './nag-text';
import { FUNCTION_MEMORY_MB, FUNCTION_TIMEOUT_SECONDS } from '../../lambdas/function-limits';
import { bucketActions, type MediaSide } from '../../lambdas/function-env';
import { HELD_KEY_PREFIX, UPLOADS_KEY_PREFIX } from '../../lambdas/domain/media/upload-keys';
import type { MediaAccess, SiteAccess } from '../../lambdas/route-def';
import { WRITTEN_PREFIXES } from '../../common/site-build/rendered-pages';
import type { TableName } from '../../lambdas/table-keys';

export interface ClubFunctionProps {
  /** The handler module (TypeScript), exporting `handler`. */
  readonly entry: string;
  /** The repository root: where package-lock.json and tsconfig.json are. */
  readonly projectRoot: string;
  readonly description: string;
  /**
   * Files of the site's build the function reads (a page function's frame and the prerender
   * manifest), copied into its package under `site/` at their paths in the build.
   */
  readonly siteFiles?: { readonly distDir: string; readonly files: readonly string[] };
  /**
   * The one log group every function of the stack writes to (FunctionLogs): a group per function
   * would be a CloudFormation resource per row. Lambda names each stream after its function, and
   * every line carries `function_name` (the logger's Lambda context), so a function's lines are
   * still found by a filter.
   */
  readonly logGroup: logs.ILogGroup;
  /** Its row's environment (lambdas/function-env.ts functionEnvironment): the one rule, shared with the local stack. */
  readonly environment: Readonly<Record<string, string>>;
  /** Seconds before Lambda stops an invocation; FUNCTION_TIMEOUT_SECONDS unless the kind of function needs longer. */
  readonly timeoutSeconds?: number;
}

/** The shared log group of the stack's own functions, kept SERVICE_LOG_RETENTION like the API's access log. */
export class FunctionLogs extends logs.LogGroup {
  constructor(scope: Construct, id: string) {
    super(scope, id, { retention: SERVICE_LOG_RETENTION, removalPolicy: RemovalPolicy.DESTROY });
  }
}

/** Where a function's package holds its site files (SITE_BUILD_DIR): Lambda unpacks the package in /var/task. */
export const PACKAGED_SITE_DIR = '/var/task/site';

export interface TableAccess {
  readonly read: boolean;
  readonly write: boolean;
  /** Reads the whole table with Scan (a row's `scans`: the club's export only). */
  readonly scan?: boolean;
  /** The table has secondary indexes, so the grant covers them too. */
  readonly indexed: boolean;
}

/** The Lambda runtime of every handler; the bundles' esbuild target follows it. */
export const handlerRuntime = lambda.Runtime.NODEJS_24_X;

/** esbuild's target for a Node.js Lambda runtime (`nodejs24.x` → `node24`), as NodejsFunction derives it by default. */
export function esbuildTargetOf(runtime: lambda.Runtime): string {
  const major = /^nodejs(\d+)/.exec(runtime.name)?.[1];
  if (!major) throw new Error(`${runtime.name} is not a Node.js runtime`);
  return `node${major}`;
}

/**
 * Packages a bundle replaces with a lighter module of ours (esbuild aliases). The paths are absolute
 * because esbuild resolves an alias's path from its working directory.
 */
export const bundleAliases: Readonly<Record<string, string>> = {
  // Lambda gives the role's credentials in the environment; the default chain's other providers
  // (SSO, STS, INI, metadata) would only add size and start-up (lambdas/runtime/lambda-credentials.ts).
  '@aws-sdk/credential-provider-node': fileURLToPath(new URL('../../lambdas/runtime/lambda-credentials.ts', import.meta.url)),
};

/**
 * How every handler is bundled (esbuild, through NodejsFunction). bench/lambda-bundles.ts builds
 * with these same values, so the sizes and start-up times it reports are the deployed bundles'.
 */
export const handlerBundling = {
  // CommonJS output: esbuild tree-shakes ES module inputs whatever the output format (the `module`
  // main field picks the SDK's and zod's ES builds), and a CommonJS bundle loads Node's built-ins with
  // `require`. An ES module bundle imports them, and importing node:http as an ES module builds its
  // export facade, whose lazy getters load undici: about 40 ms of every cold start (bench/lambda-bundles.ts).
  format: nodejs.OutputFormat.CJS,
  target: esbuildTargetOf(handlerRuntime),
  mainFields: ['module', 'main'],
  minify: true,
  // No source map in the deployment package: a map there is only read with --enable-source-maps,
  // which slows every cold start. When a minified stack trace needs reading, these same options with
  // esbuild's `sourcemap: 'external'` rebuild the deployed bundle and its map locally.
  sourceMap: false,
  // The runtime's own SDK changes version under us; bundling pins the version the tests
  // and the local stack use, and tree-shaking keeps only the clients a handler imports.
  bundleAwsSDK: true,
  externalModules: [] as string[],
  esbuildArgs: Object.fromEntries(Object.entries(bundleAliases).map(([name, file]) => [`--alias:${name}`, file])),
} satisfies nodejs.BundlingOptions;

/** The item reads a handler may make on a table it reads: no Scan (public lists Query an index), no table metadata. */
export const tableReadActions = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'] as const;
/** The whole-table read of a row that lists the table in `scans` (the club's export), on the table itself only. */
export const tableScanActions = ['dynamodb:Scan'] as const;
/** The user-pool reads of a row with `members`: the members and their groups, never a password (no API returns one). */
export const memberReadActions = ['cognito-idp:ListUsers', 'cognito-idp:ListGroups', 'cognito-idp:ListUsersInGroup'] as const;
/** The item writes a handler may make on a table it writes; ConditionCheckItem serves TransactWriteItems. */
export const tableWriteActions = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
] as const;

/** The buckets a row's media access reaches. */
export interface MediaBuckets {
  /** The media bucket's name (the data stack's: granted by name, with no reference into that stack). */
  readonly media: string;
  /** Objects of the media bucket live under this key prefix; grants cover it only. */
  readonly keyPrefix: string;
  readonly uploads: string;
}

/** Bundling's last step for a function with site files: copy each into the package's `site/`. */
function siteFileHooks(siteFiles: NonNullable<ClubFunctionProps['siteFiles']>): nodejs.ICommandHooks {
  // This machine's paths: the bundling runs here, with the project's own esbuild, not in a container.
  return {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (_inputDir, outputDir) =>
      siteFiles.files.map((file) => {
        const to = path.join(outputDir, 'site', file);
        return `mkdir -p "${path.dirname(to)}" && cp "${path.join(siteFiles.distDir, file)}" "${to}"`;
      }),
  };
}

/**
 * A role whose grants are written into the role itself (its `Policies`) instead of a separate
 * AWS::IAM::Policy. A stack may hold 500 resources and every function is several of them; this
 * saves one a function. The grants are the same statements, within the same size limit (a role's
 * inline policies share IAM's 10,240 characters, as a Policy resource's inline policy does).
 */
class InlinePolicyRole extends iam.Role {
  private readonly inlineGrants: iam.PolicyDocument;

  constructor(scope: Construct, id: string, props: iam.RoleProps) {
    const grants = new iam.PolicyDocument();
    super(scope, id, { ...props, inlinePolicies: { ...props.inlinePolicies, grants } });
    this.inlineGrants = grants;
  }

  override addToPrincipalPolicy(statement: iam.PolicyStatement): iam.AddToPrincipalPolicyResult {
    this.inlineGrants.addStatements(statement);
    // The function depends on the role already, and the statements are part of it.
    return { statementAdded: true, policyDependable: this };
  }
}

export class ClubFunction extends Construct {
  readonly function: nodejs.NodejsFunction;
  readonly role: iam.Role;
  readonly logGroup: logs.ILogGroup;

  constructor(scope: Construct, id: string, props: ClubFunctionProps) {
    super(scope, id);

    this.logGroup = props.logGroup;

    // Our own role instead of the AWSLambdaBasicExecutionRole managed policy: it may write
    // to the stack's function log group and nowhere else.
    this.role = new InlinePolicyRole(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${props.description}`,
    });
    this.logGroup.grantWrite(this.role);

    this.function = new nodejs.NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      description: props.description,
      runtime: handlerRuntime,
      architecture: lambda.Architecture.ARM_64,
      memorySize: FUNCTION_MEMORY_MB,
      timeout: Duration.seconds(props.timeoutSeconds ?? FUNCTION_TIMEOUT_SECONDS),
      role: this.role,
      logGroup: this.logGroup,
      projectRoot: props.projectRoot,
      depsLockFilePath: `${props.projectRoot}/package-lock.json`,
      environment: { ...props.environment },
      bundling: props.siteFiles ? { ...handlerBundling, commandHooks: siteFileHooks(props.siteFiles) } : handlerBundling,
    });
  }

  /**
   * Gives the handler one table: the grant for exactly the access asked
   * (a table the handler both reads and writes must be listed in both, or it may not read it).
   * The actions are listed here rather than taken from `grantReadData`/`grantWriteData`, which
   * add Scan, DescribeTable and more that no handler needs (public lists Query an index).
   */
  bindTable(name: TableName, physicalName: string, access: TableAccess): void {
    if (!access.read && !access.write && !access.scan) return;
    // Built from the table's name in this function's stack: the table is the data stack's.
    const tableArn = Stack.of(this).formatArn({ service: 'dynamodb', resource: 'table', resourceName: physicalName });
    // Only Query reaches an index; GetItem, BatchGetItem and the writes name the table itself.
    const indexArns = access.indexed ? [`${tableArn}/index/*`] : [];
    if (access.read) {
      this.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: [...tableReadActions], resources: [tableArn, ...indexArns] }));
    }
    if (access.write) {
      this.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: [...tableWriteActions], resources: [tableArn] }));
    }
    if (access.scan) {
      this.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: [...tableScanActions], resources: [tableArn] }));
    }
    if (access.read && access.indexed) {
      // cdk-nag reports the index wildcard by that exact text.
      Validations.of(this.role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::${nagText(this, `${tableArn}/index/*`)}]`,
        reason: `The wildcard is the indexes of the ${name} table only (its catalogue indexes, which the handler queries).`,
      });
    }
  }

  /**
   * Gives the function the media and uploads buckets it needs: exactly the object actions the access asks for, on the objects under the bucket's key prefix only
   * (never a bucket itself or its listing).
   */
  bindMedia(buckets: MediaBuckets, access: readonly MediaAccess[]): void {
    const grant = (bucketName: string, keyPrefix: string, side: MediaSide) => {
      const actions = bucketActions(access, side);
      if (actions.length === 0) return;
      const objects = `arn:${Aws.PARTITION}:s3:::${bucketName}/${keyPrefix}*`;
      this.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions, resources: [objects] }));
      Validations.of(this.role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::${nagText(this, objects)}]`,
        reason: `The wildcard is the ${side} objects (${keyPrefix}*) of the ${side} bucket, which the row's media access (${access.join(', ')}) reaches by key.`,
      });
    };
    grant(buckets.media, buckets.keyPrefix, 'media');
    grant(buckets.uploads, UPLOADS_KEY_PREFIX, 'uploads');
    grant(buckets.uploads, HELD_KEY_PREFIX, 'held');
    if (access.includes('list')) {
      // The listing of the media objects only: S3 checks the request's prefix against the condition.
      this.role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: ['s3:ListBucket'],
          resources: [`arn:${Aws.PARTITION}:s3:::${buckets.media}`],
          conditions: { StringLike: { 's3:prefix': `${buckets.keyPrefix}*` } },
        }),
      );
    }
  }

  /** Gives the function the user pool's members and groups to read (a row's `members`), on that pool only. */
  bindMembers(userPool: cognito.IUserPool): void {
    this.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: [...memberReadActions], resources: [userPool.userPoolArn] }));
  }

  /**
   * Gives the function PutObject on the backup bucket's archives (a row's `backups`): a run writes its
   * day's archive and can neither read nor delete another.
   */
  bindBackups(bucketName: string, keyPrefix: string): void {
    const archives = `arn:${Aws.PARTITION}:s3:::${bucketName}/${keyPrefix}*`;
    this.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['s3:PutObject'], resources: [archives] }));
    Validations.of(this.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagText(this, archives)}]`,
      reason: `The wildcard is the archives (${keyPrefix}*) of the backup bucket, one a day, which the export job puts by key.`,
    });
  }

  /**
   * Gives the function the site bucket's files: reading any of them (and listing the bucket, so S3
   * answers a missing file with 404 rather than 403), and with `write` putting and deleting objects
   * under the written pages' prefix only; never the bucket's settings or any other prefix.
   */
  bindSite(bucket: s3.IBucket, access: SiteAccess): void {
    const everyFile = bucket.arnForObjects('*');
    this.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['s3:GetObject'], resources: [everyFile] }));
    this.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
    const acknowledged = [
      {
        arn: everyFile,
        reason: "The wildcard is the site bucket's objects: the built site's public files, which the row's site access reads by key.",
      },
    ];
    if (access === 'write') {
      const written = WRITTEN_PREFIXES.map((prefix) => bucket.arnForObjects(`${prefix}*`));
      this.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['s3:PutObject', 's3:DeleteObject'], resources: written }));
      for (const [index, arn] of written.entries()) {
        acknowledged.push({
          arn,
          reason: `The wildcard is the written pages (${WRITTEN_PREFIXES[index]}*) of the site bucket, which the function writes and deletes by key.`,
        });
      }
    }
    // The bucket is the app stack's: a route function in a nested stack names it through a parameter
    // of that stack, which exists only once the app is prepared, so the findings' text is made then.
    this.node.addValidation({
      validate: () => {
        for (const { arn, reason } of acknowledged) {
          Validations.of(this.role).acknowledge({ id: `AwsSolutions-IAM5[Resource::${nagText(this, arn)}]`, reason });
        }
        return [];
      },
    });
  }
}
