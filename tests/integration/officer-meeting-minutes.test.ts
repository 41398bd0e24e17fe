// Minutes uploaded as a PDF (POST and PUT /api/officer/meetings... with minutesUploadId) against
// DynamoDB Local and an s3rver of this file's own: the browser's way (an upload form from
// POST /api/officer/uploads, the file posted to it) ends with the PDF under /media/minutes/ and its
// address as the meeting's minutes; a file that is not a PDF by its bytes, one over 20 MB and an id
// the server never gave are refused with a 4xx and nothing is saved; replaced or removed minutes,
// and a deleted meeting's, leave the media bucket.

import { DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { meetingMessages, OFFICER_MEETING_PATH, OFFICER_MEETINGS_PATH, type MeetingFormInput } from '../../common/meetings/meeting-edits';
import type { Meeting } from '../../common/meetings/meetings';
import { OFFICER_UPLOADS_PATH, type UploadForms, uploadKinds } from '../../common/uploads';
import type { HttpMethod } from '../../lambdas/routes';
import { LOCAL_MEDIA_BUCKET } from '../../common/local-stack/buckets';
import { apiEvent, errorText, jsonBody, officerClaims } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { useLocalS3 } from '../support/local-s3';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-meeting-minutes-${process.pid}-` });
const s3 = await useLocalS3();
const { handler: createMeeting } = await import('../../lambdas/handlers/create-meeting');
const { handler: updateMeeting } = await import('../../lambdas/handlers/update-meeting');
const { handler: deleteMeeting } = await import('../../lambdas/handlers/delete-meeting');
const { handler: listMeetings } = await import('../../lambdas/handlers/list-meetings');
const { handler: createUploadForms } = await import('../../lambdas/handlers/create-upload-forms');

const officer = officerClaims('officer-minutes-it');
const start = Math.floor((Date.now() - 7 * 86_400_000) / 60_000) * 60_000;
const board: MeetingFormInput = {
  title: 'Board meeting',
  location: 'Blaze Clubhouse',
  status: 'completed',
  start,
  end: start + 90 * 60_000,
  meetingType: 'Board Meeting',
  organizer: 'Secretary',
};

const text = new TextEncoder();
const pdf = (words: string) => text.encode(`%PDF-1.7\n% ${words}\n%%EOF\n`);
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const OWN_MINUTES = /^\/media\/minutes\/([A-Za-z0-9_-]+)-[0-9a-f]{24}\.pdf$/;

function send(method: HttpMethod, body: unknown, meetingId?: string) {
  const handler = method === 'POST' ? createMeeting : method === 'PUT' ? updateMeeting : deleteMeeting;
  return handler(
    apiEvent({
      method,
      path: meetingId === undefined ? OFFICER_MEETINGS_PATH : OFFICER_MEETING_PATH.replace('{meetingId}', meetingId),
      routePath: meetingId === undefined ? OFFICER_MEETINGS_PATH : OFFICER_MEETING_PATH,
      ...(meetingId === undefined ? {} : { pathParameters: { meetingId } }),
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      claims: officer,
    }),
  );
}

/** The browser's way: one `pdf` form from the uploads row, then the file posted to it. */
async function uploadPdf(bytes: Uint8Array): Promise<string> {
  const result = await createUploadForms(
    apiEvent({
      method: 'POST',
      path: OFFICER_UPLOADS_PATH,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ files: [{ kind: 'pdf', contentType: 'application/pdf', bytes: bytes.length }] }),
      claims: officer,
    }),
  );
  expect(result.statusCode).toBe(201);
  const [form] = (jsonBody(result) as UploadForms).uploads;
  if (!form) throw new Error('no upload form');
  expect(await s3.postUpload(form, bytes, 'application/pdf')).toBeLessThan(300);
  return form.uploadId;
}

async function publicMeetings(): Promise<Meeting[]> {
  return jsonBody(await listMeetings(apiEvent({ path: '/public/api/meetings' }))) as Meeting[];
}

async function storedCount(): Promise<number> {
  const result = await local.ddb.send(new ScanCommand({ TableName: local.tableName('meetings'), Select: 'COUNT', ConsistentRead: true }));
  return result.Count ?? 0;
}

async function storedMinutes(): Promise<string[]> {
  const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: LOCAL_MEDIA_BUCKET, Prefix: 'media/minutes/' }));
  return (listed.Contents ?? []).map((object) => `/${object.Key}`);
}

const mediaKey = (url: string | null) => String(url).replace(/^\/media\//, '');

beforeEach(async () => {
  for (const meeting of await publicMeetings()) await send('DELETE', undefined, meeting.id);
  for (const url of await storedMinutes()) await s3.client.send(new DeleteObjectCommand({ Bucket: LOCAL_MEDIA_BUCKET, Key: url.slice(1) }));
});

afterAll(async () => {
  await s3.close();
  await local.close();
});

describe('minutes uploaded as a PDF', () => {
  it('stores the PDF under /media/minutes/ as a download and shows its address as the minutes', async () => {
    const bytes = pdf('October board minutes');
    const uploadId = await uploadPdf(bytes);

    const result = await send('POST', { ...board, minutesUploadId: uploadId });

    expect(result.statusCode).toBe(201);
    const meeting = jsonBody(result) as Meeting;
    expect(meeting.notes).toMatch(OWN_MINUTES);
    expect(OWN_MINUTES.exec(String(meeting.notes))?.[1]).toBe(meeting.id);
    expect(await publicMeetings()).toEqual([meeting]);
    const stored = await s3.mediaObject(mediaKey(meeting.notes));
    expect(stored?.bytes).toEqual(bytes);
    expect(stored?.contentType).toBe('application/pdf');
    expect(stored?.disposition).toBe('attachment');
    expect(await s3.isStaged(uploadId)).toBe(false);
  });

  it('refuses a file that is not a PDF by its bytes (415), though declared one, and saves nothing', async () => {
    const uploadId = await uploadPdf(PNG_BYTES);

    const result = await send('POST', { ...board, minutesUploadId: uploadId });

    expect(result.statusCode).toBe(415);
    expect(errorText(result)).toBe(`The file must be ${uploadKinds.pdf.label}.`);
    expect(await storedCount()).toBe(0);
    expect(await storedMinutes()).toEqual([]);
  });

  it('refuses a file over 20 MB (413) and saves nothing', async () => {
    const uploadId = crypto.randomUUID();
    const big = new Uint8Array(uploadKinds.pdf.maxBytes + 1);
    big.set(pdf('too long'));
    await s3.stageUpload(uploadId, big, 'application/pdf');

    const result = await send('POST', { ...board, minutesUploadId: uploadId });

    expect(result.statusCode).toBe(413);
    expect(errorText(result)).toMatch(/at most 20 MB/);
    expect(await storedCount()).toBe(0);
    expect(await storedMinutes()).toEqual([]);
  });

  it('refuses an upload id the server never gave, forged or unknown, with a 400 and saves nothing', async () => {
    const forged = await send('POST', { ...board, minutesUploadId: '../uploads/someone-else' });
    expect(forged.statusCode).toBe(400);
    expect(errorText(forged)).toContain('minutesUploadId');

    const unknown = await send('POST', { ...board, minutesUploadId: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(400);
    expect(errorText(unknown)).toMatch(/not found/);

    expect(await storedCount()).toBe(0);
    expect(await storedMinutes()).toEqual([]);
  });

  it('refuses minutes sent both as a link and as an upload, leaving the upload unclaimed', async () => {
    const uploadId = await uploadPdf(pdf('either'));

    const result = await send('POST', { ...board, notes: '/minutes/typed.pdf', minutesUploadId: uploadId });

    expect(result.statusCode).toBe(400);
    expect(errorText(result)).toContain(meetingMessages.minutesTwice);
    expect(await storedCount()).toBe(0);
    expect(await s3.isStaged(uploadId)).toBe(true);
  });

  it('replaces uploaded minutes with a new PDF and deletes the old one; a refused replacement changes nothing', async () => {
    const first = jsonBody(await send('POST', { ...board, minutesUploadId: await uploadPdf(pdf('draft')) })) as Meeting;

    const refused = await send('PUT', { ...board, minutesUploadId: await uploadPdf(PNG_BYTES) }, first.id);
    expect(refused.statusCode).toBe(415);
    expect(await publicMeetings()).toEqual([first]);
    expect(await storedMinutes()).toEqual([first.notes]);

    const approved = pdf('approved');
    const result = await send('PUT', { ...board, minutesUploadId: await uploadPdf(approved) }, first.id);

    expect(result.statusCode).toBe(200);
    const replaced = jsonBody(result) as Meeting;
    expect(replaced.notes).toMatch(OWN_MINUTES);
    expect(replaced.notes).not.toBe(first.notes);
    expect(await publicMeetings()).toEqual([replaced]);
    expect(await storedMinutes()).toEqual([replaced.notes]);
    expect((await s3.mediaObject(mediaKey(replaced.notes)))?.bytes).toEqual(approved);
  });

  it('keeps the PDF when an edit leaves the minutes as they are, and deletes it when they are cleared or become a link', async () => {
    const meeting = jsonBody(await send('POST', { ...board, minutesUploadId: await uploadPdf(pdf('kept')) })) as Meeting;

    const kept = await send('PUT', { ...board, status: 'confirmed', notes: meeting.notes }, meeting.id);
    expect(kept.statusCode).toBe(200);
    expect(await storedMinutes()).toEqual([meeting.notes]);

    await send('PUT', { ...board, notes: 'https://docs.example.org/minutes.pdf' }, meeting.id);
    expect(await storedMinutes()).toEqual([]);

    const again = jsonBody(await send('PUT', { ...board, minutesUploadId: await uploadPdf(pdf('again')) }, meeting.id)) as Meeting;
    expect(await storedMinutes()).toEqual([again.notes]);
    await send('PUT', { ...board, notes: '' }, meeting.id);
    expect(await storedMinutes()).toEqual([]);
    expect((await publicMeetings())[0]?.notes).toBeNull();
  });

  it("deletes a meeting's own PDF with the meeting, never another meeting's it merely links to", async () => {
    const owner = jsonBody(await send('POST', { ...board, minutesUploadId: await uploadPdf(pdf('owner')) })) as Meeting;
    const linker = jsonBody(await send('POST', { ...board, title: 'Copy', notes: owner.notes })) as Meeting;

    expect((await send('DELETE', undefined, linker.id)).statusCode).toBe(200);
    expect(await storedMinutes()).toEqual([owner.notes]);

    expect((await send('DELETE', undefined, owner.id)).statusCode).toBe(200);
    expect(await storedMinutes()).toEqual([]);
  });

  it('keeps no PDF for a meeting that was deleted before the upload was saved (404)', async () => {
    const meeting = jsonBody(await send('POST', board)) as Meeting;
    await send('DELETE', undefined, meeting.id);

    const result = await send('PUT', { ...board, minutesUploadId: await uploadPdf(pdf('late')) }, meeting.id);

    expect(result.statusCode).toBe(404);
    expect(await storedCount()).toBe(0);
    expect(await storedMinutes()).toEqual([]);
  });
});
