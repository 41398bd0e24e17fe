import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clubTime } from '../../common/club-time';
import { meetingMessages } from '../../common/meetings/meeting-edits';
import type { Meeting } from '../../common/meetings/meetings';
import { uploadKinds } from '../../common/uploads';
import OfficersHomePage from '../../web/src/features/officers/console/officers-home-page';
import OfficersMeetingsPage from '../../web/src/features/officers/meetings/officers-meetings-page';
import { postUpload } from '../../web/src/components/uploads/upload-files';
import { type Answer, renderPages, resetAuth, settle, signInOfficer, stubApi } from './support/officer-console';
import { jsonResponse } from './support/stub-fetch';

// The boundaries: everything Amplify does sits behind loadAuthClient, and the file's trip to the
// uploads bucket (an XMLHttpRequest jsdom cannot make) behind postUpload.
vi.mock('../../web/src/lib/auth/auth-client', () => ({ loadAuthClient: vi.fn() }));
vi.mock('../../web/src/components/uploads/upload-files', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../web/src/components/uploads/upload-files')>()),
  postUpload: vi.fn(),
}));

const HOUR = 3_600_000;

const renderAt = (path: string) => renderPages(path, { '/officers': <OfficersHomePage />, '/officers/meetings': <OfficersMeetingsPage /> });

const boardStart = clubTime(2026, 10, 6, 19, 0);
const board: Meeting = {
  id: 'board-2026-10',
  title: 'October board meeting',
  description: 'Budget and grounds',
  location: 'Blaze Clubhouse',
  status: 'scheduled',
  start: boardStart,
  end: boardStart + 2 * HOUR,
  meetingType: 'Board Meeting',
  notes: null,
  attendees: null,
  organizer: 'Secretary',
};
const agmStart = clubTime(2026, 3, 2, 18, 30);
const agm: Meeting = {
  ...board,
  id: 'agm-2026',
  title: 'Annual general meeting',
  status: 'completed',
  start: agmStart,
  end: agmStart + 3 * HOUR,
  notes: '/minutes/2026-agm.pdf',
  attendees: 41,
};

async function openConsole(answers: Record<string, Answer> = {}) {
  signInOfficer();
  // Oldest first from the server: the console orders them itself.
  const calls = stubApi({ 'GET /public/api/meetings': () => jsonResponse([agm, board]), ...answers });
  renderAt('/officers/meetings');
  await screen.findByRole('heading', { name: 'October board meeting' }, { timeout: 3000 });
  return calls;
}

beforeEach(() => {
  resetAuth();
  vi.mocked(postUpload).mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe("the officers' meetings console", () => {
  it('is on the console home page and in its menu', async () => {
    signInOfficer();
    renderAt('/officers');
    const nav = await screen.findByRole('navigation', { name: "Officers' console" }, { timeout: 3000 });
    expect(within(nav).getByRole('link', { name: 'Meetings' })).toHaveAttribute('href', '/officers/meetings');
    expect(screen.getByRole('heading', { level: 2, name: 'Meetings' })).toBeVisible();
  });

  it('lists the meetings newest first with their status and minutes link', async () => {
    await openConsole();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['October board meeting', 'Annual general meeting']);
    const [first, second] = within(screen.getByRole('list', { name: 'Meetings' })).getAllByRole('listitem');
    expect(first).toHaveTextContent('Scheduled');
    expect(first).toHaveTextContent('No minutes');
    expect(second).toHaveTextContent('Completed');
    expect(within(second as HTMLElement).getByRole('link', { name: 'Minutes of Annual general meeting' })).toHaveAttribute(
      'href',
      '/minutes/2026-agm.pdf',
    );
  });

  it('adds a meeting: times in club time as epoch milliseconds, with the access token, and the meeting joins the list', async () => {
    const calls = await openConsole({
      'POST /api/officer/meetings': ({ body }) => jsonResponse({ ...(body as object), id: 'new-1' }, 201),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add Meeting' }));
    const form = screen.getByRole('form', { name: 'Add meeting' });
    await userEvent.type(within(form).getByLabelText('Title'), 'November board meeting');
    await userEvent.type(within(form).getByLabelText(/^Start/), '2026-11-03T19:00');
    await userEvent.type(within(form).getByLabelText(/^End/), '2026-11-03T20:30');
    await userEvent.type(within(form).getByLabelText('Location'), 'Blaze Clubhouse');
    await userEvent.type(within(form).getByLabelText('Attendees'), '12');
    await userEvent.type(within(form).getByLabelText('Minutes link'), 'https://docs.example.org/nov.pdf');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Meeting' }));
    await settle();
    const post = calls.find((call) => call.key === 'POST /api/officer/meetings');
    expect(post?.authorization).toBe('Bearer officer-access-token');
    expect(post?.body).toEqual({
      title: 'November board meeting',
      description: '',
      location: 'Blaze Clubhouse',
      status: 'scheduled',
      start: clubTime(2026, 11, 3, 19, 0),
      end: clubTime(2026, 11, 3, 20, 30),
      meetingType: '',
      notes: 'https://docs.example.org/nov.pdf',
      attendees: 12,
      organizer: '',
    });
    expect(screen.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('November board meeting');
    expect(screen.getByRole('status')).toHaveTextContent('November board meeting added');
  });

  it('checks a meeting in the browser with the shared schema: an end before the start and a javascript: minutes link are refused, nothing sent', async () => {
    const calls = await openConsole();
    await userEvent.click(screen.getByRole('button', { name: 'Edit October board meeting' }));
    const form = screen.getByRole('form', { name: 'Edit meeting' });
    const end = within(form).getByLabelText(/^End/);
    await userEvent.clear(end);
    await userEvent.type(end, '2026-10-06T18:00');
    await userEvent.type(within(form).getByLabelText('Minutes link'), 'javascript:alert(1)');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Meeting' }));
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(end).toHaveAccessibleDescription(meetingMessages.endAfterStart);
    expect(end).toHaveFocus();
    expect(within(form).getByLabelText('Minutes link')).toHaveAccessibleDescription(expect.stringContaining(meetingMessages.minutes));
    expect(within(form).getByRole('alert')).toHaveTextContent('nothing was saved');
    expect(calls.some((call) => call.key.startsWith('PUT'))).toBe(false);
  });

  it('sets a status with PUT of the whole meeting, the save button disabled while saving', async () => {
    let release: () => void = () => {};
    const calls = await openConsole({
      'PUT /api/officer/meetings/board-2026-10': async ({ body }) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return jsonResponse({ ...(body as object), id: board.id });
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Set status of October board meeting' }));
    const form = screen.getByRole('form', { name: 'Set status' });
    expect(within(form).queryByLabelText('Title')).toBeNull();
    await userEvent.selectOptions(within(form).getByLabelText('Status'), 'cancelled');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Meeting' }));
    await settle();
    expect(within(form).getByRole('button', { name: /Saving/ })).toBeDisabled();
    await act(async () => release());
    await settle();
    const { id: _id, ...rest } = board;
    expect(calls.find((call) => call.key.startsWith('PUT'))?.body).toEqual({ ...rest, status: 'cancelled' });
    expect(within(screen.getByRole('list', { name: 'Meetings' })).getAllByRole('listitem')[0]).toHaveTextContent('Cancelled');
  });

  it("shows the server's refusal of an edit", async () => {
    await openConsole({
      'PUT /api/officer/meetings/board-2026-10': () => jsonResponse({ error: meetingMessages.unknownMeeting }, 404),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit October board meeting' }));
    const form = screen.getByRole('form', { name: 'Edit meeting' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save Meeting' }));
    await settle();
    expect(within(form).getByRole('alert')).toHaveTextContent(
      `Could not save the meeting: ${meetingMessages.unknownMeeting.replace(/\.$/, '')}.`,
    );
  });

  it('deletes a meeting only after confirmation', async () => {
    const calls = await openConsole({ 'DELETE /api/officer/meetings/board-2026-10': () => jsonResponse({ deleted: board.id }) });
    await userEvent.click(screen.getByRole('button', { name: 'Delete October board meeting' }));
    expect(calls.some((call) => call.key.startsWith('DELETE'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Keep It' }));
    expect(screen.getByRole('heading', { name: 'October board meeting' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Delete October board meeting' }));
    expect(screen.getByRole('button', { name: 'Yes, Delete' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    await settle();
    expect(calls.filter((call) => call.key.startsWith('DELETE'))).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'October board meeting' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('October board meeting deleted');
  });
});

describe('minutes uploaded as a PDF', () => {
  const uploadId = '3f0b8f1e-7c1a-4c39-9d55-0b7f6a3e2d11';
  const form = { uploadId, url: 'http://uploads.test/bucket', fields: { key: `uploads/${uploadId}` } };
  const minutesPdf = () => new File(['%PDF-1.7 minutes of the board'], 'october-minutes.pdf', { type: 'application/pdf' });

  async function chooseFile(file: File) {
    const user = userEvent.setup({ applyAccept: false });
    await user.click(screen.getByRole('button', { name: 'Edit October board meeting' }));
    const edit = screen.getByRole('form', { name: 'Edit meeting' });
    await user.click(within(edit).getByRole('radio', { name: 'Upload a PDF' }));
    await user.upload(within(edit).getByLabelText('Minutes PDF'), file);
    return { user, edit };
  }

  it('asks for one pdf form, posts the file with a progress bar, then saves the meeting with the upload id', async () => {
    let finishUpload: () => void = () => {};
    vi.mocked(postUpload).mockImplementation(async (_form, _file, onProgress) => {
      onProgress(0.4);
      await new Promise<void>((resolve) => {
        finishUpload = resolve;
      });
      onProgress(1);
    });
    const calls = await openConsole({
      'POST /api/officer/uploads': () => jsonResponse({ uploads: [form] }, 201),
      'PUT /api/officer/meetings/board-2026-10': ({ body }) =>
        jsonResponse({ ...(body as object), id: board.id, notes: `/media/minutes/${board.id}-0123456789abcdef01234567.pdf` }),
    });
    const file = minutesPdf();
    const { user, edit } = await chooseFile(file);
    await user.click(within(edit).getByRole('button', { name: 'Save Meeting' }));
    await settle();

    expect(calls.find((call) => call.key === 'POST /api/officer/uploads')?.body).toEqual({
      files: [{ kind: 'pdf', contentType: 'application/pdf', bytes: file.size }],
    });
    expect(vi.mocked(postUpload).mock.calls[0]?.slice(0, 2)).toEqual([form, file]);
    expect(within(edit).getByRole('progressbar', { name: 'Uploading october-minutes.pdf' })).toHaveValue(40);
    expect(within(edit).getByRole('button', { name: /Uploading/ })).toBeDisabled();
    expect(calls.some((call) => call.key.startsWith('PUT'))).toBe(false);

    await act(async () => finishUpload());
    await settle();
    const { id: _id, ...rest } = board;
    expect(calls.find((call) => call.key.startsWith('PUT'))?.body).toEqual({ ...rest, notes: null, minutesUploadId: uploadId });
    const item = within(screen.getByRole('list', { name: 'Meetings' })).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(item).getByRole('link', { name: 'Minutes of October board meeting' })).toHaveAttribute(
      'href',
      `/media/minutes/${board.id}-0123456789abcdef01234567.pdf`,
    );
  });

  it('refuses a file that is not a PDF in the browser with the upload rule, sending nothing', async () => {
    const calls = await openConsole();
    const { user, edit } = await chooseFile(new File(['<svg/>'], 'minutes.svg', { type: 'image/svg+xml' }));
    const input = within(edit).getByLabelText('Minutes PDF');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(`The file must be ${uploadKinds.pdf.label}.`));
    await user.click(within(edit).getByRole('button', { name: 'Save Meeting' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(within(edit).getByRole('alert')).toHaveTextContent('nothing was saved');
    expect(calls.filter((call) => call.key !== 'GET /public/api/meetings')).toEqual([]);
    expect(postUpload).not.toHaveBeenCalled();
  });

  it('asks for the file when Upload a PDF is chosen without one', async () => {
    const calls = await openConsole();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit October board meeting' }));
    const edit = screen.getByRole('form', { name: 'Edit meeting' });
    await user.click(within(edit).getByRole('radio', { name: 'Upload a PDF' }));
    await user.click(within(edit).getByRole('button', { name: 'Save Meeting' }));
    expect(within(edit).getByLabelText('Minutes PDF')).toHaveAccessibleDescription(expect.stringContaining('Choose the PDF'));
    expect(calls.filter((call) => call.key !== 'GET /public/api/meetings')).toEqual([]);
  });

  it('says the upload failed and saves nothing when the file storage refuses it', async () => {
    vi.mocked(postUpload).mockRejectedValue(new Error('The file storage refused the upload (403).'));
    const calls = await openConsole({ 'POST /api/officer/uploads': () => jsonResponse({ uploads: [form] }, 201) });
    const { user, edit } = await chooseFile(minutesPdf());
    await user.click(within(edit).getByRole('button', { name: 'Save Meeting' }));
    await settle();
    expect(within(edit).getByRole('alert')).toHaveTextContent(
      'Could not upload the minutes: The file storage refused the upload (403). Nothing was saved.',
    );
    expect(calls.some((call) => call.key.startsWith('PUT'))).toBe(false);
  });

  it("shows the server's refusal of the uploaded file", async () => {
    vi.mocked(postUpload).mockResolvedValue();
    await openConsole({
      'POST /api/officer/uploads': () => jsonResponse({ uploads: [form] }, 201),
      'PUT /api/officer/meetings/board-2026-10': () => jsonResponse({ error: `The file must be ${uploadKinds.pdf.label}.` }, 415),
    });
    const { user, edit } = await chooseFile(minutesPdf());
    await user.click(within(edit).getByRole('button', { name: 'Save Meeting' }));
    await settle();
    expect(within(edit).getByRole('alert')).toHaveTextContent(`Could not save the meeting: The file must be ${uploadKinds.pdf.label}.`);
    expect(within(edit).queryByRole('progressbar')).toBeNull();
  });
});
