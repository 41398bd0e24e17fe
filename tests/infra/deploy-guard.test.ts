// The deploy's guards against the synthesized app: the change-set guard knows every kind of resource
// the data stack keeps (retained) for its data, and `heldBackIndexes` leaves exactly the named indexes out of the
// data stack's tables, as `npm run deploy` asks while it adds a table's indexes one update at a time.

import { describe, expect, it } from 'vitest';
import { STATEFUL_TYPES } from '../../infra/deploy/change-set-guard';
import { tableKeys } from '../../lambdas/table-keys';
import {
  CONFIGURED_CONTEXT,
  poolTriggers,
  type Resource,
  type Synthesized,
  synthesizeBlaze,
  synthesizeConfigured,
  synthesizeDefault,
} from './support';

interface TableProps {
  readonly TableName?: unknown;
  readonly GlobalSecondaryIndexes?: readonly { readonly IndexName: string }[];
}

function requestsIndexes(synthesized: Synthesized): string[] {
  const tables = synthesized.dataTemplate.findResources('AWS::DynamoDB::Table');
  const requests = Object.values(tables).find((table) => String((table.Properties as TableProps).TableName).endsWith('-requests'));
  return ((requests?.Properties as TableProps | undefined)?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName);
}

type Resources = Record<string, { Type: string; DeletionPolicy?: string }>;
const resourcesOf = (template: { toJSON(): unknown }) => (template.toJSON() as { Resources: Resources }).Resources;

describe('the change-set guard', () => {
  // The default app and the fully configured one (the club's domain, its zone, the hosted UI on it, WAF).
  const apps = () =>
    [
      ['without a domain', synthesizeDefault()],
      ['on the club’s domain', synthesizeConfigured()],
    ] as const;

  it("counts every kind of resource the data stack retains as data, beside what the pool's triggers need to run", () => {
    for (const [name, app] of apps()) {
      const all = app.dataTemplate.toJSON().Resources as Record<string, Resource>;
      // Kept with the pool so that it never calls a missing function; replacing one loses nothing.
      const triggers = new Set(poolTriggers(all).flatMap(({ fn, needs }) => [fn, ...needs]));
      const retained = Object.entries(all)
        .filter(([id, resource]) => !triggers.has(id) && resource.DeletionPolicy && resource.DeletionPolicy !== 'Delete')
        .map(([, resource]) => resource.Type);
      expect(retained.length, name).toBeGreaterThan(0);
      expect(
        [...new Set(retained)].filter((type) => !(type in STATEFUL_TYPES)),
        name,
      ).toEqual([]);
    }
  });

  it("finds nothing of the club's in the app stack: what has a kind it guards is declared disposable", () => {
    for (const [name, app] of apps()) {
      const guarded = Object.entries(resourcesOf(app.siteTemplate)).filter(([, resource]) => resource.Type in STATEFUL_TYPES);
      expect(guarded.length, name).toBeGreaterThan(0);
      for (const [id, resource] of guarded) expect(resource.DeletionPolicy, `${name}: ${id}`).toBe('Delete');
    }
  });
});

describe('held-back indexes', () => {
  it('leaves the named indexes out of the data stack, and no others', () => {
    expect(requestsIndexes(synthesizeDefault())).toEqual(tableKeys.requests.indexes.map((index) => index.name));
    // The fully configured app holds two back, as `npm run deploy` would.
    expect(CONFIGURED_CONTEXT.heldBackIndexes).toBe('requests.byKindStatus,requests.byKind');
    expect(requestsIndexes(synthesizeConfigured())).toEqual(['byOpenKind', 'byStatus', 'byRequester']);
  });

  it('refuses an index the catalogue does not have', () => {
    expect(() => synthesizeBlaze({ heldBackIndexes: 'requests.byNothing' })).toThrow(/heldBackIndexes names requests\.byNothing/);
  });
});
