import { describe, expect, it } from 'vitest';
import { PostStatus } from '../../../common/news';
import { POSTS_BY_STATUS_INDEX } from '../../../lambdas/commons/posts';
import { postItemSchema, tables } from '../../../lambdas/tables';

const index = tables.posts.indexes.find((candidate) => candidate.name === POSTS_BY_STATUS_INDEX);

describe('the posts index the public list queries', () => {
  it('is an index of the posts table in the catalogue, keyed on status and sorted by sortDate', () => {
    expect(index, `${POSTS_BY_STATUS_INDEX} in tables.posts.indexes`).toBeDefined();
    expect(index?.partitionKey).toEqual({ name: 'status', type: 'S' });
    expect(index?.sortKey).toEqual({ name: 'sortDate', type: 'N' });
  });

  it('stores every status the item schema allows, and only those, under a partition of its own', () => {
    const statuses = Object.values(PostStatus);
    const allowed = postItemSchema.shape.status.options;

    // Two statuses sharing one value would put drafts in the published partition the public list reads.
    expect(new Set(statuses).size, 'PostStatus values are distinct').toBe(Object.keys(PostStatus).length);
    expect([...allowed].sort()).toEqual([...statuses].sort());
  });

  it('keeps a draft out of the partition the public list reads', () => {
    const draft = postItemSchema.parse({
      id: 'draft-1',
      title: 'Not yet',
      content: '<p>Soon</p>',
      status: PostStatus.draft,
      sortDate: 1,
      createdAt: 1,
    });
    const partitionKey = index?.partitionKey.name ?? 'status';

    expect((draft as Record<string, unknown>)[partitionKey]).not.toBe(PostStatus.published);
  });
});
