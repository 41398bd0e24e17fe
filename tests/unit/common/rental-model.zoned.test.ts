// The rental model's rules that need no tables: which spaces collide (the same one, the whole site
// against anything, the overlaps officers set, either way round), a series' dates on the club's wall
// clock and its bounds, which home fixtures close which spaces and the refusal's words, and what a
// request may ask of the model. Dates are the club's: this file also runs in a far time zone.

import { describe, expect, it } from 'vitest';
import { clubTime, clubWallClock } from '../../../common/club-time';
import { rentalAskProblem } from '../../../common/rental/rental-ask';
import { type RentalModel, type RentalSpace, spacesConflict } from '../../../common/rental/rental-model';
import { homeMatchOf, matchDayClash, matchDayMessage } from '../../../common/rental/rental-match-days';
import { rentalMessages } from '../../../common/rental/rental-rules';
import { RENTAL_SERIES_LIMITS, seriesMessages, seriesProblem, seriesSpans } from '../../../common/rental/rental-series';

const HOUR = 3_600_000;

function space(id: string, kind: RentalSpace['kind'], overrides: Partial<RentalSpace> = {}): RentalSpace {
  return {
    id,
    name: id === 'hall' ? 'Banquet hall' : id === 'site' ? 'Whole site' : id === 'clubhouse' ? 'Clubhouse' : `Pitch ${id}`,
    kind,
    description: '',
    capacity: 120,
    hourlyCents: 10_000,
    dailyCents: 80_000,
    minHours: 2,
    maxHours: 72,
    setupMinutes: 0,
    cleanupMinutes: 0,
    advanceDays: 365,
    overlaps: [],
    closedOnMatchDays: false,
    damageDepositCents: 0,
    insuranceRequired: false,
    retired: false,
    ...overrides,
  };
}

const model: RentalModel = {
  version: 1,
  updatedAt: 1,
  spaces: [
    space('hall', 'indoor'),
    space('clubhouse', 'indoor', { overlaps: ['bar-room'] }),
    space('bar-room', 'indoor'),
    space('main', 'field'),
    space('training', 'field'),
    space('site', 'site', { capacity: 1500 }),
    space('old-shed', 'indoor', { retired: true }),
  ],
  addOns: [
    {
      id: 'bar',
      name: 'Bar service',
      description: '',
      pricing: 'per-hour',
      amount: 4_000,
      spaceIds: ['hall', 'clubhouse'],
      retired: false,
    },
    { id: 'chairs', name: 'Tables and chairs', description: '', pricing: 'per-person', amount: 300, spaceIds: ['hall'], retired: false },
    { id: 'old', name: 'Old add-on', description: '', pricing: 'per-booking', amount: 1, spaceIds: ['hall'], retired: true },
  ],
  policy: {
    defaultSpaceId: 'hall',
    depositBasisPoints: 2_500,
    taxBasisPoints: 0,
    balanceDueDays: 14,
    balanceReminderDays: 7,
    holdDays: 7,
    cancellation: [],
  },
};

describe('spacesConflict', () => {
  it('makes a space collide with itself and the whole site with every space', () => {
    expect(spacesConflict(model, 'hall', 'hall')).toBe(true);
    expect(spacesConflict(model, 'site', 'main')).toBe(true);
    expect(spacesConflict(model, 'training', 'site')).toBe(true);
    expect(spacesConflict(model, 'hall', 'site')).toBe(true);
  });

  it('reads the overlaps officers set either way round, and nothing else', () => {
    expect(spacesConflict(model, 'clubhouse', 'bar-room')).toBe(true);
    expect(spacesConflict(model, 'bar-room', 'clubhouse')).toBe(true);
    expect(spacesConflict(model, 'hall', 'main')).toBe(false);
    expect(spacesConflict(model, 'main', 'training')).toBe(false);
  });

  it('makes a booking without a space (the whole facility) or of a space the model lacks collide with everything', () => {
    expect(spacesConflict(model, undefined, 'main')).toBe(true);
    expect(spacesConflict(model, 'hall', undefined)).toBe(true);
    expect(spacesConflict(model, 'pool', 'main')).toBe(true);
  });
});

describe('a series', () => {
  it("keeps a weekly date's wall-clock time across the spring-forward change", () => {
    const start = clubTime(2027, 3, 4, 19);
    const spans = seriesSpans({ start, end: start + 2 * HOUR }, { frequency: 'weekly', count: 3 });
    expect(spans.map((span) => clubWallClock(span.start))).toEqual(['2027-03-04T19:00:00', '2027-03-11T19:00:00', '2027-03-18T19:00:00']);
    expect(spans.every((span) => span.end - span.start === 2 * HOUR)).toBe(true);
    // The clocks went forward on March 14: that week was an hour short.
    expect((spans[2]?.start ?? 0) - (spans[1]?.start ?? 0)).toBe(7 * 24 * HOUR - HOUR);
  });

  it('repeats a monthly date on the same day until the last day given', () => {
    const start = clubTime(2027, 1, 28, 18);
    const spans = seriesSpans({ start, end: start + HOUR }, { frequency: 'monthly', until: clubTime(2027, 4, 28, 18) });
    expect(spans.map((span) => clubWallClock(span.start).slice(0, 10))).toEqual(['2027-01-28', '2027-02-28', '2027-03-28', '2027-04-28']);
  });

  it('refuses both a count and a last day, too many or too few dates, a date over 24 hours, and a monthly start after the 28th', () => {
    const start = clubTime(2027, 1, 5, 18);
    const first = { start, end: start + 2 * HOUR };
    expect(seriesProblem(first, { frequency: 'weekly', count: 3, until: start + 30 * 24 * HOUR })).toBe(seriesMessages.countOrUntil);
    expect(seriesProblem(first, { frequency: 'weekly' })).toBe(seriesMessages.countOrUntil);
    expect(seriesProblem(first, { frequency: 'weekly', count: RENTAL_SERIES_LIMITS.weekly })).toBeUndefined();
    expect(seriesProblem(first, { frequency: 'weekly', count: RENTAL_SERIES_LIMITS.weekly + 1 })).toBe(seriesMessages.tooMany('weekly'));
    expect(seriesProblem(first, { frequency: 'monthly', count: RENTAL_SERIES_LIMITS.monthly + 1 })).toBe(seriesMessages.tooMany('monthly'));
    expect(seriesProblem(first, { frequency: 'weekly', until: clubTime(2028, 6, 1) })).toBe(seriesMessages.tooMany('weekly'));
    expect(seriesProblem(first, { frequency: 'weekly', until: start + 3 * 24 * HOUR })).toBe(seriesMessages.tooFew);
    expect(seriesProblem(first, { frequency: 'weekly', until: start - HOUR })).toBe(seriesMessages.untilBeforeStart);
    expect(seriesProblem({ start, end: start + 25 * HOUR }, { frequency: 'weekly', count: 2 })).toBe(seriesMessages.tooLong);
    const late = clubTime(2027, 1, 30, 18);
    expect(seriesProblem({ start: late, end: late + HOUR }, { frequency: 'monthly', count: 3 })).toBe(seriesMessages.monthDay);
  });
});

describe('home-match days', () => {
  const kickOff = clubTime(2026, 9, 12, 14);
  const match = { id: 'g1', start: kickOff, opponent: 'Lakeshore RFC' };
  const evening = { start: clubTime(2026, 9, 12, 18), end: clubTime(2026, 9, 12, 22) };

  it('are the home fixtures still to be played or played, not away, postponed or cancelled ones', () => {
    const game = { id: 'g1', start: kickOff, homeTeam: 'Chicago Blaze', awayTeam: 'Lakeshore RFC', status: 'scheduled' };
    expect(homeMatchOf(game)).toEqual(match);
    expect(homeMatchOf({ ...game, status: 'completed' })).toEqual(match);
    expect(homeMatchOf({ ...game, homeTeam: 'Lakeshore RFC', awayTeam: 'Chicago Blaze' })).toBeUndefined();
    expect(homeMatchOf({ ...game, status: 'postponed' })).toBeUndefined();
    expect(homeMatchOf({ ...game, status: 'cancelled' })).toBeUndefined();
  });

  it('close every field, and the whole site that shares their ground, the whole club day, in plain words', () => {
    const clash = matchDayClash(model, 'main', evening, [match]);
    expect(clash?.match).toEqual(match);
    expect(matchDayMessage(clash ?? { match, closed: [] })).toBe(
      'The fields are in use for the home match against Lakeshore RFC on Saturday 12 September.',
    );
    expect(matchDayClash(model, 'site', { start: clubTime(2026, 9, 12, 0), end: clubTime(2026, 9, 12, 1) }, [match])).toBeDefined();
    expect(matchDayClash(model, 'training', { start: clubTime(2026, 9, 12, 23), end: clubTime(2026, 9, 13, 2) }, [match])).toBeDefined();
  });

  it('leave the hall open unless the officers close it, and miss the days around', () => {
    expect(matchDayClash(model, 'hall', evening, [match])).toBeUndefined();
    expect(matchDayClash(model, 'main', { start: clubTime(2026, 9, 13, 0), end: clubTime(2026, 9, 13, 4) }, [match])).toBeUndefined();
    const closedHall = { ...model, spaces: model.spaces.map((one) => (one.id === 'hall' ? { ...one, closedOnMatchDays: true } : one)) };
    const clash = matchDayClash(closedHall, 'hall', evening, [match]);
    expect(clash && matchDayMessage(clash)).toBe(rentalMessages.matchDay('The banquet hall is', 'Lakeshore RFC', 'Saturday 12 September'));
  });
});

describe('what a request may ask', () => {
  const start = Date.UTC(2030, 0, 1);
  const now = start - 30 * 24 * HOUR;
  const ask = (extra: Partial<Parameters<typeof rentalAskProblem>[1]> = {}) =>
    rentalAskProblem(model, { spaceId: 'hall', start, end: start + 4 * HOUR, attendees: 80, addOnIds: ['bar'], ...extra }, now);

  it('takes a space it offers, with its add-ons, within its rules', () => {
    expect(ask()).toBeUndefined();
    expect(ask({ spaceId: 'main', addOnIds: [], attendees: 100 })).toBeUndefined();
  });

  it('refuses a retired or unknown space, an add-on not offered with it or asked twice, and too many people', () => {
    expect(ask({ spaceId: 'old-shed' })).toBe(rentalMessages.unknownSpace);
    expect(ask({ spaceId: 'pool' })).toBe(rentalMessages.unknownSpace);
    expect(ask({ spaceId: 'main' })).toBe(rentalMessages.unknownAddOn('Bar service'));
    expect(ask({ addOnIds: ['old'] })).toBe(rentalMessages.unknownAddOn('Old add-on'));
    expect(ask({ addOnIds: ['bar', 'bar'] })).toBe(rentalMessages.addOnTwice);
    expect(ask({ attendees: 121 })).toBe(rentalMessages.overCapacity('the banquet hall', 120));
  });

  it('needs the people to count a per-person add-on, and the space’s own lengths and horizon', () => {
    expect(ask({ addOnIds: ['chairs'], attendees: 0 })).toBe(rentalMessages.attendanceNeeded('Tables and chairs'));
    expect(ask({ end: start + HOUR })).toBe(rentalMessages.tooShort(2));
    expect(ask({ end: start + 73 * HOUR })).toBe(rentalMessages.tooLong(3));
    expect(
      rentalAskProblem(
        { ...model, spaces: [space('hall', 'indoor', { maxHours: 10 })] },
        { spaceId: 'hall', start, end: start + 11 * HOUR, attendees: 0, addOnIds: [] },
        now,
      ),
    ).toBe(rentalMessages.tooLongHours(10));
    expect(ask({ start: now + 366 * 24 * HOUR, end: now + 366 * 24 * HOUR + 4 * HOUR })).toBe(
      rentalMessages.tooFarAheadFor('the banquet hall', 365),
    );
  });

  it('checks a series: its bounds, and its last date within the horizon', () => {
    expect(ask({ series: { frequency: 'weekly', count: 10 } })).toBeUndefined();
    expect(ask({ series: { frequency: 'weekly', count: 53 } })).toBe(seriesMessages.tooMany('weekly'));
    expect(ask({ series: { frequency: 'weekly', count: 52 } })).toBe(rentalMessages.tooFarAheadFor('the banquet hall', 365));
  });
});
