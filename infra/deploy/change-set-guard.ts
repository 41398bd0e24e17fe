// What a change set would do to the club's data. `npm run deploy` makes each stack's change set
// without running it, reads it here, and runs it only when no resource that holds data would be
// replaced or removed, unless the admin says --allow-data-replacement.
//
// Read from the change set itself, not from `cdk diff`: CloudFormation's own answer per resource
// (Action, Replacement True / Conditional / False) for the template and parameters it will apply,
// and the change set that is run is the very one that was read (executed by name, with no new synth).
// https://docs.aws.amazon.com/AWSCloudFormation/latest/APIReference/API_ResourceChange.html
// https://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/using-cfn-updating-stacks-update-behaviors.html
// What happens to the old resource: UpdateReplacePolicy on replacement, DeletionPolicy on removal.
// https://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/aws-attribute-updatereplacepolicy.html
// https://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/aws-attribute-deletionpolicy.html

import {
  type Change,
  type CloudFormationClient,
  DescribeChangeSetCommand,
  type DescribeChangeSetCommandOutput,
} from '@aws-sdk/client-cloudformation';
import type { CfnResource, CfnTemplate } from './assembly';

/**
 * Resource types that hold what the club cannot rebuild from the repository, and what that is.
 * App clients are not here: a new client id reaches /config.json with the same deploy, and members
 * only sign in again.
 */
export const STATEFUL_TYPES: Readonly<Record<string, string>> = {
  'AWS::DynamoDB::Table': 'its items',
  'AWS::DynamoDB::GlobalTable': 'its items',
  'AWS::S3::Bucket': 'its objects',
  'AWS::Cognito::UserPool': "every member's account and password",
  'AWS::Cognito::UserPoolDomain': 'the sign-in address, which another account could then take',
  'AWS::Cognito::UserPoolGroup': 'who is in it (the officers)',
  'AWS::SES::EmailIdentity': 'its verification and DKIM records: mail stops until they are done again',
  'AWS::SES::ConfigurationSet': 'the suppression and bounce reporting every mail of the outbox names',
  'AWS::SecretsManager::Secret': 'its value',
  'AWS::KMS::Key': 'what it encrypts',
  'AWS::Route53::HostedZone': 'its records and the name servers the domain is delegated to',
};

export interface DataRisk {
  readonly logicalId: string;
  readonly type: string;
  readonly physicalId?: string;
  /** What would happen to it and its data, in a sentence. */
  readonly consequence: string;
}

const KEEPS = new Set(['Retain', 'RetainExceptOnCreate', 'Snapshot']);

/** A resource the template itself declares disposable (RemovalPolicy.DESTROY: the site bucket). */
const disposable = (resource: CfnResource | undefined, policy: 'DeletionPolicy' | 'UpdateReplacePolicy'): boolean =>
  resource?.[policy] === 'Delete';

function consequence(
  change: NonNullable<Change['ResourceChange']>,
  data: string,
  proposed?: CfnResource,
  deployed?: CfnResource,
): string | undefined {
  if (change.Action === 'Remove') {
    if (disposable(deployed, 'DeletionPolicy')) return undefined;
    return KEEPS.has(deployed?.DeletionPolicy ?? '')
      ? `would leave the stack: it stays in the account with ${data}, but the site no longer uses it`
      : `would be deleted, with ${data}`;
  }
  if (change.Action !== 'Modify' || (change.Replacement !== 'True' && change.Replacement !== 'Conditional')) return undefined;
  if (disposable(proposed, 'UpdateReplacePolicy') && disposable(proposed, 'DeletionPolicy')) return undefined;
  const fate = KEEPS.has(proposed?.UpdateReplacePolicy ?? '')
    ? `the old one is left outside the stack with ${data}, and the site uses the new, empty one`
    : `the old one is deleted with ${data}`;
  const changed = (change.Details ?? []).map((detail) => detail.Target?.Name).filter((name): name is string => Boolean(name));
  const because = changed.length > 0 ? ` (${[...new Set(changed)].join(', ')} changed)` : '';
  return change.Replacement === 'True'
    ? `would be replaced${because}: CloudFormation makes a new, empty one, and ${fate}`
    : `may be replaced${because} (CloudFormation decides while it deploys): if so, ${fate}`;
}

/** Each change of the change set that would replace or remove a resource holding data. */
export function dataRisks(changes: readonly Change[], proposed: CfnTemplate, deployed: CfnTemplate | undefined): DataRisk[] {
  const risks: DataRisk[] = [];
  for (const change of changes) {
    const resource = change.ResourceChange;
    const type = resource?.ResourceType ?? '';
    const logicalId = resource?.LogicalResourceId ?? '';
    const data = STATEFUL_TYPES[type];
    if (!resource || !data) continue;
    const said = consequence(resource, data, proposed.Resources?.[logicalId], deployed?.Resources?.[logicalId]);
    if (said) risks.push({ logicalId, type, physicalId: resource.PhysicalResourceId, consequence: said });
  }
  return risks;
}

export const riskLine = (risk: DataRisk): string =>
  `${risk.type} ${risk.physicalId ?? risk.logicalId} (${risk.logicalId}) ${risk.consequence}`;

export interface ChangeSetRead {
  /** False when CloudFormation found nothing to change. */
  readonly hasChanges: boolean;
  readonly changes: readonly Change[];
}

/** CloudFormation's word for a change set that changes nothing. */
const NO_CHANGES = /didn't contain changes|No updates are to be performed/i;

/** Every change of a change set CloudFormation has finished making (all pages). */
export async function readChangeSet(cfn: CloudFormationClient, stackName: string, changeSetName: string): Promise<ChangeSetRead> {
  const changes: Change[] = [];
  let nextToken: string | undefined;
  let page: DescribeChangeSetCommandOutput;
  do {
    page = await cfn.send(new DescribeChangeSetCommand({ StackName: stackName, ChangeSetName: changeSetName, NextToken: nextToken }));
    if (page.Status === 'FAILED') {
      if (NO_CHANGES.test(page.StatusReason ?? '')) return { hasChanges: false, changes: [] };
      throw new Error(`CloudFormation could not make the change set of ${stackName}: ${page.StatusReason ?? 'no reason given'}`);
    }
    if (page.Status !== 'CREATE_COMPLETE') throw new Error(`The change set of ${stackName} is ${page.Status}, not ready to read`);
    changes.push(...(page.Changes ?? []));
    nextToken = page.NextToken;
  } while (nextToken);
  return { hasChanges: changes.length > 0, changes };
}
