// The officers' newsletters console (/officers/newsletters) on jsdom, with the auth client mocked at
// its boundary and the newsletter rows stubbed: each newsletter offers what its status allows, and a
// newsletter being sent or sent offers no Delete (it stays, in the archive and its report).

import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfficerNewsletterSummary } from '../../common/newsletter/newsletter-edits';
import OfficersNewslettersPage from '../../web/src/features/officers/newsletters/officers-newsletters-page';
import { renderPages, resetAuth, signInOfficer, stubApi } from './support/officer-console';
import { jsonResponse } from './support/stub-fetch';

vi.mock('../../web/src/lib/auth/auth-client', () => ({ loadAuthClient: vi.fn() }));

const AT = Date.UTC(2026, 10, 20, 18);

function newsletter(id: string, status: OfficerNewsletterSummary['status']): OfficerNewsletterSummary {
  return {
    id,
    subject: `Subject of ${id}`,
    audience: ['fossils'],
    status,
    createdAt: AT,
    updatedAt: AT,
    sendAt: status === 'draft' ? null : AT,
    sentAt: status === 'sent' ? AT : null,
  };
}

const newsletters = [
  newsletter('a-draft', 'draft'),
  newsletter('a-scheduled', 'scheduled'),
  newsletter('a-sending', 'sending'),
  newsletter('a-sent', 'sent'),
];

beforeEach(resetAuth);
afterEach(() => vi.unstubAllGlobals());

describe('the newsletters console', () => {
  it('offers each newsletter what its status allows: no Delete once it is being sent or sent', async () => {
    signInOfficer();
    stubApi({ 'GET /api/officer/newsletters': () => jsonResponse({ newsletters }) });
    renderPages('/officers/newsletters', { '/officers/newsletters': <OfficersNewslettersPage /> });
    // The console loads lazily with TipTap: a busy machine takes a while.
    await screen.findByRole('heading', { name: 'Newsletters' }, { timeout: 15_000 });

    const buttons = (id: string) => {
      const item = screen
        .getAllByRole('listitem')
        .find((candidate) => candidate.classList.contains('record-console__item') && candidate.textContent?.includes(`Subject of ${id}`));
      if (!item) throw new Error(`no item for ${id}`);
      return within(item)
        .getAllByRole('button')
        .map((button) => button.textContent);
    };
    expect(buttons('a-draft')).toEqual(['Edit', 'Preview', 'Send…', 'Send to Me', 'Delete']);
    expect(buttons('a-scheduled')).toEqual(['Preview', 'Back to Draft', 'Delete']);
    expect(buttons('a-sending')).toEqual(['Preview', 'Report']);
    expect(buttons('a-sent')).toEqual(['Preview', 'Report']);
  }, 20_000);
});
