// POST /api/officer/posts { title, slug?, category, authorName, status, content } → 201 the post
// with its status. Officers only. The slug is the officer's, else made from the title; a slug
// another post has is refused with 409 naming it (the put is conditional, so of two posts created
// with one slug at the same moment exactly one is stored). The HTML is sanitized before it is
// stored, and the post is counted in its lists in the same transaction.

import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { slugFromTitle } from '../../common/news/news';
import { postMessages } from '../../common/news/post-edits';
import { ddb } from '../runtime/dynamo';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { newPostTransaction } from '../domain/news/posts';
import { postItemFromForm } from '../domain/news/post-form';
import { toOfficerPost } from '../domain/news/post-writes';
import { row } from '../rows/create-post';

function isSlugClash(error: unknown): boolean {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return false;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons[0]?.Code === 'ConditionalCheckFailed';
}

export const handler = defineHandler(row, async ({ body }) => {
  const { slug: chosen, ...form } = body;
  const slug = chosen ?? slugFromTitle(form.title);
  if (!slug) throw new HttpError(400, postMessages.noSlug);
  const item = postItemFromForm(slug, form, Date.now());
  try {
    await ddb.send(new TransactWriteCommand(newPostTransaction(item)));
  } catch (error) {
    if (isSlugClash(error)) throw new HttpError(409, postMessages.slugTaken(slug));
    throw error;
  }
  return json(201, toOfficerPost(item));
});
