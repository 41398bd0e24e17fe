import { describe, expect, it } from 'vitest';
import { MAX_OFFSET, MAX_PAGE_LIMIT, pageQuerySchema } from '../../../common/pagination';

const DEFAULT_LIMIT = 7;
const schema = pageQuerySchema(DEFAULT_LIMIT);

function issueText(query: Record<string, string>): string {
  const result = schema.safeParse(query);
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

    it('keeps an offset that is sent when the limit is not', () => {
      expect(schema.parse({ offset: '14' })).toEqual({ limit: DEFAULT_LIMIT, offset: 14 });
    });
  });

  describe('accepted values', () => {
    it('turns whole-number text into numbers', () => {
      expect(schema.parse({ limit: '12', offset: '36' })).toEqual({ limit: 12, offset: 36 });
    });

    it('accepts the smallest limit and offset', () => {
      expect(schema.parse({ limit: '1', offset: '0' })).toEqual({ limit: 1, offset: 0 });
    });

    it('accepts the largest limit and offset', () => {
      expect(schema.parse({ limit: String(MAX_PAGE_LIMIT), offset: String(MAX_OFFSET) })).toEqual({
        limit: MAX_PAGE_LIMIT,
        offset: MAX_OFFSET,
      });
    });

    it('ignores spaces around a number', () => {
      expect(schema.parse({ limit: ' 5 ' })).toMatchObject({ limit: 5 });
    });

    it('ignores query parameters it does not know', () => {
      expect(schema.parse({ limit: '3', sort: 'oldest' })).toEqual({ limit: 3, offset: 0 });
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
      [String(MAX_PAGE_LIMIT + 1), 'above the maximum'],
      ['100000', 'huge'],
      ['99999999999999999999999', 'beyond a safe integer'],
    ])('refuses a limit that is %j (%s), naming the field', (value) => {
      expect(issueText({ limit: value })).toMatch(/\blimit\b/);
    });

    it.each([
      ['-6', 'negative'],
      ['six', 'not a number'],
      ['1e3', 'in exponent notation'],
      ['', 'empty'],
      [String(MAX_OFFSET + 1), 'above the maximum'],
    ])('refuses an offset that is %j (%s), naming the field', (value) => {
      expect(issueText({ offset: value })).toMatch(/\boffset\b/);
    });

    it('says what a good value looks like', () => {
      expect(issueText({ limit: 'many' })).toContain('limit must be a whole number');
    });

    it('states the bound a value broke', () => {
      expect(issueText({ limit: String(MAX_PAGE_LIMIT + 1) })).toContain(`at most ${MAX_PAGE_LIMIT}`);
    });
  });
});
