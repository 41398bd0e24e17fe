import { type FormEvent, type Ref, useImperativeHandle, useRef, useState } from 'react';
import { TextAreaField, TextField } from '../../components/forms/field';
import { useFieldValues } from '../../components/forms/use-field-values';

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
  const { setValues: setFields, bind } = useFieldValues<Fields>(blank);
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
          <TextField ref={nameRef} {...bind('name')} label="Your name" autoComplete="name" placeholder="Your Name *" required />
          <TextField {...bind('email')} label="Your email" type="email" autoComplete="email" placeholder="Your email *" required />
        </div>
        <TextField {...bind('subject')} label="Subject" placeholder="Your Subject *" required />
        <TextAreaField ref={messageRef} {...bind('message')} label="Comment" rows={6} placeholder="Your comment *" required />
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
