// A renter's insurance certificate, against DynamoDB Local and an s3rver: the booking link's token
// gets a presigned form below the booking's own prefix, and the attach row checks the uploaded bytes
// (a PDF, JPEG or PNG by its first bytes), holds the file where the site serves nothing, typed and
// marked as an attachment, and records it on the request with its name sanitised; the renter's page
// and the officers' row then show it, and a new upload replaces it. A wrong token, another booking's
// token or upload, a file that is not what it says, a space that asks for no certificate and a
// declined booking are refused, keeping nothing.

import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BOOKING_CERTIFICATE_FORM_PATH,
  BOOKING_CERTIFICATE_PATH,
  type BookingCertificate,
  certificateMessages,
  type OfficerCertificate,
  RENTAL_CERTIFICATE_PATH,
  type ReceivedCertificate,
} from '../../common/rental/booking-certificate';
import { clubTime } from '../../common/club-time';
import { LOCAL_UPLOADS_BUCKET } from '../../common/local-stack/buckets';
import { BOOKING_VIEW_PATH, bookingMessages } from '../../common/rental/rental-booking';
import type { RentalModel } from '../../common/rental/rental-model';
import { rentalModelSchema } from '../../common/rental/rental-model-schemas';
import { RENTAL_FACILITY_NAME } from '../../common/rental/rental-rules';
import type { UploadForm } from '../../common/uploads';
import { HELD_KEY_PREFIX } from '../../lambdas/domain/media/upload-keys';
import { forgetPaymentsSecret } from '../../lambdas/domain/payments/payments-secret';
import { setPaymentsSecretSource } from '../../lambdas/domain/payments/payments-secret-source';
import { withInboxKeys } from '../../lambdas/domain/requests/inbox-keys';
import { type RequestItem, requestItemSchema } from '../../lambdas/domain/requests/request-item';
import type { LambdaHandler } from '../../lambdas/runtime/handler';
import { localPaymentsSecret } from '../../local/api/payments-secret';
import { apiEvent, errorText, jsonBody, officerClaims } from '../support/api-event';
import { freshIp } from '../support/form-endpoint';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { useLocalS3 } from '../support/local-s3';
import { putRentalModel, testRentalModel } from '../support/rental-model';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-certificate-${process.pid}-` });
const s3 = await useLocalS3();
const secret = localPaymentsSecret();
forgetPaymentsSecret();
setPaymentsSecretSource({ secretId: secret.id, read: async () => secret.json });
const { handler: formRow } = await import('../../lambdas/handlers/create-booking-certificate-form');
const { handler: attachRow } = await import('../../lambdas/handlers/attach-booking-certificate');
const { handler: viewRow } = await import('../../lambdas/handlers/get-rental-booking');
const { handler: officerRow } = await import('../../lambdas/handlers/get-rental-certificate');
const { bookingToken } = await import('../../lambdas/domain/rental/booking-token');

// The hall asks for a certificate; the clubhouse does not.
const model = rentalModelSchema.parse({
  ...testRentalModel,
  spaces: testRentalModel.spaces.map((space) => (space.id === 'hall' ? { ...space, insuranceRequired: true } : space)),
}) as RentalModel;
await putRentalModel(local, model);

afterAll(async () => {
  await s3.close();
  await local.close();
});

const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const html = new TextEncoder().encode('<!doctype html><script>alert(document.domain)</script>');

const HOUR = 3_600_000;
let counter = 0;

async function putRental(spaceId: string, status: RequestItem['status'] = 'approved'): Promise<{ id: string; token: string }> {
  counter += 1;
  const id = `IC${String(process.pid % 1000).padStart(3, '0')}${String(counter).padStart(5, '0')}`;
  const start = clubTime(2027, 9, 1 + counter, 17);
  const email = `renter-${id.toLowerCase()}@example.com`;
  const item = withInboxKeys(
    requestItemSchema.parse({
      kind: 'rental',
      id,
      status,
      details: {
        email,
        name: 'Rita Renter',
        phone: '630 555 0100',
        start,
        end: start + 4 * HOUR,
        eventTitle: `Party ${id}`,
        facilityName: RENTAL_FACILITY_NAME,
        spaceId,
      },
      estimate: { cost: 400, deposit: 40, total: 440 },
      spaceId,
      createdAt: 1_000 + counter,
      updatedAt: 1_000 + counter,
      bodyHash: 'a'.repeat(64),
      visitorMail: 'queued',
      requesterEmail: email,
    }),
  );
  await local.ddb.send(new PutCommand({ TableName: local.tableName('requests'), Item: item }));
  return { id, token: await bookingToken(id) };
}

async function readRental(id: string) {
  const found = await local.ddb.send(new GetCommand({ TableName: local.tableName('requests'), Key: { id }, ConsistentRead: true }));
  const item = requestItemSchema.parse(found.Item);
  if (item.kind !== 'rental') throw new Error('not a rental');
  return item;
}

function post(handler: LambdaHandler, path: string, requestId: string, body: Record<string, unknown>) {
  return handler(
    apiEvent({
      method: 'POST',
      path: path.replace('{requestId}', requestId),
      routePath: path,
      pathParameters: { requestId },
      headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': `${freshIp()}:443` },
      body: JSON.stringify(body),
    }),
  );
}

const askForm = (ref: string, token: string, contentType = 'application/pdf', bytes = pdf.length) =>
  post(formRow, BOOKING_CERTIFICATE_FORM_PATH, ref, { token, contentType, bytes });
const attach = (ref: string, token: string, uploadId: string, fileName = 'certificate.pdf') =>
  post(attachRow, BOOKING_CERTIFICATE_PATH, ref, { token, uploadId, fileName });

async function formFor(ref: string, token: string, contentType = 'application/pdf', bytes = pdf.length): Promise<UploadForm> {
  const result = await askForm(ref, token, contentType, bytes);
  expect(result.statusCode, result.body).toBe(201);
  return (jsonBody(result) as { upload: UploadForm }).upload;
}

async function uploaded(ref: string, token: string, bytes: Uint8Array, contentType = 'application/pdf'): Promise<string> {
  const form = await formFor(ref, token, contentType, bytes.length);
  expect(await s3.postUpload(form, bytes, contentType)).toBeLessThan(300);
  return form.uploadId;
}

async function heldCertificates(): Promise<string[]> {
  const listed = await s3.client.send(
    new ListObjectsV2Command({ Bucket: LOCAL_UPLOADS_BUCKET, Prefix: `${HELD_KEY_PREFIX}certificates/` }),
  );
  return (listed.Contents ?? []).map((object) => object.Key ?? '');
}

function officerLook(requestId: string) {
  return officerRow(
    apiEvent({
      method: 'GET',
      path: RENTAL_CERTIFICATE_PATH.replace('{requestId}', requestId),
      routePath: RENTAL_CERTIFICATE_PATH,
      pathParameters: { requestId },
      claims: officerClaims('officer-certificates'),
    }),
  );
}

describe('the certificate upload form', () => {
  it("gives a form for the booking's own prefix, with the type fixed", async () => {
    const { id, token } = await putRental('hall');
    const form = await formFor(id, token);
    expect(form.fields.key).toBe(`uploads/bookings/${id}/${form.uploadId}`);
    expect(form.fields['Content-Type']).toBe('application/pdf');
  });

  it("refuses a wrong token and another booking's token with the same 404 as an unknown reference", async () => {
    const mine = await putRental('hall');
    const other = await putRental('hall');
    for (const token of ['A'.repeat(43), other.token]) {
      const result = await askForm(mine.id, token);
      expect(result.statusCode).toBe(404);
      expect(errorText(result)).toBe(bookingMessages.badLink);
    }
  });

  it('refuses a space that asks for no certificate, and a declined booking, with a 409 saying why', async () => {
    const clubhouse = await putRental('clubhouse');
    const refused = await askForm(clubhouse.id, clubhouse.token);
    expect(refused.statusCode).toBe(409);
    expect(errorText(refused)).toBe(certificateMessages.notAsked);

    const declined = await putRental('hall', 'declined');
    const closed = await askForm(declined.id, declined.token);
    expect(closed.statusCode).toBe(409);
    expect(errorText(closed)).toBe(certificateMessages.closed);
  });

  it('refuses a type other than a PDF, JPEG or PNG, and a file over the limit, with a 400', async () => {
    const { id, token } = await putRental('hall');
    expect((await askForm(id, token, 'text/html', 100)).statusCode).toBe(400);
    expect((await askForm(id, token, 'image/webp', 100)).statusCode).toBe(400);
    const big = await askForm(id, token, 'application/pdf', 3 * 1024 * 1024 + 1);
    expect(big.statusCode).toBe(400);
    expect(errorText(big)).toMatch(/at most 3 MB/);
  });
});

describe('attaching the certificate', () => {
  it('holds the PDF privately as an attachment, records it with its name sanitised, and shows it to the renter and the officers', async () => {
    const { id, token } = await putRental('hall');
    const uploadId = await uploaded(id, token, pdf);
    const result = await attach(id, token, uploadId, 'C:\\Users\\rita\\..\\<script>Cert "2027".pdf');
    expect(result.statusCode, result.body).toBe(200);
    const { certificate } = jsonBody(result) as { certificate: ReceivedCertificate };
    expect(certificate).toMatchObject({ fileName: 'scriptCert 2027.pdf', contentType: 'application/pdf', bytes: pdf.length });

    const stored = await readRental(id);
    expect(stored.certificate).toMatchObject({ fileName: 'scriptCert 2027.pdf', contentType: 'application/pdf', bytes: pdf.length });
    expect(stored.certificate?.key).toMatch(/^certificates\/[0-9a-f-]{36}\.pdf$/);
    const held = await s3.client.send(
      new GetObjectCommand({ Bucket: LOCAL_UPLOADS_BUCKET, Key: `${HELD_KEY_PREFIX}${stored.certificate?.key}` }),
    );
    expect(held.ContentType).toBe('application/pdf');
    expect(held.ContentDisposition).toBe('attachment');
    expect(held.CacheControl).toBe('private, no-store');
    const staged = await s3.client.send(new ListObjectsV2Command({ Bucket: LOCAL_UPLOADS_BUCKET, Prefix: `uploads/bookings/${id}/` }));
    expect(staged.Contents ?? []).toEqual([]);

    const page = await post(viewRow, BOOKING_VIEW_PATH, id, { token });
    expect(page.statusCode, page.body).toBe(200);
    expect((jsonBody(page) as { certificate: BookingCertificate }).certificate).toEqual({ asked: true, received: certificate });

    const look = await officerLook(id);
    expect(look.statusCode, look.body).toBe(200);
    const answer = jsonBody(look) as OfficerCertificate;
    expect(answer.asked).toBe(true);
    expect(answer.received?.fileName).toBe('scriptCert 2027.pdf');
    expect(new Uint8Array(Buffer.from(answer.received?.data ?? '', 'base64'))).toEqual(pdf);
  });

  it('refuses HTML uploaded as a PDF by its bytes (415), recording and holding nothing', async () => {
    const { id, token } = await putRental('hall');
    const before = await heldCertificates();
    const uploadId = await uploaded(id, token, html, 'application/pdf');
    const result = await attach(id, token, uploadId);
    expect(result.statusCode).toBe(415);
    expect(errorText(result)).toMatch(/PDF, JPEG or PNG/);
    expect((await readRental(id)).certificate).toBeUndefined();
    expect(await heldCertificates()).toEqual(before);
  });

  it("refuses another booking's upload (400), and another booking's token (404)", async () => {
    const mine = await putRental('hall');
    const other = await putRental('hall');
    const othersUpload = await uploaded(other.id, other.token, pdf);
    const result = await attach(mine.id, mine.token, othersUpload);
    expect(result.statusCode).toBe(400);
    expect(errorText(result)).toMatch(/not found/);
    expect((await attach(mine.id, other.token, othersUpload)).statusCode).toBe(404);
    expect((await readRental(mine.id)).certificate).toBeUndefined();
  });

  it('refuses a space that asks for no certificate with a 409', async () => {
    const { id, token } = await putRental('clubhouse');
    const result = await attach(id, token, '2f1c9d3e-7a4b-4c5d-8e9f-0a1b2c3d4e5f');
    expect(result.statusCode).toBe(409);
    expect(errorText(result)).toBe(certificateMessages.notAsked);
  });

  it('replaces an earlier certificate and deletes its held file', async () => {
    const { id, token } = await putRental('hall');
    expect((await attach(id, token, await uploaded(id, token, pdf))).statusCode).toBe(200);
    const first = (await readRental(id)).certificate?.key;
    expect(first).toBeDefined();
    expect((await attach(id, token, await uploaded(id, token, pdf), 'renewed.pdf')).statusCode).toBe(200);
    const second = await readRental(id);
    expect(second.certificate?.fileName).toBe('renewed.pdf');
    const held = await heldCertificates();
    expect(held).toContain(`${HELD_KEY_PREFIX}${second.certificate?.key}`);
    expect(held).not.toContain(`${HELD_KEY_PREFIX}${first}`);
  });
});

describe("the officers' certificate row", () => {
  it('says a certificate is asked for and none received, and 404s a reference that is not a rental', async () => {
    const { id } = await putRental('hall');
    const look = await officerLook(id);
    expect(look.statusCode).toBe(200);
    expect(jsonBody(look)).toEqual({ asked: true });
    const clubhouse = await putRental('clubhouse');
    expect(jsonBody(await officerLook(clubhouse.id))).toEqual({ asked: false });
    expect((await officerLook('no-such-request')).statusCode).toBe(404);
  });
});
