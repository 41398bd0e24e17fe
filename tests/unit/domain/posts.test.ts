import { describe, expect, it } from 'vitest';
import { PostStatus } from '../../../common/news/news';
import {
  newPostTransaction,
  POSTS_BY_PUBLISHED_CATEGORY_INDEX,
  POSTS_BY_STATUS_INDEX,
  publishedCategoryList,
} from '../../../lambdas/domain/news/posts';
import { postItemSchema } from '../../../lambdas/domain/news/post-item';
import { tables } from '../../../lambdas/tables';

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

describe('newPostTransaction and the per-category lists', () => {
  const base = { title: 'T', content: '<p>x</p>', sortDate: 1, createdAt: 1 };
  const names = (name: string) => `phys-${name}`;
  const counted = (input: ReturnType<typeof newPostTransaction>) =>
    (input.TransactItems ?? []).flatMap((step) => (step.Update ? [String(step.Update.Key?.list)] : []));
  const putItem = (input: ReturnType<typeof newPostTransaction>) => input.TransactItems?.[0]?.Put?.Item;

  it('puts a published post with a category in the category index and counts it in both lists', () => {
    const input = newPostTransaction({ ...base, id: 'p1', status: PostStatus.published, category: 'Corporation' }, names);

    expect(putItem(input)).toMatchObject({ category: 'Corporation', publishedCategory: 'Corporation' });
    expect(counted(input)).toEqual(['posts#published', `posts#${publishedCategoryList('Corporation')}`]);
  });

  it('keeps a draft out of the category index and its list, whatever the caller set', () => {
    const input = newPostTransaction(
      { ...base, id: 'd1', status: PostStatus.draft, category: 'Corporation', publishedCategory: 'Corporation' },
      names,
    );

    expect(putItem(input)).not.toHaveProperty('publishedCategory');
    expect(counted(input)).toEqual(['posts#draft']);
  });

  it('counts a published post without a category in the published list only', () => {
    const input = newPostTransaction({ ...base, id: 'p2', status: PostStatus.published }, names);

    expect(putItem(input)).not.toHaveProperty('publishedCategory');
    expect(counted(input)).toEqual(['posts#published']);
  });

  it('names the category index from the catalogue, keyed on publishedCategory and sorted by sortDate', () => {
    const categoryIndex = tables.posts.indexes.find((candidate) => candidate.name === POSTS_BY_PUBLISHED_CATEGORY_INDEX);

    expect(categoryIndex?.partitionKey).toEqual({ name: 'publishedCategory', type: 'S' });
    expect(categoryIndex?.sortKey).toEqual({ name: 'sortDate', type: 'N' });
  });
});
