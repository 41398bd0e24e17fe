// The contact message (/contact 'Contact the Blaze Below'): the form and POST
// /public/api/contact-messages share these fields and messages.

import * as z from 'zod';
import { asClause } from './form-protocol';
import { emailField, FORM_LIMITS, honeypotField, optionalText, phoneField, requiredLine } from './visitor-forms';

export const CONTACT_MESSAGES_PATH = '/public/api/contact-messages';

/** Who the message is for: the three boxes of the form. */
export const contactTopics = ['corporation', 'rugbyClub', 'fossils'] as const;
export type ContactTopic = (typeof contactTopics)[number];

export const contactTopicLabels: Record<ContactTopic, string> = {
  corporation: 'Corporation',
  rugbyClub: 'Rugby Club',
  fossils: 'Fossils',
};

export const contactMessages = {
  success: 'Thank you! Your message has been sent. A club officer will get back to you soon.',
  failure: (detail: string) => `Sorry, your message could not be sent: ${asClause(detail)}. Please try again or call the club.`,
  /** The failure's detail when no answer came at all. */
  noAnswer: 'we could not reach the club’s website (please check your connection)',
  /** The failure's detail when the answer named no error. */
  unknownError: 'an unknown error occurred',
} as const;

export const contactMessageSchema = z.object({
  name: requiredLine('Name', FORM_LIMITS.name),
  email: emailField('Email'),
  number: phoneField('Mobile Number', false).default(''),
  subject: requiredLine('Subject'),
  message: optionalText('Message').refine((text) => text.length > 0, 'Message is required.'),
  /** The old site's field: true when the Corporation box is ticked. */
  isCorp: z.boolean({ error: 'isCorp must be true or false.' }).default(false),
  /** Every box ticked (isCorp repeats the first, as the old site sends it). */
  topics: z
    .array(z.enum(contactTopics, { error: `topics may hold only: ${contactTopics.join(', ')}.` }))
    .max(contactTopics.length)
    .default([])
    .transform((topics) => [...new Set(topics)]),
  website: honeypotField,
});
export type ContactMessage = z.output<typeof contactMessageSchema>;
