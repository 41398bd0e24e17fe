// GET /public/api/newsletters/{newsletterId} → one sent newsletter with its content (sanitized when
// it was saved), for its archive page. A draft, a scheduled or a sending newsletter, or an unknown
// id: 404, the same answer, so the archive tells nothing of what has not gone out.

import { newsletterEditMessages } from '../../common/newsletter/newsletter-edits';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { findNewsletter, toArchived } from '../domain/newsletter/newsletters';
import { row } from '../rows/get-newsletter';

export const handler = defineHandler(row, async ({ params }) => {
  const found = await findNewsletter(params.newsletterId);
  const archived = found ? toArchived(found) : undefined;
  if (!archived) throw new HttpError(404, newsletterEditMessages.unknown);
  return json(200, archived);
});
