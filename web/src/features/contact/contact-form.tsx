import { useId, useState, type FormEvent } from 'react';
import {
  CONTACT_MESSAGES_PATH,
  contactMessages,
  contactMessageSchema,
  contactTopicLabels,
  contactTopics,
  type ContactTopic,
} from '../../../../common/contact-message';
import { FormAlert, SubmitButton } from '../../components/forms/form-alert';
import { HoneypotField } from '../../components/forms/honeypot-field';
import type { SubmitResult } from '../../components/forms/submit-form';
import { useFormSubmission } from '../../components/forms/use-form-submission';

interface Fields {
  name: string;
  email: string;
  number: string;
  subject: string;
  message: string;
  topics: readonly ContactTopic[];
  website: string;
}

const empty: Fields = { name: '', email: '', number: '', subject: '', message: '', topics: [], website: '' };

type TextField = Exclude<keyof Fields, 'topics'>;

function describe(result: SubmitResult): { ok: boolean; message: string } {
  if (result.kind === 'ok') return { ok: true, message: contactMessages.success };
  const detail = result.kind === 'network' ? contactMessages.noAnswer : result.error || contactMessages.unknownError;
  return { ok: false, message: contactMessages.failure(detail) };
}

/** The body the spec names (isCorp: the Corporation box) plus every ticked box, in the boxes' order. */
function contactBody(fields: Fields) {
  const topics = contactTopics.filter((topic) => fields.topics.includes(topic));
  return { ...fields, topics, isCorp: topics.includes('corporation') };
}

/** 'Contact the Blaze Below': checked with the server's own rules, sent, and cleared on success. */
export function ContactForm() {
  const [fields, setFields] = useState<Fields>(empty);
  const { status, submitting, fail, send } = useFormSubmission();
  const id = useId();
  const field = (name: keyof Fields) => `${id}-${name}`;

  const update = (name: TextField, value: string) => setFields((previous) => ({ ...previous, [name]: value }));
  const toggle = (topic: ContactTopic, ticked: boolean) =>
    setFields((previous) => ({
      ...previous,
      topics: ticked ? [...previous.topics, topic] : previous.topics.filter((candidate) => candidate !== topic),
    }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const body = contactBody(fields);
    const checked = contactMessageSchema.safeParse(body);
    if (!checked.success) {
      fail(checked.error.issues[0]?.message ?? contactMessages.failure(contactMessages.unknownError));
      return;
    }
    const result = await send(CONTACT_MESSAGES_PATH, body, describe);
    if (result.kind === 'ok') setFields(empty);
  }

  const required = (
    <span className="form-required" aria-hidden="true">
      {' '}
      *
    </span>
  );

  const textInput = (
    name: TextField,
    label: string,
    props: { type: string; autoComplete: string; placeholder: string; required: boolean },
  ) => (
    <div className="form-field">
      <label htmlFor={field(name)}>
        {label}
        {props.required ? required : null}
      </label>
      <input
        id={field(name)}
        name={name}
        type={props.type}
        autoComplete={props.autoComplete}
        placeholder={props.placeholder}
        aria-required={props.required || undefined}
        value={fields[name]}
        onChange={(event) => update(name, event.target.value)}
      />
    </div>
  );

  return (
    <form className="contact-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} aria-describedby={`${id}-note`}>
      <h2 id={`${id}-title`} className="contact-form__title">
        Contact the Blaze Below
      </h2>
      <p id={`${id}-note`} className="form-hint">
        Fields marked * are required.
      </p>
      <div className="contact-form__grid">
        {textInput('name', 'Name', { type: 'text', autoComplete: 'name', placeholder: 'Your Name *', required: true })}
        {textInput('email', 'Email', { type: 'email', autoComplete: 'email', placeholder: 'Your email *', required: true })}
        {textInput('number', 'Mobile Number', { type: 'tel', autoComplete: 'tel', placeholder: 'Mobile Number', required: false })}
        {textInput('subject', 'Subject', { type: 'text', autoComplete: 'off', placeholder: 'Your Subject *', required: true })}
        <div className="form-field contact-form__wide">
          <label htmlFor={field('message')}>Message{required}</label>
          <textarea
            id={field('message')}
            name="message"
            rows={6}
            placeholder="Your message *"
            aria-required="true"
            value={fields.message}
            onChange={(event) => update('message', event.target.value)}
          />
        </div>
      </div>
      <fieldset className="contact-form__topics">
        <legend>Your message is for</legend>
        {contactTopics.map((topic) => (
          <label key={topic} className="contact-form__topic">
            <input
              type="checkbox"
              name="topics"
              value={topic}
              checked={fields.topics.includes(topic)}
              onChange={(event) => toggle(topic, event.target.checked)}
            />
            {contactTopicLabels[topic]}
          </label>
        ))}
      </fieldset>
      <HoneypotField value={fields.website} onChange={(value) => update('website', value)} />
      <SubmitButton className="btn btn--primary" submitting={submitting} busy="Sending..." idle="Send our Message" />
      <FormAlert status={status} />
    </form>
  );
}
