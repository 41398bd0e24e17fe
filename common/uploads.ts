// Uploads: officers' (gallery images, product pictures, meeting minutes) and a member's own photo
// for their player profile (common/squad/profile-change.ts): what may be uploaded, how big, and the
// requests that ask for upload forms. The browser checks a file against these before
// asking; the server checks the request against the same schema and the uploaded bytes again before
// anything is kept (lambdas/domain/media/uploads.ts), since a browser's check proves nothing.

import * as z from 'zod';
import './zod-setup.ts';

/** POST: one presigned upload form per file (row `create-upload-forms`). */
export const OFFICER_UPLOADS_PATH = '/api/officer/uploads';

/** POST: a member's one presigned upload form, for a photo of their own player (row `create-my-upload-forms`). */
export const MY_UPLOADS_PATH = '/api/me/uploads';

/** Files one request may ask forms for: a batch of photos with their thumbnails. */
export const MAX_UPLOADS_PER_REQUEST = 20;

/** Seconds a form stays valid: long enough for a slow phone upload of the largest file. */
export const UPLOAD_FORM_SECONDS = 15 * 60;

const MB = 1024 * 1024;

/**
 * The kinds of upload, each with the types it may be and its largest size. Raster images only: an
 * SVG is a document that can carry script, so it is never accepted.
 */
export const uploadKinds = {
  image: { contentTypes: ['image/jpeg', 'image/png', 'image/webp'], maxBytes: 10 * MB, label: 'a JPEG, PNG or WebP image' },
  thumbnail: { contentTypes: ['image/webp', 'image/jpeg', 'image/png'], maxBytes: 1 * MB, label: 'a WebP, JPEG or PNG thumbnail' },
  pdf: { contentTypes: ['application/pdf'], maxBytes: 20 * MB, label: 'a PDF' },
  /**
   * A member's photo of themselves. Smaller than an officer's image: until an officer approves it,
   * the inbox shows it through an answer of the API (base64 in JSON), which a Lambda answer's 6 MB holds.
   */
  portrait: { contentTypes: ['image/jpeg', 'image/png', 'image/webp'], maxBytes: 3 * MB, label: 'a JPEG, PNG or WebP image' },
  /**
   * A renter's certificate of liability insurance (common/rental/booking-certificate.ts): a scan or a PDF.
   * As small as a portrait for the same reason: officers download it through an answer of the API.
   */
  certificate: { contentTypes: ['application/pdf', 'image/jpeg', 'image/png'], maxBytes: 3 * MB, label: 'a PDF, JPEG or PNG file' },
} as const satisfies Record<string, { contentTypes: readonly string[]; maxBytes: number; label: string }>;

export type UploadKind = keyof typeof uploadKinds;

/** The kinds an officer's forms are asked for; a member asks for a portrait only. */
export const officerUploadKinds = ['image', 'thumbnail', 'pdf'] as const satisfies readonly UploadKind[];

/** "10 MB" */
export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / MB) * 10) / 10} MB`;
}

/** Why a file cannot be uploaded as this kind, or null when it may be. */
export function uploadProblem(kind: UploadKind, contentType: string, bytes: number): string | null {
  const rules = uploadKinds[kind];
  if (!(rules.contentTypes as readonly string[]).includes(contentType)) return `The file must be ${rules.label}.`;
  if (bytes < 1) return 'The file is empty.';
  if (bytes > rules.maxBytes) return `The file is ${formatMegabytes(bytes)}; at most ${formatMegabytes(rules.maxBytes)} is accepted.`;
  return null;
}

/** One file a form is asked for, of one of `kinds`, refused when the kind does not allow its type or size. */
export function uploadFileSchema<const Kinds extends readonly [UploadKind, ...UploadKind[]]>(kinds: Kinds) {
  return z
    .strictObject({
      kind: z.enum(kinds),
      contentType: z.string().max(100),
      bytes: z.int().min(0),
    })
    .superRefine((file, context) => {
      const problem = uploadProblem(file.kind, file.contentType, file.bytes);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });
}

export const uploadRequestSchema = z.strictObject({
  files: z.array(uploadFileSchema(officerUploadKinds)).min(1).max(MAX_UPLOADS_PER_REQUEST),
});
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

/** A member's request: one form, for one photo. */
export const memberUploadRequestSchema = z.strictObject({
  files: z.array(uploadFileSchema(['portrait'])).length(1, 'Ask for one photo at a time.'),
});

/** The id of an upload, as a form's answer gives it and a saving request sends it back. */
export const uploadIdSchema = z.uuid({ message: 'Not an upload of this site.' }).max(36, 'Not an upload of this site.');

/** One presigned POST: the browser sends `fields` and then the file, as multipart form data, to `url`. */
export interface UploadForm {
  uploadId: string;
  url: string;
  fields: Record<string, string>;
}

export interface UploadForms {
  uploads: UploadForm[];
}
