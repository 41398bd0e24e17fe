import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { PRODUCT_GALLERY_MAX_IMAGES } from '../../../../../common/store/store';
import { uploadKinds, uploadProblem } from '../../../../../common/uploads';
import { postUpload, requestUploadForms } from '../../../components/uploads/upload-files';
import { TextField } from '../../../components/forms/field';
import { UploadProgress } from '../../../components/uploads/upload-progress';
import { failureText } from '../../../lib/failure-text';
import { type ImageEntry, moved, rowKey } from './product-form-values';

interface Uploading {
  readonly key: string;
  readonly fileName: string;
  readonly fraction: number;
}

interface ProductImagesFieldProps {
  readonly images: readonly ImageEntry[];
  readonly onChange: (update: (images: readonly ImageEntry[]) => readonly ImageEntry[]) => void;
  /** Told whether files are still uploading, so the form waits before saving. */
  readonly onBusy: (busy: boolean) => void;
  readonly disabled: boolean;
  readonly error?: string;
}

const accepted = uploadKinds.image.contentTypes.join(',');

/**
 * The product's pictures in gallery order: each can be moved or removed; new files are uploaded at
 * once (a progress bar each) and join the list by their upload id, which the product's save claims.
 */
export function ProductImagesField({ images, onChange, onBusy, disabled, error }: ProductImagesFieldProps) {
  const [uploading, setUploading] = useState<readonly Uploading[]>([]);
  const [problem, setProblem] = useState<string>();
  const inputId = useId();
  const previews = useRef(new Set<string>());
  const room = PRODUCT_GALLERY_MAX_IMAGES - images.length - uploading.length;

  useEffect(() => onBusy(uploading.length > 0), [uploading.length, onBusy]);
  useEffect(() => {
    const made = previews.current;
    return () => {
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, []);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    const refused = files
      .map((file) => ({ file, why: uploadProblem('image', file.type, file.size) }))
      .filter((entry) => entry.why !== null)
      .map((entry) => `${entry.file.name}: ${entry.why}`);
    const fitting = files.filter((file) => uploadProblem('image', file.type, file.size) === null);
    const taken = fitting.slice(0, Math.max(room, 0));
    const left = fitting.length - taken.length;
    setProblem(
      [...refused, left > 0 ? `A product has at most ${PRODUCT_GALLERY_MAX_IMAGES} pictures; ${left} not added.` : '']
        .filter(Boolean)
        .join(' ') || undefined,
    );
    if (taken.length === 0) return;
    const rows = taken.map((file) => ({ key: rowKey(), fileName: file.name, fraction: 0 }));
    setUploading((current) => [...current, ...rows]);
    const progress = (key: string, fraction: number) =>
      setUploading((current) => current.map((row) => (row.key === key ? { ...row, fraction } : row)));
    const done = (key: string) => setUploading((current) => current.filter((row) => row.key !== key));
    try {
      const forms = await requestUploadForms(taken.map((file) => ({ kind: 'image' as const, file })));
      await Promise.all(
        taken.map(async (file, index) => {
          const row = rows[index];
          const form = forms[index];
          if (!row || !form) return;
          try {
            await postUpload(form, file, (fraction) => progress(row.key, fraction));
            const preview = URL.createObjectURL(file);
            previews.current.add(preview);
            onChange((current) => [...current, { key: row.key, uploadId: form.uploadId, preview, fileName: file.name, mockupType: '' }]);
          } catch (failure) {
            setProblem((before) => [before, `${file.name}: ${failureText('upload it', failure)}`].filter(Boolean).join(' '));
          } finally {
            done(row.key);
          }
        }),
      );
    } catch (failure) {
      for (const row of rows) done(row.key);
      setProblem(failureText('start the upload', failure));
    }
  }

  const remove = (key: string) => onChange((current) => current.filter((image) => image.key !== key));
  const move = (index: number, by: -1 | 1) => onChange((current) => moved(current, index, by));
  const setView = (key: string, mockupType: string) =>
    onChange((current) => current.map((image) => (image.key === key ? { ...image, mockupType } : image)));

  return (
    <fieldset className="store-images" aria-describedby={error ? `${inputId}-error` : undefined}>
      <legend>Pictures (gallery order, at most {PRODUCT_GALLERY_MAX_IMAGES})</legend>
      {images.length === 0 && uploading.length === 0 ? (
        <p className="officers-hint">No pictures yet: the store shows a default hat.</p>
      ) : null}
      <ol className="store-images__list">
        {images.map((image, index) => {
          const label = 'url' in image ? `Picture ${index + 1}` : `Picture ${index + 1} (${image.fileName}, new)`;
          return (
            <li key={image.key} className="store-images__item">
              <img src={'url' in image ? image.url : image.preview} alt={label} width={96} height={96} loading="lazy" />
              <div className="store-images__controls">
                <span>{label}</span>
                <label>
                  View{' '}
                  <input
                    type="text"
                    value={image.mockupType}
                    maxLength={50}
                    placeholder="front, back…"
                    onChange={(event) => setView(image.key, event.target.value)}
                    disabled={disabled}
                    aria-label={`${label} view`}
                  />
                </label>
                <div className="form-actions">
                  <button
                    type="button"
                    className="btn btn--outline btn--small"
                    onClick={() => move(index, -1)}
                    disabled={disabled || index === 0}
                    aria-label={`Move ${label} earlier`}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="btn btn--outline btn--small"
                    onClick={() => move(index, 1)}
                    disabled={disabled || index === images.length - 1}
                    aria-label={`Move ${label} later`}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="btn btn--outline btn--small"
                    onClick={() => remove(image.key)}
                    disabled={disabled}
                    aria-label={`Remove ${label}`}
                  >
                    Remove
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {uploading.map((row) => (
        <UploadProgress key={row.key} label={row.fileName} value={row.fraction} />
      ))}
      <TextField
        id={inputId}
        label="Add pictures (JPEG, PNG or WebP)"
        type="file"
        accept={accepted}
        multiple
        onChange={(event) => void upload(event)}
        disabled={disabled || room <= 0}
      />
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      {error ? (
        <span id={`${inputId}-error`} className="field-error">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
