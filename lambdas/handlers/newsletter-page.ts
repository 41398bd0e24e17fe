// GET /newsletters/{slug+} → a sent newsletter's page: the frame the build prerendered for every
// newsletter, with its own title, description and canonical address (lambdas/runtime/page-frame.ts),
// as the regeneration rendered it. Anything not sent, an unknown id or an address that is no id:
// the frame with 404.

import { postDescription } from '../../common/news/news';
import { newsletterIdSchema } from '../../common/newsletter/newsletter-edits';
import { newsletterPagePath } from '../../common/newsletter/newsletters';
import { defineHandler } from '../runtime/handler';
import { framedPage } from '../runtime/page-frame';
import { findNewsletter, toArchived } from '../domain/newsletter/newsletters';
import { renderedPage } from '../domain/site/rendered-page';
import { row } from '../rows/newsletter-page';

export const handler = defineHandler(row, async ({ params }) =>
  framedPage(
    row.frame,
    async () => {
      const id = params.slug.replace(/\/$/, '');
      if (!newsletterIdSchema.safeParse(id).success) return undefined;
      const found = await findNewsletter(id);
      const archived = found ? toArchived(found) : undefined;
      if (!archived) return undefined;
      return {
        path: newsletterPagePath(archived.id),
        heading: archived.subject,
        description: postDescription({ title: archived.subject, content: archived.content }),
      };
    },
    renderedPage,
  ),
);
