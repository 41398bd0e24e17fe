// POST /public/api/rental-requests → 201 { reference, estimate, quote }. What is asked must fit the
// rental model (common/rental/rental-ask.ts: the space, its add-ons, its people and its rules); a body
// that names a space, an add-on or a series must accept the current hire terms (400 without, 409
// for an older version). A single booking must miss the home-match days that close its space
// (409 naming the match) and every booking it would collide with (409; naming it when it is one of
// the club's own nights, which are public); a series is checked date
// by date when it is approved. The server's own quote (common/rental/rental-quote.ts) is stored with the
// request, with the terms' version, when and from which address they were accepted. The old form's
// body (the facility by its one name, nothing more) is still taken, for the default space.

import { conflictsWith } from '../../common/rental/bookings';
import { formatDateTime } from '../../common/club-time';
import { rentalAskProblem } from '../../common/rental/rental-ask';
import { addOnById, spaceById, spacesConflict } from '../../common/rental/rental-model';
import { matchDayClash, matchDayMessage } from '../../common/rental/rental-match-days';
import { formatCents, quoteRental } from '../../common/rental/rental-quote';
import { estimateRental, isOldFormBody, rentalMessages } from '../../common/rental/rental-request';
import { occupiedSpan } from '../../common/rental/rental-rules';
import { seriesSpans } from '../../common/rental/rental-series';
import { homeMatchesDuring } from '../domain/fixtures/home-matches';
import { clubAddress } from '../domain/mail/mail-settings';
import { describeSpan, notificationMail, receiptMail } from '../domain/mail/mail-text';
import { bookingsOverlapping } from '../domain/rental/bookings';
import { pricingOf } from '../domain/rental/rental-config';
import { readCurrentTerms, readRentalModel } from '../domain/rental/rental-model';
import { isBot, submitRequest } from '../domain/requests/submission';
import { clientIp } from '../runtime/client-ip';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { row } from '../rows/create-rental-request';

export const handler = defineHandler(row, async ({ body, event }) => {
  const [model, terms] = await Promise.all([readRentalModel(), readCurrentTerms()]);
  const spaceId = body.spaceId ?? model.policy.defaultSpaceId;
  const addOnIds = body.addOnIds ?? [];
  const spans = seriesSpans(body, body.series);
  const now = Date.now();
  // A bot gets the answer a person would, without the checks that could tell it apart.
  if (!isBot(body)) {
    const problem = rentalAskProblem(
      model,
      { spaceId, start: body.start, end: body.end, attendees: body.expectedAttendees, addOnIds, series: body.series },
      now,
    );
    if (problem) throw new HttpError(400, problem);
    if (!isOldFormBody(body) && terms) {
      if (body.termsVersion === undefined) throw new HttpError(400, rentalMessages.termsRequired);
      if (body.termsVersion !== terms.version) throw new HttpError(409, rentalMessages.termsChanged);
    } else if (body.termsVersion !== undefined && !terms) {
      throw new HttpError(409, rentalMessages.termsChanged);
    }
    if (!body.series) {
      const space = spaceById(model, spaceId);
      const occupied = space ? occupiedSpan(space, body.start, body.end) : { start: body.start, end: body.end };
      const clash = matchDayClash(model, spaceId, occupied, await homeMatchesDuring(occupied));
      if (clash) throw new HttpError(409, matchDayMessage(clash));
      const taken = conflictsWith(occupied, await bookingsOverlapping(occupied)).filter((booking) =>
        spacesConflict(model, spaceId, booking.spaceId),
      );
      const night = taken.find((booking) => booking.kind === 'clubNight');
      if (night) throw new HttpError(409, rentalMessages.clubNightTaken(night.title, describeSpan(night.start, night.end)));
      if (taken.length > 0) throw new HttpError(409, rentalMessages.slotTaken);
    }
  }
  const quote = quoteRental(model, {
    spaceId,
    start: body.start,
    end: body.end,
    attendees: body.expectedAttendees,
    addOnIds,
    occurrences: spans.length,
  });
  // The old site's estimate, kept in its shape: the space's rates and the deposit by its rule (common/rental/rental-rules.ts).
  const estimate = estimateRental(body.start, body.end, pricingOf(model, spaceId));
  const spaceName = spaceById(model, spaceId)?.name ?? spaceId;
  const addOnNames = addOnIds.map((id) => addOnById(model, id)?.name ?? id).join(', ');
  const when = describeSpan(body.start, body.end);
  const seriesLine = body.series
    ? `${spans.length} dates, ${body.series.frequency}, the first ${when}, the last ${formatDateTime(spans[spans.length - 1]?.start ?? body.start)}`
    : '';
  const quoteLine = quote ? `${formatCents(quote.totalCents)} (deposit ${formatCents(quote.depositCents)} due on approval)` : '';
  const { reference } = await submitRequest({
    event,
    fields: {
      kind: 'rental',
      details: body,
      estimate,
      spaceId,
      ...(quote ? { quote } : {}),
      ...(body.termsVersion === undefined
        ? {}
        : { terms: { version: body.termsVersion, acceptedAt: now, clientAddress: clientIp(event) } }),
    },
    visitorEmail: body.email,
    clubMail: (ref) =>
      notificationMail({
        to: clubAddress(),
        replyTo: body.email,
        title: 'New rental request',
        topic: body.eventTitle,
        reference: ref,
        fields: [
          ['When', when],
          ['Repeats', seriesLine],
          ['Space', spaceName],
          ['Add-ons', addOnNames],
          ['Name', body.name],
          ['Email', body.email],
          ['Phone', body.phone],
          ['Organization/Company', body.organizationName],
          ['Event Title', body.eventTitle],
          ['Event Description', body.eventDescription],
          ['Expected Attendance', body.expectedAttendees],
          ['Additional Information', body.additionalNotes],
          ['Quote', quoteLine],
          [
            'Hire terms',
            body.termsVersion === undefined ? 'not accepted (sent without the terms)' : `version ${body.termsVersion} accepted`,
          ],
        ],
      }),
    visitorMail: (ref) =>
      receiptMail({
        to: body.email,
        what: 'rental request',
        reference: ref,
        lines: [
          '',
          `Requested time: ${when}`,
          ...(body.series
            ? [`Repeating: ${spans.length} dates in all, the last on ${formatDateTime(spans[spans.length - 1]?.start ?? body.start)}`]
            : []),
          `Space: ${spaceName}`,
          ...(quote ? [`Quoted total: ${quoteLine}`] : []),
          'This is a request, not yet a booking: we will confirm the date and the final price.',
        ],
      }),
  });
  return json(201, { reference, estimate, ...(quote ? { quote } : {}) });
});
