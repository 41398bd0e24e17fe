// What a mail is, and the rule its header values follow: they lose CR, LF and other control
// characters, so nothing a visitor typed can add a header or a recipient. Apart from the SES
// client in mail.ts, so code that only writes mail (into the outbox) does not load SES.

export interface MailMessage {
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  /** An HTML part beside the text (a newsletter's); the text is always there for the clients that want it. */
  readonly html?: string;
  readonly replyTo?: string;
  readonly headers?: readonly { readonly name: string; readonly value: string }[];
}

/** The longest subject a mail gets; longer ones are cut. */
export const MAX_SUBJECT_LENGTH = 200;

/**
 * Text fit for a header: every control character (CR and LF above all) becomes a space, runs of
 * space shrink to one, and the result is cut to `max` characters.
 */
export function headerSafe(text: string, max = MAX_SUBJECT_LENGTH): string {
  const flat = text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this pattern is for
    .replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(flat).slice(0, max).join('');
}
