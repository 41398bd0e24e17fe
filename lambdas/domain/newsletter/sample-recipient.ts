// The recipient a preview and a test mail are made for: the officer's address (or a placeholder),
// with a link token and an unsubscribe key of the right form that no subscriber has, so the test
// mail's unsubscribe links unsubscribe nobody.

import type { NewsletterRecipient } from './newsletter-mail';

const NOBODY = '0'.repeat(43);

export const SAMPLE_RECIPIENT: NewsletterRecipient = { email: 'subscriber@example.com', token: NOBODY, unsubscribeKey: NOBODY };

export function testRecipient(email: string): NewsletterRecipient {
  return { ...SAMPLE_RECIPIENT, email };
}
