// GET /public/api/blog-posts/{slug} → one published post, in the list's post shape.
// 404 `{ error }` for a draft or an unknown slug: a draft is not there for the public.

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { PostStatus, type BlogPost } from '../../common/news';
import { ddb, tableName } from '../commons/dynamo';
import { defineHandler } from '../commons/handler';
import { HttpError, json } from '../commons/http';
import { toBlogPost } from '../commons/posts';
import { row } from '../rows/get-blog-post';
import { postItemSchema } from '../tables';

export const handler = defineHandler(row, async ({ params }) => {
  const result = await ddb.send(new GetCommand({ TableName: tableName('posts'), Key: { id: params.slug } }));
  const item = result.Item ? postItemSchema.parse(result.Item) : undefined;
  if (!item || item.status !== PostStatus.published) throw new HttpError(404, 'News post not found.');
  const body: BlogPost = toBlogPost(item);
  return json(200, body);
});
