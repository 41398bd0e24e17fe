// How long the stack's CloudWatch log groups keep their events, so the logs' storage stops growing
// after a while instead of adding to the bill forever. Every function the stack makes writes to a log
// group declared here or in its own construct with one of these retentions; a Lambda without one
// would get Lambda's implicit /aws/lambda/<name> group, which never expires (tests/infra/log-retention.test.ts).

import { CfnResource, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as cr from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';

/** Request and job logs (handlers, scheduled jobs, the HTTP API's access log): a season's questions, three months back. */
export const SERVICE_LOG_RETENTION = logs.RetentionDays.THREE_MONTHS;

/** Functions that run only while CloudFormation deploys (copying the site, emptying a bucket on delete). */
export const DEPLOY_LOG_RETENTION = logs.RetentionDays.ONE_MONTH;

/** A log group for a function that runs only during deploys; deleted with the stack. */
export function deployLogGroup(scope: Construct, id: string): logs.LogGroup {
  return new logs.LogGroup(scope, id, { retention: DEPLOY_LOG_RETENTION, removalPolicy: RemovalPolicy.DESTROY });
}

/**
 * The log group to give an AwsCustomResource: the stack's one function behind them all is made with
 * the first and keeps that one's group (a later one's would be ignored, an empty group), so only
 * the first of a stack gets one.
 */
export function sdkCallLogGroup(scope: Construct, id: string): logs.LogGroup | undefined {
  const provider = Stack.of(scope).node.tryFindChild(`AWS${cr.AwsCustomResource.PROVIDER_FUNCTION_UUID.replace(/-/g, '')}`);
  return provider ? undefined : deployLogGroup(scope, id);
}

/**
 * Gives each function of aws-cdk-lib's CloudFormation-level custom-resource providers (such as the
 * one behind a bucket's autoDeleteObjects) a log group: those are plain CfnResources with no
 * logging option, so Lambda would make an unbounded group for them. Call once every construct
 * exists. Their roles carry AWSLambdaBasicExecutionRole, which may write to any group.
 */
export function boundProviderLogs(stack: Stack): void {
  for (const construct of stack.node.findAll()) {
    if (!(construct instanceof CfnResource) || construct.cfnResourceType !== 'AWS::Lambda::Function') continue;
    // A lambda.Function's own L1 has its logging set by that construct.
    if (construct instanceof lambda.CfnFunction) continue;
    const scope = construct.node.scope;
    if (!scope) continue;
    const group = deployLogGroup(scope, 'Logs');
    construct.addPropertyOverride('LoggingConfig', { LogGroup: group.logGroupName });
  }
}
