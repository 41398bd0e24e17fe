import { useImperativeHandle, useRef, useState, type FormEvent, type Ref } from 'react';

export interface CommentFormHandle {
  /** Starts a reply: subject 'Re: {name}', then focus on the first field still to fill in. */
  replyTo(name: string): void;
}

interface Fields {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const blank: Fields = { name: '', email: '', subject: '', message: '' };

// Comments are not stored anywhere yet, so a submission is never shown as posted: the visitor is told
// plainly that commenting is coming and nothing was published.
export function CommentForm({ ref }: { ref?: Ref<CommentFormHandle> }) {
  const [fields, setFields] = useState<Fields>(blank);
  const [note, setNote] = useState('');
  const nameRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const sectionRef = useRef<HTMLElement>(null);

  useImperativeHandle(ref, () => ({
    replyTo(name: string) {
      setFields((previous) => ({ ...previous, subject: `Re: ${name}` }));
      setNote('');
      const target = nameRef.current?.value ? messageRef.current : nameRef.current;
      sectionRef.current?.scrollIntoView({ block: 'start' });
      target?.focus({ preventScroll: true });
    },
  }));

  function update(field: keyof Fields, value: string) {
    setFields((previous) => ({ ...previous, [field]: value }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNote(
      'Thank you. Comments on the blog are moderated, and posting them from the website will be enabled ' +
        'soon. Your comment has not been published or sent yet.',
    );
  }

  return (
    <section ref={sectionRef} className="blog-comment-form" aria-labelledby="comment-form-title">
      <h2 id="comment-form-title">Leave a Comment</h2>
      <form onSubmit={onSubmit}>
        <div className="blog-comment-form__row">
          <div className="form-field">
            <label htmlFor="comment-name">Your name</label>
            <input
              ref={nameRef}
              id="comment-name"
              name="name"
              autoComplete="name"
              placeholder="Your Name *"
              required
              value={fields.name}
              onChange={(event) => update('name', event.target.value)}
            />
          </div>
          <div className="form-field">
            <label htmlFor="comment-email">Your email</label>
            <input
              id="comment-email"
              name="email"
              type="email"
              autoComplete="email"
              placeholder="Your email *"
              required
              value={fields.email}
              onChange={(event) => update('email', event.target.value)}
            />
          </div>
        </div>
        <div className="form-field">
          <label htmlFor="comment-subject">Subject</label>
          <input
            id="comment-subject"
            name="subject"
            placeholder="Your Subject *"
            required
            value={fields.subject}
            onChange={(event) => update('subject', event.target.value)}
          />
        </div>
        <div className="form-field">
          <label htmlFor="comment-message">Comment</label>
          <textarea
            ref={messageRef}
            id="comment-message"
            name="message"
            rows={6}
            placeholder="Your comment *"
            required
            value={fields.message}
            onChange={(event) => update('message', event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn--primary">
          Post Comment
        </button>
        <p className="blog-comment-form__note" role="status">
          {note}
        </p>
      </form>
    </section>
  );
}
