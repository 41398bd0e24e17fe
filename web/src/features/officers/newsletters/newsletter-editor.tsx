// Writing or editing a draft newsletter: its subject, the interests whose subscribers get it, and
// its text in the post editor (TipTap), checked with the handlers' own schema before it is sent. The
// server sanitizes the HTML with the posts' sanitizer on save.

import { type FormEvent, useEffect, useState } from 'react';
import { newsletterInterestLabels, newsletterInterests, type NewsletterInterest } from '../../../../../common/newsletter/newsletter';
import { newsletterFormSchema, type OfficerNewsletter } from '../../../../../common/newsletter/newsletter-edits';
import { TextField } from '../../../components/forms/field';
import { ConsoleForm, useConsoleForm } from '../console/console-form';
import { RichTextField } from '../console/rich-text-field';
import { createNewsletter, fetchNewsletter, updateNewsletter } from './newsletters-writes';

type Field = 'subject' | 'audience' | 'content';
const fields: readonly Field[] = ['subject', 'audience', 'content'];

interface NewsletterText {
  readonly subject: string;
  readonly audience: NewsletterInterest[];
  readonly content: string;
}

interface NewsletterEditorProps {
  /** Absent: a new newsletter. */
  readonly newsletterId?: string;
  readonly onSaved: (newsletter: OfficerNewsletter) => void;
  readonly onCancel: () => void;
}

function Editor({
  newsletter,
  onSaved,
  onCancel,
}: { readonly newsletter?: OfficerNewsletter } & Omit<NewsletterEditorProps, 'newsletterId'>) {
  const form = useConsoleForm<NewsletterText, OfficerNewsletter>({
    initial: () => ({
      subject: newsletter?.subject ?? '',
      audience: [...(newsletter?.audience ?? [])],
      content: newsletter?.content ?? '',
    }),
    fields,
    action: 'save the newsletter',
    onSaved,
  });
  const { text, setText, update, bind, idOf, errors, submitting, refuse, send } = form;
  const title = newsletter ? `Edit newsletter: ${newsletter.subject}` : 'New newsletter';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const checked = newsletterFormSchema.safeParse(text);
    if (!checked.success) refuse(checked.error.issues);
    else await send(() => (newsletter ? updateNewsletter(newsletter.id, checked.data) : createNewsletter(checked.data)));
  }

  const contentId = idOf('content');
  const audienceId = idOf('audience');
  return (
    <ConsoleForm
      form={form}
      label={title}
      heading={title}
      className="newsletter-form"
      onSubmit={submit}
      save="Save Draft"
      onCancel={onCancel}
    >
      <div className="form-grid">
        <TextField {...bind('subject')} label="Subject" error={errors.subject} className="form-field form-grid__wide" autoComplete="off" />
        <fieldset
          className="form-field form-grid__wide newsletter-form__audience"
          data-field="audience"
          aria-describedby={errors.audience ? `${audienceId}-error` : undefined}
        >
          <legend className="post-form__label">Send to the subscribers for</legend>
          {newsletterInterests.map((interest) => (
            <label key={interest} className="newsletter-form__interest">
              <input
                type="checkbox"
                name="audience"
                value={interest}
                checked={text.audience.includes(interest)}
                onChange={(event) =>
                  setText((current) => ({
                    ...current,
                    audience: newsletterInterests.filter((candidate) =>
                      candidate === interest ? event.target.checked : current.audience.includes(candidate),
                    ),
                  }))
                }
              />
              {newsletterInterestLabels[interest]}
            </label>
          ))}
          {errors.audience ? (
            <span id={`${audienceId}-error`} className="field-error">
              {errors.audience}
            </span>
          ) : null}
        </fieldset>
        <RichTextField
          id={contentId}
          field="content"
          label="Newsletter"
          hint="Headings, bold, italic, lists and links are kept, as in a news post. Pictures from the club's own site go in the mail; pictures from elsewhere are left out of it."
          error={errors.content}
          initialHtml={text.content}
          onChange={(html) => update('content', html)}
        />
      </div>
    </ConsoleForm>
  );
}

/** A new draft, or an existing one loaded with its content first. */
export function NewsletterEditor({ newsletterId, onSaved, onCancel }: NewsletterEditorProps) {
  const [loaded, setLoaded] = useState<OfficerNewsletter | 'loading' | { readonly error: string }>('loading');
  useEffect(() => {
    if (!newsletterId) return;
    const controller = new AbortController();
    fetchNewsletter(newsletterId, controller.signal).then(setLoaded, (error: unknown) => {
      if (!controller.signal.aborted) setLoaded({ error: error instanceof Error ? error.message : String(error) });
    });
    return () => controller.abort();
  }, [newsletterId]);
  if (!newsletterId) return <Editor onSaved={onSaved} onCancel={onCancel} />;
  if (loaded === 'loading')
    return (
      <p className="officers-gate" role="status">
        Loading the newsletter…
      </p>
    );
  if ('error' in loaded)
    return (
      <p className="form-alert form-alert--error" role="alert">
        Could not load the newsletter: {loaded.error}
      </p>
    );
  return <Editor newsletter={loaded} onSaved={onSaved} onCancel={onCancel} />;
}
