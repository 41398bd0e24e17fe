// POST /public/api/sponsorship-requests → 201 { success: true, reference }; every error answer is
// { success: false, error } (the row's errorFields), as the old site's sponsor form reads it.

import { formatPrice } from '../../common/store/price';
import { sponsorshipTypeLabels } from '../../common/requests/sponsorship';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { clubAddress } from '../domain/mail/mail-settings';
import { notificationMail, receiptMail } from '../domain/mail/mail-text';
import { submitRequest } from '../domain/requests/submission';
import { row } from '../rows/create-sponsorship-request';

export const handler = defineHandler(row, async ({ body, event }) => {
  const { reference } = await submitRequest({
    event,
    fields: { kind: 'sponsorship', details: body },
    visitorEmail: body.email,
    clubMail: (ref) =>
      notificationMail({
        to: clubAddress(),
        replyTo: body.email,
        title: 'New sponsorship request',
        topic: body.companyName,
        reference: ref,
        fields: [
          ['Company Name', body.companyName],
          ['Contact Name', body.contactName],
          ['Email', body.email],
          ['Phone', body.phone],
          ['Sponsorship Type', sponsorshipTypeLabels[body.sponsorshipType]],
          // 0 is what an empty amount box sends: the sponsor named no figure.
          ['Proposed Amount', body.amount > 0 ? formatPrice(body.amount) : 'Not given'],
          ['Message', body.message],
        ],
      }),
    visitorMail: (ref) => receiptMail({ to: body.email, what: 'sponsorship request', reference: ref }),
  });
  return json(201, { success: true, reference });
});
