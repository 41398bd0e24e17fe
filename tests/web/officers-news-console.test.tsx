// The officers' news console (/officers/news) on jsdom, with the auth client mocked at its boundary
// and the post rows stubbed: the list, the editor (TipTap) with its checks, the preview as the
// public post page renders it, publish and unpublish, delete after a confirmation.

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type OfficerPost, postMessages } from '../../common/news/post-edits';
import OfficersNewsPage from '../../web/src/features/officers/news/officers-news-page';
import { linkMessage } from '../../web/src/features/officers/console/rich-text-editor';
import { type Answer, renderPages, resetAuth, settle, signInOfficer, stubApi } from './support/officer-console';
import { jsonResponse } from './support/stub-fetch';

vi.mock('../../web/src/lib/auth/auth-client', () => ({ loadAuthClient: vi.fn() }));

const HOUR = 3_600_000;
const AT = Date.UTC(2026, 10, 20, 18);

function post(id: string, fields: Partial<OfficerPost> = {}): OfficerPost {
  return {
    id,
    title: `Title of ${id}`,
    content: `<p>Text of <strong>${id}</strong>.</p>`,
    publishedAt: AT,
    createdAt: AT - HOUR,
    updatedAt: AT,
    authorName: 'Club Secretary',
    User: null,
    category: 'Club News',
    status: 'published',
    ...fields,
  };
}

const draft = post('spring-draft', { status: 'draft', publishedAt: null, title: 'Spring plans', category: null });
const published = post('season-opener', {
  title: 'Season opener',
  content: '<p>We <strong>won</strong>.</p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script>',
});

function listAnswer(posts: OfficerPost[]): () => Response {
  return () => jsonResponse({ posts, pagination: { total: posts.length, limit: 20, offset: 0, hasMore: false } });
}

const renderNews = () => renderPages('/officers/news', { '/officers/news': <OfficersNewsPage /> });

async function openConsole(answers: Record<string, Answer>) {
  signInOfficer();
  const calls = stubApi({ 'GET /api/officer/posts': listAnswer([draft, published]), ...answers });
  renderNews();
  await screen.findByRole('heading', { name: 'News posts' }, { timeout: 5000 });
  return calls;
}

beforeEach(resetAuth);
afterEach(() => vi.unstubAllGlobals());

describe('the news console', () => {
  it('lists every post with its status, drafts first, with the officer’s token', async () => {
    const calls = await openConsole({});
    const items = screen.getAllByRole('listitem').filter((item) => item.classList.contains('record-console__item'));
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Spring plans', 'Season opener']);
    expect(within(items[0] as HTMLElement).getByText('Draft')).toBeVisible();
    expect(within(items[1] as HTMLElement).getByText('Published')).toBeVisible();
    expect(within(items[1] as HTMLElement).getByRole('link', { name: '/news/season-opener' })).toHaveAttribute(
      'href',
      '/news/season-opener',
    );
    expect(calls[0]).toMatchObject({ key: 'GET /api/officer/posts', authorization: 'Bearer officer-access-token' });
  });

  it('writes a new post: the slug follows the title, the server’s slug clash is shown, then it saves', async () => {
    let clash = true;
    const calls = await openConsole({
      'POST /api/officer/posts': ({ body }) => {
        if (clash) {
          clash = false;
          return jsonResponse({ error: postMessages.slugTaken('club-barbecue-2027') }, 409);
        }
        return jsonResponse(post('club-barbecue', { ...(body as Partial<OfficerPost>), status: 'draft', publishedAt: null }), 201);
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'New Post' }));
    const form = await screen.findByRole('form', { name: 'New post' });
    expect(within(form).getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
    for (const tool of ['Bold', 'Italic', 'Heading', 'Subheading', 'Bulleted list', 'Numbered list', 'Link', 'Undo', 'Redo']) {
      expect(within(form).getByRole('button', { name: tool })).toBeVisible();
    }
    await userEvent.type(within(form).getByLabelText('Title'), 'Club Barbecue 2027!');
    expect(within(form).getByLabelText('Address (slug)')).toHaveValue('club-barbecue-2027');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Draft' }));
    expect(await within(form).findByText(/already used by another post/)).toBeVisible();

    await userEvent.clear(within(form).getByLabelText('Address (slug)'));
    await userEvent.type(within(form).getByLabelText('Address (slug)'), 'club-barbecue');
    await userEvent.type(within(form).getByLabelText('Title'), ' ');
    expect(within(form).getByLabelText('Address (slug)')).toHaveValue('club-barbecue');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText(/is saved as a draft; it is not on the site/)).toBeVisible();
    const posts = calls.filter((call) => call.key === 'POST /api/officer/posts');
    expect(posts.map((call) => (call.body as { slug: string }).slug)).toEqual(['club-barbecue-2027', 'club-barbecue']);
    expect(posts[1]?.body).toMatchObject({ title: 'Club Barbecue 2027!', status: 'draft', category: null });
  });

  it('takes a link only to a web, mail or site address', async () => {
    await openConsole({});
    await userEvent.click(screen.getByRole('button', { name: 'New Post' }));
    const form = await screen.findByRole('form', { name: 'New post' });
    const link = within(form).getByRole('button', { name: 'Link' });
    await userEvent.click(link);
    expect(link).toHaveAttribute('aria-pressed', 'true');
    const address = within(form).getByLabelText('Link address');
    expect(address).toHaveFocus();
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply Link' }));
    expect(within(form).getByText(linkMessage)).toBeVisible();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(address);
    await userEvent.type(address, 'https://example.com/tickets{Enter}');
    expect(within(form).queryByLabelText('Link address')).toBeNull();
    // Enter applied the link; it did not submit the post.
    expect(within(form).queryByText(/nothing was saved/)).toBeNull();
  });

  it('refuses, before sending, a post to publish with no title or no text', async () => {
    const calls = await openConsole({});
    await userEvent.click(screen.getByRole('button', { name: 'New Post' }));
    const form = await screen.findByRole('form', { name: 'New post' });
    await userEvent.selectOptions(within(form).getByLabelText('Status'), 'published');
    await userEvent.click(within(form).getByRole('button', { name: 'Save and Publish' }));
    expect(await within(form).findByText('Title is required.')).toBeVisible();
    expect(within(form).getByText(postMessages.publishNeedsText)).toBeVisible();
    expect(within(form).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.key !== 'GET /api/officer/posts')).toEqual([]);
  });

  it('edits a post in the rich-text editor and previews it as the post page shows it, sanitized', async () => {
    const calls = await openConsole({
      'PUT /api/officer/posts/season-opener': ({ body }) => jsonResponse({ ...published, ...(body as object) }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Season opener' }));
    const form = await screen.findByRole('form', { name: 'Edit post: Season opener' });
    const editor = within(form).getByRole('textbox', { name: 'Post' });
    expect(editor.querySelector('strong')?.textContent).toBe('won');
    expect(editor.innerHTML).not.toMatch(/onerror|<script/);
    expect(within(form).getByLabelText('Address (slug)')).toHaveAttribute('readonly');

    await userEvent.click(within(form).getByRole('button', { name: 'Preview' }));
    const preview = within(form).getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Season opener' })).toBeVisible();
    const article = preview.querySelector('article.news-article');
    expect(article?.querySelector('.news-meta')?.textContent).toContain('By Club Secretary');
    expect(article?.querySelector('.news-html strong')?.textContent).toBe('won');
    expect(article?.innerHTML).not.toMatch(/onerror|<script/);

    await userEvent.clear(within(form).getByLabelText('Title'));
    await userEvent.type(within(form).getByLabelText('Title'), 'Season opener: a win');
    await userEvent.click(within(form).getByRole('button', { name: 'Save and Publish' }));
    expect(await screen.findByText(/is published at \/news\/season-opener/)).toBeVisible();
    const put = calls.find((call) => call.key === 'PUT /api/officer/posts/season-opener');
    expect(put?.body).toMatchObject({
      title: 'Season opener: a win',
      status: 'published',
      category: 'Club News',
      authorName: 'Club Secretary',
    });
    expect(put?.body).not.toHaveProperty('slug');
    expect(screen.getByRole('heading', { name: 'Season opener: a win' })).toBeVisible();
  });

  it('publishes a draft and unpublishes a published post with the status field', async () => {
    const calls = await openConsole({
      'PUT /api/officer/posts/spring-draft': ({ body }) => jsonResponse({ ...draft, ...(body as object), publishedAt: AT + HOUR }),
      'PUT /api/officer/posts/season-opener': ({ body }) => jsonResponse({ ...published, ...(body as object), publishedAt: null }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Publish Spring plans' }));
    expect(await screen.findByText(/“Spring plans” is published/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Unpublish Season opener' }));
    expect(await screen.findByText(/“Season opener” is saved as a draft/)).toBeVisible();
    expect(calls.filter((call) => call.key.startsWith('PUT')).map((call) => [call.key, (call.body as { status: string }).status])).toEqual([
      ['PUT /api/officer/posts/spring-draft', 'published'],
      ['PUT /api/officer/posts/season-opener', 'draft'],
    ]);
    expect(screen.getByRole('button', { name: 'Unpublish Spring plans' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Publish Season opener' })).toBeVisible();
  });

  it('deletes a post only after the confirmation, and keeps it when told to', async () => {
    const calls = await openConsole({ 'DELETE /api/officer/posts/season-opener': () => jsonResponse({ deleted: 'season-opener' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Season opener' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep It' }));
    expect(calls.some((call) => call.key.startsWith('DELETE'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Season opener' }));
    const confirm = screen.getByRole('group', { name: 'Confirm deleting Season opener' });
    expect(within(confirm).getByRole('button', { name: 'Yes, Delete' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText(/“Season opener” deleted/)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Season opener' })).toBeNull();
    expect(calls.filter((call) => call.key.startsWith('DELETE')).map((call) => call.key)).toEqual([
      'DELETE /api/officer/posts/season-opener',
    ]);
    await settle();
  });

  it('says when the posts cannot be loaded, and tries again', async () => {
    signInOfficer();
    let fail = true;
    stubApi({
      'GET /api/officer/posts': () => {
        if (fail) {
          fail = false;
          return jsonResponse({ error: 'Service busy.' }, 503);
        }
        return listAnswer([draft])();
      },
    });
    renderNews();
    expect(await screen.findByText(/Could not load the posts: Service busy/, {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Spring plans' })).toBeVisible();
  });
});
