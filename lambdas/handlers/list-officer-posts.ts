// GET /api/officer/posts?limit&offset → { posts, pagination: { total, limit, offset, hasMore } }:
// every post with its status, drafts first, then published posts, each newest first. Officers
// only. Each status is one Query on the byStatus index, and the total is the two lists' counters,
// so a page reads the drafts' part, the published part, or the end of one and the start of the other.

import type { OfficerPostList } from '../../common/news/post-edits';
import { PostStatus } from '../../common/news/news';
import { readCount } from '../runtime/counters';
import { tableName } from '../runtime/dynamo';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { type ListQuery, queryPage } from '../runtime/paging';
import { POSTS_BY_STATUS_INDEX } from '../domain/news/posts';
import { toOfficerPost } from '../domain/news/post-writes';
import { row } from '../rows/list-officer-posts';
import { postItemSchema } from '../domain/news/post-item';

const byStatus = (status: PostStatus): ListQuery => ({
  TableName: tableName('posts'),
  IndexName: POSTS_BY_STATUS_INDEX,
  KeyConditionExpression: '#status = :status',
  ExpressionAttributeNames: { '#status': 'status' },
  ExpressionAttributeValues: { ':status': status },
  ScanIndexForward: false,
});

const toItem = (stored: Record<string, unknown>) => toOfficerPost(postItemSchema.parse(stored));

export const handler = defineHandler(row, async ({ query }) => {
  const [drafts, published] = await Promise.all([readCount('posts', PostStatus.draft), readCount('posts', PostStatus.published)]);
  const total = drafts + published;
  const posts: OfficerPostList['posts'] = [];
  if (query.offset < drafts) {
    const page = await queryPage({ query: byStatus(PostStatus.draft), page: query, total: drafts, toItem });
    posts.push(...page.items);
  }
  const wanted = query.limit - posts.length;
  if (wanted > 0 && query.offset + posts.length < total) {
    const page = { offset: Math.max(0, query.offset - drafts), limit: wanted };
    posts.push(...(await queryPage({ query: byStatus(PostStatus.published), page, total: published, toItem })).items);
  }
  const body: OfficerPostList = {
    posts,
    pagination: { total, limit: query.limit, offset: query.offset, hasMore: query.offset + posts.length < total },
  };
  return json(200, body);
});
