import type { FormEvent } from 'react';
import {
  CONTACT_MESSAGES_PATH,
  contactMessages,
  contactMessageSchema,
  contactTopicLabels,
  contactTopics,
  type ContactTopic,
} from '../../../../common/contact-message';
import { TextAreaField, TextField } from '../../components/forms/field';
import { CheckboxGroup } from '../../components/forms/checkbox-group';
import type { SubmitResult } from '../../components/forms/submit-form';
import { useFieldValues } from '../../components/forms/use-field-values';
import { useFormSubmission } from '../../components/forms/use-form-submission';
import { VisitorFormEnd } from '../../components/forms/visitor-form-end';

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
  const { values: fields, setValues: setFields, update, bind, prefix: id } = useFieldValues<Fields>(empty);
  const { status, submitting, fail, send } = useFormSubmission();

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

  return (
    <form className="contact-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} aria-describedby={`${id}-note`}>
      <h2 id={`${id}-title`} className="contact-form__title">
        Contact the Blaze Below
      </h2>
      <p id={`${id}-note`} className="form-hint">
        Fields marked * are required.
      </p>
      <div className="contact-form__grid">
        <TextField {...bind('name')} label="Name" marked autoComplete="name" placeholder="Your Name *" />
        <TextField {...bind('email')} label="Email" marked type="email" autoComplete="email" placeholder="Your email *" />
        <TextField {...bind('number')} label="Mobile Number" type="tel" autoComplete="tel" placeholder="Mobile Number" />
        <TextField {...bind('subject')} label="Subject" marked autoComplete="off" placeholder="Your Subject *" />
        <TextAreaField
          {...bind('message')}
          label="Message"
          marked
          className="form-field contact-form__wide"
          rows={6}
          placeholder="Your message *"
        />
      </div>
      <CheckboxGroup
        block="contact-form"
        legend="Your message is for"
        name="topics"
        options={contactTopics}
        labels={contactTopicLabels}
        chosen={fields.topics}
        onChange={(topics) => update('topics', topics)}
      />
      <VisitorFormEnd
        website={fields.website}
        onWebsite={(value) => update('website', value)}
        submitting={submitting}
        status={status}
        busy="Sending..."
        idle="Send our Message"
      />
    </form>
  );
}
