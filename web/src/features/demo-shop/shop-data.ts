// The demo shop's one product and its fixed figures (the old site's static demo values, not real).

import { BLAZE_HAT } from '../../config/merch';

export interface ProductReview {
  readonly id: string;
  readonly name: string;
  /** ISO date (yyyy-mm-dd). */
  readonly date: string;
  readonly rating: number;
  readonly text: string;
}

export const demoHat = {
  ...BLAZE_HAT,
  summary:
    'The club cap in charcoal with the Blaze crest stitched in red and gold. Worn on the sideline, at the ' +
    'clubhouse bar and at every away match.',
  sizes: ['S/M', 'L/XL'],
  colours: ['Charcoal', 'Red', 'Black'],
  description: [
    'A six-panel cotton cap with a curved peak and an adjustable strap at the back, so one hat fits most ' +
      'heads. The embroidered crest is the same one the players wear on their jerseys.',
    'Every hat sold helps pay for kit, pitches and travel for the club’s teams.',
  ],
  details: ['100% cotton twill', 'Embroidered club crest', 'Adjustable strap', 'Hand wash cold'],
  reviews: [
    {
      id: 'review-1',
      name: 'Kate D.',
      date: '2026-02-11',
      rating: 5,
      text: 'Bought two at the clubhouse bar after the derby. Good quality and the crest looks great.',
    },
    {
      id: 'review-2',
      name: 'Luis P.',
      date: '2026-03-02',
      rating: 4,
      text: 'Comfortable and kept the rain off at the last home match. Runs slightly small: get the L/XL.',
    },
  ] satisfies ProductReview[],
} as const;

/** As on the old site: the demo grid repeats the one hat 11 times under a hard-coded count. */
export const shopGridCount = 11;
export const shopResultsLabel = 'Showing 01 - 12 of 139 Results';

export const orderingNote = `Online ordering is coming soon. Until then, the ${BLAZE_HAT.name} is sold at the clubhouse bar.`;
