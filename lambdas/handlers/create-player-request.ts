// POST /public/api/player-requests → 201 { success: true, reference }; errors are { error }.

import { experienceLabels, positionLabels } from '../../common/squad/player-request';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { clubAddress } from '../domain/mail/mail-settings';
import { notificationMail, receiptMail } from '../domain/mail/mail-text';
import { submitRequest } from '../domain/requests/submission';
import { row } from '../rows/create-player-request';

export const handler = defineHandler(row, async ({ body, event }) => {
  const fullName = `${body.firstName} ${body.lastName}`;
  const { reference } = await submitRequest({
    event,
    fields: { kind: 'player', details: body },
    visitorEmail: body.email,
    clubMail: (ref) =>
      notificationMail({
        to: clubAddress(),
        replyTo: body.email,
        title: 'New player request',
        topic: fullName,
        reference: ref,
        fields: [
          ['First Name', body.firstName],
          ['Last Name', body.lastName],
          ['Email', body.email],
          ['Phone', body.phone],
          ['Date of Birth', body.dateOfBirth],
          ['Position', body.position ? positionLabels[body.position] : ''],
          ['Experience', body.experience ? experienceLabels[body.experience] : ''],
          ['Message', body.message],
        ],
      }),
    visitorMail: (ref) => receiptMail({ to: body.email, what: 'request to join the club', reference: ref }),
  });
  return json(201, { success: true, reference });
});
