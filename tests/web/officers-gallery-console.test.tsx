import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalleryImage } from '../../common/gallery/gallery';
import { GALLERY_LIMITS } from '../../common/gallery/gallery-edits';
import { uploadKinds } from '../../common/uploads';
import { makeThumbnail } from '../../web/src/components/uploads/make-thumbnail';
import { postUpload } from '../../web/src/components/uploads/upload-files';
import OfficersGalleryPage from '../../web/src/features/officers/gallery/officers-gallery-page';
import OfficersHomePage from '../../web/src/features/officers/console/officers-home-page';
import { type Answer, renderPages, resetAuth, settle, signInOfficer, stubApi } from './support/officer-console';
import { jsonResponse } from './support/stub-fetch';

// The boundaries: everything Amplify does sits behind loadAuthClient, the file's trip to the uploads
// bucket (an XMLHttpRequest jsdom cannot make) behind postUpload, and the canvas jsdom lacks behind
// makeThumbnail.
vi.mock('../../web/src/lib/auth/auth-client', () => ({ loadAuthClient: vi.fn() }));
vi.mock('../../web/src/components/uploads/upload-files', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../web/src/components/uploads/upload-files')>()),
  postUpload: vi.fn(),
}));
vi.mock('../../web/src/components/uploads/make-thumbnail', () => ({ makeThumbnail: vi.fn() }));

const renderAt = (path: string) => renderPages(path, { '/officers': <OfficersHomePage />, '/officers/gallery': <OfficersGalleryPage /> });

const attack = '<img src=x onerror="window.__galleryXss = 1">';

function image(id: string, title: string | null, extra: Partial<GalleryImage> = {}): GalleryImage {
  return {
    id,
    s3Url: `/media/gallery/${id}.jpg`,
    title,
    fileName: `${id}.jpg`,
    description: null,
    tags: [],
    createdAt: Date.UTC(2026, 9, 3, 18),
    width: 1600,
    height: 1000,
    thumbnail: { url: `/media/gallery/${id}-thumb.webp`, width: 480, height: 300 },
    ...extra,
  };
}

const lineout = image('lineout', 'Lineout at Lemont', { tags: ['match', 'lineout'], description: 'Second half.' });
const hostile = image('hostile', attack, { description: attack });

const uploadId = (n: number) => `00000000-0000-4000-8000-${String(100 + n).padStart(12, '0')}`;

async function openConsole(answers: Record<string, Answer> = {}) {
  signInOfficer();
  const calls = stubApi({
    'GET /public/api/gallery': () =>
      jsonResponse({ images: [lineout, hostile], pagination: { total: 2, limit: 24, offset: 0, hasMore: false } }),
    'POST /api/officer/uploads': ({ body }) =>
      jsonResponse(
        {
          uploads: (body as { files: unknown[] }).files.map((_, n) => ({ uploadId: uploadId(n), url: 'http://uploads.test/', fields: {} })),
        },
        201,
      ),
    ...answers,
  });
  renderAt('/officers/gallery');
  await screen.findByRole('heading', { name: 'Lineout at Lemont' }, { timeout: 3000 });
  return calls;
}

const png = (name: string, size = 2_000) => new File([new Uint8Array(size)], name, { type: 'image/png' });

beforeEach(() => {
  resetAuth();
  vi.mocked(postUpload).mockReset();
  vi.mocked(postUpload).mockImplementation(async (_form, _file, onProgress) => {
    onProgress(0.5);
    onProgress(1);
  });
  vi.mocked(makeThumbnail).mockReset();
  vi.mocked(makeThumbnail).mockResolvedValue({ blob: new Blob([new Uint8Array(300)], { type: 'image/webp' }), width: 480, height: 300 });
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe("the officers' gallery console", () => {
  it('is on the console home page and in its menu', async () => {
    signInOfficer();
    renderAt('/officers');
    const nav = await screen.findByRole('navigation', { name: "Officers' console" }, { timeout: 3000 });
    expect(within(nav).getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/officers/gallery');
  });

  it('lists the images with their words, a title that looks like HTML shown as text', async () => {
    await openConsole();
    const list = screen.getByRole('list', { name: 'Gallery images' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Second half.');
    expect(first).toHaveTextContent('Tags: match, lineout');
    expect(within(second as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent(attack);
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('refuses an SVG and a file over 10 MB before anything is uploaded, saying why', async () => {
    const calls = await openConsole();
    const form = screen.getByRole('form', { name: 'Add images' });
    const big = png('huge.png', uploadKinds.image.maxBytes + 1);
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    await userEvent.upload(within(form).getByLabelText('Choose images (JPEG, PNG or WebP)'), [svg, big], { applyAccept: false });

    const refused = within(form).getByRole('alert');
    expect(refused).toHaveTextContent(`logo.svg: The file must be ${uploadKinds.image.label}.`);
    expect(refused).toHaveTextContent('huge.png: The file is 10 MB; at most 10 MB is accepted.');
    expect(within(form).queryByRole('list', { name: 'Images to add' })).toBeNull();
    expect(within(form).getByRole('button', { name: 'Add Image' })).toBeDisabled();
    expect(calls.some((call) => call.key === 'POST /api/officer/uploads')).toBe(false);
  });

  it('uploads two images with their thumbnails through one forms request, each with its progress, then adds them', async () => {
    const calls = await openConsole({
      'POST /api/officer/gallery/images': () =>
        jsonResponse({ images: [image('new-1', 'Kick-off'), image('new-2', null, { fileName: 'scrum.png' })] }, 201),
    });
    const form = screen.getByRole('form', { name: 'Add images' });
    await userEvent.upload(within(form).getByLabelText('Choose images (JPEG, PNG or WebP)'), [png('kickoff.png'), png('scrum.png', 3_000)]);
    await userEvent.type(within(form).getByLabelText('Title of image 1'), 'Kick-off');
    await userEvent.type(within(form).getByLabelText('Tags of image 1'), 'match, Match, kick-off, ');
    await userEvent.click(within(form).getByRole('button', { name: 'Add 2 Images' }));
    await settle();

    const forms = calls.filter((call) => call.key === 'POST /api/officer/uploads');
    expect(forms).toHaveLength(1);
    expect(forms[0]?.body).toEqual({
      files: [
        { kind: 'image', contentType: 'image/png', bytes: 2_000 },
        { kind: 'thumbnail', contentType: 'image/webp', bytes: 300 },
        { kind: 'image', contentType: 'image/png', bytes: 3_000 },
        { kind: 'thumbnail', contentType: 'image/webp', bytes: 300 },
      ],
    });
    expect(vi.mocked(makeThumbnail)).toHaveBeenCalledTimes(2);
    expect(vi.mocked(postUpload)).toHaveBeenCalledTimes(4);
    const save = calls.find((call) => call.key === 'POST /api/officer/gallery/images');
    expect(save?.authorization).toBe('Bearer officer-access-token');
    expect(save?.body).toEqual({
      images: [
        {
          image: uploadId(0),
          thumbnail: uploadId(1),
          fileName: 'kickoff.png',
          title: 'Kick-off',
          description: '',
          tags: ['match', 'kick-off'],
        },
        { image: uploadId(2), thumbnail: uploadId(3), fileName: 'scrum.png', title: '', description: '', tags: [] },
      ],
    });
    const titles = within(screen.getByRole('list', { name: 'Gallery images' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles.slice(0, 3)).toEqual(['Kick-off', 'scrum.png', 'Lineout at Lemont']);
    expect(within(form).getByRole('status')).toHaveTextContent('2 images added. The Gallery page shows them within a minute.');
    expect(within(form).queryByRole('list', { name: 'Images to add' })).toBeNull();
  });

  it('shows each file’s progress while it uploads', async () => {
    let finish: () => void = () => {};
    vi.mocked(postUpload).mockImplementation(
      (_form, _file, onProgress) =>
        new Promise<void>((resolve) => {
          onProgress(0.5);
          finish = resolve;
        }),
    );
    await openConsole();
    const form = screen.getByRole('form', { name: 'Add images' });
    await userEvent.upload(within(form).getByLabelText('Choose images (JPEG, PNG or WebP)'), [png('kickoff.png')]);
    await userEvent.click(within(form).getByRole('button', { name: 'Add Image' }));
    await settle();

    expect(within(form).getByRole('progressbar', { name: 'Uploading kickoff.png' })).toHaveAttribute('value', '50');
    expect(within(form).getByRole('button', { name: /Uploading/ })).toBeDisabled();
    finish();
  });

  it('checks the words with the shared schema before uploading: an over-long title is refused and nothing is sent', async () => {
    const calls = await openConsole();
    const form = screen.getByRole('form', { name: 'Add images' });
    await userEvent.upload(within(form).getByLabelText('Choose images (JPEG, PNG or WebP)'), [png('kickoff.png')]);
    const title = within(form).getByLabelText('Title of image 1');
    await userEvent.click(title);
    await userEvent.paste('x'.repeat(GALLERY_LIMITS.title + 1));
    await userEvent.click(within(form).getByRole('button', { name: 'Add Image' }));

    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(`Title must be at most ${GALLERY_LIMITS.title} characters.`);
    expect(within(form).getByRole('alert')).toHaveTextContent('nothing was uploaded');
    expect(calls.some((call) => call.key === 'POST /api/officer/uploads')).toBe(false);
  });

  it('says what the server refused and keeps the chosen files for another try', async () => {
    await openConsole({
      'POST /api/officer/gallery/images': () =>
        jsonResponse({ error: 'Image 1 (kickoff.png): The file must be a JPEG, PNG or WebP image. No image was added.' }, 415),
    });
    const form = screen.getByRole('form', { name: 'Add images' });
    await userEvent.upload(within(form).getByLabelText('Choose images (JPEG, PNG or WebP)'), [png('kickoff.png')]);
    await userEvent.click(within(form).getByRole('button', { name: 'Add Image' }));
    await settle();

    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Could not add the images: Image 1 (kickoff.png): The file must be a JPEG, PNG or WebP image. No image was added.',
    );
    expect(within(form).getByRole('list', { name: 'Images to add' })).toHaveTextContent('kickoff.png');
    expect(within(screen.getByRole('list', { name: 'Gallery images' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('edits an image’s title, description and tags with PUT', async () => {
    const calls = await openConsole({
      'PUT /api/officer/gallery/images/lineout': ({ body }) => jsonResponse({ ...lineout, ...(body as object) }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Lineout at Lemont' }));
    const form = screen.getByRole('form', { name: 'Edit Lineout at Lemont' });
    const title = within(form).getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Lineout, second half');
    const tags = within(form).getByLabelText('Tags');
    await userEvent.clear(tags);
    await userEvent.type(tags, 'lineout, away');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Image' }));
    await settle();

    const put = calls.find((call) => call.key === 'PUT /api/officer/gallery/images/lineout');
    expect(put?.body).toEqual({ title: 'Lineout, second half', description: 'Second half.', tags: ['lineout', 'away'] });
    expect(screen.getByRole('heading', { level: 3, name: 'Lineout, second half' })).toBeVisible();
    expect(screen.queryByRole('form', { name: /^Edit / })).toBeNull();
  });

  it('deletes an image only after the confirmation', async () => {
    const calls = await openConsole({ 'DELETE /api/officer/gallery/images/lineout': () => jsonResponse({ deleted: 'lineout' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Lineout at Lemont' }));
    const confirm = screen.getByRole('group', { name: 'Confirm deleting Lineout at Lemont' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep It' }));
    expect(calls.some((call) => call.key.startsWith('DELETE'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Lineout at Lemont' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    await settle();

    expect(calls.filter((call) => call.key === 'DELETE /api/officer/gallery/images/lineout')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Lineout at Lemont' })).toBeNull();
    expect(screen.getByText('1 image, newest first; showing 1.', { exact: false })).toBeVisible();
  });
});
