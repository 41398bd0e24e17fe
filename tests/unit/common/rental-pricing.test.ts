import { describe, expect, it } from 'vitest';
import {
  pricingFromConfig,
  RENTAL_RATE_MAX,
  rentalConfigEntrySchema,
  rentalConfigKeys,
  rentalConfigMessages,
  rentalConfigUpdateSchema,
  rentalDefaults,
  type RentalConfigEntry,
  type RentalConfigKey,
} from '../../../common/rental/rental-pricing';
import { RENTAL_MAX_BOOKING_DAYS } from '../../../common/rental/rental-rules';

describe('rentalConfigKeys', () => {
  it('lists the five keys the rental form reads', () => {
    expect([...rentalConfigKeys].sort()).toEqual(
      ['daily_rate', 'hourly_rate', 'maximum_rental_days', 'minimum_rental_hours', 'security_deposit_percentage'].sort(),
    );
  });
});

describe('rentalConfigEntrySchema', () => {
  it.each(['0', '50', '0.1', '300.00'])('accepts %j as numeric text', (value) => {
    expect(rentalConfigEntrySchema.safeParse({ key: 'hourly_rate', value }).success).toBe(true);
  });

  it.each(['', '-5', 'abc', '1e3', '.5', '5.'])('refuses %j as numeric text', (value) => {
    expect(rentalConfigEntrySchema.safeParse({ key: 'hourly_rate', value }).success).toBe(false);
  });
});

describe('pricingFromConfig', () => {
  it('answers the defaults for an empty config', () => {
    expect(pricingFromConfig([])).toEqual(rentalDefaults);
  });

  it('reads every known key as a number', () => {
    const config: RentalConfigEntry[] = [
      { key: 'hourly_rate', value: '75' },
      { key: 'daily_rate', value: '450.50' },
      { key: 'security_deposit_percentage', value: '0.2' },
      { key: 'minimum_rental_hours', value: '4' },
      { key: 'maximum_rental_days', value: '14' },
    ];

    expect(pricingFromConfig(config)).toEqual({
      hourly_rate: 75,
      daily_rate: 450.5,
      security_deposit_percentage: 0.2,
      minimum_rental_hours: 4,
      maximum_rental_days: 14,
    });
  });

  it('keeps the default for each key the config lacks', () => {
    const pricing = pricingFromConfig([{ key: 'hourly_rate', value: '65' }]);

    expect(pricing).toEqual({ ...rentalDefaults, hourly_rate: 65 });
  });

  it('ignores keys it does not know', () => {
    const pricing = pricingFromConfig([
      { key: 'late_fee', value: '25' },
      { key: 'constructor', value: '1' },
    ]);

    expect(pricing).toEqual(rentalDefaults);
  });

  it('accepts zero as a price', () => {
    expect(pricingFromConfig([{ key: 'security_deposit_percentage', value: '0' }]).security_deposit_percentage).toBe(0);
  });

  it.each(['abc', '-10', '', '  ', 'Infinity', '1e400', '0x20', 'NaN'])('falls back to the default when the value is %j', (value) => {
    expect(pricingFromConfig([{ key: 'daily_rate', value }]).daily_rate).toBe(rentalDefaults.daily_rate);
  });

  it('does not change the defaults it starts from', () => {
    const before = { ...rentalDefaults };

    pricingFromConfig([{ key: 'hourly_rate', value: '99' }]);

    expect(rentalDefaults).toEqual(before);
  });
});

describe('rentalConfigUpdateSchema', () => {
  function problems(entries: unknown): { path: string; message: string }[] {
    const result = rentalConfigUpdateSchema.safeParse({ entries });
    return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  }
  const one = (key: string, value: unknown) => problems([{ key, value }]);

  it('takes every setting at once, at its bounds', () => {
    expect(
      problems([
        { key: 'hourly_rate', value: 0 },
        { key: 'daily_rate', value: RENTAL_RATE_MAX },
        { key: 'security_deposit_percentage', value: 1 },
        { key: 'minimum_rental_hours', value: 0 },
        { key: 'maximum_rental_days', value: RENTAL_MAX_BOOKING_DAYS },
      ]),
    ).toEqual([]);
  });

  it.each([
    ['hourly_rate', 72.5],
    ['daily_rate', 450.99],
    ['security_deposit_percentage', 0.125],
    ['security_deposit_percentage', 0],
    ['minimum_rental_hours', 1.5],
    ['maximum_rental_days', 1],
  ])('takes %s = %j', (key, value) => {
    expect(one(key, value)).toEqual([]);
  });

  it.each(['hourly_rate', 'daily_rate'] as const)('refuses a negative %s, naming the value and the setting', (key) => {
    expect(one(key, -0.01)).toEqual([{ path: 'entries.0.value', message: rentalConfigMessages.negative(key) }]);
  });

  it.each([
    ['hourly_rate', RENTAL_RATE_MAX + 1, rentalConfigMessages.rateTooHigh('hourly_rate')],
    ['daily_rate', 10.005, rentalConfigMessages.cents('daily_rate')],
    ['security_deposit_percentage', -0.1, rentalConfigMessages.deposit],
    ['security_deposit_percentage', 10, rentalConfigMessages.deposit],
    ['security_deposit_percentage', 0.00001, rentalConfigMessages.depositStep],
    ['minimum_rental_hours', -1, rentalConfigMessages.minimumHours],
    ['minimum_rental_hours', RENTAL_MAX_BOOKING_DAYS * 24 + 1, rentalConfigMessages.minimumHours],
    ['minimum_rental_hours', 1.333, rentalConfigMessages.minimumHours],
    ['maximum_rental_days', 0, rentalConfigMessages.maximumDays],
    ['maximum_rental_days', 2.5, rentalConfigMessages.maximumDays],
    ['maximum_rental_days', RENTAL_MAX_BOOKING_DAYS + 1, rentalConfigMessages.maximumDays],
  ] as const)('refuses %s = %j with a clear message', (key, value, message) => {
    expect(one(key, value)).toEqual([{ path: 'entries.0.value', message }]);
  });

  it('says the deposit in percent', () => {
    expect(rentalConfigMessages.deposit).toMatch(/0% to 100%/);
  });

  it.each(['50', '', null, Number.POSITIVE_INFINITY])('refuses the value %j as not a number', (value) => {
    expect(one('hourly_rate', value)).toEqual([{ path: 'entries.0.value', message: rentalConfigMessages.number('hourly_rate') }]);
  });

  it('refuses a key it does not know', () => {
    expect(one('late_fee', 25)).toEqual([{ path: 'entries.0.key', message: rentalConfigMessages.unknownKey }]);
  });

  it('refuses the same setting twice', () => {
    expect(
      problems([
        { key: 'hourly_rate', value: 60 },
        { key: 'hourly_rate', value: 70 },
      ]),
    ).toEqual([{ path: 'entries.1.key', message: rentalConfigMessages.twice('hourly_rate') }]);
  });

  it('refuses minimum hours longer than the maximum days sent with them', () => {
    expect(
      problems([
        { key: 'maximum_rental_days', value: 2 },
        { key: 'minimum_rental_hours', value: 49 },
      ]),
    ).toEqual([{ path: 'entries.1.value', message: rentalConfigMessages.minimumOverMaximum }]);
  });

  it('refuses an empty list and unknown fields', () => {
    expect(problems([]).map((p) => p.path)).toEqual(['entries']);
    expect(problems([{ key: 'hourly_rate', value: 1, note: 'x' }]).map((p) => p.path)).toEqual(['entries.0']);
  });

  it('stores every accepted value as the numeric text the public config reads back', () => {
    const values: Record<RentalConfigKey, number> = {
      hourly_rate: 0.01,
      daily_rate: 999_999.99,
      security_deposit_percentage: 0.0001,
      minimum_rental_hours: 0.25,
      maximum_rental_days: 31,
    };
    for (const [key, value] of Object.entries(values)) {
      expect(one(key, value)).toEqual([]);
      expect(rentalConfigEntrySchema.safeParse({ key, value: String(value) }).success).toBe(true);
    }
  });
});
