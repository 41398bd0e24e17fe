// One labelled form control with its hint and its error, for every form of the site: the label
// names the control, and the hint, the error and whatever else the form names (its alert) describe
// it, in that order. The control's other attributes pass through as they are.

import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useTypedBeforeTakeover } from './typed-before-takeover';
import './forms.css';

export interface FieldFrameProps {
  /** The control's id; its hint and error are `{id}-hint` and `{id}-error`. */
  readonly id: string;
  readonly label: ReactNode;
  /** A red * after the label (the form says, once, what it means), and `aria-required`. */
  readonly marked?: boolean;
  /** A line under the control that describes it. */
  readonly hint?: ReactNode;
  /** The field's own error, under the hint; the control is then marked invalid. */
  readonly error?: string;
  /** Marks the control invalid without an error of its own (one of `describedBy` says why). */
  readonly invalid?: boolean;
  /** More ids that describe the control, after its hint and error. */
  readonly describedBy?: string;
  /** The wrapper's class: `form-field`, with any of the form's own (`form-field form-grid__wide`). */
  readonly className?: string;
  readonly labelClassName?: string;
  /** More under the field, after its error (an upload's progress). */
  readonly after?: ReactNode;
}

type Native<Attributes> = Omit<Attributes, 'id' | 'aria-invalid' | 'aria-describedby' | 'className'> & {
  /** The control's own class (the wrapper's is `className`). */
  readonly controlClassName?: string;
};

/**
 * A field's props split into the frame's and the control's, the control's with its id, class and
 * aria attributes. A marked control is `aria-required` unless it is `required` itself, which says so.
 */
function split<Control extends { readonly controlClassName?: string; readonly required?: boolean }>(props: FieldFrameProps & Control) {
  const { id, label, marked, hint, error, invalid, describedBy, className, labelClassName, after, controlClassName, ...control } = props;
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : '', describedBy ?? ''].filter(Boolean).join(' ');
  const aria = {
    'aria-invalid': error || invalid ? true : undefined,
    'aria-describedby': ids || undefined,
    'aria-required': marked && !control.required ? true : undefined,
  } as const;
  const frame: FieldFrameProps = { id, label, marked, hint, error, className, labelClassName, after };
  return [frame, { ...control, id, className: controlClassName, ...aria }] as const;
}

function FieldFrame({ frame, children }: { readonly frame: FieldFrameProps; readonly children: ReactNode }) {
  const { id, label, marked, hint, error, className = 'form-field', labelClassName, after } = frame;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
        {marked ? (
          <span className="form-required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="form-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      ) : null}
      {after}
    </div>
  );
}

export type TextFieldProps = FieldFrameProps & Native<InputHTMLAttributes<HTMLInputElement>> & { readonly ref?: Ref<HTMLInputElement> };

/** A labelled input (text, email, number, date, file…; `type` defaults to text). */
export function TextField(props: TextFieldProps) {
  const [frame, input] = split(props);
  useTypedBeforeTakeover(input.id, input.type === 'file' ? undefined : input.value, input.onChange);
  return (
    <FieldFrame frame={frame}>
      <input type="text" {...input} />
    </FieldFrame>
  );
}

export type SelectFieldProps = FieldFrameProps &
  Native<SelectHTMLAttributes<HTMLSelectElement>> & { readonly ref?: Ref<HTMLSelectElement> };

/** A labelled select; its options are the children. */
export function SelectField(props: SelectFieldProps) {
  const [frame, select] = split(props);
  return (
    <FieldFrame frame={frame}>
      <select {...select} />
    </FieldFrame>
  );
}

export type TextAreaFieldProps = FieldFrameProps &
  Native<TextareaHTMLAttributes<HTMLTextAreaElement>> & { readonly ref?: Ref<HTMLTextAreaElement> };

/** A labelled textarea. */
export function TextAreaField(props: TextAreaFieldProps) {
  const [frame, textarea] = split(props);
  useTypedBeforeTakeover(textarea.id, textarea.value, textarea.onChange);
  return (
    <FieldFrame frame={frame}>
      <textarea {...textarea} />
    </FieldFrame>
  );
}

/** What the red * means, said once before a form's fields (the form points at it with aria-describedby). */
export function RequiredNote({ id }: { readonly id: string }) {
  return (
    <p id={id} className="form-hint">
      Fields marked * are required.
    </p>
  );
}
