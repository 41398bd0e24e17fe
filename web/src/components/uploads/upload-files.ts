// The browser's half of an upload, an officer's or a member's photo of themselves
// (lambdas/domain/media/uploads.ts is the server's): ask the API for presigned forms, then post each
// file straight to the uploads bucket. XMLHttpRequest, not
// fetch, because only it reports upload progress. The saving request that follows sends the
// uploads' ids; the server checks each file again before it is kept.

import {
  MY_UPLOADS_PATH,
  OFFICER_UPLOADS_PATH,
  type UploadForm,
  type UploadForms,
  type UploadKind,
  uploadProblem,
} from '../../../../common/uploads';
import { officerFetchJson, signedInFetchJson } from '../../lib/auth/signed-in-fetch';

export interface FileToUpload {
  readonly kind: UploadKind;
  readonly file: Blob;
}

function parseForms(body: unknown): UploadForm[] {
  const uploads = body && typeof body === 'object' ? (body as Partial<UploadForms>).uploads : undefined;
  if (!Array.isArray(uploads)) throw new Error('the answer holds no upload forms');
  return uploads.map((form: Partial<UploadForm>) => {
    if (typeof form.uploadId !== 'string' || typeof form.url !== 'string' || !form.fields || typeof form.fields !== 'object') {
      throw new Error('an upload form is incomplete');
    }
    return { uploadId: form.uploadId, url: form.url, fields: form.fields };
  });
}

/** Why a file cannot be uploaded as this kind (the server's own rule), or null. */
export function fileProblem(kind: UploadKind, file: Blob): string | null {
  return uploadProblem(kind, file.type, file.size);
}

function formsRequest(files: readonly FileToUpload[]) {
  return { method: 'POST', body: { files: files.map(({ kind, file }) => ({ kind, contentType: file.type, bytes: file.size })) } } as const;
}

/** One presigned form per file, in order. */
export function requestUploadForms(files: readonly FileToUpload[]): Promise<UploadForm[]> {
  return officerFetchJson(OFFICER_UPLOADS_PATH, parseForms, formsRequest(files));
}

/** A member's one form, for a photo of their own player (with their ID token, like their other rows). */
export async function requestPortraitForm(file: Blob): Promise<UploadForm> {
  const [form] = await signedInFetchJson(MY_UPLOADS_PATH, parseForms, formsRequest([{ kind: 'portrait', file }]));
  if (!form) throw new Error('the answer holds no upload form');
  return form;
}

/** Posts one file with its form; `onProgress` gets the fraction sent, 0 to 1. */
export function postUpload(form: UploadForm, file: Blob, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const data = new FormData();
    for (const [name, value] of Object.entries(form.fields)) data.append(name, value);
    // The file goes last: S3 ignores every field after it.
    data.append('file', file);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
      } else {
        reject(new Error(`The file storage refused the upload (${request.status}).`));
      }
    });
    request.addEventListener('error', () => reject(new Error('The upload failed: check the connection and try again.')));
    request.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort());
    request.open('POST', form.url);
    request.send(data);
  });
}
