import type { ReactNode } from 'react';
import { RichTextEditor } from './rich-text-editor';

interface RichTextFieldProps {
  /** The id of the field's label; its hint and error take it as their prefix. */
  readonly id: string;
  /** The form field it edits (console-form.tsx focuses it on an error). */
  readonly field: string;
  readonly label: string;
  /** What the field keeps, read with the editor. */
  readonly hint: ReactNode;
  readonly error?: string;
  readonly initialHtml: string;
  readonly onChange: (html: string) => void;
}

/** A labelled rich-text field of an officer's form: the editor with its hint and error, as the other fields lay theirs out. */
export function RichTextField({ id, field, label, hint, error, initialHtml, onChange }: RichTextFieldProps) {
  return (
    <div className="form-field form-grid__wide">
      <span className="post-form__label" id={id}>
        {label}
      </span>
      <RichTextEditor
        labelId={id}
        field={field}
        describedBy={`${id}-hint${error ? ` ${id}-error` : ''}`}
        initialHtml={initialHtml}
        invalid={Boolean(error)}
        onChange={onChange}
      />
      <p id={`${id}-hint`} className="form-hint">
        {hint}
      </p>
      {error ? (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
