// A renter's certificate of liability insurance, asked for by the spaces whose flag says so
// (`insuranceRequired`, common/rental/rental-model.ts): the renter uploads it on their booking page with the
// link's token, the server checks its bytes and keeps it where nothing serves it, and officers
// download it from the inbox. What the page and the inbox are told of it, and the rows' paths.

import '../zod-setup.ts';
import * as z from 'zod';
import { bookingTokenSchema } from './rental-booking.ts';
import { uploadIdSchema, uploadKinds, uploadProblem } from '../uploads.ts';

/** POST { token, contentType, bytes }: one presigned upload form for the certificate (row `create-booking-certificate-form`). */
export const BOOKING_CERTIFICATE_FORM_PATH = '/public/api/bookings/{requestId}/certificate/form';
/** POST { token, uploadId, fileName }: the uploaded file checked and kept as the booking's certificate (row `attach-booking-certificate`). */
export const BOOKING_CERTIFICATE_PATH = '/public/api/bookings/{requestId}/certificate';
/** GET: whether a rental's space asks for a certificate, and the one received, its file inline (row `get-rental-certificate`). */
export const RENTAL_CERTIFICATE_PATH = '/api/officer/inbox/rentals/{requestId}/certificate';

export const certificateKind = 'certificate' as const;
export const certificateContentTypes = uploadKinds.certificate.contentTypes;
export type CertificateContentType = (typeof certificateContentTypes)[number];

/** The most characters of a file name kept. */
export const CERTIFICATE_NAME_MAX = 100;

/**
 * The file name as it is kept and shown: its last path segment, letters, digits, spaces and
 * `. _ - ( )` only, at most CERTIFICATE_NAME_MAX characters; "certificate" when nothing is left.
 * It is only ever shown as text and offered as a download's name, never used as a key.
 */
export function sanitizeCertificateName(name: string): string {
  const last = name.split(/[\\/]/).at(-1) ?? '';
  const kept = last
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ._()-]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .trim()
    .slice(0, CERTIFICATE_NAME_MAX)
    .trim();
  return kept === '' ? 'certificate' : kept;
}

/** The form's request: the link's token first (its proof, as every booking row's), then the file's type and size. */
export const certificateFormBodySchema = z
  .object({
    token: bookingTokenSchema,
    contentType: z.string().max(100),
    bytes: z.int().min(0),
  })
  .superRefine((file, context) => {
    const problem = uploadProblem(certificateKind, file.contentType, file.bytes);
    if (problem) context.addIssue({ code: 'custom', path: ['contentType'], message: problem });
  });

export const certificateAttachBodySchema = z.object({
  token: bookingTokenSchema,
  uploadId: uploadIdSchema,
  /** As the browser named it; kept sanitised (sanitizeCertificateName). */
  fileName: z.string().max(1_000, 'The file name is too long.'),
});

/** A certificate received, as the booking page and the inbox are told of it. */
export const receivedCertificateSchema = z.object({
  fileName: z.string(),
  contentType: z.enum(certificateContentTypes),
  bytes: z.number(),
  at: z.number(),
});
export type ReceivedCertificate = z.infer<typeof receivedCertificateSchema>;

/** Whether the booking's space asks for a certificate, and the one received. */
export const bookingCertificateSchema = z.object({
  asked: z.boolean(),
  received: receivedCertificateSchema.optional(),
});
export type BookingCertificate = z.infer<typeof bookingCertificateSchema>;

/** The officers' answer: the same, with the received file's bytes in base64 (it is held where no address reaches it). */
export const officerCertificateSchema = z.object({
  asked: z.boolean(),
  received: receivedCertificateSchema.extend({ data: z.string() }).optional(),
});
export type OfficerCertificate = z.infer<typeof officerCertificateSchema>;

export const certificateMessages = {
  notAsked: 'This booking does not ask for an insurance certificate.',
  closed: 'This booking is declined or cancelled: the club no longer needs its insurance certificate.',
} as const;
