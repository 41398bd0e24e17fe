// The deploy reads each stack's change set and refuses one that would replace or remove what holds
// the club's data (aws-sdk-client-mock answers for CloudFormation), unless --allow-data-replacement;
// a safe one is run. Tables gaining several indexes are deployed one index per table per step.

import {
  type Change,
  CloudFormationClient,
  DeleteChangeSetCommand,
  DescribeChangeSetCommand,
  DescribeStacksCommand,
  GetTemplateCommand,
} from '@aws-sdk/client-cloudformation';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { tableKeys } from '../../../lambdas/table-keys';
import { makeAwsClients } from '../../../infra/deploy/aws-clients';
import type { CdkRunner } from '../../../infra/deploy/cdk-cli';
import { dataRisks, readChangeSet } from '../../../infra/deploy/change-set-guard';
import { parseCommandArgs } from '../../../infra/deploy/cli-args';
import { deployApp } from '../../../infra/deploy/deploy-app';
import { CHANGE_SET_NAME, DataReplacementRefused, deployStackGuarded } from '../../../infra/deploy/guarded-deploy';
import { planIndexSteps } from '../../../infra/deploy/index-steps';
import { DATA_STACK, REGION, SITE_STACK, appStacks, awsError, dataTemplate, fakeCdk, siteTemplate } from './support';

const cfn = mockClient(CloudFormationClient);
const ddb = mockClient(DynamoDBClient);

beforeEach(() => {
  cfn.reset();
  ddb.reset();
  cfn.on(DescribeStacksCommand).resolves({ Stacks: [{ StackName: DATA_STACK, StackStatus: 'UPDATE_COMPLETE', CreationTime: new Date() }] });
  cfn.on(GetTemplateCommand).resolves({ TemplateBody: JSON.stringify(dataTemplate) });
  cfn.on(DeleteChangeSetCommand).resolves({});
});
afterAll(() => {
  cfn.restore();
  ddb.restore();
});

const change = (
  logicalId: string,
  type: string,
  action: 'Add' | 'Modify' | 'Remove',
  replacement?: 'True' | 'False' | 'Conditional',
  physicalId?: string,
): Change => ({
  Type: 'Resource',
  ResourceChange: {
    Action: action,
    LogicalResourceId: logicalId,
    ResourceType: type,
    PhysicalResourceId: physicalId,
    Replacement: replacement,
    Details: replacement ? [{ Target: { Attribute: 'Properties', Name: 'KeySchema', RequiresRecreation: 'Always' } }] : [],
  },
});

const tableReplaced = change('Requests', 'AWS::DynamoDB::Table', 'Modify', 'True', `${DATA_STACK}-requests`);

describe('what a change set would do to the data', () => {
  it('names a table CloudFormation would replace, and what happens to its items', () => {
    const [risk, ...rest] = dataRisks([tableReplaced], dataTemplate, dataTemplate);
    expect(rest).toEqual([]);
    expect(risk?.physicalId).toBe(`${DATA_STACK}-requests`);
    expect(risk?.consequence).toMatch(/would be replaced \(KeySchema changed\).*new, empty one.*left outside the stack with its items/);
  });

  it('names a conditional replacement of the user pool as one that may happen', () => {
    const template = { Resources: { Pool: { Type: 'AWS::Cognito::UserPool' } } };
    const [risk] = dataRisks([change('Pool', 'AWS::Cognito::UserPool', 'Modify', 'Conditional')], template, template);
    expect(risk?.consequence).toMatch(/may be replaced.*deleted with every member's account/);
  });

  it('names a removal: deleted under DeletionPolicy Delete, orphaned under Retain', () => {
    const deployed = {
      Resources: { Media: { Type: 'AWS::S3::Bucket', DeletionPolicy: 'Retain' }, Group: { Type: 'AWS::Cognito::UserPoolGroup' } },
    };
    const risks = dataRisks(
      [change('Media', 'AWS::S3::Bucket', 'Remove'), change('Group', 'AWS::Cognito::UserPoolGroup', 'Remove')],
      {},
      deployed,
    );
    expect(risks.map((risk) => risk.consequence)).toEqual([
      'would leave the stack: it stays in the account with its objects, but the site no longer uses it',
      'would be deleted, with who is in it (the officers)',
    ]);
  });

  it('lets through changes in place, additions, app clients and what the template declares disposable', () => {
    const changes = [
      change('Requests', 'AWS::DynamoDB::Table', 'Modify', 'False'),
      change('Sender', 'AWS::SES::EmailIdentity', 'Add'),
      change('SiteClient', 'AWS::Cognito::UserPoolClient', 'Modify', 'True'),
      change('SiteBucket', 'AWS::S3::Bucket', 'Modify', 'True'),
      change('SiteBucket', 'AWS::S3::Bucket', 'Remove'),
    ];
    expect(dataRisks(changes, siteTemplate, siteTemplate)).toEqual([]);
  });
});

describe('reading a change set', () => {
  it('reads every page of it', async () => {
    cfn
      .on(DescribeChangeSetCommand)
      .resolvesOnce({ Status: 'CREATE_COMPLETE', Changes: [tableReplaced], NextToken: 'two' })
      .resolvesOnce({ Status: 'CREATE_COMPLETE', Changes: [change('Media', 'AWS::S3::Bucket', 'Modify', 'False')] });
    const read = await readChangeSet(makeAwsClients(REGION).cloudFormation, DATA_STACK, CHANGE_SET_NAME);
    expect(read.changes).toHaveLength(2);
    expect(cfn.commandCalls(DescribeChangeSetCommand)[1]?.args[0].input.NextToken).toBe('two');
  });

  it('tells a change set that changes nothing from one CloudFormation could not make', async () => {
    cfn.on(DescribeChangeSetCommand).resolves({ Status: 'FAILED', StatusReason: "The submitted information didn't contain changes." });
    expect(await readChangeSet(makeAwsClients(REGION).cloudFormation, DATA_STACK, CHANGE_SET_NAME)).toEqual({
      hasChanges: false,
      changes: [],
    });
    cfn.on(DescribeChangeSetCommand).resolves({ Status: 'FAILED', StatusReason: 'Template format error' });
    await expect(readChangeSet(makeAwsClients(REGION).cloudFormation, DATA_STACK, CHANGE_SET_NAME)).rejects.toThrow(
      'Template format error',
    );
  });
});

describe('a guarded deploy of one stack', () => {
  const deploy = (cdk: CdkRunner, allowDataReplacement = false, log: string[] = []) =>
    deployStackGuarded({
      cfn: makeAwsClients(REGION).cloudFormation,
      cdk,
      assemblyDir: 'cdk.out',
      stack: appStacks().data,
      allowDataReplacement,
      log: (line) => log.push(line),
    });

  it('refuses a change set that replaces a table: nothing runs, the change set is deleted, the table is named', async () => {
    cfn.on(DescribeChangeSetCommand).resolves({ Status: 'CREATE_COMPLETE', Changes: [tableReplaced] });
    const cdk = fakeCdk();
    const refused = await deploy(cdk).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataReplacementRefused);
    expect(String((refused as Error).message)).toContain(`AWS::DynamoDB::Table ${DATA_STACK}-requests (Requests) would be replaced`);
    expect(String((refused as Error).message)).toContain('--allow-data-replacement');
    expect(cdk.calls).toEqual([`prepare cdk.out ${DATA_STACK}`]);
    expect(cfn.commandCalls(DeleteChangeSetCommand)).toHaveLength(1);
  });

  it('refuses a change set that removes the media bucket', async () => {
    cfn
      .on(DescribeChangeSetCommand)
      .resolves({ Status: 'CREATE_COMPLETE', Changes: [change('Media', 'AWS::S3::Bucket', 'Remove', undefined, 'blaze-media-x')] });
    await expect(deploy(fakeCdk())).rejects.toThrow(/blaze-media-x \(Media\) would leave the stack/);
  });

  it('runs a change set that changes data resources in place', async () => {
    cfn
      .on(DescribeChangeSetCommand)
      .resolves({ Status: 'CREATE_COMPLETE', Changes: [change('Requests', 'AWS::DynamoDB::Table', 'Modify', 'False')] });
    const cdk = fakeCdk();
    expect(await deploy(cdk)).toBe('deployed');
    expect(cdk.calls).toEqual([`prepare cdk.out ${DATA_STACK}`, `execute cdk.out ${DATA_STACK}`]);
  });

  it('runs a replacing change set when the admin allows it, saying so', async () => {
    cfn.on(DescribeChangeSetCommand).resolves({ Status: 'CREATE_COMPLETE', Changes: [tableReplaced] });
    const cdk = fakeCdk();
    const log: string[] = [];
    expect(await deploy(cdk, true, log)).toBe('deployed');
    expect(cdk.calls.at(-1)).toBe(`execute cdk.out ${DATA_STACK}`);
    expect(log.join('\n')).toContain('allowed by --allow-data-replacement');
  });

  it('runs nothing when nothing changes', async () => {
    cfn.on(DescribeChangeSetCommand).resolves({ Status: 'FAILED', StatusReason: 'No updates are to be performed.' });
    const cdk = fakeCdk();
    expect(await deploy(cdk)).toBe('no-changes');
    expect(cdk.calls).toEqual([`prepare cdk.out ${DATA_STACK}`]);
  });

  it('treats every removal as losing data when the deployed template cannot be read as JSON', async () => {
    cfn.on(GetTemplateCommand).resolves({ TemplateBody: 'Resources: {}' });
    cfn.on(DescribeChangeSetCommand).resolves({ Status: 'CREATE_COMPLETE', Changes: [change('SiteBucket', 'AWS::S3::Bucket', 'Remove')] });
    await expect(deploy(fakeCdk())).rejects.toThrow(/would be deleted, with its objects/);
  });
});

describe('new indexes, one per table per update', () => {
  const requests = tableKeys.requests.indexes.map((index) => index.name);

  it('holds back all but one new index in each step before the usual deploy', () => {
    const plan = planIndexSteps([{ table: 'requests', wanted: requests, deployed: ['byStatus', 'byRequester'], busy: [] }]);
    expect(plan.steps).toEqual([['requests.byKindStatus', 'requests.byKind'], ['requests.byKind']]);
  });

  it('needs no step for a new table, nor for one new index per table', () => {
    expect(planIndexSteps([{ table: 'requests', wanted: requests, busy: [] }]).steps).toEqual([]);
    const plan = planIndexSteps([
      { table: 'requests', wanted: requests, deployed: requests.slice(1), busy: [] },
      { table: 'players', wanted: ['byStatus', 'byAccount'], deployed: ['byStatus'], busy: [] },
    ]);
    expect(plan.steps).toEqual([]);
  });

  it('removes an index in an update of its own before adding, and cannot remove two at once', () => {
    const plan = planIndexSteps([{ table: 'players', wanted: ['byStatus', 'byAccount'], deployed: ['byOld'], busy: [] }]);
    expect(plan.steps).toEqual([['players.byStatus', 'players.byAccount'], ['players.byAccount']]);
    const two = planIndexSteps([{ table: 'players', wanted: [], deployed: ['a', 'b'], busy: [] }]);
    expect(two.tooManyRemovals).toEqual([{ table: 'players', indexes: ['a', 'b'] }]);
  });

  it('deploys the data stack once per step with the held-back indexes, then every stack', async () => {
    ddb.on(DescribeTableCommand).rejects(awsError('ResourceNotFoundException'));
    ddb.on(DescribeTableCommand, { TableName: `${DATA_STACK}-requests` }).resolves({
      Table: {
        GlobalSecondaryIndexes: [
          { IndexName: 'byStatus', IndexStatus: 'ACTIVE' },
          { IndexName: 'byRequester', IndexStatus: 'ACTIVE' },
        ],
      },
    });
    cfn
      .on(DescribeChangeSetCommand)
      .resolves({ Status: 'CREATE_COMPLETE', Changes: [change('Requests', 'AWS::DynamoDB::Table', 'Modify', 'False')] });
    const cdk = fakeCdk();
    await deployApp({
      aws: makeAwsClients(REGION),
      cdk,
      assemblyDir: 'cdk.out',
      stacks: appStacks(),
      context: { senderEmail: 'website@blazerugby.org' },
      allowDataReplacement: false,
      log: () => {},
      stepDir: (step) => `step-${step}`,
      readStep: () => appStacks(),
      indexPollMs: 1,
    });
    expect(cdk.calls).toEqual([
      'synth step-1 heldBackIndexes=requests.byKindStatus,requests.byKind',
      `prepare step-1 ${DATA_STACK}`,
      `execute step-1 ${DATA_STACK}`,
      'synth step-2 heldBackIndexes=requests.byKind',
      `prepare step-2 ${DATA_STACK}`,
      `execute step-2 ${DATA_STACK}`,
      `prepare cdk.out ${DATA_STACK}`,
      `execute cdk.out ${DATA_STACK}`,
      `prepare cdk.out ${SITE_STACK}`,
      `execute cdk.out ${SITE_STACK}`,
    ]);
  });
});

describe('the command line', () => {
  it('takes the CDK’s -c pairs and the deploy’s own flag', () => {
    expect(parseCommandArgs(['-c', 'senderEmail=a@b.org', '--context=stackName=X', '--allow-data-replacement'], { deploy: true })).toEqual({
      context: { senderEmail: 'a@b.org', stackName: 'X' },
      allowDataReplacement: true,
    });
  });

  it('refuses the deploy’s flag in the preflight, and a pair without a value', () => {
    expect(parseCommandArgs(['--allow-data-replacement'], { deploy: false })).toEqual({
      error: 'unknown argument: --allow-data-replacement',
    });
    expect(parseCommandArgs(['-c', 'senderEmail'], { deploy: true })).toHaveProperty('error');
  });
});
