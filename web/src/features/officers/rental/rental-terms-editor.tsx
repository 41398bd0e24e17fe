import { type FormEvent, useId, useState } from 'react';
import { formatDateTime } from '../../../../../common/club-time';
import { RENTAL_TERMS_PAGE, type RentalTerms } from '../../../../../common/rental/rental-terms';
import { PostHtml } from '../../../components/news/post-html';
import { FormAlert } from '../../../components/forms/form-alert';
import type { FormStatus } from '../../../components/forms/use-form-submission';
import { failureText } from '../../../lib/failure-text';
import { publishRentalTerms } from './rental-model-writes';
import { sanitizePreviewHtml } from '../console/preview-html';
import { RichTextEditor } from '../console/rich-text-editor';
import { SaveButton } from '../console/save-button';
import '../news/news-editor.css';

/**
 * The hire terms: the current version, an editor to write the next (the posts' editor, with the same
 * rules on what is kept) and its preview, sanitized with DOMPurify as a post's preview is. Publishing
 * makes a new version; from then on the rental request form asks renters to accept it.
 */
export function RentalTermsEditor({ current }: { readonly current: RentalTerms | null }) {
  const [terms, setTerms] = useState(current);
  const [html, setHtml] = useState(current?.html ?? '');
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const [editorKey, setEditorKey] = useState(0);
  const labelId = useId();
  const submitting = status.state === 'submitting';

  async function publish(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    if (html.replace(/<[^>]*>/g, '').trim() === '') {
      setStatus({ state: 'error', message: 'Write the terms first; nothing was published.' });
      return;
    }
    setStatus({ state: 'submitting' });
    try {
      const published = await publishRentalTerms(html, terms?.version ?? 0);
      setTerms(published);
      setHtml(published.html);
      // The editor starts again from what was kept.
      setEditorKey((key) => key + 1);
      setStatus({
        state: 'success',
        message: `Version ${published.version} published. The terms page and the rental request form show it within a minute; requests from then on must accept it.`,
      });
    } catch (error) {
      setStatus({ state: 'error', message: failureText('publish the terms', error) });
    }
  }

  return (
    <form className="officers-form card rental-terms-editor" noValidate onSubmit={(event) => void publish(event)} aria-label="Hire terms">
      <div className="card__body">
        <h2>Hire terms</h2>
        <p className="officers-note">
          {terms
            ? `Version ${terms.version}, published ${formatDateTime(terms.publishedAt)}, shows at ${RENTAL_TERMS_PAGE}. Every version is kept: each request records the one its renter accepted.`
            : 'No terms are published yet: the rental request form asks for none until you publish them.'}
        </p>
        <div className="form-field">
          <span className="post-form__label" id={labelId}>
            Terms
          </span>
          <RichTextEditor
            key={editorKey}
            labelId={labelId}
            field="html"
            describedBy={`${labelId}-hint`}
            initialHtml={html}
            invalid={status.state === 'error'}
            onChange={setHtml}
          />
          <p id={`${labelId}-hint`} className="form-hint">
            Headings, bold, italic, lists and links are kept; anything else is removed when the terms are published.
          </p>
        </div>
        <section className="rental-terms-editor__preview" aria-label="Preview of the terms">
          <h3>Preview</h3>
          <PostHtml html={sanitizePreviewHtml(html)} />
        </section>
        <div className="form-actions">
          <SaveButton
            submitting={submitting}
            busy="Publishing…"
            idle={terms ? `Publish as Version ${terms.version + 1}` : 'Publish the Terms'}
          />
        </div>
        <FormAlert status={status} />
      </div>
    </form>
  );
}
