// The rental request's shared rules: the estimate (as a table), the checks on the times with their
// exact messages, the club-time reading of the form's dates (across both daylight-saving changes
// of 2027), and the body schema. Runs in the machine's zone and in one far from Chicago.

import { describe, expect, it } from 'vitest';
import { rentalDefaults, type RentalPricing } from '../../../common/rental/rental-pricing';
import {
  combineNotes,
  estimateRental,
  parseClubDateTime,
  pricingLine,
  RENTAL_FACILITY_NAME,
  RENTAL_MAX_BOOKING_DAYS,
  rentalMessages,
  rentalRequestSchema,
  rentalTimesProblem,
} from '../../../common/rental/rental-request';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const pricing: RentalPricing = { ...rentalDefaults };

describe('the rental estimate', () => {
  const start = Date.UTC(2027, 5, 5, 17);
  it.each([
    // hours, cost, deposit, total: under 24 h by the hour rounded up, else by the day rounded up
    [1, 50, 5, 55],
    [2, 100, 10, 110],
    [2.25, 150, 15, 165],
    [23.5, 1_200, 120, 1_320],
    [24, 300, 30, 330],
    [25, 600, 60, 660],
    [48, 600, 60, 660],
    [72.1, 1_200, 120, 1_320],
  ])('%s hours cost %s plus a %s deposit: %s', (hours, cost, deposit, total) => {
    expect(estimateRental(start, start + hours * HOUR, pricing)).toEqual({ cost, deposit, total });
  });

  it('uses the configured rates and deposit percentage', () => {
    const custom: RentalPricing = { ...pricing, hourly_rate: 72.5, daily_rate: 450, security_deposit_percentage: 0.25 };

    expect(estimateRental(start, start + 3 * HOUR, custom)).toEqual({ cost: 217.5, deposit: 54.5, total: 272 });
    expect(estimateRental(start, start + 30 * HOUR, custom)).toEqual({ cost: 900, deposit: 225, total: 1_125 });
  });

  it('is 0 when a date is missing, the end is not after the start, or the pricing has not loaded', () => {
    const zero = { cost: 0, deposit: 0, total: 0 };
    expect(estimateRental(undefined, start + HOUR, pricing)).toEqual(zero);
    expect(estimateRental(start, undefined, pricing)).toEqual(zero);
    expect(estimateRental(start, start, pricing)).toEqual(zero);
    expect(estimateRental(start, start - HOUR, pricing)).toEqual(zero);
    expect(estimateRental(start, start + 3 * HOUR, pricing, false)).toEqual(zero);
    expect(estimateRental(Number.NaN, start, pricing)).toEqual(zero);
  });

  it('counts real hours across the daylight-saving changes: 10 pm to 4 am is 5 h in March and 7 h in November', () => {
    const springEve = parseClubDateTime('2027-03-13T22:00') ?? Number.NaN;
    const springMorning = parseClubDateTime('2027-03-14T04:00') ?? Number.NaN;
    const fallEve = parseClubDateTime('2027-11-06T22:00') ?? Number.NaN;
    const fallMorning = parseClubDateTime('2027-11-07T04:00') ?? Number.NaN;

    expect((springMorning - springEve) / HOUR).toBe(5);
    expect((fallMorning - fallEve) / HOUR).toBe(7);
    expect(estimateRental(springEve, springMorning, pricing).cost).toBe(250);
    expect(estimateRental(fallEve, fallMorning, pricing).cost).toBe(350);
  });

  it('writes the pricing line as the old site does', () => {
    expect(pricingLine(pricing)).toBe('$50/hour or $300/day + 10% security deposit');
    expect(pricingLine({ ...pricing, hourly_rate: 72.5, security_deposit_percentage: 0.125 })).toBe(
      '$72.50/hour or $300/day + 12.5% security deposit',
    );
  });
});

describe('the club wall clock of the form', () => {
  it('reads a datetime-local value as Chicago time, whatever the machine zone', () => {
    expect(parseClubDateTime('2027-07-04T18:30')).toBe(Date.UTC(2027, 6, 4, 23, 30));
    expect(parseClubDateTime('2027-01-15T09:00')).toBe(Date.UTC(2027, 0, 15, 15, 0));
  });

  it('refuses what is not a date and time', () => {
    for (const text of ['', '2027-02-30T10:00', '2027-13-01T10:00', '2027-01-01 10:00', '2027-01-01T24:00', 'tomorrow']) {
      expect(parseClubDateTime(text), text).toBeUndefined();
    }
  });
});

describe('the checks on a rental time', () => {
  const now = Date.UTC(2027, 0, 1, 12);
  const start = now + 30 * DAY;

  it('accepts a rental inside every limit', () => {
    expect(rentalTimesProblem(start, start + 3 * HOUR, pricing, now)).toBeUndefined();
  });

  it.each([
    ['an end before the start', start, start - HOUR, rentalMessages.endBeforeStart],
    ['an end equal to the start', start, start, rentalMessages.endBeforeStart],
    ['a start in the past', now - HOUR, now + 3 * HOUR, rentalMessages.startInPast],
    ['a start more than two years ahead', now + 800 * DAY, now + 800 * DAY + 3 * HOUR, rentalMessages.tooFarAhead],
    ['fewer hours than the minimum', start, start + 1.5 * HOUR, rentalMessages.tooShort(2)],
    ['more days than the maximum', start, start + 7 * DAY + HOUR, rentalMessages.tooLong(7)],
  ])('refuses %s with its message', (_what, from, to, message) => {
    expect(rentalTimesProblem(from, to, pricing, now)).toBe(message);
  });

  it('never lets a rental run past the calendar limit, whatever maximum_rental_days says', () => {
    const generous = { ...pricing, maximum_rental_days: 1_000 };
    expect(rentalTimesProblem(start, start + (RENTAL_MAX_BOOKING_DAYS + 1) * DAY, generous, now)).toBe(
      rentalMessages.tooLong(RENTAL_MAX_BOOKING_DAYS),
    );
  });

  it('says the old site’s words', () => {
    expect(rentalMessages.required).toBe(
      'Please fill in all required fields (Name, Email, Phone, Event Title, Start Date/Time, and End Date/Time).',
    );
    expect(rentalMessages.endBeforeStart).toBe('End date and time must be after start date and time.');
    expect(rentalMessages.success).toBe('Your rental request has been submitted successfully! We will review it and get back to you soon.');
    expect(rentalMessages.failure('Slot taken')).toBe(
      'Sorry, there was an error submitting your request: Slot taken. Please try again or contact us directly.',
    );
  });
});

describe('the rental request body', () => {
  const body = {
    email: 'host@example.com',
    name: 'Host',
    phone: '630 555 0100',
    start: Date.UTC(2030, 0, 1, 18),
    end: Date.UTC(2030, 0, 1, 22),
    eventTitle: 'Party',
  };

  it('fills the old site’s defaults for what the form may leave out', () => {
    expect(rentalRequestSchema.parse(body)).toMatchObject({
      eventDescription: '',
      organizationName: '',
      expectedAttendees: 0,
      additionalNotes: '',
      facilityName: RENTAL_FACILITY_NAME,
    });
  });

  it('accepts times as numeric text, as the old site allows', () => {
    expect(rentalRequestSchema.parse({ ...body, start: String(body.start), end: String(body.end) }).start).toBe(body.start);
  });

  it('refuses an end that is not after the start with the old site’s message', () => {
    const result = rentalRequestSchema.safeParse({ ...body, end: body.start });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(rentalMessages.endBeforeStart);
  });

  it('refuses text for a time, a fractional or negative attendance, and a line break in the name', () => {
    for (const change of [{ start: 'soon' }, { expectedAttendees: 1.5 }, { expectedAttendees: -2 }, { name: 'A\nB' }]) {
      expect(rentalRequestSchema.safeParse({ ...body, ...change }).success, JSON.stringify(change)).toBe(false);
    }
  });
});

describe('the additional notes', () => {
  it('combines the two boxes as the old site does, each None when blank, empty when both are', () => {
    expect(combineNotes('', '  ')).toBe('');
    expect(combineNotes('Wheelchair ramp', '')).toBe('Special Requirements: Wheelchair ramp\nEquipment Needed: None');
    expect(combineNotes('', 'Projector')).toBe('Special Requirements: None\nEquipment Needed: Projector');
  });
});
