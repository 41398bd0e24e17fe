import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { GalleryImage } from '../../../../../common/gallery/gallery';
import {
  galleryImagesCreateSchema,
  MAX_GALLERY_IMAGES_PER_SAVE,
  type NewGalleryImage,
  tagsFromText,
} from '../../../../../common/gallery/gallery-edits';
import { formatMegabytes, uploadKinds } from '../../../../../common/uploads';
import { TextAreaField, TextField } from '../../../components/forms/field';
import type { FormStatus } from '../../../components/forms/use-form-submission';
import { makeThumbnail } from '../../../components/uploads/make-thumbnail';
import { fileProblem } from '../../../components/uploads/upload-files';
import { UploadProgress } from '../../../components/uploads/upload-progress';
import { createGalleryImages, uploadGalleryFiles } from './gallery-writes';
import { failureText } from '../../../lib/failure-text';
import { ConsoleForm } from '../console/console-form';

type Field = 'title' | 'description' | 'tags';

interface Entry {
  readonly key: string;
  readonly file: File;
  readonly preview: string;
  readonly title: string;
  readonly description: string;
  readonly tags: string;
  readonly progress?: number;
  readonly error?: string;
  readonly errors: Partial<Record<Field, string>>;
}

let nextKey = 0;

// Stand in for the upload ids while the words are checked with the handler's schema: the real ids
// exist only after the upload, which waits until every field is right.
const pendingId = (index: number, kind: 0 | 1) => `00000000-0000-4000-8000-${String(2 * index + kind).padStart(12, '0')}`;

const accepted = uploadKinds.image.contentTypes.join(',');

/** Choosing images, their words, and one save that uploads them all and adds them. */
export function GalleryUploadForm({ onAdded }: { readonly onAdded: (images: readonly GalleryImage[]) => void }) {
  const [entries, setEntries] = useState<readonly Entry[]>([]);
  const [refused, setRefused] = useState<readonly string[]>([]);
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const inputId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const previews = useRef(new Set<string>());
  const submitting = status.state === 'submitting';

  useEffect(() => {
    const made = previews.current;
    return () => {
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, []);

  const forget = (entry: Entry) => {
    URL.revokeObjectURL(entry.preview);
    previews.current.delete(entry.preview);
  };

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const problems: string[] = [];
    const added: Entry[] = [];
    let room = MAX_GALLERY_IMAGES_PER_SAVE - entries.length;
    for (const file of files) {
      const problem = fileProblem('image', file);
      if (problem) {
        problems.push(`${file.name}: ${problem}`);
      } else if (room <= 0) {
        problems.push(`${file.name}: ${MAX_GALLERY_IMAGES_PER_SAVE} images at most can be added at once; save these first.`);
      } else {
        room -= 1;
        const preview = URL.createObjectURL(file);
        previews.current.add(preview);
        added.push({ key: `image-${nextKey++}`, file, preview, title: '', description: '', tags: '', errors: {} });
      }
    }
    setRefused(problems);
    setStatus({ state: 'idle' });
    setEntries((current) => [...current, ...added]);
  }

  const change = (key: string, update: Partial<Entry>) =>
    setEntries((current) => current.map((entry) => (entry.key === key ? { ...entry, ...update } : entry)));

  function remove(entry: Entry) {
    forget(entry);
    setEntries((current) => current.filter((other) => other.key !== entry.key));
  }

  const imagesOf = (list: readonly Entry[], ids: (index: number) => { image: string; thumbnail: string }): NewGalleryImage[] =>
    list.map((entry, index) => ({
      ...ids(index),
      fileName: entry.file.name,
      title: entry.title,
      description: entry.description,
      tags: tagsFromText(entry.tags),
    }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    if (entries.length === 0) {
      setStatus({ state: 'error', message: 'Choose at least one image to add.' });
      return;
    }
    const checked = galleryImagesCreateSchema.safeParse({
      images: imagesOf(entries, (index) => ({ image: pendingId(index, 0), thumbnail: pendingId(index, 1) })),
    });
    if (!checked.success) {
      const errors = entries.map((): Partial<Record<Field, string>> => ({}));
      for (const issue of checked.error.issues) {
        const [, index, field] = issue.path;
        const found = typeof index === 'number' ? errors[index] : undefined;
        if (found && (field === 'title' || field === 'description' || field === 'tags') && !found[field]) found[field] = issue.message;
      }
      setEntries((current) => current.map((entry, index) => ({ ...entry, errors: errors[index] ?? {} })));
      setStatus({ state: 'error', message: 'Please correct the highlighted fields; nothing was uploaded.' });
      const first = errors.findIndex((found) => Object.keys(found).length > 0);
      formRef.current?.querySelector<HTMLElement>(`[data-entry="${first}"] [aria-invalid="true"]`)?.focus();
      return;
    }
    const batch = entries;
    setEntries((current) => current.map((entry) => ({ ...entry, errors: {}, error: undefined, progress: 0 })));
    setStatus({ state: 'submitting' });

    const thumbnails: Blob[] = [];
    for (const entry of batch) {
      try {
        thumbnails.push((await makeThumbnail(entry.file)).blob);
      } catch (error) {
        const problem = failureText('read the image', error);
        setEntries((current) =>
          current.map((other) => ({ ...other, progress: undefined, error: other.key === entry.key ? problem : undefined })),
        );
        setStatus({
          state: 'error',
          message: `${entry.file.name} could not be read as an image; remove it or choose another. Nothing was saved.`,
        });
        return;
      }
    }

    let ids: { image: string; thumbnail: string }[];
    try {
      ids = await uploadGalleryFiles(
        batch.map((entry, index) => ({ file: entry.file, thumbnail: thumbnails[index] ?? entry.file })),
        (index, fraction) => {
          const entry = batch[index];
          if (entry) change(entry.key, { progress: fraction });
        },
      );
    } catch (error) {
      setEntries((current) => current.map((entry) => ({ ...entry, progress: undefined })));
      setStatus({ state: 'error', message: `${failureText('upload the images', error)} Nothing was saved.` });
      return;
    }

    try {
      const added = await createGalleryImages({ images: imagesOf(batch, (index) => ids[index] ?? { image: '', thumbnail: '' }) });
      for (const entry of batch) forget(entry);
      setEntries([]);
      setRefused([]);
      setStatus({
        state: 'success',
        message: `${added.length === 1 ? '1 image' : `${added.length} images`} added. The Gallery page shows them within a minute.`,
      });
      onAdded(added);
    } catch (error) {
      // The server kept none of the batch's files: the next save uploads them again.
      setEntries((current) => current.map((entry) => ({ ...entry, progress: undefined })));
      setStatus({ state: 'error', message: failureText('add the images', error) });
    }
  }

  const field = (entry: Entry, index: number, name: Field) => {
    const common = {
      id: `${inputId}-${entry.key}-${name}`,
      name,
      label: (
        <>
          {{ title: 'Title', description: 'Description', tags: 'Tags' }[name]} <span className="visually-hidden">of image {index + 1}</span>
        </>
      ),
      error: entry.errors[name],
      value: entry[name],
      disabled: submitting,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(entry.key, { [name]: event.target.value }),
    };
    if (name === 'description') return <TextAreaField {...common} className="form-field form-grid__wide" rows={2} />;
    return <TextField {...common} hint={name === 'tags' ? 'Separated by commas, like: match, lineout' : undefined} autoComplete="off" />;
  };

  return (
    <ConsoleForm
      form={{ formRef, status, submitting }}
      label="Add images"
      heading="Add images"
      onSubmit={submit}
      save={entries.length > 1 ? `Add ${entries.length} Images` : 'Add Image'}
      busy="Uploading…"
      waiting={entries.length === 0}
    >
      <TextField
        id={inputId}
        label="Choose images (JPEG, PNG or WebP)"
        hint={`Up to ${MAX_GALLERY_IMAGES_PER_SAVE} at once, each at most ${formatMegabytes(uploadKinds.image.maxBytes)}. A thumbnail for the gallery grid is made from each before it is uploaded.`}
        type="file"
        accept={accepted}
        multiple
        onChange={choose}
        disabled={submitting || entries.length >= MAX_GALLERY_IMAGES_PER_SAVE}
      />
      {refused.length > 0 ? (
        // The alert wraps the list: a role on the list itself would stop its items being a list.
        <div className="field-error gallery-console__refused" role="alert">
          <ul aria-label="Files not added">
            {refused.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {entries.length > 0 ? (
        <ol className="gallery-console__batch" aria-label="Images to add">
          {entries.map((entry, index) => (
            <li key={entry.key} className="gallery-console__entry" data-entry={index}>
              <img className="gallery-console__preview" src={entry.preview} alt="" width={96} height={72} />
              <div className="gallery-console__fields">
                <p className="gallery-console__name">
                  Image {index + 1}: {entry.file.name}
                </p>
                <div className="form-grid">
                  {field(entry, index, 'title')}
                  {field(entry, index, 'tags')}
                  {field(entry, index, 'description')}
                </div>
                {entry.progress !== undefined || entry.error ? (
                  <UploadProgress label={entry.file.name} value={entry.progress ?? 0} error={entry.error} />
                ) : null}
                <button
                  type="button"
                  className="btn btn--outline btn--small"
                  onClick={() => remove(entry)}
                  disabled={submitting}
                  aria-label={`Remove ${entry.file.name}`}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </ConsoleForm>
  );
}
