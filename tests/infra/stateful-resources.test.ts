// The data stack's stateful resources are the recorded ones (infra/stateful-resources.json): a renamed
// construct or catalogue key, a new physical name, or a change CloudFormation could make only by
// replacing a table, a bucket, the user pool or an identity fails here, saying what it would do to the
// club's data and how to make the change safely, before it can reach a deploy.

import { beforeAll, describe, expect, it } from 'vitest';
import type { BlazeDataStack } from '../../infra/data-stack';
import { STATEFUL_TYPES } from '../../infra/deploy/change-set-guard';
import {
  isStatefulType,
  recordedType,
  readStatefulRecord,
  SAFE_CHANGE_STEPS,
  STATEFUL_RECORD_ABOUT,
  type StatefulEntry,
  type StatefulRecord,
  statefulChanges,
  statefulResources,
} from '../../infra/stateful-resources';
import { type TableName, tableNames } from '../../lambdas/table-keys';
import { tables } from '../../lambdas/tables';
import { resources, synthesizeDefault, synthesizeDataStack } from './support';
import type { Template } from 'aws-cdk-lib/assertions';

let data: BlazeDataStack;
let dataTemplate: Template;
let record: StatefulRecord;

beforeAll(() => {
  ({ data, dataTemplate } = synthesizeDefault());
  record = readStatefulRecord();
});

/** The failure an admin reads: each finding, then how to make the change safely. */
function failureText(findings: readonly string[]): string {
  return [
    "The data stack's stateful resources differ from infra/stateful-resources.json:",
    ...findings.map((finding) => `- ${finding}`),
    '',
    SAFE_CHANGE_STEPS,
  ].join('\n');
}

describe('the record of the stateful resources', () => {
  it('matches the data stack', () => {
    const findings = statefulChanges(record.resources, statefulResources(data));
    if (findings.length > 0) expect.fail(failureText(findings));
  });

  it('knows how to record every kind of resource the deploy counts as data', () => {
    for (const type of Object.keys(STATEFUL_TYPES)) expect(recordedType(type).replacing, type).toBeInstanceOf(Array);
    expect(() => recordedType('AWS::Lambda::Function')).toThrow(/does not say how to record it/);
  });

  it('holds every resource of a stateful type in the data stack, and a dated note for each change to it', () => {
    const held = Object.entries(resources(dataTemplate)).filter(([, r]) => isStatefulType(r.Type));
    expect(held.filter(([, r]) => r.Type === 'AWS::DynamoDB::Table')).toHaveLength(tableNames.length);
    expect(Object.keys(record.resources).sort()).toEqual(held.map(([id]) => id).sort());
    expect(record.about).toBe(STATEFUL_RECORD_ABOUT);
    expect(record.migrations.length).toBeGreaterThan(0);
    for (const migration of record.migrations) {
      expect(migration.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(migration.note.trim()).not.toBe('');
    }
  });
});

describe('a change to a stateful resource', () => {
  it('fails when a catalogue key is renamed, naming the table the site would move to empty and the one it would leave', () => {
    const { posts, ...rest } = tables;
    const catalogue = { ...rest, articles: posts } as unknown as Record<TableName, (typeof tables)[TableName]>;
    const findings = statefulChanges(record.resources, statefulResources(synthesizeDataStack({}, { catalogue }).data));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatch(
      /^table Databaseposts\w+ \(Database\/posts\) is gone from the data stack; it looks renamed to Databasearticles\w+ \(Database\/articles\), named "BlazeRugbyClub-Data-articles" instead of "BlazeRugbyClub-Data-posts"\. CloudFormation would make that a new, empty table\./,
    );
    expect(findings[0]).toContain('it stays in the account with its items, but no stack manages it any more');
    expect(failureText(findings)).toContain('create-stack-refactor');
  });

  /** The record with one resource's entry changed. */
  function withEntry(id: string, change: (entry: StatefulEntry) => StatefulEntry): StatefulRecord['resources'] {
    const entry = record.resources[id];
    if (!entry) throw new Error(`No ${id} in the record`);
    return { ...record.resources, [id]: change(entry) };
  }

  const idOfType = (type: string) => Object.entries(record.resources).find(([, entry]) => entry.type === type)?.[0] ?? '';

  it("fails a change CloudFormation can make only by replacing: a table's key, the user pool's sign-in", () => {
    const table = idOfType('AWS::DynamoDB::Table');
    const rekeyed = withEntry(table, (entry) => ({
      ...entry,
      replacing: { ...entry.replacing, KeySchema: [{ AttributeName: 'slug', KeyType: 'HASH' }] },
    }));
    const [tableFinding, ...rest] = statefulChanges(record.resources, rekeyed);
    expect(rest).toEqual([]);
    expect(tableFinding).toMatch(
      /^table \w+ \(Database\/\w+\): KeySchema changes from .+ to \[\{"AttributeName":"slug","KeyType":"HASH"\}\]/,
    );
    expect(tableFinding).toContain('CloudFormation can change that only by replacing the table');

    const pool = idOfType('AWS::Cognito::UserPool');
    const caseSensitive = withEntry(pool, (entry) => ({
      ...entry,
      replacing: { ...entry.replacing, UsernameConfiguration: { CaseSensitive: true } },
    }));
    expect(statefulChanges(record.resources, caseSensitive)).toEqual([
      expect.stringMatching(/^user pool \w+ \(Auth\/UserPool\): UsernameConfiguration changes/),
    ]);
  });

  it('fails a stateful resource the record does not hold yet', () => {
    const { [idOfType('AWS::SES::EmailIdentity')]: _identity, ...without } = record.resources;
    expect(statefulChanges(without, record.resources)).toEqual([
      expect.stringMatching(/^SES identity \w+ \(Email\/\w+\) is not in the record\./),
    ]);
  });
});
