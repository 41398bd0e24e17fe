// What keeps visitors' words out of mail headers, how the viewer's IP is read, and the outbox backoff.

import { describe, expect, it } from 'vitest';
import { clientIp, ipOfViewerAddress } from '../../../lambdas/runtime/client-ip';
import { headerSafe } from '../../../lambdas/domain/mail/mail-message';
import { describeSpan, notificationMail, receiptMail } from '../../../lambdas/domain/mail/mail-text';
import { backoffMs, OUTBOX_MAX_ATTEMPTS } from '../../../lambdas/domain/mail/outbox';
import { apiEvent } from '../../support/api-event';

describe('header-safe text', () => {
  it('turns every kind of line break and control character into one space', () => {
    expect(headerSafe('Party\r\nBcc: victim@example.com')).toBe('Party Bcc: victim@example.com');
    expect(headerSafe('a\u0085b\u2028c\u2029d\u0000e\u001bf\tg')).toBe('a b c d e f g');
  });

  it('cuts long text without splitting a character', () => {
    expect(headerSafe('🏉'.repeat(10), 3)).toBe('🏉🏉🏉');
  });
});

describe('the mails of a request', () => {
  it('give the visitor only fixed text, the given lines and the reference, greeting no one by name', () => {
    const mail = receiptMail({ to: 'v@example.com', what: 'rental request', reference: 'ABCDEFGH12', lines: ['When: soon'] });
    expect(mail.to).toEqual(['v@example.com']);
    expect(mail.subject).toBe('We received your rental request (ABCDEFGH12)');
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
    expect(mail.text).toContain('When: soon');
    expect(mail.text).toContain('Your reference: ABCDEFGH12');
    expect(mail.replyTo).toBeUndefined();
  });

  it('tell the club every field, indenting multi-line answers, with Reply-To the visitor', () => {
    const mail = notificationMail({
      to: 'club@example.com',
      replyTo: 'v@example.com',
      title: 'New contact message',
      topic: 'Hello\r\nBcc: x@example.com',
      reference: 'ABCDEFGH12',
      fields: [
        ['Name', 'Mary'],
        ['Message', 'one\ntwo'],
        ['Empty', ''],
      ],
    });
    expect(mail.subject).toBe('New contact message ABCDEFGH12: Hello Bcc: x@example.com');
    expect(mail.text).toContain('Name: Mary');
    expect(mail.text).toContain('Message:\n  one\n  two');
    expect(mail.text).not.toContain('Empty');
    expect(mail.replyTo).toBe('v@example.com');
  });

  it('write a time span in Chicago time', () => {
    expect(describeSpan(Date.UTC(2027, 6, 4, 23), Date.UTC(2027, 6, 5, 3))).toBe(
      'July 4, 2027 at 6:00 PM to July 4, 2027 at 10:00 PM (Chicago time)',
    );
  });
});

describe("the viewer's IP", () => {
  it('comes from CloudFront-Viewer-Address without its port', () => {
    expect(ipOfViewerAddress('203.0.113.7:443')).toBe('203.0.113.7');
    expect(ipOfViewerAddress('2001:db8::1:443')).toBe('2001:db8::1');
    expect(ipOfViewerAddress('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(clientIp(apiEvent({ path: '/', headers: { 'CloudFront-Viewer-Address': '198.51.100.2:5000' } }))).toBe('198.51.100.2');
  });

  it("falls back to API Gateway's source address", () => {
    expect(clientIp(apiEvent({ path: '/' }))).toBe(apiEvent({ path: '/' }).requestContext.http.sourceIp);
  });
});

describe('the outbox backoff', () => {
  it('doubles from a minute up to six hours', () => {
    expect([1, 2, 3, 4, 9, 10, 11].map((n) => backoffMs(n) / 60_000)).toEqual([1, 2, 4, 8, 256, 360, 360]);
  });

  it('gives a mail about two days of tries before it is given up', () => {
    const total = Array.from({ length: OUTBOX_MAX_ATTEMPTS - 1 }, (_, i) => backoffMs(i + 1)).reduce((a, b) => a + b, 0);
    expect(total / 3_600_000).toBeGreaterThan(24);
    expect(total / 3_600_000).toBeLessThan(72);
  });
});
