// DELETE /api/officer/posts/{postId} → 200 { deleted: id }; 404 when no post has that id. Officers
// only. The post leaves its lists and their counts in the same transaction, and its address is free
// for a new post.

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { postDeleteTransaction, readPost, writePostChange } from '../domain/news/post-writes';
import { row } from '../rows/delete-post';

export const handler = defineHandler(row, async ({ params }) => {
  const old = await readPost(params.postId);
  await writePostChange(old.id, postDeleteTransaction(old));
  return json(200, { deleted: old.id });
});
