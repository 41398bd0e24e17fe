// Every newsletter, drafts and scheduled ones first: write and edit a draft, preview it as a mail
// (HTML and plain text, with its headers), send it to yourself, send it now or schedule it, take a
// scheduled one back, read a sent one's report, delete a draft.

import { useCallback, useEffect, useState } from 'react';
import { Link } from '../../../lib/router';
import { formatDateTime } from '../../../../../common/club-time';
import type { NewsletterPreview, OfficerNewsletter, OfficerNewsletterSummary } from '../../../../../common/newsletter/newsletter-edits';
import {
  audienceLabel,
  newsletterPagePath,
  newsletterStatusLabels,
  type NewsletterStatus,
} from '../../../../../common/newsletter/newsletters';
import { failureText } from '../../../lib/failure-text';
import { LoadError } from '../console/load-error';
import { type ModeButton, RecordConsole, withoutRecord, withRecord } from '../console/record-console';
import { MailPreview } from './mail-preview';
import { NewsletterEditor } from './newsletter-editor';
import { NewsletterReportView } from './newsletter-report';
import { NewsletterSendForm } from './newsletter-send-form';
import { deleteNewsletter, fetchNewsletters, fetchPreview, sendTest, unscheduleNewsletter } from './newsletters-writes';
import '../news/news-editor.css';
import './newsletters.css';

type Mode = 'edit' | 'preview' | 'send' | 'report';
type Loaded = { readonly state: 'loading' } | { readonly state: 'error'; readonly message: string } | { readonly state: 'loaded' };

const order: Record<NewsletterStatus, number> = { draft: 0, scheduled: 1, sending: 2, sent: 3 };

const summaryOf = ({ content: _content, ...summary }: OfficerNewsletter): OfficerNewsletterSummary => summary;

function modesOf(newsletter: OfficerNewsletterSummary): ModeButton<Mode>[] {
  const preview: ModeButton<Mode> = { mode: 'preview', label: 'Preview' };
  if (newsletter.status === 'draft')
    return [{ mode: 'edit', label: 'Edit' }, preview, { mode: 'send', label: 'Send…', name: (title) => `Send ${title}` }];
  if (newsletter.status === 'scheduled') return [preview];
  return [preview, { mode: 'report', label: 'Report' }];
}

function PreviewPanel({ newsletterId, onClose }: { readonly newsletterId: string; readonly onClose: () => void }) {
  const [preview, setPreview] = useState<NewsletterPreview | { readonly error: string }>();
  useEffect(() => {
    const controller = new AbortController();
    fetchPreview(newsletterId, controller.signal).then(setPreview, (error: unknown) => {
      if (!controller.signal.aborted) setPreview({ error: failureText('load the preview', error) });
    });
    return () => controller.abort();
  }, [newsletterId]);
  return (
    <section className="newsletter-preview" aria-label="Preview">
      <p className="officers-hint">Preview: the mail as a subscriber gets it. Its unsubscribe links here unsubscribe nobody.</p>
      {preview === undefined ? (
        <p role="status">Loading the preview…</p>
      ) : 'error' in preview ? (
        <p className="form-alert form-alert--error" role="alert">
          {preview.error}
        </p>
      ) : (
        <MailPreview preview={preview} />
      )}
      <div className="form-actions">
        <button type="button" className="btn btn--outline btn--small" onClick={onClose}>
          Close Preview
        </button>
      </div>
    </section>
  );
}

export default function NewslettersConsole() {
  const [newsletters, setNewsletters] = useState<OfficerNewsletterSummary[]>([]);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  const load = useCallback(async (signal?: AbortSignal) => {
    setLoaded({ state: 'loading' });
    try {
      setNewsletters(await fetchNewsletters(signal));
      setLoaded({ state: 'loaded' });
    } catch (error) {
      if (signal?.aborted) return;
      setLoaded({ state: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const keep = (newsletter: OfficerNewsletterSummary) =>
    setNewsletters((current) =>
      withRecord(current, newsletter).sort((a, b) => order[a.status] - order[b.status] || b.updatedAt - a.updatedAt),
    );

  if (loaded.state === 'error' && newsletters.length === 0) {
    return <LoadError what="newsletters" message={loaded.message} retry={() => void load()} />;
  }
  if (loaded.state === 'loading' && newsletters.length === 0) {
    return (
      <p className="officers-gate" role="status">
        Loading the newsletters…
      </p>
    );
  }

  return (
    <RecordConsole<OfficerNewsletterSummary, Mode>
      className="newsletters-console"
      heading="Newsletters"
      add="New Newsletter"
      note="Write a draft, preview it, send it to yourself, then send it or schedule it. Sent newsletters are in the archive at /newsletters."
      records={newsletters}
      empty="No newsletters yet."
      title={(newsletter) => newsletter.subject}
      facts={(newsletter) => (
        <>
          <span className={`post-status newsletter-status--${newsletter.status}`}>{newsletterStatusLabels[newsletter.status]}</span>
          <span>For {audienceLabel(newsletter.audience)}</span>
          {newsletter.status === 'scheduled' && newsletter.sendAt !== null ? <span>Goes {formatDateTime(newsletter.sendAt)}</span> : null}
          {newsletter.sentAt !== null ? <span>Sent {formatDateTime(newsletter.sentAt)}</span> : null}
          {newsletter.status === 'sent' ? <Link to={newsletterPagePath(newsletter.id)}>{newsletterPagePath(newsletter.id)}</Link> : null}
        </>
      )}
      modes={modesOf}
      actions={(newsletter, title, { act, busy }) =>
        newsletter.status === 'draft' ? (
          <button
            type="button"
            className="btn btn--outline btn--small"
            disabled={busy(newsletter)}
            aria-label={`Send to me: ${title}`}
            onClick={() =>
              void act(
                newsletter,
                async () => {
                  const to = await sendTest(newsletter.id);
                  return { ...newsletter, testSentTo: to };
                },
                'send the test',
              )
            }
          >
            Send to Me
          </button>
        ) : newsletter.status === 'scheduled' ? (
          <button
            type="button"
            className="btn btn--outline btn--small"
            disabled={busy(newsletter)}
            aria-label={`Back to draft ${title}`}
            onClick={() => void act(newsletter, async () => summaryOf(await unscheduleNewsletter(newsletter.id)), 'take it back to draft')}
          >
            Back to Draft
          </button>
        ) : null
      }
      form={(editing, done) => {
        if (editing.mode === 'add')
          return <NewsletterEditor onSaved={(saved) => done.onSaved(summaryOf(saved))} onCancel={done.onCancel} />;
        const { record } = editing;
        if (editing.mode === 'edit')
          return <NewsletterEditor newsletterId={record.id} onSaved={(saved) => done.onSaved(summaryOf(saved))} onCancel={done.onCancel} />;
        if (editing.mode === 'send')
          return <NewsletterSendForm newsletter={record} onSaved={(saved) => done.onSaved(summaryOf(saved))} onCancel={done.onCancel} />;
        if (editing.mode === 'report') return <NewsletterReportView newsletterId={record.id} onClose={done.onCancel} />;
        return <PreviewPanel newsletterId={record.id} onClose={done.onCancel} />;
      }}
      onSaved={(newsletter) => keep(newsletter)}
      savedMessage={(newsletter) => {
        if ('testSentTo' in newsletter) return `The test of “${newsletter.subject}” is on its way to ${String(newsletter.testSentTo)}.`;
        if (newsletter.status === 'scheduled')
          return newsletter.sendAt !== null && newsletter.sendAt > Date.now() + 60_000
            ? `“${newsletter.subject}” will be sent ${formatDateTime(newsletter.sendAt)} (Chicago time).`
            : `“${newsletter.subject}” is being sent: it starts within a minute.`;
        return `“${newsletter.subject}” is saved as a draft.`;
      }}
      remove={{
        run: (newsletter) => deleteNewsletter(newsletter.id),
        done: (newsletter) => setNewsletters((current) => withoutRecord(current, newsletter)),
        message: (newsletter) => `“${newsletter.subject}” deleted.`,
        action: 'delete the newsletter',
        question: (_newsletter, title) => `Delete “${title}”? This cannot be undone.`,
        // One being sent or sent stays, in the archive and its report (the server refuses it too).
        allowed: (newsletter) => newsletter.status === 'draft' || newsletter.status === 'scheduled',
      }}
    />
  );
}
