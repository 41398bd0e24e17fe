// A list's `limit` and `offset`: a limit from the site's page sizes and an offset of whole pages,
// each written one way (digits, no leading zero or space), anything else refused with a message
// naming the field, so a cached list has few cache keys.

import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { limitQuerySchema, MAX_OFFSET, PAGE_LIMITS, pagedQuerySchema, pageQuerySchema } from '../../../common/pagination';

const DEFAULT_LIMIT = 25;
const schema = pageQuerySchema(DEFAULT_LIMIT);

function issueText(query: Record<string, string>, against: z.ZodType = schema): string {
  const result = against.safeParse(query);
  if (result.success) throw new Error(`Expected ${JSON.stringify(query)} to be refused`);
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
}

describe('pageQuerySchema', () => {
  describe('defaults', () => {
    it('uses the given default limit and offset 0 when neither is sent', () => {
      expect(schema.parse({})).toEqual({ limit: DEFAULT_LIMIT, offset: 0 });
    });

    it('uses the default limit given to it, not a fixed one', () => {
      expect(pageQuerySchema(50).parse({}).limit).toBe(50);
    });

    it('keeps an offset of whole pages that is sent when the limit is not', () => {
      expect(schema.parse({ offset: '75' })).toEqual({ limit: DEFAULT_LIMIT, offset: 75 });
    });
  });

  describe('accepted values', () => {
    it.each(PAGE_LIMITS)('takes the page size %d, at offsets of whole pages', (limit) => {
      expect(schema.parse({ limit: String(limit), offset: String(3 * limit) })).toEqual({ limit, offset: 3 * limit });
    });

    it('accepts offset 0 and the largest offset that is whole pages', () => {
      expect(schema.parse({ limit: '50', offset: '0' })).toEqual({ limit: 50, offset: 0 });
      expect(schema.parse({ limit: '50', offset: String(MAX_OFFSET) })).toEqual({ limit: 50, offset: MAX_OFFSET });
    });

    it('ignores query parameters it does not know', () => {
      expect(schema.parse({ limit: '6', sort: 'oldest' })).toEqual({ limit: 6, offset: 0 });
    });
  });

  describe('refused values', () => {
    it.each([
      ['-1', 'negative'],
      ['abc', 'not a number'],
      ['1e3', 'in exponent notation'],
      ['0x10', 'hexadecimal'],
      ['2.5', 'a fraction'],
      ['', 'empty'],
      ['   ', 'blank'],
      ['0', 'zero'],
      ['1', 'not a page size'],
      ['23', 'next to a page size'],
      ['100', 'above every page size'],
      ['99999999999999999999999', 'beyond a safe integer'],
      ['06', 'a page size with a leading zero'],
      [' 6 ', 'a page size with spaces'],
    ])('refuses a limit that is %j (%s), naming the field', (value) => {
      expect(issueText({ limit: value })).toMatch(/\blimit\b/);
    });

    it.each([
      ['-6', 'negative'],
      ['six', 'not a number'],
      ['1e3', 'in exponent notation'],
      ['', 'empty'],
      [String(MAX_OFFSET + 50), 'above the maximum'],
      ['1', 'not whole pages'],
      ['26', 'a page and one'],
      ['025', 'whole pages with a leading zero'],
      [' 25', 'whole pages after a space'],
    ])('refuses an offset that is %j (%s), naming the field', (value) => {
      expect(issueText({ limit: '25', offset: value })).toMatch(/\boffset\b/);
    });

    it('says which page sizes there are', () => {
      expect(issueText({ limit: '7' })).toContain(`limit must be one of ${PAGE_LIMITS.join(', ')}`);
    });

    it('refuses an offset of part pages against the default limit too', () => {
      expect(issueText({ offset: '30' })).toContain('offset must be a multiple of limit');
    });
  });

  it('keeps the view fields of a paged list and checks its pages', () => {
    const withView = pagedQuerySchema(z.object({ q: z.string().default('') }), 6);
    expect(withView.parse({ q: 'x', offset: '12' })).toEqual({ q: 'x', limit: 6, offset: 12 });
    expect(issueText({ q: 'x', offset: '13' }, withView)).toMatch(/^offset:/);
  });

  it('takes a limit alone for a list of one page', () => {
    expect(limitQuerySchema(50).parse({})).toEqual({ limit: 50 });
    expect(issueText({ limit: '49' }, limitQuerySchema(50))).toMatch(/^limit:/);
  });
});
