// The club's rental model a fresh local stack starts with: the banquet hall (at the demo prices the
// rental page advertises, local/demo/rental-config.ts), the clubhouse, which the officers close on
// home-match days, the two pitches, the whole site, and the add-ons each may have; and the first
// version of the hire terms. Loaded by the `rental-model` dataset (./rental-model-dataset.ts).

import { HALL_CAPACITY } from '../../common/club/club';
import type { RentalModel } from '../../common/rental/rental-model';
import { rentalModelSchema } from '../../common/rental/rental-model-schemas';
import { demoRentalConfig } from './rental-config';

const dollars = (amount: number) => Math.round(amount * 100);
const ALL = ['banquet-hall', 'clubhouse', 'main-pitch', 'training-pitch', 'whole-site'];
const INDOORS = ['banquet-hall', 'clubhouse', 'whole-site'];

export const demoRentalModel: RentalModel = rentalModelSchema.parse({
  version: 1,
  updatedAt: 0,
  spaces: [
    {
      id: 'banquet-hall',
      name: 'Banquet hall',
      kind: 'indoor',
      description: 'Banquet tables for up to 120 guests, a dance floor, the full bar and the kitchen next door.',
      capacity: HALL_CAPACITY,
      hourlyCents: dollars(Number(demoRentalConfig.hourly_rate)),
      dailyCents: dollars(Number(demoRentalConfig.daily_rate)),
      minHours: Number(demoRentalConfig.minimum_rental_hours),
      maxHours: Number(demoRentalConfig.maximum_rental_days) * 24,
      setupMinutes: 60,
      cleanupMinutes: 60,
      advanceDays: 730,
      damageDepositCents: dollars(250),
      // The hire terms ask events in the hall for a certificate of liability insurance.
      insuranceRequired: true,
    },
    {
      id: 'clubhouse',
      name: 'Clubhouse',
      kind: 'indoor',
      description: 'The bar room and lounge: meetings, parties and watching the game.',
      capacity: 60,
      hourlyCents: dollars(60),
      dailyCents: dollars(400),
      minHours: 2,
      maxHours: 48,
      setupMinutes: 30,
      cleanupMinutes: 30,
      advanceDays: 365,
      closedOnMatchDays: true,
      damageDepositCents: dollars(150),
    },
    {
      id: 'main-pitch',
      name: 'Main pitch',
      kind: 'field',
      description: 'The floodlit match pitch with its stand.',
      capacity: 500,
      hourlyCents: dollars(75),
      dailyCents: dollars(500),
      minHours: 1,
      maxHours: 72,
      setupMinutes: 0,
      cleanupMinutes: 30,
      advanceDays: 365,
      damageDepositCents: 0,
    },
    {
      id: 'training-pitch',
      name: 'Training pitch',
      kind: 'field',
      description: 'The second pitch, lit for evening training.',
      capacity: 300,
      hourlyCents: dollars(50),
      dailyCents: dollars(350),
      minHours: 1,
      maxHours: 72,
      setupMinutes: 0,
      cleanupMinutes: 0,
      advanceDays: 365,
      damageDepositCents: 0,
    },
    {
      id: 'whole-site',
      name: 'Whole site',
      kind: 'site',
      description: 'Everything: the hall, the clubhouse and both pitches, for festivals and tournaments.',
      capacity: 1_500,
      hourlyCents: dollars(300),
      dailyCents: dollars(2_000),
      minHours: 4,
      maxHours: 72,
      setupMinutes: 120,
      cleanupMinutes: 120,
      advanceDays: 730,
      damageDepositCents: dollars(1_000),
      insuranceRequired: true,
    },
  ],
  addOns: [
    {
      id: 'bar-service',
      name: 'Bar service',
      description: 'A bartender and the full bar, for the hours you book.',
      pricing: 'per-hour',
      amount: dollars(40),
      spaceIds: INDOORS,
    },
    {
      id: 'kitchen',
      name: 'Kitchen',
      description: 'The commercial kitchen for your caterer.',
      pricing: 'per-booking',
      amount: dollars(150),
      spaceIds: INDOORS,
    },
    {
      id: 'security-staff',
      name: 'Security staff',
      description: 'A licensed guard, for the hours you book.',
      pricing: 'per-hour',
      amount: dollars(45),
      spaceIds: ALL,
    },
    {
      id: 'cleaning',
      name: 'Cleaning',
      description: 'We clean up after you leave.',
      pricing: 'per-booking',
      amount: dollars(200),
      spaceIds: INDOORS,
    },
    {
      id: 'tables-chairs',
      name: 'Tables and chairs',
      description: 'Set out for each guest.',
      pricing: 'per-person',
      amount: dollars(3),
      spaceIds: ['banquet-hall', 'main-pitch', 'whole-site'],
    },
    {
      id: 'member-discount',
      name: "Member's discount",
      description: 'For club members in good standing: an officer checks before approving.',
      pricing: 'percent-off',
      amount: 1_500,
      spaceIds: ALL,
    },
  ],
  policy: {
    defaultSpaceId: 'banquet-hall',
    depositBasisPoints: 2_500,
    taxBasisPoints: 0,
    balanceDueDays: 14,
    balanceReminderDays: 7,
    holdDays: 7,
    cancellation: [
      { daysBefore: 60, refundBasisPoints: 10_000 },
      { daysBefore: 30, refundBasisPoints: 5_000 },
      { daysBefore: 14, refundBasisPoints: 2_500 },
    ],
  },
}) as RentalModel;

/** The first version of the club's hire terms, as officers would write them in the console. */
export const demoRentalTermsHtml = [
  '<h2>Booking and payment</h2>',
  '<p>A booking is confirmed when the club approves it. The deposit shown on your quote is due within the hold period to keep the date; the balance is due before the event, as your quote says.</p>',
  '<h2>Damage deposit</h2>',
  '<p>The refundable damage deposit is returned after the event once the club has checked the space. Damage or extra cleaning is taken from it.</p>',
  '<h2>Cancellation</h2>',
  '<ul><li>60 days or more before the event: all charges refunded.</li><li>30 to 59 days before: half refunded.</li><li>14 to 29 days before: a quarter refunded.</li><li>Less than 14 days before: no refund of charges.</li></ul>',
  '<h2>On the day</h2>',
  '<p>You may arrive and leave only within your booked times. Alcohol is served by the club bar only. Music ends by 11:30 PM. The fields are closed on home-match days.</p>',
  '<h2>Insurance</h2>',
  '<p>Events open to the public need a certificate of liability insurance naming the club, sent before the event.</p>',
].join('');
