// A renter's certificate of liability insurance (common/rental/booking-certificate.ts). The booking link's
// token opens a presigned form whose key the server chose, below the booking's own prefix of the
// uploads bucket (so another booking's link names nothing of it); the attach step checks the file's
// size and its bytes as the `certificate` kind allows (a PDF, JPEG or PNG by its first bytes, not its
// name) and copies it to the held prefix, where CloudFront never reaches (it serves the media bucket
// alone), typed by its bytes and marked as an attachment. Officers read it through the API only
// (row `get-rental-certificate`). A replaced certificate's held object is deleted.

import { randomUUID } from 'node:crypto';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  type CertificateContentType,
  certificateContentTypes,
  certificateKind,
  certificateMessages,
  type OfficerCertificate,
  type ReceivedCertificate,
  sanitizeCertificateName,
} from '../../../common/rental/booking-certificate';
import { inboxMessages } from '../../../common/requests/inbox';
import type { UploadForm } from '../../../common/uploads';
import { ddb, tableName } from '../../runtime/dynamo';
import { HttpError } from '../../runtime/http';
import { logger } from '../../runtime/logger';
import { s3, uploadsBucket } from '../../runtime/s3';
import { checkUpload, createUploadForms, deleteStaged, pinnedToEtag, sniffContentType } from '../media/uploads';
import { heldObjectKey } from '../media/upload-keys';
import { readRequest } from '../requests/request-moves';
import type { RequestItem } from '../requests/request-item';
import { certificateAsked, received } from './certificate-asked';

type RentalItem = Extract<RequestItem, { kind: 'rental' }>;
type HeldCertificate = NonNullable<RentalItem['certificate']>;

/** A 409 unless the booking is open and its space asks for a certificate. */
async function refuseUnlessAsked(rental: RentalItem): Promise<void> {
  if (rental.status !== 'pending' && rental.status !== 'approved') throw new HttpError(409, certificateMessages.closed);
  if (!(await certificateAsked(rental))) throw new HttpError(409, certificateMessages.notAsked);
}

/** One presigned form for the certificate, below the booking's own prefix. */
export async function certificateForm(rental: RentalItem, contentType: string): Promise<UploadForm> {
  await refuseUnlessAsked(rental);
  const [form] = await createUploadForms([{ kind: certificateKind, contentType }], { booking: rental.id });
  if (!form) throw new Error('No upload form was made');
  return form;
}

async function dropHeld(key: string): Promise<void> {
  try {
    await s3.send(new DeleteObjectCommand({ Bucket: uploadsBucket(), Key: heldObjectKey(key) }));
  } catch (error) {
    // A held object nobody names costs little and is never served.
    logger.warn('held certificate not deleted', { key, error: error instanceof Error ? error.name : 'unknown' });
  }
}

/**
 * Checks the booking's staged upload as a certificate, holds it, and records it on the request in
 * place of any earlier one. Refused like a claim (400, 413, 415), keeping nothing; 409 when the
 * request changed meanwhile (the held copy is then deleted).
 */
export async function attachCertificate(
  rental: RentalItem,
  uploadId: string,
  fileName: string,
  now: number = Date.now(),
): Promise<ReceivedCertificate> {
  await refuseUnlessAsked(rental);
  const upload = await checkUpload(uploadId, certificateKind, { booking: rental.id });
  const key = `certificates/${randomUUID()}.${upload.extension}`;
  const bucket = uploadsBucket();
  await pinnedToEtag(() =>
    s3.send(
      new CopyObjectCommand({
        Bucket: bucket,
        Key: heldObjectKey(key),
        CopySource: `${bucket}/${upload.staged}`,
        // Only the object that was checked: the form may have been posted again since.
        CopySourceIfMatch: upload.etag,
        MetadataDirective: 'REPLACE',
        ContentType: upload.contentType,
        ContentDisposition: 'attachment',
        CacheControl: 'private, no-store',
      }),
    ),
  );
  await deleteStaged(upload);
  const certificate: HeldCertificate = {
    key,
    fileName: sanitizeCertificateName(fileName),
    contentType: upload.contentType as CertificateContentType,
    bytes: upload.bytes,
    at: now,
  };
  try {
    // Conditioned as the inbox's moves are (request-moves.ts requestPut): neither write undoes the other unseen.
    await ddb.send(
      new UpdateCommand({
        TableName: tableName('requests'),
        Key: { id: rental.id },
        UpdateExpression: 'SET certificate = :certificate, updatedAt = :now',
        ConditionExpression: 'updatedAt = :seen AND #status = :status',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':certificate': certificate,
          ':now': Math.max(now, rental.updatedAt + 1),
          ':seen': rental.updatedAt,
          ':status': rental.status,
        },
      }),
    );
  } catch (error) {
    await dropHeld(key);
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') throw new HttpError(409, inboxMessages.busy);
    throw error;
  }
  if (rental.certificate) await dropHeld(rental.certificate.key);
  return received(certificate) as ReceivedCertificate;
}

/** The officers' answer: whether it is asked for, and the received file inline (base64), read from where it is held. */
export async function officerCertificate(requestId: string): Promise<OfficerCertificate> {
  const item = await readRequest(requestId);
  if (item.kind !== 'rental') throw new HttpError(404, inboxMessages.unknownRequest);
  const asked = await certificateAsked(item);
  const certificate = item.certificate;
  if (!certificate) return { asked };
  let bytes: Uint8Array;
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: uploadsBucket(), Key: heldObjectKey(certificate.key) }));
    bytes = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
  } catch (error) {
    if (error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound')) {
      throw new HttpError(404, 'The insurance certificate is no longer kept.');
    }
    throw error;
  }
  // Checked when it was held; checked again, since the officer's browser is handed these bytes.
  const type = sniffContentType(bytes)?.contentType;
  if (!type || !(certificateContentTypes as readonly string[]).includes(type))
    throw new Error('A held certificate is not a PDF or an image');
  return { asked, received: { ...(received(certificate) as ReceivedCertificate), data: Buffer.from(bytes).toString('base64') } };
}
