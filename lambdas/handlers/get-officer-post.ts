// GET /api/officer/posts/{postId} → the post in any status, with its status. Officers only; 404
// when no post has that id.

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { readPost, toOfficerPost } from '../domain/news/post-writes';
import { row } from '../rows/get-officer-post';

export const handler = defineHandler(row, async ({ params }) => {
  return json(200, toOfficerPost(await readPost(params.postId)));
});
