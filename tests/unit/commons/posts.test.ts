import { describe, expect, it } from 'vitest';
import { PostStatus } from '../../../common/news';
import { POSTS_BY_STATUS_INDEX } from '../../../lambdas/commons/posts';
import { tables } from '../../../lambdas/tables';

describe('the posts index the public list queries', () => {
  it('is an index of the posts table in the catalogue, keyed on status and sorted by sortDate', () => {
    const index = tables.posts.indexes.find((candidate) => candidate.name === POSTS_BY_STATUS_INDEX);

    expect(index, `${POSTS_BY_STATUS_INDEX} in tables.posts.indexes`).toBeDefined();
    expect(index?.partitionKey).toEqual({ name: 'status', type: 'S' });
    expect(index?.sortKey).toEqual({ name: 'sortDate', type: 'N' });
  });

  it('has distinct published and draft partitions', () => {
    expect(new Set(Object.values(PostStatus)).size).toBe(2);
  });
});
