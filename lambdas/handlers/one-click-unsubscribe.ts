// POST /public/api/newsletter-unsubscribes/{newsletterId}/{key}, form-encoded
// `List-Unsubscribe=One-Click` → 200 { status: 'unsubscribed' }: RFC 8058's one-click unsubscribe,
// which Gmail, Yahoo and other mail programs send from the newsletter's List-Unsubscribe header,
// without a session, cookies or JavaScript. The key unsubscribes its own subscriber and no one
// else; a key no subscriber has (already unsubscribed) is a 404 with the shared message. A GET of
// the address is no route at all (API Gateway's 404): RFC 8058 wants nothing done on a GET, which
// link scanners send. The answer is never a redirect, which RFC 8058 forbids.

import { newsletterMessages } from '../../common/newsletter/newsletter';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { unsubscribeByKey } from '../domain/newsletter/one-click';
import { row } from '../rows/one-click-unsubscribe';

export const handler = defineHandler(row, async ({ params }) => {
  if (!(await unsubscribeByKey(params.newsletterId, params.key))) throw new HttpError(404, newsletterMessages.unsubscribeFailed);
  return json(200, { status: 'unsubscribed' });
});
