import { type FormEvent, useState } from 'react';
import { type BlogPost, NEWS_CATEGORIES, PostStatus, slugFromTitle } from '../../../../../common/news/news';
import { type OfficerPost, postCreateSchema, postFormSchema } from '../../../../../common/news/post-edits';
import { SelectField, TextField } from '../../../components/forms/field';
import { NewsArticle } from '../../../components/news/news-article';
import { ConsoleForm, useConsoleForm } from '../console/console-form';
import { createPost, updatePost } from './posts-api';
import { sanitizePreviewHtml } from '../console/preview-html';
import { RichTextField } from '../console/rich-text-field';

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

/**
 * The post as its public page would show it, for the preview. The public page shows stored HTML,
 * sanitized on save; this HTML is not saved yet, so it is sanitized here as the save would.
 */
function previewOf(text: PostText, post: OfficerPost | undefined): BlogPost {
  const now = Date.now();
  return {
    id: text.slug || slugFromTitle(text.title),
    title: text.title,
    content: sanitizePreviewHtml(text.content),
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
  const form = useConsoleForm<PostText, OfficerPost>({ initial: () => textOf(post), fields: postFields, action: 'save the post', onSaved });
  const { text, setText, update, bind, idOf, errors, submitting, refuse, send } = form;
  const [slugEdited, setSlugEdited] = useState(Boolean(post));
  const [previewing, setPreviewing] = useState(false);
  const isNew = post === undefined;
  const title = isNew ? 'New post' : `Edit post: ${post.title}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const body = {
      title: text.title,
      category: text.category || null,
      authorName: text.authorName,
      status: text.status,
      content: text.content,
    };
    if (isNew) {
      const checked = postCreateSchema.safeParse({ ...body, ...(text.slug ? { slug: text.slug } : {}) });
      if (!checked.success) refuse(checked.error.issues);
      else await send(() => createPost(checked.data));
    } else {
      const checked = postFormSchema.safeParse(body);
      if (!checked.success) refuse(checked.error.issues);
      else await send(() => updatePost(post.id, checked.data));
    }
  }

  const contentId = idOf('content');

  return (
    <ConsoleForm
      form={form}
      label={title}
      heading={title}
      className="post-form"
      onSubmit={submit}
      save={text.status === PostStatus.published ? 'Save and Publish' : 'Save Draft'}
      actions={
        <button type="button" className="btn btn--outline" aria-expanded={previewing} onClick={() => setPreviewing((open) => !open)}>
          {previewing ? 'Hide Preview' : 'Preview'}
        </button>
      }
      onCancel={onCancel}
      after={
        previewing ? (
          <section className="post-preview" aria-label="Preview">
            <p className="officers-hint">Preview: the post as its page on the site shows it.</p>
            <h2 className="post-preview__title">{text.title || 'Untitled post'}</h2>
            <NewsArticle post={previewOf(text, post)} />
          </section>
        ) : null
      }
    >
      <div className="form-grid">
        <TextField
          {...bind('title')}
          label="Title"
          error={errors.title}
          className="form-field form-grid__wide"
          autoComplete="off"
          onChange={(event) => {
            const value = event.target.value;
            setText((current) => ({ ...current, title: value, ...(slugEdited ? {} : { slug: slugFromTitle(value) }) }));
          }}
        />
        <TextField
          {...bind('slug')}
          label="Address (slug)"
          hint={
            isNew
              ? `The post's address: /news/${text.slug || '…'}. Made from the title unless you change it; fixed once the post is saved.`
              : `The post's address, /news/${text.slug}, is fixed so links to it keep working.`
          }
          error={errors.slug}
          className="form-field form-grid__wide"
          autoComplete="off"
          readOnly={!isNew}
          onChange={(event) => {
            setSlugEdited(true);
            update('slug', event.target.value);
          }}
        />
        <SelectField {...bind('category')} label="Category" error={errors.category}>
          <option value="">None</option>
          {NEWS_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
        <TextField {...bind('authorName')} label="Author" error={errors.authorName} autoComplete="name" />
        <SelectField {...bind('status')} label="Status" error={errors.status}>
          {Object.values(PostStatus).map((value) => (
            <option key={value} value={value}>
              {statusLabels[value]}
            </option>
          ))}
        </SelectField>
        <RichTextField
          id={contentId}
          field="content"
          label="Post"
          hint="Headings, bold, italic, lists and links are kept; anything else pasted in is removed when the post is saved."
          error={errors.content}
          initialHtml={text.content}
          onChange={(html) => update('content', html)}
        />
      </div>
    </ConsoleForm>
  );
}
