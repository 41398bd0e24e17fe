// The data stack's resources that hold what the club cannot rebuild (each of a kind the deploy's
// STATEFUL_TYPES lists, infra/deploy/change-set-guard.ts), and the committed record of them
// (infra/stateful-resources.json, written by `npm run stateful-record`): each one's logical id, the
// construct it comes from, and the properties CloudFormation can change only by replacing it, its
// physical name among them. tests/infra/stateful-resources.test.ts holds the synthesized data stack
// to the record, so none of these changes reaches a deploy unnoticed:
//
// - a renamed construct or catalogue key: a new logical id (and for a table or bucket a new name),
//   so CloudFormation would make a new, empty resource and let go of the old one, retained with the
//   club's data but outside any stack, while the site moves to the empty one;
// - a replacing change (a table's keys, the pool's sign-in settings, a name): CloudFormation would
//   make a new resource, and with a fixed name fail the deploy on it.
//
// A deliberate change moves the data first, then writes the record again with a note of how.

import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { Stack } from 'aws-cdk-lib';
import { STATEFUL_TYPES } from './deploy/change-set-guard';
import { resolvedTemplate, stackElements } from './resolved-template';

interface RecordedType {
  /** What one is, for people. */
  readonly noun: string;
  /**
   * Its properties that CloudFormation can change only by replacing it ("Update requires:
   * Replacement" in each type's page of the CloudFormation template reference; for the user pool,
   * Cognito's "Settings you can't change",
   * https://docs.aws.amazon.com/cognito/latest/developerguide/cognito-user-pool-updating.html).
   */
  readonly replacing: readonly string[];
}

const tableKeys = ['TableName', 'KeySchema', 'KeyAttributeTypes', 'LocalSecondaryIndexes'];

/**
 * How each type of resource that holds the club's data (the deploy's STATEFUL_TYPES, with what it
 * holds) is recorded. A key attribute's type is part of a table's key (KeyAttributeTypes, taken from
 * AttributeDefinitions). Deletion protection is not recorded: a table's DeletionProtectionEnabled and
 * the pool's DeletionProtection change in place ("Update requires: No interruption"), as
 * `npm run deploy` turns them on right after the first create (tests/infra/data-stack.test.ts).
 */
const recordedTypes: Readonly<Record<string, RecordedType>> = {
  'AWS::DynamoDB::Table': { noun: 'table', replacing: tableKeys },
  'AWS::DynamoDB::GlobalTable': { noun: 'global table', replacing: tableKeys },
  'AWS::S3::Bucket': { noun: 'bucket', replacing: ['BucketName'] },
  'AWS::Cognito::UserPool': { noun: 'user pool', replacing: ['UsernameAttributes', 'AliasAttributes', 'UsernameConfiguration', 'Schema'] },
  'AWS::Cognito::UserPoolDomain': { noun: 'sign-in domain', replacing: ['Domain', 'UserPoolId'] },
  'AWS::Cognito::UserPoolGroup': { noun: 'user pool group', replacing: ['GroupName', 'UserPoolId'] },
  'AWS::SES::EmailIdentity': { noun: 'SES identity', replacing: ['EmailIdentity'] },
  'AWS::SES::ConfigurationSet': { noun: 'SES configuration set', replacing: ['Name'] },
  'AWS::SecretsManager::Secret': { noun: 'secret', replacing: ['Name'] },
  // Its key material cannot move to another key: the logical id is what is recorded.
  'AWS::KMS::Key': { noun: 'KMS key', replacing: [] },
  'AWS::Route53::HostedZone': { noun: 'hosted zone', replacing: ['Name'] },
};

/** The types of resource that hold the club's data: any of them in the data stack is recorded and retained. */
export const statefulTypeNames: readonly string[] = Object.keys(STATEFUL_TYPES);

export function isStatefulType(type: string): boolean {
  return Object.hasOwn(STATEFUL_TYPES, type);
}

/** How a stateful type is recorded: every type of STATEFUL_TYPES has its entry here (tests/infra/stateful-resources.test.ts). */
export function recordedType(type: string): RecordedType & { readonly holds: string } {
  const recorded = recordedTypes[type];
  const holds = STATEFUL_TYPES[type];
  if (!recorded || !holds) throw new Error(`${type} holds the club's data but infra/stateful-resources.ts does not say how to record it`);
  return { ...recorded, holds };
}

/** One recorded resource. */
export interface StatefulEntry {
  readonly type: string;
  /** The construct it comes from, below the stack: for people, the logical id is what counts. */
  readonly path: string;
  /** The replacing properties it has, as the template holds them. */
  readonly replacing: Readonly<Record<string, unknown>>;
}

export interface StatefulRecord {
  readonly about: string;
  readonly resources: Readonly<Record<string, StatefulEntry>>;
  /** Each deliberate change of the record: when, and how the data was moved. */
  readonly migrations: readonly { readonly date: string; readonly note: string }[];
}

/** The file the record is kept in. */
export const STATEFUL_RECORD_FILE = path.join(import.meta.dirname, 'stateful-resources.json');

export const STATEFUL_RECORD_ABOUT =
  "The data stack's stateful resources as deployed: tests/infra/stateful-resources.test.ts fails when the " +
  'synthesized data stack differs. Change it only with `npm run stateful-record -- --note "<how the data was moved>"` ' +
  '(docs/operations.md, Removing and replacing).';

function replacingProperties(type: string, properties: Record<string, unknown>): Record<string, unknown> {
  const replacing: Record<string, unknown> = {};
  for (const name of recordedType(type).replacing) {
    const value = name === 'KeyAttributeTypes' ? keyAttributeTypes(properties) : properties[name];
    if (value !== undefined) replacing[name] = value;
  }
  return replacing;
}

function keyAttributeTypes(table: Record<string, unknown>): Record<string, string> {
  const keys = new Set((table.KeySchema as { AttributeName: string }[] | undefined)?.map((key) => key.AttributeName));
  const definitions = (table.AttributeDefinitions as { AttributeName: string; AttributeType: string }[] | undefined) ?? [];
  return Object.fromEntries(definitions.filter((d) => keys.has(d.AttributeName)).map((d) => [d.AttributeName, d.AttributeType]));
}

/** The stateful resources of a synthesized stack, by logical id, in the record's form. */
export function statefulResources(stack: Stack): Record<string, StatefulEntry> {
  const template = resolvedTemplate(stack);
  const paths = new Map(
    stackElements(stack).map((element) => [
      stack.resolve(element.logicalId) as string,
      element.node.path.slice(stack.node.path.length + 1).replace(/\/Resource$/, ''),
    ]),
  );
  const entries: [string, StatefulEntry][] = [];
  for (const [id, resource] of Object.entries(template.Resources).sort(([a], [b]) => a.localeCompare(b))) {
    if (!isStatefulType(resource.Type)) continue;
    entries.push([
      id,
      { type: resource.Type, path: paths.get(id) ?? id, replacing: replacingProperties(resource.Type, resource.Properties ?? {}) },
    ]);
  }
  return Object.fromEntries(entries);
}

export function readStatefulRecord(file = STATEFUL_RECORD_FILE): StatefulRecord {
  return JSON.parse(readFileSync(file, 'utf8')) as StatefulRecord;
}

/** A template value as one line of text, for a message: a joined name as the name, with `${AWS::AccountId}` for what CloudFormation fills in. */
function shown(value: unknown): string {
  if (value === undefined) return '(none)';
  const text = (part: unknown): string | undefined => {
    if (typeof part === 'string') return part;
    const record = (part ?? {}) as Record<string, unknown>;
    if (typeof record.Ref === 'string') return `\${${record.Ref}}`;
    if (Array.isArray(record['Fn::Join'])) {
      const [separator, parts] = record['Fn::Join'] as [string, unknown[]];
      const texts = parts.map(text);
      return texts.every((t) => t !== undefined) ? texts.join(separator) : undefined;
    }
    return undefined;
  };
  const name = text(value);
  return name === undefined ? JSON.stringify(value) : `"${name}"`;
}

function described(id: string, entry: StatefulEntry): string {
  return `${recordedType(entry.type).noun} ${id} (${entry.path})`;
}

/** The physical name a recorded resource has, where the record holds one. */
function nameOf(entry: StatefulEntry): string | undefined {
  const value = ['TableName', 'BucketName', 'Domain', 'GroupName', 'EmailIdentity', 'Name']
    .map((name) => entry.replacing[name])
    .find((v) => v !== undefined);
  return value === undefined ? undefined : shown(value);
}

/** Among new resources, the one a gone resource most likely became: same type, and same construct name or same parent. */
function likelySuccessor(gone: StatefulEntry, candidates: [string, StatefulEntry][]): [string, StatefulEntry] | undefined {
  const sameType = candidates.filter(([, entry]) => entry.type === gone.type);
  const segments = (entry: StatefulEntry) => entry.path.split('/');
  const sameName = sameType.filter(([, entry]) => segments(entry).at(-1) === segments(gone).at(-1));
  const sameParent = sameType.filter(([, entry]) => segments(entry).slice(0, -1).join('/') === segments(gone).slice(0, -1).join('/'));
  for (const matches of [sameName, sameParent, sameType]) if (matches.length === 1) return matches[0];
  return undefined;
}

/**
 * What the current stateful resources would do to the recorded ones if deployed, one finding per
 * resource (or per rename), in words for whoever deploys; empty when they match the record.
 */
export function statefulChanges(recorded: StatefulRecord['resources'], current: StatefulRecord['resources']): string[] {
  const findings: string[] = [];
  const added = new Map(Object.entries(current).filter(([id]) => !Object.hasOwn(recorded, id)));
  for (const [id, before] of Object.entries(recorded)) {
    const after = current[id];
    const kind = recordedType(before.type);
    if (!after) {
      const successor = likelySuccessor(before, [...added]);
      if (successor) added.delete(successor[0]);
      const [newId, newEntry] = successor ?? [];
      const letGo =
        `CloudFormation would let go of the recorded one: it stays in the account with ${kind.holds}, but no stack manages it ` +
        'any more and the site stops using it.';
      if (!newEntry) {
        findings.push(`${described(id, before)} is gone from the data stack. ${letGo}`);
      } else if (nameOf(newEntry) !== undefined && nameOf(newEntry) === nameOf(before)) {
        findings.push(
          `${described(id, before)} is gone from the data stack; it looks renamed to ${newId} (${newEntry.path}) under the same name ` +
            `${nameOf(before)}. CloudFormation would try to make that ${kind.noun} anew, and the deploy would fail on the name, which ` +
            'the recorded one still holds.',
        );
      } else {
        const names = nameOf(newEntry) === undefined ? '' : `, named ${nameOf(newEntry)} instead of ${nameOf(before)}`;
        findings.push(
          `${described(id, before)} is gone from the data stack; it looks renamed to ${newId} (${newEntry.path})${names}. ` +
            `CloudFormation would make that a new, empty ${kind.noun}. ${letGo}`,
        );
      }
      continue;
    }
    if (after.type !== before.type) {
      findings.push(
        `${described(id, before)} becomes a ${after.type}: CloudFormation would replace it, and the club would lose ${kind.holds}.`,
      );
      continue;
    }
    for (const name of new Set([...Object.keys(before.replacing), ...Object.keys(after.replacing)])) {
      const was = before.replacing[name];
      const now = after.replacing[name];
      if (JSON.stringify(was) === JSON.stringify(now)) continue;
      findings.push(
        `${described(id, before)}: ${name} changes from ${shown(was)} to ${shown(now)}. CloudFormation can change that only by ` +
          `replacing the ${kind.noun}: a new, empty one (or a failed deploy, where its name is fixed), while the old one, kept with ` +
          `${kind.holds}, is left outside any stack.`,
      );
    }
  }
  for (const [id, entry] of added) {
    findings.push(
      `${described(id, entry)} is not in the record. If it is new, record it; if it is an existing one under a new name, ` +
        'CloudFormation would make it empty and let go of the old one.',
    );
  }
  return findings;
}

/** How to make a change to the stateful resources safely: what follows the findings in a failure. */
export const SAFE_CHANGE_STEPS = [
  'Each of these would leave the club data where the site no longer looks, or fail the deploy part-way. If the change is deliberate:',
  '- a rename (a construct id, a catalogue key, the stack name): move the resource to its new logical id without recreating it,',
  '  with a CloudFormation stack refactor (aws cloudformation create-stack-refactor), or by removing it from the stack (it is',
  '  retained) and `cdk import`-ing it under the new one;',
  "- a replacing change (a table's keys, the user pool's sign-in settings, a name): make the new resource beside the old one,",
  '  export the club data and import it into the new one, then retire the old one;',
  '- a new resource: nothing to move.',
  'Then write the record again with a note of what you did, and commit both:',
  '  npm run stateful-record -- --note "<what changed and how the data was moved>"',
  '(docs/operations.md, Removing and replacing).',
].join('\n');
