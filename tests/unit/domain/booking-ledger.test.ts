// The booking ledger's month keys and write steps: a span is filed under every UTC month it
// touches (an end exactly at midnight on the 1st does not touch the new month), and each month is
// written back conditioned on the version read, or on not existing yet.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ledgerChanges, ledgerSteps, monthsOf } from '../../../lambdas/domain/rental/booking-ledger';

process.env.TABLE_BOOKING_LEDGER = 'ledger-table';

describe('monthsOf', () => {
  it('files a span under each UTC month it touches', () => {
    expect(monthsOf({ start: Date.UTC(2027, 2, 14, 7), end: Date.UTC(2027, 2, 14, 12) })).toEqual(['2027-03']);
    expect(monthsOf({ start: Date.UTC(2027, 2, 31, 22), end: Date.UTC(2027, 3, 1, 2) })).toEqual(['2027-03', '2027-04']);
    expect(monthsOf({ start: Date.UTC(2027, 11, 20), end: Date.UTC(2028, 0, 20) })).toEqual(['2027-12', '2028-01']);
    expect(monthsOf({ start: Date.UTC(2027, 0, 15), end: Date.UTC(2027, 3, 15) })).toEqual(['2027-01', '2027-02', '2027-03', '2027-04']);
  });

  it('leaves out the month a span ends exactly at the start of', () => {
    expect(monthsOf({ start: Date.UTC(2027, 2, 31, 20), end: Date.UTC(2027, 3, 1) })).toEqual(['2027-03']);
  });

  it('files any two overlapping spans under at least one common month (so their writes always meet)', () => {
    const instant = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2029, 0, 1) });
    const span = fc
      .tuple(instant, fc.integer({ min: 60_000, max: 31 * 86_400_000 }))
      .map(([start, length]) => ({ start, end: start + length }));
    fc.assert(
      fc.property(span, span, (a, b) => {
        fc.pre(a.start < b.end && b.start < a.end);
        const shared = monthsOf(a).filter((month) => monthsOf(b).includes(month));
        expect(shared.length).toBeGreaterThan(0);
      }),
    );
  });

  it('keeps a 31-day rental within 3 months (across February) and a 92-day block within 5', () => {
    const day = 86_400_000;
    expect(monthsOf({ start: Date.UTC(2027, 0, 31), end: Date.UTC(2027, 0, 31) + 31 * day })).toEqual(['2027-01', '2027-02', '2027-03']);
    expect(monthsOf({ start: Date.UTC(2027, 0, 31), end: Date.UTC(2027, 0, 31) + 92 * day })).toHaveLength(5);
    const longest = (days: number) =>
      Math.max(
        ...Array.from(
          { length: 4 * 366 },
          (_, i) => monthsOf({ start: Date.UTC(2027, 0, 1) + i * day, end: Date.UTC(2027, 0, 1) + (i + days) * day }).length,
        ),
      );
    expect([longest(31), longest(92)]).toEqual([3, 5]);
  });
});

const MARCH_31_EVENING = Date.UTC(2027, 2, 31, 22);
const APRIL_1_NIGHT = Date.UTC(2027, 3, 1, 4);

describe('ledgerSteps', () => {
  it('adds the span to each month read, conditioned on its version, or on the month being new', () => {
    const steps = ledgerSteps(
      [
        { month: '2027-03', spans: { other: { start: 1, end: 2 } }, version: 7 },
        { month: '2027-04', spans: {}, version: undefined },
      ],
      'rental-A',
      { start: MARCH_31_EVENING, end: APRIL_1_NIGHT, space: 'banquet-hall' },
    );
    expect(steps).toEqual([
      {
        Put: {
          TableName: 'ledger-table',
          Item: {
            month: '2027-03',
            spans: { other: { start: 1, end: 2 }, 'rental-A': { start: MARCH_31_EVENING, end: APRIL_1_NIGHT, space: 'banquet-hall' } },
            version: 8,
          },
          ConditionExpression: 'version = :seen',
          ExpressionAttributeValues: { ':seen': 7 },
        },
      },
      {
        Put: {
          TableName: 'ledger-table',
          Item: {
            month: '2027-04',
            spans: { 'rental-A': { start: MARCH_31_EVENING, end: APRIL_1_NIGHT, space: 'banquet-hall' } },
            version: 1,
          },
          ConditionExpression: 'attribute_not_exists(#month)',
          ExpressionAttributeNames: { '#month': 'month' },
        },
      },
    ]);
  });

  it("files each of a series' spans only under the months it touches, and writes every month read", () => {
    const june = Date.UTC(2027, 5, 10, 23);
    const july = Date.UTC(2027, 6, 8, 23);
    const steps = ledgerChanges(
      [
        { month: '2027-06', spans: {}, version: 2 },
        { month: '2027-07', spans: {}, version: 5 },
      ],
      new Map([
        ['s-1', { start: june, end: june + 3_600_000 }],
        ['s-2', { start: july, end: july + 3_600_000 }],
      ]),
    );
    expect(steps.map((step) => step.Put?.Item)).toEqual([
      { month: '2027-06', spans: { 's-1': { start: june, end: june + 3_600_000 } }, version: 3 },
      { month: '2027-07', spans: { 's-2': { start: july, end: july + 3_600_000 } }, version: 6 },
    ]);
  });

  it('removes the span when freeing it', () => {
    const [step] = ledgerSteps([{ month: '2027-03', spans: { a: { start: 1, end: 2 }, b: { start: 3, end: 4 } }, version: 2 }], 'a', null);
    expect(step?.Put?.Item).toEqual({ month: '2027-03', spans: { b: { start: 3, end: 4 } }, version: 3 });
  });
});
