// PUT /api/officer/posts/{postId} with the whole post (as POST /api/officer/posts takes it, without
// the slug, which is fixed) → 200 the post with its status. Officers only. Publishing and
// unpublishing is the status field: the post enters or leaves the public lists and their counts in
// the same transaction. An unknown or deleted post is 404 and is never recreated.

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { postItemFromForm } from '../domain/news/post-form';
import { postEditTransaction, readPost, toOfficerPost, writePostChange } from '../domain/news/post-writes';
import { row } from '../rows/update-post';

export const handler = defineHandler(row, async ({ params, body }) => {
  const old = await readPost(params.postId);
  const next = postItemFromForm(old.id, body, Date.now(), old);
  await writePostChange(old.id, postEditTransaction(old, next));
  return json(200, toOfficerPost(next));
});
