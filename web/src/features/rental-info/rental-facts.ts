// What the rental pages list about the hall; the figures themselves come from config/facility.

import { formatPrice } from '../../../../common/store/price';
import { FACILITY } from '../../config/facility';

/** Static text on /rental; the rental request form prices from the server's config instead. */
export const hourlyRate = 100;

export const hourlyRateText = `${formatPrice(hourlyRate)}/hr`;

/** What the description tab on /rental lists. */
export const amenities: readonly string[] = [
  `10+ acres of fields and grounds (${FACILITY.acres} acres in all)`,
  'A full bar',
  'A kitchen for your caterer',
  'Banquet tables for a seated dinner',
  'An outdoor grill',
  'A jungle gym for the children',
  'Locker rooms',
];
