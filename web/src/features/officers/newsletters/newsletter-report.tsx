// A newsletter's report: each count as it stands (they grow as mails leave and SES's events and
// unsubscribes come in), with a button to read them again.

import { useCallback, useEffect, useState } from 'react';
import { type NewsletterReport, newsletterReportFields, newsletterReportLabels } from '../../../../../common/newsletter/newsletter-edits';
import { fetchReport } from './newsletters-writes';

export function NewsletterReportView({ newsletterId, onClose }: { readonly newsletterId: string; readonly onClose: () => void }) {
  const [report, setReport] = useState<NewsletterReport | { readonly error: string }>();
  const load = useCallback(
    (signal?: AbortSignal) =>
      fetchReport(newsletterId, signal).then(setReport, (error: unknown) => {
        if (!signal?.aborted) setReport({ error: error instanceof Error ? error.message : String(error) });
      }),
    [newsletterId],
  );
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);
  return (
    <section className="newsletter-report" aria-label="Report">
      <h4>Report</h4>
      {report === undefined ? (
        <p role="status">Loading the report…</p>
      ) : 'error' in report ? (
        <p className="form-alert form-alert--error" role="alert">
          Could not load the report: {report.error}
        </p>
      ) : (
        <dl className="newsletter-report__counts">
          {newsletterReportFields.map((field) => (
            <div key={field}>
              <dt>{newsletterReportLabels[field]}</dt>
              <dd>{report.counts[field]}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="form-actions">
        <button type="button" className="btn btn--outline btn--small" onClick={() => void load()}>
          Refresh
        </button>
        <button type="button" className="btn btn--outline btn--small" onClick={onClose}>
          Close
        </button>
      </div>
    </section>
  );
}
