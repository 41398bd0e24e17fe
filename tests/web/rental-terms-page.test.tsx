// /rental-terms in jsdom: the current hire terms with their version and date, from the answer the
// page was rendered with (so they are in its HTML), and what it says before any are published.

import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clubTime } from '../../common/club-time';
import { RENTAL_MODEL_PATH } from '../../common/rental/rental-model';
import { PageDataContext, pageDataOf } from '../../web/src/components/data/page-data';
import RentalTermsPage from '../../web/src/features/rental-terms/rental-terms-page';
import { RouterAt } from './support/router-at';
import { stubFetch } from './support/stub-fetch';

const PUBLISHED = clubTime(2026, 3, 3, 12);

function page(answer: { terms: unknown }) {
  return (
    <PageDataContext value={pageDataOf({ [RENTAL_MODEL_PATH]: { model: { spaces: [], addOns: [], policy: {} }, ...answer } }, PUBLISHED)}>
      <RouterAt path="/rental-terms">
        <RentalTermsPage />
      </RouterAt>
    </PageDataContext>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('/rental-terms', () => {
  it('shows the current terms with their version, in the page rendered on the server', () => {
    const answer = { terms: { version: 4, publishedAt: PUBLISHED, html: '<h2>Deposit</h2><p>Due on approval.</p>' } };
    const fetchMock = stubFetch();
    render(page(answer));

    expect(screen.getByRole('heading', { level: 1, name: 'Hire Terms' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Hire terms, version 4' })).toHaveTextContent('Due on approval.');
    expect(screen.getByText('Version 4, published March 3, 2026.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Deposit' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(renderToString(page(answer))).toContain('<h2>Deposit</h2><p>Due on approval.</p>');
  });

  it('says when the club has published no terms yet', () => {
    stubFetch();
    render(page({ terms: null }));

    expect(screen.getByRole('heading', { name: 'No hire terms yet' })).toBeInTheDocument();
  });
});
