import { describe, expect, it } from 'vitest';
import {
  pricingFromConfig,
  rentalConfigEntrySchema,
  rentalConfigKeys,
  rentalDefaults,
  type RentalConfigEntry,
} from '../../../common/rental-pricing';

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
