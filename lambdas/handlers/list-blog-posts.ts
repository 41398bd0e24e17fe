// GET /public/api/blog-posts?limit&offset&category → { posts, pagination: { total, limit, offset, hasMore } }
// Published posts, newest first (by published date, else created date); with `category`, only
// that category's, from its own sparse index and counter.

import { PostStatus, type BlogPostList } from '../../common/news/news';
import { readCount } from '../runtime/counters';
import { tableName } from '../runtime/dynamo';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { type ListQuery, queryPage } from '../runtime/paging';
import { POSTS_BY_PUBLISHED_CATEGORY_INDEX, POSTS_BY_STATUS_INDEX, publishedCategoryList, toBlogPost } from '../domain/news/posts';
import { row } from '../rows/list-blog-posts';
import { postItemSchema } from '../domain/news/post-item';

function listQuery(category: string | undefined): { query: ListQuery; list: string } {
  if (category === undefined) {
    return {
      list: PostStatus.published,
      query: {
        TableName: tableName('posts'),
        IndexName: POSTS_BY_STATUS_INDEX,
        KeyConditionExpression: '#status = :published',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':published': PostStatus.published },
        ScanIndexForward: false,
      },
    };
  }
  return {
    list: publishedCategoryList(category),
    query: {
      TableName: tableName('posts'),
      IndexName: POSTS_BY_PUBLISHED_CATEGORY_INDEX,
      KeyConditionExpression: 'publishedCategory = :category',
      ExpressionAttributeValues: { ':category': category },
      ScanIndexForward: false,
    },
  };
}

export const handler = defineHandler(row, async ({ query }) => {
  const { query: list, list: counted } = listQuery(query.category);
  const page = await queryPage({
    query: list,
    page: query,
    total: await readCount('posts', counted),
    toItem: (stored) => toBlogPost(postItemSchema.parse(stored)),
  });
  const body: BlogPostList = { posts: page.items, pagination: page.pagination };
  return json(200, body);
});
