import { useCallback, useEffect, useState } from 'react';
import { Link } from '../../../lib/router';
import { formatDateTime } from '../../../../../common/club-time';
import { PostStatus, postDate } from '../../../../../common/news/news';
import { OFFICER_POSTS_PAGE_SIZE, type OfficerPost } from '../../../../../common/news/post-edits';
import { LoadError } from '../console/load-error';
import { PostEditor } from './post-editor';
import { deletePost, fetchPosts, postFormOf, updatePost } from './posts-api';
import { RecordConsole, withoutRecord, withRecord } from '../console/record-console';
import './news-editor.css';

type Loaded = { readonly state: 'loading' } | { readonly state: 'error'; readonly message: string } | { readonly state: 'loaded' };

const statusNames: Record<PostStatus, string> = { draft: 'Draft', published: 'Published' };

/** Every post, drafts first, with new, edit, publish or unpublish, and delete after a confirmation. */
export default function NewsConsole() {
  const [posts, setPosts] = useState<OfficerPost[]>([]);
  const [total, setTotal] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

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

  // Kept here after each change: drafts first, then published, each newest first, as the list answers.
  const keep = (post: OfficerPost, added: boolean) => {
    setPosts((current) => {
      const order = (item: OfficerPost) => (item.status === PostStatus.draft ? 1 : 0);
      return withRecord(current, post).sort((a, b) => order(b) - order(a) || postDate(b) - postDate(a));
    });
    if (added) setTotal((count) => count + 1);
  };

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
    <RecordConsole
      className="news-console"
      heading="News posts"
      add="New Post"
      note={`${total} ${total === 1 ? 'post' : 'posts'}, drafts first. Published posts show on the News page and their own page within a minute.`}
      records={posts}
      empty="No posts yet."
      title={(post) => post.title}
      facts={(post) => (
        <>
          <span className={`post-status post-status--${post.status}`}>{statusNames[post.status]}</span>
          <span>{formatDateTime(postDate(post))}</span>
          {post.category ? <span>{post.category}</span> : null}
          {post.status === PostStatus.published ? <Link to={`/news/${post.id}`}>/news/{post.id}</Link> : <span>/news/{post.id}</span>}
        </>
      )}
      modes={[{ mode: 'edit', label: 'Edit' }]}
      actions={(post, title, { act, busy }) => {
        const published = post.status === PostStatus.published;
        const next = published ? PostStatus.draft : PostStatus.published;
        return (
          <button
            type="button"
            className="btn btn--outline btn--small"
            disabled={busy(post)}
            onClick={() =>
              void act(
                post,
                () => updatePost(post.id, { ...postFormOf(post), status: next }),
                published ? 'unpublish the post' : 'publish the post',
              )
            }
            aria-label={`${published ? 'Unpublish' : 'Publish'} ${title}`}
          >
            {published ? 'Unpublish' : 'Publish'}
          </button>
        );
      }}
      form={(editing, done) =>
        'record' in editing ? <PostEditor key={editing.record.id} post={editing.record} {...done} /> : <PostEditor {...done} />
      }
      onSaved={keep}
      savedMessage={(post) =>
        post.status === PostStatus.published
          ? `“${post.title}” is published at /news/${post.id}. The News page shows it within a minute.`
          : `“${post.title}” is saved as a draft; it is not on the site.`
      }
      remove={{
        run: (post) => deletePost(post.id),
        done: (post) => {
          setPosts((current) => withoutRecord(current, post));
          setTotal((count) => count - 1);
        },
        message: (post) => `“${post.title}” deleted. The News page drops it within a minute.`,
        action: 'delete the post',
        question: (post, title) =>
          `Delete “${title}”? ${post.status === PostStatus.published ? 'It leaves the News page and its address stops working; ' : ''}this cannot be undone.`,
      }}
      bottom={
        posts.length < total ? (
          <button type="button" className="btn btn--outline" disabled={loaded.state === 'loading'} onClick={() => void load(posts.length)}>
            {loaded.state === 'loading' ? 'Loading…' : 'Show More Posts'}
          </button>
        ) : null
      }
    />
  );
}
