import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type BlogPost, NEWS_CATEGORIES, PostStatus, slugFromTitle } from '../../../../common/news';
import { type OfficerPost, postCreateSchema, postFormSchema } from '../../../../common/post-edits';
import { FormAlert } from '../../components/forms/form-alert';
import type { FormStatus } from '../../components/forms/use-form-submission';
import { NewsArticle } from '../../components/news/news-article';
import { failureText } from './failure-text';
import { fieldErrors } from './field-errors';
import { createPost, updatePost } from './posts-api';
import { RichTextEditor } from './rich-text-editor';
import { SaveButton } from './save-button';

type PostField = 'title' | 'slug' | 'category' | 'authorName' | 'status' | 'content';
const postFields: readonly PostField[] = ['title', 'slug', 'category', 'authorName', 'status', 'content'];

interface PostText {
  readonly title: string;
  readonly slug: string;
  readonly category: string;
  readonly authorName: string;
  readonly status: PostStatus;
  readonly content: string;
}

const statusLabels: Record<PostStatus, string> = { draft: 'Draft (not on the site)', published: 'Published (on the News page)' };

function textOf(post: OfficerPost | undefined): PostText {
  return {
    title: post?.title ?? '',
    slug: post?.id ?? '',
    category: post?.category ?? '',
    authorName: post?.authorName ?? '',
    status: post?.status ?? PostStatus.draft,
    content: post?.content ?? '',
  };
}

/** The post as its public page would show it, for the preview. */
function previewOf(text: PostText, post: OfficerPost | undefined): BlogPost {
  const now = Date.now();
  return {
    id: text.slug || slugFromTitle(text.title),
    title: text.title,
    content: text.content,
    publishedAt: text.status === PostStatus.published ? (post?.publishedAt ?? now) : null,
    createdAt: post?.createdAt ?? now,
    authorName: text.authorName.trim(),
    User: null,
    category: text.category || null,
  };
}

interface PostEditorProps {
  /** Absent: a new post. */
  readonly post?: OfficerPost;
  readonly onSaved: (post: OfficerPost) => void;
  readonly onCancel: () => void;
}

/** Writing or editing one post: checked with the handlers' own schema, previewed as the public page shows it, then sent. */
export function PostEditor({ post, onSaved, onCancel }: PostEditorProps) {
  const [text, setText] = useState(() => textOf(post));
  const [slugEdited, setSlugEdited] = useState(Boolean(post));
  const [errors, setErrors] = useState<Partial<Record<PostField, string>>>({});
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const [previewing, setPreviewing] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const prefix = useId();
  const id = (field: PostField) => `${prefix}-${field}`;
  const submitting = status.state === 'submitting';
  const isNew = post === undefined;
  const title = isNew ? 'New post' : `Edit post: ${post.title}`;

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, []);

  useEffect(() => {
    const first = postFields.find((field) => errors[field]);
    if (first === 'content') formRef.current?.querySelector<HTMLElement>('.post-editor__content')?.focus();
    else if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [errors]);

  const set = (field: PostField, value: string) => setText((current) => ({ ...current, [field]: value }));

  function refuse(issues: Parameters<typeof fieldErrors>[0]): void {
    setErrors(
      fieldErrors(issues, (path) => ((postFields as readonly PropertyKey[]).includes(path[0] ?? '') ? (path[0] as PostField) : undefined)),
    );
    setStatus({ state: 'error', message: 'Please correct the highlighted fields; nothing was saved.' });
  }

  async function send(save: () => Promise<OfficerPost>) {
    setErrors({});
    setStatus({ state: 'submitting' });
    try {
      onSaved(await save());
    } catch (error) {
      setStatus({ state: 'error', message: failureText('save the post', error) });
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const form = {
      title: text.title,
      category: text.category || null,
      authorName: text.authorName,
      status: text.status,
      content: text.content,
    };
    if (isNew) {
      const checked = postCreateSchema.safeParse({ ...form, ...(text.slug ? { slug: text.slug } : {}) });
      if (!checked.success) return refuse(checked.error.issues);
      await send(() => createPost(checked.data));
    } else {
      const checked = postFormSchema.safeParse(form);
      if (!checked.success) return refuse(checked.error.issues);
      await send(() => updatePost(post.id, checked.data));
    }
  }

  const describedBy = (field: PostField, hint?: boolean) =>
    [hint ? `${id(field)}-hint` : '', errors[field] ? `${id(field)}-error` : ''].filter(Boolean).join(' ') || undefined;
  const errorOf = (field: PostField) =>
    errors[field] ? (
      <span id={`${id(field)}-error`} className="field-error">
        {errors[field]}
      </span>
    ) : null;

  return (
    <form ref={formRef} className="officers-form card post-form" noValidate onSubmit={submit} aria-label={title}>
      <div className="card__body">
        <h3>{title}</h3>
        <div className="form-grid">
          <div className="form-field form-grid__wide">
            <label htmlFor={id('title')}>Title</label>
            <input
              id={id('title')}
              name="title"
              type="text"
              autoComplete="off"
              value={text.title}
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={describedBy('title')}
              onChange={(event) => {
                const value = event.target.value;
                setText((current) => ({ ...current, title: value, ...(slugEdited ? {} : { slug: slugFromTitle(value) }) }));
              }}
            />
            {errorOf('title')}
          </div>
          <div className="form-field form-grid__wide">
            <label htmlFor={id('slug')}>Address (slug)</label>
            <input
              id={id('slug')}
              name="slug"
              type="text"
              autoComplete="off"
              value={text.slug}
              readOnly={!isNew}
              aria-invalid={errors.slug ? true : undefined}
              aria-describedby={describedBy('slug', true)}
              onChange={(event) => {
                setSlugEdited(true);
                set('slug', event.target.value);
              }}
            />
            <span id={`${id('slug')}-hint`} className="officers-hint">
              {isNew
                ? `The post's address: /news/${text.slug || '…'}. Made from the title unless you change it; fixed once the post is saved.`
                : `The post's address, /news/${text.slug}, is fixed so links to it keep working.`}
            </span>
            {errorOf('slug')}
          </div>
          <div className="form-field">
            <label htmlFor={id('category')}>Category</label>
            <select
              id={id('category')}
              name="category"
              value={text.category}
              aria-invalid={errors.category ? true : undefined}
              aria-describedby={describedBy('category')}
              onChange={(event) => set('category', event.target.value)}
            >
              <option value="">None</option>
              {NEWS_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
            {errorOf('category')}
          </div>
          <div className="form-field">
            <label htmlFor={id('authorName')}>Author</label>
            <input
              id={id('authorName')}
              name="authorName"
              type="text"
              autoComplete="name"
              value={text.authorName}
              aria-invalid={errors.authorName ? true : undefined}
              aria-describedby={describedBy('authorName')}
              onChange={(event) => set('authorName', event.target.value)}
            />
            {errorOf('authorName')}
          </div>
          <div className="form-field">
            <label htmlFor={id('status')}>Status</label>
            <select
              id={id('status')}
              name="status"
              value={text.status}
              aria-describedby={describedBy('status')}
              onChange={(event) => set('status', event.target.value)}
            >
              {Object.values(PostStatus).map((value) => (
                <option key={value} value={value}>
                  {statusLabels[value]}
                </option>
              ))}
            </select>
            {errorOf('status')}
          </div>
          <div className="form-field form-grid__wide">
            <span className="post-form__label" id={id('content')}>
              Post
            </span>
            <RichTextEditor
              labelId={id('content')}
              describedBy={`${id('content')}-hint${errors.content ? ` ${id('content')}-error` : ''}`}
              initialHtml={text.content}
              invalid={Boolean(errors.content)}
              onChange={(html) => set('content', html)}
            />
            <span id={`${id('content')}-hint`} className="officers-hint">
              Headings, bold, italic, lists and links are kept; anything else pasted in is removed when the post is saved.
            </span>
            {errorOf('content')}
          </div>
        </div>
        <div className="form-actions">
          <SaveButton submitting={submitting} idle={text.status === PostStatus.published ? 'Save and Publish' : 'Save Draft'} />
          <button type="button" className="btn btn--outline" aria-expanded={previewing} onClick={() => setPreviewing((open) => !open)}>
            {previewing ? 'Hide Preview' : 'Preview'}
          </button>
          <button type="button" className="btn btn--outline" onClick={onCancel} disabled={submitting}>
            Cancel
          </button>
        </div>
        <FormAlert status={status} />
        {previewing ? (
          <section className="post-preview" aria-label="Preview">
            <p className="officers-hint">Preview: the post as its page on the site shows it.</p>
            <h2 className="post-preview__title">{text.title || 'Untitled post'}</h2>
            <NewsArticle post={previewOf(text, post)} />
          </section>
        ) : null}
      </div>
    </form>
  );
}
