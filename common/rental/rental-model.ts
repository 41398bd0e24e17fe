// The club's rental model as officers keep it: the spaces it hires out (the banquet hall, the
// clubhouse, each field, the whole site), the add-ons a renter may ask for on each, and the money
// rules (deposit, tax, when the balance is due, how long an approval holds the date, the
// cancellation refunds). One stored document (lambdas/domain/rental/rental-model.ts), checked by
// ./rental-model-schemas.ts, read by the quote (./rental-quote.ts), the request's checks, the
// booking ledger's conflict rule and the pages. No zod here: the public pages import it.

/** GET: the model the rental request form quotes from, and the current hire terms (route row `get-rental-model`). */
export const RENTAL_MODEL_PATH = '/public/api/rental-model';
/** GET and PUT: the model as officers edit it, uncached (route rows `get-officer-rental-model`, `update-rental-model`). */
export const OFFICER_RENTAL_MODEL_PATH = '/api/officer/rental-model';

/**
 * What a space is, for the rules that do not come from its own settings: a `site` space (the whole
 * site) shares ground with every other space; a `field` is what a home match uses.
 */
export const spaceKinds = ['indoor', 'field', 'site'] as const;
export type SpaceKind = (typeof spaceKinds)[number];

/**
 * How an add-on is priced, per occurrence of the booking: a fixed amount (`per-booking`), an amount
 * per billed hour (`per-hour`: the length rounded up to the hour), per expected person
 * (`per-person`), or a share off the space and add-on charges (`percent-off`, in basis points:
 * 1000 is 10%). Only the percentage ever rounds (./rental-quote.ts says where).
 */
export const addOnPricings = ['per-booking', 'per-hour', 'per-person', 'percent-off'] as const;
export type AddOnPricing = (typeof addOnPricings)[number];

export const addOnPricingLabels: Readonly<Record<AddOnPricing, string>> = {
  'per-booking': 'per booking',
  'per-hour': 'per hour',
  'per-person': 'per person',
  'percent-off': 'percent off',
};

export interface RentalSpace {
  /** Fixed once made: requests and bookings name the space by it. */
  readonly id: string;
  readonly name: string;
  readonly kind: SpaceKind;
  readonly description: string;
  /** The most people the space takes. */
  readonly capacity: number;
  readonly hourlyCents: number;
  readonly dailyCents: number;
  /** The shortest booking, in hours (two decimals at most). */
  readonly minHours: number;
  /** The longest booking, in whole hours (at most RENTAL_MAX_BOOKING_DAYS days). */
  readonly maxHours: number;
  /** Held before the renter's start and after their end, for setting up and cleaning: the space is taken then too. */
  readonly setupMinutes: number;
  readonly cleanupMinutes: number;
  /** How many days ahead a booking may start (at most RENTAL_MAX_DAYS_AHEAD). */
  readonly advanceDays: number;
  /** The other spaces that share ground with this one: booking either takes both. Read both ways. */
  readonly overlaps: readonly string[];
  /** Closed on the club's home-match days (the fields always are: a match uses them). */
  readonly closedOnMatchDays: boolean;
  /** The refundable damage deposit held for a booking of it, in cents. */
  readonly damageDepositCents: number;
  /** The renter uploads a certificate of liability insurance on their booking page (common/rental/booking-certificate.ts). */
  readonly insuranceRequired: boolean;
  /** No longer offered; kept because requests and bookings name it. */
  readonly retired: boolean;
}

export interface RentalAddOn {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly pricing: AddOnPricing;
  /** Cents for the per-… pricings; basis points (1–10000) for `percent-off`. */
  readonly amount: number;
  /** The spaces it may be asked for with. */
  readonly spaceIds: readonly string[];
  readonly retired: boolean;
}

/** A refund tier: a booking cancelled at least `daysBefore` days before it starts gets this share of its charges back. */
export interface CancellationTier {
  readonly daysBefore: number;
  /** Basis points of the charges paid (10000 is all of it); the damage deposit is always returned. */
  readonly refundBasisPoints: number;
}

export interface RentalPolicy {
  /** The space a request without one is for: the old form body, which names only the facility. */
  readonly defaultSpaceId: string;
  /** The booking deposit due on approval, in basis points of the charges with tax. */
  readonly depositBasisPoints: number;
  /** Sales tax on the charges, in basis points (0: the club charges none). */
  readonly taxBasisPoints: number;
  /** The balance is due this many days before the booking starts. */
  readonly balanceDueDays: number;
  /** A renter whose balance is still owed is reminded this many days before it is due (lambdas/domain/requests/rental-booking-jobs.ts). */
  readonly balanceReminderDays: number;
  /** An approved booking is held this many days for its deposit, then released if unpaid. */
  readonly holdDays: number;
  /** From the most days before to the fewest; a cancellation later than the last tier refunds nothing. */
  readonly cancellation: readonly CancellationTier[];
}

export interface RentalModel {
  /** Raised by every save: a save made from an older read is refused (409) instead of undoing another officer's. */
  readonly version: number;
  readonly spaces: readonly RentalSpace[];
  readonly addOns: readonly RentalAddOn[];
  readonly policy: RentalPolicy;
  readonly updatedAt: number;
}

/** The current hire terms' version: what the form's tick box accepts. */
export interface TermsRef {
  readonly version: number;
  readonly publishedAt: number;
}

/**
 * GET /public/api/rental-model (and the officers' uncached read): the model and the current hire
 * terms with their HTML, which /rental-terms shows and the form offers to read in place.
 */
export interface RentalModelAnswer {
  readonly model: RentalModel;
  /** Null until officers publish the first terms. */
  readonly terms: (TermsRef & { readonly html: string }) | null;
}

/** How large the model may grow, and each of its numbers' bounds: the schemas and the console share them. */
export const RENTAL_MODEL_LIMITS = {
  spaces: 20,
  addOns: 40,
  id: 40,
  name: 80,
  description: 500,
  capacity: 5_000,
  /** $1,000,000 in cents: as RENTAL_RATE_MAX. */
  cents: 100_000_000,
  bufferMinutes: 12 * 60,
  cancellationTiers: 6,
  /** A year: a deposit, balance or cancellation rule further out than that is not a rule. */
  policyDays: 365,
  /** Two months: a reminder sent further ahead than that is forgotten by the day. */
  reminderDays: 60,
} as const;

/** The balance reminder's lead time when officers have not set one (the models saved before it was a rule). */
export const DEFAULT_BALANCE_REMINDER_DAYS = 7;

/** A space or add-on id: lower-case letters, digits and hyphens. */
export const rentalIdPattern = /^[a-z0-9][a-z0-9-]*$/;

export function spaceById(model: Pick<RentalModel, 'spaces'>, id: string): RentalSpace | undefined {
  return model.spaces.find((space) => space.id === id);
}

export function addOnById(model: Pick<RentalModel, 'addOns'>, id: string): RentalAddOn | undefined {
  return model.addOns.find((addOn) => addOn.id === id);
}

/** The spaces a renter may ask for: not retired, in the officers' order. */
export function offeredSpaces(model: Pick<RentalModel, 'spaces'>): RentalSpace[] {
  return model.spaces.filter((space) => !space.retired);
}

/** The add-ons offered with a space, in the officers' order. */
export function addOnsFor(model: Pick<RentalModel, 'addOns'>, spaceId: string): RentalAddOn[] {
  return model.addOns.filter((addOn) => !addOn.retired && addOn.spaceIds.includes(spaceId));
}

/**
 * Whether bookings of two spaces at the same time would collide: the same space, either one the
 * whole site, or either listing the other among its overlaps. A space the model does not know (a
 * booking made before the club had spaces names none) collides with everything: the safe answer.
 */
export function spacesConflict(model: Pick<RentalModel, 'spaces'>, a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined || a === b) return true;
  const first = spaceById(model, a);
  const second = spaceById(model, b);
  if (!first || !second) return true;
  if (first.kind === 'site' || second.kind === 'site') return true;
  return first.overlaps.includes(b) || second.overlaps.includes(a);
}

/** A space's name inside a sentence: "the banquet hall". */
export function spacePhrase(space: Pick<RentalSpace, 'name'>): string {
  return `the ${space.name.charAt(0).toLowerCase()}${space.name.slice(1)}`;
}

/** "2 hours", "1 day", "1.5 hours". */
export function lengthWords(hours: number): string {
  if (hours >= 24 && hours % 24 === 0) {
    const days = hours / 24;
    return `${days} day${days === 1 ? '' : 's'}`;
  }
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/** "10%", "7.25%": basis points as the pages write them. */
export function percentText(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(2))}%`;
}

/**
 * The refund tiers in a sentence: "Cancelled 60 days or more before: all charges refunded; 30 days or
 * more: 50%; later: none." The damage deposit is always returned, so it is not named.
 */
export function cancellationText(tiers: readonly CancellationTier[]): string {
  if (tiers.length === 0) return 'Charges are not refunded once the booking is approved.';
  const parts = tiers.map((tier, index) => {
    const share =
      tier.refundBasisPoints === 10_000
        ? 'all charges refunded'
        : tier.refundBasisPoints === 0
          ? 'nothing refunded'
          : `${percentText(tier.refundBasisPoints)} refunded`;
    return `${index === 0 ? 'Cancelled ' : ''}${tier.daysBefore} day${tier.daysBefore === 1 ? '' : 's'} or more before: ${share}`;
  });
  return `${parts.join('; ')}; later: nothing refunded.`;
}
