// GET /public/api/blog-posts?limit&offset → { posts, pagination: { total, limit, offset } }
// Published posts, newest first (by published date, else created date).

import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { NEWS_PAGE_SIZE, PostStatus, type BlogPost, type BlogPostList } from '../../common/news';
import { pageQuerySchema } from '../../common/pagination';
import { ddb, tableName } from '../commons/dynamo';
import { json, queryOf, withErrors } from '../commons/http';
import { POSTS_BY_STATUS_INDEX } from '../commons/posts';

const querySchema = pageQuerySchema(NEWS_PAGE_SIZE);

interface PostItem {
  id: string;
  title: string;
  content: string;
  status: PostStatus;
  sortDate: number;
  publishedAt?: number;
  createdAt: number;
  authorName?: string;
  authorFirstName?: string;
  authorLastName?: string;
  category?: string;
}

function toPost(item: PostItem): BlogPost {
  const hasUser = Boolean(item.authorFirstName || item.authorLastName);
  return {
    id: item.id,
    title: item.title,
    content: item.content,
    publishedAt: item.publishedAt ?? null,
    createdAt: item.createdAt,
    authorName:
      item.authorName ?? [item.authorFirstName, item.authorLastName].filter(Boolean).join(' '),
    User: hasUser
      ? { firstName: item.authorFirstName ?? '', lastName: item.authorLastName ?? '' }
      : null,
    category: item.category ?? null,
  };
}

function publishedQuery(): QueryCommandInput {
  return {
    TableName: tableName('posts'),
    IndexName: POSTS_BY_STATUS_INDEX,
    KeyConditionExpression: '#status = :published',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':published': PostStatus.published },
    ScanIndexForward: false,
  };
}

async function countPublished(): Promise<number> {
  let total = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new QueryCommand({ ...publishedQuery(), Select: 'COUNT', ExclusiveStartKey: startKey }),
    );
    total += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return total;
}

// DynamoDB has no offset: read from the newest until offset + limit posts are in hand.
async function readPage(offset: number, limit: number): Promise<PostItem[]> {
  const items: PostItem[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new QueryCommand({
        ...publishedQuery(),
        Limit: offset + limit - items.length,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...((page.Items ?? []) as PostItem[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey && items.length < offset + limit);
  return items.slice(offset, offset + limit);
}

export const handler = withErrors(async (event) => {
  const { limit, offset } = querySchema.parse(queryOf(event));
  const [items, total] = await Promise.all([readPage(offset, limit), countPublished()]);
  const body: BlogPostList = { posts: items.map(toPost), pagination: { total, limit, offset } };
  return json(200, body, 60);
});
