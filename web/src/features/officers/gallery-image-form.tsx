import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { GalleryImage } from '../../../../common/gallery';
import { type GalleryImageDetails, galleryImageDetailsSchema, tagsFromText } from '../../../../common/gallery-edits';
import { FormAlert } from '../../components/forms/form-alert';
import '../../components/forms/form-grid.css';
import type { FormStatus } from '../../components/forms/use-form-submission';
import { displayTitle } from '../../lib/gallery-image-text';
import { fieldErrors } from './field-errors';
import { failureText } from './failure-text';
import { SaveButton } from './save-button';

type Field = 'title' | 'description' | 'tags';
const fields: readonly Field[] = ['title', 'tags', 'description'];
const labels: Record<Field, string> = { title: 'Title', description: 'Description', tags: 'Tags' };

interface GalleryImageFormProps {
  readonly image: GalleryImage;
  readonly save: (details: GalleryImageDetails) => Promise<GalleryImage>;
  readonly onSaved: (image: GalleryImage) => void;
  readonly onCancel: () => void;
}

/** An image's title, description and tags, checked with the handler's own schema, then sent. */
export function GalleryImageForm({ image, save, onSaved, onCancel }: GalleryImageFormProps) {
  const [text, setText] = useState<Record<Field, string>>({
    title: image.title ?? '',
    description: image.description ?? '',
    tags: image.tags.join(', '),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const formRef = useRef<HTMLFormElement>(null);
  const prefix = useId();
  const submitting = status.state === 'submitting';

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const checked = galleryImageDetailsSchema.safeParse({ ...text, tags: tagsFromText(text.tags) });
    if (!checked.success) {
      const found = fieldErrors(checked.error.issues, (path) =>
        (fields as readonly PropertyKey[]).includes(path[0] ?? '') ? (path[0] as Field) : undefined,
      );
      setErrors(found);
      setStatus({ state: 'error', message: 'Please correct the highlighted fields; nothing was saved.' });
      const first = fields.find((field) => found[field]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setStatus({ state: 'submitting' });
    try {
      onSaved(await save(checked.data));
    } catch (error) {
      setStatus({ state: 'error', message: failureText('save the image', error) });
    }
  }

  return (
    <form ref={formRef} className="officers-form card" noValidate onSubmit={submit} aria-label={`Edit ${displayTitle(image)}`}>
      <div className="card__body">
        <h3>Edit image</h3>
        <div className="form-grid">
          {fields.map((name) => {
            const id = `${prefix}-${name}`;
            const error = errors[name];
            const common = {
              id,
              name,
              value: text[name],
              'aria-invalid': error ? true : undefined,
              'aria-describedby': error ? `${id}-error` : undefined,
              onChange: (event: { target: { value: string } }) => setText((current) => ({ ...current, [name]: event.target.value })),
            } as const;
            return (
              <div key={name} className={name === 'description' ? 'form-field form-grid__wide' : 'form-field'}>
                <label htmlFor={id}>{labels[name]}</label>
                {name === 'description' ? <textarea {...common} rows={3} /> : <input {...common} type="text" autoComplete="off" />}
                {error ? (
                  <span id={`${id}-error`} className="field-error">
                    {error}
                  </span>
                ) : null}
              </div>
            );
          })}
        </div>
        <p className="officers-hint">Tags are separated by commas. An empty title shows the file name instead.</p>
        <div className="form-actions">
          <SaveButton submitting={submitting} idle="Save Image" />
          <button type="button" className="btn btn--outline" onClick={onCancel} disabled={submitting}>
            Cancel
          </button>
        </div>
        <FormAlert status={status} />
      </div>
    </form>
  );
}
