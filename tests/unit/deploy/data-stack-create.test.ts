// The data stack's first create in `npm run deploy`: with the tables' and the pool's deletion
// protection off, then, once CloudFormation says CREATE_COMPLETE, the usual deploy that turns it on,
// before the app stack; a stack that exists gets protection in its one usual deploy. The empty stack
// a failed first create left is deleted first, by its stack id, only when CloudFormation shows every
// resource of it deleted; anything else is refused with nothing changed. aws-sdk-client-mock answers
// for CloudFormation as a small fake of one stack's life; the CDK CLI is a fake that records.

import {
  type Change,
  CloudFormationClient,
  DeleteChangeSetCommand,
  DeleteStackCommand,
  DescribeChangeSetCommand,
  DescribeStacksCommand,
  GetTemplateCommand,
  ListStackResourcesCommand,
  type StackResourceSummary,
  type StackStatus,
  UpdateTerminationProtectionCommand,
} from '@aws-sdk/client-cloudformation';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { makeAwsClients } from '../../../infra/deploy/aws-clients';
import { deployApp } from '../../../infra/deploy/deploy-app';
import { FailedCreateKept } from '../../../infra/deploy/failed-create';
import { DATA_STACK, REGION, SITE_STACK, appStacks, awsError, dataTemplate, fakeCdk } from './support';

const cfn = mockClient(CloudFormationClient);
const ddb = mockClient(DynamoDBClient);

const STACK_ID = `arn:aws:cloudformation:${REGION}:111122223333:stack/${DATA_STACK}/0f1e2d3c`;

/** The data stack as CloudFormation would answer for it, and everything done to it, in order. */
interface World {
  status: StackStatus | 'absent';
  terminationProtection: boolean;
  resources: StackResourceSummary[][];
  /** What the CDK CLI and CloudFormation were asked to do, in order. */
  readonly calls: string[];
}

let world: World;

const resource = (logicalId: string, type: string, status: string, physicalId?: string): StackResourceSummary => ({
  LogicalResourceId: logicalId,
  ResourceType: type,
  PhysicalResourceId: physicalId,
  ResourceStatus: status as StackResourceSummary['ResourceStatus'],
  LastUpdatedTimestamp: new Date(),
});

const modify = (logicalId: string, type: string, property: string): Change => ({
  Type: 'Resource',
  ResourceChange: {
    Action: 'Modify',
    LogicalResourceId: logicalId,
    ResourceType: type,
    Replacement: 'False',
    Details: [{ Target: { Attribute: 'Properties', Name: property, RequiresRecreation: 'Never' } }],
  },
});

/** The change set of the update that turns protection on: CloudFormation's answer for both properties. */
const protectionOn = [
  modify('Requests', 'AWS::DynamoDB::Table', 'DeletionProtectionEnabled'),
  modify('Pool', 'AWS::Cognito::UserPool', 'DeletionProtection'),
];

const add = (logicalId: string, type: string): Change => ({
  Type: 'Resource',
  ResourceChange: { Action: 'Add', LogicalResourceId: logicalId, ResourceType: type },
});

beforeEach(() => {
  cfn.reset();
  ddb.reset();
  world = { status: 'absent', terminationProtection: false, resources: [], calls: [] };
  // By name, a deleted stack is not there; by its id it stays readable, DELETE_COMPLETE.
  cfn.on(DescribeStacksCommand).callsFake((input: { StackName?: string }) => {
    const deleted = world.status === 'DELETE_COMPLETE';
    if (world.status === 'absent' || (deleted && input.StackName !== STACK_ID)) {
      throw awsError('ValidationError', `Stack with id ${input.StackName} does not exist`);
    }
    return {
      Stacks: [
        {
          StackName: DATA_STACK,
          StackId: STACK_ID,
          StackStatus: world.status,
          EnableTerminationProtection: world.terminationProtection,
          CreationTime: new Date(),
        },
      ],
    };
  });
  cfn.on(ListStackResourcesCommand).callsFake((input: { NextToken?: string }) => {
    const page = input.NextToken ? Number(input.NextToken) : 0;
    const more = page + 1 < world.resources.length;
    return { StackResourceSummaries: world.resources[page] ?? [], NextToken: more ? String(page + 1) : undefined };
  });
  cfn.on(UpdateTerminationProtectionCommand).callsFake((input: { StackName?: string; EnableTerminationProtection?: boolean }) => {
    world.calls.push(`termination protection ${input.EnableTerminationProtection ? 'on' : 'off'} ${input.StackName}`);
    world.terminationProtection = input.EnableTerminationProtection === true;
    return {};
  });
  cfn.on(DeleteStackCommand).callsFake((input: { StackName?: string }) => {
    world.calls.push(`delete-stack ${input.StackName}`);
    if (world.terminationProtection) throw awsError('ValidationError', 'Stack cannot be deleted while TerminationProtection is enabled');
    world.status = 'DELETE_COMPLETE';
    return {};
  });
  // A stack not made yet gets a change set of additions; one that is there, the protection turned on.
  cfn.on(DescribeChangeSetCommand).callsFake((input: { StackName?: string }) => {
    const creating = input.StackName === DATA_STACK && world.status !== 'CREATE_COMPLETE' && world.status !== 'UPDATE_COMPLETE';
    if (input.StackName === SITE_STACK) return { Status: 'CREATE_COMPLETE', Changes: [add('SiteBucket', 'AWS::S3::Bucket')] };
    return {
      Status: 'CREATE_COMPLETE',
      Changes: creating ? [add('Requests', 'AWS::DynamoDB::Table'), add('Pool', 'AWS::Cognito::UserPool')] : protectionOn,
    };
  });
  cfn.on(GetTemplateCommand).resolves({ TemplateBody: JSON.stringify(dataTemplate) });
  cfn.on(DeleteChangeSetCommand).resolves({});
  // No table yet, or none gaining indexes: no index steps.
  ddb.on(DescribeTableCommand).rejects(awsError('ResourceNotFoundException'));
});
afterAll(() => {
  cfn.restore();
  ddb.restore();
});

/** npm run deploy after the preflight, with the fake CLI: executing the data stack's change set creates or updates it. */
async function deploy(log: string[] = [], afterCreate: StackStatus = 'CREATE_COMPLETE'): Promise<void> {
  const cdk = fakeCdk(world.calls, (stack) => {
    if (stack !== DATA_STACK) return;
    world.status = world.status === 'CREATE_COMPLETE' || world.status === 'UPDATE_COMPLETE' ? 'UPDATE_COMPLETE' : afterCreate;
  });
  await deployApp({
    aws: makeAwsClients(REGION),
    cdk,
    assemblyDir: 'cdk.out',
    stacks: appStacks(),
    context: { senderEmail: 'website@blazerugby.org' },
    allowDataReplacement: false,
    log: (line) => log.push(line),
    stepDir: (step) => `step-${step}`,
    readStep: () => appStacks(),
  });
}

/** The calls of a first create with protection off, then protection on, then the app stack. */
const FIRST_CREATE = [
  'synth step-create deletionProtection=false',
  `prepare step-create ${DATA_STACK}`,
  `execute step-create ${DATA_STACK}`,
  `prepare cdk.out ${DATA_STACK}`,
  `execute cdk.out ${DATA_STACK}`,
  `prepare cdk.out ${SITE_STACK}`,
  `execute cdk.out ${SITE_STACK}`,
];

describe("the data stack's first create", () => {
  it.each([
    ['absent', 'not there'],
    ['REVIEW_IN_PROGRESS', 'only a change set that never ran'],
  ] as const)(
    'creates a stack that is %s (%s) with protection off, then deploys it with protection on, before the app stack',
    async (status, _what) => {
      world.status = status;
      const log: string[] = [];
      await deploy(log);
      expect(world.calls).toEqual(FIRST_CREATE);
      // The update after the create is the protection turned on, which the change-set guard let through.
      expect(world.status).toBe('UPDATE_COMPLETE');
      expect(log.join('\n')).toMatch(
        /first create, with .*deletion protection off[\s\S]*created; deploying it again with deletion protection on/,
      );
    },
  );

  it('stops after a first create that did not end CREATE_COMPLETE, before protection and the app stack', async () => {
    await expect(deploy([], 'ROLLBACK_COMPLETE')).rejects.toThrow(`${DATA_STACK} is ROLLBACK_COMPLETE after its first create`);
    expect(world.calls).toEqual(FIRST_CREATE.slice(0, 3));
  });

  it('deploys a data stack that is there in one step, with protection on', async () => {
    world.status = 'UPDATE_COMPLETE';
    await deploy();
    expect(world.calls).toEqual(FIRST_CREATE.slice(3));
  });
});

describe('the empty stack of a failed first create', () => {
  const deleted = [
    resource('Requests', 'AWS::DynamoDB::Table', 'DELETE_COMPLETE', `${DATA_STACK}-requests`),
    resource('Pool', 'AWS::Cognito::UserPool', 'DELETE_COMPLETE', 'us-east-2_abc'),
    // Never made: skipped with nothing to keep.
    resource('Sender', 'AWS::SES::EmailIdentity', 'DELETE_SKIPPED'),
  ];

  it('is deleted by its stack id, termination protection off first, said in one line, and the create goes on', async () => {
    world.status = 'ROLLBACK_COMPLETE';
    world.terminationProtection = true;
    world.resources = [deleted.slice(0, 1), deleted.slice(1)];
    const log: string[] = [];
    await deploy(log);
    expect(world.calls).toEqual([`termination protection off ${STACK_ID}`, `delete-stack ${STACK_ID}`, ...FIRST_CREATE]);
    const said = log.filter((line) => line.includes('failed first create'));
    expect(said).toHaveLength(1);
    expect(said[0]).toContain(`describe-stack-events --stack-name ${STACK_ID}`);
  });

  it.each([
    [
      'a table its deletion policy kept',
      [resource('Requests', 'AWS::DynamoDB::Table', 'DELETE_SKIPPED', `${DATA_STACK}-requests`)],
      /AWS::DynamoDB::Table BlazeRugbyClub-Data-requests \(Requests\) was kept by its deletion policy and may hold data/,
    ],
    [
      'a resource it still holds',
      [resource('Media', 'AWS::S3::Bucket', 'DELETE_FAILED', 'blaze-media-x')],
      /blaze-media-x \(Media\) is DELETE_FAILED/,
    ],
    [
      'a resource in a status it does not know',
      [resource('Pool', 'AWS::Cognito::UserPool', 'CREATE_COMPLETE', 'pool')],
      /is CREATE_COMPLETE/,
    ],
  ])('is refused with nothing changed when CloudFormation shows %s, on any page', async (_what, left, reason) => {
    world.status = 'ROLLBACK_COMPLETE';
    world.terminationProtection = true;
    world.resources = [deleted, left];
    const refused = await deploy().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(FailedCreateKept);
    expect((refused as Error).message).toMatch(reason);
    expect(world.calls).toEqual([]);
  });

  it('is refused with nothing changed after a rollback that failed', async () => {
    world.status = 'ROLLBACK_FAILED';
    world.terminationProtection = true;
    world.resources = [deleted];
    await expect(deploy()).rejects.toThrow(/ROLLBACK_FAILED[\s\S]*its rollback could not delete everything/);
    expect(world.calls).toEqual([]);
  });
});
