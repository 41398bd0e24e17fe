import { useId, useState, type FormEvent } from 'react';

const TOPICS = ['Corporation', 'Fossils', 'Rugby Club'] as const;

/**
 * The footer newsletter form (spec: newsName, newsEmail, three checkboxes, 'Send Message').
 * Sign-up is not connected to the server yet, so a valid submission only says so: it never
 * claims the address was saved.
 */
export function NewsletterForm() {
  const [newsName, setNewsName] = useState('');
  const [newsEmail, setNewsEmail] = useState('');
  const [status, setStatus] = useState('');
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus(
      `Thanks, ${newsName.trim()}! Newsletter sign-up is still being set up, so nothing has been sent yet. Please check back soon.`,
    );
  };

  return (
    <form className="newsletter-form" onSubmit={onSubmit} aria-describedby={`${id}-status`}>
      <div className="newsletter-form__fields">
        <label className="visually-hidden" htmlFor={`${id}-name`}>
          Your name (required)
        </label>
        <input
          id={`${id}-name`}
          className="newsletter-form__input"
          type="text"
          name="newsName"
          placeholder="Your Name *"
          autoComplete="name"
          required
          value={newsName}
          onChange={(event) => setNewsName(event.target.value)}
        />
        <label className="visually-hidden" htmlFor={`${id}-email`}>
          Your email (required)
        </label>
        <input
          id={`${id}-email`}
          className="newsletter-form__input"
          type="email"
          name="newsEmail"
          placeholder="Your Email *"
          autoComplete="email"
          required
          value={newsEmail}
          onChange={(event) => setNewsEmail(event.target.value)}
        />
      </div>
      <fieldset className="newsletter-form__topics">
        <legend className="newsletter-form__legend">News about</legend>
        {TOPICS.map((topic) => (
          <label key={topic} className="newsletter-form__topic">
            <input type="checkbox" value={topic} />
            {topic}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="btn btn--primary newsletter-form__submit">
        Send Message
      </button>
      <p id={`${id}-status`} className="newsletter-form__status" role="status">
        {status}
      </p>
    </form>
  );
}
