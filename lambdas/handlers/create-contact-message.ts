// POST /public/api/contact-messages → 201 { reference }. The /contact form's message is kept, the
// club is told everything the visitor wrote (Reply-To them), and the visitor gets a receipt with
// fixed words and the reference only (common/requests/contact-message.ts has the fields and messages).

import { contactTopicLabels } from '../../common/requests/contact-message';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { clubAddress } from '../domain/mail/mail-settings';
import { notificationMail, receiptMail } from '../domain/mail/mail-text';
import { submitRequest } from '../domain/requests/submission';
import { row } from '../rows/create-contact-message';

export const handler = defineHandler(row, async ({ body, event }) => {
  const topics = body.topics.map((topic) => contactTopicLabels[topic]).join(', ');
  const { reference } = await submitRequest({
    event,
    fields: { kind: 'contact', details: body },
    visitorEmail: body.email,
    clubMail: (ref) =>
      notificationMail({
        to: clubAddress(),
        replyTo: body.email,
        title: 'New contact message',
        topic: body.subject,
        reference: ref,
        fields: [
          ['Name', body.name],
          ['Email', body.email],
          ['Mobile Number', body.number],
          ['For', topics || 'No box ticked'],
          ['Corporation', body.isCorp ? 'Yes' : 'No'],
          ['Subject', body.subject],
          ['Message', body.message],
        ],
      }),
    visitorMail: (ref) => receiptMail({ to: body.email, what: 'message', reference: ref }),
  });
  return json(201, { reference });
});
