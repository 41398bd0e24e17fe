import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Meeting } from '../../common/meetings/meetings';
import { clubTime } from '../../common/club-time';
import { PAGE_DATA_ID, PageDataContext, pageDataIslandHtml, pageDataOf, readPageDataIsland } from '../../web/src/components/data/page-data';
import CorpMeetingsPage from '../../web/src/features/corporation/corp-meetings-page';
import { RouterAt } from './support/router-at';
import { jsonResponse, stubFetch } from './support/stub-fetch';

const MEETINGS_URL = '/public/api/meetings?limit=50';

const meeting: Meeting = {
  id: 'agm',
  title: 'Annual General Meeting',
  description: 'The year in review',
  location: 'Blaze Clubhouse',
  status: 'confirmed',
  start: clubTime(2026, 10, 12, 19),
  end: clubTime(2026, 10, 12, 21),
  meetingType: 'Board Meeting',
  notes: null,
  attendees: null,
  organizer: 'Maureen Flaherty, Secretary',
};

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('a page rendered with its data', () => {
  it('shows the answer it was rendered with at once and asks the API for nothing', () => {
    const fetchMock = stubFetch(async () => jsonResponse([]));
    render(
      <PageDataContext value={pageDataOf({ [MEETINGS_URL]: [meeting] }, Date.now())}>
        <RouterAt path="/corp-meetings">
          <CorpMeetingsPage />
        </RouterAt>
      </PageDataContext>,
    );
    expect(screen.getByText('Annual General Meeting')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('notes each address it had no answer for (the server render fetches them) and loads it in a browser', async () => {
    const asked: string[] = [];
    const fetchMock = stubFetch(async () => jsonResponse([meeting]));
    render(
      <PageDataContext value={pageDataOf({}, Date.now(), (url) => asked.push(url))}>
        <RouterAt path="/corp-meetings">
          <CorpMeetingsPage />
        </RouterAt>
      </PageDataContext>,
    );
    expect(asked).toEqual([MEETINGS_URL]);
    expect(await screen.findByText('Annual General Meeting')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('the island', () => {
  it('round-trips through the page, and no text in an answer can close its element', () => {
    const answers = { '/public/api/x': { html: '</script><script>alert(1)</script>', line: 'a\u2028b', amp: 'a & b' } };
    const markup = pageDataIslandHtml({ path: '/blog-2', renderedAt: 1, answers });
    expect(markup.match(/<\/script>/g)).toHaveLength(1);
    expect(markup).not.toContain('<script>alert');
    document.body.innerHTML = `<div id="root"></div>${markup}`;
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(readPageDataIsland(document)).toEqual({ path: '/blog-2', renderedAt: 1, answers });
  });

  it('is ignored when it is not an island', () => {
    document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ID}">{"path":1}</script>`;
    expect(readPageDataIsland(document)).toBeUndefined();
    document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ID}">not json</script>`;
    expect(readPageDataIsland(document)).toBeUndefined();
  });
});
