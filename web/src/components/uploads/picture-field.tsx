// A picture in a form: an officer's photo or a sponsor's logo in its console form, or a member's
// photo of themselves on /account. The picture it has (or the file just chosen, previewed before
// anything is sent), a file input that takes PNG, JPEG or WebP only (the server's own rule for the
// upload's kind, checked again on its side by the file's bytes), and Remove. The file is uploaded
// when the form is saved (usePictureChoice), and the save sends the upload's id.

import { type RefObject, useEffect, useRef, useState } from 'react';
import type { Picture } from '../../../../common/club/club-officers';
import { failureText } from '../../lib/failure-text';
import { formatMegabytes, uploadKinds } from '../../../../common/uploads';
import { TextField } from '../forms/field';
import { fileProblem } from './upload-files';
import { UploadProgress } from './upload-progress';
import './uploads.css';

/** The upload kinds a picture may be: an officer's image, or a member's smaller portrait. */
export type PictureKind = 'image' | 'portrait';

export interface PictureChoice {
  readonly file?: File;
  readonly remove: boolean;
  readonly error?: string;
  readonly progress?: number;
}

/** The form's picture: what was chosen, its problem, and the upload run when the form is saved. */
export function usePictureChoice(
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<string>,
  kind: PictureKind = 'image',
) {
  const [choice, setChoice] = useState<PictureChoice>({ remove: false });
  const inputRef = useRef<HTMLInputElement>(null);
  return {
    choice,
    inputRef,
    choose(file: File | undefined) {
      setChoice({ file, remove: false, error: file ? (fileProblem(kind, file) ?? undefined) : undefined });
    },
    setRemove(remove: boolean) {
      setChoice((current) => ({ ...current, remove }));
    },
    /** The chosen file's problem (focused), or undefined when it may be sent. */
    problem(): string | undefined {
      const problem = choice.file ? (fileProblem(kind, choice.file) ?? undefined) : undefined;
      if (problem) {
        setChoice((current) => ({ ...current, error: problem }));
        inputRef.current?.focus();
      }
      return problem;
    },
    /** Uploads the chosen file, if any; answers its upload id. */
    async send(): Promise<string | undefined> {
      const { file } = choice;
      if (!file) return undefined;
      setChoice((current) => ({ ...current, progress: 0 }));
      try {
        return await upload(file, (progress) => setChoice((current) => ({ ...current, progress })));
      } catch (error) {
        setChoice((current) => ({ ...current, progress: undefined }));
        throw error;
      }
    },
    uploading: choice.progress !== undefined && choice.progress < 1,
    /** Whether the save takes the picture away: Remove ticked and no new file chosen (a new file replaces it instead). */
    removing: choice.remove && !choice.file,
    kind,
  };
}

/**
 * A form's save that may carry a new picture, for its `send`: the chosen file uploaded first, then
 * the record saved naming the upload; a failure says which step failed, and that nothing was saved
 * when it was the upload.
 */
export function savingWithPicture<T>(
  picture: ReturnType<typeof usePictureChoice>,
  save: (uploadId: string | undefined) => Promise<T>,
  what: { readonly record: string; readonly picture: string },
): [action: () => Promise<T>, failure: (error: unknown) => string] {
  let uploaded = !picture.choice.file;
  return [
    async () => {
      const uploadId = await picture.send();
      uploaded = true;
      return save(uploadId);
    },
    (error) =>
      uploaded ? failureText(`save ${what.record}`, error) : `${failureText(`upload ${what.picture}`, error)} Nothing was saved.`,
  ];
}

interface PictureFieldProps {
  readonly id: string;
  /** "Photo", "Logo". */
  readonly label: string;
  /** The preview's alternative text. */
  readonly alt: string;
  readonly current: Picture | null;
  /** The upload kind whose types and size the input takes (usePictureChoice's). */
  readonly kind?: PictureKind;
  /** When the file is uploaded, for the hint. */
  readonly when?: string;
  readonly choice: PictureChoice;
  readonly inputRef: RefObject<HTMLInputElement | null>;
  readonly onChoose: (file: File | undefined) => void;
  readonly onRemove: (remove: boolean) => void;
}

export function PictureField({
  id,
  label,
  alt,
  current,
  kind = 'image',
  when = 'It is uploaded when you save.',
  choice,
  inputRef,
  onChoose,
  onRemove,
}: PictureFieldProps) {
  const rules = uploadKinds[kind];
  const [preview, setPreview] = useState<string>();
  useEffect(() => {
    if (!choice.file) {
      setPreview(undefined);
      return;
    }
    const url = URL.createObjectURL(choice.file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [choice.file]);

  const shown = preview ?? (choice.remove ? undefined : current?.url);
  return (
    <fieldset className="form-grid__wide picture-field">
      <legend>{label}</legend>
      {shown ? (
        <img
          className="picture-field__preview"
          src={shown}
          alt={`${alt}${preview ? ' (new, not saved yet)' : ''}`}
          width={160}
          height={160}
        />
      ) : (
        <p className="picture-field__none">
          No {label.toLowerCase()}
          {current && choice.remove ? ' once saved' : ''}.
        </p>
      )}
      <TextField
        ref={inputRef}
        id={id}
        name={`${id}-file`}
        label={current ? `New ${label.toLowerCase()}` : `${label} file`}
        hint={`A PNG, JPEG or WebP image of at most ${formatMegabytes(rules.maxBytes)} (no SVG). ${when}`}
        error={choice.error}
        after={choice.file && choice.progress !== undefined ? <UploadProgress label={choice.file.name} value={choice.progress} /> : null}
        type="file"
        accept={rules.contentTypes.join(',')}
        onChange={(event) => onChoose(event.target.files?.[0])}
      />
      {current && !choice.file ? (
        <label className="picture-field__remove">
          <input type="checkbox" checked={choice.remove} onChange={(event) => onRemove(event.target.checked)} /> Remove the{' '}
          {label.toLowerCase()}
        </label>
      ) : null}
    </fieldset>
  );
}
