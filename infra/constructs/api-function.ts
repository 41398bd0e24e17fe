// One API handler as a Lambda function, with the defaults every handler shares, and the
// calls that give it a table: the environment variable and the least-privilege grant together.

import { type CfnElement, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { tableEnvVar, type TableName } from '../../lambdas/tables';

export interface ApiFunctionProps {
  /** The handler module (TypeScript), exporting `handler`. */
  readonly entry: string;
  /** The repository root: where package-lock.json and tsconfig.json are. */
  readonly projectRoot: string;
  readonly description: string;
}

export interface TableAccess {
  readonly read: boolean;
  readonly write: boolean;
  /** The table has secondary indexes, so the grant covers them too. */
  readonly indexed: boolean;
}

// ESM output lets esbuild tree-shake the SDK; the few CommonJS dependencies that call
// `require` at run time need one, and ESM has none of its own.
export const requireBanner =
  "import { createRequire as __blazeCreateRequire } from 'node:module';" +
  'const require = __blazeCreateRequire(import.meta.url);';

export class ApiFunction extends Construct {
  readonly function: nodejs.NodejsFunction;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);

    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: logs.RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    // Our own role instead of the AWSLambdaBasicExecutionRole managed policy: it may write
    // to this function's log group and nowhere else.
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${props.description}`,
    });
    this.logGroup.grantWrite(this.role);

    this.function = new nodejs.NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      description: props.description,
      runtime: lambda.Runtime.NODEJS_24_X,
      architecture: lambda.Architecture.ARM_64,
      // Memory buys CPU too: 512 MB starts and answers faster than the 128 MB default, for cents a month.
      memorySize: 512,
      timeout: Duration.seconds(10),
      role: this.role,
      logGroup: this.logGroup,
      projectRoot: props.projectRoot,
      depsLockFilePath: `${props.projectRoot}/package-lock.json`,
      bundling: {
        format: nodejs.OutputFormat.ESM,
        mainFields: ['module', 'main'],
        minify: true,
        sourceMap: false,
        banner: requireBanner,
        // The runtime's own SDK changes version under us; bundling pins the version the tests
        // and the local stack use, and tree-shaking keeps only the clients a handler imports.
        bundleAwsSDK: true,
        externalModules: [],
      },
    });
  }

  /**
   * Gives the handler one table: its name variable, and the grant for exactly the access asked
   * (a table the handler both reads and writes must be listed in both, or it may not read it).
   */
  bindTable(name: TableName, table: dynamodb.Table, access: TableAccess): void {
    this.function.addEnvironment(tableEnvVar(name), table.tableName);
    if (access.read && access.write) table.grantReadWriteData(this.function);
    else if (access.write) table.grantWriteData(this.function);
    else if (access.read) table.grantReadData(this.function);
    else return;
    if (access.indexed) {
      // The grant names `<table arn>/index/*`, which cdk-nag reports as a wildcard by that exact text.
      const logicalId = Stack.of(table).getLogicalId(table.node.defaultChild as CfnElement);
      Validations.of(this.role.node.findChild('DefaultPolicy')).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${logicalId}.Arn>/index/*]`,
        reason: `The wildcard is the indexes of the ${name} table only (its catalogue indexes, which the handler queries).`,
      });
    }
  }

  addEnvironment(key: string, value: string): void {
    this.function.addEnvironment(key, value);
  }
}
