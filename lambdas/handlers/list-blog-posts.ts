// GET /public/api/blog-posts?limit&offset → { posts, pagination: { total, limit, offset, hasMore } }
// Published posts, newest first (by published date, else created date).

import { PostStatus, type BlogPost, type BlogPostList } from '../../common/news';
import { readCount } from '../commons/counters';
import { defineHandler } from '../commons/handler';
import { json } from '../commons/http';
import { queryPage } from '../commons/paging';
import { POSTS_BY_STATUS_INDEX } from '../commons/posts';
import { tableName } from '../commons/dynamo';
import { route } from '../routes';
import { postItemSchema, type PostItem } from '../tables';

function toPost(item: PostItem): BlogPost {
  const hasUser = Boolean(item.authorFirstName || item.authorLastName);
  return {
    id: item.id,
    title: item.title,
    content: item.content,
    publishedAt: item.publishedAt ?? null,
    createdAt: item.createdAt,
    authorName: item.authorName ?? [item.authorFirstName, item.authorLastName].filter(Boolean).join(' '),
    User: hasUser ? { firstName: item.authorFirstName ?? '', lastName: item.authorLastName ?? '' } : null,
    category: item.category ?? null,
  };
}

export const handler = defineHandler(route('list-blog-posts'), async ({ query }) => {
  const page = await queryPage({
    query: {
      TableName: tableName('posts'),
      IndexName: POSTS_BY_STATUS_INDEX,
      KeyConditionExpression: '#status = :published',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':published': PostStatus.published },
      ScanIndexForward: false,
    },
    page: query,
    total: await readCount('posts', PostStatus.published),
    toItem: (stored) => toPost(postItemSchema.parse(stored)),
  });
  const body: BlogPostList = { posts: page.items, pagination: page.pagination };
  return json(200, body);
});
