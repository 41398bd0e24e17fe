import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from '../../app/router';
import { formatDateTime } from '../../../../common/club-time';
import { PostStatus, postDate } from '../../../../common/news';
import { OFFICER_POSTS_PAGE_SIZE, type OfficerPost } from '../../../../common/post-edits';
import { FormAlert } from '../../components/forms/form-alert';
import type { FormStatus } from '../../components/forms/use-form-submission';
import { ConfirmDelete } from './confirm-delete';
import { LoadError } from './load-error';
import { failureText } from './failure-text';
import { PostEditor } from './post-editor';
import { deletePost, fetchPosts, postFormOf, updatePost } from './posts-api';
import './news-editor.css';

type Editing = { readonly mode: 'new' } | { readonly mode: 'edit'; readonly post: OfficerPost };
type Loaded = { readonly state: 'loading' } | { readonly state: 'error'; readonly message: string } | { readonly state: 'loaded' };

const statusNames: Record<PostStatus, string> = { draft: 'Draft', published: 'Published' };

/** Every post, drafts first, with new, edit, publish or unpublish, and delete after a confirmation. */
export default function NewsConsole() {
  const [posts, setPosts] = useState<OfficerPost[]>([]);
  const [total, setTotal] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [editing, setEditing] = useState<Editing>();
  const [confirming, setConfirming] = useState<string>();
  const [busy, setBusy] = useState<string>();
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const newButton = useRef<HTMLButtonElement>(null);

  const load = useCallback(async (offset: number, signal?: AbortSignal) => {
    setLoaded({ state: 'loading' });
    try {
      const page = await fetchPosts(offset, OFFICER_POSTS_PAGE_SIZE, signal);
      setPosts((current) =>
        offset === 0 ? page.posts : [...current, ...page.posts.filter((post) => !current.some((known) => known.id === post.id))],
      );
      setTotal(page.pagination.total);
      setLoaded({ state: 'loaded' });
    } catch (error) {
      if (signal?.aborted) return;
      setLoaded({ state: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(0, controller.signal);
    return () => controller.abort();
  }, [load]);

  const open = (next: Editing | undefined) => {
    setEditing(next);
    setConfirming(undefined);
    setStatus({ state: 'idle' });
  };

  // Kept here after each change: drafts first, then published, each newest first, as the list answers.
  const keep = (post: OfficerPost) =>
    setPosts((current) => {
      const others = current.filter((other) => other.id !== post.id);
      const order = (item: OfficerPost) => (item.status === PostStatus.draft ? 1 : 0);
      return [post, ...others].sort((a, b) => order(b) - order(a) || postDate(b) - postDate(a));
    });

  const saved = (post: OfficerPost, wasNew: boolean) => {
    keep(post);
    if (wasNew) setTotal((count) => count + 1);
    setEditing(undefined);
    setStatus({
      state: 'success',
      message:
        post.status === PostStatus.published
          ? `“${post.title}” is published at /news/${post.id}. The News page shows it within a minute.`
          : `“${post.title}” is saved as a draft; it is not on the site.`,
    });
  };

  async function togglePublished(post: OfficerPost) {
    const next = post.status === PostStatus.published ? PostStatus.draft : PostStatus.published;
    setBusy(post.id);
    try {
      saved(await updatePost(post.id, { ...postFormOf(post), status: next }), false);
    } catch (error) {
      setStatus({ state: 'error', message: failureText(next === PostStatus.published ? 'publish the post' : 'unpublish the post', error) });
    } finally {
      setBusy(undefined);
    }
  }

  async function remove(post: OfficerPost) {
    setBusy(post.id);
    try {
      await deletePost(post.id);
      setPosts((current) => current.filter((other) => other.id !== post.id));
      setTotal((count) => count - 1);
      setConfirming(undefined);
      setStatus({ state: 'success', message: `“${post.title}” deleted. The News page drops it within a minute.` });
      newButton.current?.focus();
    } catch (error) {
      setStatus({ state: 'error', message: failureText('delete the post', error) });
    } finally {
      setBusy(undefined);
    }
  }

  if (loaded.state === 'error' && posts.length === 0) {
    return <LoadError what="posts" message={loaded.message} retry={() => void load(0)} />;
  }
  if (loaded.state === 'loading' && posts.length === 0) {
    return (
      <p className="officers-gate" role="status">
        Loading the posts…
      </p>
    );
  }

  return (
    <div className="officers-news">
      <div className="officers-fixtures__bar">
        <h2>News posts</h2>
        <button
          ref={newButton}
          type="button"
          className="btn btn--primary"
          onClick={() => open({ mode: 'new' })}
          disabled={editing?.mode === 'new'}
        >
          New Post
        </button>
      </div>
      <p className="officers-note">
        {total} {total === 1 ? 'post' : 'posts'}, drafts first. Published posts show on the News page and their own page within a minute.
      </p>
      <FormAlert status={status} />
      {editing?.mode === 'new' ? <PostEditor onSaved={(post) => saved(post, true)} onCancel={() => open(undefined)} /> : null}
      {posts.length === 0 ? <p>No posts yet.</p> : null}
      <ul className="officers-games">
        {posts.map((post) => {
          const published = post.status === PostStatus.published;
          return (
            <li key={post.id} className="officers-game card">
              <div className="card__body">
                <h3 className="officers-game__title">{post.title}</h3>
                <p className="officers-game__facts">
                  <span className={`post-status post-status--${post.status}`}>{statusNames[post.status]}</span>
                  <span>{formatDateTime(postDate(post))}</span>
                  {post.category ? <span>{post.category}</span> : null}
                  {published ? <Link to={`/news/${post.id}`}>/news/{post.id}</Link> : <span>/news/{post.id}</span>}
                </p>
                <div className="form-actions">
                  <button
                    type="button"
                    className="btn btn--outline btn--small"
                    onClick={() => open({ mode: 'edit', post })}
                    aria-label={`Edit ${post.title}`}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="btn btn--outline btn--small"
                    disabled={busy === post.id}
                    onClick={() => void togglePublished(post)}
                    aria-label={`${published ? 'Unpublish' : 'Publish'} ${post.title}`}
                  >
                    {published ? 'Unpublish' : 'Publish'}
                  </button>
                  <button
                    type="button"
                    className="btn btn--outline btn--small"
                    onClick={() => {
                      setEditing(undefined);
                      setConfirming(post.id);
                    }}
                    aria-label={`Delete ${post.title}`}
                  >
                    Delete
                  </button>
                </div>
                {confirming === post.id ? (
                  <ConfirmDelete
                    label={post.title}
                    itemId={post.id}
                    busy={busy === post.id}
                    onYes={() => void remove(post)}
                    onNo={() => setConfirming(undefined)}
                  >
                    Delete “{post.title}”? {published ? 'It leaves the News page and its address stops working; ' : ''}this cannot be
                    undone.
                  </ConfirmDelete>
                ) : null}
                {editing?.mode === 'edit' && editing.post.id === post.id ? (
                  <PostEditor key={post.id} post={post} onSaved={(next) => saved(next, false)} onCancel={() => open(undefined)} />
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {posts.length < total ? (
        <button type="button" className="btn btn--outline" disabled={loaded.state === 'loading'} onClick={() => void load(posts.length)}>
          {loaded.state === 'loading' ? 'Loading…' : 'Show More Posts'}
        </button>
      ) : null}
    </div>
  );
}
