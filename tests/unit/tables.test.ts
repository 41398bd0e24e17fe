import { describe, expect, it } from 'vitest';
import { tableEnv, tableEnvVar, tableNames, tables } from '../../lambdas/tables';

describe('the table catalogue', () => {
  it('gives every table, and nothing else, a TABLE_* variable holding the physical name it is given', () => {
    expect(tableEnv((name) => `stack-${name}`)).toEqual({ TABLE_POSTS: 'stack-posts', TABLE_SETTINGS: 'stack-settings' });
  });

  it('gives every table an environment variable of the form TABLE_NAME', () => {
    const bad = tableNames.map(tableEnvVar).filter((variable) => !/^TABLE_[A-Z_]+$/.test(variable));

    expect(bad).toEqual([]);
  });

  it('gives every table its own environment variable', () => {
    const variables = tableNames.map(tableEnvVar);

    expect(new Set(variables).size).toBe(tableNames.length);
  });

  it('derives the variable from the table name', () => {
    expect(tableEnvVar('posts')).toBe('TABLE_POSTS');
  });

  it('gives every index of a table its own name', () => {
    const clashes = tableNames.filter((name) => {
      const indexNames = tables[name].indexes.map((index) => index.name);
      return new Set(indexNames).size !== indexNames.length;
    });

    expect(clashes).toEqual([]);
  });

  it('lets the public news list query published posts newest first on the byStatus index', () => {
    expect(tables.posts.indexes).toContainEqual({
      name: 'byStatus',
      partitionKey: { name: 'status', type: 'S' },
      sortKey: { name: 'sortDate', type: 'N' },
    });
  });
});
