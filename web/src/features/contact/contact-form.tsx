import {
  CONTACT_MESSAGES_PATH,
  contactMessages,
  contactMessageSchema,
  contactTopicLabels,
  contactTopics,
  type ContactTopic,
} from '../../../../common/requests/contact-message';
import { RequiredNote, TextAreaField, TextField } from '../../components/forms/field';
import { CheckboxGroup } from '../../components/forms/checkbox-group';
import type { SubmitResult } from '../../components/forms/submit-form';
import { useVisitorForm } from '../../components/forms/use-visitor-form';
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

/** The body the old site names (isCorp: the Corporation box) plus every ticked box, in the boxes' order. */
function contactBody(fields: Fields) {
  const topics = contactTopics.filter((topic) => fields.topics.includes(topic));
  return { ...fields, topics, isCorp: topics.includes('corporation') };
}

/** 'Contact the Blaze Below': checked with the server's own rules, sent, and cleared on success. */
export function ContactForm() {
  const form = useVisitorForm<Fields>({ empty, path: CONTACT_MESSAGES_PATH, describe });
  const { values: fields, update, bind, prefix: id } = form;
  const onSubmit = form.submitWith(() => {
    const body = contactBody(fields);
    const checked = contactMessageSchema.safeParse(body);
    return checked.success
      ? { body }
      : { problem: checked.error.issues[0]?.message ?? contactMessages.failure(contactMessages.unknownError) };
  });

  return (
    <form
      className="contact-form"
      onSubmit={onSubmit}
      onFocus={form.onFocus}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-note`}
    >
      <h2 id={`${id}-title`} className="contact-form__title">
        Contact the Blaze Below
      </h2>
      <RequiredNote id={`${id}-note`} />
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
      <VisitorFormEnd form={form} busy="Sending..." idle="Send our Message" />
    </form>
  );
}
