// One file's upload: its name, a progress bar screen readers announce, and what went wrong.

import './uploads.css';

export interface UploadProgressProps {
  readonly label: string;
  /** 0 to 1. */
  readonly value: number;
  readonly error?: string | null;
}

export function UploadProgress({ label, value, error }: UploadProgressProps) {
  const percent = Math.round(value * 100);
  return (
    <div className="upload-progress">
      <span className="upload-progress-label">{label}</span>
      <progress max={100} value={percent} aria-label={`Uploading ${label}`}>
        {percent}%
      </progress>
      <span className="upload-progress-value" aria-hidden="true">
        {error ? 'Failed' : `${percent}%`}
      </span>
      {error ? (
        <span className="upload-progress-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
