// POST /api/officer/uploads { files: [{ kind, contentType, bytes }] } → 201 { uploads: [{ uploadId,
// url, fields }] }, one presigned POST form per file, in order. Officers only. The forms put files
// into the uploads bucket alone; the handler that saves a record claims its uploads by id
// (lambdas/domain/media/uploads.ts), which checks each file's bytes before it becomes a media object.

import type { UploadForms } from '../../common/uploads';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { createUploadForms } from '../domain/media/uploads';
import { row } from '../rows/create-upload-forms';

export const handler = defineHandler(row, async ({ body }) => {
  const answer: UploadForms = { uploads: await createUploadForms(body.files) };
  return json(201, answer);
});
